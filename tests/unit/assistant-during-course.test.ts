import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { applicationCutOffAsked, buildingAccessAsked, referenceLetterAsked } from "#server/assistant/during-course.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const honest = /couldn't find an answer/;

// An enrolled student's questions during the course (during-course.ts).
describe("the weekly feedback and the module projects", () => {
  it("names each program's own feedback", async () => {
    expect(await answer("on full stack, who reviews the code i submit?")).toContain("code review from a working developer");
    const both = await answer("do full stack and data analytics students get the same kind of weekly feedback?");
    expect(both).toContain("code review");
    expect(both).toContain("feedback on your analysis");
  });

  it("answers an assessment at the end of each module with the module project", async () => {
    expect(await answer("Is there some kind of assessment at the end of each module in the full stack program?")).toMatch(
      /^Yes: every module ends with a project reviewed by a working developer/,
    );
  });

  it("says data analytics projects are presented to a panel", async () => {
    expect(await answer("data analytcs final projct, do we present it to anyone?")).toContain("panel");
  });

  it("leaves an application's reviewer and a pass mark to their own rules (near misses)", async () => {
    expect(await answer("Is there an actual person who looks at what I submit, or is it all automated?")).not.toContain("code review");
    expect(await answer("Is there a pass mark or grade for the final project?")).toMatch(honest);
  });
});

describe("complaints", () => {
  it("answers a course complaint with the terms' contact line", async () => {
    const text = await answer("How do I make a complaint if something goes wrong in my course?");
    expect(text).toMatch(/^If something goes wrong, tell us and we will try to put it right/);
    expect(text).toContain("hello@harbourline.example");
  });

  it("sends a privacy complaint not settled by our reply to the OAIC", async () => {
    expect(await answer("and if I'm not happy with your reply?", ["I want to complain about how you handled my personal info"])).toMatch(
      /^If you are not satisfied with our reply, you can complain to the Office of the Australian Information Commissioner/,
    );
  });

  it("does not read a story of spotting what goes wrong as a complaint (near miss)", async () => {
    const text = await answer("I've worked in retail for 8 years and I'm super detail oriented, always spotting when things go wrong. Which of your courses would suit someone like me?");
    expect(text).not.toContain("put it right");
  });
});

describe("attending online, moving class, careers", () => {
  it("lists the courses that can be joined online", async () => {
    const text = await answer("Which courses can I attend online if I can't get to campus some weeks?");
    expect(text).toMatch(/^You can study \*\*Full stack software development\*\* and \*\*QA & Software Testing\*\* online; Data Analytics is on campus in Sydney only/);
  });

  it("says how to ask to move class time, after asking whether one can", async () => {
    expect(await answer("how do i ask for that", ["can i change my class time after i've started?"])).toMatch(/^Ask us by e-mail at hello@harbourline\.example/);
  });

  it("answers interview help after a job-guarantee question, and both noes together", async () => {
    expect(await answer("ok fair, but do you at least help with interviews and stuff?", ["do you guarantee jobs after the course?"])).toMatch(/^Yes: a mock interview/);
    const both = await answer("is the refund policy strict, and is there any job guarantee?");
    expect(both).toMatch(/no refund/i);
    expect(both).toContain("no course can guarantee you a job");
  });
});

describe("what the site never says", () => {
  it("reads lift access, an application cut-off and a reference letter", () => {
    expect(buildingAccessAsked("my partner uses a wheelchair is there lift access up to your floor")).toBe(true);
    expect(applicationCutOffAsked("what s the cut off date for applications")).toBe(true);
    expect(referenceLetterAsked("wil my instructor write me a refrence letter for job applications")).toBe(true);
    // Near misses: accessibility testing, an instalment's due date.
    expect(buildingAccessAsked("do you do accessibility testing for apps")).toBe(false);
    expect(applicationCutOffAsked("what is the deadline for the first instalment payment")).toBe(false);
  });

  it("gives the honest reply for them", async () => {
    expect(await answer("my partner uses a wheelchair, is there lift access up to your floor?")).toMatch(honest);
    expect(await answer("wil my instructor write me a refrence letter for job applications after i finish?")).toMatch(honest);
  });
});

describe("near misses the complaint rules leave alone", () => {
  it("keeps the privacy intent's first answer and the honest reply for compliance", async () => {
    expect(await answer("where do I lodge a complaint about my privacy?")).toMatch(/^Tell us first/);
    expect(await answer("r u pci dss compliant")).toMatch(honest);
    expect(await answer("Which programs can I do online?")).toMatch(/^You can study/);
  });
});
