import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { onePerTemplate, sitemapPaths, templateOf } from "./public-urls.ts";

/*
 * axe on one public page of each template (tests/e2e/public-urls.ts): a program, an expertise
 * page and a blog post stand for the others of their kind, whose layout and markup their template
 * decides; their text is content, which the content tests check. Every other page of the sitemap
 * is its own template and is scanned. The list is fixed here, so the tests are made before the
 * site runs; the first test proves it still covers every template of the sitemap.
 */
test.describe.configure({ mode: "parallel" });

const paths = [
  "/",
  "/contact-us",
  "/blog",
  "/about-us",
  "/our-people",
  "/careers",
  "/client-testimonials",
  "/training-programs/*",
  "/expertise/*",
  "/expertise/book-a-free-consultation",
  "/technology-research",
  "/enrol-now",
  "/faq",
  "/terms",
  "/privacy",
  "/blog/*",
];

/** The sitemap's first page of the template a "/…/*" entry names; any other entry is itself. */
async function pageFor(path: string, listed: () => Promise<string[]>): Promise<string> {
  if (!path.endsWith("/*")) return path;
  const prefix = path.slice(0, -1);
  const sample = onePerTemplate(await listed()).find((p) => p.startsWith(prefix) && templateOf(p) !== p);
  if (!sample) throw new Error(`the sitemap lists no page of ${path}`);
  return sample;
}

const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

test("the accessibility list covers every template of the sitemap", async ({ request }) => {
  const templates = new Set(
    await Promise.all(paths.map(async (p) => templateOf(await pageFor(p, () => sitemapPaths(request))))),
  );
  const listed = await sitemapPaths(request);
  expect(listed.filter((p) => !templates.has(templateOf(p)))).toEqual([]);
});

for (const { name, width, height } of widths) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport: { width, height } });
    for (const path of paths) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page, request }) => {
        const target = await pageFor(path, () => sitemapPaths(request));
        await page.goto(target);
        const summary = await axeViolations(page, target);
        expect(summary).toEqual([]);
        await expect(page.locator("h1")).toHaveCount(1);
      });
    }
  });
}
