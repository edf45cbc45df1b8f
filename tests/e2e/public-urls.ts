import type { APIRequestContext } from "@playwright/test";

/** The public pages as the site itself lists them in /sitemap.xml, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
