/**
 * Issue 16: coming in asked as an obligation ("do I have to travel to Sydney for QA?", "must I
 * attend in person?") is answered the other way round from "can it be studied online": No for a
 * course that can be joined online, Yes for the campus-only one (facts/schedule.ts mustCome), and
 * "come in every week" for a named course is its study mode, not the office's opening hours (basics.ts).
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("having to come in, asked of one course", () => {
  it("says No for QA, which can be joined online, not a misleading Yes", async () => {
    const text = await answer("do I have to travel to Sydney every week for QA?");
    expect(text).toMatch(/^No: \*\*QA & Software Testing\*\*/);
    expect(text).toContain("online, live");
  });

  it("says Yes for Data Analytics, which is taught on campus only", async () => {
    const text = await answer("do i have to come in every week for the data course?");
    expect(text).toMatch(/^Yes: \*\*Data Analytics\*\*/);
    expect(text).toContain("no online option");
    expect(text).not.toContain("9AM-9PM");
  });

  it("says No for full stack when asked whether attending in person is a must", async () => {
    const text = await answer("must i attend in person for full stack");
    expect(text).toMatch(/^No: /);
    expect(text).toContain("streamed live");
  });

  it("still says Yes when asked whether a course is on campus", async () => {
    expect(await answer("is the full stack course in person?")).toMatch(/^Yes: /);
    expect(await answer("can i do QA on campus?")).toMatch(/^Yes: /);
  });

  it("still gives the office's hours when coming in to the office is asked", async () => {
    expect(await answer("when can i come in to the office?")).toContain("9AM-9PM");
  });
});
