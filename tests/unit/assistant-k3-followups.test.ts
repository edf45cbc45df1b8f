/**
 * Follow-ups that compare or switch programs or topics: the follow-up's own words say the kind of
 * fact, the earlier turns say the subject (compared-so-far.ts, class-slots-compared.ts,
 * included-cost.ts, follow-up-turn.ts). Written as visitors write, not copied from an evaluation
 * set; each rule has a near miss that must not take it.
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { classSlotsCompared } from "#server/assistant/class-slots-compared.ts";

const assistant = createAssistant();
/** Asks the earlier turns in order, then the question, as a conversation does. */
async function talk(...turns: string[]): Promise<string> {
  const history: string[] = [];
  let text = "";
  for (const turn of turns) {
    text = await assistant.answer(turn, silentSink, [...history]);
    history.push(turn);
  }
  return text;
}

describe("two programs talked about, set against each other", () => {
  it("answers a fee asked 'the same' of a bare name against the program talked about only", async () => {
    const text = await talk("what does the QA course cost", "is data the same fee?");
    expect(text).toContain("$4,000");
    expect(text).not.toContain("$6,000");
    expect(text).toMatch(/^Yes/);
  });

  it("gives the difference after two fees", async () => {
    const text = await talk("how much is data analytics", "and full stack?", "how much would i save with data then");
    expect(text).toContain("$2,000");
  });

  it("near miss: 'all three' is every program, not the two talked about", async () => {
    const text = await talk("how much is QA", "and data?", "are all three the same price?");
    expect(text).toContain("$6,000");
  });
});

describe("class slots compared", () => {
  it("reads weekday against Saturday with 'first' as class times, not intakes", async () => {
    const text = await talk("what are the weeknight class times", "does the saturday class start earlier than a weeknight one?");
    expect(text).toContain("11AM");
    expect(text).not.toContain("intake");
  });

  it("near miss: which course starts first is an intake", () => {
    expect(classSlotsCompared("which course starts first, the saturday or weekday one")).toBe(false);
    expect(classSlotsCompared("which program starts first")).toBe(false);
    expect(classSlotsCompared("if i start on a weeknight class can i switch to saturdays later on")).toBe(false);
  });
});

describe("a kind of fact the follow-up's own words ask", () => {
  it("'who' after an instructor's background is the other program's instructor", async () => {
    const text = await talk("who teaches full stack", "what's his background", "and who takes the QA classes?");
    expect(text).toContain("Mei Lin Chen");
  });

  it("'what do they teach' after a program's contents is the other program's contents", async () => {
    const text = await talk("what's in the data analytics course", "and what do they teach in full stack?");
    expect(text.toLowerCase()).toContain("front end");
    expect(text).not.toContain("Arjun Mehta");
  });

  it("near miss: 'she teaches' of a person not named still asks who", async () => {
    const text = await talk("I met one of your staff, I think she teaches the QA course?");
    expect(text).toContain("Mei Lin Chen");
  });

  it("joining from home on the nights one cannot come in is the study mode", async () => {
    const text = await talk("is full stack on campus?", "can i join online from home if i cant come in some weeks?");
    expect(text).toMatch(/streamed live|join the same class online/);
  });

  it("near miss: a condition of joining online is no question of the study mode", async () => {
    const text = await talk("do i need my own laptop?", "and if i join online do i need anything else?");
    expect(text).toMatch(/headset|microphone/);
  });

    it("how many classes a week says the site's own sentence", async () => {
    const text = await talk("what times are the data analytics classes", "how many classes a week?");
    expect(text.toLowerCase()).toContain("one three-hour class");
  });

  it("near miss: how many weeks after the class times is the course's length", async () => {
    const text = await talk("what are the QA class times", "how many weeks is it?");
    expect(text).toMatch(/16 weeks|16-week/);
  });
});

describe("the cost of careers help", () => {
  it("answers 'does it cost extra?' after careers help with no extra cost", async () => {
    const text = await talk("do you help students find a job after the full stack course?", "does it cost extra?");
    expect(text).toContain("no extra cost");
    expect(text).not.toContain("$6,000");
  });

  it("near miss: the course's own cost after careers help is its fee", async () => {
    const text = await talk("is there careers help with the QA course", "how much is the course itself?");
    expect(text).toContain("$4,000");
  });
});
