/**
 * The shape of an answer (issue 16): the fact first, a little support, then the sources.
 *
 * The budget, which `npm run eval:assistant` measures over the development sets and the unit
 * tests check on real questions:
 * - An answer is one answer sentence for each part the question asks (a part is one ask: "how
 *   long is QA and how much is it?" has two), then at most two supporting sentences, then the
 *   source links. The answer sentence carries the fact (a number, a date, a name, yes or no).
 * - A list (a program's modules, students' reviews) is its own shape: its items are not counted
 *   as sentences; the sentences around it keep the budget.
 * - The honest no-answer, a greeting, thanks and goodbye are their own shape, never over budget.
 * - The caveat before the closest answer ("I couldn't find anything about “cafe”…") says what
 *   the site does not cover; it is a preface, not counted.
 * - No 5-word phrase is said twice in two different sentences (boilerplate restated). A phrase
 *   repeated inside one sentence is that sentence's parallel structure ("5 to 7 hours on QA,
 *   5 to 7 hours on Data Analytics"); a name (a link's text, a bold label) counts as one word.
 *
 * Supporting sentences are chosen for their relevance to the question, never because another
 * reading of the question matched weakly; a second intent's answer is given only when the
 * question asks two things (or both answer the same ask about two subjects: the QA course's fee
 * and the testing service's rate for "how much is software testing?").
 */
import type { Reply, Source } from "./facts.ts";
import { normalise, sentencesOf } from "./language.ts";
import { contentTerms } from "./retrieval.ts";

/**
 * An answer's sentences. A question the answer asks the visitor leads into the sentence after it
 * ("Not sure which fits you? Book a free consultation."): the two are one.
 */
