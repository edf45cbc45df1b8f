/**
 * Two or three asks about our people or a blog post in one message, the later leaning on the
 * earlier: "who wrote the testing article and what's their background", "what's the main point of
 * the 90 days post? also who wrote it", "who's Priya, what course did she do and what was she
 * doing before", "and the data one? also how many years experience does he have". Read whole, such
 * a message got the one reply its strongest words picked (the byline, the quote, the person) and
 * the other ask was dropped; answered ask by ask (asks-apart.ts) an ask that leans on the one
 * before ("their background", "who wrote it") is refused, since alone it reads otherwise. Here
 * each ask is answered with the asks before it said before it, as a follow-up is, and when every
 * ask's answer comes from the pages about people and posts (our people, the testimonials, the
 * blog, a program's instructor, the research page) and the whole answer leaves one of them out,
 * the asks' answers are said in order. Any other multi-part message is left as it was.
 */
import { team } from "#content/people.ts";
import { programDetails } from "#content/program-details.ts";
import { testimonials } from "#content/testimonials.ts";
import { composeAnswer } from "./builtin-engine.ts";
import { answerSentences, visible } from "./compose.ts";
import type { AnswerRequest } from "./engine.ts";
import type { Reply } from "./facts.ts";
import { repliesOf } from "./asks-apart.ts";
import { contentTerms } from "./retrieval.ts";

/** Where one ask ends and the next begins: a question mark, a comma, "and"/"also"/"plus" before an ask word. */
const boundary =
  /\?+\s*(?=\S)|(?:,\s*|\s+)(?:and|also|plus|n|&|oh and)\s+(?=(?:how|what|whats|what's|when|where|who|whos|who's|which|did|does|do|is|was|has)\b)|,\s*(?=(?:how|what|whats|what's|when|where|who|whos|who's|which)\b)/i;
const lead = /^(?:and|also|plus|so|then|oh and|ok and|okay and)\s+/i;

/** An ask about a person: who wrote, their background, a graduate's course, years of experience. */
const aboutPeople =
  /\b(who|whos|author|wrote|written|penned|background|before|experience|experienced|years|yrs|studied|head|director|founder|instructor|teacher|he|she|they|his|her|their)\b/i;

/** The pages that say who our people are and what the posts say. */
const peoplePage = (href: string) =>
  /^\/(our-people|client-testimonials|blog|technology-research)\b/.test(href);
/** A reply about a person: from the team or testimonials pages, or a post's byline. */
const aboutPerson = (r: Reply) =>
  r.sources.some((s) => /^\/(our-people|client-testimonials)\b/.test(s.href)) ||
  /\bwrote the blog post\b/.test(r.lead) ||
  /^\**[A-Z][^.]*\b(has|have|spent|is|teaches)\b/.test(r.lead) && personIn(r.lead) !== undefined;

const plain = (text: string) => visible(text).toLowerCase().replace(/\s+/g, " ");

