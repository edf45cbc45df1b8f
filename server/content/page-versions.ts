import { and, desc, eq } from "drizzle-orm";
import type { PageFields } from "#forms/content/schemas.ts";
import type { Db } from "../db/client.ts";
import { contentDocuments, pageVersions } from "../db/schema.ts";
import { canonicalJson } from "./canonical-json.ts";
import { type PageView, pageView } from "./views.ts";

/**
 * Versions of the published text pages (issue 32, item 6). Every publish of a `page` document that
 * changes its published fields adds the next version number for its slug; nothing ever rewrites
 * one. An application records the number of the enrolment terms (`terms`) it accepted, so
 * publishing new terms never changes what past applicants accepted, and /terms?version=N shows
 * the text they saw.
 */

export { TERMS_SLUG, termsVersionHref } from "#forms/content/terms-version.ts";

export interface PageVersion {
  slug: string;
  number: number;
  publishedAt: Date;
  page: PageView;
}

function versionOf(row: typeof pageVersions.$inferSelect): PageVersion {
  return {
    slug: row.slug,
    number: row.number,
    publishedAt: row.publishedAt,
    page: pageView(row.fields as unknown as PageFields),
  };
}

async function latestRow(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.slug, slug))
    .orderBy(desc(pageVersions.number))
    .limit(1);
  return row;
}

/**
 * Records `fields` as the page's newest published version, unless the newest already has exactly
 * these fields. Call inside the publish's transaction. Two publishes racing for one number: the
 * unique (slug, number) index refuses the second, whose transaction then fails whole.
 */
export async function recordPageVersion(
  db: Db,
  slug: string,
  fields: Record<string, unknown>,
  at: Date = new Date(),
  /** The text published until now, when versions were not kept yet: it becomes version 1 first. */
  before?: { fields: Record<string, unknown>; publishedAt: Date | null },
): Promise<number> {
  let latest = await latestRow(db, slug);
  if (!latest && before) {
    await db
      .insert(pageVersions)
      .values({ slug, number: 1, fields: before.fields, publishedAt: before.publishedAt ?? at });
    latest = await latestRow(db, slug);
  }
  if (latest && canonicalJson(latest.fields) === canonicalJson(fields)) return latest.number;
  const number = (latest?.number ?? 0) + 1;
  await db.insert(pageVersions).values({ slug, number, fields, publishedAt: at });
  return number;
}

/**
 * The number of the page's published text now, or null when the page is not published. A
 * database whose pages were published before versions were kept gets version 1 from the
 * published page on first use.
 */
export async function currentPageVersion(db: Db, slug: string): Promise<number | null> {
  const [doc] = await db
    .select({ published: contentDocuments.published, publishedAt: contentDocuments.publishedAt })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, "page"), eq(contentDocuments.slug, slug)));
  if (!doc?.published) return null;
  const latest = await latestRow(db, slug);
  if (latest && canonicalJson(latest.fields) === canonicalJson(doc.published)) return latest.number;
  // Published before versions were kept (or seeded): this text becomes the next version.
  return recordPageVersion(db, slug, doc.published, doc.publishedAt ?? new Date()).catch(async () => {
    // Another process recorded it at the same moment: read theirs.
    return (await latestRow(db, slug))?.number ?? null;
  });
}

/** One version of a page, or undefined. */
export async function pageVersion(db: Db, slug: string, number: number): Promise<PageVersion | undefined> {
  if (!Number.isSafeInteger(number) || number < 1) return undefined;
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.slug, slug), eq(pageVersions.number, number)));
  return row ? versionOf(row) : undefined;
}
