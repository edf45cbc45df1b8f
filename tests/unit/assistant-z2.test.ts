/**
 * Issue 16: what the testing service "works with" is the kinds of testing it offers, not tools
 * (facts/services.ts workedWith); the building services still name the tools they work with.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

describe("what a service works with", () => {
  it("says the testing service offers its kinds of testing", async () => {
    const text = await answer("what kinds of testing do you do for clients");
    expect(text).toContain("we offer: Functional testing, Security testing and Test automation");
    expect(text).not.toContain("we work with Functional testing");
  });

  it("still names the tools the mobile service works with", async () => {
    expect(await answer("what tech do you use for mobile apps")).toContain("we work with React Native and Swift");
  });
});
