import { describe, expect, it } from "vitest";
import { createAssistant, storyAsks } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

// Long messages where the visitor tells a story (job, family, where they live, worries) before
// the ask, sometimes with two asks inside: the ask decides the facts, and each ask gets its own.
const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a story told before the ask", () => {
  it("answers both asks, not the job the story mentions", async () => {
    const text = await answer(
      "I drive a forklift full time and my dad is unwell, so some weeks will be hard for me. Two questions: if I miss a couple of classes what happens, and if I have to withdraw halfway, is any of the fee refunded?",
    );
    expect(text).toMatch(/tell your instructor|catch up/i);
    expect(text).toMatch(/no refund|not refunded/i);
    expect(text).not.toMatch(/keep a full-time job/);
  });

  it("answers the opening hours and the address, not the class times, when weekdays are hard", async () => {
    const text = await answer(
      "I like to see a place before I pay for anything. I work weekdays out in Penrith so weekdays are out for me. When are you open on Saturdays and what is the address?",
    );
    expect(text).toMatch(/10AM-3PM/);
    expect(text).toContain("88 Harbour Street");
    expect(text).not.toMatch(/Saturday class/);
  });

  it("answers when someone replies and where to check, after a worried story", async () => {
    const text = await answer(
      "I applied for the QA course a few days ago after the kids were asleep and nobody has contacted me yet, so I'm a little worried. How long before someone gets in touch? And is there a place online to see how my application is going?",
    );
    expect(text).toMatch(/two business days/);
    expect(text).toMatch(/portal/);
  });

  it("answers the hours of study outside class, not keeping a job", async () => {
    const text = await answer(
      "I've got a baby at home and I work three days a week at a pharmacy. Apart from the class itself, how many hours a week of study outside class does the full stack course need?",
    );
    // The time outside class first: the class set aside is not the answer.
    expect(text).toMatch(/^Plan for \*\*6 to 8 hours\*\*/);
    expect(text).not.toMatch(/keep a full-time job/);
  });

  it("says no coding background is needed, after a story about a job", async () => {
    const text = await answer(
      "I've been on a help desk for eight years fixing people's printers and passwords, so I know how things break. I have never written code in my life. Do I need a programming background for the QA course?",
    );
    expect(text).toMatch(/no coding experience|no programming experience/i);
  });

  it("names who teaches a course the visitor only half remembers, and the director", async () => {
    const text = await answer(
      "I talked to one of your people at a jobs fair last month and she was great, but I've forgotten her name. I think she teaches the QA course? And who runs the company?",
    );
    expect(text).toContain("Mei Lin Chen");
    expect(text).toContain("Sarah Whitfield");
  });

  it("reads what the story points to when the ask only says 'that'", async () => {
    const text = await answer(
      "I've been saving for the data course for a while now. The only laptop I have is an old MacBook Pro my brother handed down to me. Is that going to be a problem for the data analytics course?",
    );
    expect(text).toMatch(/Windows only/);
  });

  it("keeps the honest reply when the ask itself is something the site never says", async () => {
    const text = await answer(
      "I'm a single dad and Saturdays would suit me because I work all week. I don't have anyone to mind my little boy though. Do you have a creche or childcare at the campus for students?",
    );
    expect(text).toMatch(/couldn't find/);
  });
});

describe("finding the asks of a long message", () => {
  it("separates what is told from each ask, dropping the announcement", () => {
    expect(
      storyAsks(
        "I work full time in aged care and my mum is unwell at the moment. Two things: what happens if I miss a class? And do I get my money back if I withdraw?",
      ),
    ).toEqual({
      said: "I work full time in aged care and my mum is unwell at the moment.",
      asks: ["what happens if I miss a class?", "And do I get my money back if I withdraw?"],
    });
  });

  it("reads a message whole when something is told after the ask, or the story is a word or two", () => {
    expect(storyAsks("Before she applies, what happens to her details? I don't want spam calls from other companies")).toBeUndefined();
    expect(storyAsks("Thanks. And the QA one?")).toBeUndefined();
  });
});
