import { and, eq, inArray, sql } from "drizzle-orm";
import { faqPage } from "#content/faq.ts";
import type { Db } from "../db/client.ts";
import { contentDocuments, contentRevisions, contentVersions } from "../db/schema.ts";
import { log } from "../log.ts";
import { invalidatePublishedContent } from "./invalidation.ts";

/**
 * Start-up upgrades of the content an older build seeded (issue 32: nothing says a number twice).
 * Each runs once per database: a row of content_versions is taken in the same transaction, so
 * several processes starting at once upgrade it once.
 *
 * FAQ placeholders: a database seeded before the FAQ answers named the site's facts through
 * placeholders (server/content/faq-text.ts) holds them as the literal text of the day ("Full Stack
 * Development: $6,000 AUD …"), which a changed fee or opening time no longer reached. An answer
 * staff never changed (it is still what the seed wrote: the seed revision's answer, or the seed's
 * literal text of today) becomes the seed's placeholder form, in the draft and the published copy
 * alike; an answer staff edited is left as they wrote it.
 */
const faqPlaceholdersKey = "content-upgrade:faq-placeholders";

/** The seed's FAQ entries that are written with placeholders: their question, literal text and template. */
function templatedFaqs(): { question: string; literal: string; template: string }[] {
  return faqPage.groups.flatMap((g) =>
    g.faqs.flatMap((f) =>
      f.template ? [{ question: f.question, literal: f.answer, template: f.template }] : [],
    ),
  );
}

type Fields = Record<string, unknown>;

const answerOf = (fields: Fields | null | undefined) =>
  typeof fields?.answer === "string" ? fields.answer : undefined;

/** Returns how many FAQ documents it changed. */
export async function upgradeFaqPlaceholders(db: Db): Promise<number> {
  const templated = templatedFaqs();
  const changed = await db.transaction(async (tx) => {
    const taken = await tx
      .insert(contentVersions)
      .values({ key: faqPlaceholdersKey, version: 1 })
      .onConflictDoNothing()
      .returning();
    if (taken.length === 0) return 0;
    const docs = await tx
      .select({
        id: contentDocuments.id,
        draft: contentDocuments.draft,
        published: contentDocuments.published,
      })
      .from(contentDocuments)
      .where(eq(contentDocuments.type, "faq"));
    if (docs.length === 0) return 0;
    const seeds = await tx
      .select({ documentId: contentRevisions.documentId, fields: contentRevisions.fields })
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.action, "seed"),
          inArray(
            contentRevisions.documentId,
            docs.map((d) => d.id),
          ),
        ),
      );
    const seedOf = new Map(seeds.map((s) => [s.documentId, s.fields]));
    let count = 0;
    for (const doc of docs) {
      const seeded = seedOf.get(doc.id);
      const question = [doc.draft.question, doc.published?.question, seeded?.question];
      const entry = templated.find((t) => question.includes(t.question));
      if (!entry) continue;
      const seedAnswer = answerOf(seeded);
      const unchanged = (answer: string | undefined) =>
        answer !== undefined && !answer.includes("{") && (answer === entry.literal || answer === seedAnswer);
      const draftUnchanged = unchanged(answerOf(doc.draft));
      const publishedUnchanged = doc.published !== null && unchanged(answerOf(doc.published));
      if (!draftUnchanged && !publishedUnchanged) continue;
      const draft = draftUnchanged ? { ...doc.draft, answer: entry.template } : doc.draft;
      const published =
        publishedUnchanged && doc.published ? { ...doc.published, answer: entry.template } : doc.published;
      const [updated] = await tx
        .update(contentDocuments)
        .set({ draft, published, version: sql`${contentDocuments.version} + 1` })
        .where(eq(contentDocuments.id, doc.id))
        .returning({ version: contentDocuments.version });
      await tx.insert(contentRevisions).values({
        documentId: doc.id,
        version: updated!.version,
        action: "upgrade",
        fields: draft,
        changed: draftUnchanged ? ["answer"] : [],
        actorId: null,
      });
      count += 1;
    }
    return count;
  });
  if (changed > 0) {
    await invalidatePublishedContent(db, "content upgrade: FAQ placeholders");
    log.info(`content: ${changed} FAQ answers now name the site's facts through placeholders`);
  }
  return changed;
}

/** Every start-up upgrade of seeded content, in order (after the seed). */
export async function upgradeSeededContent(db: Db): Promise<void> {
  await upgradeFaqPlaceholders(db);
}
