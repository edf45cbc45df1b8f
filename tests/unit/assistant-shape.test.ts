import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isOwnShape } from "#server/assistant/builtin-engine.ts";
import { answerShape, askedParts, repeatedPhrase } from "#server/assistant/compose.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { askCase } from "../../scripts/assistant-eval.ts";
import { evalSet } from "../../scripts/assistant-eval-set.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink);
const body = (text: string) => text.split(/\n+Sources?: /)[0]!;
const firstSentence = (text: string) => body(text).split(/(?<=[.!?])\s+/)[0]!;

describe("the shape of an answer", () => {
  it.each([
    "What is the class timetable?",
    "Do you have weekend classes?",
    "do you give students laptops?",
    "is there an application fee?",
    "How long is the QA course and how much does it cost?",
    "whats the quickest way to get hold of someone there",
    "what time do you close on weekdays",
    "What will I learn in data analytics?",
    "how do i book a consultation and does it cost anything",
    "typical week in the qa course? how much homework?",
    "do you teach cyber security",
    "should a team automate all of its tests?",
    "which of your courses can't be done online at all?",
  ])(
    "answers %j within the budget: one sentence per part, two supporting, no phrase said twice",
    async (question) => {
      const shape = answerShape(question, await answer(question), isOwnShape);
      expect(shape.over).toBe(false);
      expect(shape.repeated).toBeUndefined();
    },
  );

  it("keeps every answer of the author's development set within the budget", async () => {
    for (const c of evalSet) {
      const shape = answerShape(c.question, await askCase(assistant, c), isOwnShape);
      expect({ question: c.question, over: shape.over, repeated: shape.repeated }).toEqual({
        question: c.question,
        over: false,
        repeated: undefined,
      });
    }
  });

  it("puts the fact in the first sentence", async () => {
    expect(firstSentence(await answer("How much is the data analytics course?"))).toContain("$4,000 AUD");
    expect(firstSentence(await answer("how long is the full stack course"))).toContain("24 weeks");
    const both = await answer("How long is the QA course and how much does it cost?");
    expect(body(both)).toMatch(
      /^\*\*QA & Software Testing\*\* takes \*\*16 weeks\*\*\. \*\*QA & Software Testing\*\* costs \*\*\$4,000 AUD\*\*/,
    );
  });

  it("answers a yes/no question with the reply that says yes or no, not another reading", async () => {
    const text = await answer("If I quit halfway through because its not for me, do I get any money back?");
    expect(text).toMatch(/^No: there is no refund once you are enrolled\./);
    expect(text).not.toContain("suits");
  });

  it("leaves out a second reading the question does not ask for", async () => {
    const contact = await answer("whats the quickest way to get hold of someone there");
    expect(contact).toContain("hello@harbourline.example");
    expect(contact).not.toContain("16 weeks");
    const jobs = await answer("what jobs could i apply for after finishing full stack");
    expect(jobs).toContain("junior full stack developer");
    expect(jobs).not.toContain("an advisor reviews your application");
    expect(await answer("can i join the full stack classes over zoom if i cant come in")).not.toContain(
      "Sunday: Closed",
    );
  });

  it("answers both subjects one ask names: the QA course's fee and the testing service's rate", async () => {
    const text = await answer("How much do you charge for software testing?");
    expect(text).toContain("$4,000 AUD");
    expect(text).toContain("$5,000 AUD");
  });

  it("says a figure once: no sentence that restates the timetable or the hours", async () => {
    const timetable = body(await answer("What is the class timetable?"));
    expect(timetable).toContain("Mon 6PM - 9PM");
    expect(timetable.match(/6PM-9PM/g)).toHaveLength(1);
    expect(
      body(await answer("How do I book a free consultation?")).match(/tell us about your project/gi),
    ).toHaveLength(1);
  });

  it("lists a program's modules as a list", async () => {
    const text = await answer("What will I learn in data analytics?");
    // The lead that named the modules introduces the list instead: the names are said once.
    expect(text).toMatch(/^\*\*Data Analytics\*\* covers:\n\n- \*\*Data collection and cleaning\*\*: /);
    expect(text).not.toContain("Analysts are trusted");
  });

  it("counts the asks of a question and finds a phrase said twice", () => {
    expect(askedParts("how long is QA and how much does it cost?")).toBe(2);
    expect(askedParts("qa: price and length?")).toBe(2);
    expect(askedParts("qa price/length?")).toBe(2);
    expect(askedParts("can i join the full stack classes over zoom if i cant come in")).toBe(1);
    expect(askedParts("If I quit halfway through because its not for me, do I get any money back?")).toBe(1);
    expect(askedParts("two things - do you supply laptops, and is there a refund if i pull out")).toBe(2);
    expect(
      repeatedPhrase(["Classes run 6PM-9PM or on Saturday.", "One class, 6PM-9PM or on Saturday."]),
    ).toBe("6pm 9pm or on saturday");
    expect(
      repeatedPhrase([
        "[Full stack software development](/a) is longer.",
        "[Full stack software development](/a) costs more.",
      ]),
    ).toBeUndefined();
  });
});
