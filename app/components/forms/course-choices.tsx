import { createContext, useContext } from "react";
import { feeFacts } from "#content/fees.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import type { CourseChoice } from "#server/content/catalogue.ts";

export type { CourseChoice };

/** The seed's programs as choices: what a form outside a layout that provides the store's shows. */
const seedChoices: CourseChoice[] = programs.map((p) => ({
  name: p.name,
  slug: p.slug,
  href: p.href,
  duration: p.duration,
  modes: programGuides[p.slug]?.modes.short ?? p.studyMode,
  fee: feeFacts(p.slug),
}));

/**
 * The courses the enrolment and outline forms offer: the published programs (issue 32), which
 * the site's and the portal's layout loaders read from the content store and provide here.
 */
export const CourseChoicesContext = createContext<CourseChoice[]>(seedChoices);

export function useCourseChoices(): CourseChoice[] {
  return useContext(CourseChoicesContext);
}

/** A course by its name as the form stores it. */
export function choiceNamed(choices: readonly CourseChoice[], name: string): CourseChoice | undefined {
  return choices.find((c) => c.name === name);
}
