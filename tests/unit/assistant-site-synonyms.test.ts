import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { normalise } from "#server/assistant/language.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("words the site never uses, read as the site's own (site-synonyms.ts)", () => {
  it("a web stack is the web service's technologies; the full stack course keeps its name", async () => {
    expect(await answer("What's your web stack? We're on Next + TS")).toContain("Nextjs");
    expect(normalise("how much is the ful stack corse")).toContain("ful stack");
    expect(normalise("is full-stack hard")).not.toContain("technologies");
  });
  it("sprints and a cadence are the fortnightly demos", async () => {
    expect(
      await answer("How do you run delivery: sprints, demos, what cadence do we see progress at?"),
    ).toContain("fortnightly");
  });
  it("post-launch is the support after launch", async () => {
    expect(
      await answer("And post-launch, do you stick around for support?", [
        "Do you do native iOS or only cross-platform?",
      ]),
    ).toContain("After launch");
  });
  it("a coding school or a dev agency: both the training and the services", async () => {
    const reply = await answer("so wait r u guys a coding school or a dev agency?? confused");
    expect(reply).toContain("IT jobs");
    expect(reply).toContain("technology partner");
  });
  it("bailing on a class is missing it, not cancelling", async () => {
    const reply = await answer("what happens if i bail on a class one week, am i screwed?");
    expect(reply).toContain("catch up");
    expect(reply).not.toMatch(/refund/i);
  });
  it("hooking students up with a laptop is whether one is provided", async () => {
    expect(await answer("bro do u guys hook students up with laptops or nah")).toContain("own laptop");
  });
  it("out of scope stays honest", async () => {
    expect(isNoAnswer(await answer("when does your cyber security bootcamp start?"))).toBe(true);
    expect(isNoAnswer(await answer("can you hook me up with a gym membership?"))).toBe(true);
  });
});
