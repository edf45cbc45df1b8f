import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { createChatAssistant } from "#server/assistant/chat-assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";
import { faqPage } from "#content/faq.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// An ask whose own kind the whole message's reading dropped keeps its answer (kind-taken.ts).
describe("two asks of different kinds, the whole reading taking one", () => {
  it("says the kinds of testing beside how a project runs", async () => {
    const text = await answer(
      "what kinds of testing do you do for clients, plus how does a project with you run from start to finish",
    );
    expect(text).toContain("Functional testing");
    expect(text.toLowerCase()).toContain("discovery call");
  });

  it("says the ABN beside the socials", async () => {
    const text = await answer("whats your ABN and what socials are you on");
    expect(text).toContain("ABN 00 000 000 000");
    expect(text).toContain("LinkedIn");
  });

  it("says the laptop needs beside the free software", async () => {
    const text = await answer("can i use my locked down work laptop? and do i have to pay for the software");
    expect(text).toContain("free for students");
    expect(text).toContain("locked-down work laptop");
  });

  it("keeps the terms answer whole when one ask alone finds a stray passage", async () => {
    const text = await answer(
      "What am I signing up for when I tick the terms box on the application, and where can I read the full terms?",
    );
    expect(text).toContain("after enrolment");
    expect(text).not.toContain("Automation does not replace manual testing");
  });
});

// An ask the site never answers leaves the other asks theirs (asks-unsaid.ts).
describe("an answerable ask beside one the site never answers", () => {
  // Parking became a published FAQ entry (an honest no); the shipped engine answers both asks.
  it("says Saturday's hours and the published parking answer", async () => {
    const seeded = readModel(
      seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
      1,
    );
    const parking = faqPage.groups.flatMap((g) => g.faqs).find((e) => /parking/i.test(e.question))!;
    const shipped = createChatAssistant({ engine: "hybrid", content: async () => seeded });
    const text = await shipped.answer("open sat? n is there parking", silentSink, []);
    expect(text).toContain("10AM-3PM");
    expect(text).toContain(parking.answer.split(". ")[0]!);
    // Asked beside the evening classes, the rules' class-times "yes" gives way to the entry's no.
    const beside = await shipped.answer(
      "is there anywhere to park near your office for the evening classes?",
      silentSink,
      [],
    );
    expect(beside).not.toMatch(/^\W*yes\b/i);
    expect(beside).toContain(parking.answer.split(". ")[0]!);
  });

  it("keeps the honest reply for one ask followed by a statement", async () => {
    const text = await answer("is there parking near your office? I'd be driving in after work");
    expect(text).toContain("couldn't find an answer");
    expect(text).not.toContain("10AM-3PM");
  });
});

// "oh and" and ". also" join asks for every-part.ts too.
describe("asks joined by 'oh and' or '. also'", () => {
  it("splits a message at '. also' and at 'oh and'", async () => {
    const { asksOfMessage } = await import("#server/assistant/every-part.ts");
    expect(asksOfMessage("what is the fee. also how long is it")).toEqual([
      "what is the fee",
      "how long is it",
    ]);
    expect(asksOfMessage("how much is it oh and when are classes")).toEqual([
      "how much is it",
      "when are classes",
    ]);
    // One ask stays one ask.
    expect(asksOfMessage("how long is the full stack course")).toEqual([]);
  });

  it("answers the phone number beside when the fee is paid", async () => {
    const text = await answer("whats the phone number. also when do i pay the fee");
    expect(text).toContain("5550 1234");
    expect(text).toContain("after enrolment");
  });
});

// What the software costs a student, asked beside the laptop (parts-kept.ts).
describe("the software's cost beside the laptop", () => {
  it("says the tools are free for students beside the laptop specs", async () => {
    const text = await answer(
      "do I have to pay for any of the tools you use, and what laptop specs do I need?",
    );
    expect(text).toContain("free for students");
    expect(text).toContain("8 GB");
  });

  it("keeps a course's tools and fee without the software-cost line", async () => {
    const text = await answer("what tools does QA use and how much is it");
    expect(text).toContain("Playwright");
    expect(text).toContain("4,000");
  });
});

// How long the chat is kept, asked beside using it without a name (parts-kept.ts).
describe("the chat's keeping beside anonymity", () => {
  it("says both using the chat without a name and the two years", async () => {
    const text = await answer(
      "can I ask questions here without my name, and how long do you keep what I write",
    );
    expect(text).toContain("without entering your details");
    expect(text).toContain("two years");
  });

  it("leaves a single ask about the chat's cookie alone", async () => {
    const text = await answer("what cookies does the chat set?");
    expect(text).not.toContain("two years after our last contact");
  });
});
