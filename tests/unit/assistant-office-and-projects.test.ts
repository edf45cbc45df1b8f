import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("the office's hours, not the class times", () => {
  it.each([
    ["what time does the front desk shut on a weeknight", "9AM-9PM"],
    ["when does reception close on a weekday", "9AM-9PM"],
    ["what time does the office close on saturday", "10AM-3PM"],
  ])("answers %j with the office's hours", async (question, hours) => {
    const text = await answer(question);
    expect(text).toContain(hours);
    expect(text).not.toMatch(/6PM|class/i);
  });

  it("answers a class's end with the class times", async () => {
    expect(await answer("what time do evening classes finish")).toContain("6PM-9PM");
  });

  it("says the day asked about once, then the week", async () => {
    const text = await answer("can I drop by the office on a saturday?");
    expect(text.match(/10AM-3PM/g)).toHaveLength(2);
    expect(text).toMatch(/^Yes, on Saturday we're open 10AM-3PM/);
    expect(await answer("are you open sundays")).toMatch(/^No, we're closed on Sunday/);
  });
});

describe("how long a client's project takes, which the site never says", () => {
  it.each([
    "how long does a project take",
    "how long would it take to build my app",
    "how long does it take to build a website for my shop?",
  ])("gives %j the honest reply, not the courses' lengths", async (question) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(true);
    expect(text).not.toContain("weeks");
  });

  it("reads 'how long does it take?' after a service as the project's length", async () => {
    const text = await answer("how long does it take?", [
      "tell me about your web application development service",
    ]);
    expect(isNoAnswer(text)).toBe(true);
  });

  it("still gives a course's length, and the project work a week", async () => {
    expect(await answer("how long does it take to finish the QA course")).toContain("16 weeks");
    expect(await answer("how long does it take?", ["tell me about the full stack course"])).toContain(
      "24 weeks",
    );
    expect(await answer("how long is the project work each week")).toMatch(/6 to 8 hours/);
  });
});
