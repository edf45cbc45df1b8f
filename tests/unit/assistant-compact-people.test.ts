import { describe, expect, it } from "vitest";
import { intentTerms } from "#server/assistant/compact/facts.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { termsOf, wordsOf } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { compactOver, seededContent } from "../support/compact-assistant.ts";

/**
 * People asked for by what they do (issue 33): "who founded…?", "who puts together the
 * curriculum?" find the person whose role or bio says it, and an instructor's answer keeps the
 * sentence of their intro that the question asks about. Names and words are read from the content.
 */
const seeded = seededContent();
const knowledge = buildKnowledge(seeded);
const assistant = compactOver(seeded);
const ask = (question: string) => assistant.answer(question, silentSink);
/** A word of a person's text that no other person's bio or role holds. */
function onlyTheirs(name: string, text: string): string | undefined {
  const others = seeded.people.filter((p) => p.name !== name).flatMap((p) => termsOf(`${p.role} ${p.bio}`));
  return wordsOf(text).find((w) => {
    const t = termsOf(w);
    return w.length >= 6 && t.length === 1 && !others.includes(t[0]!) && (knowledge.df.get(t[0]!) ?? 99) <= 3;
  });
}

describe("people asked for by what they do", () => {
  it("answers who founded the company with the person whose bio says so, however it is asked", async () => {
    const founder = seeded.people.find((p) => /\bfounded\b/.test(p.bio));
    if (!founder) return;
    expect(await ask("who founded the company?")).toContain(founder.name);
    expect(await ask("who started the company?")).toContain(founder.name);
  });

  it("answers 'who …' with the one person whose bio alone says the asked thing", async () => {
    let asked = 0;
    for (const p of seeded.people) {
      const word = onlyTheirs(p.name, p.bio);
      if (!word) continue;
      asked++;
      expect(await ask(`who is the one with the ${word}?`)).toContain(p.name);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("keeps the instructor's sentence the question asks about, beyond the first", async () => {
    const program = seeded.programs.find(
      (p) => (p.details.instructor?.intro.match(/[.!?]/g) ?? []).length >= 2,
    )!;
    const intro = program.details.instructor!.intro;
    const second = intro.match(/[^.!?]+[.!?]+/g)![1]!.trim();
    // A word the rest of the question does not already explain (not "teaches").
    const word = wordsOf(second).find((w) => {
      const t = termsOf(w);
      return (
        w.length >= 5 &&
        t.length === 1 &&
        !intentTerms.instructor.has(t[0]!) &&
        !termsOf(program.name).includes(t[0]!)
      );
    })!;
    const answer = await ask(`does the ${program.name} instructor have anything to do with ${word}?`);
    expect(answer).toContain(program.details.instructor!.name);
    expect(answer).toContain(second);
  });
});
