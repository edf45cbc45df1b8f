/**
 * A message of two or three asks ("after I apply how long till someone contacts me and can I
 * track my application online", "hw much dose the ful stack corse cost n is ther a refnd") is
 * read as a whole first; when that reading leaves out the fact one ask gets on its own (the second
 * ask swallowed the first, or a word of one ask, "online", was read as another kind of fact), each
 * ask is answered apart, in the order asked, each earlier ask read as said before it ("…and what
 * do they do in the first half" is still about the post the first ask names).
 */
import { type AnswerRequest, requestSources } from "./engine.ts";
import { chooseHits, composeAnswer } from "./builtin-engine.ts";
import { answerSentences, composePassageAnswer, repeatedPhrase, repliesAsked, visible } from "./compose.ts";
import type { Reply } from "./facts.ts";
import { asksCourseFact, withoutAskingAside } from "./course-fact-asks.ts";
import { contentTerms } from "./retrieval.ts";
import {
  asksChoice,
  firstEndsAsking,
  leadInOnly,
  statedThenAsked,
  withInfoNamed,
  withSituationsJoined,
} from "./asks-joined.ts";

/** The words an ask starts with (typed as a phone types them too: "hw", "wat", "wen"). */
const askStart =
  "(?:how|hw|what|whats|what's|wat|wht|when|wen|where|who|which|can|could|do|does|did|is|are|will|would|should|if|any|am|may|must|whos|wheres)\\b";

/**
 * Where one ask ends and the next begins: a question mark with more after it; "and", "n", "&",
 * "also", "plus" or a comma, or a full stop, before a word that starts an ask. "What if I'm sick
 * and miss a lesson" stays one ask: "miss" starts none.
 */
const boundary = new RegExp(
  `\\?+\\s*(?=\\S)|(?:,\\s*|\\s+)(?:and|n|&|also|plus|oh and)\\s+(?=${askStart})|,\\s+(?=${askStart})|[.!;]\\s+(?=${askStart})`,
  "i",
);

/** "and", "also", "so" before an ask are no part of it. */
const joinLead = /^(?:and|n|&|also|plus|so|then|oh and)\s+/i;

/** The message's asks, when it has two or three that each ask something; else undefined. */
export function splitAsks(question: string): string[] | undefined {
  const split = withoutAskingAside(question)
    .trim()
    .split(boundary)
    .map((p) =>
      p
        .replace(joinLead, "")
        .replace(/[?\s]+$/, "")
        .trim(),
    )
    .filter((p) => p.length > 0)
    // (A lead-in, "ok and what am i agreeing to…", is no ask: asks-joined.ts.)
    .filter((p, i) => i > 0 || !leadInOnly.test(p));
  return asksOf(question, withSituationsJoined(split, new RegExp(`^${askStart}`, "i")));
}

/** The split message's asks, when two or three each ask something. */
function asksOf(question: string, parts: string[]): string[] | undefined {
  if (parts.length < 2 || parts.length > 3) return undefined;
  // Every part asks on its own: it starts as an ask does and holds a word of its own ("and how
  // much?" holds none, and leans on the other part: the whole message answers it).
  // The first part asks too, wherever its question word stands ("after I apply how long…"):
  // "I just applied. How soon…" and "I work in retail, which course…" are a statement and one ask.
  const starts = new RegExp(`^${askStart}`, "i");
  // (A question word anywhere, or a verb that opens a question: "I saw the fees are GST
  // inclusive" states, its "are" asks nothing.)
  // "if I pick the tue class can I switch…" asks after its condition.
  const asking =
    /\b(how|hw|what|whats|wat|when|wen|where|who|which|why)\b|^(can|could|do|does|dose|is|are|will|would|should)\b|\b(can|could|do|does|will|would|should) (i|we|you|u|they|he|she)\b|\b(is|are) (there|ther)\b/i;
  // (A first ask a question mark ends asks a course's fact without a question word: asks-joined.ts.)
  const asks = (p: string, i: number) =>
    i === 0
      ? asking.test(p) || (firstEndsAsking(question, p) && asksCourseFact(p))
      : starts.test(p) || statedThenAsked(p, starts);
  if (!parts.every((p, i) => asks(p, i) && contentTerms(p).length > 0)) return undefined;
  // An ask's "it" that stands for the visitor's data the ask before names (asks-joined.ts).
  return parts.map((p, i) => withInfoNamed(p, parts.slice(0, i)));
}

