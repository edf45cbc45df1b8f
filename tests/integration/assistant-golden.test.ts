import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssistant } from "#server/assistant/compact/engine.ts";
import {
  createDocument,
  getDocument,
  listDocuments,
  publishDocument,
  saveDraft,
} from "#server/content/documents.ts";
import { publishedContent } from "#server/content/published.ts";
import type { Database } from "#server/db/client.ts";
import { type EvalCase, runCases } from "../../scripts/assistant-eval.ts";
import { goldenSet } from "../../scripts/assistant-golden-set.ts";
import { createTestDatabase } from "../support/database.ts";

/**
 * The assistant's golden test (issue 33): the golden set, its expectations computed from the
 * published content, passes on the seeded site; then the back-office's kinds of change are
 * published through the content store (a fee and a duration, the opening hours, the phone, an
 * instructor, a service's rate, a new FAQ entry, a new post, a fourth program) and the golden set,
 * recomputed from the changed content, passes again on the same running assistant: no code knows
 * a fee, a time or a name.
 */
let database: Database;
const actor = { id: null, name: "Golden test" };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function failures(results: Awaited<ReturnType<typeof runCases>>): string[] {
  return results
    .filter((r) => r.problem)
    .map((r) => `${r.case.question}: ${r.problem}\n  ${r.answer.replace(/\n+/g, " ")}`);
}

/** The draft of the first published document of a type that `pick` accepts. */
async function draftOf(type: string, pick: (fields: Record<string, unknown>) => boolean = () => true) {
  for (const item of await listDocuments(database.db, type)) {
    const doc = await getDocument(database.db, type, item.id);
    if (doc.published && pick(doc.draft)) return doc;
  }
  throw new Error(`no published ${type}`);
}

async function change(
  type: string,
  doc: { id: string; version: number; draft: Record<string, unknown> },
  fields: Record<string, unknown>,
) {
  await saveDraft(database.db, type, doc.id, { ...doc.draft, ...fields, version: doc.version }, actor);
  await publishDocument(database.db, type, doc.id, actor);
}

describe("the assistant's golden set", () => {
  it("passes on the published content, and again after the content changes, with no code change", async () => {
    const assistant = createAssistant({ content: () => publishedContent(database.db) });
    const before = await publishedContent(database.db);
    expect(failures(await runCases(assistant, goldenSet(before)))).toEqual([]);

    // A fee and a duration.
    const program = await draftOf("program");
    const fee = Number(program.draft.feeAud) + 750;
    const weeks = Number(program.draft.durationWeeks) + 2;
    await change("program", program, { feeAud: fee, durationWeeks: weeks });
    // The opening hours: Saturday mornings only.
    const site = await draftOf("site");
    const hours = (site.draft.openingHours as { days: string; opens: string; closes: string }[]).map((h) =>
      /saturday/i.test(h.days) ? { ...h, opens: "09:00", closes: "13:00" } : h,
    );
    await change("site", site, { openingHours: hours, phone: "(02) 5550 9876" });
    // A new instructor teaches another program.
    const { id: personId } = await createDocument(
      database.db,
      "person",
      {
        name: "Noor Haddad",
        role: "Cloud Instructor",
        bio: "Noor ran platform teams for nine years.",
        kind: "instructor",
      },
      actor,
      { publish: true },
    );
    expect(personId).toBeTruthy();
    const taught = await draftOf("program", (f) => f.slug !== program.draft.slug);
    await change("program", taught, { instructor: "Noor Haddad", instructorIntro: "" });
    // A service's rate.
    const service = await draftOf("service");
    const rate = Number(service.draft.startingRateAud) + 2500;
    await change("service", service, { startingRateAud: rate });
    // A new FAQ entry with the words people use.
    await createDocument(
      database.db,
      "faq",
      {
        question: "Do you offer scholarships?",
        phrasings: ["Is there any financial help with the course fee?", "Can I get a bursary?"],
        answer:
          "Yes: each intake has one scholarship that covers half the course fee. Apply with a one-page letter.",
        topic: "Fees, payment and refunds",
        order: 99,
      },
      actor,
      { publish: true },
    );
    // A new post and a fourth program.
    await createDocument(
      database.db,
      "post",
      {
        slug: "reading-error-messages",
        title: "How to read an error message",
        date: "2026-12-01",
        description: "The stack trace tells you where to look first.",
        author: "Noor Haddad",
        body: "Start at the first line that names your own code.",
      },
      actor,
      { publish: true },
    );
    await createDocument(
      database.db,
      "program",
      {
        slug: "cloud-engineering",
        name: "Cloud Engineering",
        summary: "Run software in the cloud: infrastructure as code, containers and monitoring.",
        studyMode: "Online",
        durationWeeks: 12,
        feeAud: 5500,
        instalments: 5,
        topics: ["Infrastructure as code", "Containers", "Monitoring"],
        instructor: "Noor Haddad",
        order: 4,
      },
      actor,
      { publish: true },
    );

    const after = await publishedContent(database.db);
    expect(after.programs).toHaveLength(before.programs.length + 1);
    const cases: EvalCase[] = [
      ...goldenSet(after),
      // The new entry asked in other words than its own.
      { question: "any scholarships going?", facts: ["half the course fee"] },
      // A time the new hours do not cover is a no.
      { question: "can I drop by at 2:30 pm on Saturday?", noYes: true, facts: ["9AM-1PM"] },
    ];
    expect(failures(await runCases(assistant, cases))).toEqual([]);
  });
});
