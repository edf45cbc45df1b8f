import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// Whether an application is accepted, and who reviews it (admission.ts).
describe("whether everyone who applies gets a place", () => {
  it("says not always, with the terms' place, waiting list or decline, not a person's bio", async () => {
    for (const q of [
      "do you offer a place to everyone who applies?",
      "does everyone who applies get in?",
      "is acceptance guaranteed if i apply?",
      "do you accept anyone into qa?",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/^Not always: we may offer you a place/);
      expect(text).toContain("decline an application");
      expect(text).toContain("](/terms)");
      expect(text).not.toContain("Sarah Whitfield");
    }
  });

  it("says yes, an application can be declined, and plainly what the selection is", async () => {
    expect(await answer("can my application be rejected?")).toMatch(
      /^Yes, it can be: we may offer you a place/,
    );
    const selection = await answer("what is the selection process");
    expect(selection).toMatch(/^We may offer you a place, put you on a waiting list/);
    expect(selection).toContain("An advisor reviews your application");
  });

  it("says an advisor reviews an application, not the weekly code reviews", async () => {
    for (const q of ["who reviews my application?", "who handles the applications?"]) {
      const text = await answer(q);
      expect(text).toMatch(/^An advisor reviews your application/);
      expect(text).not.toContain("code review");
    }
  });

  it("leaves a student's work to the weekly reviews and an application's records to the privacy rules", async () => {
    expect(await answer("who reviews my code?")).toContain("code review");
    const kept = await answer("will you keep my details if my application is rejected?");
    expect(kept).not.toMatch(/^Yes, it can be/);
  });
});

describe("deciding, asked about something other than applicants", () => {
  it("leaves how a test is chosen for automation to the testing article", async () => {
    const text = await answer("how do you decide whether a test should be automated or done by hand?");
    expect(text).not.toContain("decline an application");
    expect(await answer("how do you choose which students get in")).toContain("decline an application");
  });
});
