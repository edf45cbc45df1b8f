/**
 * Sentence-level answers for free-text questions (terms, privacy policy, FAQ, blog): every
 * sentence of the corpus, matched to the question by meaning rather than by words alone. A
 * question word counts fully when the sentence has its lemma, nearly fully when one is a longer
 * form of the other ("enrol", "enrolment"), and partly when a sentence word is close to it in the
 * word vectors ("withdraw" for "quit"). Rare words weigh more than common ones (idf), and the
 * passage's own title and search words count at a discount ("Cookies" is a section heading).
 */
import { wholeList } from "./list-asked.ts";
import type { Passage } from "./corpus.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf, words } from "./language.ts";
import type { Lexicon } from "./lexicon.ts";

export interface SentenceMatch {
  text: string;
  /** The passage sentence after it, when there is one. */
  next?: string;
  /** The passage's next two sentences. */
  after: string[];
  /** The passage sentence before it, when there is one. */
  previous?: string;
  /** The passage's first sentence, which names what "It …" is about. */
  first?: string;
  passage: Passage;
  /** Weighted share of the question's words the sentence answers (0–1). */
  coverage: number;
  /** The question's lemmas the sentence (or its passage's heading) contains as written. */
  exact: Set<string>;
  /** The coverage, discounted for long sentences: the order of the matches. */
  rank: number;
  /** How many distinct words the sentence has. */
  size: number;
}

interface Indexed {
  text: string;
  first?: string;
  /** Whether it states a length of time ("30 days", "at most 12 hours"): what "how long" asks. */
  duration: boolean;
  /** Whether it names a tool or technology the site teaches or works with ("Playwright"). */
  tools: boolean;
  next?: string;
  after: string[];
  previous?: string;
  passage: Passage;
  lemmas: Set<string>;
  context: Set<string>;
}

/**
 * Words that stand for each other in a question about the terms ("swap my class", "move to
 * another class time"); the vectors alone put some of them far apart.
 */
export const synonymGroups = [
  "change move switch swap transfer reschedule postpone defer delay shift replace edit amend modify alter update adjust",
  "reject decline refuse",
  "withdraw quit leave drop",
  "delete erase remove wipe",
  "keep retain store hold save",
  "law act legislation regulation principle",
  "follow comply obey adhere abide",
  "close shut",
  "fault bug defect flaw",
  "official confirm formal",
  "chart dashboard graph visualisation visualization plot",
  "tip advice hint pointer suggestion",
  "missing blank empty gap null",
  "teach teacher instructor trainer tutor lecturer",
  "ask request enquire inquire",
  "data information info detail",
  "see read view access",
  "problem issue complaint complain concern trouble",
  "wrong incorrect mistake error",
  "talk speak",
  // "The terms and conditions boxes on the form": the checkboxes a visitor ticks.
  "tick checkbox box tickbox",
  // "How long should I struggle with a problem before asking?" is the post's "when you get stuck".
  "stuck block struggle",
  // "Which tests are worth automating?" is answered by "good candidates for automation".
  "worth worthwhile candidate",
  // "One month at double the others" is "twice as high as any other month"; revenue is sales.
  "double twice twofold",
  "sales sale revenue turnover",
  "extreme outlier anomaly",
  // Chat words for what the site calls equipment, a job, a certificate or an opening.
  "equipment gear kit",
  "job gig",
  "certificate cert",
  "vacancy opening",
  // "Anywhere to charge my laptop, battery is trash?", "my own hotspot?": the classrooms' power
  // points and Wi-Fi (study.ts), in the words of a visitor with a flat laptop.
  "power charge charger plug socket outlet battery powerpoint",
  "wi-fi wifi internet hotspot",
].map((g) => g.split(" "));

/**
 * Verbs of change and decision: a question about what happens when something changes ("will you
 * move the start date?") is not one about how it is, whatever an intent makes of its other words.
 */
export const changeVerbs = new Set([...synonymGroups[0]!, ...synonymGroups[1]!]);

