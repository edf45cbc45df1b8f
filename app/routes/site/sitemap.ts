import { publicUrls } from "#content/public-urls.ts";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every public URL, absolute under PUBLIC_URL. */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.config.publicUrl;
  const urls = publicUrls()
    .map(
      (u) => `  <url><loc>${base}${u.path}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
