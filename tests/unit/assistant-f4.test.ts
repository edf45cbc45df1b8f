import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const followUp = async (before: string[], q: string) => {
  for (const [i, b] of before.entries()) await answer(b, before.slice(0, i));
  return answer(q, before);
};

// Two asks about a person or a post, the later leaning on the earlier (people-parts.ts).
describe("asks about our people and posts, each keeping its fact", () => {
  it("says a post's author and the author's background", async () => {
    const text = await answer("the data cleaning blog post, who's the author and what did he do before teaching");
    expect(text).toContain("Daniel Okafor");
    expect(text).toContain("eight years");
  });

  it("says a graduate's course beside what they did before", async () => {
    const text = await answer("who's hannah nguyen, and which course did she take");
    expect(text).toContain("Hannah Nguyen");
    expect(text).toContain("Full stack software development");
    const liam = await answer("what course did liam o'connor do");
    expect(liam).toContain("QA & Software Testing");
  });

  it("follows 'and the data one? also how many years' to the data instructor", async () => {
    const text = await followUp(["who teaches the qa course?"], "and the data one? also how many years experience does he have");
    expect(text).toContain("Daniel Okafor");
    expect(text).toContain("eight years");
  });

  it("keeps a page's answer beside the person asked", async () => {
    const text = await answer("what's on the technology research page? also who is the technology head");
    expect(text).toContain("artificial intelligence");
    expect(text).toContain("Rivera");
  });

  it("leaves a single ask about a post as it was", async () => {
    const text = await answer("who wrote the manual vs automated testing article");
    expect(text).toMatch(/^Mei Lin Chen wrote the blog post/);
  });
});

// Our people as a group, and the engineers' lead (whole-team.ts).
describe("the team as a group and who leads the engineers", () => {
  it("names everyone on our people page for the team as a group", async () => {
    for (const q of ["who are the people behind the company", "can you introduce your team to me"]) {
      const text = await answer(q);
      for (const name of ["Sarah Whitfield", "Tomás Rivera", "Mei Lin Chen"]) expect(text).toContain(name);
    }
  });

  it("names the technology head as the lead engineer on a project", async () => {
    const text = await answer("who would be the lead engineer on my project?");
    expect(text).toContain("Tomás Rivera");
    expect(text).toContain("client engineering team");
  });

  it("still answers one role or one course's teacher with that person", async () => {
    expect(await answer("who is the director")).toMatch(/^\*\*Sarah Whitfield\*\*/);
    const qa = await answer("who teaches the qa course?");
    expect(qa).toContain("Mei Lin Chen");
    expect(qa).not.toContain("Sarah Whitfield");
  });
});

describe("an instructor's years after a course's teacher was named", () => {
  it("follows 'and the testing one? how long has she been doing it' to Mei Lin Chen's ten years", async () => {
    const text = await followUp(["who is the instructor for full stack?"], "and the testing one? how long has she been doing it");
    expect(text).toContain("Mei Lin Chen");
    expect(text).toContain("ten years");
    expect(text).not.toContain("Arjun");
  });
});

describe("who wrote a post, in other words", () => {
  it("reads 'who penned' as who wrote", async () => {
    const text = await answer("who penned the junior developer 90 days piece");
    expect(text).toContain("Tomás Rivera wrote the blog post");
  });
});
