import { describe, expect, it } from "vitest";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";
import { refundTerms } from "#content/fees.ts";

/**
 * "Right page, wrong sentence": a yes/no question about a rule that has a one-line summary is
 * answered with that summary, not only with the detail after it. Expected text is read from the
 * content.
 */
const conversation = conversationWith(compactOver(seededContent([])));

describe("a rule's summary line in the answer", () => {
  it("answers 'Can I get a refund?' with the refund rule's summary", async () => {
    const answer = await conversation("Can I get a refund?");
    expect(answer).toContain(refundTerms.summary);
  });

  it("says it to the question in other words too", async () => {
    const answer = await conversation("Do you offer refunds if I drop out?");
    expect(answer).toContain(refundTerms.summary);
  });
});

describe("the cookies section says which cookies the site does not use", () => {
  it("answers a question about analytics or ad cookies with the privacy policy's line", async () => {
    const { privacyPolicy } = await import("#content/privacy.ts");
    const cookies = privacyPolicy.sections.find((s) => s.id === "cookies")!;
    const none = cookies.paragraphs.find((p) => /no advertising/.test(p))!;
    expect(none).toBeDefined();
    const answer = await conversation("Does your site track me with Google Analytics or ad cookies?");
    expect(answer).toContain(none);
  });
});
