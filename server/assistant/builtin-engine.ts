import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import { sourceLine, sourceLinks } from "./engine.ts";
import type { Reply } from "./facts.ts";
import { composePassageAnswer, composeReplyAnswer, restatesQuestion } from "./compose.ts";
import { normalise, sentencesOf } from "./language.ts";
import { contentTerms, type Hit } from "./retrieval.ts";

export const NO_ANSWER =
  "Sorry, I couldn't find an answer to that in our information, and I don't want to guess. " +
  "You can [send us a message](/contact-us) or [book a free consultation](/expertise/book-a-free-consultation), " +
  "and our team will get back to you.";

/** True for the honest no-answer reply: it offers the contact form and a consultation. */
export function isNoAnswer(answer: string): boolean {
  return answer.trim() === NO_ANSWER;
}

/** Answers that are their own shape: the no-answer reply, a greeting, thanks, goodbye. */
export function isOwnShape(answer: string): boolean {
  const text = answer.trim();
  return isNoAnswer(text) || text === GREETING || text === YOU_ARE_WELCOME || text === GOODBYE;
}

export const GREETING =
  "Hello! I can answer questions about our training programs, software services, fees, timetable, " +
  "opening hours and how to reach us. What would you like to know?";

export const YOU_ARE_WELCOME = "You're welcome! Is there anything else you'd like to know?";

export const GOODBYE =
  "Goodbye, and thanks for stopping by. If another question comes up, ask me here or " +
  "[send us a message](/contact-us).";

// Whole messages only: "thanks, and how long is the course?" is a question and goes to retrieval.
const greeting = /^\s*(hi|hello|hey|hiya|g'?day|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.]*$/i;
const thanks =
  /^\s*(thanks|thank you|thank u|thx|ty|cheers|ta)( (so|very) much| a lot| heaps)?[\s,]*(mate)?[\s!.:)]*$/i;
// "cheers mate, that's all I needed": thanks that ask nothing more.
const thanksOnly =
  /^\s*(thanks|thank you|thank u|thx|ty|cheers|ta|awesome|great|perfect)\b(?![^?]*\?)(?!.*\b(how|what|when|where|who|which|why|can|could|do|does|is|are|will|would)\b)/i;
const farewell = /^\s*(bye|goodbye|good bye|see (you|ya)|cya)( for now| later)?[\s,]*(mate)?[\s!.:)]*$/i;

/** Keeps the best passage and any close runner-up from another page: one or two short paragraphs. */
export function chooseHits(hits: Hit[]): Hit[] {
  const [best, ...rest] = hits;
  if (!best) return [];
  const chosen = [best];
  for (const hit of rest) {
    if (chosen.length >= 2) break;
    const fromNewPage = chosen.every((c) => c.passage.href !== hit.passage.href);
    if (fromNewPage && hit.score >= best.score * 0.8) chosen.push(hit);
  }
  return chosen;
}

/** Says which words of the question the content never mentions, before the closest passages. */
export function caveat(unknownWords: string[] = []): string {
  if (unknownWords.length === 0) return "";
  const quoted = unknownWords.map((w) => `“${w}”`);
  const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}` : quoted[0];
  return `I couldn't find anything about ${list} in our information. This is the closest I found:\n\n`;
}

/** Structured replies: every part's fact first, then at most two supporting sentences, then sources. */
export function composeReplies(replies: Reply[], question = ""): string {
  const { text, sources } = composeReplyAnswer(question, replies);
  return `${text}\n\n${sourceLinks(sources)}`;
}

/**
 * "What time is the Saturday class?" is no yes/no question: a fact written as the answer to one
 * ("Yes: there is a Saturday class, 11AM-2PM") starts with its fact instead.
 */
export function answering(question: string, replies: Reply[]): Reply[] {
  const wh = /^\W*(what|whats|what's|wat|wot|wats|when|wen|where|wher|which|who|whos|who's|how(?! about)|hw|why)\b/i.test(
    question.trim(),
  );
  // "Is it online or on campus?" asks which, not whether: no "Yes:"/"No:" either.
  const alternative = /^\W*(is|are|can|could|do|does|will|would|should|shall)\b.*\bor\b/i.test(question.trim()) && !/\bor not\b/i.test(question);
  const [first, ...rest] = replies;
  if (!(wh || alternative) || !first) return replies;
  const lead = first.lead.replace(/^(Yes|No)[:,] (\S)/, (_, _yes, c: string) => c.toUpperCase());
  return [{ ...first, lead }, ...rest];
}

/** A passage's sentences, the one that best answers the question first, at most three. */
export function bestSentences(text: string, question: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length <= 1) return text;
  // The question as read: chat spellings and slang in the site's words ("waitlisted" is "waiting list").
  const terms = contentTerms(normalise(question));
  const score = (sentence: string) => {
    const own = new Set(contentTerms(sentence));
    return terms.filter(
      (t) =>
        own.has(t) ||
        [...own].some((o) => o.length > 4 && t.length > 4 && (o.startsWith(t) || t.startsWith(o))),
    ).length;
  };
  const scored = sentences.map((sentence, i) => ({ sentence, i, s: score(sentence) }));
  const best = [...scored].sort((a, b) => b.s - a.s || a.i - b.i)[0]!;
  // A sentence that restates the question ("…until someone asks why sales were twice as high")
  // is answered by the sentences after it: those two follow it.
  const rest = restatesQuestion(best.sentence)
    ? scored.filter((x) => x.i > best.i).slice(0, 2)
    : scored.filter((x) => x !== best && (x.s > 0 || x.i === best.i + 1)).slice(0, 2);
  // A passage headed "**Tomás Rivera**: Technology Head." whose answer is a later sentence
  // ("Tomás leads … the curriculum") keeps its heading: it says who.
  const heading = scored[0]!;
  if (best !== heading && /^\*\*[^*]+\*\*:? [^.]{0,60}\.$/.test(heading.sentence))
    return [heading, best, ...rest.filter((x) => x !== heading)].slice(0, 3).map((x) => x.sentence).join(" ");
  return [best, ...rest].map((x) => x.sentence).join(" ");
}

/** Composes the answer from typed facts, or from the passages' own sentences: it invents nothing. */
export function composeAnswer({ question, hits, unknownWords, replies }: AnswerRequest): string {
  if (greeting.test(question)) return GREETING;
  if (thanks.test(question) || thanksOnly.test(question)) return YOU_ARE_WELCOME;
  if (farewell.test(question)) return GOODBYE;
  if (replies && replies.length > 0)
    return `${caveat(unknownWords)}${composeReplies(answering(question, replies), question)}`;
  const chosen = chooseHits(hits);
  if (chosen.length === 0) return NO_ANSWER;
  // The best sentence first, then at most two supporting ones; two pages that say the same words
  // ("For a quote on your project, book…") say them once.
  const { text, used } = composePassageAnswer(
    question,
    chosen.map((h) => h.passage.text),
  );
  return `${caveat(unknownWords)}${text}\n\n${sourceLine(used.map((i) => chosen[i]!))}`;
}

/** Sends text in word-sized pieces, the way a generating model would. */
export function streamText(text: string, sink: AnswerSink): void {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) sink.delta(piece);
}

/** The default engine: no network, no model; retrieval plus the passages' own words. */
export const builtinEngine: AnswerEngine = {
  name: "built-in",
  async answer(request: AnswerRequest, sink: AnswerSink): Promise<string> {
    const text = composeAnswer(request);
    streamText(text, sink);
    return text;
  },
};
