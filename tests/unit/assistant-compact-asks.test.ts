import { describe, expect, it } from "vitest";
import { NO_ANSWER } from "#server/assistant/compact/compose.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";
import { consultationBooking } from "#content/consultation.ts";

/**
 * What a question asks of the compact engine (issue 33): a request the content never offers gets the
 * honest reply, "how long" is answered by a passage that states a length of time, and a program's
 * name word in its everyday sense ("my data") names no program.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string) => assistant.answer(question, silentSink);

describe("requests to do something for the visitor", () => {
  it("gives the honest reply when no sentence of the content offers the asked thing", async () => {
    for (const question of [
      "Can you write my homework?",
      "Write me a cover letter for a junior developer job please",
      "can you help me with my tax return",
      "can I bring my dog to class?",
    ])
      expect(await ask(question), question).toBe(NO_ANSWER);
  });

  it("answers a request the content does offer", async () => {
    const answer = await ask("can I bring my own laptop?");
    expect(answer).not.toBe(NO_ANSWER);
    expect(answer.toLowerCase()).toContain("laptop");
  });
});

describe("how long / how soon", () => {
  it("answers from the passage that states the length of time", async () => {
    const length = consultationBooking.promises.join(" ").match(/\b\d+-minute\b/)?.[0];
    const reply = consultationBooking.reply.match(/\bwithin [a-z ]+ days?\b/)?.[0];
    expect(length).toBeDefined();
    expect(reply).toBeDefined();
    expect(await ask("how long is the free consultation call?")).toContain(length!);
    expect(await ask("how soon do you get back to me after I book a consultation?")).toContain(reply!);
  });
});

describe("a program's name word in its everyday sense", () => {
  const program = seeded.programs.find((p) => p.name.split(" ").length > 1 && /data/i.test(p.name));
  it("reads 'my data' as the visitor's data, 'the data course' as the program", async () => {
    expect(program).toBeDefined();
    const privacy = await ask("do you sell my data?");
    expect(privacy).not.toContain(program!.name);
    expect(privacy).not.toBe(NO_ANSWER);
    expect(await ask("how long is the data course?")).toContain(program!.name);
  });
});
