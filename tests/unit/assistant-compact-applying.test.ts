import { describe, expect, it } from "vitest";
import { nextSteps } from "#content/application-next-steps.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { comparedReplies, comparedThings } from "#server/assistant/compact/compared.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { termsOf } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/**
 * Applying and using the site, in the compact engine (issue 33): the portal's application statuses
 * are found by the word "status", and everyday idioms read as the content's words. Expected texts
 * are read from the content, not written here.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string, history: string[] = []) => assistant.answer(question, silentSink, history);
/** The first sentence of what the portal shows under an application of this status. */
const firstSentence = (status: string) => (nextSteps[status] ?? "").split(/(?<=[.!?])\s+/)[0]!;

describe("application statuses", () => {
  it("answers what a status means from the portal's text for that status", async () => {
    const answer = await ask("What does the status 'received' mean on my application?");
    expect(answer).toContain(firstSentence("received"));
    expect(answer).toContain("(/portal/sign-in)");
  });

  it("links the status passages under a title, not a bare path", async () => {
    const answer = await ask("What does the status 'received' mean on my application?");
    expect(answer).not.toContain("[/portal/sign-in]");
  });

  it("answers 'what does that mean?' after a status seen on the dashboard", async () => {
    expect(termsOf("what does waitlisted mean")).toEqual(termsOf("waitlisted"));
    const answer = await ask("My portal dashboard says waitlisted. What does that mean?");
    expect(answer).toContain(firstSentence("waitlisted"));
  });

  it("reads 'not accepted' as the rejected status", async () => {
    expect(termsOf("if I'm not accepted")).toEqual(termsOf("if I'm rejected"));
    expect(termsOf("if I don't get in")).toEqual(termsOf("if I rejected"));
    const answer = await ask("and if I'm not accepted?", ["what happens after I apply?"]);
    expect(answer).toContain(firstSentence("rejected"));
  });
});

describe("everyday idioms", () => {
  it("reads 'can't remember' as forgetting and 'hang on to' as keeping", () => {
    expect(termsOf("I can't remember my password")).toEqual(termsOf("I forget my password"));
    expect(termsOf("how long do you hang on to it")).toEqual(termsOf("how long do you keep it"));
  });

  it("reads 'here back' as 'hear back'", () => {
    expect(termsOf("how long to here back")).toEqual(termsOf("how long to hear back"));
  });

  it("answers a forgotten portal password from the entry that says what to do", async () => {
    const entry = seeded.faq.find((f) => /forget your password/i.test(f.answer));
    expect(entry).toBeDefined();
    const step = /choose “[^”]+”/.exec(entry!.answer)![0];
    expect(await ask("I can't remember the password for my student portal.")).toContain(step);
  });
});

describe("asks about a thing the content never names get the honest reply", () => {
  const knowledge = buildKnowledge(seeded);
  const unknown = (word: string) => expect(knowledge.vocabulary.has(word)).toBe(false);

  it("a means of doing something: 'can I … with/using X?'", async () => {
    unknown("bitcoin");
    expect(isNoAnswer(await ask("Can I pay the course fee using bitcoin?"))).toBe(true);
    unknown("facebook");
    expect(isNoAnswer(await ask("can I sign in to the portal with my Facebook account?"))).toBe(true);
  });

  it("a thing needed ('what modem do I need?'), while a known one is still answered", async () => {
    unknown("modem");
    expect(isNoAnswer(await ask("what modem do I need for the online classes?"))).toBe(true);
    expect(isNoAnswer(await ask("what laptop do I need?"))).toBe(false);
  });

  it("something to apply for, and a request to help write something nobody offers", async () => {
    unknown("passport");
    expect(isNoAnswer(await ask("how do I apply for a passport?"))).toBe(true);
    unknown("speech");
    expect(isNoAnswer(await ask("could you help me write a speech for my brother's wedding?"))).toBe(true);
  });
});

describe("moving to another class", () => {
  it("reads 'a different night' or 'another class time' as a change of it", () => {
    const change = termsOf("change")[0];
    expect(termsOf("can I swap to a different night")).toContain(change);
    expect(termsOf("a different class time")).toContain(change);
    // "a later intake" is an intake, not a change.
    expect(termsOf("apply for a later intake")).not.toContain(change);
  });

  it("answers a switch of class night from the terms' classes section", async () => {
    const knowledge = buildKnowledge(seeded);
    const classes = knowledge.passages.find((p) => p.id === "page:terms#classes");
    const move = classes?.text.split(/(?<=[.!?])\s+/).find((s) => /\bmove\b/.test(s));
    expect(move).toBeDefined();
    expect(await ask("Once I've started, can I swap to a different evening for my class?")).toContain(move!);
  });
});

describe("two things compared that are no subject", () => {
  it("reads the two things of 'difference between X and Y' and 'X vs Y'", () => {
    expect(comparedThings("what is the difference between being waitlisted and being rejected?")).toEqual([
      "being waitlisted",
      "being rejected",
    ]);
    expect(comparedThings("waitlisted vs rejected, what is the difference?")).toEqual([
      "waitlisted",
      "rejected",
    ]);
    expect(comparedThings("how do I apply?")).toBeUndefined();
  });

  it("answers each status from its own passage, in one message or in two parts", async () => {
    for (const question of [
      "What's the difference between being waitlisted and being withdrawn?",
      "withdrawn vs waitlisted, what's the diff?",
    ]) {
      const answer = await ask(question);
      expect(answer).toContain(firstSentence("waitlisted"));
      expect(answer).toContain(firstSentence("withdrawn"));
    }
  });

  it("compares only passages that tell the two things apart", () => {
    const knowledge = buildKnowledge(seeded);
    // Every status passage says "application": "application" is no side of a comparison with a status.
    expect(comparedReplies(knowledge, ["application", "waitlisted"], 0.35)).toBeUndefined();
    expect(comparedReplies(knowledge, ["withdrawn", "waitlisted"], 0.35)).toBeDefined();
  });

  it("gives the honest reply when a compared thing is one the content never names", async () => {
    expect(isNoAnswer(await ask("What's the time difference between Sydney and Tokyo?"))).toBe(true);
  });
});
