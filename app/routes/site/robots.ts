import type { Route } from "./+types/robots";

/** /robots.txt: the public site is open to crawlers; the portal and back-office are not. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /portal/",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${context.config.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
