import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// An applicant's smaller questions that other topics' words took (admission.ts, sign-up-email.ts,
// register-words.ts, language.ts, student-worries.ts).
describe("an applicant's smaller questions", () => {
  it("keeps a portal account for as long as the policy says, not a portal to be built", async () => {
    const kept = await answer("if i make a portal account how long do u keep it");
    expect(kept).toContain("until you ask us to close it");
    expect(kept).not.toContain("$10,000");
    expect(await answer("we want to build a customer portal, how much?")).toContain("$10,000");
  });

  it("orders a waiting list by when applications arrived", async () => {
    for (const q of [
      "How is the waiting list ordered? Is it first come first served?",
      "if someone drops out who gets the spot?",
    ])
      expect(await answer(q)).toMatch(
        /^On the waiting list, we e-mail you as soon as a place opens, in the order applications arrived/,
      );
  });

  it("reads a % sign as a share asked", async () => {
    expect(await answer("what % of your grads actually land jobs?")).toContain(
      "We do not publish job placement rates",
    );
  });

  it("says honestly it does not recommend universities, but still answers what a course needs", async () => {
    expect(await answer("can you recommend a good uni for a masters in computer science?")).toMatch(
      /^Sorry, I couldn't find/,
    );
    expect(await answer("do i need a degree for full stack?")).not.toMatch(/^Sorry/);
  });

  it("signs a portal account up with the address applied with, alone or after following an application", async () => {
    expect(await answer("which email should i use to sign up")).toMatch(
      /^Use the e-mail address you applied with: create a student portal account/,
    );
    const after = await answer("which email should i sign up with", [
      "how do i keep track of my application?",
    ]);
    expect(after).toMatch(/^Use the e-mail address you applied with/);
    expect(await answer("what email should i use to contact you?")).toContain("hello@harbourline.example");
  });

  it("confirms a place offered, said as news or asked as locking in the spot the turn before", async () => {
    const news = "omg just got an email saying i've been accepted into full stack!!";
    expect(await answer(news)).toMatch(/^To confirm your place, pay the first instalment/);
    expect(await answer("ok so how do i lock in my spot", [news])).toMatch(/^To confirm your place/);
    expect(await answer("how do i lock in my spot")).not.toMatch(/^To confirm your place/);
  });
});
