import { expect, type Page, test } from "@playwright/test";
import { feeFacts } from "#content/fees.ts";
import { programs } from "#content/programs.ts";
import { site } from "#content/site.ts";
import { axeViolations } from "./axe.ts";

/** Expected answers, read from content/ as the assistant reads them. */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const saturday = site.openingHours.find((h) => h.days === "Saturday")!;
const saturdayHours = new RegExp(`Saturday: ${escapeRegExp(saturday.hours)}`);
const costs = (slug: (typeof programs)[number]["slug"]) =>
  new RegExp(`costs ${escapeRegExp(feeFacts(slug).total)}`);
const qaWeeks = new RegExp(
  escapeRegExp(programs.find((p) => p.slug === "qa-and-software-testing")!.duration.toLowerCase()),
);

const launcher = (page: Page) => page.getByRole("button", { name: "Ask a question" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Chat with our assistant" });

async function ask(page: Page, question: string) {
  const box = panel(page).getByLabel("Your question");
  await expect(box).toBeEnabled();
  await box.fill(question);
  const streamed = page.waitForResponse((r) => r.url().endsWith("/api/ai-chat/stream"));
  await box.press("Enter");
  return streamed;
}

test("the chat answers from the site's content with a source link, and keeps the history across pages", async ({
  page,
}) => {
  const chunkRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("enhance-chunk")) chunkRequests.push(r.url());
  });
  await page.goto("/");
  // The panel's code is not part of the page's initial JavaScript (the forms' chunk may be).
  await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
  for (const url of chunkRequests) {
    expect(await (await page.request.get(url)).text(), url).not.toContain("/api/ai-chat");
  }

  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByLabel("Your question")).toBeFocused();
  await expect(panel(page).getByText(/Ask me about our training programs/)).toBeVisible();

  const response = await ask(page, "How long is the full stack course?");
  expect(response.headers()["content-type"]).toMatch(/text\/event-stream/);
  const log = panel(page).getByRole("log", { name: "Conversation" });
  await expect(log.getByText("How long is the full stack course?")).toBeVisible();
  await expect(log.getByText(/takes 24 weeks/)).toBeVisible();
  const source = log.getByRole("link", { name: "Full stack software development" });
  await expect(source).toHaveAttribute("href", "/training-programs/full-stack-development");
  await expect(panel(page).getByLabel("Your question")).toBeEnabled();

  // Following the source link: the panel stays open on the next page, with the conversation.
  await source.click();
  await expect(page).toHaveURL(/\/training-programs\/full-stack-development$/);
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText("How long is the full stack course?")).toBeVisible();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  await page.reload();
  await expect(panel(page)).toHaveCount(0);
  await launcher(page).click();
  await expect(panel(page).getByText(/takes 24 weeks/)).toBeVisible();
  await panel(page).getByRole("button", { name: "Close chat" }).click();
  await expect(panel(page)).toBeHidden();
});

test("the visitor can leave their details and clear the conversation", async ({ page }) => {
  await page.goto("/about-us");
  await launcher(page).click();
  await ask(page, "What are your opening hours?");
  await expect(panel(page).getByText(saturdayHours)).toBeVisible();
  // The answer has finished streaming once the question box is back.
  await expect(panel(page).getByLabel("Your question")).toBeEnabled();

  await panel(page).getByRole("button", { name: "Your details" }).click();
  await panel(page).getByLabel("E-mail").fill("not-an-email");
  // The refusal comes from the server (400 with the field's message): waiting on the request
  // first means a failure here says whether it was sent and what came back.
  const refused = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().includes("/api/visitor/"),
  );
  await panel(page).getByRole("button", { name: "Save details" }).click();
  expect((await refused).status()).toBe(400);
  await expect(panel(page).getByText("Email should be a valid email address")).toBeVisible({
    timeout: 10_000,
  });
  await panel(page).getByLabel("Name").fill("Ada Lovelace");
  await panel(page).getByLabel("E-mail").fill("ada@example.com");
  await panel(page).getByRole("button", { name: "Save details" }).click();
  await expect(panel(page).getByText("Thanks, your details have been saved.")).toBeVisible();

  await panel(page).getByRole("button", { name: "Clear conversation" }).click();
  await panel(page).getByRole("button", { name: "Yes, clear it" }).click();
  await expect(panel(page).getByText("Your conversation has been cleared.")).toBeVisible();
  await expect(panel(page).getByText(saturdayHours)).toHaveCount(0);
  // The panel was left open: after a reload it opens again by itself, still empty.
  await page.reload();
  await expect(panel(page).getByText(/Ask me about our training programs/)).toBeVisible();
});

