import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocument, getDocument, listDocuments, saveDraft } from "#server/content/documents.ts";
import { loadPublishedContent } from "#server/content/published.ts";
import { seedContent } from "#server/content/seed.ts";
import {
  addTestQuestion,
  draftEffects,
  listTestQuestions,
  removeTestQuestion,
} from "#server/content/test-questions.ts";
import type { Database } from "#server/db/client.ts";
import { createTestDatabase } from "../support/database.ts";

/**
 * The assistant's test questions (issue 33, item 3): staff keep questions with the document that
 * should answer each, and before publishing a draft see which answers it changes or breaks, run
 * against the published content with the draft in place. Questions and expectations are read
 * from the seeded content.
 */
let database: Database;
const actor = { id: null, name: "Test" };
beforeAll(async () => {
  database = await createTestDatabase();
  await seedContent(database.db);
});
afterAll(async () => {
  await database.close();
});

/** A published FAQ entry the assistant answers its own question with (read from the content). */
async function answeredFaq() {
  const db = database.db;
  for (const item of await listDocuments(db, "faq")) {
    const doc = await getDocument(db, "faq", item.id);
    const question = String(doc.draft.question);
    const added = await addTestQuestion(db, { question, documentId: doc.id });
    const [effect] = (await draftEffects(db, doc.id)).filter((e) => e.id === added.data.id);
    if (effect?.status === "unchanged" && effect.after.includes(String(doc.draft.answer).slice(0, 20)))
      return { doc, testId: added.data.id };
    await removeTestQuestion(db, added.data.id);
  }
  throw new Error("No seeded FAQ entry answers its own question");
}

describe("what a draft changes in the assistant", () => {
  it("lists a changed answer, a broken one, and leaves the others alone", async () => {
    const db = database.db;
    const { doc, testId } = await answeredFaq();
    const program = (await loadPublishedContent(db)).programs[0]!;
    const programDoc = (await listDocuments(db, "program")).find((d) => d.title === program.name)!;
    const programTest = await addTestQuestion(db, {
      question: `How much does ${program.name} cost?`,
      documentId: programDoc.id,
    });

    // Other words for the same answer: the expected entry still answers, with the new words.
    const newAnswer = `${String(doc.draft.answer)}\n\nAsk us about the payment dates too.`;
    await saveDraft(db, "faq", doc.id, { ...doc.draft, answer: newAnswer, version: doc.version }, actor);
    let effects = await draftEffects(db, doc.id);
    const changed = effects.find((e) => e.id === testId)!;
    expect(changed.status).toBe("changes");
    expect(changed.after).toContain("Ask us about the payment dates too.");
    expect(changed.before).not.toContain("Ask us about the payment dates too.");
    const fee = effects.find((e) => e.id === programTest.data.id)!;
    expect(fee.status).toBe("unchanged");
    expect(fee.after).toContain(program.fee.total);

    // The entry rewritten about something else: its test question loses its answer.
    const current = await getDocument(db, "faq", doc.id);
    await saveDraft(
      db,
      "faq",
      doc.id,
      {
        ...current.draft,
        question: "Is there a quiet room for prayer?",
        phrasings: ["Where can I pray on campus?"],
        answer: "Yes: the quiet room on level 2 is open whenever the campus is.",
        version: current.version,
      },
      actor,
    );
    effects = await draftEffects(db, doc.id);
    expect(effects.find((e) => e.id === testId)!.status).toBe("breaks");
    expect(effects.find((e) => e.id === programTest.data.id)!.status).toBe("unchanged");
  });

  it("shows a new entry's draft fixing a question nothing answered", async () => {
    const db = database.db;
    const question = "Can I bring my guide dog to class?";
    const created = await createDocument(
      db,
      "faq",
      { question, phrasings: [question], answer: "Yes: assistance animals are welcome in every classroom." },
      actor,
    );
    const test = await addTestQuestion(db, { question, documentId: created.id });
    const effect = (await draftEffects(db, created.id)).find((e) => e.id === test.data.id)!;
    expect(effect.status).toBe("fixes");
    expect(effect.after).toContain("assistance animals are welcome");
  });

  it("refuses a test question without words or an existing document, and forgets removed ones", async () => {
    const db = database.db;
    await expect(
      addTestQuestion(db, { question: " ", documentId: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      kind: "invalid",
    });
    await expect(
      addTestQuestion(db, { question: "Where?", documentId: crypto.randomUUID() }),
    ).rejects.toMatchObject({ kind: "invalid" });
    await expect(removeTestQuestion(db, "nope")).rejects.toMatchObject({ kind: "not-found" });
    const [first] = await listTestQuestions(db);
    await removeTestQuestion(db, first!.id);
    expect((await listTestQuestions(db)).some((t) => t.id === first!.id)).toBe(false);
  });
});
