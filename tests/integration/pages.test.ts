import { DomUtils, parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "#content/pages.ts";
import { publicUrls } from "#content/public-urls.ts";
import { site } from "#content/site.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await server.close();
});

async function page(path: string) {
  const res = await fetch(`${server.url}${path}`);
  const html = await res.text();
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  return { res, html, title, canonical };
}

describe("public routes", () => {
  it("answers every public route with 200, its own title and its own canonical link", async () => {
    const paths = publicUrls().map((u) => u.path);
    // The fixed pages plus at least three blog articles, each with its own page.
    expect(paths.length).toBeGreaterThanOrEqual(publicPaths.length + 3);
    const titles = new Map<string, string>();
    for (const path of paths) {
      const { res, title, canonical } = await page(path);
      expect(res.status, path).toBe(200);
      expect(title, path).toBeTruthy();
      expect(canonical, path).toBe(`http://localhost:3000${path}`);
      const clash = titles.get(title!);
      expect(clash, `${path} has the same title as ${clash}`).toBeUndefined();
      titles.set(title!, path);
    }
    expect(titles.size).toBe(paths.length);
  });

  it("opens no two pages of the sitemap with the same illustration (decision 0085)", async () => {
    // The page's opening illustration: the first SVG image in main's first element or first
    // section, as the server renders it (the browser changes no image source).
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(0);
    const heroes = new Map<string, string>();
    for (const path of paths) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      const main = DomUtils.findOne((el) => el.name === "main", parseDocument(html).children);
      const children = (main?.children ?? []).filter(DomUtils.isTag);
      const opening = [children[0], children.find((el) => el.name === "section")].filter((el) => !!el);
      // In document order: main's first element comes before (or is) its first section.
      const src = DomUtils.findOne(
        (el) => el.name === "img" && (el.attribs.src ?? "").endsWith(".svg"),
        opening,
      )?.attribs.src;
      if (!src) continue;
      expect(heroes.get(src), `${path} opens with ${src}`).toBeUndefined();
      heroes.set(src, path);
    }
    expect(heroes.get("/images/about-team.svg")).toBe("/about-us");
    expect(heroes.get("/images/home-hero.svg")).toBe("/");
  });

  it("gives data analytics its own title, not the QA page's", async () => {
    const qa = await page("/training-programs/qa-and-software-testing");
    const da = await page("/training-programs/data-analytics");
    expect(da.title).toMatch(/Data Analytics/);
    expect(da.title).not.toBe(qa.title);
  });

  it("matches paths case-insensitively", async () => {
    const upper = await page("/ABOUT-US");
    expect(upper.res.status).toBe(200);
    expect(upper.title).toBe((await page("/about-us")).title);
    expect(upper.canonical).toBe("http://localhost:3000/about-us");
    expect((await page("/Training-Programs/Full-Stack-Development")).res.status).toBe(200);
  });

  it("answers an unknown path with HTTP 404 and the 404 page", async () => {
    for (const path of [
      "/does-not-exist",
      "/training-programs/cooking",
      "/expertise/nope/deeper",
      "/blog/no-such-article",
    ]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(html).toContain("Page not found");
      expect(html).toContain("Sorry, we couldn&#x27;t find the page you&#x27;re looking for.");
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go Back Home<\/a>/);
    }
  });

  it("renders the shell: contact bar, navigation with both dropdowns, footer with the current year", async () => {
    // The year before and after the request, so a render at midnight on 31 December still passes.
    const yearBefore = new Date().getFullYear();
    const { html } = await page("/");
    const yearAfter = new Date().getFullYear();
    expect(html).toContain("Join our career ready training programs");
    expect(html).toContain("Training Programs");
    expect(html).toContain("Expertise");
    expect(html).toContain('href="/enrol-now"');
    expect(html.includes(`© ${yearBefore}`) || html.includes(`© ${yearAfter}`)).toBe(true);
    expect(html).toContain(site.taxNumber);
  });

  it("ships no React to public pages, only the enhancement script", async () => {
    const { html } = await page("/");
    expect(html).not.toContain("window.__reactRouterContext");
    expect(html).toMatch(/<script type="module" src="\/assets\/enhance-[\w-]+\.js"[^>]*>/);
  });

  it("serves hashed assets with a year-long immutable cache", async () => {
    const { html } = await page("/");
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeTruthy();
    const res = await fetch(`${server.url}${css}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
  });
});
