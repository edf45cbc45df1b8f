import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { leftOutKinds } from "#server/assistant/parts-left-out.ts";
import { itIsPostBefore } from "#server/assistant/post-named-before.ts";
import { thingAsked } from "#server/assistant/unsaid-thing.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// Every part of a multi-part message keeps its own answer (every-part.ts, parts-left-out.ts,
// passage-parts.ts, post-named-before.ts, unsaid-thing.ts).
describe("a message of several asks keeps every ask's fact", () => {
  it("keeps when the fee is paid beside paying by card", async () => {
    const text = await answer("Can I pay with a credit card? And when do I actually have to pay, before I apply or later on?");
    expect(text).toContain("card");
    expect(text).toContain("after enrolment");
  });

  it("keeps the invoice beside accepting an offer", async () => {
    const text = await answer("I've been offered a place. What do I do to accept it, and when do I get the invoice?");
    expect(text).toContain("first instalment");
    expect(text).toContain("invoice");
  });

  it("keeps how to apply and that applying is free beside hearing back", async () => {
    const text = await answer("How do I apply, is it free, and how soon will someone contact me?");
    expect(text).toContain("](/enrol-now)");
    expect(text).toContain("Applying is free");
    expect(text).toContain("two business days");
  });

  it("completes a passage answer with how long chats are kept beside using the chat without a name", async () => {
    const text = await answer(
      "what's the privacy situation with this chat, do you store what I type? and can I use it without giving my name?",
    );
    expect(text).toContain("without giving your name");
    expect(text).toContain("two years");
  });

  it("answers a post's later ask of \"it\" with the post the ask before names", async () => {
    const text = await answer(
      "in the clean data article what's the first check, and what pandas thing does it mention for types",
    );
    expect(text.toLowerCase()).toContain("count the rows");
    expect(text).toContain("dtypes");
  });

  it("names a thing the site never mentions and still answers the other ask", async () => {
    const text = await answer("How do I apply? And is there an age limit?");
    expect(text).toContain("“an age limit”");
    expect(text).toContain("](/enrol-now)");
  });
});

describe("the readers of one part", () => {
  const kindOf = (part: string, text = part) =>
    leftOutKinds.some((k) => k.asked(part, { text, programs: [], services: [] } as never));

  it("reads plainly worded asks", () => {
    expect(kindOf("when do i get the invoice?")).toBe(true);
    expect(kindOf("can i stay anonymous")).toBe(true);
    expect(kindOf("how do i apply")).toBe(true);
    expect(kindOf("is it free", "how do i apply, is it free")).toBe(true);
  });

  it("leaves near-misses alone", () => {
    // Applying for something not ours, a consultation being free, how an employer is invoiced.
    expect(kindOf("how do i apply for a tax file number")).toBe(false);
    expect(kindOf("is it free", "how does the consultation work, is it free")).toBe(false);
    expect(kindOf("how does my employer get invoiced")).toBe(false);
  });

  it("reads a post's \"it\" only after an ask naming a post, and not a course fact", () => {
    expect(itIsPostBefore("what does it say about outliers", ["in the clean data post what is the first check"])).toBe(true);
    expect(itIsPostBefore("what does it say about outliers", ["how long is full stack"])).toBe(false);
    expect(itIsPostBefore("is it cheaper than the course", ["in the clean data post what is the first check"])).toBe(
      false,
    );
  });

  it("names the thing of an ask of whether it exists, not a clause or a pointed-back thing", () => {
    expect(thingAsked("and is there an age limit?")).toBe("an age limit");
    expect(thingAsked("do you have a student discount")).toBe("a student discount");
    expect(thingAsked("is there a way i can pay later")).toBeUndefined();
    expect(thingAsked("is there one for it")).toBeUndefined();
    expect(thingAsked("how long is it")).toBeUndefined();
  });
});
