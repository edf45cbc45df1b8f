import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// A situation told at length, then an open ask at the end (situation-picks.ts, condition-told.ts).
describe("a long situation, then the ask at the end", () => {
  it("names the courses that can be studied online and the evening times for someone far away working days", async () => {
    const text = await answer(
      "I look after my elderly dad, I work nine to five in a shire office and we live in a country town nowhere near Sydney. I could only study at home after dinner. What course could I realistically take?",
    );
    expect(text).toContain("online");
    expect(text).toContain("6PM-9PM");
    expect(text).not.toMatch(/^We teach three programs/);
  });

  it("says no coding experience is needed to someone who never coded", async () => {
    const text = await answer(
      "I stacked shelves and then ran the night crew at a warehouse for twelve years. I'm hopeless at maths and have never written any code. Which of your programs could someone like me manage?",
    );
    expect(text).toMatch(/no (coding|programming) experience/i);
  });

  it("points an employer whose testers work by hand at the QA course's manual testers", async () => {
    const text = await answer(
      "We have three testers in our payments team. They test everything by hand from a spreadsheet and I'd like them to automate the regression checks. Which of your courses is designed for that?",
    );
    expect(text).toContain("QA & Software Testing");
    expect(text).toContain("manual testers who want to add test automation");
  });

  it("gives a business owner the web service's starting price, not the course fees", async () => {
    const text = await answer(
      "I own a little florist shop in Manly with two staff. People keep asking if they can order bouquets online but our website is ancient. Ballpark, what would that set us back?",
    );
    expect(text).toContain("10,000");
    expect(text).not.toContain("$6,000");
  });

  it("answers the refund when the time difference is only the condition of the ask", async () => {
    const text = await answer(
      "If the time difference from Dubai wears me down and I stop attending after a month, is the fee refunded?",
    );
    expect(text).toContain("not refunded");
  });

  it("still gives the honest reply when the time difference itself is asked", async () => {
    expect(isNoAnswer(await answer("If I study from London, what's the time difference to Sydney?"))).toBe(
      true,
    );
  });

  it("keeps the who-it-suits answer when the ask is whether a course suits them", async () => {
    const text = await answer(
      "I've worked in retail for fifteen years and I'm not very technical at all. Which of your courses would suit me best?",
    );
    expect(text).toContain("retail");
  });

  it("keeps the course fee when a business story asks about a course's price", async () => {
    const text = await answer(
      "I run a small cafe and I'm thinking of retraining so I can build our own website one day. How much is the full stack course?",
    );
    expect(text).toContain("$6,000");
  });
});
