import { site } from "#content/site.ts";
import type { MetaDescriptor } from "react-router";

/** The one helper every page uses for its title, description, canonical link and sharing tags. */
export function seo(
  page: { title: string; description: string },
  path: string,
  publicUrl: string | undefined,
): MetaDescriptor[] {
  const title = page.title.includes(site.name) ? page.title : `${page.title} | ${site.name}`;
  const url = `${publicUrl ?? ""}${path}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
  ];
}

/** PUBLIC_URL as the root loader hands it to every page's meta function. */
export function publicUrlFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): string | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl;
}
