import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const lead = (text: string) => text.split("\n")[0]!;

describe("people: what they did, compared by their years, and what their bios never say", () => {
  it.each([
    ["what has your tech lead built, and who for?", ["React", "startups"]],
    ["has the head of technology shipped real systems or does he just teach?", ["AWS", "government"]],
    ["is the director involved with the students at all?", ["graduation project"]],
  ])("answers %j with the bio sentence that says it", async (question, facts) => {
    const text = await answer(question);
    for (const fact of facts) expect(text).toContain(fact);
  });

  it("still answers who holds a role with the name first", async () => {
    expect(lead(await answer("who's your head of technology?"))).toMatch(/^\*\*Tomás Rivera\*\* is our Technology Head/);
  });

  it.each([
    ["who has more experience, Mei Lin or Arjun?", "Arjun Mehta", "twelve years", "ten years"],
    ["between Daniel and Arjun, who's been working longer?", "Arjun Mehta", "twelve years", "eight years"],
  ])("compares %j by the years each bio gives, the longer first", async (question, first, longer, shorter) => {
    const text = lead(await answer(question));
    expect(text.startsWith(`**${first}**`)).toBe(true);
    expect(text).toContain(longer);
    expect(text).toContain(shorter);
  });

  it.each(["does Daniel Okafor have a university degree?", "is Mei Lin certified by ISTQB?"])(
    "gives %j the honest reply: no qualification is stated",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("students' words about a situation the visitor names", () => {
  it("quotes the student who kept a job, not the class times", async () => {
    const text = await answer("did any students keep working full-time jobs while studying? what did they say?");
    expect(text).toContain("Aisha");
  });

  it("quotes the student who was never made to feel slow, for a visitor afraid of seeming dumb", async () => {
    const text = await answer("I'm shy and scared of looking stupid when I ask questions. What have other students found?");
    expect(text).toContain("Hannah");
    expect(text).toMatch(/never made me feel slow|Small classes/);
  });
});

describe("blog posts by date and by byline in a follow-up", () => {
  it("names the newest post", async () => {
    expect(lead(await answer("what's the latest article on your blog?"))).toContain("Your first 90 days as a junior developer");
  });

  it("names the oldest post", async () => {
    expect(lead(await answer("which blog post is the oldest?"))).toContain("Clean data first, charts second");
  });

  it("answers who wrote the post a follow-up names", async () => {
    const text = await answer("and the testing one?", ["who wrote the article about cleaning data?"]);
    expect(lead(text)).toMatch(/^Mei Lin Chen wrote the blog post/);
  });
});

describe("careers support: when it happens in the course", () => {
  it.each(["at what point in the course are the job-search sessions?", "when in the program do you help with applying for jobs?"])(
    "answers %j with the last weeks of the course, not the class times",
    async (question) => {
      const text = lead(await answer(question));
      expect(text).toContain("last weeks of the course");
      expect(text).not.toContain("6PM");
    },
  );
});

describe("privacy: the site itself, its cookies, records kept and the AI service", () => {
  it("reads 'your website' in a cookie question as this site, not the web app service", async () => {
    const text = await answer("which cookies does your site store on my laptop?");
    expect(text).toContain("visitor");
    expect(text).toContain("portalToken");
    expect(text).toContain("no advertising");
    expect(text).not.toContain("$10,000");
  });

  it("answers whether cookies track the visitor with no advertising or analytics cookies first", async () => {
    expect(lead(await answer("do your cookies track me around the web while I chat?"))).toMatch(/^No: we use no advertising or analytics cookies/);
  });

  it("answers how long the cookies last with each one's lifetime", async () => {
    expect(lead(await answer("how long do the site's cookies last?"))).toContain("“visitor” lasts 365 days");
  });

  it("answers a follow-up about 'the chat one' with the visitor cookie's 365 days", async () => {
    expect(await answer("and how long does the chat one stay?", ["does the website use cookies?"])).toContain("365 days");
  });

  it("gives both retention periods when an application is compared with an enrolment", async () => {
    const text = await answer("how long do you keep applications that don't go anywhere, versus people who do enrol?");
    expect(text).toContain("two years");
    expect(text).toContain("Seven years".toLowerCase());
  });

  it("answers whether the chat sends details to an AI company with the policy's sentence", async () => {
    const text = await answer("does the chat bot pass my info on to an AI company?");
    expect(text).toContain("external AI service");
    expect(text).toMatch(/name, e-mail address and phone number are not/);
  });

  it.each(["what model does this chatbot run on, is it GPT?", "is this assistant powered by claude?"])(
    "gives %j the honest reply: no model or vendor is named",
    async (question) => {
      expect(isNoAnswer(await answer(question))).toBe(true);
    },
  );
});

describe("terms: ending an enrolment, our changes, leaving on instalments", () => {
  it.each(["can you kick someone out of a course?", "can students get expelled?"])(
    "answers %j with when we may end an enrolment",
    async (question) => {
      expect(await answer(question)).toContain("end the enrolment");
    },
  );

  it("answers a start date moved and a teacher replaced together", async () => {
    const text = await answer("what if you postpone my start date or replace my instructor?");
    expect(text).toContain("at least two weeks ahead");
    expect(text).toContain("change an instructor");
    expect(text).not.toContain("next intake starts");
  });

  it("answers leaving part way on a payment plan with the instalments sentence", async () => {
    const text = await answer("if I drop out while paying monthly instalments, do I owe the rest?");
    expect(text).toContain("instalments that fall due after that are cancelled");
    expect(text).not.toContain("monthly instalments of $1,000");
    expect(text).toContain("not refunded");
  });
});
