import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("quitting a job to study is not withdrawing from a course", () => {
  it.each([
    "I work a 9 to 5 in an office. Could I study with you without quitting?",
    "would I have to quit work to do full stack with you?",
    "Do I need to resign to do data analytics?",
  ])("answers %j with the evening and Saturday classes, not the refund terms", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/keep a full-time job/);
    expect(text).toMatch(/No need to leave your job/);
    expect(text).not.toMatch(/refund/i);
  });

  it("keeps quitting the course with the refund terms", async () => {
    expect(await answer("if I quit the course halfway do I get money back?")).toMatch(/no refund/i);
  });

  it("reads a 9-to-5 typed with hyphens as a daytime job", async () => {
    expect(await answer("Is it realistic to hold down a 9-to-5 while doing one of your courses?")).toMatch(/keep a full-time job/);
  });
});

describe("a class lost to work is a class missed", () => {
  it.each(["If I lose a class because of my job, what happens?", "what if i lose a session to overtime?"])(
    "answers %j with telling the instructor and catching up",
    async (question) => {
      const text = await answer(question);
      expect(text).toMatch(/Tell your instructor/);
      expect(text).toMatch(/catch up/);
    },
  );
});

describe("the week's study outside class", () => {
  it("answers a short ask ending on 'data' for Data Analytics only", async () => {
    const text = await answer("hw hours per week for data?");
    expect(text).toMatch(/5 to 7 hours/);
    expect(text).not.toMatch(/6 to 8 hours/);
  });

  it("answers the class length and the hours set aside outside class together", async () => {
    const text = await answer("for QA how long is each class, and how many hours should I set aside outside of class on top?");
    expect(text).toMatch(/3 hours/);
    expect(text).toMatch(/5 to 7 hours/);
  });
});

describe("who a course suits, from the visitor's background", () => {
  it("answers whether someone from retail with no coding could get into testing", async () => {
    const text = await answer("been in retail for years and i cant code. is QA something i could get into?");
    expect(text).toMatch(/hospitality or retail/);
    expect(text).toMatch(/No coding experience/);
  });

  it("reads a job told first as who the visitor is, not a careers question", async () => {
    const text = await answer("I use spreadsheets all day in my finance job. Would data analytics suit me?");
    expect(text).toMatch(/Data Analytics\*\* suits/);
    expect(text).not.toMatch(/careers support/i);
  });
});

describe("the blog's advice to a new junior who is stuck", () => {
  it.each(["new junior dev here, how long should I struggle with a bug before asking?", "whats the 15 min rule on ur blog"])(
    "answers %j with the fifteen-minute rule",
    async (question) => {
      const text = await answer(question);
      expect(isNoAnswer(text)).toBe(false);
      expect(text).toMatch(/fifteen minutes/);
    },
  );
});
