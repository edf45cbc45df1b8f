import { describe, expect, it } from "vitest";
import { sentencesOf } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";

/**
 * Which passage and which sentence a question gets (issue 33): "can I …?" is answered by the
 * sentence that says "you can …" with the asked verb, and a list's numbers stay with their items.
 * Sentences are read from the content.
 */
const seeded = seededContent();
const assistant = compactOver(seeded);
const ask = (question: string) => assistant.answer(question, silentSink);

describe("the passage and sentence quoted", () => {
  it("answers 'can I move to …' with the sentence that grants it, not what we may change", async () => {
    const granting = seeded.pages
      .flatMap((p) => p.sections.flatMap((s) => sentencesOf(s.paragraphs.join(" "))))
      .find((t) => /^You can move to another class time\b/.test(t));
    if (!granting) return;
    const answer = await ask("if my shifts change can i move to a different class time later on");
    expect(answer).toContain(granting.split(";")[0]);
  });

  it("answers 'what's the main point?' after a post with the post's own description", async () => {
    const post = seeded.posts[0]!;
    const answer = await conversationWith(assistant)(
      `have you written about ${post.title}?`,
      "whats the main point?",
    );
    expect(answer).toContain(post.description);
  });

  it("keeps a list's number with its item", () => {
    expect(sentencesOf("Three checks: 1. Count the rows. 2. Check the types.")).toEqual([
      "Three checks:",
      "1. Count the rows.",
      "2. Check the types.",
    ]);
  });
});
