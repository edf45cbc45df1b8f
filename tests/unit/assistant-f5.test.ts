/**
 * Issue 16: short follow-ups lean on the previous turn's thing and kind, and text-speak names one
 * course: "how long do u keep it" after the contact form is that form's retention (kept-follow-up.ts),
 * "what uni did he go to" after an instructor is a detail no bio gives (person-talked-about.ts),
 * "have u made any for restaurants b4" after a service names a past client the site never names
 * (past-clients.ts), and "da data cors" is the data course (language.ts).
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a period asked of the record just talked about", () => {
  it("gives the contact form's two years, not the general policy line", async () => {
    const text = await answer("how long do you hang onto it", ["what happens to the stuff i type in the contact form?"]);
    expect(text).toContain("two years");
  });

  it("gives the chat IP's 30 days, not the two years of messages", async () => {
    const text = await answer("how long for", ["does the chatbot save my ip?"]);
    expect(text).toContain("30 days");
    expect(text).not.toContain("two years");
  });

  it("gives the payment records' seven years", async () => {
    const text = await answer("how long tho", ["do you keep my payment records?"]);
    expect(text).toMatch(/seven years/i);
  });

  it("leaves a course's length alone", async () => {
    const text = await answer("how long is it", ["how much is the QA course?"]);
    expect(text).toMatch(/16 weeks|16-week/);
  });
});

describe("text-speak naming one course", () => {
  it("gives only the data course's fee", async () => {
    const text = await answer("how much 4 da data corse");
    expect(text).toContain("4,000");
    expect(text).not.toContain("6,000");
  });

  it("gives only the full stack fee", async () => {
    const text = await answer("wat does da full stack cors cost");
    expect(text).toContain("6,000");
    expect(text).not.toContain("$4,000");
  });
});

describe("details the site does not give", () => {
  it("is honest about an instructor's university", async () => {
    expect(isNoAnswer(await answer("which uni did he attend", ["who teaches data analytics?"]))).toBe(true);
  });

  it("still tells an instructor's past work", async () => {
    const text = await answer("what did he do before", ["who teaches data analytics?"]);
    expect(text).toContain("eight years");
  });

  it("is honest about past clients of a kind no page names", async () => {
    expect(isNoAnswer(await answer("have u built one for a bakery b4", ["do you make mobile apps?"]))).toBe(true);
  });

  it("still says who the developers have shipped software for", async () => {
    const text = await answer("have you worked with government before?");
    expect(text).toContain("startups, enterprises and government");
  });
});

describe("the weekly trip to Sydney asked about", () => {
  it("answers whether the course can be done from afar, not a frequency", async () => {
    const text = await answer("could i do data analytics from perth or do i need to fly to sydney every week?");
    expect(text).toMatch(/no online option/);
  });

  it("still has no frequency for the newsletter", async () => {
    expect(isNoAnswer(await answer("is the newsletter sent every week?"))).toBe(true);
  });
});

describe("a tool's command, typed short", () => {
  it("finds the blog's first line of pandas", async () => {
    const text = await answer("wich pandas comand do u start a notebook with");
    expect(text).toContain("df.dtypes");
  });

  it("still says which courses teach SQL", async () => {
    const text = await answer("do any of ur courses teach sql commands");
    expect(text).toMatch(/Data Analytics/);
  });
});

