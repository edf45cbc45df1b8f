/**
 * How a visitor joins two or three asks in one message, read before the message is split into
 * asks (asks-apart.ts): a spoken connector ("oh and", "oh,", "btw", "oh also") joins asks and is
 * no thing asked about (it was read as an unknown word: "Our service pages do not list Oh"); an
 * ask's "it" or "them" may stand for the visitor's own data the ask before names ("delete my data,
 * and do you sell it"); an "or" inside a yes/no ask ("can I cancel or move it") asks no choice
 * between two things, which the whole message would answer; and a first ask without a question
 * word still asks when a question mark ends it ("difference in length between X and Y? also…").
 */

/** "oh and", "oh also", "btw", "oh," where they join asks or open the message. */
const interjection =
  /(^|[,.;!?&]\s*|\s)(?:oh|ohh|ah|btw|by the way)\b(?:\s*,)?(?=\s+(?:and|also|plus|n|&)\b|\s*$)/gi;
const openingInterjection = /^\s*(?:oh|ohh|ah|btw|by the way)\b\s*[,!-]?\s*(?:(?:and|also|plus)\s+)?(?=\S)/i;
const midInterjection = /([,.;!?]\s*)(?:oh|ohh|ah|btw|by the way)\s*[,!-]\s*(?=\S)/gi;

/** The message without the spoken connectors that join its asks. */
export function withoutJoiningWords(question: string): string {
  return question
    .replace(openingInterjection, "")
    .replace(midInterjection, "$1")
    .replace(interjection, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** The visitor's own information an ask names ("my data", "my personal details", "my chat"). */
const ownInfo =
  /\b(my|our)\s+((?:personal\s+)?(?:data|info|information|details|records|chats?|chat logs?|messages?|ip(?: address)?))\b/i;

/**
 * A later ask with its "it"/"them" put back as the visitor's information the ask before names
 * ("do you sell it" after "delete my data" is "do you sell my data"); unchanged otherwise.
 */
export function withInfoNamed(part: string, before: string[]): string {
  if (!/\b(it|them)\b/i.test(part) || ownInfo.test(part)) return part;
  const named = before.at(-1)?.match(ownInfo);
  if (!named) return part;
  return part.replace(/\b(it|them)\b/i, `my ${named[2]!.toLowerCase()}`);
}

/**
 * Whether an ask's "or" asks to choose between two things ("should I use the contact form or
 * book a consult", "which is better, X or Y"): such a message is read whole, where the two are
 * compared. "Can I cancel or move it", "is QA on campus or online" ask one yes/no fact each.
 */
export function asksChoice(part: string): boolean {
  return (
    /\bor\b/i.test(part) &&
    /\b(should|shall|better|best|recommend|prefer|choose|pick|which|worth|rather|vs|versus|compare|difference|more|less|shorter|longer|cheaper|dearer|pricier|quicker|faster|sooner|easier|harder)\b/i.test(
      part,
    )
  );
}

/** Whether the message's first ask ends with a question mark (it asks without a question word). */
export function firstEndsAsking(question: string, first: string): boolean {
  const at = question.toLowerCase().indexOf(first.toLowerCase());
  return at >= 0 && /^\s*\?/.test(question.slice(at + first.length));
}

/**
 * Whether an ask names the visitor's own thing it asks about ("can i edit my application",
 * "can i use my work laptop", "do you send my chat to some AI company"): read alone, it keeps its
 * own kind of fact though the whole message was read as another's. An ask that names nothing
 * ("how fast do you get back to me", "who would I be talking to") leans on the asks around it.
 */
export function namesOwnThing(part: string): boolean {
  // ("i have a macbook, is that gonna be a problem": the visitor's own thing, said first.)
  if (/\b(i have|i've got|ive got|i got|i use|i own|i'm on|im on)\s+(a|an)\s+[a-z]{3,}/i.test(part))
    return true;
  return /\b(my)\s+(?!(?:own|one|other|same|first|second|last|next|way|end|time|course|class|program|team|guys|people)\b)[a-z]{3,}/i.test(
    part,
  );
}

/** "ok", "cool", "right" before the asks: a lead-in, no ask of its own ("ok and what am i agreeing to…"). */
export const leadInOnly =
  /^(ok|okay|k|right|cool|great|sweet|alright|thanks|thank you|cheers|so|hmm|um|yeah|yep|sure)[\s,.!]*$/i;

/**
 * The asks with a statement of the visitor's situation joined to the ask after it ("…? and i have
 * a macbook, is that gonna be a problem": the statement is what the ask is about, not an ask).
 */
export function withSituationsJoined(parts: string[], askStart: RegExp): string[] {
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1];
    if (
      i > 0 &&
      next &&
      /^(i|i'm|im|i've|ive|my|we|we're|our)\b/i.test(p) &&
      !askStart.test(p) &&
      askStart.test(next)
    ) {
      out.push(`${p}, ${next}`);
      i++;
    } else out.push(p);
  }
  return out;
}

/**
 * A later ask that says the visitor's situation before it asks ("i have a macbook, is that gonna
 * be a problem"): the statement, then a clause that starts as an ask does.
 */
export function statedThenAsked(part: string, askStart: RegExp): boolean {
  if (!/^(i|i'm|im|i've|ive|my|we|we're|our)\b/i.test(part)) return false;
  return part
    .split(/[,;:-]\s+/)
    .slice(1)
    .some((clause) => askStart.test(clause.trim()));
}