test("an answer that finishes while the visitor types their details leaves the focus in the details", async ({
  page,
}) => {
  await page.goto("/our-people");
  await launcher(page).click();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/ai-chat/stream", async (route) => {
    await held;
    await route.continue();
  });
  const box = panel(page).getByLabel("Your question");
  await expect(box).toBeEnabled();
  await box.fill("What are your opening hours?");
  await box.press("Enter");
  await expect(box).toBeDisabled();
  await panel(page).getByRole("button", { name: "Your details" }).click();
  const name = panel(page).getByLabel("Name");
  await expect(name).toBeFocused();
  release();
  await expect(box).toBeEnabled();
  await expect(panel(page).getByText(saturdayHours)).toBeVisible();
  await expect(name).toBeFocused();
});

test("too many messages get a visible 'try again in N s' reply", async ({ page }) => {
  await page.goto("/");
  await launcher(page).click();
  for (let i = 0; i < 10; i++) {
    await ask(page, `Do you teach online? (${i})`);
  }
  await ask(page, "One more?");
  await expect(panel(page).getByText(/Too many messages\. Please try again in \d+ s\./)).toBeVisible();
  // The refused question goes back into the box.
  await expect(panel(page).getByLabel("Your question")).toHaveValue("One more?");
});

test("without JavaScript the chat button is a plain link to the contact form", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Ask a question" })).toHaveAttribute("href", "/contact-us");
  await context.close();
});

test("the panel suggests questions for the page it opens on, asks one on click, and offers a person", async ({
  page,
}) => {
  await page.goto("/training-programs/qa-and-software-testing");
  await launcher(page).click();
  const suggestions = panel(page).getByRole("region", { name: "Suggested questions" });
  await expect(suggestions.getByRole("button")).toHaveCount(4);
  await expect(suggestions.getByRole("button", { name: "How much is the QA course?" })).toBeVisible();
  // Talk to a person: the contact form and the consultation booking.
  await expect(panel(page).getByRole("link", { name: "send us a message" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await expect(panel(page).getByRole("link", { name: "book a free consultation" })).toHaveAttribute(
    "href",
    "/expertise/book-a-free-consultation",
  );
  expect(await axeViolations(page, "chat panel with suggestions")).toEqual([]);

  // Keyboard: a suggestion is a button reached with Tab and asked with Enter.
  const button = suggestions.getByRole("button", { name: "How much is the QA course?" });
  await button.focus();
  const streamed = page.waitForResponse((r) => r.url().endsWith("/api/ai-chat/stream"));
  await page.keyboard.press("Enter");
  await streamed;
  const log = panel(page).getByRole("log", { name: "Conversation" });
  await expect(log.getByText(costs("qa-and-software-testing")).first()).toBeVisible();
  await expect(suggestions).toBeHidden();
  // A follow-up uses the conversation: "it" is the QA course.
  await ask(page, "how long does it take?");
  await expect(log.getByText(qaWeeks).first()).toBeVisible();
  await panel(page).getByRole("button", { name: "Clear conversation" }).click();
  await panel(page).getByRole("button", { name: "Yes, clear it" }).click();
  await expect(suggestions).toBeVisible();
});

test("the contact page suggests hours and address, the expertise pages rates and a consultation", async ({
  page,
}) => {
  await page.goto("/contact-us");
  await launcher(page).click();
  const suggestions = panel(page).getByRole("region", { name: "Suggested questions" });
  await expect(suggestions.getByRole("button", { name: "What are your opening hours?" })).toBeVisible();
  await expect(suggestions.getByRole("button", { name: "Where is your office?" })).toBeVisible();
  await page.goto("/expertise/mobile-app-development");
  await expect(panel(page)).toBeVisible();
  await expect(
    panel(page)
      .getByRole("region", { name: "Suggested questions" })
      .getByRole("button", { name: "How do I book a free consultation?" }),
  ).toBeVisible();
});

test("the chat panel links the privacy policy and the terms, and a phone reaches them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/faq");
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  const privacy = panel(page).getByRole("link", { name: "Privacy policy" });
  await expect(privacy).toHaveAttribute("href", "/privacy");
  await expect(panel(page).getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("on a program's page, 'how much is it?' is about that program", async ({ page }) => {
  await page.goto("/training-programs/qa-and-software-testing");
  await launcher(page).click();
  await ask(page, "How much is it?");
  const log = panel(page).getByRole("log", { name: "Conversation" });
  await expect(log.getByText(costs("qa-and-software-testing"))).toBeVisible();
  await expect(log.getByText(new RegExp(escapeRegExp(feeFacts("full-stack-development").total)))).toHaveCount(
    0,
  );
});
