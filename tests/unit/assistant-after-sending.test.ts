import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);
const followUp = async (before: string[], q: string) => {
  for (const [i, b] of before.entries()) await answer(b, before.slice(0, i));
  return answer(q, before);
};

// What happens after a visitor sends us something, and when money is due (after-sending.ts).
describe("after applying or booking, and when the fee is due", () => {
  it("gives the application's two business days, not the contact details or the consultation's day", async () => {
    for (const q of [
      "Sent my application in last night. How long before I hear something from a real person?",
      "i put in an aplication on monday, whens someone gonna ring me",
      "whats the wait after applying before a human actually talks to me?",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/^After you apply/);
      expect(text).toContain("two business days");
      expect(text).not.toContain("hello@harbourline.example");
    }
    const after = await followUp(["how do i apply for the QA course"], "how long till i hear back");
    expect(after).toContain("two business days");
    expect(after).not.toContain("one business day");
  });

  it("gives the consultation's one business day when a consultation was just discussed", async () => {
    const text = await followUp(
      ["can i book a free consultation about building an app?"],
      "how fast do u respond",
    );
    expect(text).toContain("one business day");
    expect(text).not.toContain("two business days");
  });

  it("says the fee is paid after enrolment, and nothing before", async () => {
    const before = await answer("do I get charged before I find out if I'm accepted, or only once I'm in?");
    expect(before).toMatch(/^Applying is free: you pay nothing before you are enrolled/);
    const bill = await followUp(
      ["do i have to pay anything just to put in an application?"],
      "ok so when does the bill actually arrive then",
    );
    expect(bill).toMatch(/^The course fee is paid after enrolment/);
    expect(bill).toContain("invoice");
    const both = await answer("once I've applied, how long till you contact me and when's the fee due?");
    expect(both).toContain("two business days");
    expect(both).toContain("paid after enrolment");
  });

  it("answers the consultation call's length and who is on it, also as a follow-up", async () => {
    const length = await followUp(
      [
        "i have a startup idea and need an app built, where do i even start",
        "is the consultation actually free or is there a catch",
      ],
      "how long's the call",
    );
    expect(length).toContain("30-minute");
    const mum = await answer(
      "my mum has an app idea and wants to talk to an actual developer, not a sales guy. can she? does it cost her anything",
    );
    expect(mum).toMatch(/^The free consultation is a 30-minute call with a senior developer/);
  });

  it("leaves a question with another part to the reader", async () => {
    const text = await answer(
      "after i apply how long till someone contacts me and can i track my application online",
    );
    expect(text).toContain("portal");
  });
});
