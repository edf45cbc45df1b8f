import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

/**
 * A detail beside a fact the site states, which the site never states itself: the honest reply
 * with the contact and consultation links, not the fact beside it (askedDetails, assistant.ts
 * `unsaidDetail`; understand.ts for switching program and pausing a course).
 */
describe("a detail the site never states, beside one it does", () => {
  it.each([
    // A charge beside the payment terms.
    "is there any fine for paying an instalment late?",
    "do you charge a penalty when a payment bounces?",
    "overdue fee?",
    // The company's start beside its founder.
    "what year did harbourline tech get started?",
    // Another program beside moving class time; pausing beside withdrawing.
    "halfway through full stack, could I switch over to data analytics instead?",
    "am I allowed to freeze my enrolment for a few months?",
    "could i put my studies on hold and resume later?",
    // A break beside the three-hour class; a recording beside live online classes.
    "any breaks during the saturday class?",
    "are the live online sessions recorded?",
    // Which provider or tool beside the privacy policy's unnamed ones.
    "which company hosts the site?",
    "what chatbot provider do you use",
    "are my messages used to train the bot?",
    "what model is the chatbot running on?",
    // A device's repair beside the mobile app service.
    "can you repair a cracked ipad screen?",
    "phone repair",
  ])("gives the honest reply to %j", async (question) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(true);
    expect(text).toContain("/contact-us");
    expect(text).toContain("/expertise/book-a-free-consultation");
  });

  it("still answers the neighbours the site does state", async () => {
    expect(await answer("could I swap to a weekday evening class?")).toContain("move to another class time");
    expect(await answer("do you offer payment plans?")).toMatch(/instalments/);
    expect(await answer("can I pay by card?")).toMatch(/card/);
    expect(await answer("is there a waiting list?")).toMatch(/waiting list/);
    expect(await answer("can I withdraw?")).toMatch(/withdraw/);
    expect(await answer("who started harbourline?")).toMatch(/Sarah/);
    expect(await answer("can you fix bugs in our web app?")).not.toMatch(/couldn't find/);
    expect(await answer("do you do penetration / security testing for companies?")).not.toMatch(/couldn't find/);
  });
});
