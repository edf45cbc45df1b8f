/**
 * A follow-up that sets the programs talked about against each other: "is data the same price?"
 * after QA's fee is QA against Data Analytics only (not the third program's fee too); "so how
 * much would I save doing QA instead" after full stack's fee and "and QA?" is the difference
 * between those two; "so it's the same for both?" is the two named so far. The follow-up's own
 * words say the kind (a fee, a length) and that it compares; the earlier turns say which
 * programs. Called by followUpTurn (follow-up-turn.ts) once the kind of fact is settled.
 */
import { programs } from "#content/programs.ts";
import type { Subject } from "./facts.ts";
import type { IntentId } from "./intents.ts";

/** Words that set one program's figure against another's: the same, both, a difference, a saving. */
const setAgainst =
  /\b(same|both|either|difference|differ|different|save|saving|savings|instead|equal|equally)\b|\bhow much (more|less|cheaper|dearer|extra)\b|\b(more|less) (expensive|money|weeks|time)\b|\b(cheaper|dearer|pricier|shorter|longer|quicker)\b/;

/** The kinds of fact two programs' figures answer side by side. */
const figures: IntentId[] = ["fee", "duration"];

/**
 * Fills the subject with the programs the last turns named and the one named now, when that
 * makes two and the question sets them against each other; marks it a comparison. `namedIn`
 * reads the programs a turn names (a bare name such as "data" read as a course).
 */
export function comparedSoFar(
  text: string,
  found: IntentId[],
  subject: Subject,
  history: string[],
  namedIn: (text: string) => Subject["programs"],
): boolean {
  if (history.length === 0 || subject.services.length > 0 || subject.programs.length > 1) return false;
  if (!found.some((id) => figures.includes(id)) || !setAgainst.test(text)) return false;
  // "All three", "every course", "any of them": more than the two talked about.
  if (/\b(all|every|each|any|three|others?)\b/.test(text)) return false;
  const now = subject.programs.length === 1 ? subject.programs : namedIn(text);
  const earlier = history.slice(-3).flatMap((h) => namedIn(h));
  const both = new Set([...earlier, ...now]);
  if (both.size !== 2 || (now.length === 1 && !earlier.some((p) => p !== now[0]))) return false;
  subject.programs = programs.filter((p) => both.has(p));
  subject.compare = true;
  // "How much would I save", "how much cheaper": the cheaper one is the answer; "more" the dearer.
  if (/\b(save|saving|savings|cheaper|less)\b/.test(text)) subject.direction = "low";
  return true;
}
