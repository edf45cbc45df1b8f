import { z } from "zod";
import {
  calendarDate,
  contentBounds,
  email,
  href,
  line,
  lines,
  link,
  optionalHref,
  optionalLine,
  optionalParagraph,
  order,
  paragraph,
  paragraphs,
  slug,
  wholeNumber,
} from "./fields.ts";

/**
 * One Zod schema per content type (issue 32). docs/content-api.md documents every field; the
 * content API (server/content/) and the back-office forms validate with these. Unknown fields are
 * dropped. Optional fields get their defaults here, so a stored document always has every field.
 */

export const contentTypes = [
  "site",
  "program",
  "service",
  "person",
  "testimonial",
  "faq",
  "post",
  "page",
] as const;
export type ContentType = (typeof contentTypes)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === "string" && (contentTypes as readonly string[]).includes(value);
}

// ── site ──────────────────────────────────────────────────────────────────────────────

/** 24-hour "HH:MM" (00:00 to 23:59), or "closed". */
export const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const time = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (v) => v === "closed" || TIME.test(v),
      `${label} must be a time on the 24-hour clock, such as 09:00, or closed`,
    );

export const openingHoursSchema = z
  .object(
    { days: line("Days"), opens: time("Opens"), closes: time("Closes") },
    "Opening hours must be a list of {days, opens, closes}",
  )
  .refine((h) => (h.opens === "closed") === (h.closes === "closed"), {
    path: ["closes"],
    message: "Opens and closes must both be times, or both be closed",
  })
  .refine((h) => h.opens === "closed" || h.closes > h.opens, {
    path: ["closes"],
    message: "Closes must be after opens",
  });

const portrait = z
  .object({
    background: line("Portrait background", 20),
    skin: line("Portrait skin", 20),
    hair: line("Portrait hair", 20),
    shirt: line("Portrait shirt", 20),
    hairStyle: z.enum(
      ["short", "long", "bun", "none"],
      "Portrait hair style must be short, long, bun or none",
    ),
  })
  .optional();

export const siteSchema = z.object({
  name: line("Name", 100),
  legalName: optionalLine("Legal name"),
  tagline: optionalLine("Tagline"),
  email: email("Email"),
  /** The main phone number as people dial it, e.g. "(02) 5550 1234". */
  phone: line("Phone", 40),
  phoneLabel: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "Office" : v),
    line("Phone label", 40),
  ),
  otherPhones: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(
        z.object({ label: line("Phone label", 40), display: line("Phone", 40) }),
        "Other phones must be a list",
      )
      .max(10),
  ),
  address: z.preprocess(
    (v) => (v === undefined || v === null ? {} : v),
    z.object(
      {
        suite: optionalLine("Suite"),
        level: optionalLine("Level"),
        street: optionalLine("Street"),
        suburb: optionalLine("Suburb"),
        state: optionalLine("State", 20),
        postcode: optionalLine("Postcode", 10),
        country: z.preprocess(
          (v) => (v === undefined || v === null || v === "" ? "AU" : v),
          line("Country", 2),
        ),
      },
      "Address must be an object",
    ),
  ),
  taxNumber: optionalLine("Tax number"),
  openingHours: z
    .array(openingHoursSchema, "Opening hours is required")
    .min(1, "Opening hours is required")
    .max(14, "Opening hours lists too many rows"),
  socials: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(z.object({ name: line("Social network"), href: href("Social link") }), "Socials must be a list")
      .max(20),
  ),
});

// ── program ───────────────────────────────────────────────────────────────────────────

export const featureIcons = [
  "code",
  "server",
  "cloud",
  "checklist",
  "hand",
  "robot",
  "database",
  "chart",
  "briefcase",
] as const;

const feature = z.object({
  icon: z.preprocess(
    (v) => (v === undefined || v === "" ? "code" : v),
    z.enum(featureIcons, `Icon must be one of: ${featureIcons.join(", ")}`),
  ),
  name: line("Feature name"),
  description: paragraph("Feature description"),
});

