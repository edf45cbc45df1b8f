import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { splitAsks } from "#server/assistant/asks-apart.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

// A course fact asked beside a process ask, or beside a parenthesis, keeps its fact (course-fact-asks.ts).
describe("every ask of a message gets its fact", () => {
  it("keeps the start date beside a question about changing an application", async () => {
    const text = await answer("when does QA start and can i change my application once its sent");
    expect(text).toContain("2 February 2027");
    expect(text).toContain("cannot be changed");
  });

  it("keeps the fee when a parenthesis asks about GST", async () => {
    const text = await answer("how long is the testing course, what does it cost (incl GST?), and can i do it from home?");
    expect(text).toContain("16 weeks");
    expect(text).toContain("$4,000");
    expect(text).toContain("online");
  });

  it("does not end an ask at a parenthesis's question mark", () => {
    expect(splitAsks("how long is QA, what does it cost (incl GST?), and is it online?")).toEqual([
      "how long is QA",
      "what does it cost",
      "is it online",
    ]);
  });
});
