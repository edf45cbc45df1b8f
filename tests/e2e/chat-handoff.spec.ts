import { expect, type Page, test } from "@playwright/test";
import { site } from "#content/site.ts";
import { newTag, ownAdmin } from "./own-data.ts";

/** The visitor of the live hand-off: an address of this run's own, so a list shows only theirs. */
const liveVisitor = `live.visitor.${newTag()}@example.com`;

/*
 * Staff replies in chat (issue 15, docs/decisions/0084): a visitor asks for a person in the chat
 * panel; staff, signed in in a second browser context, find the conversation in the needs-reply
 * queue and answer it; the reply appears in the visitor's open panel without a reload.
 */

const panel = (page: Page) => page.getByRole("dialog", { name: "Chat with our assistant" });

test("a visitor asks for a person, staff reply, and the visitor sees it live", async ({ page, browser }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Ask a question" }).click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole("button", { name: "Talk to a person" }).click();
  await panel(page)
    .getByLabel(/Email address for our reply/)
    .fill("not-an-email");
  await panel(page).getByRole("button", { name: "Ask for a person" }).click();
  await expect(panel(page).getByText("Email should be a valid email address")).toBeVisible();
  await panel(page)
    .getByLabel(/Email address for our reply/)
    .fill(liveVisitor);
  await panel(page).getByRole("button", { name: "Ask for a person" }).click();
  const log = panel(page).getByRole("log", { name: "Conversation" });
  await expect(log.getByText(/asked a member of our team/)).toBeVisible();
  await expect(log.getByText(/Monday to Friday 9AM-9PM/)).toBeVisible();
  // One handover message: in the conversation, not repeated in the status line.
  await expect(panel(page).getByText(/asked a member of our team/)).toHaveCount(1);

  // While a person handles it the assistant stays quiet: the question is stored, nothing answers.
  const box = panel(page).getByLabel("Your question");
  await box.fill("Could someone check my enrolment, please?");
  await box.press("Enter");
  await expect(log.getByText("Could someone check my enrolment, please?")).toBeVisible();
  await expect(log.locator("[data-chat-type]").last()).toHaveAttribute("data-chat-type", "client");

  // Staff, in their own browser context.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const { token } = await ownAdmin(staff.request);
  await staffContext.addCookies([
    { name: "adminToken", value: token, url: test.info().project.use.baseURL! },
  ]);
  await staff.goto("/admin/dashboard");
  await staff.locator("[data-stat=queue-needs-reply] a").click();
  await expect(staff).toHaveURL(/\/admin\/conversations\?state=needs-reply/);
  await expect(staff.getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();
  await staff.getByRole("link", { name: liveVisitor }).first().click();
  await expect(
    staff.getByRole("heading", { level: 1, name: `Conversation with ${liveVisitor}` }),
  ).toBeVisible();
  await expect(staff.getByText("Could someone check my enrolment, please?")).toBeVisible();
  await staff.getByLabel(/Your reply/).fill("Hi! I've checked: your enrolment is received and under review.");
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(staff.locator("[data-thread] [data-chat-type=staff]")).toContainText("under review");

  // The visitor's open panel shows the reply, from staff, with the author's first name.
  const reply = log.locator("[data-chat-type=staff]");
  await expect(reply).toContainText("your enrolment is received and under review", { timeout: 5_000 });
  // A messenger's marks (issue 36): the staff member's avatar, name and the time, said once.
  await expect(reply.locator("time")).toHaveText(/^\d{1,2}:\d{2} [ap]m [A-Z]{3,5}$/);
  await expect(reply).toContainText(`· ${site.name}`);
  await expect(log.getByText(/asked a member of our team/)).toHaveCount(1);

  await staffContext.close();
});

test("the conversation page fits a 390 px screen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { token } = await ownAdmin(page.request);
  await context.addCookies([{ name: "adminToken", value: token, url: test.info().project.use.baseURL! }]);
  const visitor = await page.request.post("/api/visitor");
  const visitorId = ((await visitor.json()) as { data: { id: string } }).data.id;
  await page.request.post("/api/ai-chat/handoff", { data: { visitorId } });
  for (const path of [
    `/admin/conversations/${visitorId}`,
    "/admin/conversations",
    "/admin/unanswered",
    "/admin/dashboard",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("without JavaScript staff reply and close, and the e-mailed link continues the thread at 390 px", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const { token } = await ownAdmin(page.request);
  await context.addCookies([{ name: "adminToken", value: token, url: test.info().project.use.baseURL! }]);
  // A visitor who left their e-mail and is no longer on the site: the reply is e-mailed.
  const visitor = await page.request.post("/api/visitor");
  const visitorId = ((await visitor.json()) as { data: { id: string } }).data.id;
  const email = `nojs-${visitorId.slice(0, 8)}@example.com`;
  await page.request.patch(`/api/visitor/${visitorId}`, { data: { email } });

  await page.goto(`/admin/conversations/${visitorId}`);
  await page.getByLabel(/Your reply/).fill("Answered without any script.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.locator("[data-thread] [data-chat-type=staff]")).toContainText(
    "Answered without any script.",
  );
  await expect(page.locator("[data-state]")).toHaveText("answered by staff");
  await page.getByRole("button", { name: "Close conversation" }).click();
  await expect(page.locator("[data-state]")).toHaveText("closed");

  // The e-mailed link, opened on another device (no cookies, no JavaScript, 390 px wide).
  const mails = await page.request.get(`/api/test-support/mail?to=${encodeURIComponent(email)}`);
  const [mail] = ((await mails.json()) as { data: { text: string }[] }).data;
  const link = /https?:\/\/[^/\s]+(\/chat\/continue\?token=\S+)/.exec(mail!.text)![1]!;
  const device = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const phone = await device.newPage();
  await phone.goto(link);
  await expect(phone.getByText("Answered without any script.")).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.getByLabel("Your reply").fill("Thanks, replying from my phone.");
  await phone.getByRole("button", { name: "Send reply" }).click();
  await expect(phone.getByText("Thanks, your reply is on its way to our team.")).toBeVisible();
  await expect(phone.getByText("Thanks, replying from my phone.")).toBeVisible();
  expect((await device.cookies()).find((c) => c.name === "visitor")?.value).toBe(visitorId);

  // Back in the back-office: the same thread needs a reply again.
  await page.goto(`/admin/conversations/${visitorId}`);
  await expect(page.getByText("Thanks, replying from my phone.")).toBeVisible();
  await expect(page.locator("[data-state]")).toHaveText("needs reply");
  await device.close();
  await context.close();
});
