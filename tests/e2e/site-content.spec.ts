import { expect, type Page, test } from "@playwright/test";
import { feeFacts } from "#content/fees.ts";
import { programs } from "#content/programs.ts";

/**
 * The public site's content layout as a visitor sees it: a program page's blocks in decision order
 * with one newsletter form, the fee following the enrolment form's course, the terms and privacy
 * links every personal-data form carries, and a one-row contact bar on a phone.
 */

async function topOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!.y;
}

test("a program page shows its blocks in decision order, with exactly one newsletter form", async ({
  page,
}) => {
  await page.goto("/training-programs/qa-and-software-testing");
  const blocks = [
    "#hero",
    "#overview", // Program Overview: what you learn
    "#suits",
    "#schedule",
    "#session", // the upcoming-session banner, inside schedule and fees
    "#instructor",
    "#testimonials",
    "#outline",
    "#newsletter-band",
  ];
  const tops: number[] = [];
  for (const block of blocks) tops.push(await topOf(page, block));
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expect(page.getByRole("heading", { level: 2, name: "Program Overview" })).toBeVisible();
  await expect(page.locator('form[data-enhance="newsletter"]')).toHaveCount(1);
  // The band's e-mail field is a sensible width, not the container's (it was 1,200 px).
  const email = await page.locator("#newsletter-band-email").boundingBox();
  expect(email!.width).toBeLessThanOrEqual(600);
  // The banner's Enrol Now still carries the program (spec §2.1).
  await expect(page.locator("#session").getByRole("link", { name: "Enrol Now" })).toHaveAttribute(
    "href",
    "/enrol-now?program=QA%20%26%20Software%20Testing",
  );
});

for (const javaScriptEnabled of [true, false]) {
  test(`the enrolment form's fee follows the chosen course (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/enrol-now?program=Data%20Analytics");
    const fee = page.locator("[data-course-fee]");
    const [analytics, fullStack] = ["data-analytics", "full-stack-development"].map(
      (slug) => programs.find((p) => p.slug === slug)!,
    );
    await expect(fee).toContainText(`Course fee for ${analytics!.name}: ${feeFacts(analytics!.slug).total}`);
    await page.getByLabel(/^Course\*?$/).selectOption(fullStack!.name);
    await expect(fee).toContainText(`Course fee for ${fullStack!.name}: ${feeFacts(fullStack!.slug).total}`);
    await expect(fee.getByText(analytics!.name)).toBeHidden();
    await context.close();
  });
}

test("the accept checkbox links the terms in a new tab, and the half-filled form keeps its input", async ({
  page,
}) => {
  await page.goto("/enrol-now");
  await page.getByLabel(/^First name\*?$/).fill("Katherine");
  const form = page.locator('form[data-enhance="enrolment"]');
  await expect(form.getByRole("checkbox", { name: /terms and conditions/ })).toBeVisible();
  const link = form.getByRole("link", { name: "course enrolment terms and conditions (opens in a new tab)" });
  await expect(link).toHaveAttribute("href", "/terms");
  const [terms] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(terms).toHaveURL(/\/terms$/);
  await expect(
    terms.getByRole("heading", { level: 1, name: "Enrolment terms and conditions" }),
  ).toBeVisible();
  await expect(page.getByLabel(/^First name\*?$/)).toHaveValue("Katherine");
});

const personalDataForms: [string, string][] = [
  ["/contact-us", 'form[data-enhance="contact"]'],
  ["/training-programs/full-stack-development", 'form[data-enhance="outline"]'],
  ["/training-programs/full-stack-development", 'form[data-enhance="newsletter"]'],
  ["/", 'footer form[data-enhance="newsletter"]'],
  ["/expertise/book-a-free-consultation", 'form[data-enhance="consultation"]'],
  ["/enrol-now", 'form[data-enhance="enrolment"]'],
  ["/portal/sign-up", 'form:has(input[name="password"])'],
];

test("every form that stores personal data links the privacy policy in a new tab", async ({ page }) => {
  for (const [path, selector] of personalDataForms) {
    await page.goto(path);
    const link = page.locator(selector).getByRole("link", { name: "privacy policy (opens in a new tab)" });
    await expect(link, `${path} ${selector}`).toHaveAttribute("href", "/privacy");
    await expect(link, `${path} ${selector}`).toHaveAttribute("target", "_blank");
  }
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of ["Privacy policy", "Enrolment terms and conditions", "Questions and answers (FAQ)"])
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
});

test("on a phone the contact bar is one compact row, and every contact stays reachable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const bar = page.getByRole("complementary", { name: "Contact details" });
  const box = await bar.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(48);
  const links = bar.getByRole("link");
  const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tops.length).toBe(6);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
  await expect(bar.getByRole("link", { name: "hello@harbourline.example" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Office: (02) 5550 1234" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Mobile: 0491 570 156" })).toBeVisible();
});
