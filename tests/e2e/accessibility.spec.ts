import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { sitemapPaths } from "./public-urls.ts";

// The page list comes from the running site's sitemap; it is read once, before the tests are made.
const paths = [
  "/",
  "/contact-us",
  "/blog",
  "/about-us",
  "/our-people",
  "/careers",
  "/client-testimonials",
  "/training-programs/full-stack-development",
  "/training-programs/qa-and-software-testing",
  "/training-programs/data-analytics",
  "/expertise/web-app-development",
  "/expertise/mobile-app-development",
  "/expertise/software-testing",
  "/expertise/book-a-free-consultation",
  "/technology-research",
  "/enrol-now",
  "/faq",
  "/terms",
  "/privacy",
  "/blog/*",
];

const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

test("the accessibility list covers every page in the sitemap", async ({ request }) => {
  const listed = await sitemapPaths(request);
  const covered = (p: string) => paths.includes(p) || (p.startsWith("/blog/") && paths.includes("/blog/*"));
  expect(listed.filter((p) => !covered(p))).toEqual([]);
});

for (const { name, width, height } of widths) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport: { width, height } });
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page, request }) => {
        const targets =
          path === "/blog/*" ? (await sitemapPaths(request)).filter((p) => p.startsWith("/blog/")) : [path];
        for (const target of targets) {
          await page.goto(target);
          const summary = await axeViolations(page, target);
          expect(summary).toEqual([]);
          await expect(page.locator("h1")).toHaveCount(1);
        }
      });
    }
  });
}
