import { describe, expect, it } from "vitest";
import { nextSteps } from "#content/application-next-steps.ts";
import { consultationBooking } from "#content/consultation.ts";
import { classSchedule } from "#content/study.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/**
 * When things happen, in the compact engine (issue 33): asks for the class days and times find the
 * class-times FAQ entry (by its phrasings), not an entry that shares one everyday word. Expected
 * texts are read from the content.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string, history: string[] = []) => assistant.answer(question, silentSink, history);
/** The slot times the content lists ("Sat 11AM - 2PM"): each answer names the first and last. */
const slots = [...classSchedule.slots];

describe("class times", () => {
  it("answers when the evening classes start from the class-times entry", async () => {
    const answer = await ask("what time do the evening classes start");
    expect(answer).toContain(classSchedule.summary);
  });

  it("answers which class times there are to choose from, with every slot", async () => {
    const answer = await ask("what days can i pick for my class and how long does each one go for");
    for (const slot of slots) expect(answer).toContain(slot);
  });

  it("answers a weekend ask with the Saturday slot", async () => {
    const answer = await ask("can i just do saturdays? weeknights are cooked for me with work");
    expect(answer).toContain(slots.at(-1)!);
  });
});

/** The sentence of a content text that states a reply time ("… within …"). */
const replySentence = (text: string) => text.split(/(?<=[.!?])\s+/).find((s) => /\bwithin\b/.test(s))!;

describe("reply times", () => {
  it("answers how soon we reply after a consultation booking with the consultation's reply time", async () => {
    const answer = await ask("I've booked a free consultation through the site. When will I hear from you?");
    expect(answer).toContain(replySentence(consultationBooking.reply));
  });

  it("answers how soon someone contacts an applicant with the application's review time", async () => {
    const answer = await ask("I just applied. How soon will somebody get back to me?");
    expect(answer).toContain(replySentence(nextSteps.received!));
  });

  it("lists every reply time with what it is for when the ask names nothing", async () => {
    const answer = await ask("when will someone get back to me");
    expect(answer).toContain(replySentence(consultationBooking.reply));
    expect(answer).toContain(replySentence(nextSteps.received!));
  });
});
