import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { blogPassages } from "#server/assistant/corpus.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { normalise } from "#server/assistant/language.ts";
import { changeAgent } from "#server/assistant/sentences.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink);

function post(text: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "blog-"));
  writeFileSync(path.join(dir, "post.md"), `---\ntitle: A post\n---\n\n${text}`);
  return blogPassages(dir).filter((p) => /:\d+$/.test(p.id));
}

describe("free-text answers from articles", () => {
  it("keeps a section's paragraphs and a list's lead-in together in one passage", () => {
    const passages = post(
      "Some opening words about the topic of this post.\n\n## What to automate\n\nGood candidates:\n\n- **Login flows**, used every day.\n- **Price rules** with many cases.\n\nThe rest can wait for a person.\n",
    );
    expect(passages[1]!.text).toContain("Good candidates:");
    expect(passages[1]!.text).toContain("Login flows");
    expect(passages[1]!.text).toContain("The rest can wait");
    expect(passages[1]!.keywords).toContain("What to automate");
    // The list reads as sentences, and paragraphs stay apart for the supporting sentences.
    expect(passages[1]!.text).toBe(
      "Good candidates: **Login flows**, used every day.\n**Price rules** with many cases.\n\nThe rest can wait for a person.",
    );
  });

  it("names the sections a paragraph announces, even when they are not numbered", () => {
    const [intro] = post(
      "Your first week matters. Here is what we tell every new starter.\n\n## Week 1: meet the team\n\nLearn names.\n\n## Week 2: ship something\n\nA small fix.\n",
    );
    expect(intro!.text).toBe(
      "Your first week matters. Here is what we tell every new starter: meet the team (week 1) and ship something (week 2).",
    );
  });

  it("answers a request for advice from the article that gives it, though the site never says 'advice'", async () => {
    const text = await answer("any advice for someone about to begin their first job as a developer?");
    expect(isNoAnswer(text)).toBe(false);
    expect(text).toContain("](/blog)");
  });

  it("answers the usual cause of a doubled figure from the data-cleaning article", async () => {
    expect(await answer("why would one month's sales on my dashboard come out twice as high?")).toContain("duplicated file");
  });

  it("leads with the article's sentence that says most of the question by meaning, and the two after it", async () => {
    const text = await answer("which checks should i run on my data before i build a chart");
    expect(text).toMatch(/^Before you build a chart, run these five checks: count the rows and the duplicates/);
    const automation = await answer("which kinds of test are good candidates to automate?");
    expect(automation).toContain("Critical user journeys");
  });

  it("does not answer with an article whose sentences share the question's words only one by one", async () => {
    expect(await answer("can you help me return a parcel")).toSatisfy(isNoAnswer);
  });
});

describe("everyday wording read as the site's words", () => {
  it.each([
    ["could they turn down my application", "decline"],
    ["would I get kicked off the course", "end the enrolment of"],
    ["what if someone copies a classmate's assignment", "submit someone else work"],
    ["how do I sanity check it", "check"],
    ["is anything kept offshore", "outside australia"],
    ["would it suit my daughter", "suit someone"],
    ["what if a classmate is rude to me", "without respect"],
    ["who uses the backoffice", "back-office"],
    ["who's the guy that owns the business", "is the director"],
  ])("reads %j with %j", (question, reading) => {
    expect(normalise(question)).toContain(reading);
  });
});

describe("questions that want a count", () => {
  it("give the honest reply when the answer states no number, and the count when it does", async () => {
    expect(await answer("how many graduates have you had over the years?")).toSatisfy(isNoAnswer);
    expect(await answer("how many weeks does the QA course go for")).toContain("16 weeks");
    // A list of what is counted counts them.
    expect(await answer("how many instructors do you have")).toContain("Mei Lin Chen");
  });
});

describe("questions about a change, answered from the rule that says it", () => {
  it("finds the sentence naming what is changed, by whoever changes it", async () => {
    expect(await answer("could you replace my instructor partway through the course?")).toMatch(/^We may change an instructor/);
    expect(await answer("is it possible to amend an application after i have sent it?")).toMatch(
      /^An application cannot be changed once it is sent/,
    );
    expect(await answer("my shifts at work are changing, can i move to another class night?")).toMatch(
      /^You can move to another class time/,
    );
  });

  it("reads who makes the change from the subject before its verb", () => {
    expect(changeAgent("can you swap my teacher", "i|me|my", "you|they|u")).toBe("provider");
    expect(changeAgent("if my job changes can i swap class", "i|me|my", "you|they|u")).toBe("self");
  });
});

