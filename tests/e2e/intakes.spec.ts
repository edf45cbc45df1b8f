import { expect, type Locator, type Page, test } from "@playwright/test";
import { seatAccepted, seatDeclined } from "#content/confirmations.ts";
import { ownAdmin } from "./own-data.ts";
import { applyForIntake, ownIntake, setEnrolmentStatus, signUpStudent } from "./own-intake.ts";

/*
 * Intakes (issue 14) with JavaScript off: an administrator creates a one-seat intake on the
 * back-office page, an applicant picks it on /enrol-now ("1 seat left"), the seat is accepted, and
 * the next applicant sees "Waitlist only" and is told their place in line in the confirmation.
 * Then waitlist offers: a freed seat's e-mailed Accept link (a page that asks, a button that
 * answers once) and a pending offer declined from the student portal's dashboard; "tell me about
 * the next intake" on a program page and its e-mail once an intake opens.
 */
test.describe.configure({ mode: "serial" });
test.use({ javaScriptEnabled: false });

const run = Date.now() % 100_000;
let counter = 0;
const uniqueEmail = (name: string) => `${name}-${run}-${++counter}@example.com`;
const uniqueIp = () => `198.18.${Math.floor(run / 250) % 250}.${(run + ++counter) % 250}`;
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`));

/** An administrator of the test's own (tests/e2e/own-data.ts). */
async function adminToken(page: Page): Promise<string> {
  return (await ownAdmin(page.request)).token;
}

async function apply(page: Page, intakeLabel: RegExp, email: string) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await page.goto("/enrol-now?program=data-analytics");
  const form = page.locator('form[data-enhance="enrolment"]');
  for (const [label, value] of Object.entries({
    "First name": "Grace",
    "Last name": "Hopper",
    Email: email,
    "Phone number": "0491 570 110",
    "Residential address": "1 Harbour Street, Sydney NSW 2000",
    "Highest education": "PhD Mathematics",
    "College or university": "Yale University",
  }))
    await field(form, label).fill(value);
  await field(form, "Course").selectOption("Data Analytics");
  const intake = field(form, "Intake");
  const option = intake.locator("option", { hasText: intakeLabel });
  await intake.selectOption((await option.getAttribute("value"))!);
  await form.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await form.getByRole("checkbox", { name: /course fee/ }).check();
  await form.getByRole("button", { name: "Submit application" }).click();
  const dialog = page.getByRole("dialog", { name: "Application received!" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("create a one-seat intake, apply to it, then be waitlisted once the seat is taken", async ({ page }) => {
  const token = await adminToken(page);
  await page
    .context()
    .addCookies([{ name: "adminToken", value: token, url: test.info().project.use.baseURL! }]);

  // The back-office page, posted as a plain form.
  const start = new Date(Date.now() + 200 * 86400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 320 * 86400_000).toISOString().slice(0, 10);
  await page.goto("/admin/intakes/new");
  const main = page.locator("main");
  await field(main, "Program").selectOption("data-analytics");
  await field(main, "Start date").fill(start);
  await field(main, "End date").fill(end);
  await field(main, "Mode").selectOption("online");
  await field(main, "Capacity (seats)").fill("1");
  await page.getByLabel("Thu 6PM - 9PM").check();
  await page.getByRole("button", { name: "Create intake" }).click();
  await expect(page).toHaveURL(/\/admin\/intakes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Intakes" })).toBeVisible();

  const listed = await page.request.get("/api/intakes?program=data-analytics");
  const intake = ((await listed.json()) as { data: { id: string; startDate: string }[] }).data.find(
    (i) => i.startDate === start,
  )!;
  expect(intake).toBeDefined();

  const firstEmail = uniqueEmail("first");
  const first = await apply(page, /Thu 6PM - 9PM, online \(1 seat left\)/, firstEmail);
  await expect(first.locator("[data-waitlist-note]")).toBeHidden();

  // An administrator accepts the first application: the intake is full.
  const admin = await page.request.get(`/api/admin/enrollments?search=${encodeURIComponent(firstEmail)}`, {
    headers: { token },
  });
  const rows = ((await admin.json()) as { data: { id: string; email: string }[] }).data;
  const firstRow = rows.find((r) => r.email === firstEmail)!;
  await setEnrolmentStatus(page.request, { token }, firstRow.id, "under review");
  await setEnrolmentStatus(page.request, { token }, firstRow.id, "accepted");

  const second = await apply(page, /Thu 6PM - 9PM, online \(Waitlist only\)/, uniqueEmail("second"));
  await expect(second.getByText("you are number 1 in line")).toBeVisible();
});

test("a freed seat is offered: the e-mailed link asks, Accept takes the seat once; the portal's Decline passes the next one on", async ({
  page,
}) => {
  const token = await adminToken(page);
  const admin = { token };
  const intakeId = await ownIntake(page.request, admin, { startsInDays: 230 });
  const applyByApi = (email: string, token?: string) =>
    applyForIntake(page.request, intakeId, {
      email,
      ip: uniqueIp(),
      token,
      firstName: "Ada",
      lastName: "Lovelace",
    });
  const setStatus = (id: string, status: string) => setEnrolmentStatus(page.request, admin, id, status);

  const seat = await applyByApi(uniqueEmail("seat"));
  await setStatus(seat.id, "under review");
  await setStatus(seat.id, "accepted");
  const linkEmail = uniqueEmail("link");
  expect((await applyByApi(linkEmail)).status).toBe("waitlisted");
  // The second person waiting has a student account and applies while signed in.
  const studentEmail = uniqueEmail("portal");
  const studentToken = await signUpStudent(page.request, {
    email: studentEmail,
    ip: uniqueIp(),
    password: "offer-journey-pass",
    firstName: "Ada",
    lastName: "Lovelace",
  });
  expect((await applyByApi(studentEmail, studentToken)).status).toBe("waitlisted");

  // The seat-holder withdraws: the first person waiting is e-mailed an offer.
  await setStatus(seat.id, "withdrawn");
  const mails = (await (
    await page.request.get(`/api/test-support/mail?to=${encodeURIComponent(linkEmail)}`)
  ).json()) as {
    data: { subject: string; text: string }[];
  };
  const offer = mails.data.find((m) => m.subject.startsWith("A seat is free for you"))!;
  const acceptLink = new URL(/(https?:\/\/\S+intake-offer\?\S+answer=accept)/.exec(offer.text)![1]!);

  // Opening the link only asks (mail scanners follow links); the button answers.
  await page.goto(`${acceptLink.pathname}${acceptLink.search}`);
  const asked = page.getByText(/A seat in the Data Analytics intake starting .* is held for you until/);
  await expect(asked).toBeVisible();
  const startText = /starting (.*) is held/.exec((await asked.textContent()) ?? "")![1]!;
  await page.getByRole("button", { name: "Accept the seat" }).click();
  // One story (content/confirmations.ts): the page and the e-mail say what happened and what is next.
  const said = seatAccepted("Data Analytics", startText);
  await expect(page.getByText(said.happened)).toBeVisible();
  await expect(page.getByText(said.next)).toBeVisible();
  const confirmed = (
    (await (await page.request.get(`/api/test-support/mail?to=${encodeURIComponent(linkEmail)}`)).json()) as {
      data: { subject: string; text: string }[];
    }
  ).data.find((m) => m.subject === said.title);
  expect(confirmed?.text).toContain(said.happened);
  expect(confirmed?.text).toContain(said.next);
  await page.goto(`${acceptLink.pathname}${acceptLink.search}`);
  await expect(page.getByText("This offer has already been accepted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept the seat" })).toHaveCount(0);

  // A seat added: the student waiting sees the offer on the portal dashboard and declines it.
  expect(
    (
      await page.request.put(`/api/admin/intakes/${intakeId}`, { headers: admin, data: { capacity: 2 } })
    ).status(),
  ).toBe(200);
  await page
    .context()
    .addCookies([{ name: "portalToken", value: studentToken, url: test.info().project.use.baseURL! }]);
  await page.goto("/portal");
  const offers = page.getByRole("region", { name: "A seat is waiting for you" });
  // The hold ends at a time in the business zone, never in UTC (docs/decisions/0109).
  await expect(
    offers.getByText(
      /^Data Analytics, starting .*: held for you until \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m [A-Z]{3,5}\.$/,
    ),
  ).toBeVisible();
  await offers.getByRole("button", { name: "Decline" }).click();
  const declined = seatDeclined("Data Analytics");
  await expect(page.getByRole("status").filter({ hasText: "You declined" })).toHaveText(
    `${declined.happened} ${declined.next}`,
  );
  await expect(page.getByRole("region", { name: "A seat is waiting for you" })).toHaveCount(0);
  await expect(page.getByTestId("application").first()).toContainText(/withdrawn/i);
});

/** The e-mails queued for `to`, newest first (the one place this spec reads mail). */
async function mailsTo(page: Page, to: string) {
  const reply = await page.request.get(`/api/test-support/mail?to=${encodeURIComponent(to)}`);
  return ((await reply.json()) as { data: { subject: string; text: string }[] }).data;
}

test("'Tell me about the next intake' on a program page without one: the address confirms, then is e-mailed a link once an intake opens", async ({
  page,
}) => {
  const token = await adminToken(page);
  const email = uniqueEmail("waiting");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await page.goto("/training-programs/full-stack-development");
  const section = page.getByRole("region", { name: "Tell me about the next intake" });
  await section.getByLabel(/Your e-mail/).fill(email);
  await section.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you." })).toHaveText(
    `Thank you. We have sent a confirmation e-mail to ${email}: follow its link, and we will e-mail you once, when the next Full stack software development intake opens.`,
  );

  // Double opt-in (issue 30 L11): the e-mailed link opens a page whose button confirms.
  const [confirmation] = await mailsTo(page, email);
  expect(confirmation!.subject).toBe("Please confirm: tell me about the next intake");
  const confirmLink = new URL(
    /(https?:\/\/\S+\/next-intake\/confirm\?token=\S+)/.exec(confirmation!.text)![1]!,
  );
  await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
  await expect(
    page.getByText(`E-mail ${email} when the next Full stack software development intake opens?`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Yes, tell me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "confirmed" })).toHaveText(
    "Thank you: your e-mail address is confirmed. We will e-mail you once, when the next Full stack software development intake opens.",
  );

  const intakeId = await ownIntake(
    page.request,
    { token },
    {
      program: "full-stack-development",
      startsInDays: 250,
      timetable: "Tue 6PM - 9PM",
      mode: "campus",
      capacity: 8,
    },
  );
  try {
    const mails = await mailsTo(page, email);
    expect(
      mails.filter((m) => m.subject === "A new Full stack software development intake is open"),
    ).toHaveLength(1);
    const link = new URL(/Apply here: (\S+)/.exec(mails[0]!.text)![1]!);
    await page.goto(`${link.pathname}${link.search}`);
    const intake = field(page.locator('form[data-enhance="enrolment"]'), "Intake");
    await expect(
      intake.locator("option", { hasText: /^Full stack software development: starts .*\(8 seats left\)$/ }),
    ).toHaveCount(1);
    // The program page now names the intake instead of asking.
    await page.goto("/training-programs/full-stack-development");
    await expect(page.getByRole("region", { name: "Tell me about the next intake" })).toHaveCount(0);
  } finally {
    // Other journeys expect no open full stack intake.
    await page.request.put(`/api/admin/intakes/${intakeId}`, {
      headers: { token },
      data: { status: "closed" },
    });
  }
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the enrolment form lists only the chosen course's intakes", async ({ page }) => {
    const token = await adminToken(page);
    for (const program of ["data-analytics", "qa-and-software-testing"])
      await ownIntake(
        page.request,
        { token },
        { program, timetable: "Mon 6PM - 9PM", mode: "campus", capacity: 5 },
      );
    await page.goto("/enrol-now?program=data-analytics");
    const form = page.locator('form[data-enhance="enrolment"][data-enhanced]');
    const offered = () =>
      form
        .locator('select[name="intakeId"] option:not([value=""])')
        .evaluateAll((options) =>
          (options as HTMLOptionElement[]).filter((o) => !o.hidden).map((o) => o.text),
        );
    // The options are filtered by the script once the course is read: wait for that, not a moment.
    await expect.poll(async () => (await offered()).length).toBeGreaterThan(0);
    const analytics = await offered();
    expect(analytics.every((label) => label.startsWith("Data Analytics:"))).toBe(true);

    await form.locator('select[name="intakeId"]').selectOption({ label: analytics.at(-1)! });
    await field(form, "Course").selectOption("QA & Software Testing");
    const qa = await offered();
    expect(qa.length).toBeGreaterThan(0);
    expect(qa.every((label) => label.startsWith("QA & Software Testing:"))).toBe(true);
    // The Data Analytics intake chosen before is cleared.
    await expect(form.locator('select[name="intakeId"]')).toHaveValue("");
  });
});
