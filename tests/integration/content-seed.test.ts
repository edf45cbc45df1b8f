import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "#content/blog.ts";
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { faqPage } from "#content/faq.ts";
import { feeFacts, fees } from "#content/fees.ts";
import { pages } from "#content/pages.ts";
import { team } from "#content/people.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { programDetails } from "#content/program-details.ts";
import { programGuides } from "#content/program-guide.ts";
import { canonicalProgramName, programAliases, programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import { site } from "#content/site.ts";
import { testimonials } from "#content/testimonials.ts";
import { createDocument, publishDocument } from "#server/content/documents.ts";
import {
  loadPublishedContent,
  pageOfSlug,
  programOfSpelling,
  publishedContent,
} from "#server/content/published.ts";
import { seedContent } from "#server/content/seed.ts";
import type { Database } from "#server/db/client.ts";
import { contentDocuments } from "#server/db/schema.ts";
import { createTestDatabase } from "../support/database.ts";

/**
 * The seed (issue 32): today's content/ becomes published documents, and the read model gives
 * every reader the same facts content/ gives it now, so a page switched over renders the same.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the seeded read model says what content/ says", () => {
  it("has the same site: name, phones, address, opening hours (with their schema.org form) and socials", async () => {
    const { site: published } = await loadPublishedContent(database.db);
    expect(published.name).toBe(site.name);
    expect(published.legalName).toBe(site.legalName);
    expect(published.email).toBe(site.email);
    expect(published.phones).toEqual(site.phones);
    expect(published.address).toEqual(site.address);
    expect(published.taxNumber).toBe(site.taxNumber);
    expect(published.openingHours.map(({ days, hours, schema }) => ({ days, hours, schema }))).toEqual(
      site.openingHours,
    );
    expect(published.social).toEqual(site.social);
  });

  it("has the same programs, in order, with their fees, details, guides and meta", async () => {
    const content = await loadPublishedContent(database.db);
    expect(content.programs.map((p) => p.slug)).toEqual(programs.map((p) => p.slug));
    for (const program of programs) {
      const view = content.programs.find((p) => p.slug === program.slug)!;
      expect(view).toMatchObject({ ...program });
      expect(view.fee).toEqual(feeFacts(program.slug));
      expect(view.feeAud).toBe(fees[program.slug].totalAud);
      const { instructor, ...details } = programDetails[program.slug];
      expect(view.details).toMatchObject(details);
      expect(view.details.instructor).toEqual(instructor);
      expect(view.guide).toEqual(programGuides[program.slug]);
      expect(view.seo).toEqual(pages[program.href]);
    }
  });

  it("accepts the same spellings of a program, aliases included", async () => {
    const content = await loadPublishedContent(database.db);
    for (const spelling of [...Object.keys(programAliases), ...programs.map((p) => p.slug.toUpperCase())])
      expect(programOfSpelling(content, ` ${spelling} `)?.name).toBe(canonicalProgramName(spelling));
    expect(programOfSpelling(content, "Underwater basket weaving")).toBeUndefined();
  });

  it("has the same services, team, testimonials, FAQ, posts and legal pages", async () => {
    const content = await loadPublishedContent(database.db);
    expect(content.services.map(({ seo: _s, order: _o, ...s }) => s)).toEqual(
      services.map((s) => ({ ...s, technologies: [...s.technologies] })),
    );
    expect(
      content.team.map((p) => ({
        name: p.name,
        role: p.role,
        bio: p.bio,
        linkedinUrl: p.linkedinUrl,
        portrait: p.portrait,
      })),
    ).toEqual(team);
    expect(content.testimonials.map(({ order: _o, ...t }) => t)).toEqual(testimonials);
    expect(content.faq.map((f) => f.question)).toEqual(
      faqPage.groups.flatMap((g) => g.faqs.map((q) => q.question)),
    );
    expect(content.faq.map((f) => f.answer)).toEqual(
      faqPage.groups.flatMap((g) => g.faqs.map((q) => q.answer)),
    );
    expect(content.posts).toEqual(articles);
    for (const [slug, document] of [
      ["terms", enrolmentTerms],
      ["privacy", privacyPolicy],
    ] as const) {
      const page = pageOfSlug(content, slug)!;
      expect({
        title: page.title,
        updated: page.updated,
        intro: page.intro,
        sections: page.sections,
      }).toEqual(document);
    }
  });
});

describe("seeding", () => {
  it("happens once per database: a second start adds nothing, and deleted documents stay deleted", async () => {
    const before = (await database.db.select().from(contentDocuments)).length;
    expect(await seedContent(database.db)).toBe(0);
    expect((await database.db.select().from(contentDocuments)).length).toBe(before);
  });

  it("never shows a draft, and shows a publish on the next read", async () => {
    const actor = { id: null, name: "Test" };
    const first = await publishedContent(database.db);
    const { id } = await createDocument(
      database.db,
      "program",
      {
        slug: "cyber-security",
        name: "Cyber Security",
        summary: "Defend systems.",
        studyMode: "Online",
        durationWeeks: 20,
        feeAud: 7000,
        instalments: 7,
        topics: ["Networks"],
      },
      actor,
    );
    const withDraft = await publishedContent(database.db);
    expect(withDraft).toBe(first);
    expect(withDraft.programs.map((p) => p.slug)).not.toContain("cyber-security");
    await publishDocument(database.db, "program", id, actor);
    const after = await publishedContent(database.db);
    expect(after.programs.at(0)).toMatchObject({
      slug: "cyber-security",
      href: "/training-programs/cyber-security",
      duration: "20 Weeks",
      fee: { total: "$7,000 AUD", instalments: "or 7 monthly instalments of $1,000 AUD" },
    });
  });
});
