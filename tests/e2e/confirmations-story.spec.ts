import { expect, type Page, test } from "@playwright/test";
import { nextSteps } from "#content/application-next-steps.ts";
import { consultationBooked, newsletterPending, seatAccepted } from "#content/confirmations.ts";
import { fillConsultationRequest } from "./consultation-form.ts";
import { ownAdmin } from "./own-data.ts";
import { applyForIntake, ownIntake, setEnrolmentStatus, signUpStudent } from "./own-intake.ts";

/*
 * One story per event (issue 36, content/confirmations.ts): accepting a seat, booking a
 * consultation time and subscribing to the newsletter read the same on the page, in the portal
 * and in the e-mail; and nothing a person reads shows a month-first numeric date or a UTC time
 * (docs/decisions/0109).
 */

const run = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
let n = 0;
const uniqueEmail = (name: string) => `${name}-${run}-${++n}@example.com`;
const uniqueIp = () => `198.19.${Math.floor(Math.random() * 250)}.${(++n * 7) % 250}`;

/** "02/01/2027", "2/1/27": a numeric date, which readers here take day first. */
const numericDate = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;
/** A time of day said in UTC ("23:50 UTC", "11:50 pm GMT"). */
const utcTime = /\d{1,2}:\d{2}(\s?[ap]m)?\s*(UTC|GMT)\b/i;

function readsRight(text: string, where: string) {
  expect(text, `${where}: a month-first numeric date`).not.toMatch(numericDate);
  expect(text, `${where}: a time in UTC`).not.toMatch(utcTime);
}

async function mailsTo(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  const res = await page.request.get(`/api/test-support/mail?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { data: { subject: string; text: string }[] }).data;
}

test("a seat accepted from the portal: the page, the application card and the e-mail tell one story", async ({
  page,
}) => {
  const { token } = await ownAdmin(page.request);
  const admin = { token };
  const intakeId = await ownIntake(page.request, admin);
  const apply = (email: string, token?: string) =>
    applyForIntake(page.request, intakeId, { email, ip: uniqueIp(), token });
  const setStatus = (id: string, status: string) => setEnrolmentStatus(page.request, admin, id, status);

  const holder = await apply(uniqueEmail("holder"));
  await setStatus(holder.id, "under review");
  await setStatus(holder.id, "accepted");
  const email = uniqueEmail("student");
  const studentToken = await signUpStudent(page.request, {
    email,
    ip: uniqueIp(),
    password: "story-pass-123",
  });
  expect((await apply(email, studentToken)).status).toBe("waitlisted");
  await setStatus(holder.id, "withdrawn");

  await page
    .context()
    .addCookies([{ name: "portalToken", value: studentToken, url: test.info().project.use.baseURL! }]);
  await page.goto("/portal");
  const offers = page.getByRole("region", { name: "A seat is waiting for you" });
  const offer = offers.locator("li").first();
  const startText = /starting (.*): held/.exec((await offer.textContent()) ?? "")![1]!;
  readsRight((await offer.textContent()) ?? "", "the portal's offer");
  await offers.getByRole("button", { name: "Accept" }).click();

  const said = seatAccepted("Data Analytics", startText);
  await expect(page.getByRole("status").filter({ hasText: "You accepted" })).toHaveText(
    `${said.happened} ${said.next}`,
  );
  // The application card's next step is the same words the confirmation ends with.
  const card = page.getByTestId("application").first();
  await expect(card.locator("[data-next-step]")).toContainText(nextSteps.accepted!);
  expect(said.next).toBe(nextSteps.accepted);
  readsRight((await page.locator("main").textContent()) ?? "", "the portal");

  const mails = await mailsTo(page, email);
  const offerMail = mails.find((m) => m.subject.startsWith("A seat is free for you"));
  readsRight(offerMail?.text ?? "", "the offer e-mail");
  const confirmed = mails.find((m) => m.subject === said.title);
  expect(confirmed?.text).toContain(said.happened);
  expect(confirmed?.text).toContain(said.next);
  readsRight(confirmed?.text ?? "", "the confirmation e-mail");
});

test("a consultation time booked: the thank-you names the time the e-mail names, in the business zone", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await page.goto("/expertise/book-a-free-consultation");
  const email = uniqueEmail("caller");
  const form = await fillConsultationRequest(page, email);
  const picker = form.locator("[data-slot-picker]");
  await picker.getByRole("group", { name: "Day" }).locator("label").nth(1).click();
  await picker.getByRole("group", { name: "Time" }).locator("label").first().click();
  await form.getByRole("button", { name: "Book a free consultation" }).click();
  const thanks = page.locator("[data-form-success]");
  await expect(thanks.getByRole("heading", { name: consultationBooked().title })).toBeVisible();

  const mail = (await mailsTo(page, email)).find((m) => m.subject === "Your free consultation is booked");
  expect(mail).toBeDefined();
  // The e-mail names the time once, then the zone's name: "… AEDT (Australia/Sydney)".
  const when = /\n\n(.+) \([A-Za-z_]+\/[A-Za-z_]+\)\n\n/.exec(mail!.text)![1]!;
  const said = consultationBooked(when);
  await expect(thanks.getByText(said.happened)).toBeVisible();
  await expect(thanks.getByText(said.next)).toBeVisible();
  // No "we'll get back to you to arrange" beside a booked time.
  await expect(thanks.getByText(consultationBooked().next)).toBeHidden();
  readsRight(mail!.text, "the booking e-mail");
  readsRight((await thanks.textContent()) ?? "", "the thank-you");
});

test("a newsletter signup says a confirmation is on its way, and a second try sends it again", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await page.goto("/training-programs/full-stack-development");
  const email = uniqueEmail("reader");
  const band = page.locator("#newsletter-band");
  await band.getByLabel(/^Email address/).fill(email);
  await band.getByRole("button", { name: "Subscribe" }).click();
  const thanks = page.getByRole("dialog", { name: newsletterPending.title });
  await expect(thanks).toContainText(newsletterPending.happened);
  await expect(thanks).toContainText(newsletterPending.resend);
  const first = await mailsTo(page, email);
  expect(first.map((m) => m.subject)).toEqual([expect.stringMatching(/^Please confirm/)]);
  await thanks.getByRole("button", { name: "Close" }).click();

  await band.getByLabel(/^Email address/).fill(email);
  await band.getByRole("button", { name: "Subscribe" }).click();
  const again = page.getByRole("dialog", { name: "Error subscribing newsletter!" });
  await expect(again).toContainText(newsletterPending.resend);
  await expect.poll(async () => (await mailsTo(page, email)).length).toBe(2);
});
