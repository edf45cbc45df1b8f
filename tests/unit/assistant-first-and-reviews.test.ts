import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);
const NO_ANSWER = /^Sorry, I couldn't find an answer/;

// Which course starts first, in the words visitors use (basics.ts), and the first of something
// that is not a course (named-subjects.ts firstOfAThing).
describe("which course starts first", () => {
  it("answers the earliest intake however the start is worded", async () => {
    for (const q of ["which course runs first?", "which course runs earliest?", "whats the first course to start?", "what is the next program that starts?"]) {
      const text = await answer(q);
      expect(text, q).toMatch(/starts first/);
      expect(text, q).not.toMatch(NO_ANSWER);
    }
  });

  it("does not read the first step of a task as a course starting first", async () => {
    for (const q of ["what pandas command do you run first in every notebook?", "which step do you run first when you clean data?"])
      expect(await answer(q), q).not.toMatch(/starts first/);
  });
});

// Who reviews a student's work answers how often too: the review is weekly (student-worries.ts).
describe("who reviews my work, and how often", () => {
  it("answers the reviewer with the week, not the honest reply", async () => {
    const fullStack = await answer("In the full stack program, who checks my code and how often?");
    expect(fullStack).toMatch(/every week/i);
    expect(fullStack).toContain("working developer");
    const qa = await answer("who marks my work in QA and how often?");
    expect(qa).toMatch(/every week/i);
    expect(qa).toContain("instructor reviews your test cases");
  });
});
