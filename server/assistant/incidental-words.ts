/**
 * Which words the site never uses are the visitor's way of talking rather than a thing they ask
 * about (issue 16: slang, typos and indirect wording around an answerable ask).
 *
 * A word the site never mentions makes a question "another topic" (understand.ts: unknownWords),
 * which is right for a thing asked ("free parking", "my dog", "cooking classes", "can I claim it
 * on tax") and wrong for the words around an ask: how the visitor feels ("am I screwed?", "cool,"),
 * what they do in a clause that is not the ask ("if I bail on a class", "how you dealt with my
 * info"), or an adjective that only says which one ("an ordinary week"). Without a part-of-speech
 * tagger the word's place tells them apart. A word without a vector stays unknown: it may be a
 * name, a brand or an acronym the site never uses.
 */
import { functionWords } from "./reading.ts";

/** Words before a noun that make the next word the thing named ("the gear", "any extra kit"). */
const determiners = new Set(
  "a an the my our your ur his her their its this that these those any some no every each what which whose extra special free more other another own cheap nearby good".split(" "),
);
/** Who does something: the word after one is what they do ("if I bail", "do you guys hook…"). */
const subjects = new Set("i you u we they he she guys ya".split(" "));
/** Auxiliaries that open a question about what someone does ("can I…", "do you…"). */
const auxiliaries = new Set("do does did can could will would should shall may might must".split(" "));
const be = new Set("am is are was were be being been".split(" "));
/** Verbs that take another verb after "to" ("have to ditch", "going to flake"). */
const toVerbs = new Set("have has had going want wants need needs got gotta wanna try trying".split(" "));
/** How an adjective ends: "ordinary", "hopeless", "nervous", "massive". */
const adjectiveEnding = /(ary|ful|ous|ive|ible|able|less|ish)$/;

/**
 * Whether the unknown word at `i` of the reading is incidental: a real word (`rank` defined) in a
 * verb's, a predicate's or an interjection's place, or an adjective before a word the site uses.
 * `heads` are the heads of what an offer question asks (askedObject); `known` says whether a word
 * is one the site uses; `inLexicon` whether a form of the word is a real word ("disappeared").
 */
export function incidentalWord(
  words: string[],
  i: number,
  rank: number | undefined,
  heads: string[],
  known: (w: string) => boolean,
  inLexicon: (w: string) => boolean,
): boolean {
  const w = words[i]!;
  // "Are you hiring yourselves?": a pronoun is never the thing asked.
  if (/^(my|your|our|them|him|her|it)sel(f|ves)$/.test(w)) return true;
  if (rank === undefined || heads.includes(w)) return false;
  const before = words[i - 1];
  const twoBefore = words[i - 2];
  const next = words[i + 1];
  // A noun's place: after an article, a possessive or a quantifier ("my dog", "any extra gear",
  // "a good cafe"), unless an adjective before a word the site uses ("an ordinary week").
  const afterDeterminer =
    (before !== undefined && determiners.has(before)) ||
    (twoBefore !== undefined && determiners.has(twoBefore) && before !== undefined && !functionWords.has(before));
  if (afterDeterminer) return adjectiveEnding.test(w) && next !== undefined && known(next);
  // A verb's place: after who does it ("I bail", "you guys hook", "you dealt with"), or after
  // "have to", "going to" ("gonna have to ditch").
  // Not the verb the question asks about ("can I claim…", "do you teach…"): an auxiliary before
  // who does it makes the verb the ask itself.
  if (before !== undefined && subjects.has(before)) {
    const start = before === "guys" && /^(you|u|ya)$/.test(twoBefore ?? "") ? i - 2 : i - 1;
    if (!auxiliaries.has(words[start - 1] ?? "")) return true;
  }
  if (before === "to" && twoBefore !== undefined && toVerbs.has(twoBefore)) return true;
  // A predicate: "am I screwed?", "is that smart?", "I'm cooked" (not a doing told in a story:
  // "we're putting one of our staff through…" keeps its story apart from its ask).
  if (!/ing$/.test(w) && before !== undefined && twoBefore !== undefined && ((be.has(twoBefore) && subjects.has(before)) || (be.has(twoBefore) && /^(that|it|this)$/.test(before)) || (subjects.has(twoBefore) && be.has(before))))
    return true;
  // A verb joined to another ("hand it over and disappear"): it has a past form.
  if ((before === "and" || before === "or") && inLexicon(`${w}ed`) && !/s$/.test(w)) return true;
  // An interjection opening the message ("cool, if I join…", "bro do u…").
  if (i === 0 && next !== undefined && functionWords.has(next)) return true;
  return false;
}
