/**
 * A message of two or three asks where one asks what the site never says ("open sat? n is there
 * parking", "are you open sundays, and is there a bike rack") was answered with the honest reply
 * alone: the unanswerable ask made the whole message unanswerable, and the ask the site does
 * answer (Saturday's hours) was dropped. Here, when the whole answer is the honest reply, each ask
 * is answered alone; when at least one is answered and each other names a thing the site never
 * mentions, the answered asks are said after the caveat naming those things ("I couldn't find
 * anything about “parking”…"), so nothing is invented and nothing answerable is lost. An ask that
 * leans on another ("how long is it", "what does that cost") is no ask of its own: the honest
 * reply stands.
 */
import type { AnswerRequest } from "./engine.ts";
import type { Reply } from "./facts.ts";
import { firstEndsAsking } from "./asks-joined.ts";
import { asksOfMessage } from "./every-part.ts";

/** The words a later ask starts with. */
const askStart =
  /^(?:how|hw|what|whats|what's|wat|when|wen|where|who|which|can|could|do|does|is|are|will|would|should|any|r|u|got|have|has)\b/i;

/**
 * "open sat? n is there parking": a first ask without a question word, a question mark ending it,
 * and later asks each starting as an ask does. A statement after the question ("is there parking?
 * I'd be driving in") is no ask: undefined.
 */
export function endedAsks(question: string): string[] | undefined {
  const parts = asksOfMessage(question).map((p) => p.replace(/^(?:and|n|&|also|plus)\s+/, ""));
  if (parts.length < 2 || !firstEndsAsking(question, parts[0]!)) return undefined;
  return parts.slice(1).every((p) => askStart.test(p)) ? parts : undefined;
}

/** An ask whose words lean on another ask's thing. */
const leaning = /\b(it|its|it's|that|this|they|them|those|these|one)\b/i;

/**
 * The asks the site answers, with the caveat naming what the others ask about; undefined when no
 * ask is answered, an ask leans on another, or an unanswered ask names nothing the caveat can say.
 */
export function answeredBesideUnsaid(
  parts: string[],
  whole: AnswerRequest,
  answerAlone: (part: string) => { replies: Reply[]; unknown: string[] } | undefined,
  unsaidOf: (part: string) => string[],
): AnswerRequest | undefined {
  if (parts.length < 2 || parts.some((p) => leaning.test(p))) return undefined;
  const replies: Reply[] = [];
  const unsaid: string[] = [];
  for (const part of parts) {
    const found = answerAlone(part);
    if (found && found.replies.length > 0 && found.unknown.length === 0) {
      replies.push(...found.replies.slice(0, 1));
      continue;
    }
    const words = unsaidOf(part);
    if (words.length === 0) return undefined;
    unsaid.push(...words);
  }
  if (replies.length === 0 || unsaid.length === 0) return undefined;
  return { ...whole, hits: [], replies, unknownWords: [...new Set(unsaid)] };
}
