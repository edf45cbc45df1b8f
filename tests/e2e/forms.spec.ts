import { expect, type Locator, type Page, test } from "@playwright/test";
import { programs } from "#content/programs.ts";

/** "You are applying for QA & Software Testing (16 weeks, on campus or online)", from content/programs.ts. */
function applyingFor(slug: string): RegExp {
  const p = programs.find((program) => program.slug === slug)!;
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^You are applying for ${escapeRegExp(p.name)} \\(${escapeRegExp(p.duration.toLowerCase())}, ${escapeRegExp(p.studyMode.toLowerCase())}\\)`,
  );
}

/**
 * Each public form, with JavaScript on and off: valid input, invalid input and a server failure.
 * Every test posts from its own client address (X-Forwarded-For, trusted from loopback), so the
 * per-IP form limit of one test never affects another; the failure tests exhaust it on purpose.
 */
let counter = 0;
const run = Date.now() % 100_000;
// The tests of this file run on both workers (mode "parallel"): each worker has its own half of
// the third octet, so two workers never post from one address.
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 2;
const uniqueIp = () => `203.0.${worker * 125 + (Math.floor(run / 250) % 125)}.${(run + ++counter) % 250}`;
const uniqueEmail = (name: string) => `${name}-${run}-w${worker}-${++counter}@example.com`;

test.describe.configure({ mode: "parallel" });

interface FormCase {
  name: string;
  url: string;
  api: string;
  submit: string;
  fill(form: Locator): Promise<void>;
  apiBody(): Record<string, unknown>;
  /** The first required field and its spec message. */
  required: { label: string; message: string };
  expectSuccess(page: Page): Promise<void>;
}

/** A control by its label; required fields' labels end in the red asterisk. */
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\*?$`));

const textFields = async (form: Locator, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await field(form, label).fill(value);
};

