import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("a follow-up about an application status keeps the application as its subject", () => {
  it("answers how long 'under review' lasts, not the course lengths", async () => {
    const text = await answer("how long does that usually take?", ["my application says under review"]);
    expect(text).toContain("within a week");
    expect(text).not.toContain("16 weeks");
  });

  it("answers how a waitlisted applicant hears of a free place, not the opening hours", async () => {
    const text = await answer("will you let me know when a seat opens up?", ["I've been waitlisted"]);
    expect(text).toContain("as soon as a place opens");
    expect(text).not.toContain("9AM-9PM");
  });

  it("still answers a course named in the follow-up", async () => {
    expect(await answer("how much is the data course?", ["my application says under review"])).toContain("$4,000 AUD");
  });

  it.each(["Got knocked back. Can I try again?", "They declined my application. Can I reapply?"])(
    "tells a rejected applicant %j they may apply for a later intake",
    async (question) => {
      expect(await answer(question)).toContain("later intake or another program");
    },
  );

  it("compares two statuses by what each means", async () => {
    const text = await answer("how is being on the waitlist different from getting rejected?");
    expect(text).toContain("waiting list");
    expect(text).toContain("could not offer you a place");
  });
});

describe("a portal problem is a portal question", () => {
  it.each(["i forgot my student portal password, what now?", "locked out of my portal acct, pw gone"])(
    "points %j to Forgot password",
    async (question) => {
      expect(await answer(question)).toContain("Forgot password");
    },
  );

  it("explains an empty dashboard by the e-mail address applied with", async () => {
    expect(await answer("signed up to the portal but none of my applications show up")).toContain(
      "e-mail address you applied with",
    );
  });

  it.each([
    "Can I sign in to the portal with Facebook?",
    "Is there an iPhone app for the student portal?",
    "Do you send an SMS reminder before the consultation?",
  ])("gives the honest reply to a feature the site never mentions: %j", async (question) => {
    expect(isNoAnswer(await answer(question))).toBe(true);
  });
});

describe("a question about a form is answered by that form", () => {
  it("lists the contact form's fields, not the outline form's", async () => {
    const text = await answer("what fields are on the contact us form?");
    expect(text).toContain("your message");
    expect(text).not.toContain("agreement to be contacted");
  });

  it("says the chat asks for a name only if the visitor chooses", async () => {
    expect(await answer("do I need to enter my email to use this chat?")).toContain("only if you choose");
  });

  it("says an outline request agrees to be contacted about that course", async () => {
    expect(await answer("will you ring me with sales calls if I request a course outline?")).toContain(
      "contact you about that course",
    );
  });

  it("gives the booking form's fields and the reply time together", async () => {
    const text = await answer("what does the consultation booking form ask for, and when do you reply?");
    expect(text).toContain("budget range");
    expect(text).toContain("one business day");
  });

  it("has no promised reply time for a contact form message", async () => {
    expect(isNoAnswer(await answer("how quickly do you reply to the contact form?"))).toBe(true);
  });

  it("gives the class times to choose on the application form", async () => {
    const text = await answer("what class time options can I pick on the enrol form?");
    expect(text).toContain("6PM");
    expect(text).toContain("11AM");
  });
});

describe("what happens after a request", () => {
  it("compares the booking's and the application's reply times", async () => {
    const text = await answer("do you reply quicker to a consultation booking or to an application?");
    expect(text).toContain("one business day");
    expect(text).toContain("two business days");
  });

  it("cancels a booked call with the e-mail's link", async () => {
    expect(await answer("have to bail on my consultation, how do I cancel?")).toContain("cancel link");
  });

  it("answers cost and time of a data request as that request, not course fees", async () => {
    const text = await answer("is that free and how long will it take?", ["how can I see the information you hold about me?"]);
    expect(text).toContain("free of charge");
    expect(text).toContain("30 days");
    expect(text).not.toContain("$4,000");
  });

  it("asks for a copy of one's data by e-mail, phone or the contact form", async () => {
    expect(await answer("can I export my personal data from the student portal?")).toContain("hello@harbourline.example");
  });

  it("says the chat keeps a conversation with its visitor cookie", async () => {
    expect(await answer("will the chat remember our conversation if I come back tomorrow?")).toContain("“visitor” cookie");
  });
});
