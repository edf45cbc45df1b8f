import { programDetails } from "#content/program-details.ts";
import { programs } from "#content/programs.ts";
import type { Hit } from "./retrieval.ts";

/**
 * The "next intake" each program's answers name (issue 14): "Next intake starts Monday 2 February
 * 2027", or "TBA". On the site they come from the next open intake in the database
 * (server/intakes/intakes.ts, `nextSessionTexts`), read for each question and handed to
 * `assistant.answer`; the content file's texts are only the fallback of an assistant used without
 * a database (the unit tests, the evaluation script).
 */
export type SessionTexts = Readonly<Record<string, string>>;

export const contentSessions: SessionTexts = Object.fromEntries(
  programs.map((p) => [p.slug, programDetails[p.slug].upcomingSession]),
);

let current: SessionTexts = contentSessions;

/** A program's next intake as the answer being composed should name it. */
export function upcomingSession(slug: string): string {
  return current[slug] ?? "TBA";
}

/**
 * Runs a synchronous `compose` with these texts as the programs' next intakes. Synchronous, so
 * no other question's texts can interleave in this process.
 */
export function withSessions<T>(texts: SessionTexts | undefined, compose: () => T): T {
  const before = current;
  current = texts ?? contentSessions;
  try {
    return compose();
  } finally {
    current = before;
  }
}

/** The passage that says when a program starts next, from its next intake. */
export function sessionPassageText(program: (typeof programs)[number], session: string): string {
  const apply = `[Apply now](/enrol-now?program=${encodeURIComponent(program.name)})`;
  return session !== "TBA"
    ? `**${program.name}**: ${session}. ${apply} to hold a place.`
    : `The next **${program.name}** start date is not announced yet (TBA). ${apply} and we will hold a place for you in the next intake.`;
}

/** The FAQ's "When does the next intake start?" answer, from the next intakes. */
export function nextIntakesFaqText(texts: SessionTexts): string {
  return programs
    .map((p) => {
      const session = texts[p.slug] ?? "TBA";
      return session === "TBA"
        ? `${p.name}: not announced yet (TBA).`
        : `${p.name}: ${session.charAt(0).toLowerCase()}${session.slice(1)}.`;
    })
    .join(" ");
}

/** Id of the FAQ passage that answers "When does the next intake start?" (see corpus.ts). */
export const NEXT_INTAKE_FAQ = "faq:next-intake";

/**
 * Passages found for a question whose text names a start date, rewritten with the current next
 * intakes (the indexed corpus, built once at start-up, states no date).
 */
export function withCurrentSessions(hits: Hit[], texts: SessionTexts | undefined): Hit[] {
  const sessions = texts ?? contentSessions;
  return hits.map((hit) => {
    const { id } = hit.passage;
    if (id === NEXT_INTAKE_FAQ)
      return { ...hit, passage: { ...hit.passage, text: nextIntakesFaqText(sessions) } };
    if (!id.startsWith("program-session:")) return hit;
    const program = programs.find((p) => `program-session:${p.slug}` === id);
    if (!program) return hit;
    return {
      ...hit,
      passage: { ...hit.passage, text: sessionPassageText(program, sessions[program.slug] ?? "TBA") },
    };
  });
}