const cases: FormCase[] = [
  {
    name: "contact",
    url: "/contact-us",
    api: "/api/contacts/send-message",
    submit: "Send message",
    fill: (form) =>
      textFields(form, {
        "First name": "Ada",
        "Last name": "Lovelace",
        Email: uniqueEmail("ada"),
        "Phone number": "0491 570 110",
        Message: "Tell me about evening classes.",
      }),
    apiBody: () => ({ firstName: "A", lastName: "B", email: uniqueEmail("c"), mobile: "1", message: "m" }),
    required: { label: "First name", message: "First name is required" },
    expectSuccess: async (page) => {
      await expect(page.getByRole("heading", { name: "Thank you for your inquiry!" })).toBeVisible();
      await expect(
        page.getByText(
          "Thank you for reaching out to us! We appreciate your interest and will get back to you shortly.",
        ),
      ).toBeVisible();
    },
  },
  {
    name: "outline",
    url: "/training-programs/qa-and-software-testing",
    api: "/api/downloads/course-outline",
    submit: "Download outline",
    fill: async (form) => {
      await textFields(form, {
        "First name": "Grace",
        "Last name": "Hopper",
        Email: uniqueEmail("grace"),
        "Phone number": "0491 570 111",
      });
      await form.getByRole("checkbox").check();
    },
    apiBody: () => ({
      firstName: "A",
      lastName: "B",
      email: uniqueEmail("o"),
      mobile: "1",
      course: "Data Analytics",
      format: "Online",
      agreed: true,
    }),
    required: { label: "Phone number", message: "Phone number is required" },
    expectSuccess: async (page) => {
      await expect(
        page.getByText("Course outline is sent to your email. Please check your email."),
      ).toBeVisible();
      const link = page.getByRole("link", { name: "Download the course outline now (PDF)" });
      await expect(link).toHaveAttribute("href", "/api/downloads/course-outline/qa-and-software-testing.pdf");
      const pdf = await page.request.get((await link.getAttribute("href"))!);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
    },
  },
  {
    name: "consultation",
    url: "/expertise/book-a-free-consultation",
    api: "/api/consultations/book",
    submit: "Book a free consultation",
    fill: async (form) => {
      await textFields(form, {
        "First name": "Alan",
        "Last name": "Turing",
        Email: uniqueEmail("alan"),
        "Phone number": "0491 570 112",
        Company: "Bletchley Software",
        "Project details": "A booking app for our clinics.",
      });
      await field(form, "Service").selectOption("Mobile application development");
      await field(form, "Budget (AUD)").selectOption({ label: "$25K – $50K" });
    },
    apiBody: () => ({
      firstName: "A",
      lastName: "B",
      email: uniqueEmail("b"),
      phone: "1",
      company: "C",
      projectDetails: "P",
      budget: "over_100k",
      service: "Other",
    }),
    required: { label: "Company", message: "Company is required" },
    expectSuccess: async (page) => {
      await expect(page.getByRole("heading", { name: "Thank you for your inquiry!" })).toBeVisible();
    },
  },
  {
    name: "enrolment",
    url: "/enrol-now?program=QA%20%26%20Software%20Development",
    api: "/api/student-enrolment",
    submit: "Submit application",
    fill: async (form) => {
      await textFields(form, {
        "First name": "Katherine",
        "Last name": "Johnson",
        Email: uniqueEmail("katherine"),
        "Phone number": "0491 570 113",
        "Residential address": "1 Orbit Street, Sydney NSW 2000",
        "Highest education": "Bachelor of Science",
        "College or university": "University of Sydney",
      });
      await field(form, "Class time").selectOption("Sat 11AM - 2PM");
      await form.getByRole("checkbox", { name: /terms and conditions/ }).check();
      await form.getByRole("checkbox", { name: /course fee/ }).check();
    },
    apiBody: () => ({
      firstName: "A",
      lastName: "B",
      email: uniqueEmail("e"),
      mobile: "1",
      address: "a",
      education: "e",
      institution: "i",
      course: "Data Analytics",
      accept: true,
      feeTerms: true,
    }),
    required: { label: "Residential address", message: "Address is required" },
    expectSuccess: async (page) => {
      const dialog = page.getByRole("dialog", { name: "Application received!" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
      // No account yet: an invitation to create one with the e-mail just used.
      await expect(
        dialog.getByRole("link", { name: "create an account with the e-mail you applied with" }),
      ).toHaveAttribute("href", /^\/portal\/sign-up\?email=katherine/);
    },
  },
];

const formOf = (page: Page, name: string) => page.locator(`form[data-enhance="${name}"]`);
/** Program pages carry the newsletter once, in their band (the footer leaves its copy out there). */
const newsletterBand = (page: Page) => page.locator('#newsletter-band form[data-enhance="newsletter"]');

async function exhaustLimit(page: Page, c: FormCase, ip: string) {
  for (let i = 0; i < 20; i++) {
    const res = await page.request.post(c.api, { data: c.apiBody(), headers: { "x-forwarded-for": ip } });
    expect(res.status()).toBe(201);
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`forms with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const c of cases) {
      test(`${c.name}: valid input is accepted and thanked`, async ({ page }) => {
        await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
        await page.goto(c.url);
        if (c.name === "enrolment") {
          await expect(page.getByRole("heading", { level: 1, name: "Start your application" })).toBeVisible();
          await expect(field(formOf(page, c.name), "Course")).toHaveValue("QA & Software Testing");
        }
        if (c.name === "outline")
          await expect(field(formOf(page, c.name), "Class format")).toHaveValue("Face-to-face");
        const form = formOf(page, c.name);
        await c.fill(form);
        const navigations: string[] = [];
        page.on("framenavigated", (frame) => {
          if (frame === page.mainFrame()) navigations.push(frame.url());
        });
        await form.getByRole("button", { name: c.submit }).click();
        await c.expectSuccess(page);
        // With JavaScript the page never reloads; without it the browser posts to the page's action.
        expect(navigations.length > 0).toBe(!javaScriptEnabled);
      });

      test(`${c.name}: invalid input shows the spec's messages in red under the fields`, async ({ page }) => {
        await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
        await page.goto(c.url);
        const form = formOf(page, c.name);
        await c.fill(form);
        await field(form, c.required.label).fill("");
        await form.getByRole("button", { name: c.submit }).click();
        const control = field(formOf(page, c.name), c.required.label);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(c.required.message);
        await expect(formOf(page, c.name).getByText(c.required.message)).toHaveClass(/text-red-700/);
        // What was typed elsewhere is still there.
        await expect(field(formOf(page, c.name), "Email")).not.toHaveValue("");
      });

      test(`${c.name}: a refused submission says so, keeps the input and can be retried`, async ({
        page,
      }) => {
        const ip = uniqueIp();
        await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
        await page.goto(c.url);
        await exhaustLimit(page, c, ip);
        const form = formOf(page, c.name);
        await c.fill(form);
        const typed = await field(form, "First name").inputValue();
        await form.getByRole("button", { name: c.submit }).click();
        if (c.name === "enrolment") {
          const dialog = page.getByRole("dialog", {
            name: "Sorry, there was problem sumbitting your application.",
          });
          await expect(dialog).toBeVisible();
          await expect(dialog).toContainText("hello@harbourline.example");
          await dialog.getByRole("button", { name: "Close" }).click();
          await expect(dialog).toBeHidden();
        } else {
          await expect(page.getByRole("alert")).toContainText("Your details were not sent.");
          await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
        }
        await expect(field(formOf(page, c.name), "First name")).toHaveValue(typed);
        await expect(page.getByText(/Thank you for your inquiry|Course outline is send/)).toBeHidden();
      });
    }
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`enrolment with JavaScript ${javaScriptEnabled ? "on" : "off"}: the course summary follows the Course select`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/enrol-now?program=QA%20%26%20Software%20Development");
    // The first paragraph that follows the select; the course fee beside the checkboxes is the second.
    const summary = page.locator("p", { has: page.locator("[data-chosen-course]") }).first();
    await expect(summary).toHaveText(applyingFor("qa-and-software-testing"), { useInnerText: true });
    const course = field(formOf(page, "enrolment"), "Course");
    await course.selectOption(programs.find((p) => p.slug === "data-analytics")!.name);
    await expect(summary).toHaveText(applyingFor("data-analytics"), { useInnerText: true });
    await expect(summary.getByRole("link", { name: "About this course" })).toHaveAttribute(
      "href",
      "/training-programs/data-analytics",
    );
    await course.selectOption({ label: "Choose a course" });
    await expect(summary).toHaveText("Choose the course you are applying for in the form.", {
      useInnerText: true,
    });
    await context.close();
  });
}

