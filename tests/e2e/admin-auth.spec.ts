import { expect, test } from "@playwright/test";
import { desc, eq } from "drizzle-orm";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { outbox } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { asDelivered } from "../support/delivered-mail.ts";

// The seeded administrator of playwright.config.ts.
const admin = { email: "admin@harbourline.example", password: "e2e-admin-password" };

test("an admin signs in at /admin, is sent on from the sign-in screen, and logs out", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the back-office");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("#email-error")).toHaveText("Invalid email or password");
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === "adminToken");
  expect(cookie?.httpOnly).toBe(true);

  await page.goto("/admin/sign-in");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A visit to /admin/log-out only asks (issue 13, L9); the button signs out.
  await page.goto("/admin/log-out");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign out");
  expect((await page.context().cookies()).find((c) => c.name === "adminToken")).toBeDefined();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  expect((await page.context().cookies()).find((c) => c.name === "adminToken")).toBeUndefined();
});

test.describe("admin password reset", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    // A database of its own and the compiled pages: over 30 s on a busy machine, as first-run's.
    test.setTimeout(120_000);
    server = await startTestServer({ withPages: true });
    await ensureFirstAdmin(server.database.db, { email: "ops@example.com", password: "first password" });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test("asks for the e-mail, then sets a confirmed new password from the e-mailed link", async ({ page }) => {
    await page.goto(`${server.url}/admin/forgot-password`);
    await page.getByLabel("Email").fill("ops@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    const sent = page.getByRole("dialog", { name: "We've sent you a password reset link" });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/admin/sign-in",
    );

    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "ops@example.com"))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const link = new URL(/https?:\/\/\S+/.exec(asDelivered(mail!).text)![0]);
    expect(link.pathname).toBe("/admin/reset-password");
    await page.goto(`${server.url}${link.pathname}${link.search}`);

    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.locator("#password-error")).toHaveText("New password is required");
    await expect(page.locator("#confirmPassword-error")).toHaveText("Please confirm your password");
    await page.locator("#field-password").fill("second password");
    await page.locator("#field-confirmPassword").fill("second passworD");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.locator("#confirmPassword-error")).toHaveText("Passwords must match");
    await page.locator("#field-confirmPassword").fill("second password");
    await page.getByRole("button", { name: "Reset password" }).click();
    const done = page.getByRole("dialog", { name: "You've changed your password successfully!" });
    await expect(done).toBeVisible();
    await done.getByRole("link", { name: "Sign in" }).click();

    await page.getByLabel("Email").fill("ops@example.com");
    await page.getByLabel("Password").fill("second password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
  });
});
