import { describe, expect, it } from "vitest";
import { asksForPerson } from "#server/assistant/compact/compose.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";
import { nextSteps } from "#content/application-next-steps.ts";
import { programGuides } from "#content/program-guide.ts";
import { termsOf } from "#server/assistant/compact/language.ts";

/**
 * A would-be student's questions about applying (issue 33): who reviews an application is not a
 * request to talk to a person. Expected texts are read from the content, not written here.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string) => assistant.answer(question, silentSink, []);

describe("a person who does something", () => {
  it("is not a request to talk to a person", () => {
    expect(asksForPerson("is there an actual person who looks at my application?")).toBe(false);
    expect(asksForPerson("can I talk to a real person?")).toBe(true);
    expect(asksForPerson("real person please")).toBe(true);
    expect(asksForPerson("is there a real person who I can talk to?")).toBe(true);
  });

  it("answers who reviews an application from the portal's text for a received application", async () => {
    const received = (nextSteps.received ?? "").split(/(?<=[.!?])\s+/)[0]!;
    const answer = await ask("Is there an actual person who looks at what I submit, or is it all automated?");
    expect(answer).toContain(received);
  });
});

describe("a worry told about one's own English", () => {
  it("reads a first or second language as a spoken language, not a programming one", () => {
    expect(termsOf("my second language")).toContain(termsOf("english")[0]);
  });

  it("finds the course's prerequisite about English", async () => {
    const [slug, guide] = Object.entries(programGuides).find(([, g]) =>
      g.prerequisites.some((p) => /\benglish\b/i.test(p)),
    )!;
    const english = guide.prerequisites.find((p) => /\benglish\b/i.test(p))!;
    const name = seeded.programs.find((p) => p.slug === slug)!.name;
    const answer = await ask(
      `english is my second language, is that gonna be a problem in the ${name} course?`,
    );
    expect(answer).toContain(english);
  });
});