describe("a passage's sentence chosen by the question as read", () => {
  it("reads chat words before choosing the sentence that answers", async () => {
    expect(await answer("got wait-listed, is that bad?")).toMatch(/^We may offer you a place, put you on a waiting list when a class is full/);
  });
});

describe("a sentence found by meaning over a passage found by half the words", () => {
  it("answers how long with the sentence stating a length of time, with the row it belongs to", async () => {
    const text = await answer("how long does remember me keep me logged in");
    expect(text).toMatch(/^The “portalToken” cookie: Keeps a student signed in/);
    expect(text).toContain("30 days");
  });
});

describe("a sentence saying what the visitor can do, with how", () => {
  it("follows 'you can ask…' with the sentence that says how to ask", async () => {
    const text = await answer("please remove all the details you hold about me, who do I ask?");
    expect(text).toMatch(/^You can ask to see the personal information we hold about you/);
    expect(text).toContain("hello@harbourline.example");
  });
});

describe("everyday words for people and places", () => {
  it("never reads the visitor's family as a topic the site does not cover, but a guest still is one", async () => {
    expect(await answer("would the data course suit my husband? he loves spreadsheets")).not.toSatisfy(isNoAnswer);
    expect(await answer("can i bring a friend along to class")).toSatisfy(isNoAnswer);
  });

  it("answers who runs the company, however the person is described", async () => {
    expect(await answer("tell me about the woman who founded the company")).toContain("Sarah Whitfield");
  });

  it("answers where information is kept from the privacy policy's 'outside Australia'", async () => {
    expect(await answer("does any of my info end up abroad?")).toContain("outside Australia");
  });
});

describe("questions asking for tools by kind", () => {
  it("answers 'which tools' with the sentence naming them", async () => {
    const text = await answer("what tools are used for automating tests?");
    expect(text).toMatch(/Playwright|Postman/);
  });
});

describe("the blog's own passages answer questions about the blog", () => {
  it("does not read 'a new developer' as asking for the newest post", async () => {
    expect(await answer("any tips for a new developer who gets stuck?")).not.toMatch(/^Our latest blog post/);
    expect(await answer("what is your newest blog post")).toMatch(/^Our latest blog post/);
  });

  it("reads holding on to records and misusing information as the privacy policy says them", async () => {
    expect(await answer("who do I go to if you misuse my personal information?")).toContain("Australian Information Commissioner");
  });
});

