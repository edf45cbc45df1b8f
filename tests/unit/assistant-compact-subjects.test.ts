import { describe, expect, it } from "vitest";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";
import { serviceWork } from "#content/services.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { subjectsNamed } from "#server/assistant/compact/retrieval.ts";
import { functionWords, wordsOf } from "#server/assistant/compact/language.ts";

/**
 * What a conversation is about (issue 33, compact engine): subjects named by their kind, their
 * title or who they are for, carried into follow-ups, and weighed against each other. Every
 * expected fact is read from the published content; no name, price or count is written here.
 */
const content = seededContent();
const k = buildKnowledge(content);
const assistant = compactOver(content);
const conversation = conversationWith(assistant);
const ask = (question: string) => conversation(question);
const nameWordsOf = (text: string) => new Set(wordsOf(text));
/** Each service whose name's words all belong to a program's name ("…testing" in both), with it. */
const servicesNamedLikePrograms = () =>
  content.services.flatMap((s) => {
    const program = content.programs.find((p) =>
      [...nameWordsOf(s.name)].every((w) => nameWordsOf(p.name).has(w)),
    );
    return program ? [{ service: s, program }] : [];
  });

describe("the compact assistant names subjects by kind, title and audience", () => {
  it("takes the kind the question says when a service and a course share a name's words", () => {
    const pairs = servicesNamedLikePrograms();
    expect(pairs.length).toBeGreaterThan(0);
    for (const { service, program } of pairs) {
      const course = subjectsNamed(k, `tell me about the ${service.name.toLowerCase()} course`);
      expect(course[0]?.program?.slug).toBe(program.slug);
      const both = subjectsNamed(
        k,
        `what's the difference between your ${program.name.toLowerCase()} course and your ${service.name.toLowerCase()} service?`,
      );
      expect(both.map((s) => s.id)).toEqual(
        expect.arrayContaining([`program:${program.slug}`, `service:${service.slug}`]),
      );
      // …and a whole name said once names one subject, of the kind the question says.
      expect(subjectsNamed(k, `we want two staff on the ${program.name} course`).map((s) => s.id)).toEqual([
        `program:${program.slug}`,
      ]);
    }
  });

  it("answers 'and the <title>?' with the person who holds that title", async () => {
    // Titles whose last word no other person's title has ("Director").
    const heads = content.people.map((p) => wordsOf(p.role).at(-1)!);
    const unique = content.people.filter((_, i) => heads.filter((h) => h === heads[i]).length === 1);
    expect(unique.length).toBeGreaterThan(0);
    for (const person of unique) {
      const other = content.people.find((p) => p !== person)!;
      const answer = await conversation(
        `what does ${other.name} do there?`,
        `and the ${person.role.toLowerCase()}?`,
      );
      expect(answer).toContain(person.name);
    }
  });

  it("answers 'and the one for <audience>?' with the program whose 'suits' alone says it", async () => {
    // A word of one program's "suits" lines that no other program's lines hold ("already" is
    // English that says nothing of an audience: the engine reads it as a function word).
    const linesOf = (slug: string) =>
      new Set(
        content.programs
          .find((p) => p.slug === slug)!
          .guide.suits.flatMap((l) => wordsOf(l))
          .filter((w) => !functionWords.has(w)),
      );
    const [first] = content.programs;
    let checked = 0;
    for (const program of content.programs.filter((p) => p !== first)) {
      const own = [...linesOf(program.slug)].filter(
        (w) =>
          w.length > 5 &&
          content.programs.every((p) => p === program || !linesOf(p.slug).has(w)) &&
          content.programs.every((p) => !nameWordsOf(p.name).has(w)),
      );
      if (own.length === 0) continue;
      const answer = await conversation(`how long is ${first!.name}?`, `and the one for ${own[0]}?`);
      expect(answer).toContain(program.name);
      expect(answer).toContain(`${program.durationWeeks} weeks`);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("the compact assistant carries the conversation's subject", () => {
  it("carries the program named before into a question about its week", async () => {
    for (const program of content.programs.filter((p) => p.guide.selfStudy)) {
      const answer = await conversation(
        `I'm interested in ${program.name}.`,
        "how much study outside class per week?",
      );
      expect(answer).toContain(program.guide.selfStudy!);
    }
  });

  it("reads 'he' or 'she' after 'who wrote…?' as the post's author, and 'her course' as what they teach", async () => {
    const post = content.posts.find((p) =>
      content.programs.some((x) => x.details.instructor?.name === p.author),
    );
    expect(post).toBeDefined();
    const taught = content.programs.find((x) => x.details.instructor?.name === post!.author)!;
    const who = `who wrote the blog post on ${post!.title.toLowerCase()}?`;
    const teaches = await conversation(who, "does he or she teach here?");
    expect(teaches).toContain(post!.author);
    expect(teaches).toContain(taught.name);
    const tools = await conversation(who, "does he or she teach here?", "what tools does her course use?");
    expect(tools).toContain(taught.topics[0]!);
  });

  it("answers a follow-up from the answer's topic when the subject named before does not answer it", async () => {
    // "…a consultation about my app" names a service, but the answer is the consultation page.
    const app = content.services.find((s) => s.slug.split("-").includes("app"))!;
    const page = k.passages.find((p) => p.id === "consultation")!;
    const length = page.text.split(/(?<=\.)\s+/).find((s) => /\d+-minute|\bminutes?\b/.test(s))!;
    expect(length).toBeDefined();
    const answer = await conversation(
      `i want to book a consultation about my ${app.slug.split("-").slice(0, 2).join(" ")} idea`,
      "how long is the call",
    );
    expect(answer).toContain(length);
  });

  it("reads 'is that plus GST?' after a service's price with the note on its starting rate", async () => {
    for (const service of content.services) {
      const answer = await conversation(`how much do you charge for ${service.name}?`, "is that plus gst?");
      expect(answer).toContain(serviceWork.rateNote);
      expect(answer).toContain(service.startingRate.replace(/^From /, ""));
    }
  });
});

describe("the compact assistant answers a subject's fields", () => {
  it("answers the services' prices, asked of the kind, with every starting rate and its note", async () => {
    const answer = await ask("how much are your services?");
    for (const s of content.services) expect(answer).toContain(s.startingRate.replace(/^From /, ""));
    expect(answer).toContain(serviceWork.rateNote);
    for (const p of content.programs) expect(answer).not.toContain(p.fee.total);
  });

  it("reads 'what would it be built in?' after a service's price as its technologies", async () => {
    for (const service of content.services) {
      const answer = await conversation(
        `How much is ${service.name} with you?`,
        "and what would it be built in?",
      );
      for (const t of service.technologies) expect(answer).toContain(t);
    }
  });

  it("reads a service asked how long it runs as the program whose name holds the service's", async () => {
    const pairs = servicesNamedLikePrograms();
    expect(pairs.length).toBeGreaterThan(0);
    for (const { service, program } of pairs) {
      const answer = await conversation(
        `is ${service.name.toLowerCase()} something i could get into?`,
        "ok and how long does that one run for",
      );
      expect(answer).toContain(`${program.durationWeeks} weeks`);
    }
  });
});

describe("the compact assistant weighs subjects", () => {
  it("weighs every service when a comparison names the kind but no service", async () => {
    const least = Math.min(...content.services.map((s) => s.startingRateAud));
    const cheapest = content.services.filter((s) => s.startingRateAud === least);
    const answer = await ask("which of your dev services is the cheapest to get started with?");
    for (const s of cheapest) expect(answer).toContain(`**${s.name}**`);
  });

  it("compares two programs' weeks on the self-study each asks", async () => {
    const [a, b] = content.programs.filter((p) => p.guide.selfStudy);
    const answer = await ask(`Which course needs more study at home each week, ${a!.name} or ${b!.name}?`);
    expect(answer).toContain(a!.guide.selfStudy!);
    expect(answer).toContain(b!.guide.selfStudy!);
  });
});
