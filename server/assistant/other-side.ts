/**
 * The other side of a comparison asked as a follow-up. "Is the data one any shorter?" after the
 * full stack course's length names one program and measures it against the one talked about:
 * both lengths (or fees) are answered and the comparison says which is shorter, not only the
 * program named now. Called by followUpTurn (follow-up-turn.ts) when the question names one
 * program, the earlier question another, and a comparative word ("shorter", "quicker",
 * "cheaper", "more expensive") says one is measured against the other.
 */
import { programs } from "#content/programs.ts";
import type { Program, Subject } from "./facts.ts";

/** Words that measure a course's length or fee against another's. */
const measured =
  /\b(shorter|longer|quicker|faster|slower|cheaper|dearer|pricier|more expensive|less expensive|costs? (?:more|less)|more|less)\b/;

/** A comparative word that is about a length or a fee ("more" alone only with "weeks", "money"…). */
const aboutLengthOrFee = (t: string) =>
  /\b(shorter|longer|quicker|faster|slower|cheaper|dearer|pricier|expensive|costs? (?:more|less))\b/.test(t) ||
  /\bmore\b.{0,12}\b(weeks|time|money)\b/.test(t);

/**
 * Whether the question measures the program it names against the earlier one, and if so fills
 * the subject with both (in the site's order) and marks it a comparison.
 */
export function otherSideKept(text: string, subject: Subject, earlier: Program[]): boolean {
  if (subject.compare || subject.services.length > 0 || subject.programs.length !== 1) return false;
  if (earlier.length !== 1 || earlier[0] === subject.programs[0]) return false;
  if (!measured.test(text) || !aboutLengthOrFee(text)) return false;
  // "Is QA shorter, like a weekend thing?" is still one; a long message asks its own thing.
  if (text.split(/\s+/).length > 12) return false;
  const both = new Set([earlier[0], subject.programs[0]]);
  subject.programs = programs.filter((p) => both.has(p));
  subject.compare = true;
  return true;
}
