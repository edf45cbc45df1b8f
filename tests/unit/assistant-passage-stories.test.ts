import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { courseGuide } from "#server/assistant/course-guide.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const lead = (text: string) => text.split("\n")[0]!;

describe("a person of ours found by what they did, not by name", () => {
  it.each([
    ["anyone on staff who has tested software for banks?", "Mei Lin Chen", "banking"],
    ["who designs the syllabus for the full stack course?", "Tomás Rivera", "curriculum"],
    ["did the testing teacher ever hire junior testers herself?", "Mei Lin Chen", "hired many junior testers"],
    ["who leads the engineering team that builds client software?", "Tomás Rivera", "client engineering team"],
  ])("answers %j with the person first and the line that says it", async (question, name, line) => {
    const text = lead(await answer(question));
    expect(text.startsWith(`**${name}**`)).toBe(true);
    expect(text).toContain(line);
  });

  it("names the course's instructor and her years when asked who runs it and how experienced she is", async () => {
    const text = lead(await answer("Who leads the QA course, and how much industry experience has she got?"));
    expect(text).toContain("Mei Lin Chen");
    expect(text).toContain("ten years");
  });

  it("gives the author's role beside the byline when asked", async () => {
    const text = await answer("who wrote the article about cleaning data, and what's his role with you?");
    expect(text).toContain("Daniel Okafor");
    expect(text).toContain("Data Analytics Instructor");
  });

  it("leaves a question about the service's developers to the services", async () => {
    expect(await answer("who would be building my app?")).not.toMatch(/Tomás|Mei Lin|Arjun/);
  });
});

describe("a student's quote found by the story it tells", () => {
  it.each([
    ["did any student talk about their app deploying to the cloud automatically?", "Jack Thompson"],
    ["I was a barista for years with no coding at all. Has anyone like me landed a developer job?", "Priya Sharma"],
    ["how fast did your testing grads get jobs? any real stories", "two weeks"],
  ])("answers %j from the quote", async (question, fact) => {
    expect(await answer(question)).toContain(fact);
  });

  it("gives the honest reply when no quote tells the story asked", async () => {
    expect(isNoAnswer(await answer("Which students from the data course got jobs at banks?"))).toBe(false);
    expect(await answer("Which students from the data course got jobs at banks?")).not.toMatch(/\*\*(Priya|Liam|Marco)/);
  });
});

describe("blog advice found by the problem described", () => {
  it("answers a doubled month read about on the site with the post's cause", async () => {
    const text = await answer(
      "Our report shows June revenue at double any other month. I saw something on your site about this, what is the usual cause?",
    );
    expect(text).toContain("duplicated file");
  });
});

describe("a course's guide: its class, its order, its ending and its stack", () => {
  it("says what happens in a class, not when it is", () => {
    const reply = courseGuide("what goes on during a qa class", "qa-and-software-testing");
    expect(reply?.lead).toContain("in pairs");
    expect(courseGuide("when do qa classes start", "qa-and-software-testing")).toBeUndefined();
  });

  it("says which module comes first when asked whether it starts with one or another", () => {
    const reply = courseGuide("do you start with manual testing or jump straight into automation", "qa-and-software-testing");
    expect(reply?.lead).toMatch(/starts with QA fundamentals, then manual testing, and ends with automated testing/);
  });

  it("says how a course ends: its last module and the projects", () => {
    expect(courseGuide("how does the data course wrap up", "data-analytics")?.lead).toContain("panel");
    expect(courseGuide("when does the data course end", "data-analytics")).toBeUndefined();
  });

  it("lists a course's stack from its page", () => {
    expect(courseGuide("what tech stack does full stack use", "full-stack-development")?.lead).toContain("PostgreSQL");
  });

  it.each([
    ["What goes on in the three hours of a QA lesson?", "in pairs"],
    ["how does data analytics finish up, what's the final project?", "panel"],
    ["which technologies does the full stack course use, React or Vue?", "PostgreSQL"],
  ])("answers %j from the guide", async (question, fact) => {
    expect(await answer(question)).toContain(fact);
  });
});
