import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("reaching a person, asked indirectly", () => {
  it.each([
    "What's the best way to get in touch with someone there?",
    "how could I get hold of one of your staff?",
    "is there a real person I can speak with?",
    "who should I talk to about studying with you?",
    "what's the easiest way to reach your team",
  ])("answers %j with the e-mail address and the phone numbers", async (question) => {
    const text = await answer(question);
    expect(text).toMatch(/^E-mail \*\*hello@harbourline\.example\*\*/);
    expect(text).toContain("5550 1234");
  });

  it("keeps the advisor's promise when the visitor asks how soon we call them", async () => {
    expect(await answer("how soon will someone contact me after I apply?")).toContain("two business days");
  });
});

describe("an application already sent, asked about as 'it'", () => {
  const applied = ["how do I apply?", "what happens after I send it?"];

  it.each(["is there a way to follow it online?", "can I log in somewhere and track it?"])(
    "answers %j with the student portal",
    async (question) => {
      expect(await answer(question, applied)).toMatch(/^Yes, in the student portal/);
    },
  );

  it.each(["I typed my mobile number wrong in it, can I fix it?", "can I change it now? I picked the wrong start date"])(
    "answers %j: it cannot be changed, a new application replaces it",
    async (question) => {
      expect(await answer(question, applied)).toMatch(/^An application cannot be changed once it is sent: to update one, submit a new application\./);
    },
  );

  it("still reads 'it' as the course when the visitor asks to study it online", async () => {
    expect(await answer("can I do it online?", ["how do I apply?"])).toMatch(/online/);
    expect(await answer("can I do it online?", ["how do I apply?"])).not.toMatch(/student portal/);
  });

  it("does not read a question about who sees the form's details as following an application", async () => {
    expect(await answer("My son wants to apply. Who else gets to see the info he puts in the form?")).not.toMatch(/student portal/);
  });
});

describe("what the application form's boxes agree to", () => {
  it.each([
    "What am I agreeing to when I tick the terms and conditions boxes on the enrolment form?",
    "what do the two checkboxes at the bottom of the application mean?",
    "what exactly am I accepting when I tick the box to enrol?",
  ])("answers %j with the enrolment terms, their link and the fee terms", async (question) => {
    const text = await answer(question);
    expect(text).toContain("[enrolment terms and conditions](/terms)");
    expect(text).toContain("there is no refund");
    expect(text).toMatch(/The terms cover applying, enrolment, fees and payment/);
  });
});

describe("the visitor's own homework and facts about the world", () => {
  it.each([
    "can you help me with my python homework",
    "could you help with my SQL assignment please",
    "What's the time difference between Sydney and London right now?",
    "what time is it in Sydney now?",
    "how many hours behind Sydney is Auckland?",
  ])("gives the honest reply to %j", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });

  it("still answers the class times and the weekly homework", async () => {
    expect(await answer("what time do classes start in sydney?")).toContain("6PM");
    expect(await answer("how many hours of homework a week is the QA course?")).toContain("5 to 7 hours");
  });
});

describe("a field of study we do not run, named with words we use", () => {
  it.each(["do you have a data science bootcamp?", "do you teach data science?", "any data science courses?"])(
    "answers %j: no such course, and the three we teach",
    async (question) => {
      const text = await answer(question);
      expect(text).toMatch(/^We have no data science course\. We teach three programs:/);
      expect(text).toContain("Data Analytics");
    },
  );

  it("gives the honest reply to a start date or fee of a course we do not run", async () => {
    expect(isNoAnswer(await answer("when does your data science bootcamp start?"))).toBe(true);
    expect(isNoAnswer(await answer("is there a machine learning bootcamp?"))).toBe(true);
  });

  it("keeps the courses we run, however they are named", async () => {
    expect(await answer("do you have a data analytics bootcamp?")).toContain("16 weeks");
    expect(await answer("when does the next qa testing course start")).toContain("QA & Software Testing");
    expect(await answer("how much is your web dev course")).toContain("$6,000 AUD");
  });
});

describe("someone else to go to, about personal information", () => {
  it("leaves the regulator to the privacy answer, not the contact details", async () => {
    const text = await answer("and if you don't do it, who can i go to?", ["can you delete everything you have on me?"]);
    expect(text).not.toMatch(/^E-mail \*\*hello@harbourline\.example\*\*, call/);
  });
});
