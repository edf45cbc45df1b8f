/**
 * The thing a question asks about, and whether an answer says it (docs/decisions/0092-the-asked-thing.md):
 * the thing named after "what is the" (askedThing) or priced (pricedThing), the object of an offer
 * or existence question (askedObject), and which words the site never mentions are what was asked
 * (askedGaps). assistant.ts checks an answer against them (`checked`).
 */
import { composeAnswer } from "./builtin-engine.ts";
import type { AnswerRequest } from "./engine.ts";
import { intents, namedThings } from "./intents.ts";
import type { Lexicon } from "./lexicon.ts";
import { domainWords, functionWords } from "./reading.ts";

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
      // "How much does the course itself cost?": a reflexive only stresses the thing before it.
      question.trim().replace(/\s+(itself|themselves|alone|by itself|on its own)\b/gi, ""),
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

/**
 * Whether an answer states a detail: the word as written (its stem), a word of its family, or a
 * content word very close to it in meaning. Closer than for a thing named (saysThing): every
 * word of an answer is somewhat near "break" or "interest", and a near word is not the detail.
 */
export function statesDetail(
  detail: string,
  family: string[],
  request: AnswerRequest,
  lexicon?: Lexicon,
): boolean {
  const text = composeAnswer({ ...request, unknownWords: [] })
    .replace(/\]\([^)]*\)/g, "]")
    .toLowerCase();
  const words = (text.match(/[a-z][a-z-]+/g) ?? []).filter((w) => !functionWords.has(w));
  const stems = [detail, ...family].map((w) => w.replace(/(es|s)$/, "").slice(0, 6));
  // "payment" is said by "pay", "recording" by "record": the answer's word is the detail's root.
  const root = (w: string) => w.length >= 3 && [detail, ...family].some((d) => d.startsWith(w) && d.length - w.length <= 4);
  return words.some(
    (w) =>
      stems.some((s) => w.startsWith(s)) || root(w) || (w.length >= 4 && (lexicon?.similarity(detail, w) ?? 0) >= 0.75),
  );
}

/**
 * The detail a question asks of a fact the site states nearby (a late fee beside the payment
 * terms, switching program beside moving class time, a break in the three-hour class, who hosts
 * the website, a screen repair beside the mobile app service): groups of words of which an answer
 * must state one, or its intent explain it, to answer the question. Read from the question's
 * frames only, so the visitor's own story around the ask is never checked:
 * - what an offer or existence question asks ("is there a late fee", "any coffee break"), every
 *   word of it: the words before the head say which one, and an answer about fees in general
 *   does not say whether there is a late one ("penetration / security testing": either);
 * - mending a device ("can you fix my laptop screen");
 * - a charge asked about ("do you charge interest on…");
 * - which provider or tool does something ("which AI runs this chat", "who hosts your website",
 *   "which model is this chat running on"):
 *   the kind and the doing;
 * - what something is used to do ("do you use my chats to train your AI"): the purpose;
 * - a bare phrase of a few words ("late payment fee?", "iphone screen repair").
 * Words that name a kind of fact an intent answers (fees, tips, technologies), how or how much
 * ("usually", "extra"), and everyday verbs ("get", "check", "use") are no detail of their own.
 */
const detailEnd = new Set([...slotEnd, "of", "halfway", "then", "but", "because", "since", "later", "again", "back", "instead", "rather", "once", "until", "unless",
  // A relative clause after the thing ("a person I can chat to") says what it is for.
  "i", "we", "you", "u", "they", "can", "could", "will", "would"]);
