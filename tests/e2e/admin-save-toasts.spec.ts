import { expect, test } from "@playwright/test";
import { formatDay } from "#forms/dates.ts";
import { axeViolations } from "./axe.ts";
import { ownAdmin, signInAs } from "./own-data.ts";

/*
 * Issue 36, with JavaScript on: creating an intake goes back to the intakes list, which says in a
 * toast which intake was created and lists it by name first (the link that edits it); marking a
 * follow-up done says so too. The screens touched have no axe violations at either width: the
 * ones accessibility-private.spec.ts does not scan, and settings with its toast showing (the
 * intakes list is the section-list template, and payments and settings are scanned there, at both
 * widths). The same without JavaScript: tests/integration/admin-save-notices.test.ts.
 */
const sizes = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
];

test("an intake created: a toast names it, and the list's first column is its name, linked to edit it", async ({
  page,
}) => {
  await signInAs(page, await ownAdmin(page.request));
  // A start date no other test picks: days ahead from this run's clock.
  const start = new Date(Date.now() + (400 + (Date.now() % 200)) * 86400_000).toISOString().slice(0, 10);
  const end = new Date(Date.parse(start) + 120 * 86400_000).toISOString().slice(0, 10);
  await page.goto("/admin/intakes/new");
  const main = page.locator("main");
  const program = main.getByLabel(/^Program/);
  await program.selectOption("data-analytics");
  const programName = (await program.locator("option:checked").textContent())!.replace(
    " (not published)",
    "",
  );
  await main.getByLabel(/^Start date/).fill(start);
  await main.getByLabel(/^End date/).fill(end);
  await main.getByLabel(/^Capacity/).fill("6");
  await page.getByLabel("Thu 6PM - 9PM").check();
  await page.getByRole("button", { name: "Create intake" }).click();

  await expect(page).toHaveURL(/\/admin\/intakes$/);
  const toast = page.locator("[data-toast=success] p");
  await expect(toast).toHaveText(`Intake created: ${programName}, starting ${formatDay(start)}.`);
  await expect(page.getByRole("status").filter({ hasText: "Intake created" })).toBeVisible();

  // Newest first: the intake just created is the first row; its first column names it.
  const name = `${programName}, starts ${formatDay(start)}`;
  const link = page.getByRole("link", { name, exact: true });
  await expect(link).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit intake" })).toBeVisible();
  await expect(main.getByLabel(/^Start date/)).toHaveValue(start);

  // Saved from the edit page: back on the list, the toast says saved.
  await main.getByLabel(/^Capacity/).fill("7");
  await page.getByRole("button", { name: "Save intake" }).click();
  await expect(page).toHaveURL(/\/admin\/intakes$/);
  await expect(toast).toHaveText(`Intake saved: ${programName}, starting ${formatDay(start)}.`);
});

for (const size of sizes) {
  test(`the screens touched have no axe violations at ${size.name} width`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, await ownAdmin(page.request));
    const found: string[] = [];
    for (const path of ["/admin/intakes/new", "/admin/consultations/availability", "/admin/today"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      found.push(...(await axeViolations(page, path)));
    }
    // With a toast showing (settings saved).
    await page.goto("/admin/settings");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.locator("[data-toast=success]")).toBeVisible();
    found.push(...(await axeViolations(page, "/admin/settings with its toast")));
    expect(found).toEqual([]);
  });
}
