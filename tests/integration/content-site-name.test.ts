import { describe, expect, it } from "vitest";
import { publishedContent } from "#server/content/published.ts";
import { pagesWithAccounts } from "../support/pages-with-accounts.ts";

/*
 * Issue 32 (a publish reaches every page): the provider's name is the published site document's.
 * Renamed and published in the back-office, it is in every public page's <title>, og:site_name and
 * JSON-LD, in the meta descriptions that name the provider, in the chat panel's labels and in the
 * portal's enrolment form on the next request; the old name is nowhere in them.
 */

const ownSite = pagesWithAccounts();
const { admin, visit } = ownSite;

const decode = (text: string) =>
  text
    .replace(/<!-- -->/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const metaOf = (html: string, attr: "name" | "property", key: string) =>
  decode(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "");
/** Every JSON-LD block's objects, flattened out of their @graph. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (m) => {
      const data = JSON.parse(m[1]!) as Record<string, unknown>;
      return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
    },
  );
}
const isType = (o: Record<string, unknown>, type: string) =>
  o["@type"] === type || (Array.isArray(o["@type"]) && o["@type"].includes(type));

describe("renaming the site in the back-office", () => {
  it("puts the published name in every page's title, og:site_name, JSON-LD and chat labels", async () => {
    const list = await ownSite.api.get("/api/admin/content/site", admin());
    const site = (await ownSite.api.get(`/api/admin/content/site/${list.json.data[0].id}`, admin())).json
      .data;
    const oldName = site.published.name as string;
    const renamed = "Quayside Learning Collective";
    expect(renamed).not.toContain(oldName);

    const content = await publishedContent(ownSite.server.database.db);
    const program = content.programs[0]!;
    const service = content.services[0]!;
    const post = content.posts[0]!;
    const paths = [
      "/",
      "/about-us",
      "/our-people",
      "/careers",
      "/client-testimonials",
      "/contact-us",
      "/blog",
      `/blog/${post.slug}`,
      program.href,
      service.href,
      "/expertise/book-a-free-consultation",
      "/technology-research",
      "/enrol-now",
      "/faq",
      "/terms",
      "/privacy",
    ];
    for (const path of paths) expect(titleOf((await visit(path)).html), path).toContain(oldName);

    const saved = await ownSite.api.put(
      `/api/admin/content/site/${site.id}`,
      { version: site.version, ...site.draft, name: renamed },
      admin(),
    );
    expect(saved.status).toBe(200);
    expect((await ownSite.api.post(`/api/admin/content/site/${site.id}/publish`, {}, admin())).status).toBe(
      200,
    );

    for (const path of paths) {
      const page = await visit(path);
      expect(page.status, path).toBe(200);
      const title = titleOf(page.html);
      expect(title, path).toContain(renamed);
      expect(title, path).not.toContain(oldName);
      expect(metaOf(page.html, "property", "og:site_name"), path).toBe(renamed);
      expect(metaOf(page.html, "property", "og:title"), path).toBe(title);
      expect(metaOf(page.html, "name", "description"), path).not.toContain(oldName);
      // The chat panel's "… assistant" and "… · name" labels read the dock's name.
      expect(page.html, path).toContain(`data-site-name="${renamed}"`);
    }
    // A description that names the provider names it as published.
    expect(metaOf((await visit("/about-us")).html, "name", "description")).toContain(renamed);

    // Structured data: the organisation, a course's provider, a post's publisher.
    for (const path of ["/", "/contact-us"]) {
      const org = jsonLd((await visit(path)).html).find((o) => isType(o, "Organization"));
      expect(org?.name, path).toBe(renamed);
    }
    const course = jsonLd((await visit(program.href)).html).find((o) => isType(o, "Course"));
    expect((course?.provider as { name?: string } | undefined)?.name).toBe(renamed);
    const posting = jsonLd((await visit(`/blog/${post.slug}`)).html).find((o) => isType(o, "BlogPosting"));
    expect((posting?.publisher as { name?: string } | undefined)?.name).toBe(renamed);

    // Pages that are not found, and the pages of e-mailed links, say the new name too.
    for (const path of ["/no-such-page", "/training-programs/no-such-program", "/blog/no-such-post"]) {
      const page = await visit(path);
      expect(page.status, path).toBe(404);
      expect(titleOf(page.html), path).toContain(renamed);
    }
    expect(titleOf((await visit("/newsletter/confirm")).html)).toContain(renamed);

    // The portal's enrolment form accepts the terms of the provider as published.
    const enrol = await visit(
      `/portal/applications/enroll?program=${encodeURIComponent(program.name)}`,
      `portalToken=${ownSite.accounts.studentToken}`,
    );
    expect(enrol.status).toBe(200);
    expect(decode(enrol.html)).toContain(`I accept ${renamed}'s`);
  });
});
