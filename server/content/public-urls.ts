import { publicPaths } from "#content/pages.ts";
import type { PublishedContent } from "./published.ts";

/**
 * Every public page (issue 32): the fixed pages, and one per published program, service and
 * post, from the read model. The sitemap lists them; the page cache keeps any of them.
 */

/** The fixed pages of content/pages.ts that are not a program's or a service's. */
const isDocumentPage = (path: string) =>
  path.startsWith("/training-programs/") ||
  (path.startsWith("/expertise/") && path !== "/expertise/book-a-free-consultation");

/** The sitemap's URLs, in the order content/public-urls.ts listed them (programs, services where theirs were). */
export function publicUrlsOf(content: PublishedContent): { path: string; lastmod?: string }[] {
  const urls: { path: string; lastmod?: string }[] = [];
  let programsAdded = false;
  let servicesAdded = false;
  for (const path of publicPaths) {
    if (path.startsWith("/training-programs/")) {
      if (!programsAdded) urls.push(...content.programs.map((p) => ({ path: p.href })));
      programsAdded = true;
    } else if (isDocumentPage(path)) {
      if (!servicesAdded) urls.push(...content.services.map((s) => ({ path: s.href })));
      servicesAdded = true;
    } else urls.push({ path });
  }
  if (!programsAdded) urls.push(...content.programs.map((p) => ({ path: p.href })));
  if (!servicesAdded) urls.push(...content.services.map((s) => ({ path: s.href })));
  // Newest first, as content/blog.ts listed them.
  urls.push(...content.posts.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date })));
  return urls;
}

const fixed = new Set<string>(publicPaths.filter((p) => !isDocumentPage(p)));
const documentPage = /^\/(training-programs|expertise|blog)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether the page cache may keep a path's anonymous render: a fixed public page, or a program's,
 * service's or post's page. Which slugs are published changes with the store, so the test is by
 * shape; only a 200 page is kept, so an unknown slug (404) never is.
 */
export function isPublicPagePath(path: string): boolean {
  return fixed.has(path) || documentPage.test(path);
}
