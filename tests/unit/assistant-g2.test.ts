import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// A comparison asked as a follow-up keeps the program talked about as its other side (other-side.ts).
describe("a comparison follow-up that names one program", () => {
  it("gives both lengths and says which is shorter", async () => {
    const text = await answer("is the data one any shorter?", ["how long is the full stack course?"]);
    expect(text).toContain("is shorter at 16 weeks");
    expect(text).toContain("24 weeks");
  });

  it("gives both fees and says which is cheaper", async () => {
    const text = await answer("is the QA one cheaper?", ["how much is full stack"]);
    expect(text).toContain("is cheaper at $4,000 AUD");
    expect(text).toContain("$6,000 AUD");
  });

  it("says which is longer when asked the other way round", async () => {
    const text = await answer("is full stack longer?", ["how long is the data analytics course"]);
    expect(text).toContain("is longer at 24 weeks");
    expect(text).toContain("16 weeks");
  });

  it("leaves a follow-up about another kind of fact alone", async () => {
    const text = await answer("is data analytics on campus?", ["how long is full stack"]);
    expect(text).toContain("no online option");
    expect(text).not.toContain("24 weeks");
  });
});

// Three asks in one message keep the experience a course asks for (every-part.ts).
describe("three asks of one course, commas between them", () => {
  it("keeps the coding prerequisite beside the length and fee", async () => {
    const text = await answer("for QA do I need any coding, how long is it, what does it cost");
    expect(text).toContain("No coding experience");
    expect(text).toContain("16 weeks");
    expect(text).toContain("$4,000 AUD");
  });

  it("does not add a prerequisite when none was asked", async () => {
    const text = await answer("for QA how long is it, what does it cost");
    expect(text).not.toContain("No coding experience");
    expect(text).toContain("$4,000 AUD");
  });
});
