import { site } from "#content/site.ts";

/** Title for portal and admin screens, which search engines should not index. */
export function privateMeta(title: string) {
  return [{ title: `${title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}
