/**
 * An ask of a multi-part message read alone as another kind of fact than the whole message is
 * read as is refused by the ask-by-ask reading (assistant.ts: answerFound), since such a reading
 * is often taken from an ask's few words ("how fast do you get back to me" as an application,
 * after the consultation). But when the whole message's reading is wholly one other ask's own
 * ("what kinds of testing do you do for clients, plus how does a project with you run": the whole
 * read as the project steps, which the second ask alone asks; "whats your ABN and what socials
 * are you on": the whole read as the ABN), the first ask's different kind is no misreading: it is
 * the ask the whole reading dropped, and it is answered in its own right. So too when no ask
 * alone is read as the whole's kind: the whole reading came from the asks' words together.
 */
import type { IntentId } from "./intents.ts";

/**
 * Whether the ask's own kinds differ from the whole's because another ask took the whole reading:
 * some other ask read alone holds every kind the whole message is read as and the whole answer
 * says that ask's answer, and this ask, read confidently, holds none of them.
 */
export function kindTakenByAnother(
  part: string,
  parts: string[],
  wholeKinds: IntentId[],
  own: { intents: IntentId[]; confidence: number },
  kindsOf: (part: string, before: string[]) => IntentId[],
  wholeAnswers: (part: string, before: string[]) => boolean,
): boolean {
  if (wholeKinds.length === 0 || own.intents.length === 0 || own.confidence < 1) return false;
  if (own.intents.some((id) => wholeKinds.includes(id))) return false;
  const at = parts.indexOf(part);
  if (at < 0) return false;
  const others = parts.map((other, i) => (i === at ? [] : kindsOf(other, parts.slice(0, i))));
  // Another ask holds the whole reading: this ask is the one it dropped.
  // (And the whole answer is that ask's own answer: "what am I signing up for when I tick the terms
  // box" alone finds a stray passage the whole reading did not, so the whole stands. A whole
  // answer that is the honest reply loses nothing.)
  const takenBy = others.findIndex((kinds) => kinds.length > 0 && wholeKinds.every((id) => kinds.includes(id)));
  if (takenBy >= 0) return wholeAnswers(parts[takenBy]!, parts.slice(0, takenBy));
  // No ask holds any of it ("can i use my locked down work laptop? and do i have to pay for the
  // software" read whole as the tools taught): the reading came from words of two asks together,
  // and every ask read confidently as a kind of its own is the better reading.
  return others.every((kinds, i) => i === at || (kinds.length > 0 && !kinds.some((id) => wholeKinds.includes(id))));
}
