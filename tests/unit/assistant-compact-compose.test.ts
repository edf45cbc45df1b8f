import { describe, expect, it } from "vitest";
import { compactOver, conversationWith, seededContent } from "../support/compact-assistant.ts";
import { pages } from "#content/pages.ts";
import { serviceWork } from "#content/services.ts";
import { silentSink } from "#server/assistant/compact/engine.ts";
import { termsOf } from "#server/assistant/compact/language.ts";
import type { ProgramView } from "#server/content/views.ts";

/**
 * How the compact engine composes answers (issue 33): follow-ups about a person, comparisons among
 * the programs a question names, workloads side by side, the page where the visitor acts, and a
 * price's note asked about after the price. Every expected fact is read from the seeded content.
 */
const content = seededContent();
const assistant = compactOver(content);
const conversation = conversationWith(assistant);

const taught = content.programs.filter((p) => p.details.instructor);

describe("the compact assistant's composed answers", () => {
  it("answers 'what's her background?' after 'who teaches …?' with that instructor's bio", async () => {
    expect(taught.length).toBeGreaterThan(0);
    for (const p of taught) {
      const person = content.people.find((x) => x.name === p.details.instructor!.name)!;
      const answer = await conversation(`who teaches the ${p.name} course?`, "what's their background?");
      expect(answer).toContain(person.name);
      expect(answer).toContain(person.bio.split(". ")[0]!);
    }
  });

  it("lists the posts an instructor wrote when asked, and says so when they wrote none", async () => {
    for (const p of taught) {
      const name = p.details.instructor!.name;
      const posts = content.posts.filter((post) => post.author === name);
      const answer = await conversation(`who teaches ${p.name}?`, "has she written anything on your blog?");
      if (posts.length > 0) for (const post of posts) expect(answer).toContain(post.title);
      else expect(answer).toContain(`no blog post by **${name}**`);
    }
  });

  it("compares the two programs a question names, whichever is named first", async () => {
    const [a, b] = content.programs;
    expect(a && b).toBeTruthy();
    const pairs: [ProgramView, ProgramView][] = [
      [a!, b!],
      [b!, a!],
    ];
    for (const [x, y] of pairs) {
      const answer = await assistant.answer(`which is cheaper, ${x.name} or ${y.name}?`, silentSink);
      expect(answer).toContain(x.fee.total);
      expect(answer).toContain(y.fee.total);
      const others = content.programs.filter(
        (p) => p !== x && p !== y && p.feeAud !== x.feeAud && p.feeAud !== y.feeAud,
      );
      for (const other of others) expect(answer).not.toContain(other.fee.total);
      if (x.feeAud === y.feeAud) expect(answer).toContain("cost the same");
    }
  });

  it("sets each program's self-study hours side by side for 'which course has the most homework?'", async () => {
    const answer = await assistant.answer("which course has the most homework?", silentSink);
    for (const p of content.programs.filter((x) => x.guide.selfStudy)) {
      expect(answer).toContain(p.name);
      expect(answer).toContain(p.guide.selfStudy!);
    }
  });

  it("names the program whose next intake is earliest for 'which course starts first?'", async () => {
    const dated = content.programs
      .map((p) => ({
        p,
        when: Date.parse(/\d{1,2} [A-Z][a-z]+ \d{4}/.exec(p.details.upcomingSession ?? "")?.[0] ?? ""),
      }))
      .filter((x) => !Number.isNaN(x.when))
      .sort((a, b) => a.when - b.when);
    const answer = await assistant.answer("which course starts first?", silentSink);
    if (dated.length > 0) expect(answer.startsWith(`**${dated[0]!.p.name}**`)).toBe(true);
  });

  it("links the page where the visitor applies when they ask how to sign up", async () => {
    const apply = Object.entries(pages).find(([, page]) => termsOf(page.title).at(-1) === "apply");
    expect(apply).toBeDefined();
    const answer = await assistant.answer(
      `how do I sign up for the ${content.programs[0]!.name} course`,
      silentSink,
    );
    expect(answer).toContain(`](${apply![0]})`);
  });

  it("answers 'is that incl GST?' after a service's price with the note its page prints", async () => {
    const service = content.services[0]!;
    const answer = await conversation(`How much does ${service.name} cost?`, "is that incl GST?");
    expect(answer).toContain(service.startingRate.replace(/^From /, ""));
    expect(answer).toContain(serviceWork.rateNote);
    expect(answer).not.toMatch(/^\W*yes\b/i);
  });

  it("does not open a question that is not yes/no with an FAQ entry's 'Yes.'", async () => {
    const answer = await conversation("what days are the classes", "what time is the saturday one");
    expect(answer).not.toMatch(/^\W*yes\b/i);
  });
});
