import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { newTag, ownAdmin, signInAs } from "./own-data.ts";

/*
 * "Answer this" (issue 33, item 3) as an administrator uses it: a question the assistant could not
 * answer is on the unanswered-questions report; "Answer this" opens a new FAQ entry with the
 * visitor's words as its question and first phrasing. Then a test question for it, and the draft's
 * edit page showing what publishing it changes in the assistant. The screens pass axe; with
 * CONTENT_SCREENSHOTS=1 they are written to docs/screenshots/ at 1280×800 and 390×844.
 */
const shots = path.join(import.meta.dirname, "../../docs/screenshots");

async function screenshot(page: Page, name: string, at?: Locator) {
  if (!process.env.CONTENT_SCREENSHOTS) return;
  mkdirSync(shots, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (at) await at.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, `admin-${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an administrator answers a question the assistant could not, starting from the visitor's words", async ({
  page,
}) => {
  const question = `Can I bring my guide dog to class ${newTag()}?`;
  const visitor = await (await page.request.post("/api/visitor")).json();
  const asked = await page.request.post("/api/ai-chat", { data: { visitorId: visitor.data.id, question } });
  expect(asked.ok()).toBe(true);

  await signInAs(page, await ownAdmin(page.request));
  await page.goto("/admin/unanswered");
  const row = page.locator("[data-unanswered] > li").filter({ hasText: question });
  await expect(row).toBeVisible();
  expect(await axeViolations(page, "unanswered report")).toEqual([]);
  await screenshot(page, "unanswered-answer-this");

  await row.getByRole("link", { name: /^Answer this/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New FAQ entry");
  await expect(page.getByRole("textbox", { name: "Question", exact: true })).toHaveValue(question);
  await expect(page.getByRole("textbox", { name: "Phrasing 1" })).toHaveValue(question);
  await page
    .getByRole("textbox", { name: "Answer", exact: true })
    .fill("Yes: assistance animals are welcome in every classroom.");
  expect(await axeViolations(page, "prefilled FAQ entry")).toEqual([]);
  await screenshot(page, "answer-this-editor");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Draft created.")).toBeVisible();
  const draftUrl = page.url();

  await page.goto("/admin/content/test-questions");
  await page.getByRole("textbox", { name: "Question" }).fill(question);
  await page.getByRole("combobox", { name: "Document that should answer it" }).selectOption({
    label: `FAQ entry: ${question}`,
  });
  await page.getByRole("button", { name: "Add test question" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: `“${question}”` })).toBeVisible();
  expect(await axeViolations(page, "test questions")).toEqual([]);
  await screenshot(page, "test-questions");

  await page.goto(draftUrl);
  const panel = page.getByRole("region", { name: "What this changes in the assistant" });
  await expect(panel.locator("[data-effect=fixes]").filter({ hasText: question })).toBeVisible();
  expect(await axeViolations(page, "draft effects")).toEqual([]);
  await screenshot(page, "draft-effects", panel);
});
