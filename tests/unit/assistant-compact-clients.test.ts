import { describe, expect, it } from "vitest";
import { serviceWork } from "#content/services.ts";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import { normalise } from "#server/assistant/compact/language.ts";
import { sitePages } from "#server/assistant/compact/site-pages.ts";
import { silentSink } from "#server/assistant/engine.ts";
import { readModel } from "#server/content/published.ts";
import { seedDocuments } from "#server/content/seed.ts";

/**
 * Business clients asking the compact engine (issue 33) about how a project with us runs and who
 * works on it: the service pages' own sections answer, whatever the published services are.
 * Expected facts are read from the content, never written here.
 */
const seeded = readModel(
  seedDocuments().map((d) => ({ type: d.type, published: d.fields })),
  1,
);
const assistant = createAssistant({ content: async () => seeded });
const ask = (question: string, history: string[] = []) => assistant.answer(question, silentSink, history);

describe("the team behind a client project", () => {
  it("answers who works on a project with every role of the service pages' team", async () => {
    const answer = await ask("who actually works on my project?");
    for (const member of serviceWork.team) expect(answer).toContain(member.title);
  });
});

describe("work as a verb, building as a verb", () => {
  it("reads 'works on' as the people on it and 'how does … work' as how it runs, not a job", () => {
    expect(normalise("who works on my project?")).toContain("team on");
    expect(normalise("how does a project with you work?")).toContain("run");
    // Work as employment stays work.
    expect(normalise("can I work full time while studying?")).toContain("work full time");
  });

  it("reads 'building my app' as the verb and leaves 'the building' alone", () => {
    expect(normalise("while you're building my app")).toContain("build my app");
    expect(normalise("which floor of the building are you on?")).toContain("the building");
  });
});

describe("who is behind the company", () => {
  const team = seeded.people.filter((p) => p.kind === "team");
  const director = team.find((p) => /\bdirector\b/i.test(p.role));

  it("names every member of the published team for 'the people behind the company'", async () => {
    const answer = await ask("who are the people behind the company");
    for (const person of team) expect(answer).toContain(person.name);
  });

  it("reads who runs the place, or the company by its published name, as its director", async () => {
    expect(director).toBeDefined();
    expect(await ask("who runs the place?")).toContain(director!.name);
    expect(await ask(`Who runs ${seeded.site.name.split(" ")[0]}?`)).toContain(director!.name);
  });

  it("says what the About us page says the company is when asked what it does", async () => {
    const about = sitePages(seeded).find((p) => p.id === "page:/about-us")?.text;
    expect(about).toBeDefined();
    const answer = await ask("what is it you guys actually do?");
    expect(answer).toContain(seeded.site.name);
    expect(answer).toContain(about!);
  });
});

describe("a follow-up about a service's price", () => {
  it("answers 'does that include GST?' with the note the service pages print under the rate", async () => {
    const service = seeded.services[0]!;
    const answer = await ask("does that include gst?", [`what's the starting price for ${service.name}?`]);
    expect(answer).toContain(serviceWork.rateNote);
    expect(answer).toContain(service.name);
  });
});

describe("where exactly", () => {
  it("reads 'where exactly is the office?' after another question as the address", async () => {
    const answer = await ask("and where exactly is the office?", ["what are your opening hours?"]);
    expect(answer).toContain(seeded.site.address.street);
  });
});
