import { describe, expect, it } from "vitest";
import { sitePages } from "#server/assistant/compact/site-pages.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/**
 * Issue 32 (a publish reaches the assistant): the compact engine's page passages name the provider
 * as the published site document does, and take a page document's description from the store.
 */
const rows = seedDocuments().map((d) => ({ type: d.type, published: d.fields }));
const seeded = readModel(rows, 1);

describe("the assistant's page passages", () => {
  // The pages content/pages.ts describes (a page document's description is the store's own text, and
  // the bank account's holder in content/payments.ts is the bank's record, not the site document's).
  it("say the published name after the site is renamed, never the seed's", () => {
    const renamed = "Quayside Learning Collective";
    const content = readModel(
      rows.map((r) => (r.type === "site" ? { ...r, published: { ...r.published, name: renamed } } : r)),
      2,
    );
    const stored = new Set(seeded.pages.map((p) => `page:/${p.slug}`));
    const ofPages = (list: ReturnType<typeof sitePages>) =>
      list.filter((p) => p.id.startsWith("page:") && !stored.has(p.id));
    const before = ofPages(sitePages(seeded));
    expect(before.some((p) => p.text.includes(seeded.site.name))).toBe(true);
    const after = ofPages(sitePages(content));
    expect(after.length).toBe(before.length);
    for (const page of after) {
      expect(page.text, page.id).not.toContain(seeded.site.name);
      expect(page.title, page.id).not.toContain(seeded.site.name);
    }
    expect(after.filter((p) => p.text.includes(renamed)).length).toBe(
      before.filter((p) => p.text.includes(seeded.site.name)).length,
    );
  });

  it("take a page document's published description", () => {
    const page = seeded.pages[0]!;
    const description = "What you agree to when you apply, in plain words.";
    const content = readModel(
      rows.map((r) =>
        r.type === "page" && (r.published as { slug: string }).slug === page.slug
          ? { ...r, published: { ...r.published, description } }
          : r,
      ),
      2,
    );
    expect(sitePages(content).find((p) => p.id === `page:/${page.slug}`)?.text).toBe(description);
  });
});
