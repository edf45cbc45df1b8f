import { describe, expect, it } from "vitest";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";
import { enrolmentTerms } from "#content/enrolment-terms.ts";

/**
 * "Get kicked out", "be expelled": general English for a student's enrolment being ended, which the
 * terms say in their own words. The expected sentence is read from the content.
 */
const conversation = conversationWith(compactOver(seededContent([])));
const ending = enrolmentTerms.sections
  .flatMap((s) => s.paragraphs)
  .flatMap((p) => p.split(/(?<=[.!?])\s+/))
  .find((s) => /\bend the enrolment\b/.test(s))!;

describe("being kicked out of a course", () => {
  it("is found in the terms sentence that says when an enrolment is ended", async () => {
    expect(ending).toBeDefined();
    expect(await conversation("can u actually get kicked out of a course?")).toContain(ending);
    expect(await conversation("Could I be expelled for copying someone's assignment?")).toContain(ending);
  });
});
