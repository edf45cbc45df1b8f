import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

/** The course fees, which a client's question about a service must never get. */
const courseFees = /\$6,000|\$4,000/;

describe("a business client's words for the three services", () => {
  it.each([
    [
      ["we're launching a web shop next month and want it checked properly first, can you help?"],
      "how much for the testing one roughly",
    ],
    [
      ["my startup needs someone to test our app before we launch, is that something you do?"],
      "whats the startng price for the testing one",
    ],
  ])("reads “the testing one” after %j as the testing service, not the QA course", async (chat, question) => {
    const text = await answer(question, chat);
    expect(text).toMatch(/^\*\*Software Testing\*\* starts from \*\*\$5,000 AUD\*\*/);
    expect(text).not.toMatch(courseFees);
  });

  it("keeps “the testing course” a course in a client's conversation", async () => {
    const text = await answer("how much is the testing course?", ["can you build us a web app?"]);
    expect(text).toMatch(/\$4,000/);
  });

  it.each([
    "we run a small logistics company and our tracking app has never been properly tested. could you test it for us and whats the lowest price?",
    "Our customer portal has been throwing errors since the last update and we need an independent team to go through it and find the problems. What would that cost at minimum?",
    "our product team wants an outside firm to QA our app, what's the price?",
  ])(
    "answers a testing job told in a client's story with the testing service's rate: %j",
    async (question) => {
      const text = await answer(question);
      expect(text).toContain("$5,000");
      expect(text).not.toMatch(courseFees);
    },
  );

  it.each([
    "need someone to test our checkout flow n automate it so it runs every release, u guys do that?",
    "can u set up automated tests for our web app so we dont have to click through it every release",
    "We'd like our regression tests automated by an outside team. Is that a service you offer?",
  ])("answers test automation for a client's software with the testing service: %j", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^Yes: \*\*Software Testing\*\*/);
    expect(text).toContain("Test automation");
  });

  it("compares testing the client's software with building them an app, each said with its rate", async () => {
    const text = await answer(
      "What's cheaper to start with: you testing our existing software, or you building us a web app?",
    );
    expect(text).toContain("$5,000");
    expect(text).toContain("$10,000");
  });

  it("leaves a student's test automation question to the course", async () => {
    expect(await answer("do you teach test automation?")).not.toMatch(/\*\*Software Testing\*\*, from/);
  });

  it.each([
    [["How much is a mobile app with you?"], "and what would it be built in?", /React Native/],
    [
      ["how much do you charge for a phone app"],
      "what language or framework is that done in",
      /React Native/,
    ],
    [
      ["we need our booking app tested, do you do that?"],
      "what kinds of testing would that cover?",
      /Functional testing/,
    ],
  ])("answers what a service works with as a follow-up after %j", async (chat, question, expected) => {
    const text = await answer(question, chat);
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/\bteaches\b/);
  });
});

describe("how a project with us runs, asked outright in other words", () => {
  it.each([
    "Walk me through how a project with you runs once we decide to go ahead. What are the stages?",
    "can u break down the phases of a typical project with ur team",
    "From first call to launch, what happens when a company works with you on an app?",
  ])("answers %j with the four steps", async (question) => {
    expect(await answer(question)).toMatch(
      /^[^\n]*four steps: a discovery call, a proposal and fixed quote, fortnightly demos/,
    );
  });

  it("answers the steps and the fixed quote asked together", async () => {
    const text = await answer(
      "how does a software project with u work step by step and is the quote fixed or hourly",
    );
    expect(text).toMatch(/discovery call/);
    expect(text).toMatch(/fixed quote/);
  });

  it("leaves the steps to apply for a course alone", async () => {
    expect(await answer("what are the steps to apply for the QA course?")).not.toMatch(/discovery call/);
  });
});

describe("whom the engineers have worked for", () => {
  it.each([
    "Have you done work for bigger orgs or only small startups? We're a state government agency.",
    "we're a local council. have your developers worked on public sector projects before?",
    "what kind of companies have your engineers built software for?",
  ])("answers %j with the developers' card", async (question) => {
    expect(await answer(question)).toMatch(
      /^Our experienced developers are senior engineers who have shipped production software for startups, enterprises and government/,
    );
  });
});

describe("a client's terms the site never gives", () => {
  it.each([
    "What's your hourly rate for a developer if we just want to hire someone by the hour?",
    "Can we rent one of your developers for a few days at a daily rate?",
    "Roughly how many weeks does it take you to build a mobile app from scratch?",
    "what's the usual turnaround for a testing engagement?",
    "For a web project, do we pay a deposit up front or in milestones?",
    "how do you invoice us during the project, monthly or at the end?",
    "will you sign an NDA before we share our app idea?",
    "Can you load test our site so it doesn't fall over on Black Friday?",
    "could you do performance testing on our web shop?",
  ])("gives the honest reply for %j", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("still answers a project's timeline with the consultation's honest advice on it", async () => {
    expect(await answer("What sort of timeline should I expect for a web project with you?")).toMatch(
      /timeline|fortnightly/i,
    );
  });

  it("still answers an application fee with applying being free", async () => {
    expect(
      await answer("Is there an application fee or anything I have to pay upfront just to apply?"),
    ).toMatch(/free/i);
  });

  it("still answers how work is priced with the fixed quote", async () => {
    expect(await answer("Do you charge by the hour or a set price for a project?")).toMatch(/fixed quote/);
  });

  it("still answers a course's length and its instalments for a student", async () => {
    expect(await answer("how many weeks is the QA course?")).toMatch(/16 weeks/i);
    expect(isNoAnswer(await answer("can I pay the full stack course in instalments?"))).toBe(false);
  });
});

describe("whether we do client work at all, asked beside the courses", () => {
  it.each([
    "yo is this place just courses or do u build apps for businesses too",
    "is it only training or do you also make software for companies?",
    "do you do client work as well as teaching?",
  ])("answers %j with the three services and their rates", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(
      /^We build and test software for businesses: \*\*Web Application Design and Development\*\*/,
    );
    expect(text).toContain("Mobile Application Development");
  });

  it("still answers one service named with its card", async () => {
    expect(await answer("do you build mobile apps?")).toMatch(/^Yes: \*\*Mobile Application Development\*\*/);
  });
});
