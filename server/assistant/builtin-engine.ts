import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import { sourceLine } from "./engine.ts";
import type { Hit } from "./retrieval.ts";

export const NO_ANSWER =
  "Sorry, I couldn't find an answer to that in our information, and I don't want to guess. " +
  "You can [send us a message](/contact-us) or [book a free consultation](/expertise/book-a-free-consultation), " +
  "and our team will get back to you.";

/** True for the honest no-answer reply: it offers the contact form and a consultation. */
export function isNoAnswer(answer: string): boolean {
  return answer.trim() === NO_ANSWER;
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

/** Composes the answer from the passages themselves: it can only say what the content says. */
export function composeAnswer({ question, hits, unknownWords }: AnswerRequest): string {
  if (greeting.test(question)) return GREETING;
  if (thanks.test(question)) return YOU_ARE_WELCOME;
  if (farewell.test(question)) return GOODBYE;
  const chosen = chooseHits(hits);
  if (chosen.length === 0) return NO_ANSWER;
  return `${caveat(unknownWords)}${chosen.map((h) => h.passage.text).join("\n\n")}\n\n${sourceLine(chosen)}`;
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
