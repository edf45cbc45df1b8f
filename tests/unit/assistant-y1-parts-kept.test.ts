import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// Each ask of a two-part message keeps its own fact (parts-kept.ts, through every-part.ts).
describe("two-part messages keep both parts' facts", () => {
  it("says how to pay and that the fee is paid after enrolment", async () => {
    const text = await answer("what payment options do u have and at what point do i actually get charged");
    expect(text).toMatch(/card/i);
    expect(text).toContain("after enrolment");
  });

  it("says what the enrolment form's details are used for beside deleting them", async () => {
    const text = await answer(
      "What happens to the personal info from my enrolment? Can I have it removed after I finish?",
    );
    expect(text).toMatch(/assess your application|invoice you/);
    expect(text).toContain("30 days");
  });

  it("says we do not publish placement rates beside the careers help", async () => {
    const text = await answer(
      "Will you help me land a job afterwards, and what percentage of grads get hired?",
    );
    expect(text).toContain("do not publish");
  });

  it("says how to get the outline beside a module's topics", async () => {
    const text = await answer("Can I get the QA syllabus as a PDF? And what's in the automation module?");
    expect(text).toMatch(/outline form/);
  });

  it("says what the application form asks for beside applying being free", async () => {
    const text = await answer(
      "Does it cost anything to apply? And what info will the application form want from me?",
    );
    expect(text).toContain("free");
    expect(text).toMatch(/class time|start date/);
  });

  it("gives the instalments of the course named just before, beside withdrawing", async () => {
    const text = await answer("is there a monthly payment plan, and do I get money back if I quit?", [
      "what does full stack cost?",
    ]);
    expect(text).toContain("6 monthly instalments");
    expect(text).toMatch(/refund/);
  });

  it("says the course can be joined online live beside the class hours", async () => {
    const text = await answer(
      "can i join full stack from interstate and what hours do i need to be online for it",
    );
    expect(text).toMatch(/streamed live|live online|online, live/);
    expect(text).toContain("6PM");
  });

  it("does not read an online shop or checking online as studying remotely", async () => {
    const text = await answer(
      "I run a small online shop. Should I send a staff member on your QA course or just hire you to test our site? What would each cost roughly?",
    );
    expect(text).not.toMatch(/on campus or online/);
  });
});
