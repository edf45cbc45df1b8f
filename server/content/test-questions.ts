import { asc, count, eq } from "drizzle-orm";
import { testQuestionSchema } from "#forms/content/test-question.ts";
import { createAssistant, type Understanding } from "../assistant/compact/engine.ts";
import { buildKnowledge, type Passage } from "../assistant/compact/knowledge.ts";
import type { Db } from "../db/client.ts";
import { assistantTestQuestions, contentDocuments } from "../db/schema.ts";
import { invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { readModel } from "./published.ts";

/*
 * The assistant's test questions (issue 33, item 3; docs/decisions/0112): staff keep questions
 * each with the document that should answer it, and before publishing a draft they see what it
 * changes: every test question asked of the published content and of the same content with the
 * draft in place, by the engine that reads the content (the compact one, built-in answers only).
 */

export interface TestQuestion {
  id: string;
  question: string;
  documentId: string;
  documentType: string;
  documentTitle: string;
}

export async function listTestQuestions(db: Db): Promise<TestQuestion[]> {
  return db
    .select({
      id: assistantTestQuestions.id,
      question: assistantTestQuestions.question,
      documentId: assistantTestQuestions.documentId,
      documentType: contentDocuments.type,
      documentTitle: contentDocuments.title,
    })
    .from(assistantTestQuestions)
    .innerJoin(contentDocuments, eq(contentDocuments.id, assistantTestQuestions.documentId))
    .orderBy(asc(contentDocuments.type), asc(contentDocuments.title), asc(assistantTestQuestions.createdAt));
}

export async function countTestQuestions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assistantTestQuestions);
  return row?.n ?? 0;
}

/** 400 with field messages; the document must exist. */
export async function addTestQuestion(db: Db, body: unknown) {
  const input = parseOrInvalid(testQuestionSchema, body);
  const [document] = await db
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(eq(contentDocuments.id, input.documentId));
  if (!document) throw invalid({ documentId: "Choose the document that should answer it" });
  const [row] = await db.insert(assistantTestQuestions).values(input).returning();
  return { message: "Test question added.", data: row! };
}

export async function removeTestQuestion(db: Db, id: unknown) {
  const valid = typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id);
  const [row] = valid
    ? await db.delete(assistantTestQuestions).where(eq(assistantTestQuestions.id, id)).returning()
    : [];
  if (!row) throw notFound("No test question with that id");
  return { message: "Test question removed." };
}

// ── what a draft changes ──────────────────────────────────────────────────────────────

export interface DocumentRow {
  id: string;
  type: string;
  published: unknown;
  draft: unknown;
}

export type EffectStatus = "breaks" | "changes" | "fixes" | "unchanged" | "still-wrong";

export interface DraftEffect {
  id: string;
  question: string;
  documentId: string;
  documentTitle: string;
  status: EffectStatus;
  /** The built-in answers (Markdown), now and with the draft published. */
  before: string;
  after: string;
}

/**
 * A passage's identity across two builds: FAQ entries and testimonials are numbered by position
 * (which another document shifts), so they are known by their words; the rest by their ids,
 * which are made from the slug or name.
 */
const keyOf = (p: Passage) =>
  p.kind === "faq" || p.kind === "testimonial"
    ? `${p.kind}|${p.text}|${p.asks.join(" ")}`
    : `${p.kind}|${p.id}`;

interface Grounds {
  /** Its passages' keys. */
  passages: Set<string>;
  /** The pages of its passages, less the FAQ page every entry shares (typed facts cite pages). */
  hrefs: Set<string>;
}

/**
 * The passages one document contributes: those of the site with it, less those of the site alone
 * (a read model needs the site document). The site document's own are the site-alone passages.
 */
/** The site document's passages on their own, built once per site fields. */
const alones = new WeakMap<object, Passage[]>();
function siteAlone(site: { type: string; published: unknown }): Passage[] {
  const key = site.published as object;
  let passages = alones.get(key);
  if (!passages) {
    passages = buildKnowledge(readModel([site], 0)).passages;
    alones.set(key, passages);
  }
  return passages;
}

function groundsOf(
  rows: { type: string; published: unknown }[],
  document: { type: string; published: unknown } | undefined,
): Grounds {
  const site = rows.find((r) => r.type === "site" && r.published);
  if (!site || !document?.published) return { passages: new Set(), hrefs: new Set() };
  const alone = siteAlone(site);
  const own =
    document.type === "site"
      ? alone
      : (() => {
          const without = new Set(alone.map(keyOf));
          return buildKnowledge(readModel([site, document], 0)).passages.filter(
            (p) => !without.has(keyOf(p)),
          );
        })();
  return {
    passages: new Set(own.map(keyOf)),
    hrefs: new Set(own.filter((p) => p.kind !== "faq").map((p) => p.href)),
  };
}

/** The answer rests on the document: a passage it quotes, or a typed fact from a page of it. */
function answeredBy(found: Understanding, grounds: Grounds) {
  if (found.hits.some((h) => grounds.passages.has(keyOf(h.passage)))) return true;
  return found.replies.some((r) => r.sources.some((s) => grounds.hrefs.has(s.href)));
}

/**
 * Every test question asked of the published documents and of the same with `draftId`'s draft
 * published (pure over the rows: the editor and the tests use it). A test "breaks" when its
 * expected document answered it and no longer does, "fixes" the reverse, "changes" when the
 * expected document still answers with other words.
 */
export async function compareWithDraft(
  rows: DocumentRow[],
  draftId: string,
  tests: { id: string; question: string; documentId: string; documentTitle: string }[],
): Promise<DraftEffect[]> {
  if (tests.length === 0) return [];
  const now = rows.map((r) => ({ id: r.id, type: r.type, published: r.published }));
  const next = rows.map((r) => ({
    id: r.id,
    type: r.type,
    published: r.id === draftId ? r.draft : r.published,
  }));
  const engine = (documents: typeof now) => {
    const content = readModel(documents, 0);
    return createAssistant({ content: async () => content });
  };
  const [before, after] = [engine(now), engine(next)];
  const cache = new Map<string, Grounds>();
  const grounds = (side: "now" | "next", documents: typeof now, documentId: string) => {
    // Only the draft's own document differs between the two sides.
    const key = documentId === draftId ? `${side}:${documentId}` : documentId;
    if (!cache.has(key))
      cache.set(
        key,
        groundsOf(
          documents,
          documents.find((d) => d.id === documentId),
        ),
      );
    return cache.get(key)!;
  };
  const effects: DraftEffect[] = [];
  for (const test of tests) {
    const [was, will] = [await before.understand(test.question), await after.understand(test.question)];
    const by0 = answeredBy(was, grounds("now", now, test.documentId));
    const by1 = answeredBy(will, grounds("next", next, test.documentId));
    const status: EffectStatus =
      by0 && !by1
        ? "breaks"
        : !by0 && by1
          ? "fixes"
          : !by1
            ? "still-wrong"
            : was.answer === will.answer
              ? "unchanged"
              : "changes";
    effects.push({ ...test, status, before: was.answer, after: will.answer });
  }
  return effects;
}

/** What publishing a document's draft would change in the assistant's answers to the test questions. */
export async function draftEffects(db: Db, documentId: string): Promise<DraftEffect[]> {
  const tests = await listTestQuestions(db);
  if (tests.length === 0) return [];
  const rows = await db
    .select({
      id: contentDocuments.id,
      type: contentDocuments.type,
      published: contentDocuments.published,
      draft: contentDocuments.draft,
    })
    .from(contentDocuments);
  return compareWithDraft(rows, documentId, tests);
}
