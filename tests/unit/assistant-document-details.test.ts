import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const lead = (text: string) => text.split("\n")[0]!;

describe("the documents' own details: dates, law, conduct, the certificate", () => {
  it.each([
    ["When were the enrolment terms and conditions last updated?", "23 November 2026", "/terms"],
    ["how current is the privacy policy, what date is it from?", "23 November 2026", "/privacy"],
    ["When was the article about cleaning data before making charts published?", "21 July 2026", "/blog"],
    ["wen was the junior develper first 90 days post writen?", "14 October 2026", "/blog"],
    ["how old is that blog about cleaning data", "21 July 2026", "/blog"],
  ])("dates %j from the document itself", async (question, date, href) => {
    const text = await answer(question);
    expect(lead(text)).toContain(date);
    expect(text).toContain(`](${href})`);
  });

  it("dates the post the conversation is about when a follow-up asks when 'it' was published", async () => {
    const text = await answer("when was it published?", [
      "tell me about the blog post on manual vs automated testing",
    ]);
    expect(lead(text)).toContain("2 September 2026");
    expect(text).not.toContain("14 October 2026");
  });

  it.each(["Which state's law do your enrolment T&Cs fall under?", "r ur terms under nsw law or victorian?"])(
    "names the law that governs the terms for %j",
    async (question) => {
      expect(lead(await answer(question))).toContain("governed by the law of New South Wales");
    },
  );

  it.each([
    "what happens if someone copies another persons project and hands it in as theirs",
    "can i get kicked out for being a jerk to other students",
    "what if i pay a mate to do my course projects for me",
  ])("answers %j with the terms' conduct rule, not a course's projects", async (question) => {
    const text = await answer(question);
    expect(text).toContain("end the enrolment");
    expect(text).not.toMatch(/\$\d/);
  });

  it("says the certificate is not accredited even when the visitor's words are not the site's", async () => {
    const text = await answer("my cousin reckons ur certificate is a govt accredited qualification, legit?");
    expect(text).toContain("not nationally accredited");
  });

  it("keeps the other ask of a message that asks about accreditation too", async () => {
    const text = await answer("do you help with jobs after the course and is the certificate accredited?");
    expect(text).toContain("not nationally accredited");
    expect(text).toMatch(/Mock interview|CV and LinkedIn|Portfolio review/i);
  });

  it.each([
    "is there anywhere to charge my laptop in the classroom, battery is trash",
    "is there wifi in the classrooms or do i need my own hotspot",
  ])("answers %j with what the classrooms have", async (question) => {
    expect(await answer(question)).toContain("Wi-Fi and a power point at every desk");
  });
});

describe("practical asks far from the site", () => {
  it.each([
    "know any cheap rooms for rent near the city? cant afford much",
    "looking for a share house near the cbd, any tips on where to look?",
    "any good cheap places to grab lunch near your office?",
  ])("gives %j the honest reply, not the address and fees", async (question) => {
    const text = await answer(question);
    expect(isNoAnswer(text)).toBe(true);
    expect(text).not.toContain("$4,000");
  });

  it("still answers a cafe owner's app with the service", async () => {
    expect(
      isNoAnswer(
        await answer("I run a cafe and want an app so customers can order ahead, do you build that?"),
      ),
    ).toBe(false);
  });
});
