import { describe, expect, it } from "vitest";
import { attributeAsked, statesAttribute } from "#server/assistant/compact/asked.ts";
import { NO_ANSWER } from "#server/assistant/compact/compose.ts";
import { buildKnowledge } from "#server/assistant/compact/knowledge.ts";
import { normalise, termOf, termsOf } from "#server/assistant/compact/language.ts";
import { compactOver, seededContent } from "../support/compact-assistant.ts";
import { silentSink } from "#server/assistant/engine.ts";

/**
 * The asked attribute (issue 33): an answer must state what the question asks the value of. A
 * passage or typed fact found by the question's other words (the Wi-Fi, the course, "number" read
 * as the phone) but silent on the asked attribute gets the honest reply. Expected facts are read
 * from the content.
 */
const seeded = seededContent();
const knowledge = buildKnowledge(seeded);
const assistant = compactOver(seeded);
const ask = (question: string) => assistant.answer(question, silentSink);
const program = seeded.programs[0]!;
const service = seeded.services[0]!;
/** A word the content uses somewhere (so the question's words are all known to it). */
const known = (word: string) => knowledge.df.has(termOf(word));

describe("reading the asked attribute", () => {
  it("reads the phrase a question asks the value of, its head and the word that says which", () => {
    const asked = (q: string) => attributeAsked(normalise(q));
    expect(asked("whats the wifi password in the classroom")).toEqual(["wifi", "password"]);
    expect(asked("what's the pass rate for the QA course")).toEqual(["pass", "rate"]);
    expect(asked("how many students are in each class?")).toEqual(["students"]);
    // Past a word of quantity, the thing counted.
    expect(asked("what's the max number of students in a class?")).toEqual(["students"]);
    // Light words ("policy") and a participle before the head ("starting") say no attribute.
    expect(asked("what is your refund policy?")).toEqual(["refund"]);
    expect(asked("whats the typical starting salary?")).toEqual(["salary"]);
    // "how often does X…": X's value, X's first word (what follows may be the verb).
    expect(asked("how often does the newsletter come out?")).toEqual(["newsletter"]);
  });

  it("reads none where the answer names instances or grades, or the thing is a pronoun", () => {
    const asked = (q: string) => attributeAsked(normalise(q));
    expect(asked("which is cheaper, QA or data analytics?")).toBeUndefined();
    expect(asked("what tools do I need?")).toBeUndefined();
    expect(asked("what's the quickest way to reach you?")).toBeUndefined();
    expect(asked("how much would that set me back?")).toBeUndefined();
    expect(asked("can I bring my own laptop?")).toBeUndefined();
  });

  it("counts an attribute stated by the answer's terms, its explained words, or two of its words written as one", () => {
    expect(statesAttribute(knowledge, ["password"], termsOf("Campus classrooms have Wi-Fi"))).toBe(false);
    expect(statesAttribute(knowledge, ["password"], termsOf("your password is stored as a hash"))).toBe(true);
    expect(statesAttribute(knowledge, ["rate"], [], termsOf("price"))).toBe(true);
    expect(statesAttribute(knowledge, ["login"], [], [], "until you log in again")).toBe(true);
  });
});

describe("an answer that does not state the asked attribute", () => {
  it("gives the honest reply, not the passage found by the other words", async () => {
    for (const word of ["wifi", "password", "pass", "rate", "students"]) expect(known(word), word).toBe(true);
    expect(await ask("whats the wifi password in the classroom")).toBe(NO_ANSWER);
    expect(await ask(`what's the pass rate for the ${program.name} course?`)).toBe(NO_ANSWER);
    // "number" is the phone's word too: the phone is not the class size.
    expect(await ask("Exactly how many students are in each class, like max number?")).toBe(NO_ANSWER);
    expect(await ask("how often does the newsletter come out, weekly or monthly?")).toBe(NO_ANSWER);
    // The service's starting rate is not the price of a monthly support plan.
    expect(await ask("How much is your monthly support and maintenance plan after an app launches?")).toBe(
      NO_ANSWER,
    );
  });

  it("still answers when the answer states it", async () => {
    expect(await ask(`what's the fee for ${program.name}?`)).toContain(program.fee.total);
    expect(await ask(`what's the duration of ${program.name}?`)).toContain(`${program.durationWeeks} weeks`);
    expect(await ask("what's your phone number?")).toContain(seeded.site.phone);
    expect(await ask(`how much does ${service.name} cost?`)).toContain(
      service.startingRate.replace(/^From /, ""),
    );
    const wifi = knowledge.passages.find((p) => /wi-?fi/i.test(p.text));
    expect(wifi).toBeDefined();
    expect(await ask("is there wifi in the classrooms?")).toContain(
      wifi!.text.split(/(?<=\.)\s/).find((sentence) => /wi-?fi/i.test(sentence))!,
    );
  });
});

describe("one of the ways to reach us, asked with more", () => {
  it("is answered by the passage that says both, not the contact details alone", async () => {
    const answer = await ask("Do you sell my email address to other companies?");
    expect(answer).not.toBe(NO_ANSWER);
    expect(answer.toLowerCase()).toMatch(/\bsell\b/);
    // Asked alone, the e-mail address is the answer.
    expect(await ask("what's your email address?")).toContain(seeded.site.email);
  });
});

describe("a thing asked for by name", () => {
  it("gets the honest reply when the content never names it", async () => {
    for (const word of ["cafe", "pho", "pizza"]) expect(known(word), word).toBe(false);
    const street = seeded.site.address.street;
    expect(await ask(`can u recommend a good cafe near ${street}?`)).toBe(NO_ANSWER);
    expect(await ask(`best pho near ${street}?`)).toBe(NO_ANSWER);
    expect(await ask("know any good pizza places around here?")).toBe(NO_ANSWER);
  });

  it("is looked up when the content names it", async () => {
    expect(await ask("which course would you recommend for a complete beginner?")).not.toBe(NO_ANSWER);
  });
});

describe("a thing asked for by name that the content names elsewhere", () => {
  it("is answered only by a passage that names it", async () => {
    expect(attributeAsked(normalise("is there an age limit?"))).toEqual(["age", "limit"]);
    for (const word of ["age", "limit"]) expect(known(word), word).toBe(true);
    expect(await ask("is there an age limit? im 52")).toBe(NO_ANSWER);
    // A thing the answer names is still looked up.
    expect((await ask("is there parking near the office?")).toLowerCase()).toContain("parking");
  });
});
