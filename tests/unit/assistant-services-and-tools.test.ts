import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a client's several asks about a service in one message (service-asks.ts)", () => {
  it.each([
    ["web app cost n do i get to see progress along the way", "$10,000"],
    ["how much is a mobile app and will i see it as its being built", "$20,000"],
  ])("answers %j with the starting rate and the fortnightly demos", async (question, rate) => {
    const text = await answer(question);
    expect(text).toContain(rate);
    expect(text).toMatch(/fortnightly demos/);
  });

  it.each([
    "How does a software project with you actually run, and are your starting prices with or without GST?",
    "what are the steps to get an app built with you and does it cost extra for gst",
  ])("answers %j with the steps and the rate's GST note", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/discovery call/);
    expect(text).toContain("excluding GST");
  });

  it.each([
    "do you build iphone apps for companies? what do you make them with",
    "can u guys build an iphone + android app for my startup",
    "price for an ios app + what language do u write it in",
    "r ur apps native or cross platform",
  ])("says what the mobile service works with for %j", async (question) => {
    expect(await answer(question)).toMatch(/React Native and Swift/);
  });
});

describe("a tool or a version asked of a course or a service (tool-asks.ts)", () => {
  it.each([
    "which exact version of react do you teach, 18 or 19?",
    "is the full stack course on node 20 or node 22",
    "what version of python is used in data analytics?",
    "which react native version do you build apps with",
  ])("gives the honest reply to %j: no page names a version", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it.each([
    "for the QA course do u use selenium or what for the automation part",
    "for qa do u teach cypress or something else for automation",
  ])("names the QA course's own automation tools for %j", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/does not list/);
    expect(text).toContain("Playwright");
  });

  it.each(["do u build apps in flutter?", "can u do our app in kotlin?"])(
    "says what we build with for %j, naming the tool as not listed",
    async (question) => {
      const text = await answer(question);
      expect(text).toMatch(/^Our service pages do not list (Flutter|Kotlin)/);
      expect(text).toContain("React Native and Swift");
      expect(text).not.toMatch(/Functional testing/);
    },
  );

  it("still names the tools a course does teach: 'wat bug tracker do qa students learn'", async () => {
    expect(await answer("wat bug tracker do qa students learn")).toMatch(/Jira/);
  });
});
