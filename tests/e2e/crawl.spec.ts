import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./public-urls.ts";

/**
 * Follows every same-origin link from / and checks each answers 200 and each #fragment exists.
 * Links into the portal and the back-office (the sign-in pages) are followed too.
 */

test("a crawl from / reaches every public page and finds no broken internal link", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const queue = ["/"];
  const seen = new Set<string>(queue);
  const broken: string[] = [];
  const fragments: { page: string; id: string }[] = [];
  const ids = new Map<string, Set<string>>();

  while (queue.length > 0) {
    const path = queue.shift()!;
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() !== 200) {
      broken.push(`${path} answered ${res.status()}`);
      continue;
    }
    if (!res.headers()["content-type"]?.includes("text/html")) continue;
    const html = await res.text();
    ids.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
    for (const [, raw] of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = raw!.replace(/&amp;/g, "&");
      if (/^(mailto|tel):/.test(href)) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) continue;
      if (url.hash)
        fragments.push({ page: url.pathname + url.search, id: decodeURIComponent(url.hash.slice(1)) });
      const target = url.pathname + url.search;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  expect(broken, "links that did not answer 200").toEqual([]);
  const reached = new Set([...seen].map((p) => p.split("?")[0]));
  const missing = (await sitemapPaths(request)).filter((p) => !reached.has(p));
  expect(missing, "public pages no link leads to").toEqual([]);
  const badFragments = fragments.filter((f) => ids.has(f.page) && !ids.get(f.page)!.has(f.id));
  expect(badFragments, "#fragments with no element of that id").toEqual([]);
  // The shell links to both sign-in pages, and the crawl reached them.
  expect(seen.has("/admin/sign-in") && seen.has("/portal/sign-in")).toBe(true);
});
