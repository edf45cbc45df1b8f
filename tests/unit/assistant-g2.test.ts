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

// How a project runs and what happens after launch, asked together (parts-kept.ts).
describe("a project's steps beside what happens after launch", () => {
  it("keeps the support after launch beside the four steps", async () => {
    const text = await answer("how does a project with you run and what happens once it is launched");
    expect(text.toLowerCase()).toContain("discovery call");
    expect(text).toContain("monitoring");
  });

  it("does not add the support to a question about launch timing it cannot answer", async () => {
    const text = await answer("how do your projects work? and once the app is launched how long until I see results");
    expect(text).not.toContain("monitoring");
  });
});

// A place offered: how it is confirmed (basics.ts).
describe("confirming a place offered", () => {
  it("says what follows acceptance (the first instalment) after asking what follows an application", async () => {
    const text = await answer("if they offer me a place how do I lock it in", ["what happens after I apply?"]);
    expect(text).toContain("pay the first instalment");
  });

  it("says it when the visitor has been offered one", async () => {
    const text = await answer("I've been offered a place, how do I accept it?");
    expect(text).toContain("pay the first instalment");
  });
});

// Two courses named by short names and compared: only those two (named-subjects.ts).
describe("a comparison of two courses named by short names", () => {
  it("compares testing and data only", async () => {
    const text = await answer("testing vs data: are they the same price and length?");
    expect(text).toContain("QA & Software Testing");
    expect(text).toContain("Data Analytics");
    expect(text).not.toContain("$6,000");
  });

  it("keeps a business's testing and data work as the service", async () => {
    const text = await answer("do you do testing and data work for businesses?");
    expect(text).toContain("Software Testing");
    expect(text).not.toContain("QA & Software Testing");
  });
});
