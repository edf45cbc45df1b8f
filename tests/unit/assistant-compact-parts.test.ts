import { describe, expect, it } from "vitest";
import { composePassages, NO_ANSWER } from "#server/assistant/compact/compose.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { wholeHit } from "#server/assistant/compact/retrieval.ts";
import { consultationBooking } from "#content/consultation.ts";
import { classSchedule } from "#content/study.ts";
import { compactOver, seededContent } from "../support/compact-assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

/**
 * Messages of several asks in the compact engine (issue 33): how a message is split into asks, an
 * ask that cannot stand on its own, two asks that must get two answers, and a passage that
 * announces a list. Expected facts are read from the content, or from the answer the same ask
 * gets on its own.
 */
const seeded = seededContent();
const assistant = compactOver(seeded);
const ask = (question: string) => assistant.answer(question, silentSink);
/** The first paragraph of an answer: what it says before any runner-up and the sources. */
const lead = (answer: string) => answer.split(/\n\n/)[0]!;
/** An answer's first sentence after its "Yes." or "No." (which fits only its own question). */
const firstSentence = (text: string) => text.replace(/^(Yes|No)[.,:]\s+/, "").split(/(?<=[.!?])\s/)[0]!;

describe("an ask that cannot stand on its own", () => {
  it("reads 'how long is the call?' with the ask before it (the consultation)", async () => {
    const length = consultationBooking.promises.join(" ").match(/\b\d+-minute\b/)?.[0];
    expect(length).toBeDefined();
    expect(await ask("Is the consultation actually free, and how long is the call?")).toContain(length!);
  });
});

describe("an ask read with the visitor's story", () => {
  it("borrows the story's words for an ask whose own word they help find", async () => {
    // "how long do you take to respond?" after a complaint about personal information: the
    // privacy policy's complaints passage, not the courses' lengths.
    const complaints = buildKnowledge(seeded).passages.find((p) => p.href.endsWith("#complaints"));
    expect(complaints).toBeDefined();
    const answer = await ask(
      "I want to make a complaint about how you handled my personal info. Who do I contact, and how long do you take to respond?",
    );
    expect(answer).toContain(firstSentence(complaints!.text));
  });

  it("does not borrow the story's words for an ask with no topic word of its own", async () => {
    // "im in retail…": the story's rare word would find a person's bio, not the class times.
    const times = classSchedule.summary.match(/\d+\s?[AP]M\s?-\s?\d+\s?[AP]M/)?.[0];
    expect(times).toBeDefined();
    const answer = await ask(
      "im in retail and need my weekdays free-ish lol. data analytics - when r the classes, how long is each one, and can i do it online at all",
    );
    expect(answer).toContain(times!);
  });
});

describe("two asks get two answers", () => {
  it("reads an ask again on its own when its answer repeats the one before", async () => {
    // Two FAQ entries, asked in other words in one message: each entry's answer is in the reply.
    const keepWorking = seeded.faq.find((f) => /\bfull time\b/i.test(f.question));
    const missed = seeded.faq.find((f) => /\bmiss\b/i.test(f.question));
    expect(keepWorking && missed).toBeTruthy();
    const answer = await ask("can i keep my ft job while studying and what happens if i miss a class");
    expect(answer).toContain(firstSentence(keepWorking!.answer));
    expect(answer).toContain(firstSentence(missed!.answer));
  });
});

describe("splitting a message into asks", () => {
  it("recognises an ask written in text-speak", async () => {
    const alone = lead(await ask("how long is each class?"));
    const nights = lead(await ask("what nights are the classes on?"));
    expect(alone).not.toBe(NO_ANSWER);
    const answer = await ask("wat nights r the clases on and how long is each one");
    expect(answer).toContain(nights);
  });

  it("answers each ask of a long story as it would be answered on its own", async () => {
    const program = seeded.programs[0]!;
    const asks = [
      `How long does the ${program.name} course actually go for?`,
      "Can I keep my job while I study?",
    ];
    const story =
      "Hi there, a bit about me: I've been a chef for twelve years and my back can't take it anymore. " +
      "I've got two kids and my partner works shifts, so money is tight. " +
      "A mate of mine did some coding and now works from home. " +
      "That got me thinking. " +
      `${asks[0]!.replace(/\?$/, "")}, and ${asks[1]!.charAt(0).toLowerCase()}${asks[1]!.slice(1)}`;
    const answer = await ask(story);
    for (const q of asks) {
      const alone = lead(await ask(q));
      expect(alone, q).not.toBe(NO_ANSWER);
      expect(answer, q).toContain(alone);
    }
  });
});

describe("a passage that announces what follows", () => {
  // A post whose paragraph announces a count of things, each a numbered section after it.
  const post = seeded.posts.find((p) => /\bthese \w+ \w+s\.\s*$/m.test(p.markdown));
  const numbered = [...(post?.markdown ?? "").matchAll(/^##\s+\d+\.\s+(.+)$/gm)].map((m) => m[1]!.trim());

  it("is composed with the headings of the sections it announces, as many as it counts", () => {
    expect(post).toBeDefined();
    expect(numbered.length).toBeGreaterThan(1);
    const k = buildKnowledge(seeded);
    const announcing = k.passages.find(
      (p) => p.href === `/blog/${post!.slug}` && /\bthese \w+ \w+s\.$/.test(p.text.trim()),
    );
    expect(announcing).toBeDefined();
    const hit = wholeHit(announcing!);
    const answer = composePassages([hit], "what should I check?");
    for (const heading of numbered) expect(answer).toContain(heading);
    // Only the counted ones: a closing section that is not one of them is left out.
    const after = [...post!.markdown.matchAll(/^##\s+(?!\d+\.)(.+)$/gm)].map((m) => m[1]!.trim());
    for (const heading of after) expect(answer).not.toContain(heading);
  });

  it("answers a question the announcing passage answers with the list", async () => {
    const answer = await ask("what checks should I run on my data before building a dashboard?");
    for (const heading of numbered) expect(answer).toContain(heading);
  });

  it("leaves a passage that announces nothing as it is", () => {
    const k = buildKnowledge(seeded);
    const plain = k.passages.find(
      (p) =>
        p.href === `/blog/${post!.slug}` &&
        (p.followedBy?.length ?? 0) > 1 &&
        !/\bthese\b|\d|:$/.test(p.text),
    );
    expect(plain).toBeDefined();
    const hit = wholeHit(plain!);
    for (const heading of numbered)
      expect(composePassages([hit], "what should I check?")).not.toContain(`- ${heading}`);
  });
});