const cueWords = new Set(intents.flatMap((i) => Object.keys(i.cues)));
const noDetail = new Set(
  (
    "extra else additional besides somewhere anywhere sometimes usually rather existing best good bad new old free cheap different other real proper whole entire full " +
    "stuff tip tips advice hint hints help support assistance retention length info information detail details kind kinds sort sorts type types option options thing things " +
    "work job jobs business businesses client clients company companies people person someone anything everything something one ones others " +
    // Sentence fillers: how the visitor talks, never what is asked.
    "though tho although anyway anyways however instead too either honestly"
  ).split(" "),
);
const asDetail = (w: string) => w.length >= 3 && !/ly$/.test(w) && !noDetail.has(w) && !functionWords.has(w) && /^[a-z][a-z'-]*$/.test(w);
const isDetail = (w: string, lemma: string) =>
  asDetail(w) && !cueWords.has(lemma) && !cueWords.has(w) && !kindWords.has(w) && !domainWords.has(w) && !domainWords.has(lemma);
/** A word that can be a detail asked, read as written. */
export const isDetailWord = (w: string) => isDetail(w, w.replace(/(es|s)$/, ""));
/** The content words of a slot up to where it ends, alternatives ("penetration / security") as one group. */
function slotGroups(words: string[]): string[][] {
  const groups: string[][] = [];
  let alternative = false;
  for (const w of words) {
    if (detailEnd.has(w)) break;
    // "do you sell them or pass them on": a pronoun is the thing, and what follows is another doing.
    if (groups.length === 0 && /^(it|them|that|this|those|these|one|ones)$/.test(w)) break;
    if (w === "/" || w === "or") {
      alternative = groups.length > 0;
      continue;
    }
    if (functionWords.has(w) || !/^[a-z][a-z'-]*$/.test(w)) continue;
    if (alternative) groups.at(-1)!.push(w);
    else groups.push([w]);
    alternative = false;
  }
  return groups;
}
const after = (text: string, m: RegExpExecArray) => text.slice(m.index + m[0].length).trim().split(/\s+/);
// "Runs" as lasting or taking place ("which course runs the longest", "which class runs on
// saturday") names no provider.
const providerFrame =
  /\b(?:which|what|who)((?: (?:the|an?|[a-z]{2,})){0,4}?) (runs(?! (?:the )?(?:longest|shortest|longer|shorter|first|last|soonest|earliest|latest|next|for|over|on|in|at|from|during|until|till|weekly|online|evenings?|mornings?|weekends?)\b)|powers|hosts|maintains|operates|is behind|are behind|provides|supplies|owns)\b/;
const runsOnFrame =
  /\b(?:which|what)((?: [a-z]{2,}){1,4}?) (?:is|does|do|are) (?:this|the|your|ur) (?:chat|chatbot|bot|assistant|site|website|app|portal|servers?)(?: [a-z]+)? (?:running on|run on|runs on|using|use|built on|built with|hosted on|hosted by|powered by|based on)\b/;
const toolFrame = /\b(?:which|what)((?: [a-z]{2,}){1,3}?) (?:do|does) (?:you|u|they|harbourline|you guys) use\b/;
const repairFrame =
  /\b(fix|fixing|repair|repairing|mend|mending|replace|replacing|unlock|unlocking)(?: (?:my|our|a|an|the|your|his|her|broken|cracked|smashed|dead|old))* (?:[a-z]+ )?(?:screens?|phones?|iphones?|androids?|laptops?|computers?|pcs?|macs?|macbooks?|printers?|tablets?|ipads?|batter(?:y|ies)|keyboards?|chargers?|tvs?|consoles?|routers?|modems?|hardware|devices?)\b/;
const chargeFrame = /\b(?:do|does|will|would|did|is|are) (?:you|u|they|it|harbourline|there) (?:charge|charges|add|bill|impose|charged|added) (?:(?:a|an|any|extra|me|us) )*/;
const purposeFrame = /\b(?:use|uses|using|used) (?:[a-z']+ ){1,5}?to ([a-z]+)|\b(?:is|are|be|being|get|gets|getting|was|were)(?: [a-z']+){0,3} used to ([a-z]+)/;
const bareWords = new Set("a an the for of my your on in to and".split(" "));
export interface DetailContext {
  /** Words of the question the site never mentions. */
  unknown: string[];
  /** Lemmas of the question that the answering intent explains. */
  explained: string[];
}
export function askedDetails(reading: { text: string; words: string[]; lemmas: string[] }, context: DetailContext): string[][] {
  const { text } = reading;
  const { unknown, explained } = context;
  const lemma = (w: string) => reading.lemmas[reading.words.indexOf(w)] ?? w;
  const groups: string[][] = [];
  const offer = offerFrame.exec(text);
  // One thing offered (several are askedGaps' to read, docs/decisions/0092-the-asked-thing.md):
  // its head, when the question asks whether there is one ("is there a break", "any fine") and
  // the intent explains none of the slot (an offer, "do you do maintenance", is answered by
  // what is offered, in the site's words: "fixes and updates"); and the words before the head
  // when the head is a kind of fact the site states ("a late fee": which fee), except a word the
  // site never uses, which only says which one ("penetration testing").
  const slot = offer ? slotGroups(after(text, offer)) : [];
  const slotWords = offer ? after(text, offer) : [];
  const slotEnds = slotWords.findIndex((w) => detailEnd.has(w));
  const several = slotWords.slice(0, slotEnds < 0 ? undefined : slotEnds).some((w) => /^(and|or|&)$/.test(w));
  if (slot.length > 0 && !several) {
    const head = slot.at(-1)!;
    const existence = /^(?:is there|are there|(?:.* )?any)$/.test(offer![0]!.trim());
    if (existence && !slot.flat().some((w) => explained.includes(lemma(w)) || explained.includes(w))) groups.push(head);
    if (existence && head.some((w) => cueWords.has(lemma(w)) || cueWords.has(w) || kindWords.has(w)))
      groups.push(...slot.slice(0, -1).map((g) => g.filter((w) => !unknown.includes(w))));
  }
  // Mending a device ("can you fix my laptop screen"): the site builds and tests software, and
  // "fix" there is a bug's; a device's repair is a detail only an answer about repairs states.
  const repair = repairFrame.exec(text);
  if (repair) groups.push([repair[1]!]);
  const charge = chargeFrame.exec(text);
  if (charge) groups.push(...slotGroups(after(text, charge)).slice(0, 2));
  const provider = providerFrame.exec(text);
  if (provider) {
    groups.push(...slotGroups((provider[1] ?? "").trim().split(/\s+/)));
    groups.push([provider[2]!.split(" ")[0]!]);
  }
  // "what cloud provider do you use": the kind of tool asked, which an answer must name.
  const tool = toolFrame.exec(text) ?? runsOnFrame.exec(text);
  if (tool) groups.push(...slotGroups(tool[1]!.trim().split(/\s+/)));
  const purpose = purposeFrame.exec(text);
  // "train" is the site's word for its courses, and still the purpose asked.
  const purposed = purpose?.[1] ?? purpose?.[2];
  const purposeWord = purposed && asDetail(purposed) ? purposed : undefined;
  const words = text.split(/\s+/).filter(Boolean);
  // Not a follow-up ("and the others?"), which the conversation explains.
  if (words.length <= 4 && words[0] !== "and" && words.every((w) => bareWords.has(w) || !functionWords.has(w)))
    groups.push(...words.filter((w) => !bareWords.has(w)).map((w) => [w]));
  const kept = groups.map((g) => g.filter((w) => isDetail(w, lemma(w)))).filter((g) => g.length > 0);
  return purposeWord ? [...kept, [purposeWord]] : kept;
}

/**
 * "Which company hosts the site?", "what AI runs the chat?": a provider or tool asked by which
 * one, whose name an answer must give. The words of the kind and the doing (askedDetails).
 */
export function askedName(text: string): string[] {
  const provider = providerFrame.exec(text);
  if (provider) return [...slotGroups((provider[1] ?? "").trim().split(/\s+/)).flat(), provider[2]!.split(" ")[0]!];
  const tool = toolFrame.exec(text) ?? runsOnFrame.exec(text);
  return tool ? slotGroups(tool[1]!.trim().split(/\s+/)).flat() : [];
}

/**
 * Whether an answer speaks of the thing only without naming it: the privacy policy's "our web
 * host", "an external AI service", "service providers" say there is one, never which.
 */
export function unnamedOnly(word: string, request: AnswerRequest): boolean {
  const text = composeAnswer({ ...request, unknownWords: [] }).replace(/\]\([^)]*\)/g, "]").toLowerCase();
  const stem = word.replace(/(es|s)$/, "").slice(0, 6);
  const said = [...text.matchAll(new RegExp(`\\b${stem}[a-z-]*`, "g"))];
  return (
    said.length > 0 &&
    said.every((m) => /\b(our|an?|any|that|this|such|the|external|third-party|outside)( [a-z-]+){0,2} $/.test(text.slice(Math.max(0, m.index! - 40), m.index!)))
  );
}
