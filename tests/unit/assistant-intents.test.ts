import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { NO_ANSWER, isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { normalise, lemma, correct } from "#server/assistant/language.ts";
import { checkAnswer } from "../../scripts/assistant-eval.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
/** The answer's first sentence, where the fact must be. */
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0]!;

describe("structured answers lead with the fact", () => {
  it.each([
    ["how many months is full stack?", "24 weeks"],
    ["whats the price of the testing course", "$4,000 AUD"],
    ["when's the next intake for QA?", "2 February 2027"],
    ["how long is each class?", "3 hours"],
    ["are u open sundays", "closed"],
    ["whats ur phone numbr", "(02) 5550 1234"],
    ["do you give students laptops?", "No laptop is provided"],
    ["what's your job placement rate?", "do not publish"],
    ["is the certificate recognised?", "certificate of completion"],
    ["who's the teacher for full stack?", "Arjun Mehta"],
    ["can i get a refnd", "No"],
  ])("%j → first sentence has %j", async (question, fact) => {
    expect(firstSentence(await answer(question)).toLowerCase()).toContain(fact.toLowerCase());
  });

  it("keeps to the fact, at most two supporting sentences, then the sources", async () => {
    const text = await answer("How much is the data analytics course?");
    const [body, sources] = text.split("\n\n");
    expect(body!.split(/(?<=[.!?])\s/).length).toBeLessThanOrEqual(3);
    expect(sources).toMatch(/^Sources?: \[/);
  });
});

describe("comparisons", () => {
  it("names the shortest programs and says when two tie", async () => {
    const lead = firstSentence(await answer("Which course is the shortest?"));
    expect(lead).toContain("QA & Software Testing");
    expect(lead).toContain("Data Analytics");
    expect(lead).toContain("tied at 16 weeks");
  });

  it("says two programs cost the same", async () => {
    const lead = firstSentence(await answer("which is cheaper, QA or data analytics?"));
    expect(lead).toMatch(/cost the same/);
    expect(lead).toContain("$4,000 AUD");
  });

  it("names the program that starts first and the ones not announced", async () => {
    const text = await answer("which course starts first?");
    expect(firstSentence(text)).toContain("QA & Software Testing");
    expect(text).toContain("TBA");
  });

  it("lists the programs that can be studied online and the one that cannot", async () => {
    const lead = firstSentence(await answer("Which programs can I do online?"));
    // A "which" question is answered with the programs, not with a "Yes".
    expect(lead).toMatch(/^You can study/);
    expect(lead).toContain("Full stack software development");
    expect(lead).toContain("Data Analytics is on campus in Sydney only");
  });

  it("compares the services by their starting rates, the pick first", async () => {
    expect(firstSentence(await answer("what's the cheapest service?"))).toMatch(/^\*\*Software Testing\*\* is the cheapest/);
    expect(firstSentence(await answer("which service costs the most?"))).toMatch(/^\*\*Mobile Application Development\*\* is the most expensive/);
    expect(firstSentence(await answer("is web or mobile development cheaper?"))).toMatch(/^\*\*Web Application Design and Development\*\* costs less/);
  });

  it("matches a visitor's background to who a course suits by its telling words, not common ones", async () => {
    expect(firstSentence(await answer("i work in retail and want out — which course would suit someone like me"))).toContain(
      "QA & Software Testing",
    );
    expect(await answer("im a nurse, which course suits me")).toMatch(/^\*\*Full stack software development\*\* suits/);
  });

  it("answers a yes/no question with yes or no, and a what-question with its fact", async () => {
    expect(firstSentence(await answer("Can I study QA online?"))).toMatch(/^Yes/);
    expect(firstSentence(await answer("What time is the Saturday class?"))).toMatch(/^There is a Saturday class, 11AM-2PM/);
  });
});

describe("follow-ups use the visitor's earlier questions", () => {
  it("answers 'and the QA one?' with the earlier question's kind of fact", async () => {
    const text = await answer("and the QA one?", ["How long is the full stack course?"]);
    expect(firstSentence(text)).toContain("16 weeks");
    expect(text).toContain("](/training-programs/qa-and-software-testing)");
  });

  it("answers 'how much is it?' about the program named earlier", async () => {
    expect(firstSentence(await answer("how much is it?", ["Tell me about data analytics"]))).toContain(
      "$4,000 AUD",
    );
  });

  it("answers 'and the other one?' with the program the conversation has not named yet", async () => {
    const text = await answer("and the other one?", ["how long is data analytics", "and qa?"]);
    expect(firstSentence(text)).toContain("Full stack software development");
    expect(firstSentence(text)).toContain("24 weeks");
    expect(text).not.toContain("16 weeks");
  });

  it("answers 'what about the other two?' with both programs not asked about", async () => {
    const text = await answer("what about the other two", ["fees for full stack"]);
    expect(text).toContain("QA & Software Testing");
    expect(text).toContain("Data Analytics");
    expect(text).toContain("$4,000 AUD");
    expect(text).not.toContain("$6,000");
  });

  it("answers 'and the others?' after a service with the other services' rates", async () => {
    const text = await answer("and the others?", ["how much is a mobile app"]);
    expect(text).toContain("$10,000 AUD");
    expect(text).toContain("$5,000 AUD");
    expect(text).not.toContain("$20,000");
  });

  it("does not carry the conversation into a question about something else", async () => {
    expect(await answer("what's the weather like tomorrow?", ["How long is the full stack course?"])).toBe(
      NO_ANSWER,
    );
  });

  it("answers each part of a multi-part question", async () => {
    const lead = firstSentence(await answer("How long is the QA course and how much does it cost?"));
    expect(lead).toContain("16 weeks");
    expect(await answer("How long is the QA course and how much does it cost?")).toContain("$4,000 AUD");
  });
});

describe("out of scope", () => {
  it.each(["is there free parking near the office?", "do you offer scholarships?", "Do you teach Java?"])(
    "%j gets the honest reply with the contact and consultation links",
    async (question) => {
      const text = await answer(question);
      expect(isNoAnswer(text)).toBe(true);
      expect(text).toContain("](/contact-us)");
      expect(text).toContain("](/expertise/book-a-free-consultation)");
    },
  );
});

describe("reading the visitor's words", () => {
  it("spells out chat spellings and contractions", () => {
    expect(normalise("wat r ur hrs")).toBe("what are your hours");
    expect(normalise("yo how much 4 full stack")).toBe("yo how much for full stack");
    expect(normalise("I'm keen, what's 4 weeks?")).toBe("i am keen, what is 4 weeks?");
  });

  it("reduces words to lemmas only when the result is a word", () => {
    const known = (w: string) => ["provide", "study", "cheap", "class", "run"].includes(w);
    expect(lemma("provided", known)).toBe("provide");
    expect(lemma("studying", known)).toBe("study");
    expect(lemma("cheapest", known)).toBe("cheap");
    expect(lemma("classes", known)).toBe("class");
    expect(lemma("running", known)).toBe("run");
    expect(lemma("taught", known)).toBe("teach");
  });

  it("corrects typos to the closest site word", () => {
    const vocabulary = ["refund", "laptop", "analytics", "course", "cost", "post"];
    expect(correct("refnd", vocabulary, () => 0)).toBe("refund");
    expect(correct("analitics", vocabulary, () => 0)).toBe("analytics");
    expect(correct("zzzz", vocabulary, () => 0)).toBeUndefined();
  });
});

describe("the evaluation check", () => {
  it("requires every fact, one of each anyOf list, the link, and none of the absent texts", () => {
    const text =
      "QA takes **16 weeks**, three-hour classes.\n\nSource: [QA](/training-programs/qa-and-software-testing)";
    expect(
      checkAnswer(text, {
        question: "q",
        facts: ["16 weeks"],
        link: "/training-programs/qa-and-software-testing",
      }),
    ).toBeUndefined();
    expect(checkAnswer(text, { question: "q", anyOf: [["3 hours", "three-hour"]] })).toBeUndefined();
    expect(checkAnswer(text, { question: "q", anyOf: [["3 hours", "three hours"]] })).toMatch(
      /missing one of/,
    );
    expect(checkAnswer(text, { question: "q", facts: ["24 weeks"] })).toMatch(/missing "24 weeks"/);
    expect(checkAnswer(text, { question: "q", link: "/faq" })).toMatch(/no link/);
    expect(checkAnswer(text, { question: "q", absent: ["16 WEEKS"] })).toMatch(/says/);
    expect(checkAnswer(NO_ANSWER, { question: "q", none: true })).toBeUndefined();
    expect(checkAnswer(text, { question: "q", none: true })).toMatch(/no answer/);
    expect(checkAnswer(NO_ANSWER, { question: "q", facts: [] })).toMatch(/said it has no answer/);
  });
});