test.describe("forms with JavaScript on", () => {
  test("the button is disabled with a spinner while sending; a network or server error keeps the input and Try again succeeds", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
    await page.goto("/contact-us");
    const form = formOf(page, "contact");
    await cases[0]!.fill(form);
    const send = form.getByRole("button", { name: "Send message" });

    await page.route("**/api/contacts/send-message", (route) => route.abort("connectionrefused"));
    await send.click();
    await expect(page.getByRole("alert")).toContainText("Your details were not sent.");
    await expect(field(form, "Message")).toHaveValue("Tell me about evening classes.");

    await page.unroute("**/api/contacts/send-message");
    await page.route("**/api/contacts/send-message", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"messages":["boom"]}}',
      }),
    );
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("alert")).toContainText("please try again");
    await expect(page.getByText("Thank you for your inquiry!")).toBeHidden();

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.unroute("**/api/contacts/send-message");
    await page.route("**/api/contacts/send-message", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(send).toBeDisabled();
    await expect(send.locator("[data-spinner]")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Thank you for your inquiry!" })).toBeVisible();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`newsletter with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a new address gets the thank-you overlay, the same address again the §8 error overlay", async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
      await page.goto("/training-programs/full-stack-development");
      const email = uniqueEmail("reader");
      const form = newsletterBand(page);
      await field(form, "Email address").fill(email);
      await form.getByRole("button", { name: "Subscribe" }).click();
      const thanks = page.getByRole("dialog", { name: "Thank you for subscribing!" });
      await expect(thanks).toBeVisible();
      await thanks.getByRole("button", { name: "Close" }).click();
      await expect(thanks).toBeHidden();

      await field(newsletterBand(page), "Email address").fill(email);
      await newsletterBand(page).getByRole("button", { name: "Subscribe" }).click();
      const error = page.getByRole("dialog", { name: "Error subscribing newsletter!" });
      await expect(error).toBeVisible();
      await expect(error).toContainText(
        "Your email address is already subscribed with us. Please try different email address.",
      );
    });

    test("an empty address shows 'Email address is required!'; a refused one keeps the address", async ({
      page,
    }) => {
      const ip = uniqueIp();
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
      await page.goto("/training-programs/data-analytics");
      await newsletterBand(page).getByRole("button", { name: "Subscribe" }).click();
      await expect(newsletterBand(page).getByText("Email address is required!")).toBeVisible();

      for (let i = 0; i < 20; i++) {
        await page.request.post("/api/newsletter/subscribe", {
          data: { email: uniqueEmail("burst") },
          headers: { "x-forwarded-for": ip },
        });
      }
      const email = uniqueEmail("late");
      await field(newsletterBand(page), "Email address").fill(email);
      await newsletterBand(page).getByRole("button", { name: "Subscribe" }).click();
      await expect(newsletterBand(page).getByRole("alert")).toContainText("Too many attempts");
      await expect(field(newsletterBand(page), "Email address")).toHaveValue(email);
    });
  });
}
