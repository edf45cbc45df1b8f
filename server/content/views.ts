import type {
  FaqFields,
  PageFields,
  PersonFields,
  PostFields,
  ProgramFields,
  ServiceFields,
  SiteFields,
  TestimonialFields,
} from "#forms/content/schemas.ts";
import { type FaqFacts, fillFaqText } from "./faq-text.ts";

/**
 * The published documents in the shapes the pages read (issue 32): the same shapes content/*.ts
 * exports today (site.ts, programs.ts with fees.ts, program-details.ts and program-guide.ts,
 * services.ts, people.ts, testimonials.ts, blog.ts, documents.ts), so a page switches its source
 * without changing what it renders. Pure functions of the fields; ./published.ts caches them.
 */

// ── site ──────────────────────────────────────────────────────────────────────────────

/** "(02) 5550 1234" → "tel:+61255501234" (an Australian number; an international one as dialled). */
export function telHref(display: string): string {
  const plus = display.trim().startsWith("+");
  const digits = display.replace(/\D/g, "");
  if (plus) return `tel:+${digits}`;
  return digits.startsWith("0") ? `tel:+61${digits.slice(1)}` : `tel:${digits}`;
}

/** "09:00" → "9AM", "15:30" → "3:30PM". */
export function formatTime(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const half = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${half}`;
}

const dayCodes: Record<string, string> = {
  monday: "Mo",
  tuesday: "Tu",
  wednesday: "We",
  thursday: "Th",
  friday: "Fr",
  saturday: "Sa",
  sunday: "Su",
};

/** "Monday to Friday" → "Mo-Fr", "Saturday" → "Sa", "Saturday and Sunday" → "Sa,Su"; else null. */
export function dayCodesOf(days: string): string | null {
  const text = days.trim().toLowerCase();
  const range = /^(\w+)\s*(?:to|-|–)\s*(\w+)$/.exec(text);
  if (range && dayCodes[range[1]!] && dayCodes[range[2]!])
    return `${dayCodes[range[1]!]}-${dayCodes[range[2]!]}`;
  const list = text.split(/\s*(?:,|and|&)\s*/).filter(Boolean);
  if (list.length > 0 && list.every((d) => dayCodes[d])) return list.map((d) => dayCodes[d]).join(",");
  return null;
}

export interface OpeningHoursView {
  days: string;
  opens: string;
  closes: string;
  /** "9AM-9PM" or "Closed". */
  hours: string;
  /** schema.org openingHours ("Mo-Fr 09:00-21:00"), or null when closed or the days do not parse. */
  schema: string | null;
}

export function siteView(f: SiteFields) {
  const phones = [
    { label: f.phoneLabel, display: f.phone, href: telHref(f.phone) },
    ...f.otherPhones.map((p) => ({ label: p.label, display: p.display, href: telHref(p.display) })),
  ] as [
    { label: string; display: string; href: string },
    ...{ label: string; display: string; href: string }[],
  ];
  const openingHours: OpeningHoursView[] = f.openingHours.map((h) => {
    const closed = h.opens === "closed";
    const codes = dayCodesOf(h.days);
    return {
      days: h.days,
      opens: h.opens,
      closes: h.closes,
      hours: closed ? "Closed" : `${formatTime(h.opens)}-${formatTime(h.closes)}`,
      schema: closed || !codes ? null : `${codes} ${h.opens}-${h.closes}`,
    };
  });
  return {
    name: f.name,
    legalName: f.legalName,
    tagline: f.tagline,
    email: f.email,
    phone: f.phone,
    phones,
    address: f.address,
    taxNumber: f.taxNumber,
    openingHours,
    social: f.socials,
  };
}
export type SiteView = ReturnType<typeof siteView>;

// ── people ────────────────────────────────────────────────────────────────────────────

export interface PortraitView {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: "short" | "long" | "bun" | "none";
}

/** The drawn portrait of a person who has none of their own. */
export const defaultPortrait: PortraitView = {
  background: "#e2e8f0",
  skin: "#d6a37c",
  hair: "#3f2a1d",
  shirt: "#1e3a8a",
  hairStyle: "short",
};

export function personView(f: PersonFields) {
  return {
    name: f.name,
    role: f.role,
    bio: f.bio,
    kind: f.kind,
    linkedinUrl: f.linkedinUrl ?? "",
    portrait: f.portrait ?? defaultPortrait,
    image: f.image ?? null,
    imageAlt: f.imageAlt ?? "",
    order: f.order,
  };
}
export type PersonView = ReturnType<typeof personView>;

// ── programs ──────────────────────────────────────────────────────────────────────────

/** "$6,000 AUD": whole dollars, Australian grouping, the currency named (as content/fees.ts). */
export function formatAud(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return `$${amount.toLocaleString("en-AU", {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  })} AUD`;
}

export function feeFactsOf(feeAud: number, instalments: number) {
  return {
    total: formatAud(feeAud),
    instalments:
      instalments > 1
        ? `or ${instalments} monthly instalments of ${formatAud(feeAud / instalments)}`
        : "paid in full before your first class",
  };
}

/**
 * A program's texts name its numbers through placeholders, so nothing says a number twice (issue
 * 32): `{weeks}` is the duration in weeks, `{fee}` the total fee ("$6,000 AUD"), `{instalments}`
 * the number of instalments. "Become a full stack developer in {weeks} weeks" follows the field.
 */
export function fillProgramText(
  text: string,
  f: Pick<ProgramFields, "durationWeeks" | "feeAud" | "instalments">,
) {
  return text
    .replaceAll("{weeks}", String(f.durationWeeks))
    .replaceAll("{fee}", formatAud(f.feeAud))
    .replaceAll("{instalments}", String(f.instalments));
}

export function programView(raw: ProgramFields, people: PersonView[]) {
  const fill = (text: string) => fillProgramText(text, raw);
  const f: ProgramFields = {
    ...raw,
    summary: fill(raw.summary),
    heroTitle: fill(raw.heroTitle),
    heroText: fill(raw.heroText),
    overviewIntro: fill(raw.overviewIntro),
    seoDescription: fill(raw.seoDescription),
    features: raw.features.map((x) => ({ ...x, description: fill(x.description) })),
  };
  const person = people.find((p) => p.name === f.instructor);
  const guide = f.guide ?? {
    modes: { short: f.studyMode, detail: "", online: /online/i.test(f.studyMode) },
    suits: [],
    prerequisites: [],
    week: [],
    selfStudy: "",
    equipmentNote: "",
    roles: [],
  };
  return {
    slug: f.slug,
    name: f.name,
    summary: f.summary,
    courseType: f.courseType,
    studyMode: f.studyMode,
    duration: `${f.durationWeeks} Weeks`,
    durationWeeks: f.durationWeeks,
    href: `/training-programs/${f.slug}`,
    feeAud: f.feeAud,
    instalments: f.instalments,
    fee: feeFactsOf(f.feeAud, f.instalments),
    topics: f.topics,
    aliases: f.aliases,
    /** The outline PDF's modules: its own list, else the features, else the topics. */
    outlineTopics:
      f.outlineTopics.length > 0
        ? f.outlineTopics.map((t) => ({ name: t.name, detail: fill(t.detail) }))
        : f.features.length > 0
          ? f.features.map((x) => ({ name: x.name, detail: x.description }))
          : f.topics.map((t) => ({ name: t, detail: "" })),
    order: f.order,
    details: {
      heroTitle: f.heroTitle || f.name,
      heroText: f.heroText || f.summary,
      overviewIntro: f.overviewIntro || f.summary,
      features:
        f.features.length > 0
          ? f.features
          : f.topics.map((topic) => ({ icon: "code" as const, name: topic, description: topic })),
      outlineFormat: f.outlineFormat,
      upcomingSession: f.upcomingSession,
      instructor: person
        ? {
            name: person.name,
            role: person.role,
            intro: f.instructorIntro || person.bio,
            portrait: person.portrait,
          }
        : null,
      banner: f.banner,
    },
    guide: { ...guide, equipmentNote: guide.equipmentNote || undefined },
    seo: {
      title: f.seoTitle || `${f.name} course`,
      description:
        f.seoDescription ||
        `A ${f.durationWeeks}-week ${f.courseType.toLowerCase()}, ${f.studyMode.toLowerCase()}: ${f.summary}`,
    },
  };
}
export type ProgramView = ReturnType<typeof programView>;

// ── the rest ──────────────────────────────────────────────────────────────────────────

export function serviceView(f: ServiceFields) {
  return {
    slug: f.slug,
    name: f.name,
    href: `/expertise/${f.slug}`,
    description: f.description,
    startingRateAud: f.startingRateAud,
    startingRate: `From ${formatAud(f.startingRateAud)}`,
    technologies: f.technologies,
    order: f.order,
    seo: { title: f.seoTitle || f.name, description: f.seoDescription || f.description },
  };
}
export type ServiceView = ReturnType<typeof serviceView>;

export function testimonialView(f: TestimonialFields) {
  return {
    body: f.body,
    author: { name: f.authorName, handle: f.authorHandle },
    program: f.program,
    order: f.order,
  };
}
export type TestimonialView = ReturnType<typeof testimonialView>;

/** An FAQ entry with its placeholders filled (./faq-text.ts); `template` keeps them for the page's next intake. */
export function faqView(f: FaqFields, facts: FaqFacts) {
  return {
    question: f.question,
    phrasings: f.phrasings,
    answer: fillFaqText(f.answer, facts),
    template: f.answer,
    topic: f.topic,
    order: f.order,
    ...(f.link ? { link: f.link } : {}),
  };
}
export type FaqView = ReturnType<typeof faqView>;

export function postView(f: PostFields) {
  const words = f.body.split(/\s+/).filter(Boolean).length;
  return {
    slug: f.slug,
    title: f.title,
    date: f.date,
    description: f.description,
    author: f.author,
    markdown: f.body,
    readingMinutes: Math.max(1, Math.round(words / 200)),
  };
}
export type PostView = ReturnType<typeof postView>;

export function pageView(f: PageFields) {
  return {
    slug: f.slug,
    title: f.title,
    description: f.description,
    updated: f.updated,
    intro: f.intro,
    sections: f.sections.map((s) => ({
      id: s.id,
      heading: s.heading,
      paragraphs: s.paragraphs,
      ...(s.list.length > 0 ? { list: s.list } : {}),
      ...(s.links.length > 0 ? { links: s.links } : {}),
    })),
    body: f.body,
  };
}
export type PageView = ReturnType<typeof pageView>;
