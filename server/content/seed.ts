import { eq } from "drizzle-orm";
import { articles } from "#content/blog.ts";
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { faqPage } from "#content/faq.ts";
import { fees } from "#content/fees.ts";
import { type PagePath, pages } from "#content/pages.ts";
import { team } from "#content/people.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { outlineTopics } from "#content/course-outlines.ts";
import { programDetails } from "#content/program-details.ts";
import { programGuides } from "#content/program-guide.ts";
import { programAliases, programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import { site } from "#content/site.ts";
import { testimonials } from "#content/testimonials.ts";
import { type ContentType, titleOf } from "#forms/content/schemas.ts";
import type { Db } from "../db/client.ts";
import { contentDocuments, contentRevisions, contentVersions } from "../db/schema.ts";
import { log } from "../log.ts";
import { validateFields } from "./documents.ts";

/**
 * The seed of the content store (issue 32): today's content/ files as published documents. A
 * fresh install gets them on first start; an existing database gets them the first time a server
 * of this version starts (the `content-seed` row of content_versions says it happened, so
 * documents staff delete later do not come back). The public pages render the same from them.
 */
export interface SeedDocument {
  type: ContentType;
  seedKey: string;
  fields: Record<string, unknown>;
}

const seedMarkerKey = "content-seed";

/** "24 Weeks" → 24. */
const weeksOf = (duration: string) => Number.parseInt(duration, 10);

/** "9AM-9PM" → ["09:00", "21:00"]; "Closed" → closed. */
function hoursOf(hours: string): { opens: string; closes: string } {
  const match = /^(\d{1,2})(?::(\d{2}))?(AM|PM)-(\d{1,2})(?::(\d{2}))?(AM|PM)$/i.exec(
    hours.replace(/\s/g, ""),
  );
  if (!match) return { opens: "closed", closes: "closed" };
  const to24 = (h: string, m: string | undefined, half: string) => {
    const hour = (Number(h) % 12) + (half.toUpperCase() === "PM" ? 12 : 0);
    return `${String(hour).padStart(2, "0")}:${m ?? "00"}`;
  };
  return { opens: to24(match[1]!, match[2], match[3]!), closes: to24(match[4]!, match[5], match[6]!) };
}

/** A program's own words about its instructor, when they differ from the person's bio. */
function introUnlessBio(name: string, intro: string): string {
  const member = team.find((m) => m.name === name);
  return member && member.bio !== intro ? intro : "";
}

/**
 * The seed's texts with the program's duration as the `{weeks}` placeholder (views.ts fills it),
 * so "in 24 weeks" and "A 24-week course" follow the duration field (issue 32: nothing says a
 * number twice). They render the same as content/ until staff change the duration.
 */
function weeksPlaceholder(text: string, duration: string): string {
  const weeks = weeksOf(duration);
  return text.replace(new RegExp(`\\b${weeks}([ -])week`, "gi"), "{weeks}$1week");
}

const meta = (path: string) => pages[path as PagePath] as { title: string; description: string } | undefined;

export function seedDocuments(): SeedDocument[] {
  const docs: SeedDocument[] = [];
  const [mainPhone, ...otherPhones] = site.phones;
  docs.push({
    type: "site",
    seedKey: "site",
    fields: {
      name: site.name,
      legalName: site.legalName,
      tagline: site.tagline,
      email: site.email,
      phone: mainPhone.display,
      phoneLabel: mainPhone.label,
      otherPhones: otherPhones.map((p) => ({ label: p.label, display: p.display })),
      address: { ...site.address },
      taxNumber: site.taxNumber,
      openingHours: site.openingHours.map((h) => ({ days: h.days, ...hoursOf(h.hours) })),
      socials: site.social.map((s) => ({ name: s.name, href: s.href })),
    },
  });

  const instructors = new Set<string>();
  programs.forEach((p, index) => {
    const details = programDetails[p.slug];
    const guide = programGuides[p.slug];
    instructors.add(details.instructor.name);
    docs.push({
      type: "program",
      seedKey: `program:${p.slug}`,
      fields: {
        slug: p.slug,
        name: p.name,
        summary: p.summary,
        courseType: p.courseType,
        studyMode: p.studyMode,
        durationWeeks: weeksOf(p.duration),
        feeAud: fees[p.slug].totalAud,
        instalments: fees[p.slug].instalments,
        topics: details.features.map((f) => f.name),
        aliases: Object.entries(programAliases)
          .filter(([, name]) => name === p.name)
          .map(([alias]) => alias),
        order: index + 1,
        heroTitle: weeksPlaceholder(details.heroTitle, p.duration),
        heroText: weeksPlaceholder(details.heroText, p.duration),
        overviewIntro: weeksPlaceholder(details.overviewIntro, p.duration),
        features: details.features.map((f) => ({ ...f })),
        outlineFormat: details.outlineFormat,
        upcomingSession: details.upcomingSession,
        instructor: details.instructor.name,
        instructorIntro: introUnlessBio(details.instructor.name, details.instructor.intro),
        banner: { ...details.banner },
        guide: {
          modes: { ...guide.modes },
          suits: [...guide.suits],
          prerequisites: [...guide.prerequisites],
          week: guide.week.map((w) => ({ ...w })),
          selfStudy: guide.selfStudy,
          equipmentNote: guide.equipmentNote ?? "",
          roles: [...guide.roles],
        },
        seoTitle: meta(p.href)?.title ?? "",
        seoDescription: weeksPlaceholder(meta(p.href)?.description ?? "", p.duration),
        outlineTopics: (outlineTopics[p.slug] ?? []).map((t) => ({ ...t })),
      },
    });
  });

  services.forEach((s, index) => {
    docs.push({
      type: "service",
      seedKey: `service:${s.slug}`,
      fields: {
        slug: s.slug,
        name: s.name,
        description: s.description,
        startingRateAud: s.startingRateAud,
        technologies: [...s.technologies],
        order: index + 1,
        seoTitle: meta(s.href)?.title ?? "",
        seoDescription: meta(s.href)?.description ?? "",
      },
    });
  });

  team.forEach((m, index) => {
    docs.push({
      type: "person",
      seedKey: `person:${m.name}`,
      fields: {
        name: m.name,
        role: m.role,
        bio: m.bio,
        kind: "team",
        linkedinUrl: m.linkedinUrl,
        portrait: { ...m.portrait },
        order: index + 1,
      },
    });
  });
  const teamNames = new Set(team.map((m) => m.name));
  programs.forEach((p, index) => {
    const { instructor } = programDetails[p.slug];
    if (teamNames.has(instructor.name)) return;
    teamNames.add(instructor.name);
    docs.push({
      type: "person",
      seedKey: `person:${instructor.name}`,
      fields: {
        name: instructor.name,
        role: instructor.role,
        bio: instructor.intro,
        kind: "instructor",
        portrait: { ...instructor.portrait },
        order: team.length + index + 1,
      },
    });
  });

  testimonials.forEach((t, index) => {
    docs.push({
      type: "testimonial",
      seedKey: `testimonial:${index + 1}`,
      fields: {
        body: t.body,
        authorName: t.author.name,
        authorHandle: t.author.handle,
        program: t.program,
        order: index + 1,
      },
    });
  });

  let faqOrder = 0;
  for (const group of faqPage.groups)
    for (const faq of group.faqs) {
      faqOrder += 1;
      docs.push({
        type: "faq",
        seedKey: `faq:${faqOrder}`,
        fields: {
          question: faq.question,
          phrasings: [...(faq.phrasings ?? [])],
          answer: faq.template ?? faq.answer,
          topic: group.heading,
          order: faqOrder,
          ...(faq.link ? { link: { ...faq.link } } : {}),
        },
      });
    }

  for (const article of articles)
    docs.push({
      type: "post",
      seedKey: `post:${article.slug}`,
      fields: {
        slug: article.slug,
        title: article.title,
        date: article.date,
        description: article.description,
        author: article.author,
        body: article.markdown,
      },
    });

  for (const [slug, document] of [
    ["terms", enrolmentTerms],
    ["privacy", privacyPolicy],
  ] as const)
    docs.push({
      type: "page",
      seedKey: `page:${slug}`,
      fields: {
        slug,
        title: document.title,
        description: meta(`/${slug}`)?.description ?? "",
        updated: document.updated,
        intro: document.intro,
        sections: document.sections.map((s) => ({
          id: s.id,
          heading: s.heading,
          paragraphs: [...s.paragraphs],
          list: [...(s.list ?? [])],
          links: (s.links ?? []).map((l) => ({ ...l })),
        })),
        body: "",
      },
    });
  return docs;
}

/**
 * Seeds the content store once per database: every seed document, published, with a first
 * revision by "Seed". Safe when several processes start at once (the marker row is taken inside
 * the same transaction). Returns how many documents it added.
 */
export async function seedContent(db: Db): Promise<number> {
  const documents = seedDocuments().map((d) => ({ ...d, fields: validateFields(d.type, d.fields) }));
  const added = await db.transaction(async (tx) => {
    const taken = await tx
      .insert(contentVersions)
      .values({ key: seedMarkerKey, version: 1 })
      .onConflictDoNothing()
      .returning();
    if (taken.length === 0) return 0;
    const now = new Date();
    const rows = await tx
      .insert(contentDocuments)
      .values(
        documents.map((d) => ({
          type: d.type,
          slug: d.type === "site" ? "site" : typeof d.fields.slug === "string" ? d.fields.slug : null,
          title: titleOf(d.type, d.fields),
          draft: d.fields,
          published: d.fields,
          publishedAt: now,
          seedKey: d.seedKey,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: contentDocuments.id,
        version: contentDocuments.version,
        draft: contentDocuments.draft,
      });
    if (rows.length > 0)
      await tx.insert(contentRevisions).values(
        rows.map((r) => ({
          documentId: r.id,
          version: r.version,
          action: "seed",
          fields: r.draft,
          changed: Object.keys(r.draft).sort(),
          actorId: null,
        })),
      );
    return rows.length;
  });
  if (added > 0) log.info(`content: seeded ${added} documents from content/`);
  return added;
}

/** Whether this database has been seeded (a cheap check for the read model). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ key: contentVersions.key })
    .from(contentVersions)
    .where(eq(contentVersions.key, seedMarkerKey));
  return rows.length > 0;
}