describe("advice from the blog posts", () => {
  const ask = async (q: string, before: string[] = []) => {
    const history: string[] = [];
    for (const b of before) {
      await assistant.answer(b, silentSink, [...history]);
      history.push(b);
    }
    return assistant.answer(q, silentSink, history);
  };

  it("answers a request for advice in general with the post's summary and its main points", async () => {
    const text = await answer("starting my first job as a software developer next monday, any tips on what to focus on?");
    expect(text).toContain("ship small things");
    // The sections' points (issue 16, f4-advice): the first weeks' habits, the rule when stuck.
    expect(text).toContain("running locally");
    expect(text).toContain("fifteen-minute rule");
    expect(text).toContain("](/blog)");
  });

  it("answers with the post's line that says the rest of the question, not its opening or its byline", async () => {
    expect(await answer("in the junior dev post, what do they say to do when you're stuck?")).toMatch(/fifteen-minute rule/);
    expect(await answer("what does your testing post say tests are worth automating for?")).toMatch(/Critical user journeys/);
    expect(await answer("in the testing blog what is manual testing good for?")).toContain("Exploratory testing");
  });

  it("answers advice a course or a service shares words with from the post", async () => {
    expect(await answer("my team wants to automate every test and drop manual testing, should we?")).toMatch(
      /does not replace manual testing|need both|honest answer is no/,
    );
    expect(await answer("any advice for cleaning up a messy data set before I make dashboards from it?")).toContain("duplicates");
  });

  it("names the post an instructor wrote when asked about them as a follow-up", async () => {
    expect(await ask("any articles by her?", ["who is your QA instructor"])).toContain("Manual or automated testing");
    expect(await ask("has he written anything for the blog?", ["Who teaches the data analytics course?"])).toContain(
      "Clean data first",
    );
  });

  it("names the post asked for by its topic", async () => {
    expect(await answer("do you have any articles about data cleaning?")).toMatch(/^Daniel Okafor wrote the blog post/);
    expect(await answer("what's the name of your blog post on testing?")).toContain("Manual or automated testing");
  });

  it("reads 'does she write tests' after an instructor's answer as no question about the blog", async () => {
    expect(await ask("does she write tests in class?", ["who teaches QA?"])).not.toContain("written a post");
  });

  it("says so when the person asked about wrote none of the posts, with the posts there are", async () => {
    const text = await ask("did he write any blog posts?", ["who teaches the full stack course?"]);
    expect(text).toContain("Arjun Mehta has not written a post");
    expect(text).toContain("Your first 90 days as a junior developer");
  });

  it("answers being stuck with the post's fifteen-minute rule, not its summary", async () => {
    expect(await answer("as a junior developer, what should i do when i'm stuck for hours?")).toContain(
      "fifteen-minute rule",
    );
  });

  it("leaves job hunting after a course to the careers support, and a business's own app to the services", async () => {
    expect(await answer("tips for getting a job after graduating?")).not.toContain("](/blog)");
    expect(await answer("should we write tests for our startup's app?")).not.toContain("](/blog)");
  });

  it("does not read 'never written code' about a course as asking about the blog", async () => {
    const text = await answer("I've never written a single line of code and I'm 50, would I be lost in the full stack course?");
    expect(text).not.toContain("](/blog)");
  });

  it("answers whether a visitor's own team should automate every test from the testing post, not the service", async () => {
    for (const question of [
      "Should my team just automate all of our tests?",
      "Our startup wants to automate every single test and drop manual testing. Good idea?",
      "can automated tests fully replace manual testing in our company?",
    ]) {
      const text = await answer(question);
      expect(text).toContain("](/blog)");
      expect(text).not.toContain("$5,000");
    }
  });

  it("answers how long to try alone before asking with the fifteen-minute rule", async () => {
    for (const question of [
      "In my first dev job, how long should I try to solve something on my own before asking for help?",
      "when should i ask for help at my new developer job",
    ])
      expect(await answer(question)).toContain("fifteen minutes");
  });

  it("keeps blog advice out of questions about the provider's own staff", async () => {
    expect(await answer("any tips from your developers on how your team works?")).not.toContain("fifteen-minute");
  });
});

describe("what students said", () => {
  it("quotes the student who spoke about what is asked, with their name", async () => {
    expect(await answer("has anyone here come from a hospitality background?")).toMatch(/^\*\*Priya Sharma\*\* \(Full stack software development\): I came from hospitality/);
    expect(await answer("did students find the devops module useful?")).toContain("Jack Thompson");
  });
});

describe("consequences and honest replies", () => {
  it("answers what happens if the visitor does something with the condition that says it", async () => {
    expect(await answer("what happens if i stop paying my monthly payments and leave")).toContain("instalments that fall due after that are cancelled");
    expect(await answer("what if i fall behind")).toContain("catch up");
  });

  it("gives the honest reply when two things asked about are not on the site", async () => {
    expect(await answer("can you arrange a work visa for me from Brazil?")).toSatisfy(isNoAnswer);
  });
});

describe("more readings of free text", () => {
  it("reads a class time that moves as the provider's change", () => {
    expect(changeAgent("what notice do i get if my class time moves", "i|me|my", "you|they|u")).toBe("provider");
  });

  it("lets an article answer a change nobody makes", async () => {
    expect(await answer("will automation ever replace manual testing?")).toMatch(/does not replace manual testing|need both|honest answer is no/);
  });

  it("gives the honest reply for a blog topic no post is about", async () => {
    expect(await answer("have you written any article about salary negotiation?")).toSatisfy(isNoAnswer);
    expect(await answer("is there an article on automated testing")).toContain("](/blog)");
  });

  it("reads outliers as the extremes the data-cleaning post checks", async () => {
    expect(await answer("how should I deal with outliers in my data set?")).toContain("extremes");
  });
});

describe("the privacy policy's own sentences", () => {
  it("answers who sees what is sent, though the question names no privacy word", async () => {
    expect(await answer("who gets to view the things I send you?")).toMatch(/^Only our staff read what you send us/);
  });
});
