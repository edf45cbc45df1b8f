import { describe, expect, it } from "vitest";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { termsOf } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/**
 * How the compact engine finds a document in words other than its own (issue 33): inflected forms
 * share a lemma, everyday words and slang share a lexicon group, and an FAQ entry whose own
 * phrasing the question holds whole answers it among filler words. The facts asserted are read
 * from the seed content, not written here.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const knowledge = buildKnowledge(seeded);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string) => assistant.answer(question, silentSink);

/** The sentence of a published FAQ answer that says `what`. */
function sentenceSaying(what: RegExp): string {
  for (const f of seeded.faq)
    for (const s of f.answer.split(/(?<=[.!?])\s+/))
      if (what.test(s)) return s.replace(/^(No|Yes)[.,:]\s*/, "");
  throw new Error(`no published FAQ sentence says ${what}`);
}

describe("lemmas", () => {
  it("reads a verb's inflected forms as one term, putting back the base form's e", () => {
    for (const forms of [
      ["hire", "hired", "hiring"],
      ["change", "changed", "changing", "changes"],
      ["receive", "received", "receiving"],
      ["schedule", "scheduled"],
      ["stop", "stopped", "stopping"],
      ["open", "opened", "opening"],
      ["enrol", "enrolled", "enrolling"],
    ])
      expect(new Set(forms.map((w) => termsOf(w)[0])).size).toBe(1);
  });

  it("keeps words apart that only look inflected", () => {
    expect(termsOf("spring")[0]).not.toBe(termsOf("spr")[0]);
    expect(termsOf("visited")[0]).toBe(termsOf("visit")[0]);
  });
});

describe("everyday words find the content's words", () => {
  it("reads slang and short forms as the words the content uses", () => {
    expect(termsOf("arvo")).toEqual(termsOf("afternoon"));
    expect(termsOf("resume")).toEqual(termsOf("cv"));
    expect(termsOf("flog")).toEqual(termsOf("sell"));
    expect(termsOf("how long till")).toEqual(termsOf("how long until"));
  });

  it("answers 'credit card' from the entry that says how to pay by card", async () => {
    const card = sentenceSaying(/\bcard\b/i);
    expect(await ask("do you take credit card?")).toContain(card);
  });

  it("answers 'gigs of memory' with the laptop entry's memory figure", async () => {
    const figure = /\d+ ?GB of memory/i.exec(seeded.faq.map((f) => f.answer).join(" "))?.[0];
    expect(figure).toBeDefined();
    expect(await ask("how many gigs of memory should my laptop have")).toContain(figure!);
  });

  it("answers 'grads', 'hired' and 'average salary' from the entry about placement rates and salaries", async () => {
    const salary = sentenceSaying(/salary/i);
    expect(await ask("what percentage of your grads get hired and whats the average salary")).toContain(
      salary,
    );
  });

  it("does not read another kind of certification as the course certificate", async () => {
    expect(knowledge.df.has(termsOf("certificate")[0]!)).toBe(true);
    expect(isNoAnswer(await ask("are you ISO 27001 certified?"))).toBe(true);
  });
});

describe("asking for money back in other words", () => {
  it("reads '$$ back' and 'get back what I paid' as a refund", async () => {
    const refund = sentenceSaying(/\bnot refunded\b/);
    for (const question of ["do i get my $$ back if i quit?", "can I get back what I've paid?"])
      expect(await ask(question)).toContain(refund);
  });
});
