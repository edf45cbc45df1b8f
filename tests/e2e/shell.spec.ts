import { expect, test } from "@playwright/test";

test("the home page shows the shell and opens a dropdown by keyboard", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Join our career ready training programs" }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Enrol Now" })).toHaveAttribute("href", "/enrol-now");

  const main = page.getByRole("navigation", { name: "Main" });
  const programs = main.getByText("Training Programs");
  await programs.focus();
  await page.keyboard.press("Enter");
  const dataAnalytics = main.getByRole("link", { name: "Data Analytics" });
  await expect(dataAnalytics).toBeVisible();
  // The enhancement script closes an open menu on Escape and gives focus back to its opener.
  await page.keyboard.press("Escape");
  await expect(dataAnalytics).toBeHidden();
  await expect(programs).toBeFocused();
});

test("below the md breakpoint the navigation becomes a slide-out menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const menu = page.getByText("Menu", { exact: true });
  await menu.click();
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav).toBeVisible();
  await mobileNav.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbourline Tech");
});

test("an unknown address shows the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go Back Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
