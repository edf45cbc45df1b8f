/** The program catalogue (spec §3): one canonical name and slug per program. */

export interface ProgramFeature {
  icon: "code" | "server" | "cloud" | "checklist" | "hand" | "robot" | "database" | "chart" | "briefcase";
  name: string;
  description: string;
}

export interface Program {
  slug: "full-stack-development" | "qa-and-software-testing" | "data-analytics";
  name: string;
  summary: string;
  courseType: string;
  studyMode: string;
  duration: string;
  href: string;
}

export const programs = [
  {
    slug: "full-stack-development",
    name: "Full stack software development",
    summary: "Build and ship complete web applications, from the browser to the database and the cloud.",
    courseType: "Instructor-led Course",
    studyMode: "On Campus",
    duration: "24 Weeks",
    href: "/training-programs/full-stack-development",
  },
  {
    slug: "qa-and-software-testing",
    name: "QA & Software Testing",
    summary: "Learn to find the bugs before users do, with manual and automated testing on real projects.",
    courseType: "Instructor-led Course",
    studyMode: "On Campus or Online",
    duration: "16 Weeks",
    href: "/training-programs/qa-and-software-testing",
  },
  {
    slug: "data-analytics",
    name: "Data Analytics",
    summary: "Turn raw data into decisions: collection, cleaning, statistics and dashboards people trust.",
    courseType: "Instructor-led Course",
    studyMode: "On Campus",
    duration: "16 Weeks",
    href: "/training-programs/data-analytics",
  },
] as const satisfies readonly Program[];

export type ProgramName = (typeof programs)[number]["name"];

/** Canonical program names, in catalogue order: the course option list of every form. */
export const programNames = programs.map((p) => p.name) as [ProgramName, ...ProgramName[]];

/** The spec's other spellings of the QA course, accepted wherever a program name comes in. */
export const programAliases: Record<string, ProgramName> = {
  "qa and software testing": "QA & Software Testing",
  "qa & software development": "QA & Software Testing",
  "qa and software development": "QA & Software Testing",
};

/** Maps any accepted spelling (any case, extra spaces) to the canonical name, or undefined. */
export function canonicalProgramName(input: string | null | undefined): ProgramName | undefined {
  if (!input) return undefined;
  const key = input.trim().replace(/\s+/g, " ").toLowerCase();
  const direct = programs.find((p) => p.name.toLowerCase() === key || p.slug === key);
  return direct?.name ?? programAliases[key];
}

export function programBySlug(slug: string): (typeof programs)[number] | undefined {
  return programs.find((p) => p.slug === slug);
}

export function programByName(name: string): (typeof programs)[number] | undefined {
  const canonical = canonicalProgramName(name);
  return programs.find((p) => p.name === canonical);
}
