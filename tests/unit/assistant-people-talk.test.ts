import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("the person a conversation talks about carries through he, she and 'and the X one?'", () => {
  it("reads 'he' as the technology head just named, not the director asked about before", async () => {
    const text = await answer("does he teach any of the courses", [
      "who runs the company",
      "how long has she been in the industry",
      "whos the tech head",
    ]);
    expect(text).toContain("Tomás Rivera");
    expect(text).toContain("curriculum");
    expect(text).not.toContain("Sarah");
  });

  it.each([
    [["who teaches the full stack course", "how much experiance has he got"], "and the data one?", "Daniel Okafor", "Arjun"],
    [["who teaches the testing course?"], "and the full stack one?", "Arjun Mehta", "Mei Lin"],
    [["who's the data analytics teacher"], "what about for QA?", "Mei Lin Chen", "Daniel"],
  ])("after %j, %j names the other course's instructor", async (before, question, who, notWho) => {
    const text = await answer(question, before);
    expect(text).toContain(who);
    expect(text).not.toContain(notWho);
  });

  it.each([
    [["who teaches the full stack course", "how much experiance has he got", "and the data one?"], "what did he do before teaching", "retail and government"],
    [["who teaches the QA course"], "what sort of companies has she worked for", "banking and health"],
    [["who is the qa instructor", "how long has she been doing it"], "has she ever hired testers herself", "hired many junior testers"],
  ])("after %j answers %j from that person's own lines", async (before, question, fact) => {
    expect(await answer(question, before)).toContain(fact);
  });
});

describe("what the site does not say about a person gets the honest reply", () => {
  it.each([
    ["how old is arjun and is he married", []],
    ["is mei lin chen married", []],
    ["how old is the director?", []],
    ["does he have kids?", ["who teaches full stack?"]],
    ["where does she live", ["who's the director"]],
  ])("%j (after %j)", async (question, before) => {
    expect(isNoAnswer(await answer(question, before))).toBe(true);
  });
});

describe("a graduate's story is from the course asked about", () => {
  it("answers whether a testing graduate works as a tester with the QA quote", async () => {
    const text = await answer("has anyone who did your testing course actually gone on to work as a tester?");
    expect(text).toContain("Liam O'Connor");
    expect(text).not.toContain("Marco");
  });

  it("answers whether data graduates use what they learned at work with a data student's quote", async () => {
    expect(await answer("any data analytics grads using what they learned at work now?")).toContain("Marco Rossi");
  });
});
