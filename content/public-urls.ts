import { articles } from "./blog.ts";
import { publicPaths } from "./pages.ts";

/** Every public page: the fixed pages plus one per blog article. The sitemap and the tests read this. */
export function publicUrls(): { path: string; lastmod?: string }[] {
  return [
    ...publicPaths.map((path) => ({ path })),
    ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date })),
  ];
}
