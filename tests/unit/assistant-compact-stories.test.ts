import { describe, expect, it } from "vitest";
import { NO_ANSWER } from "#server/assistant/compact/compose.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { normalise, termsOf, wordsOf } from "#server/assistant/compact/language.ts";
import { asksStory } from "#server/assistant/compact/stories.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";

/**
 * Questions about what past students said or did are answered by the published testimonial that
 * says it, not by a course field that shares its words (issue 33). Names and words are read from
 * the content.
 */
const seeded = seededContent();
const knowledge = buildKnowledge(seeded);
const assistant = compactOver(seeded);
const ask = (question: string) => assistant.answer(question, silentSink);

/** A word of a testimonial that no other passage holds: what only that student said. */
function ownWord(body: string): string | undefined {
  return wordsOf(body).find((w) => {
    const terms = termsOf(w);
    return w.length >= 5 && terms.length === 1 && knowledge.df.get(terms[0]!) === 1;
  });
}

describe("questions about past students' stories", () => {
  it("reads asking what students said or did, not CV reviews or staff who help", () => {
    const story = (q: string) => asksStory(normalise(q));
    expect(story("which graduate raved about the projects?")).toBe(true);
    expect(story("what do past students say about the classes?")).toBe(true);
    expect(story("has anyone gone from retail to a dev job through your course?")).toBe(true);
    expect(story("any reviews from people who did the course?")).toBe(true);
    expect(story("any real stories?")).toBe(true);
    expect(story("do you do CV reviews?")).toBe(false);
    expect(story("does anyone there help with interviews?")).toBe(false);
    expect(story("I don't have anyone to look after my son, is there childcare?")).toBe(false);
  });

  it("finds the testimonial by what the student said, in a question that does not name them", async () => {
    let asked = 0;
    for (const t of seeded.testimonials) {
      const word = ownWord(t.body);
      if (!word) continue;
      asked++;
      expect(await ask(`which graduate talked about ${word}?`)).toContain(t.author.name);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("answers what students of a course say with that course's testimonials", async () => {
    const program = seeded.programs.find((p) => seeded.testimonials.some((t) => t.program === p.name))!;
    const theirs = seeded.testimonials.filter((t) => t.program === program.name).map((t) => t.author.name);
    const answer = await ask(`what do graduates of the ${program.name} course say about it?`);
    expect(theirs.some((name) => answer.includes(name))).toBe(true);
    const others = seeded.testimonials.filter((t) => t.program !== program.name).map((t) => t.author.name);
    expect(others.some((name) => answer.includes(name))).toBe(false);
  });

  it("answers a follow-up about the student from their story", async () => {
    const t = seeded.testimonials.find((x) => ownWord(x.body))!;
    const first = ownWord(t.body)!;
    // Another word of theirs the content uses elsewhere too (the follow-up names no story).
    const other = wordsOf(t.body).find(
      (w) =>
        w.length >= 5 &&
        w !== first &&
        termsOf(w).length === 1 &&
        (knowledge.df.get(termsOf(w)[0]!) ?? 0) > 1,
    )!;
    const answer = await conversationWith(assistant)(
      `which graduate talked about ${first}?`,
      `did they say anything about ${other}?`,
    );
    expect(answer).toContain(t.author.name);
  });

  it("gives the honest reply when no testimonial says what is asked", async () => {
    expect(await ask("was one of your graduates a former zookeeper?")).toBe(NO_ANSWER);
  });

  it("finds a testimonial published later", async () => {
    const program = seeded.programs[0]!;
    const later = seededContent([
      {
        type: "testimonial",
        published: {
          body: "I used to repair bicycles; now I repair pipelines.",
          authorName: "Robin Example",
          authorHandle: "@robin",
          program: program.name,
          order: 99,
        },
      },
    ]);
    const answer = await compactOver(later).answer(
      "has anyone who used to repair bicycles done the course?",
      silentSink,
    );
    expect(answer).toContain("Robin Example");
  });
});
