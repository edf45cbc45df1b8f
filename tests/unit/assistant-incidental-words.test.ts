import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { incidentalWord } from "#server/assistant/incidental-words.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

/** The word's place in the question, as the reading has it (lower case, no punctuation). */
const incidental = (text: string, word: string) => {
  const words = text.split(" ");
  return incidentalWord(words, words.indexOf(word), 5000, [], (w) => ["week", "class"].includes(w), (w) => w === "disappeared");
};

describe("words the site never uses: how the visitor talks, or the thing asked", () => {
  it.each([
    ["what happens if i miss a class am i screwed", "screwed"],
    ["cool if i join online", "cool"],
    ["what is an ordinary week like", "ordinary"],
    ["if you dealt with my data badly", "dealt"],
    ["are you hiring yourselves", "yourselves"],
    ["hand it over and disappear", "disappear"],
  ])("reads %j: %j is incidental", (text, word) => {
    expect(incidental(text, word)).toBe(true);
  });
  it.each([
    ["is there free parking", "parking"],
    ["can i bring my dog to class", "dog"],
    ["do you teach cooking classes", "cooking"],
    ["can i claim the fees on my tax return", "claim"],
    ["how do you run sprints", "sprints"],
    ["we are putting one of our staff through", "putting"],
  ])("reads %j: %j is the thing asked", (text, word) => {
    expect(incidental(text, word)).toBe(false);
  });
});

describe("an answerable ask worded with slang or everyday words", () => {
  it.each([
    ["if i skip a class one week am i screwed?", /catch up|Tell your instructor/],
    ["If I'm not happy with how you dealt with my personal info, who else can I complain to?", /OAIC|Australian Information Commissioner/],
    ["r u guys hiring yourselves? id love to work there, what do u look for in people", /Teach by doing|Small teams|Flexible hours/],
  ])("answers %j", async (question, expected) => {
    expect(await answer(question)).toMatch(expected);
  });
  it("reads a chat word for equipment as equipment", async () => {
    expect(await answer("sweet, any special kit I need to join from home?", ["Can I do the QA course online?"])).toContain("headset");
  });
  it.each(["do u hook students up with free parking?", "can i bring my dog to class, he's chill", "can i claim the course fees on my tax return"])(
    "still gives the honest reply to %j",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("an age question beside another ask", () => {
  it("answers the ask the site answers whoever asks, the careers honesty here", async () => {
    expect(await answer("Honestly, at my age will anyone even hire me after? Do you guys guarantee a job at the end?")).toMatch(
      /no course can guarantee|cannot promise/,
    );
  });
  it.each(["I'm 52, am I too old to learn coding? Is there an age limit?", "am i too old to start coding at 60?"])(
    "still gives the honest reply to an age question only: %j",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("a week in a course, however the week is described", () => {
  it.each([
    ["Walk me through what an ordinary week is like in the QA course.", "5 to 7 hours"],
    ["give me the rundown of a regular week in data analytics", "5 to 7 hours"],
  ])("answers %j with the week", async (question, expected) => {
    expect(await answer(question)).toContain(expected);
  });
});
