import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqPage } from "#content/faq.ts";
import { type Actor, publishDocument, saveDraft } from "#server/content/documents.ts";
import { loadPublishedContent, publishedContent } from "#server/content/published.ts";
import { upgradeFaqPlaceholders } from "#server/content/upgrade.ts";
import type { Database } from "#server/db/client.ts";
import { contentDocuments, contentRevisions, contentVersions } from "#server/db/schema.ts";
import { createTestDatabase } from "../support/database.ts";

/**
 * Issue 32 (nothing says a number twice): a database seeded before the FAQ answers used
 * placeholders holds their literal text. The start-up upgrade turns every answer staff never
 * changed into the placeholder form, so a fee published later reaches it; an answer staff edited
 * stays as they wrote it.
 */
let database: Database;
const actor: Actor = { id: null, name: "Test" };

beforeAll(async () => {
  database = await createTestDatabase();
  await publishedContent(database.db); // seeds the store (and runs the upgrade on a fresh one)
});
afterAll(async () => {
  await database.close();
});

const templated = faqPage.groups.flatMap((g) => g.faqs.filter((f) => f.template));

async function faqDocument(question: string) {
  const rows = await database.db.select().from(contentDocuments).where(eq(contentDocuments.type, "faq"));
  return rows.find((r) => r.draft.question === question)!;
}

/** Puts a document back as an older build seeded it: the literal answer, in every copy. */
async function asOlderSeed(question: string, answer: string) {
  const doc = await faqDocument(question);
  const fields = { ...doc.draft, answer };
  await database.db
    .update(contentDocuments)
    .set({ draft: fields, published: fields })
    .where(eq(contentDocuments.id, doc.id));
  await database.db
    .update(contentRevisions)
    .set({ fields })
    .where(and(eq(contentRevisions.documentId, doc.id), eq(contentRevisions.action, "seed")));
}

describe("the FAQ placeholder upgrade of an older database", () => {
  it("finds a fresh seed already in placeholder form and changes nothing", async () => {
    expect(templated.length).toBeGreaterThan(0);
    for (const faq of templated) expect((await faqDocument(faq.question)).draft.answer).toBe(faq.template);
  });

  it("converts unchanged seed answers, leaves an edited one, and a published fee then reaches the FAQ", async () => {
    const [edited, ...unchanged] = templated;
    for (const faq of unchanged) await asOlderSeed(faq.question, faq.answer);
    // Staff changed this one after the seed: its own words stay.
    await asOlderSeed(edited!.question, edited!.answer);
    const editedDoc = await faqDocument(edited!.question);
    const staffAnswer = `${edited!.answer} Ask us for details.`;
    const saved = await saveDraft(
      database.db,
      "faq",
      editedDoc.id,
      { ...editedDoc.draft, answer: staffAnswer, version: editedDoc.version },
      actor,
    );
    expect(saved.version).toBe(editedDoc.version + 1);
    await publishDocument(database.db, "faq", editedDoc.id, actor);
    await database.db.delete(contentVersions).where(sql`${contentVersions.key} like 'content-upgrade:%'`);

    const changed = await upgradeFaqPlaceholders(database.db);
    expect(changed).toBe(unchanged.length);
    for (const faq of unchanged) {
      const doc = await faqDocument(faq.question);
      expect(doc.draft.answer, faq.question).toBe(faq.template);
      expect(doc.published?.answer, faq.question).toBe(faq.template);
    }
    const after = await faqDocument(edited!.question);
    expect(after.draft.answer).toBe(staffAnswer);
    expect(after.published?.answer).toBe(staffAnswer);
    // It runs once per database.
    expect(await upgradeFaqPlaceholders(database.db)).toBe(0);

    // The answers read the same as before the upgrade until a fact changes...
    const content = await loadPublishedContent(database.db);
    for (const faq of unchanged) {
      const view = content.faq.find((f) => f.question === faq.question)!;
      expect(view.answer, faq.question).not.toContain("{");
    }
    // ...and a fee published now is in the fees answer.
    const feesFaq = unchanged.find((f) => f.template?.includes("{fees}"));
    expect(feesFaq).toBeDefined();
    const [program] = await database.db
      .select()
      .from(contentDocuments)
      .where(eq(contentDocuments.type, "program"))
      .limit(1);
    const newFee = (program!.draft.feeAud as number) + 250;
    await saveDraft(
      database.db,
      "program",
      program!.id,
      { ...program!.draft, feeAud: newFee, version: program!.version },
      actor,
    );
    await publishDocument(database.db, "program", program!.id, actor);
    const fresh = await publishedContent(database.db);
    const programView = fresh.programs.find((p) => p.slug === program!.draft.slug)!;
    const feesAnswer = fresh.faq.find((f) => f.question === feesFaq!.question)!.answer;
    expect(feesAnswer).toContain(`${programView.name}: ${programView.fee.total}`);
  });
});
