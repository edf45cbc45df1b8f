import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { splitAsks } from "#server/assistant/asks-apart.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { replyTimesCompared } from "#server/assistant/reply-times.ts";

const assistant = createAssistant();
const ask = async (question: string, before: string[] = []) => {
  const history: string[] = [];
  for (const earlier of before) {
    await assistant.answer(earlier, silentSink, [...history]);
    history.push(earlier);
  }
  return assistant.answer(question, silentSink, history);
};

describe("a message's asks (asks-apart.ts)", () => {
  it("splits two asks joined by 'and', 'n', a comma or a question mark, each starting as an ask", () => {
    expect(splitAsks("hw much dose the ful stack corse cost n is ther a refnd")).toEqual([
      "hw much dose the ful stack corse cost",
      "is ther a refnd",
    ]);
    expect(splitAsks("if i pick the tue class can i switch to sat later? and what if u guys move my start date")).toEqual([
      "if i pick the tue class can i switch to sat later",
      "what if u guys move my start date",
    ]);
  });

  it("keeps a statement before its one ask, and one ask with 'and' inside it, whole", () => {
    expect(splitAsks("I just applied. How soon will somebody get back to me?")).toBeUndefined();
    expect(splitAsks("I work in retail at the moment, which course would suit me?")).toBeUndefined();
    expect(splitAsks("what if im sick and miss a lesson")).toBeUndefined();
  });

  it.each([
    ["after i apply how long till someone contacts me and can i track my application online", ["two business days", "portal"]],
    ["can i keep my ft job while studying and what happens if i miss a class", ["full-time job", "online space"]],
    ["if i pick the tue class can i switch to sat later? and what if u guys move my start date", ["has room", "two weeks ahead"]],
    ["hw much dose the ful stack corse cost n is ther a refnd", ["$6,000", "no refund"]],
  ])("answers each ask of %j with its own fact", async (question, facts) => {
    const text = await ask(question);
    for (const fact of facts) expect(text).toContain(fact);
  });

  it("leaves an ask that leans on the other to the whole message ('whats the price' of the service named first)", async () => {
    expect(await ask("do u guys do software testin for other companys? whats the price")).toContain("$5,000");
  });
});

describe("comparisons of a typed fact", () => {
  it("states the difference between two fees and two durations", async () => {
    expect(await ask("how much more does full stack cost than QA?")).toMatch(/\$6,000 AUD, \$2,000 AUD more/);
    expect(await ask("is full stack longer than data analytics, and by how much?")).toMatch(/24 weeks.*16 weeks, 8 weeks less/);
  });

  it("compares the weekly self-study of two courses, study at home included", async () => {
    const text = await ask("Which course needs more study at home each week, full stack or data analytics?");
    expect(text).toContain("6 to 8 hours");
    expect(text).toContain("5 to 7 hours");
  });

  it("compares with a program only the previous answer named ('that one')", async () => {
    const text = await ask("whats the price diffrence between that one and full stack", [
      "which course is the shortest",
      "and which of those can i do online",
    ]);
    expect(text).toContain("$4,000");
    expect(text).toContain("$2,000");
  });

  it("compares the reply times of a consultation request and an application, the quicker first", async () => {
    expect(replyTimesCompared("what is quicker to hear back on booking a consultation or applying for a course")?.lead).toMatch(
      /^A consultation request is quicker: .*one business day.*two business days/,
    );
    expect(replyTimesCompared("how do i apply for a course")).toBeUndefined();
    expect(await ask("whats quicker to hear back on, booking a consultation or applying for a course")).toContain("one business day");
  });
});
