import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a job told, and whether the course still fits", () => {
  it.each([
    "I'm working full time in retail, could I still do the QA course?",
    "got a full-time office job. is the data analytics course doable alongside it?",
    "I'm a full-time accountant, could I realistically take on full stack as well?",
  ])("answers %j with the evening and Saturday classes", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Yes\. Classes are in the evening or on Saturday/);
    expect(text).not.toMatch(/\bsuits\b/);
  });

  it("still answers who a course suits when that is asked", async () => {
    expect(await answer("I'm a full time mum, which course suits me?")).toMatch(/\bsuits\b/);
  });

  it("reads 'full time or part time' about the course as its timetable", async () => {
    expect(await answer("is the full stack course full time or part time?")).toMatch(/6PM-9PM/);
  });
});

describe("what a course expects, asked through the visitor's situation", () => {
  it("answers no coding told as the situation with what the course needs first", async () => {
    expect(await answer("zero programming skills haha, can I still do the full stack course")).toMatch(
      /^No programming experience: the course starts with HTML/,
    );
    expect(await answer("my coding skills are nonexistent, can i still sign up for QA")).toMatch(
      /^No coding experience/,
    );
  });

  it("reads 'need to no python' as knowing it, in a follow-up", async () => {
    const text = await answer("do i have to no python first", [
      "I work full time in sales, could I still do data analytics?",
      "is it online?",
    ]);
    expect(text).toMatch(/^No programming experience: SQL and Python are taught from the start/);
  });
});

describe("studying from another city", () => {
  it("answers a wish not to move with the courses that can be studied online", async () => {
    const text = await answer("I'm in Darwin. Can I do any course without relocating to Sydney?");
    expect(text).toMatch(/online/);
    expect(text).toMatch(/Full stack/);
    expect(text).toMatch(/Data Analytics is on campus in Sydney only/);
    expect(text).not.toMatch(/another class time/);
  });
});

describe("a refund after starting", () => {
  it.each([
    "If I begin and then realise after a fortnight it's not for me, can I get my money back?",
    "can i get my fees back if i quit halfway through full stack",
  ])("answers %j with the no-refund term", async (question) => {
    expect(await answer(question)).toMatch(/no refund once you are enrolled/);
  });

  it("keeps the honest reply for claiming fees on a tax return", async () => {
    expect(isNoAnswer(await answer("can i claim the course fees on my tax return"))).toBe(true);
  });
});

describe("several slips in one short question", () => {
  it("reads the word after 'how' as the question word it nearly is", async () => {
    expect(await answer("how lon is the qa corse")).toMatch(/16 weeks/);
    expect(await answer("how mutch is the ful stak cours")).toMatch(/\$6,000 AUD/);
    expect(await answer("how meny weeks is full stak")).toMatch(/24 weeks/);
  });
});

describe("the software's cost, after the laptop", () => {
  it("answers that the tools are free for students", async () => {
    const text = await answer("do I have to pay for any licences on top?", ["do I need my own laptop?"]);
    expect(text).toMatch(/^Every tool we teach with is free for students/);
    expect(await answer("is the software extra cost?")).toMatch(/^Every tool we teach with is free for students/);
  });

  it("reads a laptop too old as the laptop's age, not the visitor's", async () => {
    const text = await answer("how much memory does my computer need, and will you lend me a laptop if mine is too old?");
    expect(text).toMatch(/8 GB of memory/);
    expect(text).toMatch(/We do not provide or lend laptops/);
    expect(isNoAnswer(await answer("am i too old to learn coding?"))).toBe(true);
  });

  it("still reads the software testing service as a service", async () => {
    expect(await answer("what's included in the software testing service")).not.toMatch(/free for students/);
  });
});

describe("a privacy complaint past us", () => {
  it("names the regulator first when we would not act", async () => {
    const text = await answer("and if you ignore my request, who can I complain to?", [
      "can you delete my personal data?",
    ]);
    expect(text).toMatch(/^If you are not satisfied with our reply, you can complain to the Office of the Australian Information Commissioner \(OAIC\)/);
  });

  it("answers where to lodge a privacy complaint, us first then the OAIC", async () => {
    const text = await answer("where do I lodge a complaint about my privacy?");
    expect(text).toMatch(/^Tell us first/);
    expect(text).toMatch(/OAIC/);
  });
});