/** An ask's answer as replies: typed ones as the ask picks them, a passage's best sentence with its support. */
export function repliesOf(part: string, request: AnswerRequest): Reply[] {
  if ((request.replies?.length ?? 0) > 0) return repliesAsked(part, request.replies!);
  const chosen = chooseHits(request.hits);
  if (chosen.length === 0) return [];
  const { text, used } = composePassageAnswer(
    part,
    chosen.map((h) => h.passage.text),
  );
  const [lead, ...more] = answerSentences(text);
  if (!lead) return [];
  return [
    {
      lead,
      more,
      sources: used.map((i) => ({ title: chosen[i]!.passage.title, href: chosen[i]!.passage.href })),
    },
  ];
}

/**
 * What `answerPart` returns for an ask that leans on the asks before it: its answer alone differs
 * from its answer after them, so the whole message answers it.
 */
export const leansOnBefore: AnswerRequest = {
  question: "",
  history: [],
  hits: [],
  replies: [],
  unknownWords: [],
};

/** Text as compared: what a reader sees, lower case, single spaces. */
const plain = (text: string) => visible(text).toLowerCase().replace(/\s+/g, " ");

/**
 * The whole message's answer, or each ask's answer in turn when the whole leaves out what an ask
 * answers on its own. `answerPart` answers one ask with the asks before it as said before it;
 * it returns undefined (or an answer with no replies and no passages) when the site does not say
 * it: then the whole message's answer stands (it may be the honest reply, or hold that part).
 */
export function answerInParts(
  question: string,
  whole: AnswerRequest,
  answerPart: (part: string, before: string[]) => AnswerRequest | undefined,
): AnswerRequest {
  const parts = splitAsks(question);
  // "Should I use the contact form or book a consult? And what goes on in it?": a choice between
  // two things is read whole, where the comparison between them is answered.
  // (An "or" inside a yes/no ask, "can I cancel or move it", asks no choice: asks-joined.ts.)
  if (!parts || parts.some(asksChoice)) return whole;
  const found: Reply[][] = [];
  // Asks that lean on the ones before them ("which one's cheaper" after two courses were named)
  // are left to the whole answer, which reads them with what they lean on (wholeHeld below).
  const leaning: number[] = [];
  for (const [i, part] of parts.entries()) {
    const request = answerPart(part, parts.slice(0, i));
    if (request === leansOnBefore && i > 0) {
      leaning.push(i);
      continue;
    }
    if (!request || request === leansOnBefore || (request.unknownWords?.length ?? 0) > 0) return whole;
    const replies = repliesOf(part, request);
    if (replies.length === 0) return whole;
    found.push(replies);
  }
  if (leaning.length > 0) return wholeHeld(question, whole, found);
  // An ask answered from a course's or service's page the whole answer never cites ("how long
  // do you take to answer a request to see my data" read alone as the Data Analytics course) was
  // read off one word; the whole message read it otherwise.
  const cited = new Set(requestSources(whole).map((x) => x.href.split("#")[0]));
  const offered = (href: string) =>
    /^\/(training-programs|expertise)\/(?!book-a-free-consultation)/.test(href);
  // (An ask of a course's own fact in its own words, "what does full stack cost", reads the
  // course's page rightly: course-fact-asks.ts.)
  const offPage = (r: Reply) => r.sources.some((x) => offered(x.href) && !cited.has(x.href.split("#")[0]));
  if (found.some((replies, i) => !asksCourseFact(parts[i]!) && replies.some(offPage))) return whole;
  const wholeText = plain(composeAnswer({ ...whole, unknownWords: [] }));
  // Each ask's answer (its reply's lead: the fact) already in the whole answer, sentence by
  // sentence: "Tell your instructor." alone is not the missed class's online space.
  // A first sentence of a few words ("Tell your instructor.", "Yes.") carries the fact with the
  // sentence after it.
  const held = (replies: Reply[]) => {
    const said = answerSentences([replies[0]!.lead, ...(replies[0]!.more ?? [])].join(" "));
    const fact = said[0] && said[0].split(/\s+/).length <= 5 ? said.slice(0, 2) : said.slice(0, 1);
    // Said in other words ("Bring your own laptop." for "No laptop is provided: bring your own
    // laptop."): most of the sentence's words in the whole answer hold it too.
    const words = new Set(contentTerms(wholeText));
    return fact.every((s) => {
      if (wholeText.includes(plain(s).replace(/^(yes|no)[:,.]\s*/, ""))) return true;
      const own = contentTerms(plain(s));
      return own.length > 0 && own.filter((w) => words.has(w)).length / own.length >= 0.6;
    });
  };
  const missing = found.filter((replies) => !held(replies));
  if (missing.length === 0) return whole;
  // Asks that each get the same fact ("how should I treat missing values, and how do I catch
  // outliers?" both the post's five checks) are better answered by the whole message.
  const firsts = new Set(found.map((replies) => plain(answerSentences(replies[0]!.lead)[0] ?? "")));
  if (firsts.size < found.length) return whole;
  const replies: Reply[] = [];
  // Said apart, an ask's answer keeps its fact: a lead of a few words ("Tell your instructor.")
  // takes the sentence after it, which holds the fact (the class's online space).
  const whole1 = (r: Reply): Reply =>
    r.lead.split(/\s+/).length <= 5 && (r.more?.length ?? 0) > 0 && !/^(yes|no)\b/i.test(r.lead)
      ? { ...r, lead: `${r.lead} ${r.more![0]}`, more: r.more!.slice(1) }
      : r;
  for (const r of found.flat().map(whole1)) if (!replies.some((x) => x.lead === r.lead)) replies.push(r);
  const apart: AnswerRequest = { question, history: whole.history, hits: [], replies, unknownWords: [] };
  // Two asks of one thing ("are you open sunday?" beside Saturday's hours) answered apart say it
  // twice: the whole answer says it once.
  const body = composeAnswer(apart).split(/\n+Sources?: /)[0] ?? "";
  if (repeatedPhrase(answerSentences(body.replace(/\n+/g, " ")))) return whole;
  // Said together, every ask's fact must still be there (the composer keeps one answer sentence
  // per ask and may judge two replies one): otherwise the whole answer stands.
  const said = plain(body);
  const kept = found.every((replies) => {
    const first = answerSentences(whole1(replies[0]!).lead)[0] ?? "";
    return said.includes(plain(first));
  });
  return kept ? apart : whole;
}

