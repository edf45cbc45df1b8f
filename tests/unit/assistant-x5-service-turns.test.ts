import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const followUp = async (before: string[], q: string) => {
  for (const [i, b] of before.entries()) await answer(b, before.slice(0, i));
  return answer(q, before);
};

// Conversations that move between a course and a service (points-back.ts, follow-up-turn.ts).
describe("a follow-up that points back past a service or a course", () => {
  it("going back to the course after a service gives the course's fact, not the service's rate", async () => {
    const fee = await followUp(
      ["what is in the QA course", "could your team test our booking website before we launch?"],
      "ok back to the course, what does it cost",
    );
    expect(fee).toContain("4,000");
    expect(fee).not.toContain("5,000");
    const length = await followUp(
      ["i like the look of data analytics", "we also need a web app for our warehouse, do you build those?"],
      "going back to the course, how many weeks is it",
    );
    expect(length).toMatch(/16 weeks|16-week/);
  });

  it("what a service is built with, asked with 'those' or 'them' after it", async () => {
    const mobile = await followUp(
      ["we need an android and iphone app for our bakery, what's the starting cost"],
      "what would you write them in",
    );
    expect(mobile).toContain("React Native");
    expect(mobile).toContain("Swift");
    const afterCourse = await followUp(
      ["what does the full stack course cover", "can you guys build ios apps for a business?"],
      "what do you code those in",
    );
    expect(afterCourse).toContain("Swift");
  });

  it("a comparison of amount naming another course keeps the earlier kind of fact", async () => {
    const text = await followUp(
      ["how much study outside class for full stack each week"],
      "is data analytics lighter?",
    );
    expect(text).toMatch(/5 to 7|5-7|5–7/);
  });

  it("a service's kinds of testing after the testing course was described first", async () => {
    const text = await followUp(
      ["tell me about the QA course", "our company wants an outside team to test our app, is that something you offer?"],
      "what sort of testing",
    );
    expect(text).toContain("Security testing");
  });
});

// A client's general asks about a service (service-work.ts, site-synonyms.ts, language.ts).
describe("a client's asks about how a project runs", () => {
  it("following the work while it is built is the fortnightly demos", async () => {
    const text = await followUp(
      ["how much for a web app for our real estate agency"],
      "how will we know how it's coming along while you're building it",
    );
    expect(text).toMatch(/fortnightly demos/i);
  });

  it("once it's live, staying around is the support after launch", async () => {
    const text = await followUp(
      ["we want a mobile app for our cafe, what does it start at"],
      "once it's live will you hang around if it breaks",
    );
    expect(text).toMatch(/on call|support/i);
  });

  it("how the free consultation works is the 30-minute call with a senior developer", async () => {
    const text = await answer("how does a free consultation work?");
    expect(text).toContain("senior developer");
    expect(text).toMatch(/30-minute/);
  });
});

describe("what the chat keeps", () => {
  it("says what the chat keeps and that the IP address goes after 30 days", async () => {
    const text = await answer("what do you do with the things i type in the chat box");
    expect(text).toContain("IP address");
    expect(text).toContain("30 days");
  });
});