const guide = z.object({
  modes: z.object({
    short: optionalLine("Study mode line"),
    detail: optionalParagraph("Study mode detail"),
    online: z.boolean("Online must be true or false").default(false),
  }),
  suits: paragraphs("Who it suits"),
  prerequisites: paragraphs("Prerequisites"),
  week: z
    .array(
      z.object({ when: line("Week item time"), what: paragraph("Week item text") }),
      "Week must be a list",
    )
    .max(20)
    .default([]),
  selfStudy: optionalLine("Self-study hours"),
  equipmentNote: optionalParagraph("Equipment note"),
  roles: paragraphs("Roles"),
});

export const programSchema = z.object({
  slug: slug("Slug"),
  name: line("Name", 120),
  summary: paragraph("Summary", 500),
  courseType: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "Instructor-led Course" : v),
    line("Course type", 100),
  ),
  /** As the spec's catalogue says it, e.g. "On Campus or Online". */
  studyMode: line("Study mode", 100),
  durationWeeks: wholeNumber("Duration in weeks", { min: 1, max: 520 }),
  feeAud: wholeNumber("Fee", { min: 0, max: 1_000_000 }),
  instalments: wholeNumber("Instalments", { min: 1, max: 60 }),
  topics: lines("Topics", { min: 1, itemLabel: "Topic" }),
  /** Other spellings accepted wherever a program name comes in (the spec's QA course ones). */
  aliases: lines("Aliases", { itemLabel: "Alias" }),
  order,
  heroTitle: optionalLine("Hero title"),
  heroText: optionalParagraph("Hero text"),
  overviewIntro: optionalParagraph("Overview introduction"),
  features: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(feature, "Features must be a list").max(12, "Features lists too many items"),
  ),
  outlineFormat: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "Online" : v),
    z.enum(["Online", "Face-to-face"], "Outline format must be Online or Face-to-face"),
  ),
  /** "TBA" or a start-date text, shown until an intake is open. */
  upcomingSession: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "TBA" : v),
    line("Upcoming session"),
  ),
  /** The instructor: a person document's name. */
  instructor: optionalLine("Instructor", 100),
  /** What the program page says about its instructor, when not their bio. */
  instructorIntro: optionalParagraph("Instructor introduction"),
  banner: z.preprocess(
    (v) => (v === undefined || v === null ? { src: "", alt: "" } : v),
    z
      .object({ src: optionalLine("Banner image", 500), alt: optionalLine("Banner alt text") })
      .refine((b) => !b.src || Boolean(b.alt), {
        path: ["alt"],
        message: "Banner alt text is required: say what the image shows",
      }),
  ),
  guide: guide.optional(),
  /** The outline PDF's topics by module; when empty, the features (or the topics) are listed. */
  outlineTopics: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z
      .array(
        z.object({ name: line("Outline topic"), detail: optionalParagraph("Outline topic detail") }),
        "Outline topics must be a list",
      )
      .max(20, "Outline topics lists too many items"),
  ),
  seoTitle: optionalLine("Page title"),
  seoDescription: optionalLine("Meta description", 300),
});

// ── service ───────────────────────────────────────────────────────────────────────────

export const serviceSchema = z.object({
  /** Optional on create: made from the name. */
  slug: z.preprocess((v) => (v === "" || v === null ? undefined : v), slug("Slug").optional()),
  name: line("Name", 120),
  description: optionalParagraph("Description", 1000),
  startingRateAud: wholeNumber("Starting rate", { min: 0, max: 100_000_000 }),
  technologies: lines("Technologies", { min: 1, itemLabel: "Technology" }),
  order,
  seoTitle: optionalLine("Page title"),
  seoDescription: optionalLine("Meta description", 300),
});

// ── person ────────────────────────────────────────────────────────────────────────────

export const personSchema = z
  .object({
    name: line("Name", 100),
    role: line("Role", 100),
    bio: paragraph("Bio", 2000),
    /** "team" shows on /our-people; "instructor" only where a program names them. */
    kind: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? "team" : v),
      z.enum(["team", "instructor"], "Kind must be team or instructor"),
    ),
    linkedinUrl: optionalHref("LinkedIn link"),
    portrait,
    /** An uploaded photo (/uploads/…); when set, `imageAlt` is required. */
    image: optionalHref("Photo"),
    imageAlt: optionalLine("Photo alt text"),
    order,
  })
  .refine((p) => !p.image || Boolean(p.imageAlt), {
    path: ["imageAlt"],
    message: "Photo alt text is required: say what the photo shows",
  });

