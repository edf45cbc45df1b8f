import MiniSearch from "minisearch";
import type { Passage } from "./corpus.ts";
import { sentencesOf } from "./language.ts";
import type { Lexicon } from "./lexicon.ts";

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's terms the passage contains (0–1). */
  coverage?: number;
}

/** Words that say nothing about what is asked; dropping them keeps "the" from matching everything. */
const stopWords = new Set(
  (
    "a about an and any are as at be can could do does did for from get got have has i i'm if in into is it " +
    "its me my of on or our please tell the their there these this to us was we what whats what's when where " +
    "which will with would you your yours is there are there im id i'd like want know need some give " +
    "much many how long"
  ).split(" "),
);
// "much" and "long" carry the question ("how much", "how long"): they are kept as query terms,
// but folded into one marker each so they match the passages' keyword lists, not prose.
stopWords.delete("much");
stopWords.delete("long");
// "when" asks for a time: opening hours or a start date, whose passages list it as a keyword.
stopWords.delete("when");

/** Lower-cases, drops stop words and folds plurals, the same way for documents and queries. */
export function normaliseTerm(term: string): string | null {
  let t = term.toLowerCase().replace(/^['’]+|['’]+$/g, "");
  if (t.length < 2 || stopWords.has(t)) return null;
  if (t.length > 4 && t.endsWith("ies")) t = `${t.slice(0, -3)}y`;
  // "teaches", "classes", "boxes": the plural or verb ending is "es", not "s".
  else if (t.length > 5 && /(ch|sh|x|ss)es$/.test(t)) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith("s") && !t.endsWith("ss") && !t.endsWith("us")) t = t.slice(0, -1);
  return t;
}

/** The question's words as the visitor wrote them. */
const wordsOf = (question: string) => question.split(/[^\p{L}\p{N}'’+-]+/u);

/**
 * "Full stack" is one name: read as two words, its "full" would match "when a class is full" and
 * "full-time", and "is the class full?" would find the full stack course.
 */
const oneName = (text: string) =>
  text
    .replace(/\bfull[ -]?stack\b/gi, "fullstack")
    .replace(/\b(full|part)[ -]time\b/gi, "$1time")
    // "Free of charge" is "free": its "charge" is not the one of "do you charge hourly?".
    .replace(/\bfree of charge\b/gi, "free");

/** The question's meaningful terms, as the index sees them. */
export function contentTerms(question: string): string[] {
  const terms = wordsOf(oneName(question)).map(normaliseTerm);
  return [...new Set(terms.filter((t): t is string => t !== null))];
}

/**
 * BM25 retrieval over the corpus with MiniSearch. A passage counts as a hit only when it matches
 * at least half of the question's meaningful terms: a lone common word is not an answer.
 */
export class Retriever {
  private readonly index: MiniSearch<Passage>;
  private readonly byId: Map<string, Passage>;

  constructor(
    readonly passages: Passage[],
    readonly lexicon?: Lexicon,
  ) {
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.index = new MiniSearch<Passage>({
      fields: ["title", "text", "keywords"],
      storeFields: [],
      processTerm: normaliseTerm,
      tokenize: (text) => MiniSearch.getDefault("tokenize")(oneName(text), "") as string[],
      searchOptions: {
        boost: { title: 2, keywords: 1.5 },
        prefix: (term) => term.length > 4,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: "OR",
      },
    });
    this.index.addAll(passages);
  }

  /**
   * The question's words that no passage contains, even by prefix or with one typo: topics the
   * site says nothing about ("Rust" in "Do you teach Rust?"). Returned as the visitor wrote them.
   */
  unknownWords(question: string): string[] {
    const unknown = new Set(
      contentTerms(question).filter(
        (term) => this.index.search(term, { fuzzy: term.length >= 5 ? 0.2 : false }).length === 0,
      ),
    );
    return [...new Set(wordsOf(question).filter((w) => unknown.has(normaliseTerm(w) ?? "")))];
  }

  /**
   * `unknown`: how many of the question's words the site never mentions, when the caller has
   * already worked that out (with typo correction and word vectors); else counted here.
   */
  search(question: string, limit = 3, unknown?: number): Hit[] {
    const terms = contentTerms(question);
    if (terms.length === 0) return [];
    // When half the question is about things the content never mentions, a passage matching the
    // other half answers a different question ("Do you teach Rust?" is not about who teaches).
    if ((unknown ?? this.unknownWords(question).length) * 2 >= terms.length) return [];
    const needed = Math.max(1, Math.ceil(terms.length / 2));
    // BM25 favours short passages that repeat one rare word; weighting by the share of the
    // question's terms a passage covers favours the passage that answers the whole question.
    return this.index
      .search(terms.join(" "))
      .map((r) => ({ r, covered: this.coveredNearby(r) }))
      .filter(({ covered }) => covered >= needed)
      .map(({ r, covered }) => ({
        passage: this.byId.get(String(r.id))!,
        score: r.score * (covered / terms.length) ** 2,
        coverage: covered / terms.length,
      }))
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  /** Each prose passage's sentences, as the index's terms, for `coveredNearby`. */
  private readonly windows = new Map<string, Set<string>[]>();

  /**
   * How many of the question's terms a passage holds. An article's section is prose: words of the
   * question scattered over sentences about other things ("help" in one, "returns" in another, for
   * "can you help with my tax return?") answer nothing, so there only terms held by two sentences
   * side by side (or the section's heading and title) count.
   */
  private coveredNearby(r: { id: unknown; queryTerms: string[]; match: Record<string, string[]> }): number {
    const all = new Set(r.queryTerms).size;
    const id = String(r.id);
    if (!/^blog:.+:\d+$/.test(id)) return all;
    let windows = this.windows.get(id);
    if (!windows) {
      const tokenize = (text: string) =>
        new Set(
          (MiniSearch.getDefault("tokenize")(oneName(text), "") as string[])
            .map(normaliseTerm)
            .filter((t): t is string => t !== null),
        );
      const sentences = sentencesOf(this.byId.get(id)?.text ?? "").map(tokenize);
      windows = sentences.length <= 2 ? [new Set(sentences.flatMap((x) => [...x]))] : sentences.slice(1).map((x, i) => new Set([...sentences[i]!, ...x]));
      this.windows.set(id, windows);
    }
    const everywhere = Object.entries(r.match)
      .filter(([, fields]) => fields.some((f) => f !== "text"))
      .map(([term]) => term);
    const inText = Object.keys(r.match).filter((t) => !everywhere.includes(t));
    const best = Math.max(0, ...windows.map((w) => inText.filter((t) => w.has(t)).length));
    return Math.min(all, new Set(everywhere).size + best);
  }
}
