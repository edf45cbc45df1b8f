import { expect, test } from "@playwright/test";

/**
 * The brand as a visitor's browser gets it (docs/decisions/0085): the typeface is served from our
 * own origin as woff2 and is what headings and text are drawn in, the type scale is one set of
 * custom properties. That each page's hero illustration is its own is in the HTML the server
 * renders: tests/integration/pages.test.ts checks it over the sitemap.
 */

test("the brand typeface comes from our own origin as woff2 and draws the page", async ({
  page,
  baseURL,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fontRequests.push(request.url());
  });
  const response = await page.goto("/");
  expect(response!.headers()["content-security-policy"]).toContain("font-src 'self'");
  await page.evaluate(() => document.fonts.ready);

  const drawn = await page.evaluate(() => ({
    heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
    loaded: document.fonts.check('700 40px "Plus Jakarta Sans"'),
  }));
  expect(drawn.heading).toMatch(/^"Plus Jakarta Sans"/);
  expect(drawn.body).toMatch(/^"Plus Jakarta Sans"/);
  expect(drawn.loaded).toBe(true);

  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) {
    expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
    expect(url).toMatch(/\.woff2$/);
  }
  // Preloaded from the document's head, so the first paint usually has it.
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute("type", "font/woff2");
  expect(new URL((await preload.getAttribute("href"))!, baseURL).origin).toBe(new URL(baseURL!).origin);
  const font = await page.request.get((await preload.getAttribute("href"))!);
  expect(font.headers()["content-type"]).toBe("font/woff2");
});

test("headings use the steps of one type scale", async ({ page }) => {
  await page.goto("/training-programs/data-analytics");
  const { scale, sizes } = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const px = Number.parseFloat(root.fontSize);
    const steps = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl"].map(
      (step) => Number.parseFloat(root.getPropertyValue(`--text-${step}`)) * px,
    );
    const headings = [...document.querySelectorAll("main h1, main h2, main h3")].map((h) =>
      Number.parseFloat(getComputedStyle(h).fontSize),
    );
    return { scale: steps, sizes: headings };
  });
  expect(scale.every((size) => size > 0)).toBe(true);
  expect(scale).toEqual([...scale].sort((a, b) => a - b));
  expect(sizes.length).toBeGreaterThan(3);
  for (const size of sizes)
    expect(
      scale.some((step) => Math.abs(step - size) < 0.5),
      `${size}px`,
    ).toBe(true);
});
