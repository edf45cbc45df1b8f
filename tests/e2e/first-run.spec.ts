import { expect, type Page, test } from "@playwright/test";
import { issueSetupToken } from "#server/accounts/first-run.ts";
import { admins, adminSetupTokens, sessions } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { axeViolations } from "./axe.ts";

/*
 * A new install: no ADMIN_EMAIL, so no administrator. The server of playwright.config.ts has one,
 * so these journeys run on a server of their own over a fresh database, and make the setup link
 * the way start-up does (the start-up test reads it from the real log).
 */
let server: TestServer;
test.beforeAll(async () => {
  // A database of its own and the compiled pages: over 30 s on a busy machine.
  test.setTimeout(120_000);
  server = await startTestServer({ withPages: true });
});
test.afterAll(async () => {
  await server?.close();
});
test.beforeEach(async () => {
  const db = server.database.db;
  await db.delete(sessions);
  await db.delete(adminSetupTokens);
  await db.delete(admins);
});

async function openSetupLink(page: Page): Promise<string> {
  const link = `${server.url}/admin/setup?token=${await issueSetupToken(server.database.db, "e2e")}`;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create the first administrator");
  return link;
}

async function fillDetails(page: Page, confirm: string) {
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill("grace@example.com");
  await page.locator("#field-password").fill("compiler-1952");
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Create administrator" }).click();
}

test("the first administrator follows the sign-in hint and the logged link to the dashboard", async ({
  page,
}) => {
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("note")).toContainText(
    "No administrator exists yet. Use the setup link printed in the server's log when it started, or run npm run admin:create -- --email you@example.com.",
  );
  expect(await axeViolations(page, "/admin (no administrator yet)")).toEqual([]);

  const link = await openSetupLink(page);
  expect(await axeViolations(page, "/admin/setup")).toEqual([]);
  await page.getByRole("button", { name: "Create administrator" }).click();
  await expect(page.locator("#firstName-error")).toHaveText("First name is required");
  await expect(page.locator("#password-error")).toHaveText("Password is required");
  await expect(page.locator("#verifyPassword-error")).toHaveText("Please confirm your password");
  await expect(page.getByLabel("First name")).toBeFocused();
  await fillDetails(page, "compiler-1953");
  await expect(page.locator("#verifyPassword-error")).toHaveText("Passwords must match");
  await fillDetails(page, "compiler-1952");

  await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  await expect(page.getByText("Grace Hopper").first()).toBeVisible();

  // The link is used up; the sign-in screen no longer shows the hint.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This setup link is no longer valid");
  expect(await axeViolations(page, "/admin/setup (used)")).toEqual([]);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/dashboard`); // signed in already
  // Signing out is a POST (issue 13, L9): the log-out page asks first.
  await page.goto(`${server.url}/admin/log-out`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the back-office");
  await expect(page.getByRole("note")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the setup form posts, shows the server's messages and signs in", async ({ page }) => {
    await openSetupLink(page);
    await page.getByRole("button", { name: "Create administrator" }).click();
    await expect(page.locator("#email-error")).toHaveText("Email is required");
    await expect(page.locator("#verifyPassword-error")).toHaveText("Please confirm your password");
    await fillDetails(page, "compiler-1952");
    await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  });
});
