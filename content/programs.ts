/**
 * The program catalogue (spec §3): one canonical name and slug per program. Since issue 32 these
 * three are the seed of the content store, not the list: staff add and publish programs in the
 * back-office, and `setProgramCatalogue` (called by the server's read model, server/content/
 * published.ts) replaces what the look-ups below answer with the store's programs.
 */

export interface ProgramFeature {
  icon: "code" | "server" | "cloud" | "checklist" | "hand" | "robot" | "database" | "chart" | "briefcase";
  name: string;
  description: string;
}

export interface Program {
  /** A program page slug: the seed's three, or any program published in the back-office. */
  slug: string;
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

/** The page slug of one of the seed's three programs (content/ keeps per-program facts by it). */
export type SeedProgramSlug = (typeof programs)[number]["slug"];

/** A program's canonical name: the seed's three, or any program published in the back-office. */
export type ProgramName = string;

/** The seed's canonical program names, in catalogue order. */
export const programNames = programs.map((p) => p.name) as [ProgramName, ...ProgramName[]];

/** The spec's other spellings of the QA course: the seed of that program's editable aliases. */
export const programAliases: Record<string, ProgramName> = {
  "qa and software testing": "QA & Software Testing",
  "qa & software development": "QA & Software Testing",
  "qa and software development": "QA & Software Testing",
};

/** A program as the look-ups below know it. */
export interface CatalogueEntry {
  slug: string;
  name: string;
  aliases: readonly string[];
  /** False for a draft or an unpublished program: its records keep its name, visitors never see it. */
  published: boolean;
  /** The published fee (the draft's for a program never published); the seed's come from fees.ts. */
  fee?: { feeAud: number; instalments: number };
}

const seedCatalogue: CatalogueEntry[] = programs.map((p) => ({
  slug: p.slug,
  name: p.name,
  aliases: Object.entries(programAliases)
    .filter(([, name]) => name === p.name)
    .map(([alias]) => alias),
  published: true,
}));

let catalogue: CatalogueEntry[] = seedCatalogue;

/**
 * Replaces the catalogue the look-ups answer from (server/content/published.ts calls it on every
 * load of the published content, so a publish on any process reaches them on the next request).
 * The browser and a process that never read the store keep the seed's three.
 */
export function setProgramCatalogue(entries: readonly CatalogueEntry[]): void {
  catalogue = entries.length > 0 ? [...entries] : seedCatalogue;
}

const spelling = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The entry any accepted spelling names: its name or slug (any case, spacing) or an alias. */
function entryOf(input: string, entries: readonly CatalogueEntry[]): CatalogueEntry | undefined {
  const key = spelling(input);
  return (
    entries.find((p) => spelling(p.name) === key || p.slug === key) ??
    entries.find((p) => p.aliases.some((a) => spelling(a) === key))
  );
}

/** Maps any accepted spelling of a published program to its canonical name, or undefined. */
export function canonicalProgramName(input: string | null | undefined): ProgramName | undefined {
  if (!input) return undefined;
  return entryOf(
    input,
    catalogue.filter((p) => p.published),
  )?.name;
}

/** Every program the store holds (published first, in order), for back-office lists. */
export function catalogueEntries(): readonly CatalogueEntry[] {
  return catalogue;
}

/** The published programs' names, in catalogue order. */
export function publishedProgramNames(): string[] {
  return catalogue.filter((p) => p.published).map((p) => p.name);
}

/**
 * Any program the store holds, published or not, by any spelling: what records (intakes,
 * applications, payment schedules) name keeps its name after the program is unpublished.
 */
export function anyProgramOf(input: string | null | undefined): CatalogueEntry | undefined {
  if (!input) return undefined;
  return entryOf(input, catalogue);
}

/** A program's fee by page slug (published or not), or undefined when the catalogue has none. */
export function catalogueFeeOfSlug(slug: string): { feeAud: number; instalments: number } | undefined {
  return catalogue.find((p) => p.slug === slug)?.fee;
}

/** A program's display name from its page slug (published or not); the slug itself when unknown. */
export function programNameOfSlug(slug: string): string {
  return catalogue.find((p) => p.slug === slug)?.name ?? slug;
}

export function programBySlug(slug: string): (typeof programs)[number] | undefined {
  return programs.find((p) => p.slug === slug);
}

export function programByName(name: string): (typeof programs)[number] | undefined {
  const canonical = canonicalProgramName(name);
  return programs.find((p) => p.name === canonical);
}
