/**
 * A message of two or three asks where one asks what the site never says ("open sat? n is there
 * parking", "are you open sundays, and is there a bike rack") was answered with the honest reply
 * alone: the unanswerable ask made the whole message unanswerable, and the ask the site does
 * answer (Saturday's hours) was dropped. Here, when the whole answer is the honest reply, each ask
 * is answered alone; when at least one is answered and each other names a thing the site never
 * mentions, the answered asks are said after the caveat naming those things ("I couldn't find
 * anything about “parking”…"), so nothing is invented and nothing answerable is lost.
 * (Issue 16, m1: this once held only for asks with nothing before them and none leaning on
 * another, so "I'd be driving in from Parramatta. Is there parking…, and what are the office
 * hours…?", "…? Also, what nights…", "…before starting full stack, and how long does it run?"
 * still got the honest reply alone. A situation told first is now said before the asks, and each
 * ask is answered with the asks before it, an ask leaning on a course the message names kept.)
 */
import type { AnswerRequest } from "./engine.ts";
import type { Reply } from "./facts.ts";
import { splitAsks } from "./asks-apart.ts";
import { firstEndsAsking } from "./asks-joined.ts";
import { asksOfMessage } from "./every-part.ts";
import { findPrograms, findServices } from "./named-subjects.ts";

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

/**
 * A message's asks after the lines that tell the visitor's situation first ("I'd be driving in
 * from Parramatta. Is there parking…, and what are the office hours…?", "My employer's laptop is
 * locked down. Can I use it…"): a statement ending in a full stop before the asks is no ask, and
 * kept it made the message no list of asks at all, so an unanswered ask left the rest unanswered.
 * The statements are what was said before the asks; a joining word's comma ("…? Also, what
 * nights…") is no part of the next ask. Undefined when the rest is not two or three asks.
 */
export function situationThenAsks(question: string): { said: string[]; parts: string[] } | undefined {
  const said: string[] = [];
  let rest = question.trim();
  for (;;) {
    const statement = /^([^.?!]+[.!]+)\s+(?=\S)/.exec(rest);
    if (!statement || askStart.test(statement[1]!.trim())) break;
    said.push(statement[1]!.trim());
    rest = rest.slice(statement[0].length);
  }
  rest = rest
    .replace(/([?.!]\s*)(also|and|plus|oh and)\s*,\s*/gi, "$1$2 ")
    // (A phone's "r there", "r u" starts an ask as "are there" does.)
    .replace(/\br (?=(there|ther|u|you|ur|your|the|they)\b)/gi, "are ");
  const parts = splitAsks(rest) ?? endedAsks(rest);
  // "…? will be driving in": a modal with no one before its verb states, it asks nothing.
  if (!parts || parts.some((p) => subjectless.test(p))) return undefined;
  return { said, parts };
}

/** A modal verb straight before another verb: "will be driving in", "would need evenings". */
const subjectless =
  /^(?:will|would|can|could|should|shall|must|might|may)\s+(?:be|have|need|probably|likely|just|definitely|def|prob|try|come|drive|go|bring|take|get|want|prefer|work)\b/i;

/** An ask whose words lean on another ask's thing. */
const leaning = /\b(it|its|it's|that|this|they|them|those|these|one)\b/i;

/** One ask's answer, as `answeredBesideUnsaid` weighs it. */
export interface AskAnswer {
  replies: Reply[];
  unknown: string[];
  /** Whether the answer is typed facts (not passages nor nothing). */
  typed: boolean;
}

/** The pages of the courses and services a text names in its own words. */
export function namedPages(text: string): string[] {
  const lower = text.toLowerCase();
  return [...findPrograms(lower, false), ...findServices(lower, false)].map((x) => x.href);
}

/** The course and service pages a reply cites: what the ask was read as about. */
const aboutPages = (replies: Reply[]) =>
  replies
    .flatMap((r) => r.sources.map((x) => x.href.split("#")[0]!))
    .filter((h) => /^\/(training-programs|expertise)\/(?!book-a-free-consultation)/.test(h));

/**
 * The asks the site answers, with the caveat naming what the others ask about; undefined when no
 * ask is answered, or an unanswered ask names nothing the caveat can say. Each ask is answered
 * with the situation and the asks before it as said before it ("…what do I need before starting
 * full stack, and how long does it run": "it" is full stack); the first ask is answered after the
 * situation's own words ("My employer's laptop is locked down. Can I use it…"). An ask that leans
 * on another ("how long is it") is answered only when it is read as about a course or service the
 * message or the conversation names: "do you run a cyber course? how long is it" leans on a course
 * we do not run, and the honest reply stands. An ask of no course of its own, answered only from
 * passages ("what if I can't make it in person one week"), is asked again of the one course named
 * before it, whose typed facts answer it.
 */
export function answeredBesideUnsaid(
  asked: { said: string[]; parts: string[] },
  whole: AnswerRequest,
  answerAlone: (text: string, before: string[]) => AskAnswer | undefined,
  unsaidOf: (part: string, before: string[]) => string[],
  history: string[] = [],
  everyMayStand = false,
): AnswerRequest | undefined {
  const { said, parts } = asked;
  if (parts.length < 2) return undefined;
  const replies: Reply[] = [];
  const unsaid: string[] = [];
  const mentioned = new Set([...history, ...said, ...parts].flatMap(namedPages));
  for (const [i, part] of parts.entries()) {
    const before = [...said, ...parts.slice(0, i)];
    const found = answerPart(part, i, before);
    if (found && found.replies.length > 0 && found.unknown.length === 0) {
      replies.push(...found.replies.slice(0, 1));
      continue;
    }
    const words = unsaidOf(part, before);
    if (words.length === 0) return undefined;
    unsaid.push(...words);
  }
  // (Every ask answered, each alone, where the whole message found nothing: each keeps its fact,
  // unless the whole was judged unanswerable, as a condition about the visitor's health makes it.)
  if (replies.length === 0 || (unsaid.length === 0 && !everyMayStand)) return undefined;
  return { ...whole, hits: [], replies, unknownWords: [...new Set(unsaid)] };

  function answerPart(part: string, i: number, before: string[]): AskAnswer | undefined {
    // The first ask after the situation is read with it, as one message.
    const text = i === 0 && said.length > 0 ? `${said.join(" ")} ${part}` : part;
    let found = answerAlone(text, i === 0 ? [] : before);
    const own = namedPages(part).length > 0;
    if (found && !own && (!found.typed || leaning.test(part))) {
      const courses = [...new Set(before.flatMap((b) => findPrograms(b.toLowerCase(), false)))];
      const again = courses.length === 1 ? answerAlone(`${part}, ${courses[0]!.name}`, before) : undefined;
      if (again?.typed) found = again;
    }
    // (A leaning ask read as about a course or service the message does not name is no answer.)
    if (
      found &&
      i > 0 &&
      leaning.test(part) &&
      !own &&
      aboutPages(found.replies).some((x) => !mentioned.has(x))
    )
      return undefined;
    return found;
  }
}
