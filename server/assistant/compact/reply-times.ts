/**
 * "When will someone get back to me?": the reply times the content states (a consultation, an
 * application, a privacy request each say "within …"), read from the passages, and the one the ask
 * is about. The ask alone often names no topic; then the conversation's earlier asks, then the page
 * the visitor is on, say which; otherwise every reply time is listed with what it is for, rather than
 * the one that happens to share the word "reply".
 */
import { sourceLinks } from "./compose.ts";
import type { Knowledge, Passage } from "./knowledge.ts";
import { functionWords, sentencesOf, termsOf, wordsOf } from "./language.ts";
import { type Hit, wholeHit } from "./retrieval.ts";

/** A sentence that states how soon we reply: a reply verb and "within <a span>". */
const replyVerb = /\b(reply|replies|answer|answers|respond|responds|contacts? you|get back to you)\b/i;
const within = /\bwithin (?:\w+ )?(?:business |working )?(?:days?|hours?|weeks?)\b/i;

/** The ask is how soon someone replies: a timing word and a reply word. */
const timing =
  /\b(how (soon|quick|quickly|fast|long)|when|what time ?frame|how many (business |working )?days)\b/;
const replying =
  /\b(reply|replies|replied|respond|responds|response|hear back|hear from|hear anything|get in touch|gets in touch|contacts? (me|us)|(call|ring|email|e mail) (me|us) back|reply to (me|us))\b/;

/** Terms that say replying or timing, not what the reply is about. */
const replyTerms = new Set(
  termsOf(
    "reply respond response hear back contact touch soon quick quickly fast long time someone somebody anyone usually normally take get call ring email day days week",
  ),
);

interface ReplyTime {
  passage: Passage;
  sentence: string;
}

function replyTimes(k: Knowledge): ReplyTime[] {
  const found: ReplyTime[] = [];
  for (const passage of k.passages)
    for (const sentence of sentencesOf(passage.text))
      if (within.test(sentence) && replyVerb.test(sentence)) found.push({ passage, sentence });
  return found;
}

/** One per span: the same reply time is stated on the FAQ and on its page. */
function distinct(times: ReplyTime[]): ReplyTime[] {
  const seen = new Set<string>();
  return times.filter((t) => {
    const span = within.exec(t.sentence)![0].toLowerCase();
    if (seen.has(span)) return false;
    seen.add(span);
    return true;
  });
}

/** The weight of the text's topic terms the passage uses (title and text), rare terms more. */
function overlap(k: Knowledge, passage: Passage, text: string): number {
  const terms = new Set(termsOf(text).filter((t) => !functionWords.has(t) && !replyTerms.has(t)));
  let n = 0;
  for (const t of terms)
    if (passage.tf.has(t)) n += Math.log(1 + k.passages.length / (1 + (k.df.get(t) ?? 0)));
  return n;
}

function pick(k: Knowledge, times: ReplyTime[], text: string): ReplyTime | undefined {
  const scored = times.map((t) => ({ t, n: overlap(k, t.passage, text) })).sort((a, b) => b.n - a.n);
  const [best, next] = scored;
  // A tie between two passages of one reply time is no tie ("within 30 days" on the FAQ and the policy).
  const tied =
    next && next.n === best?.n && within.exec(next.t.sentence)![0] !== within.exec(best.t.sentence)![0];
  return best && best.n > 0 && !tied ? best.t : undefined;
}

/** The answer to a reply-time ask, or undefined when the ask is not one. */
export function replyTimeAnswer(
  k: Knowledge,
  text: string,
  history: string[],
  page?: string,
): { answer: string; hits: Hit[] } | undefined {
  const words = wordsOf(text).join(" ");
  if (!timing.test(words) || !replying.test(words)) return undefined;
  const times = replyTimes(k);
  if (times.length === 0) return undefined;
  const chosen =
    pick(k, times, text) ??
    [...history].reverse().reduce<ReplyTime | undefined>((got, q) => got ?? pick(k, times, q), undefined) ??
    (page ? times.find((t) => t.passage.href === page.split(/[?#]/)[0]) : undefined);
  const used = chosen ? [chosen] : distinct(times);
  const hits = used.map((t) => wholeHit(t.passage));
  // The chosen passage's every "within …" sentence: the reply, then when a decision comes.
  const body = chosen
    ? sentencesOf(chosen.passage.text)
        .filter((s) => within.test(s))
        .join(" ")
    : `It depends on what you sent us. ${used.map((t) => `${t.passage.title}: ${t.sentence}`).join(" ")}`;
  return { answer: `${body}\n\n${sourceLinks(used.map((t) => t.passage))}`, hits };
}