/** The message's asks: two or three, each with words of its own. */
export function peopleAsks(question: string): string[] | undefined {
  const parts = question
    .trim()
    .split(boundary)
    .map((p) => p.replace(lead, "").replace(/[?\s]+$/, "").trim())
    .filter((p) => p.length > 0);
  if (parts.length < 2 || parts.length > 3) return undefined;
  // Each ask has a word of its own ("who for" leans wholly on the ask before: the whole answers it).
  const own = (p: string) => contentTerms(p).filter((t) => !/^(who|who'|whos|what|which|how|when|where)$/.test(t));
  if (!parts.every((p) => own(p).length > 0)) return undefined;
  if (!parts.some((p) => aboutPeople.test(p))) return undefined;
  return parts;
}

const fold = (t: string) => t.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** Everyone the site names: the team, each program's instructor and the graduates quoted. */
const names = [
  ...team.map((m) => m.name),
  ...Object.values(programDetails).map((d) => d.instructor.name),
  ...testimonials.map((t) => t.author.name),
];

/** The person a text names, by full or first name (the first named wins). */
function personIn(text: string): string | undefined {
  const t = fold(text);
  const at = (n: string) => {
    const full = t.search(new RegExp(`\\b${fold(n)}\\b`));
    return full >= 0 ? full : t.search(new RegExp(`\\b${fold(n.split(" ")[0]!)}\\b`));
  };
  return names
    .map((n) => ({ n, i: at(n) }))
    .filter((x) => x.i >= 0)
    .sort((a, b) => a.i - b.i)[0]?.n;
}

const pronoun = /\b(he|she|they|him|them|his|her|their|hers)\b/i;

/**
 * An ask that leans on the one before by a pronoun ("what's their background", "who wrote it"),
 * said with the person or post the asks before name or were answered with.
 */
function withReferent(part: string, before: string[], answered: Reply[]): string {
  if (pronoun.test(part) && !personIn(part)) {
    const who = personIn(before.join(" ")) ?? personIn(answered.map((r) => r.lead).join(" "));
    if (who)
      return part
        .replace(/\b(his|her|their)\b/gi, `${who}'s`)
        .replace(/\b(he|she|they|him|them)\b/gi, who);
  }
  if (/\b(wrote|written|author)\b/i.test(part) && /\b(it|that|this)\b/i.test(part)) {
    const post = answered.flatMap((r) => r.sources).find((x) => /^\/blog\b/.test(x.href));
    if (post) return part.replace(/\b(it|that|this)\b/i, `the post ${post.title}`);
  }
  return part;
}

/** A graduate named and their course asked ("what course did Priya do"): their quote under their course. */
function graduateCourse(question: string): Reply | undefined {
  if (!/\b(course|courses|program|programs|programme|study|studied|studying|take|took|do|did|enrol\w*)\b/i.test(question))
    return undefined;
  const who = personIn(question);
  const quote = testimonials.find((t) => t.author.name === who);
  if (!quote || !/\b(course|program|programme|studied|study|take|took)\b/i.test(question)) return undefined;
  const [first = "", ...rest] = answerSentences(quote.body);
  return {
    lead: `**${quote.author.name}** (${quote.program}): ${first}`,
    more: rest.slice(0, 1),
    sources: [{ title: "Student testimonials", href: "/client-testimonials" }],
  };
}

/** Whether a reply's fact (its first sentence, with the next when it is short) is in the text. */
function held(reply: Reply, text: string): boolean {
  const said = answerSentences([reply.lead, ...(reply.more ?? [])].join(" "));
  const fact = said[0] && said[0].split(/\s+/).length <= 5 ? said.slice(0, 2) : said.slice(0, 1);
  const words = new Set(contentTerms(text));
  return fact.every((s) => {
    if (text.includes(plain(s))) return true;
    const own = contentTerms(plain(s));
    return own.length > 0 && own.filter((w) => words.has(w)).length / own.length >= 0.8;
  });
}

/**
 * The whole message's answer, or its asks' answers in order when they are all about our people,
 * posts or pages and the whole answer leaves one out. `answerPart` answers one ask with the asks
 * before it as said before it.
 */
export function withPeopleParts(
  question: string,
  whole: AnswerRequest,
  answerPart: (part: string, before: string[]) => AnswerRequest | undefined,
): AnswerRequest {
  const wholeText = plain(composeAnswer({ ...whole, unknownWords: [] }));
  // A graduate's course asked and not said: their quote, filed under the course they took.
  const graduate = graduateCourse(question);
  if (graduate) {
    const program = /\(([^)]+)\)/.exec(graduate.lead)![1]!.toLowerCase();
    if (!wholeText.includes(program))
      return { question, history: whole.history, hits: [], replies: [graduate], unknownWords: [] };
  }
  const parts = inside ? undefined : peopleAsks(question);
  if (!parts) return whole;
  inside = true;
  try {
    return eachAsk(question, parts, whole, wholeText, answerPart);
  } finally {
    inside = false;
  }
}

/** Whether a message's asks are being answered here: an ask's own answer is not split again. */
let inside = false;

function eachAsk(
  question: string,
  parts: string[],
  whole: AnswerRequest,
  wholeText: string,
  answerPart: (part: string, before: string[]) => AnswerRequest | undefined,
): AnswerRequest {
  const found: Reply[] = [];
  for (const [i, part] of parts.entries()) {
    const request = answerPart(withReferent(part, parts.slice(0, i), found), parts.slice(0, i));
    if (!request || (request.unknownWords?.length ?? 0) > 0) return whole;
    const reply = repliesOf(part, request)[0];
    // Every ask answered from the pages about people, posts and research, or a course's instructor.
    // (A course's page counts when the reply names its instructor: their intro is on it.)
    const fromPeople = reply?.sources.some(
      (s) => peoplePage(s.href) || (/^\/training-programs\//.test(s.href) && personIn(reply.lead) !== undefined),
    );
    if (!reply || !fromPeople) return whole;
    found.push(reply);
  }
  if (!found.some((r, i) => aboutPerson(r) && aboutPeople.test(parts[i]!))) return whole;
  if (found.every((r) => held(r, wholeText))) return whole;
  // Two asks given the same fact are one ask to the site: the whole answer says it.
  const firsts = new Set(found.map((r) => plain(answerSentences(r.lead)[0] ?? "")));
  if (firsts.size < found.length) return whole;
  // Said beside each other, each ask's fact and one sentence of support.
  const replies = found.map((r) => ({ ...r, more: (r.more ?? []).slice(0, 1) }));
  const apart: AnswerRequest = { question, history: whole.history, hits: [], replies, unknownWords: [] };
  const text = plain(composeAnswer(apart));
  return found.every((r) => held(r, text)) ? apart : whole;
}
