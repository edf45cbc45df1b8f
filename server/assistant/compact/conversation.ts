/**
 * Follow-ups: a question that names no subject is about the subject of the conversation (the
 * program, service, person or post named last: "how much is it?"), and a question that names only
 * a subject asks what the previous question asked ("and QA?", "what about data analytics").
 */
import { type Intent, intentsOf } from "./facts.ts";
import type { Knowledge, Subject } from "./knowledge.ts";
import { functionWords, normalise, wordsOf } from "./language.ts";
import { subjectsNamed } from "./retrieval.ts";

export interface Reading {
  /** The question, normalised. */
  text: string;
  /** The subjects named in the question itself. */
  named: Subject[];
  /** The subjects it is about: named, or carried from the conversation. */
  subjects: Subject[];
  intents: Intent[];
  /** Whether subjects or intents came from earlier questions. */
  carried: boolean;
}

/** Points back at something said before: "it", "that one", "the course". */
const pointsBack =
  /\b(it|its|that|this|they|them|their|he|she|her|him|his|those|these|same|the (course|program|service|one|class|app|post|article)|that one|this one)\b/;
/** Opens a follow-up that borrows the last question: "and QA?", "what about…", "how about…". */
const borrows = /^(and|also|plus|what about|how about|same for|and for|and what about|what of|or)\b/;

/** Content words that are not a subject's name: how much the question says on its own. */
function ownWords(text: string, named: Subject[]): string[] {
  const names = new Set(named.flatMap((s) => s.names.flat()));
  return wordsOf(text).filter((w) => !functionWords.has(w) && !names.has(w));
}

/**
 * Reads a question in its conversation. `history` is the visitor's earlier questions, oldest
 * first; `pageSubject` the program or service whose page the visitor is on.
 */
export function readQuestion(
  k: Knowledge,
  question: string,
  history: string[],
  pageSubject?: Subject,
): Reading {
  const text = normalise(question);
  const named = subjectsNamed(k, text);
  let intents = intentsOf(text);
  let subjects = named;
  let carried = false;
  const earlier = [...history].reverse().map((q) => normalise(q));
  const short = ownWords(text, named).length <= 3;
  if (named.length === 0) {
    const wantsSubject =
      pointsBack.test(text) ||
      short ||
      intents.some((i) =>
        [
          "fee",
          "instalments",
          "duration",
          "mode",
          "topics",
          "intake",
          "instructor",
          "rate",
          "technologies",
          "author",
        ].includes(i),
      );
    if (wantsSubject) {
      for (const q of earlier) {
        let before = subjectsNamed(k, q);
        // "who teaches QA?" then "what's her background?": the instructor the answer named.
        if (/\b(he|she|her|him|his)\b/.test(text) && intentsOf(q).includes("instructor")) {
          const people = before
            .map((s) => s.program?.details.instructor?.name)
            .map((name) => k.subjects.find((s) => s.kind === "person" && s.name === name))
            .filter((s): s is Subject => Boolean(s));
          if (people.length > 0) before = people;
        }
        if (before.length > 0) {
          subjects = before;
          carried = true;
          break;
        }
      }
      if (!carried && pageSubject) {
        subjects = [pageSubject];
        carried = true;
      }
    }
  }
  if (
    (named.length > 0 || borrows.test(text)) &&
    (intents.length === 0 || borrows.test(text)) &&
    (short || borrows.test(text))
  ) {
    for (const q of earlier) {
      const before = intentsOf(q).filter((i) => i !== "programs" && i !== "services");
      if (before.length > 0) {
        intents = [...new Set([...before, ...intents])];
        carried = true;
        break;
      }
    }
  }
  // "which is cheaper, that or data analytics?": the one named before, and the one named now.
  if (named.length === 1 && pointsBack.test(text) && intents.some((i) => ["cheapest", "dearest", "longest", "shortest", "difference"].includes(i)))
    for (const q of earlier) {
      const before = subjectsNamed(k, q).filter((s) => s.kind === named[0]!.kind && s.id !== named[0]!.id);
      if (before.length > 0) {
        subjects = [...before, ...named];
        carried = true;
        break;
      }
    }
  // "who teaches it?" after a person was named is about that person's program, not the person.
  if (carried && intents.includes("instructor")) subjects = subjects.filter((s) => s.kind === "program");
  return { text, named, subjects, intents, carried };
}
