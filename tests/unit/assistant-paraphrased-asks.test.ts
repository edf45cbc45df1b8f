import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("the wait after applying", () => {
  it.each(["sent my application yesterday, when does someone contact me?", "applied this morning, when will you get back to me?"])(
    "answers %j with the advisor's two business days",
    async (question) => {
      expect(await answer(question)).toContain("two business days");
    },
  );
});

describe("'which' before a thing that is not a course", () => {
  it("lists the payment methods instead of comparing the fees", async () => {
    const text = await answer("which payment methods can I use, and how is it invoiced?");
    expect(text).toContain("bank transfer or card");
    expect(text).toContain("invoice");
    expect(text).not.toContain("cheapest");
  });

  it("reads an employer's staff member as theirs, not our team", async () => {
    const text = await answer("My company is paying for an employee's course. How do we pay?");
    expect(text).not.toContain("Director");
    expect(text).toMatch(/bank transfer or card/);
  });
});

describe("the kit a class needs", () => {
  it("reads 'mic' as a microphone and answers the headset, not the study modes", async () => {
    const text = await answer("will I need a mic to join the class online?");
    expect(text).toMatch(/headset with a microphone/);
    expect(text).not.toMatch(/^Yes: you can study/);
  });

  it("answers charging a laptop with the power point at every desk", async () => {
    expect(await answer("can I charge my laptop during class?")).toContain("power point at every desk");
  });
});

describe("how long the privacy policy keeps one kind of record", () => {
  it.each([
    ["if you decline my application, how long do you keep my details?", "Applications that do not lead to enrolment"],
    ["how long do you keep my invoices and payment history after I finish?", "Enrolment and payment records"],
  ])("answers %j with its retention row", async (question, row) => {
    expect(await answer(question)).toMatch(new RegExp(`^${row}: kept`));
  });
});

describe("a job said, then 'best option?'", () => {
  it("answers which course suits, not who teaches", async () => {
    const text = await answer("I'm a primary school teacher, best option?");
    expect(text).toContain("suits");
    expect(text).not.toMatch(/\bteaches\b/);
  });
});

describe("one promise or service asked about in other words", () => {
  it("answers a written quote with the proposal after the consultation", async () => {
    expect(await answer("after the consult, will you put a price in writing?")).toMatch(/^After the free consultation you get a written proposal with a fixed quote/);
  });

  it("answers job ads with the junior roles passed on", async () => {
    expect(await answer("do you forward job listings to your students?")).toContain("junior roles");
  });

  it("reads 'no room left' as a full class and answers the waiting list", async () => {
    expect(await answer("what happens if my class has no places left?")).toContain("waiting list");
  });
});

describe("a work situation, then when classes are", () => {
  it("answers the weekend class and its time, not only that students keep working", async () => {
    const text = await answer("I'm a nurse on rotating shifts so my days change each month. Are there weekend classes, and what time?");
    expect(text).toContain("11AM");
  });
});

describe("the visitor's employer's details on our invoice", () => {
  it("says honestly it has no answer instead of giving our own ABN", async () => {
    expect(await answer("could the invoice be issued to my company and its ABN rather than to me?")).toMatch(/couldn't find an answer/);
  });

  it("still gives our ABN when an employer asks for it", async () => {
    expect(await answer("my employer needs your ABN for the invoice")).toContain("ABN 00 000 000 000");
  });
});

describe("a business's existing software, then 'can you test it?'", () => {
  it("answers the software testing service, not building one", async () => {
    const text = await answer("we launched a booking website last year, could you test it? what would it cost?");
    expect(text).toContain("Software Testing");
    expect(text).toContain("$5,000");
  });
});