/**
 * Compounds as one word: "full stack" ("fullstack"), "full time", "part time": their "full" is not
 * the one of "when a class is full".
 */
export function oneName(ws: string[]): string[] {
  const out: string[] = [];
  for (const w of ws) {
    const before = out.at(-1)?.toLowerCase();
    const word = w.toLowerCase();
    if ((word === "stack" && before === "full") || (word === "time" && (before === "full" || before === "part")))
      out[out.length - 1] = `${before}${word}`;
    else out.push(/^(full|part)-(stack|time)$/i.test(w) ? word.replace("-", "") : w);
  }
  return out;
}

/** Words of a question about personal information, which the privacy policy answers. */
export const privacyWords = new Set(
  (
    "privacy private personal data information info detail collect store keep retain delete erase remove wipe " +
    "share sell cookie track tracker tracking record ip consent access correct complain complaint law principle " +
    "unsubscribe newsletter chat log remember security secure hash password breach marketing marketer spam " +
    "email address phone name long forever ai service provider overseas australia outside"
  ).split(" "),
);

/** Words asking for tools or technologies by kind. */
const toolWords = new Set(["tool", "technology", "tech", "framework", "library", "stack", "platform", "app", "application", "software", "language"]);

/** How close in meaning a corpus word must be to count for a question word. */
const NEAR = 0.6;

const splitSentences = (text: string) =>
  sentencesOf(text)
    // List items and tables read "Name: detail"; markup and links are not part of the words.
    .filter((s) => /[a-z]{3}/i.test(s));

export class SentenceIndex {
  private readonly sentences: (Indexed & { size: number })[] = [];
  private readonly df = new Map<string, number>();
  private readonly vocabulary: string[];
  private matrix: Int8Array | undefined;