/**
 * The whole message's answer with the facts of the asks answered apart that it leaves out, after
 * its own replies: the whole answer holds the asks that lean on the others ("difference in length
 * between data analytics and full stack? also which one's cheaper": the fee compared), the asks
 * answered apart keep theirs (the lengths). Only a typed whole answer is completed; when the
 * composed answer would not say every fact, the whole answer stands.
 */
function wholeHeld(question: string, whole: AnswerRequest, found: Reply[][]): AnswerRequest {
  const own = whole.replies ?? [];
  if (own.length === 0 || found.length === 0) return whole;
  const wholeText = plain(composeAnswer({ ...whole, unknownWords: [] }).split(/\n+Sources?: /)[0] ?? "");
  const first = (r: Reply) => plain(answerSentences(r.lead)[0] ?? "");
  const missing = found.filter((replies) => !wholeText.includes(first(replies[0]!)));
  if (missing.length === 0) return whole;
  // (A part answered apart that only says again what the whole's own reply says is no new fact.)
  const picked = repliesAsked(question, own);
  const added = missing.map((replies) => ({ ...replies[0]!, more: (replies[0]!.more ?? []).slice(0, 1) }));
  // A leaning ask comes after the asks it leans on: the asks answered apart first, then the whole's reply.
  const replies = [...added, ...picked.filter((r) => !added.some((a) => a.lead === r.lead))];
  const completed: AnswerRequest = { ...whole, replies, hits: [], unknownWords: [] };
  const text = plain(composeAnswer(completed));
  const says = (r: Reply) => text.includes(first(r));
  if (![...added, ...picked].every(says)) return whole;
  if (
    repeatedPhrase(
      answerSentences((composeAnswer(completed).split(/\n+Sources?: /)[0] ?? "").replace(/\n+/g, " ")),
    )
  )
    return whole;
  return { ...completed, unknownWords: whole.unknownWords };
}
