import { expect, type Locator, test } from "@playwright/test";
import { formatAud } from "#server/content/views.ts";
import { newTag, ownAdmin, signInAs } from "./own-data.ts";

/*
 * Issue 32's "Done when" journey, with JavaScript off: an administrator adds a fourth program
 * with a fee and a duration through the content API, sets up its intake on the back-office page
 * and publishes it; a visitor then finds it in the menu and on the home page, asks for its outline
 * (the PDF downloads), applies to its intake on /enrol-now, and asks the chat assistant its fee
 * (the chat needs JavaScript: that visitor's browser has it on). The program is the test's own
 * (a tagged slug and name), so other tests and runs never see it.
 */
test.use({ javaScriptEnabled: false });

const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`));

test("a fourth program added and published by an administrator is one a visitor can apply to", async ({
  page,
  browser,
}) => {
  // The whole journey, admin and visitor, with a chat answer at the end.
  test.setTimeout(60_000);
  const tag = newTag();
  const slug = `cyber-security-${tag}`;
  const name = `Cyber Security ${tag.toUpperCase()}`;
  const feeAud = 7200;
  const durationWeeks = 20;
  const admin = await ownAdmin(page.request);
  await signInAs(page, admin);

  // The administrator adds the program (a draft) through the content API.
  const created = await page.request.post("/api/admin/content/program", {
    headers: { token: admin.token },
    data: {
      slug,
      name,
      summary: "Protect systems and data: threat analysis, incident response and security testing.",
      studyMode: "On Campus or Online",
      durationWeeks,
      feeAud,
      instalments: 6,
      topics: ["Threat analysis", "Incident response", "Security testing"],
      order: 10,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data as { id: string };

  // Its intake, on the back-office page: the draft program is offered, marked as not published.
  const start = new Date(Date.now() + 150 * 86400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 290 * 86400_000).toISOString().slice(0, 10);
  await page.goto("/admin/intakes/new");
  const main = page.locator("main");
  await field(main, "Program").selectOption(slug);
  await field(main, "Start date").fill(start);
  await field(main, "End date").fill(end);
  await field(main, "Mode").selectOption("campus");
  await field(main, "Capacity (seats)").fill("10");
  await page.getByLabel("Wed 6PM - 9PM").check();
  await page.getByRole("button", { name: "Create intake" }).click();
  await expect(page).toHaveURL(/\/admin\/intakes$/);

  // Not on the site until it is published.
  await page.context().clearCookies();
  expect((await page.request.get(`/training-programs/${slug}`)).status()).toBe(404);
  const published = await page.request.post(`/api/admin/content/program/${id}/publish`, {
    headers: { token: admin.token },
  });
  expect(published.status()).toBe(200);

  // A visitor: the menu and the home page's cards.
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name, includeHidden: true })).toHaveAttribute(
    "href",
    `/training-programs/${slug}`,
  );
  const card = page.locator("#programs li").filter({ hasText: name });
  await expect(card).toContainText(`${durationWeeks} Weeks`);
  await expect(card).toContainText(formatAud(feeAud));
  await card.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Its outline: the form on its page has it chosen; the PDF downloads.
  const outline = page.locator('form[data-enhance="outline"]');
  await expect(field(outline, "Course")).toHaveValue(name);
  await field(outline, "First name").fill("Alan");
  await field(outline, "Last name").fill("Turing");
  await field(outline, "Email").fill(`${tag}.alan@example.com`);
  await field(outline, "Phone number").fill("0491 570 110");
  await outline.getByRole("checkbox").check();
  await outline.getByRole("button", { name: "Download outline" }).click();
  const pdfLink = page.getByRole("link", { name: "Download the course outline now (PDF)" });
  await expect(pdfLink).toHaveAttribute("href", `/api/downloads/course-outline/${slug}.pdf`);
  const pdf = await page.request.get(`/api/downloads/course-outline/${slug}.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The enrolment form offers it and its intake; the application is received.
  await page.goto(`/enrol-now?program=${encodeURIComponent(name)}`);
  const form = page.locator('form[data-enhance="enrolment"]');
  await expect(field(form, "Course")).toHaveValue(name);
  for (const [label, value] of Object.entries({
    "First name": "Alan",
    "Last name": "Turing",
    Email: `${tag}.applicant@example.com`,
    "Phone number": "0491 570 110",
    "Residential address": "1 Harbour Street, Sydney NSW 2000",
    "Highest education": "Bachelor of Science",
    "College or university": "University of Sydney",
  }))
    await field(form, label).fill(value);
  const intake = field(form, "Intake");
  const option = intake.locator("option", { hasText: name });
  await intake.selectOption((await option.first().getAttribute("value"))!);
  await form.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await form.getByRole("checkbox", { name: /course fee/ }).check();
  await form.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("dialog", { name: "Application received!" })).toBeVisible();

  // The chat assistant knows its fee (a visitor with JavaScript on, on the program's page).
  const chatting = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: true,
  });
  try {
    const visitor = await chatting.newPage();
    await visitor.goto(`/training-programs/${slug}`);
    await visitor.getByRole("button", { name: "Ask a question" }).click();
    const chat = visitor.getByRole("dialog", { name: "Chat with our assistant" });
    const box = chat.getByLabel("Your question");
    await expect(box).toBeEnabled();
    await box.fill(`How much does ${name} cost?`);
    await box.press("Enter");
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText(formatAud(feeAud), { timeout: 15_000 });
  } finally {
    await chatting.close();
  }

  // Tidy: the program leaves the site again (its application and intake keep its name).
  const unpublished = await page.request.post(`/api/admin/content/program/${id}/unpublish`, {
    headers: { token: admin.token },
  });
  expect(unpublished.status()).toBe(200);
});