export function answerSentences(text: string): string[] {
  const out: string[] = [];
  // "…with industry tools.." (a sentence cut at its first full stop, with one added) ends once.
  for (const sentence of sentencesOf(text.replace(/(?<!\.)\.\.(?!\.)/g, "."))) {
    if (out.length > 0 && out.at(-1)!.endsWith("?")) out[out.length - 1] = `${out.at(-1)} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

/** Supporting sentences an answer may add to its answer sentences. */
export const SUPPORT = 2;

/** Markdown as a reader sees it: link text without its address, no bold or list markers. */
export function visible(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*/g, "")
    .replace(/^\s*[-*] /gm, "");
}

const words = (text: string) =>
  visible(text)
    .toLowerCase()
    .replace(/[^a-z0-9$_ ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);

/**
 * The words of a text for finding a repeated phrase: a name (a link's text, a bold label without
 * figures: "[Full stack software development](…)", "**Manual testing**") counts as one word, so
 * that a name said twice is no repeated phrase; figures and everything else word by word.
 */
const phraseWords = (text: string) =>
  words(
    text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, (_, name: string) => ` ${name.replace(/[^A-Za-z0-9]+/g, "_")} `)
      .replace(/\*\*([^*\d]+)\*\*/g, (_, name: string) => ` ${name.replace(/[^A-Za-z0-9]+/g, "_")} `),
  );

const grams = (text: string, n = 5): Set<string> => {
  const w = phraseWords(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(" "));
  return out;
};

/** A 5-word phrase said in two different sentences, if any. */
export function repeatedPhrase(sentences: string[]): string | undefined {
  const seen = new Set<string>();
  for (const sentence of sentences) {
    const own = grams(sentence);
    for (const g of own) if (seen.has(g)) return g;
    for (const g of own) seen.add(g);
  }
  return undefined;
}

// Words that open a clause that is not an ask of its own ("if I quit, do I get money back?").
const notAnAsk =
  /^(if|because|cause|cos|since|as|so|though|although|while|whilst|after|before|unless|i|im|i'm|i've|ive|i'd|my|we|we're|thanks|thank|thx|cheers|hi|hello|hey|please|pls|ok|okay|well|um|also just)\b|^(two|2|three|3|a few|a couple of|couple of|some|quick|few) (things|questions|qs)\b/;

/** "If I miss a few classes what happens": a condition whose clause goes on to ask is an ask. */
// ("If I book a consultation can I cancel it later": the clause after the condition asks yes or no.)
const conditionThenAsk =
  /^(if|when|once|say)\b.*\b(what happens|what would happen|what will happen|what do i do|what should i do|what can i do|how do i|how can i|how would i|(can|could|do|will|would|should) (i|we|you|u))\b/;

/**
 * The ask of a clause: its last sentence, or, where that sentence only points back at the one
 * before ("My old MacBook only has 4 GB of memory. Will it do?", "Budget is $20k. Is that
 * enough?"), the two read together, so the thing asked about is not taken for the situation.
 */
function pointedAsk(sentences: string[]): string {
  const last = sentences.at(-1) ?? "";
  const before = sentences.at(-2);
  if (!before || contentTerms(last).length > 0) return last;
  return /^(will|would|is|does|do|can|could|are)\s+(it|that|this|they|those|these)\b/.test(last.trim())
    ? `${last} ${before}`
    : last;
}

/** The clauses of a question that ask something (see `askedParts`). */
function asks(question: string): string[] {
  return question
    .toLowerCase()
    .split(/\?+|[;,/]|\band\b|\balso\b|\bplus\b|\bas well as\b|\s[-–—]\s|\s(?:n|&|\+)\s/)
    // "Two questions: can I…": the announcement leads into an ask, it is not one of its own.
    // "Hi! Two things: how long…", "I'd like to visit. Where is your office?": what is said before
    // the ask in the same clause (a greeting, a statement) is no ask, nor does it hide the ask.
    .map((p) => pointedAsk(p.trim().split(/[.!]\s+(?=\S)/)).replace(/^[:.!\s]+/, "").replace(/^(two|2|three|3|a few|a couple of|couple of|some|quick|few) (things|questions|qs)\b[\s:-]+(?=\S)/, ""))
    // "Where are you, what's your phone…": a question word asks though its other words are all common.
    .filter((p) => p && (contentTerms(p).length > 0 || /^(where|when|who|how much|how long|what time)\b/.test(p)) && (!notAnAsk.test(p) || conditionThenAsk.test(p)));
}

/**
 * How many things a question asks: its clauses (split at question marks, commas, "and", "also",
 * "plus", "/", " - ") that hold a word of their own, less the ones that only set the scene ("if I
 * quit halfway", "I'm 34"). "price and length of QA" asks two; "can I join over zoom if I can't
 * come in" one.
 */
export function askedParts(question: string): number {
  return Math.max(1, asks(question).length);
}

/** "Do I get any money back?": asked for a yes or a no. */
const yesNoAsk = /^(do|does|did|is|are|can|could|will|would|should|have|has|am|may|must)\b/;
const asksYesNo = (question: string) => asks(question).some((a) => yesNoAsk.test(a));

/**
 * The sentences of an answer's body (before its sources, after the caveat that builtin-engine's
 * `caveat` writes), without list items; and its list items.
 */
function bodyParts(answer: string): { sentences: string[]; items: string[] } {
  let body = answer.split(/\n+Sources?: /)[0]!.trim();
  const caveat = /^I couldn't find anything about .*?This is the closest I found:\s*/s.exec(body);
  if (caveat) body = body.slice(caveat[0].length);
  const lines = body.split(/\n+/);
  const isItemLine = (l: string) => /^\s*[-*] /.test(l);
  const prose = lines.filter((l) => !isItemLine(l)).join(" ");
  return {
    sentences: answerSentences(prose).filter((s) => visible(s).trim().length > 3),
    items: lines.filter(isItemLine),
  };
}

/** "own": the no-answer reply, a greeting, thanks or goodbye, each its own shape. */
export type ShapeKind = "answer" | "list" | "own";

export interface Shape {
  kind: ShapeKind;
  /** Sentences before the sources (a list's items and the caveat not counted). */
  sentences: number;
  /** Answer sentences allowed: one per part asked. */
  parts: number;
  /** Whether the answer says more than one sentence per part and two supporting sentences. */
  over: boolean;
  /** A 5-word phrase said in two sentences. */
  repeated?: string;
}

/**
 * The shape of an answer to a question, by the budget above. `own` says which answers are their
 * own shape (builtin-engine's `isOwnShape`: the no-answer reply, a greeting, thanks, goodbye).
 */
export function answerShape(question: string, answer: string, own: (answer: string) => boolean): Shape {
  if (own(answer)) return { kind: "own", sentences: 0, parts: 0, over: false };
  const { sentences, items } = bodyParts(answer);
  const parts = askedParts(question);
  const repeated = repeatedPhrase([...sentences, ...items]);
  return {
    kind: items.length > 0 ? "list" : "answer",
    sentences: sentences.length,
    parts,
    over: sentences.length > parts + SUPPORT,
    ...(repeated ? { repeated } : {}),
  };
}

// ——— Composing ———

/** How many of the question's words a sentence holds (a long word may match its own stem). */
export function relevance(sentence: string, terms: string[]): number {
  return matched(sentence, terms).length;
}

/** The question's words a text holds. */
function matched(text: string, terms: string[]): string[] {
  const own = new Set(contentTerms(visible(text)));
  return terms.filter(
    (t) =>
      own.has(t) ||
      [...own].some((o) => o.length > 4 && t.length > 4 && (o.startsWith(t) || t.startsWith(o))),
  );
}

// A list item: "**Front end**: …", "**Liam O'Connor** (QA & Software Testing): “…”".
const itemHead = /^\*\*[^*]+\*\*( \([^)]*\))?:/;
const isItem = (text: string) => itemHead.test(text.trim());

/** A supporting text's pieces: list items whole, other text sentence by sentence. */
function piecesOf(text: string): string[] {
  return text
    .split(/\s(?=\*\*[^*]+\*\*(?: \([^)]*\))?:)/)
    .flatMap((piece) => (isItem(piece) ? [piece.trim()] : answerSentences(piece)))
    .filter((p) => p.trim());
}

const figureRe = /\$?\d[\d,.:]*(?:\s?(?:am|pm)\b)?/gi;
const numberWords: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
};
/** The figures a text says: "$4,000", "6pm", "3" (also in "three-hour": "3-hour" is the same). */
const figuresOf = (text: string) =>
  (
    visible(text)
      .replace(/\b(one|two|three|four|five|six)(?=-)/gi, (w) => numberWords[w.toLowerCase()]!)
      .match(figureRe) ?? []
  ).map((f) => f.toLowerCase().replace(/\s/g, ""));
const dayWord =
  /^(mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday|weekdays?|weekends?|to|and|or|from|closed|am|pm)$/;

/**
 * A supporting sentence without the brackets that only repeat figures already said
 * ("on a weekday evening (6PM-9PM)" after "weekday evenings, 6PM-9PM").
 */
function withoutRestatedBrackets(sentence: string, said: Set<string>): string {
  return sentence.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
    const figures = figuresOf(inner);
    const rest =
      visible(inner)
        .toLowerCase()
        .replace(figureRe, " ")
        .match(/[a-z]+/g) ?? [];
    return figures.length > 0 && figures.every((f) => said.has(f)) && rest.every((w) => dayWord.test(w))
      ? ""
      : whole;
  });
}

const stem = (w: string) => w.replace(/(ies|es|s)$/, "");
const meaningWords = (text: string) =>
  words(text)
    .filter((w) => w.length > 3 && !/^\$?\d/.test(w))
    .map(stem);

/** Whether a sentence says again what is already said: a shared 5-word phrase, or its words and figures. */
function restates(sentence: string, said: string[]): boolean {
  const saidGrams = new Set(said.flatMap((s) => [...grams(s)]));
  if ([...grams(sentence)].some((g) => saidGrams.has(g))) return true;
  const saidWords = new Set(said.flatMap(meaningWords));
  const own = meaningWords(sentence);
  if (own.length === 0) return false;
  const share = own.filter((w) => saidWords.has(w)).length / own.length;
  const figures = figuresOf(sentence);
  const saidFigures = new Set(said.flatMap(figuresOf));
  if (figures.length > 0 && figures.every((f) => saidFigures.has(f)) && share >= 0.5) return true;
  return share >= 0.7;
}

/** A later part's answer that adds no figure and few words to the answers before it. */
function leadRestates(lead: string, earlier: string[]): boolean {
  const figures = figuresOf(lead);
  const saidFigures = new Set(earlier.flatMap(figuresOf));
  if (figures.length === 0 || !figures.every((f) => saidFigures.has(f))) return false;
  const saidWords = new Set(earlier.flatMap(meaningWords));
  const own = meaningWords(lead);
  return own.length > 0 && own.filter((w) => saidWords.has(w)).length / own.length >= 0.6;
}

interface Candidate {
  text: string;
  /** Which part (reply or passage) it supports. */
  from: number;
  order: number;
  score: number;
}

/**
 * Picks supporting sentences: the most relevant to the question first (the author's order breaks
 * ties), none that restates what is said, at most `room` in all and `perPart` from each part;
 * they are said in the order they were written.
 */
function pickSupport(candidates: Candidate[], said: string[], room: number, perPart: number): Candidate[] {
  const chosen: Candidate[] = [];
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.from - b.from || a.order - b.order);
  for (const c of ranked) {
    if (chosen.length >= room) break;
    if (chosen.filter((x) => x.from === c.from).length >= perPart) continue;
    const saidFigures = new Set([...said, ...chosen.map((x) => x.text)].flatMap(figuresOf));
    const text = withoutRestatedBrackets(c.text, saidFigures);
    if (restates(text, [...said, ...chosen.map((x) => x.text)])) continue;
    chosen.push({ ...c, text });
  }
  return chosen.sort((a, b) => a.from - b.from || a.order - b.order);
}

/** How well a reply fits words of a question: its answer sentence's count twice. */
const fitOf = (r: Reply, terms: string[]) =>
  2 * relevance(r.lead, terms) + relevance((r.more ?? []).join(" "), terms);

/**
 * The replies a question asks for. Parts asked side by side are each answered; a question that
 * asks one thing gets the reply that fits it best (the first, unless another holds more of its
 * words or is the yes or no it asks for), and another only when it answers the same ask as well
 * (holds at least as many of the question's words: the course's fee and the service's rate);
 * the sentence budget stays that of one ask.
 */
export function repliesAsked(question: string, replies: Reply[]): Reply[] {
  const parts = askedParts(question);
  if (replies.length <= 1) return replies;
  const terms = contentTerms(question);
  const yesNo = asksYesNo(question);
  const yesOrNo = (r: Reply) => /^(Yes|No)\b/.test(r.lead);
  // How well a reply fits: the question's words it holds, a yes or a no when one is asked.
  const fit = (r: Reply) => fitOf(r, terms) + (yesNo && yesOrNo(r) ? 2 : 0);
  if (parts >= 2) {
    // More readings than asks ("the fee, and a refund if I cannot continue?" read as careers
    // support too): each ask's best fit, then the first ones, as many as there are asks.
    if (replies.length <= parts) return replies;
    const picked = new Set<number>();
    for (const ask of asks(question)) {
      const own = contentTerms(ask);
      const yes = yesNoAsk.test(ask);
      const f = replies.map((r) => fitOf(r, own) + (yes && yesOrNo(r) ? 2 : 0));
      const top = Math.max(...f);
      if (top > 0) picked.add(f.indexOf(top));
    }
    for (let i = 0; picked.size < parts && i < replies.length; i++) picked.add(i);
    return replies.filter((_, i) => picked.has(i));
  }
  const fits = replies.map(fit);
  // The first reply stands unless it holds none of the question's words while another does, or
  // another is the yes or no the question asks for and it is not.
  const other = replies.findIndex(
    (r, i) => i > 0 && ((fits[0] === 0 && fits[i]! > 0) || (yesNo && yesOrNo(r) && !yesOrNo(replies[0]!))),
  );
  const best = Math.max(other, 0);
  // Another answers the same ask when its answer sentence holds as many of the question's words
  // and the whole reply names what the best one names of it ("software testing" is a course and
  // a service); "after" and "apply" in "what jobs could I apply for after full stack?" are no
  // second ask about applying, and that answer says nothing of full stack.
  const lead = replies[best]!.lead;
  const held = relevance(lead, terms);
  // The names the best answer sentence gives (bold, or a link's text) that the question asked about.
  const names = matched((lead.match(/\*\*[^*]+\*\*|\[[^\]]+\]/g) ?? []).join(" "), terms);
  const namesAll = (r: Reply) => {
    const own = new Set(matched([r.lead, ...(r.more ?? [])].join(" "), terms));
    return names.every((t) => own.has(t));
  };
  return replies.filter(
    (r, i) => i === best || (held > 0 && relevance(r.lead, terms) >= held && namesAll(r)),
  );
}

export interface Composed {
  text: string;
  sources: Source[];
}

/**
 * Structured replies: every part's answer sentence first, then at most two supporting sentences
 * picked for the question (two parts: one each; more: none), then a list when a reply lists
 * items (modules, reviews).
 */
export function composeReplyAnswer(question: string, all: Reply[]): Composed {
  // A part whose answer the first part's already holds ("how much homework?" after a week that
  // is "one class, then 5 to 7 hours of project work") is not said again.
  const replies = repliesAsked(question, all).filter(
    (r, i, kept) =>
      i === 0 ||
      !leadRestates(
        r.lead,
        kept.slice(0, i).map((k) => k.lead),
      ),
  );
  const terms = contentTerms(question);
  const leads = replies.map((r) => r.lead.trim());
  const said = leads.flatMap((l) => answerSentences(l));
  const lists: string[][] = replies.map(() => []);
  const candidates: Candidate[] = [];
  replies.forEach((r, from) => {
    const pieces = (r.more ?? []).flatMap(piecesOf);
    const items = pieces.filter(isItem);
    // Two or more items (or a lead that is an item itself, a review) make a list.
    const list = items.length >= 2 || (items.length >= 1 && isItem(r.lead));
    if (list) lists[from] = items;
    pieces
      .filter((p) => !(list && isItem(p)))
      .forEach((text, order) => {
        candidates.push({ text, from, order, score: relevance(text, terms) });
      });
  });
  // Three parts or more: each part's answer is enough. A list is the support: a sentence beside
  // it must hold a word of the question ("Analysts are trusted…" adds nothing to the modules).
  const room =
    replies.length > 2 ? 0 : Math.min(SUPPORT, Math.max(0, askedParts(question) + SUPPORT - said.length));
  const relevant = candidates.filter((c) => lists[c.from]!.length === 0 || c.score > 0);
  const support = pickSupport(relevant, said, room, replies.length === 1 ? SUPPORT : 1);
  // Each part's answer and support; a part with a list puts its items after them. A review (a
  // lead that is an item) opens its list; a lead that ends by naming the list's items ("covers
  // A, B and C.") introduces it instead ("covers:"), so the names are said once.
  const sources = replies.flatMap((r) => r.sources);
  // Without a list: every part's answer sentence first, then the support.
  if (lists.every((l) => l.length === 0))
    return { text: [...leads, ...support.map((x) => x.text)].join(" "), sources };
  const blocks: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) blocks.push(prose.join(" "));
    prose = [];
  };
  replies.forEach((_, k) => {
    const own = support.filter((x) => x.from === k).map((x) => x.text);
    const items = lists[k]!;
    const lead = leads[k]!;
    if (items.length === 0) {
      prose.push(lead, ...own);
      return;
    }
    const intro = isItem(lead) ? undefined : introducing(lead, items);
    if (isItem(lead) || intro) {
      if (intro) prose.push(intro);
      flush();
      blocks.push((intro ? items : [lead, ...items]).map((i) => `- ${i}`).join("\n"));
      prose.push(...own);
      return;
    }
    prose.push(lead, ...own);
    flush();
    blocks.push(items.map((i) => `- ${i}`).join("\n"));
  });
  flush();
  return { text: blocks.join("\n\n"), sources };
}

/** "**Data Analytics** covers:" for a lead that ends by naming its list's items, else undefined. */
function introducing(lead: string, items: string[]): string | undefined {
  const labels = items.map(
    (i) =>
      itemHead
        .exec(i)?.[0]
        .replace(/\*\*|:$|\s*\([^)]*\)/g, "")
        .trim()
        .toLowerCase() ?? "",
  );
  const lower = lead.toLowerCase();
  const at = labels.map((l) => (l ? lower.indexOf(l) : -1));
  if (at.some((i) => i < 0)) return undefined;
  const start = Math.min(...at);
  let tail = lower.slice(start);
  for (const l of labels) tail = tail.replace(l, "");
  if (!/^(\s|,|;|\.|\band\b)*$/.test(tail)) return undefined;
  return `${lead.slice(0, start).trimEnd()}:`;
}

/**
 * Passages: the sentence that best answers the question first, with the heading it leans on
 * ("**Tomás Rivera**: Technology Head."), then at most two supporting sentences from the same
 * passage or a close runner-up on another page, the most relevant first.
 */
/**
 * A sentence that restates a question ("…until someone asks why sales were twice as high"): the
 * sentences after it answer it.
 */
export const restatesQuestion = (sentence: string) => /\b(asks?|asked|wonders?|wondered)\b|\?["”]?$/i.test(sentence);

export function composePassageAnswer(question: string, texts: string[]): { text: string; used: number[] } {
  // The question as read: chat spellings and slang in the site's words ("waitlisted" is "waiting list").
  const terms = contentTerms(normalise(question));
  const all = texts.map((t) => answerSentences(t));
  const first = all[0] ?? [];
  if (first.length === 0) return { text: "", used: [] };
  const scored = first.map((sentence, i) => ({ sentence, i, s: relevance(sentence, terms) }));
  const best = [...scored].sort((a, b) => b.s - a.s || a.i - b.i)[0]!;
  const heading = scored[0]!;
  const lead =
    best !== heading && /^\*\*[^*]+\*\*:? [^.]{0,60}\.$/.test(heading.sentence)
      ? [heading.sentence, best.sentence]
      : [best.sentence];
  const candidates: Candidate[] = [];
  scored.forEach((x) => {
    if (lead.includes(x.sentence)) return;
    // The sentence after the answer continues it; others must hold a word of the question.
    // A restated question is answered by the two sentences after it ("It is usually a duplicated file.").
    const follows = x.i === best.i + 1 || (restatesQuestion(best.sentence) && x.i === best.i + 2);
    if (x.s > 0 || follows)
      // The sentence after the answer comes first: it continues it ("The honest answer is no").
      candidates.push({ text: x.sentence, from: 0, order: x.i, score: follows ? 1000 - x.i : x.s });
  });
  all.slice(1).forEach((sentences, k) => {
    sentences.forEach((sentence, i) => {
      const s = relevance(sentence, terms);
      // Another page's sentence stands alone: it must fit the question as well as the answer does.
      if (s > 0 && s >= best.s) candidates.push({ text: sentence, from: k + 1, order: i, score: s });
    });
  });
  const room = Math.max(0, 1 + SUPPORT - lead.length);
  const support = pickSupport(candidates, lead, room, SUPPORT);
  const paragraphs = texts.map((_, k) =>
    [...(k === 0 ? lead : []), ...support.filter((s) => s.from === k).map((s) => s.text)].join(" "),
  );
  const used = paragraphs.flatMap((p, k) => (p ? [k] : []));
  return { text: paragraphs.filter(Boolean).join("\n\n"), used };
}