  constructor(
    passages: Passage[],
    private readonly lemmaOf: (word: string) => string,
    private readonly lexicon?: Lexicon,
  ) {
    // "Wi-Fi" is also "wifi"; "job-search" is also "job" and "search".
    // "Full stack" is one name, "fullstack": its "full" is not the one of "when a class is full".
    // Nor is the "full" of "full-time" ("part-time", "half-day" alike): those stay whole words.
    // "Free of charge" is "free": its "charge" is not the one of "do you charge hourly?".
    const lemmas = (text: string) =>
      new Set(
        oneName(words(text.replace(/\bfree of charge\b/gi, "free"))).flatMap((w) => [
          this.lemmaOf(w),
          ...(w.includes("-") && !/^(full|part|half)-/.test(w)
            ? [w.replace(/-/g, ""), ...w.split("-").map((p) => this.lemmaOf(p))]
            : []),
        ]),
      );
    // The tools and technologies: names capitalised mid-sentence on the programs' topics and the
    // services ("Playwright", "Power BI", "React"), less the programs' and services' own names.
    const titles = new Set(passages.flatMap((p) => p.title.toLowerCase().split(/\s+/)));
    const toolNames = new Set(
      passages
        .filter((p) => /^(program-topics|service):/.test(p.id))
        .flatMap((p) => p.text.replace(/\*\*[^*]+\*\*/g, " ").match(/(?<=[a-z,] )[A-Z][A-Za-z]+\b/g) ?? [])
        .filter((w) => !titles.has(w.toLowerCase())),
    );
    const namesTool = (text: string) => (text.match(/\b[A-Z][A-Za-z]+\b/g) ?? []).some((w) => toolNames.has(w));
    for (const passage of passages) {
      // A page's description lists its topics: it matches many questions and answers none.
      if (passage.id.startsWith("page:")) continue;
      const context = lemmas(`${passage.title} ${passage.keywords}`);
      const paragraphs = passage.text.split(/\n\s*\n/).map(splitSentences);
      const parts = paragraphs.flat();
      // Which paragraph each sentence is in: an article's supporting sentences stay in its paragraph.
      const paragraphOf = paragraphs.flatMap((p, k) => p.map(() => k));
      // "It lasts 30 days…" is about what its passage's first sentence names ("The “portalToken”
      // cookie: Keeps a student signed in"): that sentence is its context, like a heading.
      const opening = parts.length > 1 ? lemmas(parts[0]!.replace(/\]\([^)]*\)/g, " ")) : undefined;
      parts.forEach((text, i) => {
        // Markup and link targets are not words of the sentence, nor is "full" in "Full stack".
        const own = lemmas(text.replace(/\]\([^)]*\)/g, " "));
        const leans = i > 0 && opening !== undefined && /^(it|they|this|these)\b/i.test(text);
        this.sentences.push({
          text,
          next: parts[i + 1],
          after: parts.slice(i + 1, i + 3).filter((_, j) => paragraphOf[i + 1 + j] === paragraphOf[i]),
          previous: parts[i - 1],
          first: parts[0],
          passage,
          tools: namesTool(text),
          duration: /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty)[ -](minutes?|hours?|days?|weeks?|months?|years?)\b|\b(until|forever)\b/i.test(text),
          lemmas: own,
          context: leans ? new Set([...context, ...opening]) : context,
          size: own.size,
        });
        for (const l of own) this.df.set(l, (this.df.get(l) ?? 0) + 1);
      });
    }
    this.vocabulary = [...this.df.keys()].filter((w) => /^[a-z]{3,}$/.test(w));
  }

  /** How much a question word says: rare words more (idf over the sentences). */
  weight(lemma: string): number {
    return Math.log(1 + this.sentences.length / (1 + (this.df.get(lemma) ?? 0)));
  }

  /**
   * How well each corpus word stands for `lemma`: 1 itself, 0.9 a longer or shorter form of it
   * ("complain", "complaint"), and a word close in the vectors by its similarity, at most 0.6.
   */
  private readonly matchCache = new Map<string, Map<string, number>>();

  /** The corpus words that are `lemma` itself, a form of it or its synonym ("blank": "missing"). */
  sameWords(lemma: string): string[] {
    return [...this.matches(lemma)].filter(([, m]) => m >= 0.9).map(([w]) => w);
  }

  private matches(lemma: string): Map<string, number> {
    const cached = this.matchCache.get(lemma);
    if (cached) return cached;
    const out = this.computeMatches(lemma);
    // Bounded: visitors' words are many, but the memory of them need not be.
    if (this.matchCache.size > 2000) this.matchCache.clear();
    this.matchCache.set(lemma, out);
    return out;
  }

  private computeMatches(lemma: string): Map<string, number> {
    const out = new Map<string, number>([[lemma, 1]]);
    for (const group of synonymGroups)
      if (group.includes(lemma)) for (const w of group) if (w !== lemma) out.set(w, 0.9);
    if (lemma.length >= 5)
      for (const w of this.vocabulary)
        if (w !== lemma && w.length >= 5 && (w.startsWith(lemma) || lemma.startsWith(w))) out.set(w, 0.9);
    const lexicon = this.lexicon;
    const v = lexicon?.vector(lemma);
    if (!lexicon || !v) return out;
    const d = v.length;
    if (!this.matrix) {
      this.matrix = new Int8Array(this.vocabulary.length * d);
      this.vocabulary.forEach((w, i) => {
        const x = lexicon.vector(w);
        if (x) this.matrix!.set(x, i * d);
      });
    }
    const m = this.matrix;
    for (let row = 0, k = 0; row < m.length; row += d, k++) {
      let dot = 0;
      for (let i = 0; i < d; i++) dot += m[row + i]! * v[i]!;
      const sim = dot / (127 * 127);
      const w = this.vocabulary[k]!;
      if (sim >= NEAR && !out.has(w)) out.set(w, Math.min(0.6, sim - 0.3));
    }
    return out;
  }

  /**
   * The sentences that answer most of the question's words (lemmas, each with a factor: 1 for
   * topic words, less for everyday verbs), best first; ties go to the earlier sentence.
   */
  best(query: { lemma: string; factor: number }[], limit = 3): SentenceMatch[] {
    if (query.length === 0) return [];
    const terms = query.map((q) => ({
      ...q,
      w: this.weight(q.lemma) * q.factor,
      match: this.matches(q.lemma),
    }));
    const total = terms.reduce((s, t) => s + t.w, 0);
    if (total === 0) return [];
    const scored: SentenceMatch[] = [];
    for (const s of this.sentences) {
      let score = 0;
      const exact = new Set<string>();
      for (const t of terms) {
        let m = 0;
        for (const l of s.lemmas) {
          const x = t.match.get(l);
          if (x !== undefined && x > m) m = x;
        }
        // "How long…?" is answered by a length of time, whatever its words.
        if (t.lemma === "long" && s.duration && m < 0.9) m = 0.9;
        // "Which tools…?", "what software…?" is answered by the tools' names.
        if (toolWords.has(t.lemma) && s.tools && m < 0.9) m = 0.9;
        if (m >= 0.9) exact.add(t.lemma);
        else if (m < 0.6 && s.context.has(t.lemma)) {
          m = 0.6;
          exact.add(t.lemma);
        }
        score += m * t.w;
      }
      if (score > 0)
        scored.push({
          text: s.text,
          next: s.next,
          after: s.after,
          previous: s.previous,
          first: s.first,
          passage: s.passage,
          coverage: score / total,
          exact,
          // A long list-like sentence matches many questions by chance: it ranks a little lower.
          rank: (score / total) * Math.min(1, (30 / s.size) ** 0.25),
          size: s.size,
        });
    }
    // On a tie the shorter sentence: fewer words beside the matching ones, more to the point.
    return scored.sort((a, b) => b.rank - a.rank || a.size - b.size).slice(0, limit);
  }

  /** A passage's whole text, by its id (a student's quote read as one story). */
  passageText(id: string): string | undefined {
    return this.sentences.find((s) => s.passage.id === id)?.passage.text;
  }

  /**
   * How much of the question each group of passages holds across its sentences (each question
   * word by its best match in any of the group's sentences or headings): which blog post a
   * question is about ("tips for my first dev job" is the junior developer's post as a whole).
   */
  coverageBy(
    query: { lemma: string; factor: number }[],
    groupOf: (p: Passage) => string | undefined,
  ): Map<string, number> {
    const terms = query.map((q) => ({
      ...q,
      w: this.weight(q.lemma) * q.factor,
      match: this.matches(q.lemma),
    }));
    const total = terms.reduce((s, t) => s + t.w, 0);
    const best = new Map<string, number[]>();
    if (total === 0) return new Map();
    for (const s of this.sentences) {
      const group = groupOf(s.passage);
      if (group === undefined) continue;
      const row = best.get(group) ?? terms.map(() => 0);
      terms.forEach((t, i) => {
        let m = s.context.has(t.lemma) ? 0.6 : 0;
        for (const l of s.lemmas) m = Math.max(m, t.match.get(l) ?? 0);
        row[i] = Math.max(row[i]!, m);
      });
      best.set(group, row);
    }
    return new Map([...best].map(([g, row]) => [g, row.reduce((s, m, i) => s + m * terms[i]!.w, 0) / total]));
  }

  /**
   * The best candidate; on a tie, the one about the visitor ("you") when the question is about
   * themselves ("keep me logged in"), not about staff ("they").
   */
  private samePerson(candidates: SentenceMatch[], text: string | undefined): SentenceMatch | undefined {
    const [first] = candidates;
    if (!first || !text || !/\b(i|me|my)\b/.test(text) || !/\b(they|them|their|staff)\b/i.test(first.text)) return first;
    const tied = candidates.filter((c) => Math.abs(c.rank - first.rank) < 1e-9);
    return tied.find((c) => /\b(you|your)\b/i.test(c.text)) ?? first;
  }

  /**
   * The sentence to answer with, or undefined: it must hold nearly all of the question, by more
   * than the intent explains, with at least two of its words as written (one when nothing else
   * answers at all).
   */
  answer(
    query: { lemma: string; factor: number; cue?: boolean; change?: boolean }[],
    other: Alternatives,
  ): SentenceMatch | undefined {
    const strong = query.filter((q) => q.factor === 1);
    if (strong.length === 0) return undefined;
    // A question about a change is about the sentence that says what changes ("to move to another
    // class time…"), not one that only shares its other words.
    // Who makes the change matters: "can I switch class?" is the visitor's own move ("you can move
    // to another class time"), "will you move the start date?" the provider's ("if we have to move").
    const changing = strong.filter((q) => q.change);
    // What the visitor or the provider may change ("can I swap…", "will you move…") is a rule:
    // the terms, the FAQ, the policy and the program pages state rules; an article's "every merged
    // change teaches you" or a student's story does not. ("Does automation replace manual
    // testing?" is no one's move: the article answers it.)
    const agent = other.text ? changeAgent(other.text, "i|me|my", "you|they|u") : undefined;
    const candidates =
      changing.length > 0
        ? this.best(query, 60)
            .filter((c) => agent === undefined || !/^(blog|testimonials)[:-]/.test(c.passage.id))
            .slice(0, 30)
        : this.best(query, 5);
    // The privacy policy lists every form's fields ("collects … phone number, budget range…"): it
    // answers a question about information kept or shared, not one about the form itself.
    const aboutInformation = query.some((q) => privacyWords.has(q.lemma));
    const withChange = candidates.filter(
      (c) => changing.some((q) => c.exact.has(q.lemma)) && (aboutInformation || !c.passage.href.startsWith("/privacy")),
    );
    // Among the sentences close to the best, the one naming most of the question's words as
    // written (what is changed: "an application cannot be changed" for "can I edit my
    // application?"), then the one where the same party makes the change.
    const sameAgent = (c: SentenceMatch) => agent !== undefined && changeAgent(c.text, "you", "we") === agent;
    const fitness = (c: SentenceMatch) => c.exact.size + (sameAgent(c) ? 1.5 : 0);
    // One where the same party makes the change may share a little less of the wording.
    const close = withChange.filter((c) => c.coverage >= (sameAgent(c) ? 0.8 : 0.85) * withChange[0]!.coverage);
    const top =
      changing.length > 0
        ? (close.reduce<SentenceMatch | undefined>((a, c) => (a === undefined || fitness(c) > fitness(a) ? c : a), undefined) ??
          candidates[0])
        : this.samePerson(candidates, other.text);
    if (!top) return undefined;
    // Its field lists answer only questions about information; nor does the policy say what a
    // visitor may change about anything else ("can I edit my application?").
    if (!aboutInformation && (top.passage.id.startsWith("privacy-collect:") || (changing.length > 0 && top.passage.href.startsWith("/privacy"))))
      return undefined;
    const exactStrong = strong.filter((q) => top.exact.has(q.lemma)).length;
    if (other.intent !== undefined) {
      // A word no intent is about ("records", "unsubscribe"): the intent cannot have answered it.
      // With a weak intent ("how long" read as a course's length), a word another intent is
      // about ("remember", "log") is beyond it as well.
      const beyond = strong.some(
        (q) => top.exact.has(q.lemma) && (!q.cue || (other.intent ?? 1) < 0.5) && !other.explained?.includes(q.lemma),
      );
      const changes = strong.some((q) => q.change && top.exact.has(q.lemma));
      // "What happens to my instalments if I quit?": a consequence is said by a condition ("If
      // you withdraw while paying by instalments, …"), which no static fact states.
      const consequence =
        /\bwhat (happens|happen|would happen|will happen)\b|\bwhat if\b/.test(other.text ?? "") &&
        /\b(if|when|unless|once)\b/i.test(top.text);
      // One sentence answers one part: a question in parts the intents answer part by part ("if I
      // miss classes what happens, and do I get my money back if I pull out?") keeps them.
      if (consequence && beyond && exactStrong >= 2 && top.coverage >= 0.65 && !other.multiPart) return top;
      // A static fact cannot say what happens when something changes: no comparison with the intent.
      if (changes) return top.coverage >= 0.55 ? top : undefined;
      // One sentence that holds every word of the question, three topic words or more, as written,
      // says exactly what was asked ("how long do you keep my contact message?"): the intent only
      // knows its kind of fact (retention in general).
      // Not an FAQ answer the intent is sure of: the FAQ restates the typed facts the intent
      // composes, with the program's name ("It also suits career changers from retail").
      const restates = top.passage.href.startsWith("/faq") && other.intent >= 0.75;
      // Two intents read from a one-part question ("how do I unsubscribe from emails?" is neither
      // the e-mail address nor privacy in general): two topic words held as written are enough.
      const needed = other.ambiguous ? 2 : 3;
      // Not a question in parts the intents answer part by part ("your address and phone number").
      if (top.coverage >= 0.95 && strong.length >= needed && exactStrong === strong.length && !restates && !other.multiPart)
        return top;
      return beyond &&
        top.coverage >= 0.85 &&
        exactStrong >= (changes ? 1 : 2) &&
        top.coverage >= other.intent + 0.25
        ? top
        : undefined;
    }
    if (other.unknown > 0) return undefined;
    // Passages found by half the question's words ("how long does 'remember me' keep me logged
    // in?" finds how long records are kept) lose to a sentence holding nearly all of it by meaning.
    if (other.passages) {
      const passage = other.passageCoverage ?? 1;
      return passage < 0.75 && top.coverage >= 0.85 && exactStrong >= 2 && top.coverage >= passage + 0.25 ? top : undefined;
    }
    // Nothing else answers: the sentence must hold every topic word of the question.
    return top.coverage >= 0.6 && exactStrong === strong.length ? top : undefined;
  }
}

