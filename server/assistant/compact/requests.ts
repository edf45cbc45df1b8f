/**
 * Requests to do something for the visitor ("can you write my homework?", "write me a cover
 * letter", "can I bring my dog?"). The content offers a thing when one of its sentences (or an FAQ
 * question) says the asked action together with the asked thing ("Bring your own laptop", "we build
 * web apps"); a request nothing offers gets the honest reply, not the nearest passage.
 */
import type { Knowledge } from "./knowledge.ts";
import { functionWords, lemma, termOf, termsOf, wordsOf } from "./language.ts";

export interface Request {
  /** The action's term ("write", "bring"). */
  action: string;
  /** The terms of the thing it is done to ("homework", "cover letter"). */
  thing: string[];
  /** "Can I bring my dog?": the visitor does it; only a thing the content never names is unoffered. */
  own: boolean;
}

const you = String.raw`(?:you|u|ya|you guys|u guys|someone)`;
const helpWith = String.raw`(?:help\s+(?:me\s+)?(?:with\s+|to\s+)?)?`;
/** "can you (help me) write my X", "could u fix my X", "write me a X", "can I bring my X". */
const forms = [
  new RegExp(
    String.raw`\b(?:can|could|would|will)\s+${you}\s+(?:please\s+|pls\s+|plz\s+)?${helpWith}(\w+)\s+(?:me\s+(?:a|an|some)\s+|my\s+|me\s+with\s+my\s+)(.+)`,
  ),
  /^(?:please\s+|pls\s+|plz\s+)?(\w+)\s+me\s+(?:a|an|some)\s+(.+)/,
  /\b(?:can|may|could)\s+(?:i|we)\s+(\w+)\s+(?:my|our)\s+(.+)/,
  new RegExp(
    String.raw`\b(?:can|could|would|will)\s+${you}\s+(?:please\s+)?(help)\s+(?:me\s+)?with\s+my\s+(.+)`,
  ),
  // "can you help me write a cover letter": the action helped with, and its thing.
  new RegExp(
    String.raw`\b(?:can|could|would|will)\s+${you}\s+(?:please\s+)?help\s+(?:me\s+)?(?:to\s+)?(\w+)\s+(?:a|an|some|my|me\s+a)\s+(.+)`,
  ),
];
/** A person the visitor speaks of ("my son will…"): what follows is about them, not a thing to do. */
const person =
  /^(son|daughter|kid|kids|child|children|wife|husband|partner|mate|friend|friends|boss|mum|mom|dad|brother|sister|team|staff|employee|employees)\b/;
/** Where the thing's words end: "a python script | that scrapes…", "my dog | to class". */
const thingEnd =
  /\s+(?:that|which|who|for|to|at|in|on|into|from|with|about|and|or|but|so|because|cos|please|pls|plz|before|after|like|instead|while|when|if|during|online|somewhere)\b|[,.;:!?]/;

export function requestOf(text: string): Request | undefined {
  for (const form of forms) {
    const m = form.exec(text);
    if (!m || person.test(m[2]!)) continue;
    const action = termsOf(m[1]!)[0];
    const thing = termsOf(
      wordsOf(m[2]!.split(thingEnd)[0] ?? "")
        .filter((w) => !functionWords.has(w) && !/^\d+$/.test(w))
        .join(" "),
    );
    if (action && !functionWords.has(m[1]!) && thing.length > 0)
      return { action, thing, own: form === forms[2] };
  }
  return undefined;
}

const sentencesCache = new WeakMap<Knowledge, Set<string>[]>();

/** The terms of every sentence of the content and every FAQ question. */
function sentenceTerms(k: Knowledge): Set<string>[] {
  let cached = sentencesCache.get(k);
  if (!cached) {
    cached = k.passages.flatMap((p) => [
      ...p.text.split(/(?<=[.!?:;])\s+/).map((s) => new Set(termsOf(s))),
      ...p.askSets.map((a) => new Set(a)),
      new Set(termsOf(p.title)),
    ]);
    sentencesCache.set(k, cached);
  }
  return cached;
}

/** Whether one sentence of the content says the request's action together with its thing. */
export function offered(k: Knowledge, request: Request): boolean {
  if (request.own) return request.thing.every((t) => k.df.has(t));
  return sentenceTerms(k).some((s) => s.has(request.action) && request.thing.every((t) => s.has(t)));
}

