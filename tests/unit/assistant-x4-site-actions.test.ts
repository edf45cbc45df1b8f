import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// Doing things on the site and the records behind them (account-and-records.ts).
describe("applications on the portal", () => {
  it("lists every status an application can show", async () => {
    for (const q of [
      "Which statuses could my application show on the dashboard?",
      "what are all the possible statuses for an application",
    ]) {
      const text = await answer(q);
      for (const s of ["received", "under review", "accepted", "enrolled", "waitlisted", "rejected", "withdrawn"])
        expect(text).toContain(s);
    }
  });

  it("points to the portal's dashboard for following an application, even after a story", async () => {
    for (const q of [
      "Now that my enrolment form is in, is there a page where I can keep track of where it's up to?",
      "Applied on Friday. Anywhere I can sign in and check how it is going?",
    ]) {
      const text = await answer(q);
      expect(text).toContain("portal");
      expect(text).toContain("dashboard");
    }
  });

  it("says a withdrawn application can be sent again at any time", async () => {
    const text = await answer("I clicked withdraw on my application without meaning to. Can I send a new one in?");
    expect(text).toMatch(/^Yes/);
    expect(text).toContain("any time");
  });

  it("gives the honest reply on two applications at once", async () => {
    expect(isNoAnswer(await answer("Am I allowed to apply for QA and data analytics at the same time?"))).toBe(true);
  });
});

describe("forms, passwords and what they are for", () => {
  it("gives the portal sign-up's fields, password included", async () => {
    const text = await answer("what do i gotta type in to make a student portal login");
    expect(text).toContain("password");
    expect(text).toContain("e-mail address");
  });

  it("says staff cannot read a portal password: a one-way hash", async () => {
    const text = await answer("Are portal passwords visible to the people who work at Harbourline?");
    expect(text).toMatch(/^No/);
    expect(text).toContain("hash");
  });

  it("says why the outline form asks for a phone number", async () => {
    const text = await answer("Why do you need my mobile number just to send me an outline?");
    expect(text).toContain("contact you about that course");
  });

  it("gives the newsletter's field and that the list is never sold, asked together", async () => {
    const text = await answer(
      "What info goes into the newsletter signup, and will you pass my email on to other companies?",
    );
    expect(text).toContain("e-mail address");
    expect(text).toContain("do not sell");
  });

  it("lists the consultation form's budget ranges, with the call's length when asked", async () => {
    const text = await answer("on the consult booking which budget options are there and how long's the call");
    expect(text).toContain("Less than $25K");
    expect(text).toContain("$100K+");
    expect(text).toContain("30-minute");
  });
});

describe("records kept and changes after enrolment", () => {
  it("says enrolment and payment records are kept seven years when a former student asks to wipe everything", async () => {
    for (const q of [
      "I completed the data course two years ago, please erase everything you have on me.",
      "Once I graduate, can you get rid of my enrolment and payment history?",
    ]) {
      expect(await answer(q)).toContain("seven years");
    }
  });

  it("sets the chat IP's 30 days beside the enrolment records' seven years", async () => {
    const text = await answer("is the IP from my chats stored as long as my payment records?");
    expect(text).toContain("30 days");
    expect(text).toContain("seven years");
  });

  it("gives the instalments sentence to a student dropping out mid-plan, after a story", async () => {
    const text = await answer("I'm on the payment plan. If I quit partway through, do I still owe the rest?");
    expect(text).toContain("in writing");
  });

  it("gives the two weeks' notice when we move a start date", async () => {
    expect(await answer("What if you guys shift my intake's start date after I enrol, what happens then?")).toContain(
      "two weeks",
    );
  });

  it("gives the honest reply about another service's account", async () => {
    for (const q of ["can you reset my instagram password for me", "please close my linkedin account"])
      expect(isNoAnswer(await answer(q))).toBe(true);
  });
});
