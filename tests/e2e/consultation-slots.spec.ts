import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { consultationBooked } from "#content/confirmations.ts";
import { axeViolations } from "./axe.ts";
import { fillConsultationRequest } from "./consultation-form.ts";
import { ownAdmin } from "./own-data.ts";

/*
 * Booking a consultation on a free time: the picker (days, then times, in the visitor's zone)
 * with JavaScript, the plain select without it, the thank-you with the booked time, the e-mailed
 * cancel and reschedule links (working without JavaScript), and the back-office agenda and
 * availability pages. The mail is read through the test server's mail route.
 */
test.describe.configure({ mode: "serial" });

const ZONE = "Australia/Sydney";
let n = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now().toString(36)}-${++n}@example.com`;

async function mailedLink(request: APIRequestContext, email: string, kind: "cancel" | "reschedule") {
  const res = await request.get(`/api/test-support/mail?to=${encodeURIComponent(email)}`);
  const { data } = (await res.json()) as { data: { subject: string; text: string }[] };
  const booked = data.find((m) => m.subject === "Your free consultation is booked");
  expect(booked, `confirmation to ${email}`).toBeDefined();
  const match = new RegExp(`(https?://\\S+/consultation/${kind}\\?token=\\S+)`).exec(booked!.text);
  return new URL(match![1]!).pathname + new URL(match![1]!).search;
}