/**
 * "Do you offer internships?", "is there a discount?", "does the fee include an exam voucher?":
 * a question whether we have a thing. The thing's words run from the verb to the first word that
 * starts something else ("…for uni students", "…if I sign up").
 */
const existence = [
  new RegExp(
    String.raw`\b(?:do|does|can|could|will|would|did)\s+(?:${you}|(?:your|the) (?:\w+ ){0,5}?\w+|it|they)\s+(?:still\s+|also\s+|ever\s+)?(?:run|offer|have|provide|give|do|include|come with|cover|support|accept|take|arrange|organise|organize|sponsor|allow|use|host|get)\s+(.+)`,
  ),
  /\b(?:is|are)\s+there\s+(.+)/,
  /^(?:any|got any)\s+(.+)/,
  // "can you recommend a good cafe…", "know any cheap rooms…", "best pho near…", "got a good
  // recipe?": a thing asked for by name, which we can name only when the content does.
  /\b(?:recommend|suggest)\s+(?:me\s+)?(.+)/,
  /\b(?:know|got)\s+(?:of\s+)?(?:a|an|any|one|some)\s+(.+)/,
  /\bbest\s+(.+)/,
  // "can I log in with my Google account?", "can I pay using crypto?": the means asked about.
  /\b(?:can|could|may)\s+(?:i|we)\s+\w+(?:\s+\w+){0,6}?\s+(?:with|using|via|through)\s+(?:my\s+|our\s+|a\s+|an\s+|the\s+)?(.+)/,
  // "what internet speed do I need?": a thing needed that the content never names.
  /\b(?:what|which)\s+((?:\w+\s+){0,2}?\w+)\s+(?:do|would|will|should)\s+(?:i|we|you)\s+need\b/,
  // "how do I apply for a tax file number?": something to apply for that the content never names.
  /\b(?:apply|register|signup)\s+for\s+(.+)/,
];
const existenceEnd =
  /\s+(?:that|which|who|for|to|at|in|on|into|from|with|without|about|but|so|because|please|before|after|like|instead|while|when|if|during|as|by|of|than|near)\b|[,.;:!?]/;
/** Everyday words that describe a thing but never name one ("parking nearby", "an actual teacher"). */
const describing = new Set(["nearby", "actual", "tips"]);

/**
 * The words of the thing a question asks whether we have, when every alternative it names ("…
 * scholarships or discounts") holds a word the content never uses: a named thing the content never
 * mentions (a discount, an internship, a lift) is a thing it does not say we have, so the honest
 * reply answers, not the nearest passage. Undefined when the content knows the thing.
 */
export function unknownThing(k: Knowledge, text: string): string[] | undefined {
  for (const form of existence) {
    const m = form.exec(text);
    if (!m) continue;
    const alternatives = ` ${m[1]!}`.split(existenceEnd)[0]!.split(/\s+(?:or|and)\s+|\s*\/\s*/);
    const each = alternatives.map((alternative) => unknownWords(k, alternative));
    if (each.every((u) => u.length > 0)) return each.flat();
  }
  return undefined;
}

/** Words of a text that may name a thing and that the content never uses ("discount", "lift"). */
export function unknownWords(k: Knowledge, text: string): string[] {
  return wordsOf(text).filter(
    (w) =>
      w.length > 2 &&
      !functionWords.has(w) &&
      !/\d/.test(w) &&
      !describing.has(w) &&
      // "-ly" and "-ing" words describe ("tracking cookies"); the named thing is another word.
      !/(ly|ing)$/.test(w) &&
      !k.vocabulary.has(w) &&
      !k.df.has(termOf(w)) &&
      // A lexicon word is general English, not a thing's name.
      termOf(w) === lemma(w),
  );
}

/**
 * "An iphone app for my cafe", "a booking site for our physio clinic": the visitor's own business
 * the thing is for, named in a word the content never uses, is context, not what is asked, so it
 * neither counts as an unknown thing nor dilutes the match with the service that builds it.
 */
export function withoutOwnPurpose(k: Knowledge, text: string): string {
  return text.replace(
    /\bfor (?:my|our) ((?:[a-z]+ ){0,2}([a-z]+))\b/g,
    (whole, _words: string, head: string) => (unknownWords(k, head).length > 0 ? "" : whole),
  );
}
