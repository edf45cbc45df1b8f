/**
 * The thing a question asks about, and whether an answer says it (docs/decisions/0092-the-asked-thing.md):
 * the thing named after "what is the" (askedThing) or priced (pricedThing), the object of an offer
 * or existence question (askedObject), and which words the site never mentions are what was asked
 * (askedGaps). assistant.ts checks an answer against them (`checked`).
 */
import { composeAnswer } from "./builtin-engine.ts";
import type { AnswerRequest } from "./engine.ts";
import { namedThings } from "./intents.ts";
import type { Lexicon } from "./lexicon.ts";
import { functionWords } from "./understand.ts";

/**
 * "What's the Wi-Fi password in the classroom?", "what's the pass mark for the final project?":
 * the answer is the thing named after "what is the". A reply or passage that never says it, nor a
 * word close to it, is about something nearby (the classroom's Wi-Fi, the projects): the honest
 * reply is better. Words that name a kind of fact rather than a thing ("the cost", "the process",
 * "the name") are answered by any reply of that kind and are not checked.
 */
const kindWords = new Set(
  "name names price prices cost costs fee fees rate rates budget budgets range ranges step steps stage stages phase phases charge charges amount total deal story point difference differences thing things way ways process procedure policy policies rule rules option options situation status plan plans idea best go catch detail details info information requirement requirements go-to story situation setup set-up structure format breakdown outline overview summary gist scoop lowdown vibe vibes chance chances odds reason reasons benefit benefits advantage advantages catch difference".split(" "),
);
export function askedThing(question: string): string | undefined {
  const m =
    /^(?:(?:so|and|ok|okay|hi|hey|hello),?\s+)?(?:what|wat|wot)(?:'s|’s|s| is| was| are| were)\s+(?:the|your|ur|its|their|harbourline'?s?|harbourline’s)\s+((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*?)(?=\s+(?:of|for|in|on|at|to|from|with|by|when|like|last|this|next|that|if|after|before|per|you|we|i|do|does|is|are)\b|\s*[?.!]|\s*$)/i.exec(
      question.trim(),
    );
  // A filler after it ("what's the phone number innit") is not the thing.
  const group = m?.[1]?.toLowerCase().split(/\s+/) ?? [];
  while (group.length > 1 && functionWords.has(group.at(-1)!) && !kindWords.has(group.at(-1)!)) group.pop();
  const head = group.at(-1);
  if (!head || head.length < 4 || kindWords.has(head)) return undefined;
  // A preference or opinion put before the thing ("the teacher's favourite language") is asked
  // about too: the site says what it teaches, not what anyone likes best.
  const opinion = group.slice(0, -1).find((w) => /^(favou?rite|preferred|best-loved|worst|hardest|easiest|coolest)$/.test(w));
  return opinion ?? head;
}
/**
 * "How much would ongoing support cost me each month?", "how much does a security audit cost?":
 * the thing priced, named before the verb of cost. An answer that never says it prices something
 * else (the courses' fees): the honest reply is better.
 */
export function pricedThing(question: string): string | undefined {
  const m =
    /\bhow much (?:is|are|does|do|would|will|did|might|could)\s+(?:the|your|ur|an?|my|our|some|any)?\s*((?:[a-z][a-z-]*\s+){0,2}?[a-z][a-z-]*?)\s+(?:cost|costs|be|set (?:me|us) back|run (?:me|us))\b/i.exec(
      question.trim(),
    );
  const head = m?.[1]?.toLowerCase().split(/\s+/).at(-1);
  if (!head || head.length < 4 || kindWords.has(head) || /^(it|that|this|they|them|one|ones|these|those|thing|things)$/.test(head))
    return undefined;
  return head;
}
export function saysThing(head: string, request: AnswerRequest, lexicon?: Lexicon, near = 0.6): boolean {
  const text = composeAnswer(request).replace(/\]\([^)]*\)/g, "]").toLowerCase();
  const stem = head.replace(/(es|s)$/, "").slice(0, 6);
  const words = text.match(/[a-z][a-z-]+/g) ?? [];
  return words.some((w) => w.startsWith(stem) || (w.length >= 4 && (lexicon?.similarity(head, w) ?? 0) >= near));
}

/**
 * The thing an offer or existence question asks about (docs/decisions/0092-the-asked-thing.md):
 * "is there parking near…", "will you sign an NDA before…", "does the course include an
 * internship or work placement?", "can you do SEO and google ads for…", "do you host and maintain
 * it?". The noun phrase after the ask, up to a preposition or the end of the clause, read conjunct
 * by conjunct ("SEO and google ads"): each conjunct's last content word is what is asked, the
 * words before it say which one ("entry requirements", "penetration / security testing").
 */
const offerFrame =
  /\b(?:is|are) there\b|^(?:and |so |also |ok |okay )?(?:got |have you got |do you have )?any\b|\b(?:do|does|will|would|can|could|did) (?:you|you guys|harbourline|they|it|the [a-z ]{1,30}?(?:course|program|programme|service|fee|price))(?: also| even| actually| ever| still| offer to| be able to)? (?:have|has|offer|offers|do|provide|provides|include|includes|come with|comes with|give|sign|run|sell|host|support|accept|arrange|organise|organize|cover|covers|teach|teaches|help with|handle)\b/;
const slotEnd = new Set(
  "for before after near nearby at in on to from with by during while when if so because that which who where like as than about into without within around".split(" "),
);
export function askedObject(text: string): { heads: string[] } | undefined {
  const m = offerFrame.exec(text);
  if (!m) return undefined;
  const after = text.slice(m.index + m[0].length).split(/[,.;:!?]/)[0]!.trim().split(/\s+/);
  const conjuncts: string[][] = [[]];
  for (const w of after) {
    if (slotEnd.has(w)) break;
    if (w === "and" || w === "or" || w === "&") conjuncts.push([]);
    else if (w !== "/" && !functionWords.has(w) && /^[a-z][a-z'-]*$/.test(w)) conjuncts.at(-1)!.push(w);
  }
  const filled = conjuncts.filter((c) => c.length > 0);
  if (filled.length === 0) return undefined;
  return { heads: filled.map((c) => c.at(-1)!) };
}

/**
 * Words the site never mentions that are what was asked ("parking", "an NDA", a visa or a named
 * thing anywhere in the question), and whether the answer says any other thing asked beside them.
 */
export function askedGaps(text: string, unknown: string[]): string[] {
  const slot = askedObject(text);
  const words = text.split(/\s+/);
  // A named thing is asked about wherever it is, unless it only says which of another thing it
  // is ("an iPad app" is an app, "the christmas rush" a busy time).
  const modifier = (w: string) => {
    const next = words[words.indexOf(w) + 1];
    return next !== undefined && /^[a-z]{3,}$/.test(next) && !functionWords.has(next) && !namedThings.has(next);
  };
  return unknown.filter(
    (w) => ((namedThings.has(w) || /^visas?$/.test(w)) && !modifier(w)) || (slot?.heads.includes(w) ?? false),
  );
}
