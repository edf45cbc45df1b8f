import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const followUp = async (before: string[], q: string) => {
  for (const [i, b] of before.entries()) await answer(b, before.slice(0, i));
  return answer(q, before);
};

// What the company is and does, and how client work with it runs (company-asks.ts, service-asks.ts, service-work.ts).
describe("what kind of company this is", () => {
  it("says what we are when the company's kind or main thing is asked", async () => {
    for (const q of [
      "what type of outfit is harbourline?",
      "whats your business's core focus",
      "so hang on, do u run courses or develop software or both?",
    ]) {
      const text = await answer(q);
      expect(text).toContain("Harbourline Tech");
      expect(text).toContain("IT training");
      expect(text).toMatch(/software/);
    }
  });

  it("says we are not a registered training organisation when asked if we are a uni, college or bootcamp", async () => {
    for (const q of ["are you guys an actual university", "is this place some sort of tafe college?"]) {
      const text = await answer(q);
      expect(text).toContain("not a registered training organisation");
      expect(text).toContain("certificate of completion");
    }
  });

  it("says how the training and the client work meet", async () => {
    const text = await answer("is there any relationship between your client work and your training courses?");
    expect(text).toContain("client engineering team");
    expect(text).toContain("still build software");
  });

  it("says students hear of junior roles at the businesses we work with", async () => {
    const text = await followUp(
      ["do you make software for businesses too?"],
      "do your students ever get introduced to those companies?",
    );
    expect(text).toContain("junior roles");
  });

  it("answers both sides when the visitor asks whether we teach or build", async () => {
    for (const q of ["do u guys just teach or also build stuff", "do you guys do app development as well as teaching"]) {
      const text = await answer(q);
      expect(text).toContain("IT training");
      expect(text).toContain("software for businesses");
    }
    for (const q of ["what do you guys specialise in", "are you an agency?", "do you do both training and development?"])
      expect(await answer(q)).toContain("IT training");
    const devs = await answer("do your developers also teach the courses?");
    expect(devs).toContain("still build software");
  });

  it("leaves who a school suits and this chat's own future alone (negative)", async () => {
    expect(await answer("are you a good school for beginners?")).not.toContain("registered training organisation");
    expect(await answer("what happens after this chat?")).not.toContain("fixed quote");
    expect(await answer("do students work with real clients during the course?")).not.toContain("junior roles");
    // A catalogue question that names "development" beside another course is not the company's two sides.
    expect(await answer("do you teach web development and data analytics?")).not.toContain("technology partner");
  });

  it("keeps the honest reply for a certification of the business the site never names", async () => {
    for (const q of ["is harbourline iso 27001 accredited", "are you a microsoft gold partner?", "r u pci dss compliant"])
      expect(isNoAnswer(await answer(q))).toBe(true);
  });

  it("still answers the course certificate's standing (negative)", async () => {
    const text = await answer("are your courses nationally accredited?");
    expect(isNoAnswer(text)).toBe(false);
    expect(text).toContain("not nationally accredited");
  });
});

describe("how client work runs", () => {
  it("names web apps and phone apps when both are asked for", async () => {
    const text = await answer("can you guys do iphone apps or only web sites");
    expect(text).toContain("iOS");
    expect(text).toContain("Android");
    expect(text).toContain("Web Application");
  });

  it("lists what the booking form asks for when the visitor asks what to have ready", async () => {
    const text = await answer("what do you need from me before the consultation call");
    expect(text).toContain("project details");
    expect(text).toContain("budget range");
  });

  it("names all three teams when asked who works on the project", async () => {
    const text = await answer("who exactly builds our app if we hire you?");
    expect(text).toContain("developers");
    expect(text).toContain("technical consultants");
    expect(text).toContain("support team");
  });

  it("names the technology head as the lead on client projects", async () => {
    const text = await answer("who is the tech lead for client projects?");
    expect(text).toContain("Tomás Rivera");
    expect(text).toContain("client engineering team");
  });

  it("gives the proposal and fixed quote after the consultation", async () => {
    const text = await answer("so after the free consultation, what happens next?");
    expect(text).toContain("proposal");
    expect(text).toContain("fixed quote");
  });

  it("says we stay on call after launch", async () => {
    const text = await answer("after go-live do you guys vanish?");
    expect(text).toContain("on call");
  });

  it("keeps the honest reply for what the support plan costs (negative)", async () => {
    expect(isNoAnswer(await answer("how much is the after-launch support per month?"))).toBe(true);
  });
});
