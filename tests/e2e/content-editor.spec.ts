import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { newTag, ownAdmin, signInAs } from "./own-data.ts";

/*
 * The content editor (issue 32) as an administrator uses it with JavaScript on: a new FAQ entry
 * with phrasings as repeatable inputs, the Markdown preview following the typing, save, publish,
 * then a revision compared with the draft and restored. The screens pass axe; with
 * CONTENT_SCREENSHOTS=1 the list, the form and the revisions screen are written to
 * docs/screenshots/ at 1280×800 and 390×844.
 */
test.describe.configure({ mode: "serial" });

const shots = path.join(import.meta.dirname, "../../docs/screenshots");

async function screenshot(page: Page, name: string) {
  if (!process.env.CONTENT_SCREENSHOTS) return;
  mkdirSync(shots, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(shots, `admin-content-${name}-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an administrator writes an FAQ entry, previews its Markdown, publishes it and restores a revision", async ({
  page,
}) => {
  const admin = await ownAdmin(page.request);
  await signInAs(page, admin);
  const question = `Can I pay by instalments? (${newTag()})`;

  await page.goto("/admin/dashboard");
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Content" })
    .first()
    .click();
  await page.getByRole("navigation", { name: "Content types" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page.getByRole("link", { name: "New FAQ entry" })).toBeVisible();
  expect(await axeViolations(page, "content list")).toEqual([]);
  await screenshot(page, "list");

  await page.getByRole("link", { name: "New FAQ entry" }).click();
  await page.getByRole("textbox", { name: "Question", exact: true }).fill(question);
  await page
    .getByRole("textbox", { name: "Answer", exact: true })
    .fill("Yes: **four** instalments, no interest.");
  await expect(page.locator('[data-markdown-preview="answer"] strong')).toHaveText("four");
  await page.getByRole("textbox", { name: "Phrasing 1" }).fill("Do you offer a payment plan?");
  await page.getByRole("button", { name: "Add phrasing" }).click();
  await page.getByRole("textbox", { name: "Phrasing 2" }).fill("Can I split the fee?");
  expect(await axeViolations(page, "content form")).toEqual([]);
  await screenshot(page, "form");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Draft created.")).toBeVisible();
  const id = /\/admin\/content\/faq\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  await page
    .getByRole("textbox", { name: "Answer", exact: true })
    .fill("Yes: **five** instalments, no interest.");
  await expect(page.locator('[data-markdown-preview="answer"] strong')).toHaveText("five");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.locator("[data-toast=success]")).toHaveText(/Draft saved\./);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator("[data-toast=success]")).toHaveText(/Published/);
  await expect(page.locator("[data-status]").first()).toHaveText("Published");
  const api = async () =>
    (
      (await (
        await page.request.get(`/api/admin/content/faq/${id}`, { headers: { token: admin.token } })
      ).json()) as {
        data: { draft: { answer: string; phrasings: string[] }; published: { answer: string } | null };
      }
    ).data;
  const published = await api();
  expect(published.published?.answer).toBe("Yes: **five** instalments, no interest.");
  expect(published.draft.phrasings).toEqual(["Do you offer a payment plan?", "Can I split the fee?"]);

  await page.getByRole("link", { name: "Revisions" }).click();
  await page.getByRole("link", { name: /Compare version 1 \(Created\)/ }).click();
  const diff = page.locator("[data-diff]");
  await expect(diff.locator("del").filter({ hasText: "four" })).toBeVisible();
  await expect(diff.locator("ins").filter({ hasText: "five" })).toBeVisible();
  expect(await axeViolations(page, "revisions")).toEqual([]);
  await screenshot(page, "revisions");
  await diff.getByRole("button", { name: /Restore/ }).click();
  await expect(page.getByText(/Restored into the draft \(now version 3\)/)).toBeVisible();
  expect((await api()).draft.answer).toBe("Yes: **four** instalments, no interest.");
});

test("a staff member uploads a person's photo, must describe it, and cannot publish", async ({ page }) => {
  const staff = await ownAdmin(page.request, { role: "staff", firstName: "Sam", lastName: "Staff" });
  await signInAs(page, staff);
  await page.goto("/admin/content/person/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(`Photo Person ${newTag()}`);
  await page.getByRole("textbox", { name: "Role", exact: true }).fill("Instructor");
  await page.getByRole("textbox", { name: "Bio", exact: true }).fill("Teaches testing.");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  await page
    .getByLabel(/Upload an image/)
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.locator("[data-upload-status]")).toHaveText(/Uploaded/);
  await expect(page.getByRole("textbox", { name: "Image address" })).toHaveValue(
    /^\/uploads\/[0-9a-f]{32}\.png$/,
  );
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.locator('[data-error-for="imageAlt"]')).toHaveText(
    "Photo alt text is required: say what the photo shows",
  );
  await page.getByRole("textbox", { name: "Photo alt text" }).fill("Sam smiling in the classroom");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("Draft created.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toBeDisabled();
  await expect(page.getByText("Only an administrator can publish or unpublish.")).toBeVisible();
});
