import { describe, expect, it } from "vitest";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";
import { aboutAnswer } from "#server/assistant/compact/conversation.ts";
import { understand } from "#server/assistant/compact/engine.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { refundTerms } from "#content/fees.ts";

/**
 * Conversations in the compact engine (issue 33): a follow-up is read with what the answer before
 * was about, whatever was published. The topic here is a new FAQ entry staff could publish, so no
 * code knows it; every expected fact is read from the content.
 */
const entry = {
  question: "When is the alumni meetup on?",
  phrasings: ["Do you run an alumni meetup?"],
  answer:
    "The alumni meetup is on the last Friday of each month at our campus. Each meetup runs for ninety minutes, with short talks from graduates.",
  topic: "Studying with us",
  order: 999,
};
const content = seededContent([{ type: "faq" as const, published: entry }]);
const assistant = compactOver(content);
const conversation = conversationWith(assistant);

describe("a follow-up that opens with 'and' but asks its own thing", () => {
  it("does not borrow the question before's kind of fact", async () => {
    // "and if I drop out…do I get my money back?" after the fee and instalments: the refund
    // terms, not the fee again.
    const refund = refundTerms.detail.split(/(?<=[.!?])\s/)[0]!;
    const answer = await conversation(
      "how much is the full stack course",
      "can i split it up into payments?",
      "and if i drop out halfway thru do i get my money back",
    );
    expect(answer).toContain(refund);
  });
});

describe("the compact assistant's follow-ups", () => {
  it("answers 'how long is each one?' from the entry the answer before quoted", async () => {
    const length = entry.answer.split(". ").find((s) => /minutes/.test(s))!;
    for (const followUp of ["and how long does each one go?", "how long is it?"]) {
      const answer = await conversation("when's the alumni meetup?", followUp);
      expect(answer).toContain(length.replace(/\.$/, ""));
    }
  });

  it("reads 'any of them' after a question about the programs as every program", async () => {
    const answer = await conversation("what programs do you run?", "are any of them online?");
    for (const p of content.programs) expect(answer).toContain(p.name);
  });

  it("reads 'the other one' as the one program the conversation has not named yet", async () => {
    expect(content.programs.length).toBeGreaterThanOrEqual(3);
    const [a, b, ...rest] = content.programs;
    const answer = await conversation(`how much is ${a!.name}?`, `and ${b!.name}?`, "and the other one?");
    if (rest.length === 1) expect(answer).toContain(rest[0]!.name);
    expect(answer).not.toContain(`**${a!.name}**`);
    expect(answer).not.toContain(`**${b!.name}**`);
  });

  it("answers 'which one…?' for every program the conversation or the question names", async () => {
    const [a, b] = content.programs;
    // Each by its shortest name (an alias such as a short form), as visitors write them.
    const k = buildKnowledge(content);
    const short = (id: string) =>
      k.subjects
        .find((s) => s.id === `program:${id}`)!
        .names.map((n) => n.join(" "))
        .sort((x, y) => x.length - y.length)[0]!;
    const [x, y] = [short(a!.slug), short(b!.slug)];
    for (const answer of [
      await conversation(`im deciding between ${x} and ${y}`, "which one can i do remotely"),
      await conversation(`between ${y} and ${x}, which one would let me study from home?`),
    ]) {
      expect(answer).toContain(`**${a!.name}**`);
      expect(answer).toContain(`**${b!.name}**`);
    }
  });

  it("remembers the one service or program an answer was about", () => {
    const k = buildKnowledge(content);
    for (const s of k.subjects.filter((x) => x.kind === "service" || x.kind === "program")) {
      const prior = aboutAnswer(k, understand(k, `how much is ${s.name}?`));
      expect(prior.subjects.map((x) => x.id)).toEqual([s.id]);
    }
    const none = aboutAnswer(k, understand(k, "hello"));
    expect(none.subjects).toEqual([]);
    expect(none.passages).toEqual([]);
  });
});