async function freeStarts(request: APIRequestContext): Promise<string[]> {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + 40 * 86400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/consultations/slots?from=${today}&to=${to}`);
  return ((await res.json()) as { data: { start: string }[] }).data.map((s) => s.start);
}

async function checkA11y(page: Page) {
  expect(await axeViolations(page, page.url())).toEqual([]);
}

const pickerOf = (form: Locator) => form.locator("[data-slot-picker]");

test.describe("with JavaScript, in the visitor's own time zone", () => {
  test.use({ timezoneId: "Europe/London", locale: "en-GB" });

  test("picks a day and a time, books it, and the e-mailed cancel link frees it again", async ({ page }) => {
    await page.goto("/expertise/book-a-free-consultation");
    const email = uniqueEmail("js");
    const form = await fillConsultationRequest(page, email);
    const picker = pickerOf(form);
    await expect(
      picker.getByText(
        /Times are shown in your time zone \(Europe\/London\)\. We're on Sydney time \(Australia\/Sydney\)\./,
      ),
    ).toBeVisible();
    await expect(picker.locator("select")).toBeHidden();
    const days = picker.getByRole("group", { name: "Day" });
    const times = picker.getByRole("group", { name: "Time" });
    await days.locator("label").nth(1).click();
    const time = times.locator("label").first();
    const chosen = await time.locator("input").getAttribute("value");
    const shown = (await time.textContent())!.trim();
    // The button shows the London time of the slot, not Sydney's, written as every time is ("9:30 am").
    const london = new Intl.DateTimeFormat("en-AU", {
      timeZone: "Europe/London",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(chosen!));
    expect(shown).toBe(london);
    await time.click();
    await expect(time.locator("input")).toBeChecked();
    await checkA11y(page);
    await form.getByRole("button", { name: "Book a free consultation" }).click();
    const thanks = page.locator("[data-form-success]");
    await expect(thanks.getByRole("heading", { name: "Thank you for your inquiry!" })).toBeVisible();
    // The booked time as the e-mail says it: the business zone, named (content/confirmations.ts).
    await expect(
      thanks.getByText(/^Your free consultation is booked for \w+ \d{1,2} \w+ \d{4}, .* [A-Z]{3,5}\.$/),
    ).toBeVisible();
    await expect(thanks.getByText(consultationBooked("x").next)).toBeVisible();
    expect(await freeStarts(page.request)).not.toContain(chosen);

    await page.goto(await mailedLink(page.request, email, "cancel"));
    await expect(page.getByRole("heading", { level: 1, name: "Cancel your consultation" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.getByText("Your consultation is cancelled.", { exact: false })).toBeVisible();
    expect(await freeStarts(page.request)).toContain(chosen);
  });

  test("a time taken meanwhile is refused with the message and the list is refreshed", async ({ page }) => {
    await page.goto("/expertise/book-a-free-consultation");
    const form = await fillConsultationRequest(page, uniqueEmail("late"));
    const picker = pickerOf(form);
    await picker.getByRole("group", { name: "Day" }).locator("label").nth(2).click();
    const time = picker.getByRole("group", { name: "Time" }).locator("label").first();
    const chosen = (await time.locator("input").getAttribute("value"))!;
    await time.click();
    // Someone else books that time through the API first.
    const other = await page.request.post("/api/consultations/book", {
      data: {
        firstName: "Grace",
        lastName: "Hopper",
        email: uniqueEmail("first"),
        phone: "0491 570 111",
        company: "Compilers Inc",
        projectDetails: "A compiler.",
        budget: "over_100k",
        service: "Other",
        slotStart: chosen,
      },
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(other.status()).toBe(201);
    await form.getByRole("button", { name: "Book a free consultation" }).click();
    await expect(form.getByText("That time was just taken. Please pick another.")).toBeVisible();
    await expect(picker.locator(`input[value="${chosen}"]`)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("offers a plain select in the business zone, books, and the links work without JavaScript", async ({
    page,
  }) => {
    await page.goto("/expertise/book-a-free-consultation");
    const email = uniqueEmail("nojs");
    const form = await fillConsultationRequest(page, email);
    const select = form.getByLabel("Time (Sydney time)");
    await expect(select).toBeVisible();
    await expect(form.getByText("Times are in Sydney time (Australia/Sydney).")).toBeVisible();
    const options = select.locator("option");
    await expect(options.first()).toHaveText("No time yet: we'll call you to arrange one");
    const chosen = (await options.nth(3).getAttribute("value"))!;
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+1[01]:00$/);
    await select.selectOption(chosen);
    await form.getByRole("button", { name: "Book a free consultation" }).click();
    await expect(page.getByRole("heading", { name: "Thank you for your inquiry!" })).toBeVisible();
    await expect(page.getByText(/^Your free consultation is booked for .* [A-Z]{3,5}\.$/)).toBeVisible();

    // The reschedule link: a plain select of other free times.
    await page.goto(await mailedLink(page.request, email, "reschedule"));
    await expect(page.getByRole("heading", { level: 1, name: "Reschedule your consultation" })).toBeVisible();
    const newTime = page.getByLabel("Time (Sydney time)");
    await expect(newTime.locator(`option[value="${chosen}"]`)).toHaveCount(0);
    const moved = (await newTime.locator("option").nth(5).getAttribute("value"))!;
    await newTime.selectOption(moved);
    await page.getByRole("button", { name: "Move my consultation" }).click();
    await expect(
      page.getByText(/Your consultation is now on .* We've e-mailed you an updated invitation\./),
    ).toBeVisible();
    const free = await freeStarts(page.request);
    expect(free).toContain(chosen);
    expect(free).not.toContain(moved);

    // The first e-mail's cancel link still leads to the (moved) booking, and cancels it.
    await page.goto(await mailedLink(page.request, email, "cancel"));
    await page.getByRole("button", { name: "Cancel my consultation" }).click();
    await expect(page.getByText("Your consultation is cancelled.", { exact: false })).toBeVisible();
    expect(await freeStarts(page.request)).toContain(moved);
    await page.goto(await mailedLink(page.request, email, "cancel"));
    await expect(page.getByText("This consultation was cancelled.")).toBeVisible();
  });

  test("a bad link is a 404 page", async ({ page }) => {
    const res = await page.goto("/consultation/cancel?token=not-a-token");
    expect(res!.status()).toBe(404);
  });
});

test.describe("the back-office", () => {
  async function signIn(page: Page) {
    const { token } = await ownAdmin(page.request);
    await page
      .context()
      .addCookies([{ name: "adminToken", value: token, url: test.info().project.use.baseURL! }]);
    return token;
  }

  test("shows upcoming bookings on the agenda", async ({ page }) => {
    await signIn(page);
    const [start] = await freeStarts(page.request);
    const res = await page.request.post("/api/consultations/book", {
      data: {
        firstName: "Katherine",
        lastName: "Johnson",
        email: uniqueEmail("agenda"),
        phone: "0491 570 113",
        company: "Orbital Mechanics",
        projectDetails: "Trajectories.",
        budget: "over_100k",
        service: "Other",
        slotStart: start,
      },
      headers: { "x-forwarded-for": "198.51.100.78" },
    });
    expect(res.status()).toBe(201);
    await page.goto("/admin/consultations");
    await page
      .getByRole("navigation", { name: "Consultations" })
      .getByRole("link", { name: "Agenda" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Katherine Johnson" })).toBeVisible();
    await expect(page.getByText("Orbital Mechanics · Other")).toBeVisible();
    await checkA11y(page);
  });

  test("changes the availability, refusing a bad value with its message", async ({ page }) => {
    const token = await signIn(page);
    await page.goto("/admin/consultations/availability");
    await expect(page.getByRole("heading", { level: 1, name: "Consultations" })).toBeVisible();
    const slot = page.getByLabel("Slot length (minutes, 15–240)");
    await expect(slot).toHaveValue("30");
    await slot.fill("10");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(
      page.getByText("Slot length must be a whole number of minutes from 15 to 240").first(),
    ).toBeVisible();
    await slot.fill("60");
    await page.getByLabel("Block another day (1)").fill("2031-12-25");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.locator("[data-toast=success]")).toHaveText(/Availability saved/);
    const stored = await page.request.get("/api/admin/consultation-availability", { headers: { token } });
    expect(await stored.json()).toMatchObject({ slotMinutes: 60, blockedDates: ["2031-12-25"] });
    await checkA11y(page);
    // Back to the defaults for the other journeys.
    const reset = await page.request.put("/api/admin/consultation-availability", {
      headers: { token },
      data: { slotMinutes: 30, blockedDates: [] },
    });
    expect(reset.status()).toBe(200);
  });
});
