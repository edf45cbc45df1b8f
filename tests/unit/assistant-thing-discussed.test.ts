import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { normalise } from "#server/assistant/language.ts";
import {
  applyCostAsked,
  contactFormAsked,
  decisionTimeAsked,
  placeNearbyAsked,
  worldMoneyAsked,
} from "#server/assistant/thing-discussed.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("what happens to the details a form takes", () => {
  it.each([
    ["if i sign up for the newsletter do you sell my email to anyone", []],
    ["will my email end up on some marketing list if i join your mailing list?", []],
    ["will you share my project details with anyone else?", ["how do I book a free consultation?"]],
    ["will you pass my details on to other companies?", ["how do I download the course outline?"]],
  ] as [string, string[]][])("answers %j with the policy's 'not sell'", async (question, history) => {
    expect(await answer(question, history)).toMatch(/never sell|do not sell/);
  });

  it("leaves giving one's details for the chat, and a laptop handed down, to their own answers", async () => {
    expect(await answer("can I use the chat without giving my email?")).not.toMatch(/do not sell/);
    expect(
      await answer("my brother handed down his old MacBook, will that work for the data analytics course?"),
    ).toMatch(/Windows/);
  });
});

describe("follow-ups about the thing just discussed", () => {
  it.each([
    ["and if i get sick of the emails later?", "can I get your newsletter?"],
    ["what if i want out later", "sign me up for the newsletter pls"],
  ])("answers %j after the newsletter with its unsubscribe link", async (question, before) => {
    expect(await answer(question, [before])).toMatch(/unsubscribe link/);
  });

  it.each([
    ["who will i be talkin to on it", "how long is the free consultation call"],
    ["and who do i speak with", "how long is the consult call?"],
  ])("answers %j after the consultation with who is on the call", async (question, before) => {
    expect(await answer(question, [before])).toMatch(/senior developer, not a salesperson/);
  });

  it("answers rescheduling after the consultation with the booking e-mail's link", async () => {
    const text = await answer("who do I contact if I need to reschedule?", ["how do I book a free consultation?"]);
    expect(text).toMatch(/^Use the reschedule link/);
  });

  it("reads a dropped g as the -ing form", () => {
    expect(normalise("who will i be talkin to")).toBe("who will i be talking to");
    expect(normalise("a cabin in the hills")).toBe("a cabin in the hills");
  });
});

describe("the cost of applying, apart from the course fee", () => {
  it.each([
    "Will it cost me anything just to send in an application? I'm not sure I'm ready to commit.",
    "do i have to pay anything to apply",
  ])("answers %j: applying is free", async (question) => {
    expect(await answer(question)).toMatch(/^Applying is free/);
  });

  it("keeps the course fee its own question", () => {
    expect(applyCostAsked("how much is the full stack course")).toBe(false);
    expect(applyCostAsked("how much does it cost to apply")).toBe(true);
  });
});

describe("how long an application takes to decide", () => {
  it.each(["how long does the application take to be processed?", "how long does it take you to process an application?"])(
    "answers %j with the decision time, not a project's process",
    async (question) => {
      expect(await answer(question)).toMatch(/^A decision on your application usually comes within a week/);
    },
  );

  it.each([
    "sent my application in last night lol, what happens now?",
    "I applyed for data anaytics like 5 days ago and havent herd a thing?? is that normal",
  ])("answers %j, an application sent and waited on, with the next step", async (question) => {
    expect(await answer(question)).toMatch(/^After you apply, .*within two business days/);
  });

  it("answers where an application is up to with the student portal", async () => {
    expect(await answer("is there somewhere online i can see where my application is up to?")).toMatch(
      /^Yes, in the student portal/,
    );
  });

  it("leaves a software application to the services", () => {
    expect(decisionTimeAsked("how long does it take to process a mobile application build")).toBe(false);
  });
});

describe("the contact form in a visitor's words", () => {
  it.each([
    "whats the easiest way to msg u guys? like is there a form or smth",
    "is there like a form i can fill in to send u a message",
    "can I just write to you through the website?",
    "is there an online form to contact you?",
  ])("answers %j with the contact form", async (question) => {
    expect(await answer(question)).toContain("](/contact-us)");
  });

  it("leaves the other forms and the form's reply time alone", () => {
    expect(contactFormAsked("is there a form to book a consultation")).toBe(false);
    expect(contactFormAsked("how soon do you answer the contact form")).toBe(false);
  });
});

describe("out of scope, even after an in-scope turn", () => {
  it.each([
    ["cool. also what's the best pizza place near Harbour Street?", ["how much does a web app cost with you?"]],
    ["ok and is there a decent cafe nearby?", ["how much is the QA course?"]],
    ["What's the current exchange rate from AUD to USD?", []],
    ["what's the current interest rate in Australia?", []],
    ["how much tax will I pay on my salary in Australia?", []],
    ["is the course fee tax deductible?", []],
  ] as [string, string[]][])("gives %j the honest reply", async (question, history) => {
    expect(isNoAnswer(await answer(question, history))).toBe(true);
  });

  it("still answers the currency of our own fees, and a cafe's website", async () => {
    expect(await answer("are your fees in US dollars?")).toMatch(/Australian dollars/);
    expect(worldMoneyAsked(normalise("can I pay the course fee in USD?"))).toBe(false);
    expect(placeNearbyAsked("i run a cafe near harbour st and need a website")).toBe(false);
  });
});
