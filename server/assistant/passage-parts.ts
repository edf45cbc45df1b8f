/**
 * A message of two or three asks answered from passages ("what's the privacy situation with this
 * chat, do you store what I type? and can I use it without giving my name?": the policy's passage
 * on giving no name) may leave out an ask of a plainly worded kind of fact (how long the chat is
 * kept). `withEveryPart` (every-part.ts) completes typed answers only; here the passage answer is
 * said as the reply it would compose to (its best sentences, its sources), so the dropped ask's
 * typed fact can be added after it. When nothing is added, the passage answer stands unchanged.
 */
import { repliesOf } from "./asks-apart.ts";
import type { AnswerRequest } from "./engine.ts";

/** The passage answer as typed replies, or undefined when it is typed already, empty or holds unknown words. */
export function passageAsReplies(question: string, request: AnswerRequest): AnswerRequest | undefined {
  if ((request.replies?.length ?? 0) > 0 || request.hits.length === 0) return undefined;
  // (A caveat over the passages, "I couldn't find anything about…", is kept as it was.)
  if ((request.unknownWords?.length ?? 0) > 0) return undefined;
  const replies = repliesOf(question, request);
  return replies.length > 0 ? { ...request, hits: [], replies } : undefined;
}
