import { site as seedSite } from "#content/site.ts";
import type { MetaDescriptor } from "react-router";

/** What a meta function receives as `matches` (the root's and the site layout's loader data). */
export type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * The provider's name as the published site document says it (issue 32): the site layout's
 * loader reads it from the read model, so a rename published in the back-office is in every
 * page's title, `og:site_name` and description on the next request. Only a page rendered without
 * the layout's data (an error in its loader) falls back to the seed's name.
 */
export function siteNameFrom(matches: MetaMatches): string {
  const layout = matches.find((m) => m?.id === "routes/site/layout")?.data as
    | { site?: { name?: string } }
    | undefined;
  return layout?.site?.name ?? seedSite.name;
}

/** A title with the provider's published name after it: "Page not found | {name}". */
export function siteTitle(title: string, matches: MetaMatches): string {
  return `${title} | ${siteNameFrom(matches)}`;
}

/**
 * The pages' titles and descriptions (content/pages.ts) are written with the seed's name; they say
 * the published one.
 */
function named(text: string, siteName: string): string {
  return siteName === seedSite.name ? text : text.replaceAll(seedSite.name, siteName);
}

/** The one helper every page uses for its title, description, canonical link and sharing tags. */
export function seo(
  page: { title: string; description: string },
  path: string,
  matches: MetaMatches,
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const own = named(page.title, siteName);
  const title = own.includes(siteName) ? own : `${own} | ${siteName}`;
  const description = named(page.description, siteName);
  const url = `${publicUrlFrom(matches) ?? ""}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** PUBLIC_URL as the root loader hands it to every page's meta function. */
export function publicUrlFrom(matches: MetaMatches): string | undefined {
  const root = matches.find((m) => m?.id === "root")?.data as { publicUrl?: string } | undefined;
  return root?.publicUrl;
}
