import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// Two of our people in one message (people-together.ts).
describe("two people asked about together", () => {
  it("says which of two named people teaches and what the other does", async () => {
    const text = await answer("Tomas or Arjun, which of them takes the full stack lessons and what's the other one's job?");
    expect(text).toContain("Arjun Mehta");
    expect(text).toContain("curriculum");
    expect(text.indexOf("Arjun")).toBeLessThan(text.indexOf("Tomás"));
  });

  it("names a course's teacher and the person behind its curriculum", async () => {
    const text = await answer("who put together the full stack syllabus and who actually teaches it?");
    expect(text).toContain("Arjun Mehta");
    expect(text).toContain("Tomás Rivera");
  });

  it("adds the teacher's background when it is asked beside", async () => {
    const text = await answer("who teaches full stack, what's his background, and who designed the curriculum?");
    expect(text).toMatch(/twelve years|logistics/);
    expect(text).toContain("Tomás Rivera");
  });
});

// A role said in other words (facts/people.ts roleWords, people-together.ts).
describe("the person running the place", () => {
  it("says the director sits in on graduation project reviews when asked about students", async () => {
    for (const q of ["is the owner involved with the students at all?", "does the woman who runs the company ever see student projects?"]) {
      expect(await answer(q)).toContain("graduation project review");
    }
  });

  it("answers who runs a named course and their background with its instructor", async () => {
    const text = await answer("who runs the data analytics course and what is her or his background?");
    expect(text).toContain("Daniel Okafor");
    expect(text).not.toContain("Sarah");
  });
});

// What graduates said about a topic (quotes-by-topic.ts).
describe("graduates found by what they said", () => {
  it("finds the graduate who talked about deploying to the cloud", async () => {
    expect(await answer("which ex student liked the devops stuff the most?")).toContain("Jack Thompson");
  });

  it("quotes what students said about class sizes, typos and all", async () => {
    const text = await answer("wat did ur studnets think about the class size");
    expect(text).toContain("Small classes");
  });

  it("still says honestly that no class size is given when no student is asked", async () => {
    expect(isNoAnswer(await answer("how many students are in each class exactly?"))).toBe(true);
  });
});

// A post's author with their course's tools (people-by-deed.ts authorRole).
describe("a post's author and what they teach", () => {
  it("gives the testing post's author and her automation tools", async () => {
    const text = await answer("who wrote the article about manual and automated testing, and what automation tools does she teach?");
    expect(text).toContain("Mei Lin Chen");
    expect(text).toContain("Playwright");
    expect(text).toContain("Postman");
  });
});
