import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("the visitor's own names for the site's things", () => {
  it("reads a module or topic list as the program's topics", async () => {
    const text = await answer("what's the list of topics for QA?");
    expect(text).toContain("Manual testing");
    expect(text).toContain("Automated testing");
  });

  it("reads a course guide or handbook as the downloadable outline", async () => {
    expect(await answer("got a handbook for the data course?")).toMatch(/course outline form/);
  });

  it("reads a résumé as the CV review, and interview coaching as the mock interview", async () => {
    expect(await answer("can you check my resume?")).toContain("CV and LinkedIn review");
    expect(await answer("any interview coaching?")).toMatch(/mock interview|practice interview/i);
  });

  it("keeps the verb 'resume' as the visitor's own word", async () => {
    expect(await answer("can I resume my studies after a break?")).not.toContain("CV");
  });

  it("reads an enrolment fee as the course fee", async () => {
    const text = await answer("what's the enrollment fee for full stack?");
    expect(isNoAnswer(text)).toBe(false);
    expect(text).toContain("$6,000");
  });
});

describe("a graduate found by their story", () => {
  it("finds the ex-student whose quote tells it", async () => {
    expect(await answer("is there an ex-student who kept their job while studying?")).toContain("Aisha Karim");
    expect(await answer("which grad started as a QA analyst?")).toContain("Liam O'Connor");
  });
});
