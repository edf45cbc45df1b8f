import { describe, expect, it } from "vitest";
import { suggestedQuestions } from "#app/enhance/chat-suggestions.ts";

describe("the chat panel's suggested questions", () => {
  it("name a program published in the back-office by its page heading (issue 32)", () => {
    const questions = suggestedQuestions(
      "/training-programs/cyber-security-analyst",
      " Cyber Security Analyst ",
    );
    expect(questions[0]).toBe("How much is the Cyber Security Analyst course?");
    expect(questions).toHaveLength(4);
  });

  it("keep the seed programs' short names, and the general questions without a program", () => {
    expect(suggestedQuestions("/training-programs/qa-and-software-testing", "QA & Software Testing")[0]).toBe(
      "How much is the QA course?",
    );
    expect(suggestedQuestions("/training-programs/unknown", null)).toEqual(suggestedQuestions("/"));
  });
});
