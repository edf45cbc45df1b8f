import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string) => assistant.answer(q, silentSink, []);

// The visitor's own shifts are their situation, not a yes/no ask about class times (facts/schedule.ts).
describe("class times asked by someone who works nights or weekends", () => {
  it("lists every class time without a 'Yes:' to a question nobody asked", async () => {
    for (const q of [
      "I work nights. what class times are there?",
      "I work nights as a security guard, 10pm to 6am. wat days and times can i pick for the qa clases?",
    ]) {
      const text = await answer(q);
      expect(text).toMatch(/^Classes run on weekday evenings, 6PM-9PM, or on Saturday, 11AM-2PM/);
      expect(text).not.toMatch(/^Yes/);
    }
  });

  it("still says yes when evening or weekend classes are what is asked", async () => {
    expect(await answer("are there night classes?")).toMatch(/^Yes: weekday evening classes run 6PM-9PM/);
    expect(await answer("i work weekends, do you have evening classes?")).toMatch(
      /^Yes: weekday evening classes/,
    );
    expect(await answer("do you have weekend classes? i work nights")).toMatch(
      /^Yes: there is a Saturday class/,
    );
  });
});
