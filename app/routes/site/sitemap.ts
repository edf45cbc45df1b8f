import { publicUrlsOf } from "#server/content/public-urls.ts";
import { publishedContent } from "#server/content/published.ts";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public URL, absolute under PUBLIC_URL; the published programs, services and posts (issue 32). */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.config.publicUrl;
  const urls = publicUrlsOf(await publishedContent(context.db))
    .map(
      (u) => `  <url><loc>${base}${u.path}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  // Short-lived: a publish changes it on the next request (issue 32).
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
