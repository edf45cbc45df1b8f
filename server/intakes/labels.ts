import { DateTime } from "luxon";
import { programSlugOf } from "#forms/admin/intake.ts";
import { programBySlug } from "#content/programs.ts";
import { invalid } from "../domain/errors.ts";

// The words and dates every intake module uses: apply, intakes, interest and offers import them
// from here rather than from each other, so that no two of them import each other.

/** Today's date (YYYY-MM-DD) in the business time zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? now.toISOString().slice(0, 10);
}

/** "2 February 2027" */
export const longDate = (date: string) => DateTime.fromISO(date, { zone: "utc" }).toFormat("d LLLL yyyy");

/** A program's display name from its slug. */
export function programName(slug: string): string {
  return programBySlug(slug)?.name ?? slug;
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
