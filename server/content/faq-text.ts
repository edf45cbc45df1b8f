import { formatAddress } from "#content/site.ts";
import type { ProgramView, SiteView } from "./views.ts";

/**
 * The FAQ's answers name the site's facts through placeholders, as program texts do (issue 32:
 * nothing says a number twice). An answer such as "{fees}. Fees are in Australian dollars." lists
 * every published program's fee, so a fee changed or a program added in the back-office shows in
 * the FAQ on the next request. The seed writes today's computed answers (content/faq.ts) in this
 * form; staff may use any of them in an answer they write.
 *
 * - `{durations}`: "Full Stack Development takes 24 weeks, … and Data Analytics takes 16 weeks"
 * - `{fees}`: "Full Stack Development: $6,000 AUD (or 6 monthly instalments of $1,000 AUD); …"
 * - `{online-programs}`: the names of the programs that can be studied online
 * - `{study-modes}`: each program's study-mode detail
 * - `{next-intake}`: each program's next intake ("not announced yet (TBA)" when none is open)
 * - `{opening-hours}`: "Monday to Friday: 9AM-9PM; Saturday: 10AM-3PM; Sunday: Closed"
 * - `{address}`, `{phones}` ("… or …"), `{phone}` (the main one), `{email}`
 */
export interface FaqFacts {
  programs: ProgramView[];
  site: SiteView;
  /** Each program's "next session" text by slug ("Next intake starts …" or "TBA"). */
  sessions?: Readonly<Record<string, string>>;
}

export const faqPlaceholders = [
  "durations",
  "fees",
  "online-programs",
  "study-modes",
  "next-intake",
  "opening-hours",
  "address",
  "phones",
  "phone",
  "email",
] as const;

/** "a, b and c" (the last join and the join given). */
export const listOf = (items: readonly string[], lastJoin = " and ", join = ", ") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(join)}${lastJoin}${items.at(-1)}`;

/** Lower-cases a sentence's first letter to continue another sentence, but leaves "CV" or "SQL" alone. */
const lower = (text: string) => (/^.[a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** The answer to "When does the next intake start?", as content/faq.ts words it. */
export function nextIntakeText(programs: ProgramView[], sessions: Readonly<Record<string, string>>): string {
  return programs
    .map((p) => {
      const session = sessions[p.slug] ?? "TBA";
      return session === "TBA" ? `${p.name}: not announced yet (TBA).` : `${p.name}: ${lower(session)}.`;
    })
    .join(" ");
}

/** An answer with its placeholders filled from the published facts; unknown braces stay as typed. */
export function fillFaqText(text: string, facts: FaqFacts): string {
  if (!text.includes("{")) return text;
  const { programs, site } = facts;
  const sessions =
    facts.sessions ?? Object.fromEntries(programs.map((p) => [p.slug, p.details.upcomingSession]));
  const values: Record<(typeof faqPlaceholders)[number], () => string> = {
    durations: () => listOf(programs.map((p) => `${p.name} takes ${p.duration.toLowerCase()}`)),
    fees: () => programs.map((p) => `${p.name}: ${p.fee.total} (${p.fee.instalments})`).join("; "),
    "online-programs": () => listOf(programs.filter((p) => p.guide.modes.online).map((p) => p.name)),
    "study-modes": () =>
      programs
        .filter((p) => p.guide.modes.detail)
        .map((p) => `${p.name}: ${lower(p.guide.modes.detail)}`)
        .join(" "),
    "next-intake": () => nextIntakeText(programs, sessions),
    "opening-hours": () => site.openingHours.map((h) => `${h.days}: ${h.hours}`).join("; "),
    address: () => formatAddress(site.address),
    phones: () =>
      listOf(
        site.phones.map((p) => p.display),
        " or ",
      ),
    phone: () => site.phones[0].display,
    email: () => site.email,
  };
  return text.replace(/\{([a-z-]+)\}/g, (whole, name: string) =>
    name in values ? values[name as keyof typeof values]() : whole,
  );
}
