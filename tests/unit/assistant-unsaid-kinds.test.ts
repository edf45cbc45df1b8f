import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { asksCredential, asksCredit, asksFrequency, asksStaffContact } from "#server/assistant/unsaid-kinds.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

/**
 * Kinds of detail the site never states beside a topic it covers (unsaid-kinds.ts): how often
 * the newsletter or the blog comes out, a degree of the people, a staff member's own contact, and
 * credit for prior learning. The honest reply with the contact and consultation links, not the
 * passage nearby; the neighbours the site does state keep their answers.
 */
describe("a kind of detail the site never states", () => {
  it.each([
    // A frequency, where the answer found states none, or another thing's ("weekly code reviews").
    "is the newsletter weekly?",
    "how regularly do you email subscribers?",
    "do you publish a new article every week?",
    "how many blog posts a month do you write?",
    // A credential of the people.
    "do your trainers hold masters degrees?",
    "is daniel okafor certified in power bi?",
    "what degree does tomas have?",
    // A staff member's own contact or profile.
    "what is daniel okafor's email?",
    "could i have the director's mobile number please",
    "is arjun on linkedin?",
    // Credit for what a student already knows.
    "does a previous IT diploma give me any credits?",
    "is there recognition of prior learning for experienced testers?",
    "can i skip the basics in QA since i already test at work?",
  ])("gives the honest reply to %j", async (question) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(true);
    expect(text).toContain("/contact-us");
  });

  it.each([
    ["how often do classes meet?", "one"],
    ["how often will we see the app while you build it?", "fortnightly"],
    ["how often are the instalments?", "monthly"],
    ["what industry background does arjun have?", "twelve years"],
    ["what's your email?", "@"],
    ["can I pay with a credit card?", "card"],
    ["is the certificate accredited?", "not nationally accredited"],
  ])("still answers %j", async (question, fact) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(false);
    expect(text.toLowerCase()).toContain(fact);
  });

  it("reads the kinds from the question, not the visitor's words around them", () => {
    expect(asksFrequency("How often does the newsletter go out?")).toBe(true);
    expect(asksFrequency("Weekly? I don't want my inbox flooded")).toBe(true);
    expect(asksFrequency("how long is the course?")).toBe(false);
    expect(asksCredential("Do any of your instructors have a PhD?")).toBe(true);
    expect(asksCredential("what qualifications do I need for the QA course?")).toBe(false);
    expect(asksCredential("are your courses accredited?")).toBe(false);
    expect(asksStaffContact("can u send me Arjun Mehta's linkedin")).toBe(true);
    expect(asksStaffContact("what's your phone number?")).toBe(false);
    expect(asksStaffContact("how do I contact my instructor if I miss a class?")).toBe(false);
    expect(asksCredit("could i get credit and skip the first module")).toBe(true);
    expect(asksCredit("can I pay by credit card?")).toBe(false);
  });
});
