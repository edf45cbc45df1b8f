import type { APIRequestContext } from "@playwright/test";

/** The public pages as the site itself lists them in /sitemap.xml, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * The route templates that serve many pages from content (app/routes.ts): one page each stands
 * for the rest, since the template decides the layout. /expertise/book-a-free-consultation has a
 * route of its own.
 */
const manyPageTemplates = [
  /^\/blog\/[^/]+$/,
  /^\/training-programs\/[^/]+$/,
  /^\/expertise\/(?!book-a-free-consultation$)[^/]+$/,
];

/** The template a public path is rendered by: its route pattern, or the path itself. */
export function templateOf(path: string): string {
  return manyPageTemplates.find((pattern) => pattern.test(path))?.source ?? path;
}

/** One path per template, the first the sitemap lists (so the same one every run). */
export function onePerTemplate(paths: string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const template = templateOf(path);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
