import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { corrected } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/**
 * How the compact engine finds the answer (issue 33): misspellings are read as the content's own
 * words, and an honest no the provider wants to give is a seed FAQ entry answered in other words.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const knowledge = buildKnowledge(seeded);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string) => assistant.answer(question, silentSink);

describe("spelling correction against the content's words", () => {
  it("reads two swapped letters, a dropped letter and a word written apart as the word meant", () => {
    // Words of the content: each misspelling is one swap or one dropped letter away.
    for (const word of ["refund", "email", "stack", "class"])
      expect(knowledge.vocabulary.has(word)).toBe(true);
    expect(corrected("whats the refnud polcy", knowledge.vocabulary)).toContain("refund");
    expect(corrected("whats ur emial", knowledge.vocabulary)).toContain("email");
    expect(corrected("how much is the ful stak course", knowledge.vocabulary)).toContain("full stack");
    expect(corrected("how long is a clas", knowledge.vocabulary)).toContain("class");
    expect(corrected("do i need my own lap top", knowledge.vocabulary)).toContain("laptop");
  });

  it("leaves everyday short words alone when only a letter at the end would make them a content word", () => {
    const text = corrected("what year was it, is a late fee due, my son has a car", knowledge.vocabulary);
    expect(text).toContain("year was");
    expect(text).toContain("late fee");
    expect(text).toContain("my son");
    expect(text).toContain("a car");
  });
});

describe("honest noes are FAQ entries", () => {
  const entry = (phrasing: RegExp) => {
    const faq = seeded.faq.find((f) => phrasing.test(f.question));
    if (!faq) throw new Error(`no seed FAQ entry matches ${phrasing}`);
    return faq;
  };

  it.each([
    [/visa/i, "Can you sponsor my student visa?"],
    [/visa/i, "do u sponsor student visas? im overseas"],
    [/parking/i, "is there somewhere to park near your office?"],
    [/try a class/i, "can I sit in on a free trial class before I decide?"],
    [/loan/i, "can i get a VET student loan to cover the fees"],
  ])("answers from the entry (%s) and never says yes: %s", async (which, question) => {
    const faq = entry(which);
    const answer = await ask(question);
    expect(answer).not.toMatch(/^\W*yes\b/i);
    // The entry's own first sentence after its "No.": the answer is the entry's, not another passage's.
    const sentence = faq.answer.replace(/^No[.,]\s*/, "").split(/(?<=\.)\s/)[0]!;
    expect(answer).toContain(sentence.slice(0, 40));
  });

  it("does not answer a laptop question with the visa entry", async () => {
    const answer = await ask("do you give students laptops?");
    expect(answer).not.toContain(entry(/visa/i).answer.slice(4, 40));
    expect(answer.toLowerCase()).toContain("laptop");
  });
});
