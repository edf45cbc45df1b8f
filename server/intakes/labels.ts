import { formatDay } from "#forms/dates.ts";
import { DateTime } from "luxon";
import { programSlugOf } from "#forms/admin/intake.ts";
import { programNameOfSlug } from "#content/programs.ts";
import { invalid } from "../domain/errors.ts";

// The words and dates every intake module uses: apply, intakes, interest and offers import them
// from here rather than from each other, so that no two of them import each other.

/** Today's date (YYYY-MM-DD) in the business time zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? now.toISOString().slice(0, 10);
}

/** "Monday 2 February 2027": a calendar date in a sentence, by the one date rule (forms/dates.ts). */
export const longDate = (date: string) => formatDay(date, { long: true });

/**
 * A program's display name from its slug: any program the content store holds, published or not
 * (an unpublished program's intakes and applications keep its name), else the slug itself.
 */
export function programName(slug: string): string {
  return programNameOfSlug(slug);
}

/** The slug a `?program=` names, or `invalid` (400) naming the field. */
export function parseProgram(value: unknown): string {
  const slug = programSlugOf(value);
  if (!slug)
    throw invalid({
      program:
        value === undefined || value === ""
          ? "Program is required"
          : "Unknown program: use a program page slug (e.g. full-stack-development) or a course name",
    });
  return slug;
}
