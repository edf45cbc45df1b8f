/**
 * The shapes every fact shares (Program, Service, Reply, Subject), the pages replies cite, and the small helpers that word them.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { fees, formatAud } from "#content/fees.ts";
import { type PagePath, pages } from "#content/pages.ts";
import { programs } from "#content/programs.ts";
import { services, serviceWork } from "#content/services.ts";

export type Program = (typeof programs)[number];

export type ProgramSlug = Program["slug"];

export type Service = (typeof services)[number];

export type ServiceSlug = Service["slug"];

export interface Source {
  title: string;
  href: string;
}

/** One structured answer: the fact first, then at most two supporting sentences, then sources. */
export interface Reply {
  lead: string;
  more?: string[];
  sources: Source[];
  /** The reply is itself the site's sentence that answers (a term about a change): none overrules it. */
  final?: true;
}

/** What a reply may be about: the programs or services the question (or the conversation) names. */
export interface Subject {
  programs: Program[];
  services: Service[];
  /** The question compares ("which is shorter", "cheapest", "the difference between"). */
  compare: boolean;
  /** The superlative or comparative asked: shortest/longest, cheapest/dearest, first/last. */
  direction?: "low" | "high";
  /** The visitor's own words, normalised, for details inside an intent (a day, "provide"…). */
  text: string;
  /**
   * The program asked about when another is named only to measure it against ("can I do it
   * online like the QA one?" after Data Analytics): its answer comes first.
   */
  asked?: Program;
}

export const page = (href: PagePath): Source => ({ title: pages[href].title, href });

export const programSource = (p: Program): Source => ({ title: p.name, href: p.href });

export const serviceSource = (s: Service): Source => ({ title: s.name, href: s.href });

export const faq = page("/faq");

export const terms = page("/terms");

export const contact = page("/contact-us");

export const enrol = page("/enrol-now");

export const privacy = page("/privacy");

export const consultation = page("/expertise/book-a-free-consultation");

export const weeksOf = (p: Program) => Number.parseInt(p.duration, 10);

export const durationOf = (p: Program) => p.duration.toLowerCase();

export const feeOf = (p: Program) => formatAud(fees[p.slug].totalAud);

export const sentence = (t: string) => (/[.!?]$/.test(t) ? t : `${t}.`);

export const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);

export const bold = (t: string) => `**${t}**`;

/** "a, b and c" */
export function list(items: string[], last = " and "): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")}${last}${items.at(-1)}`;
}

/** "Web Application Design and Development from $10,000 AUD, …": every service with its starting rate. */
export const serviceRates = () => list(services.map((x) => `${x.name} from ${formatAud(x.startingRateAud)}`));
/** The service rates in one sentence, with the note that they are starting prices excluding GST. */
export const serviceRatesSentence = () => `Service rates are a ${serviceWork.rateNote}: ${serviceRates()}.`;

export const subjectPrograms = (s: Subject) => (s.programs.length > 0 ? s.programs : [...programs]);

/** One program: its page, then the others. Several: the shared pages first (their names link already). */
export const sourcesOf = (ps: readonly Program[], ...more: Source[]) =>
  ps.length === 1 ? [...ps.map(programSource), ...more] : [...more, ...ps.map(programSource)];

/** Groups programs by a value, lowest first: [[value, programs], …]. */
export function rank<T extends number>(ps: readonly Program[], value: (p: Program) => T) {
  const groups = new Map<T, Program[]>();
  for (const p of ps) groups.set(value(p), [...(groups.get(value(p)) ?? []), p]);
  return [...groups].sort((a, b) => a[0] - b[0]);
}

/** "Do they take the same time?", "is it as expensive as QA?": a yes-or-no comparison of two figures. */
export const sameAsked = (text: string) =>
  /\b(the )?same\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b|\b(equal|equally)\b/.test(text);

/** "X and Y both take 16 weeks" / "X takes 16 weeks": a group in words, saying when they tie. */
export const groupNames = (ps: Program[]) => list(ps.map((p) => `[${p.name}](${p.href})`));

export const lowerInitial = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

export const countWords = ["no", "one", "two", "three", "four", "five", "six"];

/** Numbers as visitors and the content write them in words ("twelve years", "a couple of weeks"). */
export const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  "a few": 3,
  "a couple of": 2,
};
