import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a choice asked among things a post's title names", () => {
  it("answers which chart with the post's line, alone or as a follow-up", async () => {
    expect(await answer("when I present my analysis, what sort of chart works best according to your blog?")).toMatch(
      /simplest chart/,
    );
    expect(
      await answer("ok and once the data is clean, what kind of chart should I go for?", [
        "what's the blog post about clean data saying?",
      ]),
    ).toMatch(/simplest chart/);
  });
});

describe("how to decide, asked of a post with a section on deciding", () => {
  it("gives the three questions", async () => {
    for (const q of [
      "How do experienced testers decide whether a test should be automated or done by hand?",
      "How should a tester decide between automating a test and running it manually?",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/many times/);
      expect(text).toMatch(/expected result/);
      expect(text).toMatch(/human judgement/);
    }
  });
});

describe("whether to adopt a practice a post discusses", () => {
  it("answers automating every test from the testing post, though QA names the course", async () => {
    expect(
      await answer(
        "We're a small startup and our CTO wants to automate every single test and drop manual QA. Is that smart?",
      ),
    ).toMatch(/does not replace manual testing/);
  });
});

describe("a post's byline with its author's role", () => {
  it("names the author and the role, not the careers page's open roles", async () => {
    const text = await answer(
      "Who wrote the post about a junior developer's first three months, and what's his job at your company?",
    );
    expect(text).toMatch(/Tomás Rivera wrote/);
    expect(text).toMatch(/Technology Head/);
    expect(text).not.toMatch(/open roles/);
    expect(await answer("Who wrote the testing article and what does she do at your company?")).toMatch(
      /QA and Software Testing Instructor/,
    );
  });
});

describe("a question about one of our people, then the visitor's reason for asking", () => {
  it("finds the person by the question, not the reason's words", async () => {
    const text = await answer(
      "has your QA teacher ever hired testers herself? I want someone who knows what employers look for",
    );
    expect(text).toMatch(/Mei Lin Chen/);
    expect(text).toMatch(/hired many junior testers/);
  });
});
