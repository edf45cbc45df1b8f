import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// An application's life after the form (application-life.ts).
describe("a status the portal shows", () => {
  it("answers the status's next step, the status said before 'what does that mean?'", async () => {
    const waitlisted = await answer("The portal shows 'waitlisted' next to my application. What does that mean?");
    expect(waitlisted).toMatch(/^The intake you chose is full, so you are on its waiting list/);
    expect(await answer("on the waiting list rn, what happens if someone pulls out")).toContain(
      "as soon as a place opens",
    );
    expect(await answer("status just flipped to enrolled!! what happens now")).toMatch(/^You are enrolled\. Your welcome e-mail/);
    expect(await answer("portal status changed to withdrawn, what does that mean for me")).toContain(
      "apply again at any time",
    );
  });

  it("leaves a waiting list asked about in general, and being enrolled without a status, to other rules", async () => {
    expect(await answer("Is there a waiting list for data analytics?")).not.toMatch(/^The intake you chose is full/);
    expect(await answer("When am I officially enrolled?")).not.toMatch(/^You are enrolled\. Your welcome e-mail/);
  });
});

describe("not being accepted, and what comes next", () => {
  it("says what happens if no place is offered", async () => {
    for (const [q, history] of [
      ["What happens if you don't accept me?", []],
      ["and if I'm not accepted?", ["what happens after I apply?"]],
      ["what if they say no", ["how does applying work?"]],
    ] as const) {
      const text = await answer(q, [...history]);
      expect(text).toMatch(/^If we cannot offer you a place, you are welcome to apply for a later intake/);
    }
  });

  it("does not read 'say no' as an application without one being talked about", async () => {
    expect(await answer("what if my boss says no to the time off")).not.toMatch(/^If we cannot offer you a place/);
    // How long an application's data is kept if it is rejected is the privacy policy's.
    expect(await answer("how long do you keep my data if my application gets rejected?")).toContain("two years");
  });

  it("answers 'whats next' after the visitor says they have applied, not the next intake", async () => {
    const text = await answer("ok so whats next", ["I just submitted my application"]);
    expect(text).toContain("advisor");
    expect(text).not.toContain("next intake starts");
    expect(await answer("ok so whats next", ["tell me about the data analytics course"])).not.toContain(
      "An advisor reviews your application",
    );
  });
});

describe("a real person, accepting, the details, a cancelled course", () => {
  it("says a person (an advisor) reads an application, not the contact details or code reviews", async () => {
    for (const q of [
      "Is there an actual person who looks at what I submit, or is it all automated?",
      "Will a real person go over my application?",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/^A person does: an advisor reviews your application/);
    }
    // A person to talk to is the contact details, not the advisor.
    expect(await answer("is there a real person I can talk to?")).not.toMatch(/^A person does/);
  });

  it("answers accepting a place and the invoice after it, both parts", async () => {
    const text = await answer("I've been offered a place. What do I do to accept it, and when do I get the invoice?");
    expect(text).toMatch(/^To confirm your place, pay the first instalment/);
    expect(text).toContain("we e-mail you an invoice");
  });

  it("says what the details in an application are used for, and who sees them", async () => {
    expect(await answer("What do you do with the personal details I put in my application?")).toMatch(
      /^We use the details in your application to assess it/,
    );
    expect(await answer("who gets to see my application details?")).toMatch(/^Only our staff read what you send us/);
    // How long they are kept is the retention rows', not this.
    expect(await answer("how long do you keep my application details?")).not.toMatch(/^We use the details/);
  });

  it("answers a course the provider cancels from the Australian Consumer Law line, not the refund terms", async () => {
    const text = await answer("what if you're the ones who cancel the course though", ["Can I get a refund if I withdraw?"]);
    expect(text).toMatch(/^Nothing in our terms limits your rights under the Australian Consumer Law/);
    expect(await answer("can I cancel my enrolment?")).not.toMatch(/^Nothing in our terms limits/);
  });
});

describe("several asks about applying in one message", () => {
  it("answers each part: the form, that it is free, and the wait", async () => {
    const text = await answer("How do I apply, is it free, and how soon will someone contact me?");
    expect(text).toContain("application form");
    expect(text).toContain("Applying is free");
    expect(text).toContain("two business days");
    const waitlist = await answer(
      "If I'm waitlisted, how will I find out a spot opened up, and do I pay anything while I wait?",
    );
    expect(waitlist).toContain("as soon as a place opens");
    expect(waitlist).toContain("Applying is free");
  });

  it("says honestly it cannot help applying for something we do not offer", async () => {
    expect(await answer("how do I apply for a tax file number?")).toContain("couldn't find an answer");
    expect(await answer("how do I apply for the QA course?")).toContain("application form");
  });
});
