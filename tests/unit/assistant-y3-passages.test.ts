import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { asksForList, wholeList } from "#server/assistant/list-asked.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// A list asked for is given whole (list-asked.ts), not cut at three sentences.
describe("a list from a blog post, asked for, is given whole", () => {
  it("names every good candidate for automation, regression checks included", async () => {
    for (const q of [
      "What sorts of tests should a team automate?",
      "list the good candidates for test automation please",
    ]) {
      const text = await answer(q);
      expect(text.toLowerCase()).toContain("critical user journeys");
      expect(text.toLowerCase()).toContain("regression checks");
      expect(text).toContain("/blog");
    }
  });

  it("reads list asks and lists, and leaves a list of questions alone", () => {
    expect(asksForList("which kinds of tests are worth automating?")).toBe(true);
    expect(asksForList("how long is the full stack course?")).toBe(false);
    expect(wholeList("Good ones: **One**, first. **Two** second. **Three** third.")).toBe(
      "Good ones: **One**, **Two** and **Three**.",
    );
    expect(
      wholeList("Ask: **Will we run it?** yes. **Is it precise?** no. **Does it need a human?** maybe."),
    ).toBeUndefined();
  });
});
