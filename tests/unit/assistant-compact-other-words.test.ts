import { describe, expect, it } from "vitest";
import { normalise, termOf, termsOf } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { bestSentences } from "#server/assistant/compact/compose.ts";
import { consultationBooking } from "#content/consultation.ts";
import { compactOver, seededContent } from "../support/compact-assistant.ts";

/**
 * Finding a published document asked in words other than its own (issue 33, decision
 * 0124-compact-story-and-light-words): the visitor's story beside a bare ask, light verbs and idioms of
 * general English, and the visitor's own details. Expected facts are read from the content.
 */
const content = seededContent();
const assistant = compactOver(content);
const ask = (question: string) => assistant.answer(question, silentSink);
const program = (name: RegExp) => {
  const p = content.programs.find((x) => name.test(x.name));
  if (!p) throw new Error(`no program matches ${name}`);
  return p;
};
const sentenceWith = (text: string, words: RegExp) =>
  text.split(/(?<=[.!?])\s/).find((s) => words.test(s)) ?? text;
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0]!;
const pageSentence = (words: RegExp) => {
  for (const page of content.pages)
    for (const section of page.sections)
      for (const paragraph of section.paragraphs)
        for (const sentence of paragraph.split(/(?<=[.!?])\s/)) if (words.test(sentence)) return sentence;
  throw new Error(`no page sentence matches ${words}`);
};

describe("a bare ask after the visitor's story is read with the story", () => {
  it("answers 'is that OK for <a course>?' after what the visitor has, from that course's note on it", async () => {
    // The course whose guide notes something about laptops: the note is what the story asks about.
    const withNote = content.programs.find((p) => /laptop/i.test(p.guide.equipmentNote ?? ""));
    if (!withNote) throw new Error("no program notes laptops");
    const answer = await ask(
      `I only have a MacBook. Is that going to be OK for the ${withNote.name} course?`,
    );
    expect(answer).toContain(firstSentence(withNote.guide.equipmentNote!));
  });

  it("answers 'can I still do <a course>?' after 'I've never coded' from the course's prerequisites", async () => {
    const p = program(/full stack/i);
    // The course named as visitors shorten it: its name's first two words.
    const short = p.name.split(" ").slice(0, 2).join(" ").toLowerCase();
    const answer = await ask(`I've never coded before, can I still do ${short}?`);
    expect(answer).toContain(firstSentence(p.guide.prerequisites[0]!));
    // Not the course's overview: its fee is not what was asked.
    expect(answer).not.toContain(p.fee.total);
  });
});

describe("general English read as what it means", () => {
  it("reads 'make' as a light verb, not as building", () => {
    expect(termsOf("I made a mistake")).not.toContain(termOf("build"));
    expect(termsOf("can't make it to class")).toContain(termOf("miss"));
    expect(normalise("something came up at work")).not.toMatch(/\bcame|come\b/);
  });

  it("reads 'a 9 to 5' as a full-time job and 'get back to me' as a reply, not as times or directions", () => {
    expect(normalise("i work 9 to 5")).toContain("full time");
    expect(normalise("can i keep my 9-5 job")).toContain("full time job");
    expect(normalise("are you open 9 to 5?")).toContain("9 to 5");
    expect(termsOf("when will someone get back to me")).toContain(termOf("respond"));
  });

  it("answers 'can I keep my 9 to 5?' from the FAQ entry that says classes fit a full-time job", async () => {
    const entry = content.faq.find((f) => /full-time job/.test(f.answer));
    if (!entry) throw new Error("no FAQ entry about a full-time job");
    const answer = await ask("i work 9 to 5, can i still do the course?");
    expect(answer).toContain(firstSentence(entry.answer.replace(/^Yes[.,:]\s*/, "")));
  });

  it("answers a complaint in other words from the privacy policy's complaints section", async () => {
    const sentence = pageSentence(/\bcomplain\b/);
    const answer = await ask(
      "I'm not happy with how you handled my personal info. Who can I escalate it to?",
    );
    expect(answer).toContain(sentence);
  });

  it("answers 'what happens if I can't make it to class?' from the entry about missing a class, not about applying", async () => {
    const applying = content.faq.find((f) => /after I apply/i.test(f.question));
    const answer = await ask("what happens if i cant make it to a class one week");
    expect(answer).toMatch(/catch up/i);
    if (applying) expect(answer).not.toContain(firstSentence(applying.answer));
  });
});

describe("the visitor's own details are not a question for ours", () => {
  it("answers 'do you sell my email?' from the privacy policy, not with our e-mail address", async () => {
    const sentence = pageSentence(/\bsell\b/);
    const answer = await ask("do you sell my email address to other companies?");
    expect(answer).toContain(sentence);
    expect(answer).not.toContain(content.site.email);
  });

  it("still gives our e-mail when it is asked for", async () => {
    expect(await ask("what's your email address?")).toContain(content.site.email);
  });
});

describe("the sentence quoted follows the question's terms (issue 33, c34words)", () => {
  it("quotes the sentence only it shares with the question over the passage's opening sentences", () => {
    const text = [
      consultationBooking.reply,
      ...consultationBooking.promises.map((p) => `${p}.`),
      consultationBooking.manage,
    ].join(" ");
    const chosen = bestSentences(text, "I booked a consultation but need another time, what do I do?", 1);
    expect(chosen).toContain(sentenceWith(consultationBooking.manage, /reschedule/i));
  });

  it("reads 'something came up' and 'another day' as a change of plan", async () => {
    expect(termsOf("something came up")).toContain(termOf("change"));
    expect(termsOf("can we do another day")).toContain(termOf("reschedule"));
    const answer = await ask(
      "I booked a consultation for Thursday but something came up and I need another day. What do I do?",
    );
    expect(answer).toContain(sentenceWith(consultationBooking.manage, /reschedule/i));
  });

  it("groups everyday words with the content's: assistance is help", () => {
    expect(termOf("assistance")).toBe(termOf("help"));
    expect(termOf("assist")).toBe(termOf("help"));
  });
});
