import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { situationThenAsks } from "#server/assistant/asks-unsaid.ts";
import { isNoAnswer } from "#server/assistant/builtin-engine.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// The asks of a message after the lines telling the visitor's situation (asks-unsaid.ts).
describe("situationThenAsks", () => {
  it("keeps a situation's statement apart from the asks after it", () => {
    expect(
      situationThenAsks(
        "I'd be driving in from Parramatta. Is there parking at your building, and what are the office hours on weekdays?",
      ),
    ).toEqual({
      said: ["I'd be driving in from Parramatta."],
      parts: ["Is there parking at your building", "what are the office hours on weekdays"],
    });
  });

  it("drops a joining word's comma and reads a phone's 'r there' as an ask", () => {
    expect(
      situationThenAsks(
        "Any student discounts on the full stack course? Also, what nights are the classes on?",
      )?.parts,
    ).toEqual(["Any student discounts on the full stack course", "what nights are the classes on"]);
    expect(
      situationThenAsks("r there scholarships for indigenous students n how long is full stack")?.parts,
    ).toEqual(["are there scholarships for indigenous students", "how long is full stack"]);
  });

  it("finds no asks in one ask followed by a statement, or in a single ask after a situation", () => {
    expect(
      situationThenAsks("is there parking near your office? I'd be driving in after work"),
    ).toBeUndefined();
    expect(
      situationThenAsks("I'm driving in from Penrith. Is there a car park under the building?"),
    ).toBeUndefined();
    // "will be driving in" starts as an ask does, but no one is before its verb: it states.
    expect(situationThenAsks("is there parking near your office? will be driving in")).toBeUndefined();
  });
});

// One ask the site never answers no longer sinks the asks it does answer (asks-unsaid.ts).
describe("answered asks beside an unsaid one", () => {
  // Parking is an FAQ entry now (an honest no staff publish); a bike rack is still unsaid.
  it("answers the weekday hours after a situation, naming the bike rack as not found", async () => {
    const text = await answer(
      "I'd be driving in from Parramatta. Is there a bike rack at your building, and what are the office hours on weekdays?",
    );
    expect(text).toContain("9AM-9PM");
    expect(text).toContain("“rack”");
  });

  it("answers the fee of the course an unsaid ask names", async () => {
    const text = await answer(
      "I'm on a student visa from Nepal. Can I enrol in the QA course on my visa, and what does the course cost?",
    );
    expect(text).toContain("4,000");
    expect(text).not.toContain("6,000");
    expect(text).toContain("“visa”");
  });

  it("answers an ask after 'Also,' and one that leans on the course the ask before names", async () => {
    const nights = await answer(
      "Any student discounts on the full stack course? Also, what nights are the classes on?",
    );
    expect(nights).toContain("6PM-9PM");
    expect(nights).toContain("“discounts”");
    const run = await answer(
      "Do you have scholarships for women moving into tech? Also what do I need before starting full stack, and how long does it run?",
    );
    expect(run).toContain("24 weeks");
    expect(run).toContain("No programming experience");
    expect(run).toContain("“scholarships”");
  });

  it("asks a part of no course of its own again of the course named before it", async () => {
    const text = await answer(
      "full stack: 24 weeks right? how many classes a week, and what if i cant make it in person one week",
    );
    expect(text).toContain("24 weeks");
    expect(text).toContain("join the same class online");
  });

  it("answers a story's asks when one is unsaid", async () => {
    const text = await answer(
      "My partner and I both want to study. Is there a couples discount, and when are the evening classes?",
    );
    expect(text).toContain("6PM-9PM");
    expect(text).toContain("“discount”");
  });

  it("keeps the honest reply for a lone unsaid ask, with or without a situation", async () => {
    expect(isNoAnswer(await answer("Is there parking near your office?"))).toBe(true);
    expect(
      isNoAnswer(await answer("I'm driving in from Penrith. Is there a car park under the building?")),
    ).toBe(true);
  });

  it("keeps the honest reply for a statement after the unsaid ask", async () => {
    expect(isNoAnswer(await answer("is there parking near your office? will be driving in"))).toBe(true);
  });

  it("keeps the honest reply for a private class of one company's staff beside a group rate", async () => {
    const text = await answer(
      "Hi, I look after L&D for a 200-person company. Could we book a private cohort of about 10 staff for the QA course, and is there a group rate?",
    );
    expect(isNoAnswer(text)).toBe(true);
  });

  it("keeps the honest reply when the ask after an unsaid one leans on its unsaid thing", async () => {
    expect(isNoAnswer(await answer("is there a bike rack? how much is it"))).toBe(true);
  });
});
