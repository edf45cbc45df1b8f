import type { Db } from "../db/client.ts";
import { nextSessionTexts } from "../intakes/intakes.ts";
import { courseOutlinePdf, outlineFileName } from "../pdf/course-outline.ts";
import { programOfSlug, publishedContent, type PublishedContent } from "./published.ts";
import type { OpeningHoursView } from "./views.ts";

/**
 * What the pages, forms and the PDF compute from the published programs and site (issue 32:
 * nothing says a number twice). Pure functions of the read model, plus the outline PDF, whose
 * next intake comes from the intakes table.
 */

/** A course as the enrolment and outline forms offer it (their option lists and fee notes). */
export interface CourseChoice {
  name: string;
  slug: string;
  href: string;
  /** "24 Weeks". */
  duration: string;
  /** "On campus, with live online attendance". */
  modes: string;
  fee: { total: string; instalments: string };
}

/** The published programs as the forms' course lists, in catalogue order. */
export function courseChoicesOf(content: PublishedContent): CourseChoice[] {
  return content.programs.map((p) => ({
    name: p.name,
    slug: p.slug,
    href: p.href,
    duration: p.duration,
    modes: p.guide.modes.short || p.studyMode,
    fee: p.fee,
  }));
}

/** "Monday to Friday" → "weekdays"; other day texts as staff wrote them. */
const dayPhrase = (days: string) => (/^monday\s*(to|-|–)\s*friday$/i.test(days.trim()) ? "weekdays" : days);

/** "weekdays 9AM-9PM and Saturday 10AM-3PM": the open days, from the site's opening hours. */
export function openingHoursSummary(hours: readonly OpeningHoursView[]): string {
  const open = hours.filter((h) => h.opens !== "closed").map((h) => `${dayPhrase(h.days)} ${h.hours}`);
  if (open.length <= 1) return open.join("");
  return `${open.slice(0, -1).join(", ")} and ${open.at(-1)}`;
}

/** The About page's figures: how many programs, and their range of weeks ("16–24"). */
export function programFigures(content: PublishedContent): { count: number; weeks: string } {
  const weeks = content.programs.map((p) => p.durationWeeks);
  if (weeks.length === 0) return { count: 0, weeks: "" };
  const least = Math.min(...weeks);
  const most = Math.max(...weeks);
  return { count: weeks.length, weeks: least === most ? String(least) : `${least}–${most}` };
}

/**
 * A published program's outline PDF, by page slug (any case): its facts from the store and its
 * next intake from the intakes table ("to be announced" when none is open). Undefined when no
 * published program has the slug.
 */
export async function outlinePdfOf(db: Db, zone: string, slug: string) {
  const content = await publishedContent(db);
  const program = programOfSlug(content, slug);
  if (!program) return undefined;
  const sessions = await nextSessionTexts(db, zone);
  const pdf = await courseOutlinePdf({
    program,
    site: content.site,
    nextSession: sessions[program.slug] ?? "TBA",
    version: content.version,
  });
  return { program, filename: outlineFileName(program), pdf };
}