// ── testimonial ───────────────────────────────────────────────────────────────────────

export const testimonialSchema = z.object({
  body: paragraph("Quote", 2000),
  authorName: line("Author name", 100),
  authorHandle: optionalLine("Author handle", 100),
  /** The program's name as it was when the student took it. */
  program: line("Program", 120),
  order,
});

// ── faq ───────────────────────────────────────────────────────────────────────────────

export const faqSchema = z.object({
  question: line("Question", 300),
  /** Other ways people ask it (the chat assistant matches them too). */
  phrasings: lines("Phrasings", { itemLabel: "Phrasing", max: 50 }),
  /** Markdown. */
  answer: paragraph("Answer", 20_000),
  topic: z.preprocess((v) => (v === undefined || v === null || v === "" ? "General" : v), line("Topic", 100)),
  order,
  link: link.optional(),
});

// ── post ──────────────────────────────────────────────────────────────────────────────

export const postSchema = z.object({
  slug: z.preprocess((v) => (v === "" || v === null ? undefined : v), slug("Slug").optional()),
  title: line("Title"),
  /** YYYY-MM-DD. */
  date: calendarDate("Date"),
  description: line("Description", 500),
  author: optionalLine("Author", 100),
  /** Markdown. */
  body: paragraph("Body", contentBounds.markdown),
});

// ── page ──────────────────────────────────────────────────────────────────────────────

const section = z.object({
  id: slug("Section anchor"),
  heading: line("Section heading"),
  paragraphs: paragraphs("Section paragraphs", "Section paragraph"),
  list: paragraphs("Section list", "Section list item"),
  links: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(link, "Section links must be a list").max(20),
  ),
});

export const pageSchema = z.object({
  slug: slug("Slug"),
  title: line("Title"),
  /** The meta description. */
  description: optionalLine("Description", 300),
  /** YYYY-MM-DD: when the text last changed. */
  updated: calendarDate("Updated"),
  intro: optionalParagraph("Introduction", 5000),
  sections: z.preprocess(
    (v) => (v === undefined || v === null ? [] : v),
    z.array(section, "Sections must be a list").max(100),
  ),
  /** Markdown: the text of a page without numbered sections. */
  body: optionalParagraph("Body", contentBounds.markdown),
});

export const contentSchemas = {
  site: siteSchema,
  program: programSchema,
  service: serviceSchema,
  person: personSchema,
  testimonial: testimonialSchema,
  faq: faqSchema,
  post: postSchema,
  page: pageSchema,
} as const;

export type SiteFields = z.infer<typeof siteSchema>;
export type ProgramFields = z.infer<typeof programSchema>;
export type ServiceFields = z.infer<typeof serviceSchema> & { slug: string };
export type PersonFields = z.infer<typeof personSchema>;
export type TestimonialFields = z.infer<typeof testimonialSchema>;
export type FaqFields = z.infer<typeof faqSchema>;
export type PostFields = z.infer<typeof postSchema> & { slug: string };
export type PageFields = z.infer<typeof pageSchema>;

export interface ContentFields {
  site: SiteFields;
  program: ProgramFields;
  service: ServiceFields;
  person: PersonFields;
  testimonial: TestimonialFields;
  faq: FaqFields;
  post: PostFields;
  page: PageFields;
}

/** The fields of each type that hold Markdown (sanitised on save, rendered by the sanitiser). */
export const markdownFields: Record<ContentType, readonly string[]> = {
  site: [],
  program: [],
  service: [],
  person: [],
  testimonial: [],
  faq: ["answer"],
  post: ["body"],
  page: ["body"],
};

/** The field a list shows as a document's title. */
export function titleOf(type: ContentType, fields: Record<string, unknown>): string {
  const key =
    type === "faq"
      ? "question"
      : type === "post" || type === "page"
        ? "title"
        : type === "testimonial"
          ? "authorName"
          : "name";
  return String(fields[key] ?? "");
}
