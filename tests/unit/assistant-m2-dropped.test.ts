import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { askedParts } from "#server/assistant/compose.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { asksOfMessage } from "#server/assistant/every-part.ts";
import { droppedKinds } from "#server/assistant/parts-dropped.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);
const subject = (text: string, over: Record<string, unknown> = {}) =>
  ({ programs: [], services: [], compare: false, text, ...over }) as never;
const fires = (part: string, text = part, over: Record<string, unknown> = {}) =>
  droppedKinds.some((k) => k.asked(part, subject(text, over)));

// A situation and two or three asks: the ask whose fact the chosen answer left out gets its typed
// fact (parts-dropped.ts, every-part.ts, compose.ts).
describe("a situation and several asks keep every ask's fact", () => {
  it("keeps how soon we reply beside a service's starting price", async () => {
    const text = await answer(
      "We run a bakery and want online ordering. What's the lowest price for a web app, and when will I hear back after I send the form?",
    );
    expect(text).toContain("10,000");
    expect(text).toContain("one business day");
  });

  it("keeps the no-refund beside paying by transfer and applying being free", async () => {
    const text = await answer(
      "Can I pay by bank transfer, is there a refund if I move interstate halfway through, and does it cost anything just to apply?",
    );
    expect(text).toMatch(/no refund|not refunded/);
  });

  it("keeps the experience asked when the situation says the visitor never coded", async () => {
    const text = await answer(
      "Never written a line of code in my life. Can I still do full stack? How long does it take? Plus do I have to bring my own laptop?",
    );
    expect(text).toMatch(/No programming experience|starts with HTML/);
    expect(text).toContain("24 weeks");
  });

  it("keeps the 30 days a privacy complaint is answered in", async () => {
    const text = await answer(
      "I want to make a complaint about how you handled my personal info. Who do I contact, and how long do you take to respond?",
    );
    expect(text).toContain("30 days");
  });

  it("keeps the memory a laptop needs beside the software's cost", async () => {
    const text = await answer(
      "My old MacBook only has 4 GB of memory. Will it do, and do I need to buy any programs for class?",
    );
    expect(text).toContain("8 GB");
    expect(text).toContain("free for students");
  });

  it("keeps the weekday opening hours beside deleting one's information", async () => {
    const text = await answer(
      "Can you tell me the opening hours on weekdays, and also whether I can delete my info from your records?",
    );
    expect(text).toContain("9AM-9PM");
    expect(text).toContain("30 days");
  });

  it("splits at 'what happens' and 'who will' after a comma, and at 'and also whether'", () => {
    expect(
      asksOfMessage("is that above your minimum, what happens after the first call, and who will I talk to?"),
    ).toHaveLength(3);
    expect(
      asksOfMessage("tell me the opening hours on weekdays, and also whether I can delete my info"),
    ).toHaveLength(2);
  });

  it("reads a short ask pointing back at the sentence before as an ask", () => {
    expect(
      askedParts("My laptop only has 4 GB of memory. Will it do, and do I need to buy any software?"),
    ).toBe(2);
    // A sentence before a self-contained ask is still only the situation.
    expect(askedParts("I work in retail. How long is the QA course?")).toBe(1);
  });
});

describe("near misses do not take the dropped-part kinds", () => {
  it("does not read a wait for a reply after applying as the booking's", () => {
    expect(
      fires("how soon will you get back to me", "i applied for qa. how soon will you get back to me"),
    ).toBe(false);
  });

  it("does not read a class's length as the course's", () => {
    const course = droppedKinds[6]!;
    expect(
      course.asked("how long is each class", subject("qa: how long is each class", { programs: [{}] })),
    ).toBe(false);
  });

  it("does not take 'can I do it' as the experience asked without a never-coded situation", () => {
    const experience = droppedKinds[8]!;
    expect(
      experience.asked("can i do it online", subject("qa. can i do it online", { programs: [{}] })),
    ).toBe(false);
  });

  it("does not read 'before starting' as a starting price", () => {
    expect(
      fires("what do i need before starting", "what do i need before starting web apps", { services: [{}] }),
    ).toBe(false);
  });
});
