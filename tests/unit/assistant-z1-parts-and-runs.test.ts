/**
 * Issue 16: a two-part message whose first ask is answered briefly keeps its second ask's fact
 * (every-part.ts); an ask set after finishing the course ("and once I finish…") is its own part;
 * "runs" as lasting is no provider asked (asked-thing.ts); whoever "runs" a course named is its
 * instructor (site-synonyms.ts).
 */
import { describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

const assistant = createAssistant();
const answer = (q: string, history: string[] = []) => assistant.answer(q, silentSink, history);

describe("every part of a two-part message", () => {
  it("keeps the placement-rate answer beside help finding work", async () => {
    const text = await answer("Do you help people find jobs after the course, and what's your placement rate?");
    expect(text).toMatch(/do not publish job placement rates/i);
    expect(text).toContain("mock interview");
  });

  it("reads an ask set after finishing the course as its own part", async () => {
    const text = await answer(
      "what nights are the classes on, and once I finish the course do you help me build a portfolio?",
    );
    expect(text).toContain("6PM");
    expect(text).toMatch(/portfolio review/i);
  });
});

describe("'runs' as lasting, and who runs a course", () => {
  it("answers which course runs the longest from the durations", async () => {
    const text = await answer("which of your programs runs the longest?");
    expect(text).toContain("Full stack software development");
    expect(text).toContain("24 weeks");
  });

  it("still reads a provider asked by what runs something", async () => {
    expect(await answer("which company runs your website hosting?")).not.toContain("24 weeks");
  });

  it("names a course's instructor, not the director, for who runs it", async () => {
    const qa = await answer("who runs the QA course?");
    expect(qa).toContain("Mei Lin Chen");
    expect(qa).not.toContain("Sarah Whitfield");
    expect(await answer("who's in charge of data analytics?")).toContain("Daniel Okafor");
    expect(await answer("who runs the place?")).toContain("Sarah Whitfield");
  });
});
