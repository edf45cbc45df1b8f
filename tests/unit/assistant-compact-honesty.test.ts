import { describe, expect, it } from "vitest";
import { NO_ANSWER } from "#server/assistant/compact/compose.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { unknownThing } from "#server/assistant/compact/requests.ts";
import { normalise } from "#server/assistant/compact/language.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";
import { consultationBooking } from "#content/consultation.ts";
import { nextSteps } from "#content/application-next-steps.ts";

/**
 * Honesty and multi-part messages in the compact engine (issue 33): a thing the content never
 * names is not something we have, a day the opening hours do not name is not answered with the
 * week's hours, "how often" needs a passage that says how often, and a later ask that points back
 * ("how do I move it?") is read with what the sentence before it was about.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const knowledge = buildKnowledge(seeded);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string) => assistant.answer(question, silentSink);
const program = seeded.programs[0]!;
/** Whether the published content uses a word anywhere (the tests' named things must be absent). */
const contentSays = (word: string) => knowledge.vocabulary.has(word);

describe("a thing the content never names", () => {
  it("is not something we have: the honest reply, not the nearest passage or the fee", async () => {
    for (const word of ["discount", "internship", "internships", "scholarship", "scholarships"])
      expect(contentSays(word), word).toBe(false);
    for (const question of [
      `Is there a student discount for the ${program.name} course?`,
      "Do you offer internships after the course?",
      `does the ${program.name} fee come with any scholarships or discounts?`,
    ])
      expect(await ask(question), question).toBe(NO_ANSWER);
  });

  it("is told apart from a thing the content names, in the same question", () => {
    expect(contentSays("parking")).toBe(true);
    expect(unknownThing(knowledge, normalise("is there a discount?"))).toEqual(["discount"]);
    // One alternative the content names is enough to look it up.
    expect(unknownThing(knowledge, normalise("is there a discount or parking?"))).toBeUndefined();
    // Words that describe ("nearby", "-ing") are not the thing.
    expect(unknownThing(knowledge, normalise("is there parking nearby?"))).toBeUndefined();
  });

  it("still answers a question about a thing the content names", async () => {
    const parking = await ask("is there parking?");
    expect(parking).not.toBe(NO_ANSWER);
    expect(parking.toLowerCase()).toContain("parking");
  });
});

describe("opening hours", () => {
  it("gives the honest reply for a day the hours do not name", async () => {
    expect(contentSays("christmas")).toBe(false);
    expect(await ask("are you open on christmas day?")).toBe(NO_ANSWER);
  });

  it("still checks a weekday against the hours", async () => {
    const saturday = seeded.site.openingHours.find((r) => /saturday/i.test(r.days));
    expect(saturday).toBeDefined();
    expect(await ask("are you open on saturday?")).toContain(saturday!.hours);
  });
});

describe("how often", () => {
  it("needs a passage that says how often", async () => {
    // The newsletter is described (what it collects, the unsubscribe link), not how often it goes out.
    expect(await ask("how often does the newsletter come out?")).toBe(NO_ANSWER);
  });
});

describe("an ask that points back at the sentence before it", () => {
  it("is read with what that sentence was about", async () => {
    const answer = await ask(
      "I booked a free consultation for Friday but I can't make it any more. How do I move it?",
    );
    expect(answer).toContain(consultationBooking.manage);
    const waitlisted = await ask("The portal shows my application as waitlisted. What does that mean?");
    expect(waitlisted).toContain(nextSteps.waitlisted!);
  });
});
