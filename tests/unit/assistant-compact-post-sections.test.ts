import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";

/**
 * A post's section asked in other words: "worth automating" is the post's "good candidates for
 * automation" (lexicon: worth ~ candidate, automating ~ automation; "kinds" says nothing). The
 * expected item is read from the post itself.
 */
const conversation = conversationWith(compactOver(seededContent([])));
const post = readFileSync("content/blog/manual-vs-automated-testing.md", "utf8");
const firstCandidate = /candidates for automation:\s*\n\s*- \*\*([^*]+)\*\*/i.exec(post)?.[1];

describe("a post's section asked in other words", () => {
  it("answers which tests are worth automating with the post's candidates", async () => {
    expect(firstCandidate).toBeDefined();
    expect(await conversation("Which kinds of tests are actually worth automating?")).toContain(
      firstCandidate!,
    );
  });
});
