/**
 * The asked attribute: the thing a question asks the value of ("what's the wifi **password**?",
 * "what's the **pass rate**?", "how many **students** are in a class?", "which **university**
 * did he go to?"). An answer must state it. A passage or typed fact found by the question's other
 * words (the Wi-Fi, the course, the class) but silent on the asked attribute does not answer: the
 * honest reply does. General English only: no word of the business is named here.
 */
import type { Knowledge, Passage } from "./knowledge.ts";
import { functionWords, lemma, termOf, termsOf, wordsOf } from "./language.ts";

/** Words that begin a noun phrase's owner or end the phrase ("the pass rate | for the course"). */
const phraseEnd = new Set(
  (
    "for of in on at to from with by about into than like per as if when while so and or but " +
    "is are was were be been do does did can could will would should shall may might must have has had " +
    "i you u we they he she it me us them him her my your ur our their his its this that these those " +
    "there here then now last next first am outside inside within without between across after before " +
    "during until till over under around behind beyond near besides apart somewhere anywhere nearby"
  ).split(" "),
);

/**
 * Words that say nothing of which attribute is asked ("the exact figure", "your refund **policy**",
 * "the **process**"): an answer need not repeat them.
 */
const light = new Set(
  (
    "info information detail details process procedure policy policies rule rules option options " +
    "situation deal story way ways thing things stuff kind sort type types exact actual general overall " +
    "current usual typical main best good latest new rough standard official specific particular " +
    "max maximum min minimum average approx approximate full whole entire right correct real basic " +
    "difference differences plan plans name tag single each catch point idea page"
  ).split(" "),
);

/** "number of students", "amount of homework": the attribute is what follows "of". */
const quantity = new Set(["number", "amount", "count", "quantity", "percentage", "proportion", "share"]);

/** The words of a phrase up to the first word that ends it (at most four). */
function phrase(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < 4; i++) {
    const w = words[i]!;
    // "the number of students": past a word of quantity, the thing counted.
    if (w === "of" && out.length > 0 && quantity.has(out.at(-1)!)) {
      out.length = 0;
      continue;
    }
    if (phraseEnd.has(w) || /^\d/.test(w)) break;
    out.push(w);
  }
  return out;
}

/** Owner words that open a phrase ("the", "your"…): skipped. */
const determiner = /^(?:the|your|ur|a|an|his|her|their|its|our|my|this|that|any)$/;

/** "cheaper", "quickest": a comparative or superlative grades, it names no attribute. */
const graded = (w: string) => /(?:er|est)$/.test(w) && lemma(w) !== w && !/(?:er|est)$/.test(lemma(w));

/** A word that says nothing of what is asked: light ("best", "way") or grading ("easiest"). */
export const asksNothing = (w: string) => light.has(w) || graded(w);

/**
 * The words of the attribute a question asks the value of, or undefined when it asks none this
 * layer reads (a yes/no question about doing something, "how do I…", "what tools do I need?",
 * whose answer names the tools, not the word "tools"). Read from the normalised question: "what
 * (is) the X", "how many X", "how often/long/much does X…", "is there (a) X", "do you offer X".
 * The last two words of the phrase: its head and the word that says which one ("pass rate",
 * not "job placement rate"'s "job").
 */
export function attributeAsked(text: string): string[] | undefined {
  const words = wordsOf(text);
  for (let i = 0; i < words.length - 1; i++) {
    const w = words[i]!;
    let rest: string[] | undefined;
    if (w === "how" && words[i + 1] === "many") rest = words.slice(i + 2);
    else if (
      i === 0 &&
      ((/^(?:is|are)$/.test(w) && words[i + 1] === "there") ||
        (/^(?:do|does)$/.test(w) &&
          /^(?:you|u)$/.test(words[i + 1] ?? "") &&
          /^(?:have|offer|run|provide)$/.test(words[i + 2] ?? "")))
    ) {
      // "is there an age limit?", "do you offer X?": the thing asked for, which the answer must name.
      let j = words[i + 1] === "there" ? i + 2 : i + 3;
      while (/^(?:a|an|any|some)$/.test(words[j] ?? "")) j++;
      rest = words.slice(j);
    } else if (
      w === "how" &&
      /^(?:often|frequently|long|soon|quickly|fast|much)$/.test(words[i + 1] ?? "") &&
      /^(?:does|do|is|are|was|were|will|would|did|can|could|r)$/.test(words[i + 2] ?? "")
    ) {
      // "how often does the newsletter come out?": the value asked is the newsletter's, so the
      // answer must name it. Its first word only: what follows may be the verb ("come out").
      let j = i + 3;
      // ("that", "this" here are the thing itself: "how much would that set me back?")
      while (determiner.test(words[j] ?? "") && !/^(?:this|that)$/.test(words[j]!)) j++;
      const owner = phrase(words.slice(j, j + 1)).filter(
        (word) => !functionWords.has(word) && !light.has(word) && !graded(word) && !/ing$/.test(word),
      );
      if (owner.length > 0) return owner;
      continue;
    } else if (w === "what") {
      let j = i + 1;
      // "what is the X", "what was harbourline revenue": the copula, then the phrase.
      // ("what's the X" reads "what the X": the copula went with the apostrophe.)
      if (/^(?:is|are|was|were|r)$/.test(words[j] ?? "")) j++;
      else if (!/^(?:the|your|ur)$/.test(words[j] ?? "")) continue;
      while (determiner.test(words[j] ?? "")) j++;
      rest = words.slice(j);
    }
    if (!rest) continue;
    const np = phrase(rest).filter((word) => !functionWords.has(word) && !light.has(word) && !graded(word));
    // "the starting salary": a participle before the head says when, not which attribute.
    const head = np.filter((word, n) => n === np.length - 1 || !/ing$/.test(word));
    if (head.length > 0) return head.slice(-2);
  }
  return undefined;
}

/** What a person's or a post's own passage is, in words a question uses ("what is their background?"). */
const documentWords: Partial<Record<Passage["kind"], string>> = {
  person: "background bio profile",
  post: "tip tips advice article post",
};
export const documentTerms = (kind: Passage["kind"]): string[] => termsOf(documentWords[kind] ?? "");

/**
 * Whether an answer states every word of the asked attribute: the answer's terms (its text, an FAQ
 * entry's question and phrasings) or `explained` terms (the typed fact's intent words, the
 * subject's name) hold it. A word the content never uses is never stated.
 */
export function statesAttribute(
  k: Knowledge,
  attribute: string[],
  said: Iterable<string>,
  explained: Iterable<string> = [],
  text = "",
): boolean {
  const terms = new Set([...said, ...explained]);
  // "login" where the answer writes "log in": two of its words written as one.
  const words = wordsOf(text);
  const joined = new Set(words.slice(1).map((w, i) => `${words[i]}${w}`));
  return attribute.every((w) => {
    const t = termOf(w);
    if (terms.has(t) || joined.has(w)) return true;
    // A word that reads as nothing but filler ("whats the ballpark…") asks nothing.
    return termsOf(w).length === 0 && k.df.has(t);
  });
}
