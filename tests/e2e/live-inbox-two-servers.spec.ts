import { expect, test } from "@playwright/test";
import { bundleFile } from "../support/bundle.ts";
import { createPostgresDatabase } from "../support/database.ts";
import { serverProcesses } from "../support/server-processes.ts";
import { startSmtp, type TestSmtp, waitFor } from "../support/smtp.ts";

/*
 * The live inbox on two servers (issue 35): a staff member has the Conversations list open on server B;
 * a visitor on server A writes and asks for a person. Within 3 s, without a reload, B's page
 * lists the conversation as needing a reply and the sidebar's badge counts it, and STAFF_EMAIL's
 * inbox (a real SMTP server) has the e-mail with the link to the conversation.
 */

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const servers = serverProcesses();
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let smtp: TestSmtp;
let serverA = "";
let serverB = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtp();
  database = await createPostgresDatabase(serverUrl);
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    STAFF_EMAIL: "inbox@harbourline.example",
  };
  serverA = (await servers.start([bundleFile], env)).url;
  serverB = (await servers.start([bundleFile], env)).url;
});

test.afterAll(async () => {
  servers.stopAll();
  await smtp?.close();
  await database?.drop();
});

test("a visitor on server A asks for a person; staff on server B see it live within 3 s", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const signIn = await fetch(`${serverB}/api/admin/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "grace@example.com", password: "two-servers-password" }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const context = await browser.newContext();
  await context.addCookies([{ name: "adminToken", value: token, url: serverB }]);
  const staff = await context.newPage();
  // The page connects to the event stream once it has settled (1.5 s); the visitor writes only
  // after the stream has answered (the server subscribes before it sends the headers).
  const listening = staff.waitForResponse((r) => r.url().endsWith("/api/admin/events"), { timeout: 30_000 });
  await staff.goto(`${serverB}/admin/conversations`);
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(staff.locator("[data-waiting-badge]")).toHaveCount(0);
  await listening;

  const json = { "content-type": "application/json" };
  const visitorId = (
    (await (await fetch(`${serverA}/api/visitor`, { method: "POST" })).json()) as { data: { id: string } }
  ).data.id;
  await fetch(`${serverA}/api/ai-chat`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ visitorId, question: "Can I talk to a person about instalments?" }),
  });
  const asked = Date.now();
  const handoff = await fetch(`${serverA}/api/ai-chat/handoff`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ visitorId, email: "two.server.visitor@example.com" }),
  });
  expect(handoff.status).toBe(200);

  await expect(staff.getByRole("link", { name: "two.server.visitor@example.com" })).toBeVisible({
    timeout: 3_000,
  });
  await expect(staff.locator("[data-waiting-badge]").first()).toContainText("1", { timeout: 3_000 });
  expect(Date.now() - asked).toBeLessThan(3_500);

  await waitFor(
    () => smtp.received.some((m) => m.text?.includes(`/admin/conversations/${visitorId}`)),
    10_000,
  );
  await context.close();
});