/**
 * Who changes something in `text`: "self" when a word of `self` comes shortly before a verb of
 * change ("can I switch", "you can move"), "provider" for a word of `provider` ("will you move",
 * "we may change"), else undefined.
 */
export function changeAgent(text: string, self: string, provider: string): "self" | "provider" | undefined {
  const verbs = [...changeVerbs, "cancel", "cancell"].join("|");
  // The subject nearest before the first verb of change: "can you swap my teacher" is the
  // provider's move, though "my" comes later; "can I switch" the visitor's.
  const verb = new RegExp(`\\b(${verbs})(s|d|ed|ing)?\\b`, "i").exec(text);
  if (verb) {
    const before = text.slice(0, verb.index).toLowerCase().match(/[\w']+/g)?.slice(-4).reverse() ?? [];
    const selfRe = new RegExp(`^(${self})$`);
    const providerRe = new RegExp(`^(${provider})$`);
    const auxiliary = /^(will|would|can|could|may|might|must|to|has|have|had|be|been|is|are|was|were|get|gets|got|ever|not|also|then|just|please|guys|folks|all|yourselves|yourself|myself|themselves|ever)$/;
    for (const w of before) {
      if (auxiliary.test(w)) continue;
      if (selfRe.test(w)) return "self";
      if (providerRe.test(w)) return "provider";
      // "If my class time moves": the class time is moved, by the provider.
      if (/^(time|times|class|classes|date|dates|course|courses|intake|intakes|instructor|teacher|schedule|timetable|classroom|room)$/.test(w))
        return "provider";
      break;
    }
  }
  const near = (who: string) =>
    new RegExp(`\\b(${who})\\b(?:\\s+[\\w']+){0,3}?\\s+(${verbs})(s|d|ed|ing)?\\b`, "i").test(text);
  if (near(self)) return "self";
  if (near(provider)) return "provider";
  // "If the course is cancelled": what happens to a course is the provider's doing.
  if (new RegExp(`\\b(course|class|intake|program)s? (is|are|gets?|got|was|were|be|been) (${verbs})(s|d|ed|ing)?\\b`, "i").test(text))
    return "provider";
  return undefined;
}

/** What else the question has: the intent's confidence when one answers, passages, unknown words. */
export interface Alternatives {
  intent?: number;
  /** The lemmas the intent explains: the sentence must answer something beyond them. */
  explained?: string[];
  passages: boolean;
  /** The best passage's share of the question's words, when passages were found. */
  passageCoverage?: number;
  unknown: number;
  /** The question as read, for who makes a change. */
  text?: string;
  /** Whether the intent layer read two kinds of fact from a question that asks one thing. */
  ambiguous?: boolean;
  /** Whether the question has parts (joined by "and", commas) that two intents or more answer. */
  multiPart?: boolean;
}

/** Words every page uses count little in SentenceIndex; these are what a match must go beyond. */
export function sentenceIndex(
  passages: Passage[],
  understander: { lemmaOf(word: string): string },
  lexicon?: Lexicon,
): SentenceIndex {
  return new SentenceIndex(passages, (w) => understander.lemmaOf(w), lexicon);
}

/** A sentence that leans on the one before it ("It also suits…", "This means…"). */
// "If so,", "If your total is different, …": a condition on what the sentence before says.
const leaning =
  /^(it|this|that|they|these|those|he|she|also|so|then|otherwise)\b|^if (so|not)\b|^if\b[^,.]{0,40}\b(different|the same|higher|lower|bigger|smaller)\b(?! (from|to|than)\b)/i;

const words5 = (text: string) =>
  new Set(
    words(text)
      .map((w) => w.toLowerCase())
      .filter((w) => w.length >= 5 && !/^(class|classes|course|courses|program|programs|student|students)$/.test(w)),
  );

/** Whether `next` goes on with what `text` says: it leans on it, or shares a word of substance. */
function continues(text: string, next: string): boolean {
  if (leaning.test(next)) return true;
  // "You can ask to see or delete it." goes on with how: "E-mail …, call … or use the contact form."
  if (/\b(can|may|could)\b/i.test(text) && /^(e-?mail|call|ask|tell|use|write|send|fill|book|visit|contact|sign|create|choose|reply)\b/i.test(next))
    return true;
  const own = words5(text);
  return [...words5(next)].some((w) => own.has(w));
}

/**
 * An article's sentence as a reply: an article goes on with what it says, so the two sentences
 * after it support it (a question it restates, "…someone asks why sales were twice as high", is
 * answered there: "It is usually a duplicated file.").
 */
export function articleReply(m: SentenceMatch): Reply {
  const own = sentenceReply(m);
  // A line that opens a list ("Good candidates for automation: **Critical user journeys**…")
  // answers with the list whole: cut at three sentences, its last items were lost.
  const listed = /:\s*\*\*/.test(m.text) ? wholeList(m.passage.text) : undefined;
  if (listed) return { ...own, lead: listed, more: [] };
  return { ...own, more: m.after.filter((t) => t.length < 240).slice(0, 2) };
}

/** A sentence as a structured reply: the sentence, the one after it, and its page. */
export function sentenceReply(m: SentenceMatch): Reply {
  // "It also suits career changers…" says nothing without the sentence it leans on.
  // So does one under a "**Tomás Rivera**: Technology Head." heading: the heading says who.
  const heading = m.previous !== undefined && /^\*\*[^*]+\*\*:? [^.]{0,60}\.$/.test(m.previous);
  // "Only staff receive it. It lasts…": when the sentence before leans too, the passage's first
  // sentence says what they are about ("The “portalToken” cookie: Keeps a student signed in…").
  // So does a table row's label ("The “portalToken” cookie: …") for the row's later sentences.
  const labelled =
    m.first !== undefined && m.first !== m.previous && !m.passage.id.startsWith("blog:") && /^[^.:]{3,40}: /.test(m.first);
  const before =
    m.first && m.first !== m.text && ((m.previous && leaning.test(m.previous)) || labelled) ? m.first : m.previous;
  const lead = (leaning.test(m.text) || heading) && before ? `${before} ${m.text}` : m.text;
  return {
    lead,
    more: m.next && m.next.length < 240 && continues(m.text, m.next) ? [m.next] : [],
    sources: [{ title: m.passage.title, href: m.passage.href.split("#")[0]! }],
  };
}
