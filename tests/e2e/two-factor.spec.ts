import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import { newTag, ownAdmin } from "./own-data.ts";

/*
 * Two-factor sign-in to the back-office, as a person does it (docs/decisions/0073): enrol an
 * authenticator app (the code is computed here with otplib), sign out, sign in with the next
 * code; a wrong code is refused; a recovery code works once. Passkeys run on Chromium's virtual
 * authenticator. Each test uses an account of its own, created through the API by an
 * administrator of the test's own, so other journeys keep signing in with a password alone.
 */
test.describe.configure({ mode: "serial" });

const password = "two-factor-e2e-password";

async function createAccount(request: APIRequestContext, email: string) {
  const { token } = await ownAdmin(request);
  const created = await request.post("/api/admin/admins", {
    headers: { token },
    data: { firstName: "Tess", lastName: "Factor", email, password, verifyPassword: password, role: "staff" },
  });
  expect(created.status()).toBe(201);
}

/** The TOTP code of `secret` for the step `offset` steps from now. */
function codeFor(secret: string, offset = 0) {
  return generate({ secret, epoch: (Math.floor(Date.now() / 30_000) + offset) * 30 });
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs out by posting the log-out form (the way the user menu does), then opens sign-in. */
async function signOut(page: Page, origin = "") {
  await page.request.post(`${origin}/admin/log-out`, { form: {} });
  expect((await page.context().cookies()).find((c) => c.name === "adminToken")).toBeUndefined();
}

test("enrol an authenticator app, then sign in with the next code, a recovery code once", async ({
  page,
}) => {
  const email = `totp-journey-${newTag()}@example.com`;
  await createAccount(page.request, email);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("button", { name: /Tess Factor/ }).click();
  await page.getByRole("link", { name: "Two-factor sign-in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
  // The QR code waits for the current password (the step-up, issue 30 M4).
  await expect(page.locator("[data-totp-secret]")).toHaveCount(0);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.locator("#start-totp-password-error")).toHaveText(
    "Enter your current password to confirm this change",
  );
  await page.locator("#start-totp-password").fill("not my password");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.locator("#start-totp-password-error")).toHaveText("That is not your current password");
  await page.locator("#start-totp-password").fill(password);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await page.locator("[data-totp-secret]").getAttribute("data-totp-secret"))!;
  await page.getByLabel("Code from the app").fill("000000");
  await page.locator("#field-currentPassword").fill(password);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.locator("#code-error")).toHaveText(
    "That code is not valid. Check your authenticator app and try again.",
  );
  // After a refusal the key is not shown again; the app already has it.
  await expect(page.locator("[data-totp-key-hidden]")).toBeVisible();
  await page.getByLabel("Code from the app").fill(await codeFor(secret));
  await page.locator("#field-currentPassword").fill(password);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.locator("[data-recovery-codes] li");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await expect(page.locator("[data-totp-status]")).toContainText("10 of 10 recovery codes left");

  await signOut(page);
  await signInWithPassword(page, email);
  await expect(page).toHaveURL(/\/admin\/sign-in\/verify/);
  expect((await page.context().cookies()).find((c) => c.name === "adminToken")).toBeUndefined();
  await page.getByLabel("Code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("#code-error")).toHaveText(
    "That code is not valid. Check your authenticator app and try again.",
  );
  await page.getByLabel("Code").fill(await codeFor(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByLabel("Code").fill(recovery[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByLabel("Code").fill(recovery[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.locator("#code-error")).toHaveText(
    "That code is not valid. Check your authenticator app and try again.",
  );
  await expect(page).toHaveURL(/\/admin\/sign-in\/verify/);
});

test("register a passkey, then sign in with it alone and as the second factor", async ({ page }) => {
  // WebAuthn refuses IP addresses as relying parties: the journey runs on localhost, the same
  // server (a loopback PUBLIC_URL is served as localhost, docs/decisions/0073).
  const origin = `http://localhost:${new URL(test.info().project.use.baseURL!).port}`;
  const email = `passkey-journey-${newTag()}@example.com`;
  await createAccount(page.request, email);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(`${origin}/admin/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  await page.goto(`${origin}/admin/profile/two-factor`);
  await page.getByLabel("Name (optional)").fill("Virtual key");
  // A session alone cannot add a passkey: the current password first (the step-up, issue 30 M4).
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.locator("#passkey-current-password-error")).toHaveText(
    "Enter your current password to confirm this change",
  );
  await page.locator("#passkey-current-password").fill("not my password");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.locator("#passkey-current-password-error")).toHaveText(
    "That is not your current password",
  );
  await page.locator("#passkey-current-password").fill(password);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.locator("[data-passkey-message]")).toHaveText("Passkey added");
  await expect(page.locator("[data-passkeys]")).toContainText("Virtual key");

  // Password-free.
  await signOut(page, origin);
  await page.goto(`${origin}/admin/sign-in`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
  await expect(page.locator("[data-admin-name]")).toHaveText("Tess Factor");

  // As the second factor after the password.
  await signOut(page, origin);
  await page.goto(`${origin}/admin/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\/verify/);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(`${origin}/admin/dashboard`);
});
