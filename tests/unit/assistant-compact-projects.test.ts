import { describe, expect, it } from "vitest";
import { serviceWork } from "#content/services.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { termsOf } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/**
 * Business visitors describing how a project with us runs, in their own words (issue 33): the
 * lexicon reads their words as the service pages' words. Expected texts are read from the content.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string, history: string[] = []) => assistant.answer(question, silentSink, history);
const card = (title: string) => serviceWork.team.find((t) => t.title === title)!;

describe("how a project runs, in the visitor's words", () => {
  it("reads 'disappear' and 'vanish' as the support card's 'stay'", () => {
    expect(termsOf("disappear")).toEqual(termsOf("stay"));
    expect(termsOf("vanish")).toEqual(termsOf("stay"));
  });

  it("answers 'do you disappear after launch?' with the support card", async () => {
    const answer = await ask("Once the app is launched, do you just hand it over and disappear?");
    expect(answer).toContain(card("Support team").text.split(":")[0]!);
  });

  it("reads 'built' as 'build' (the services' verb)", () => {
    expect(termsOf("built")).toEqual(termsOf("build"));
  });

  it("reads 'stick around', 'once it is live' and 'look after it' as staying on after launch", async () => {
    expect(termsOf("stick around")).toEqual(termsOf("stay"));
    expect(termsOf("once the site is live")).toEqual(termsOf("once the site launched"));
    const answer = await ask("once its live do you stick around to fix stuff?");
    expect(answer).toContain(card("Support team").text.split(":")[0]!);
  });

  it("reads 'proprietary' as the consultants card's 'lock-in'", () => {
    expect(termsOf("proprietary")).toEqual(termsOf("lock"));
  });
});

describe("the visitor's own business a project is for", () => {
  it("answers an app 'for my cafe' with the service that builds apps", async () => {
    const mobile = seeded.services.find((s) => /\bios\b/i.test(s.description));
    expect(mobile).toBeDefined();
    const answer = await ask("can you make an iphone app for my cafe");
    expect(answer).toContain(`(${mobile!.href})`);
  });
});
