import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("two services set side by side in one message", () => {
  it("says what each works with when no price is asked", async () => {
    const text = await answer("what do I get from your testing service versus the web dev one?");
    expect(text).toContain("Software Testing");
    expect(text).toContain("Web Application Design and Development");
    expect(text).toContain("Test automation");
    expect(text).toContain("React");
  });

  it("answers the difference between two services named with 'dev'", async () => {
    const text = await answer("what's the difference between your mobile dev and web dev services?");
    expect(text).toContain("Mobile Application Development");
    expect(text).toContain("Web Application Design and Development");
  });

  it("gives both rates when one side is a build and the other testing", async () => {
    const pricier = await answer("Is a mobile app with you more expensive than getting you to test one?");
    expect(pricier).toContain("$20,000");
    expect(pricier).toContain("$5,000");
    const each = await answer("We want a website built plus testing of it afterwards. Starting rate for each?");
    expect(each).toContain("$10,000");
    expect(each).toContain("$5,000");
  });

  it("keeps an existing app tested as the testing service alone", async () => {
    const text = await answer("We already have a web app, could you test it for us?");
    expect(text).toContain("Software Testing");
    expect(text).not.toContain("$10,000");
  });

  it("reads a starting price of a course as its fee", async () => {
    const text = await answer("what's the starting price for data analytics?");
    expect(text).toMatch(/^\*\*Data Analytics\*\* costs \*\*\$4,000 AUD\*\*/);
    expect(text).not.toContain("Mobile Application Development");
  });
});

describe("a course against the service that does the same work", () => {
  it("gives the course fee and the testing service's rate", async () => {
    const text = await answer(
      "We have a little web store. Train our admin on your QA course, or just pay you to test our store? Rough cost of each?",
    );
    expect(text).toContain("$4,000");
    expect(text).toContain("Software Testing");
    expect(text).toContain("$5,000");
    expect(text).not.toContain("$10,000");
  });
});

describe("an ordinal after a list", () => {
  const list = ["Which services do you offer?"];
  it("counts 'the third one' in the list's order", async () => {
    const text = await answer("ok and the third one?", [...list, "what does a web app cost?"]);
    expect(text).toMatch(/^\*\*Software Testing\*\* starts from \*\*\$5,000 AUD\*\*/);
  });

  it("counts 'the second one' as the second service even after a name both kinds share", async () => {
    const text = await answer("what about the second one?", [...list, "tell me about software testing"]);
    expect(text).toContain("Mobile Application Development");
    expect(text).toContain("$20,000");
  });
});

describe("which course can be studied without coming to Sydney", () => {
  it("answers the course asked about by 'it', beside the one it is measured against", async () => {
    const text = await answer("can I do it remotely like QA?", ["what's the data analytics course about?"]);
    expect(text).toMatch(/^No: \*\*Data Analytics\*\* is taught on campus in Sydney only/);
    expect(text).toContain("QA & Software Testing can be studied online");
  });

  it("says yes for an online course measured against another", async () => {
    const text = await answer("can I do it online like the QA one?", ["tell me about full stack"]);
    expect(text).toMatch(/^Yes: \*\*Full stack software development\*\* can be studied online/);
  });

  it.each([
    "Which course would let me skip ever travelling into Sydney?",
    "Is there a course where I don't have to come in to the city at all?",
    "I'm 4 hours drive from Sydney, which of QA or data analytics could I do?",
  ])("answers %j with the study modes, not the office's hours", async (question) => {
    const text = await answer(question);
    expect(text).toContain("QA & Software Testing");
    expect(text).toMatch(/online/);
    expect(text).not.toMatch(/Monday to Friday: 9AM-9PM/);
  });
});

describe("comparisons that need the fact said plainly", () => {
  it("says the other course's instalments as monthly instalments", async () => {
    const text = await answer("full stack vs QA: how many instalments for each?");
    expect(text).toContain("6 monthly instalments");
    expect(text).toContain("4 monthly instalments");
  });

  it.each([
    "which job pays more after your courses, data analyst or tester?",
    "do full stack grads earn more than QA grads?",
  ])("answers %j with the salary figures we do not publish", async (question) => {
    expect(await answer(question)).toContain("We do not publish job placement rates or salary figures");
  });

  it("answers what happens in the consultation beside the contact form", async () => {
    const text = await answer("Should I use the contact form or book a consult? And what goes on in the consult?");
    expect(text).toMatch(/^The free consultation is a 30-minute call with a senior developer/);
  });
});

describe("details the site does not state, in a comparison", () => {
  it.each([
    "Are fees for overseas students higher than for Australian citizens?",
    "Do domestic students pay less for data analytics than international students?",
    "where can I park, and is parking cheaper at night?",
    "Is the car park under your building free after 6pm?",
  ])("answers %j with the honest reply", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("still gives the fee to an international student who only asks the fee", async () => {
    expect(await answer("I'm an international student, how much is full stack?")).toContain("$6,000");
  });
});
