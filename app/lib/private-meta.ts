import { site } from "#content/site.ts";

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * Title for portal and admin screens, which search engines should not index. Under the portal
 * layout (given the meta function's `matches`) the provider's name is the published site
 * document's, which the layout's loader reads (issue 32); the sign-in and back-office screens read
 * no content and keep the seed's name from content/site.ts.
 */
export function privateMeta(title: string, matches?: Matches) {
  const portal = matches?.find((m) => m?.id === "routes/portal/layout")?.data as
    | { siteName?: string }
    | undefined;
  return [{ title: `${title} | ${portal?.siteName ?? site.name}` }, { name: "robots", content: "noindex" }];
}
