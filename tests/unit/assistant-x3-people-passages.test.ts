import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// The company itself (about-us-asks.ts): in a word, whom we hire, who builds and looks after an app.
describe("questions about the company, answered from its pages", () => {
  it("says what we are when asked in a nutshell or in one sentence", async () => {
    for (const q of ["ok so what does harbourline do, in a nutshell?", "in one sentence, what is Harbourline Tech?"]) {
      expect(await answer(q)).toContain("IT jobs");
    }
  });

  it("answers whom we hire with the careers page's values, not a bio", async () => {
    for (const q of ["what kind of people do you look for when you hire?", "what qualities matter to you in new team members?"]) {
      const text = await answer(q);
      expect(text).toContain("Teach by doing");
      expect(text).not.toContain("Mei Lin");
    }
  });

  it("says senior engineers build a client's app, not students", async () => {
    for (const q of ["will students or juniors be building our app, or experienced people?", "is our software going to be built by your trainees?"]) {
      expect(await answer(q)).toContain("senior engineers");
    }
  });

  it("says we stay on call once the app is done", async () => {
    expect(await answer("once you're done building our app do you just ghost us")).toContain("on call");
  });
});

describe("what the site never says of us gets the honest reply", () => {
  it("names no clients, case studies or portfolio", async () => {
    for (const q of [
      "can you list some companies you've built apps for?",
      "any case studies I could read?",
      "can you show me some examples of apps you've delivered for customers?",
    ]) {
      expect(isNoAnswer(await answer(q))).toBe(true);
    }
  });

  it("gives no staff pay and recommends no book", async () => {
    for (const q of ["how much do you pay your teachers?", "what's the salary for a teaching job with you?", "can you suggest a good book for learning SQL?"]) {
      expect(isNoAnswer(await answer(q))).toBe(true);
    }
  });
});

// Students' quotes (course-reviews.ts, quotes-and-counts.ts): the course said with the author.
describe("what past students say", () => {
  it("quotes the graduates of the course asked, with no topic named", async () => {
    const data = await answer("what do graduates of the data analytics course say about it?");
    expect(data).toMatch(/Marco|Sofia/);
    const fs = await answer("any reviews from people who did the full stack program?");
    expect(fs).toMatch(/Priya|Hannah|Jack/);
  });

  it("says which course the student who said it took", async () => {
    const text = await answer("a grad said evening classes let her keep her job, who was it and what did she study?");
    expect(text).toContain("Aisha");
    expect(text).toContain("QA");
  });
});

// A passage's words in the visitor's (passage-words.ts) and a teacher with their tools (teacher-and-tools.ts).
describe("passages and people asked in other words", () => {
  it("reads an empty cell as a missing value and 0 as zero", async () => {
    expect(await answer("should I treat blank cells as 0?")).toContain("not the same as zero");
  });

  it("reads a misspelt byline ask and a misspelt role", async () => {
    expect(await answer("who rote the artical on cleaning data")).toContain("Okafor");
    expect(await answer("who is the tecnology hed")).toContain("Rivera");
  });

  it("names the instructor and the tools in one answer", async () => {
    const text = await answer("who runs the data analytics course and which tools will they teach me?");
    expect(text).toContain("Daniel");
    expect(text).toContain("Power BI");
  });
});
