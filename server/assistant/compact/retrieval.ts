/**
 * Finding what a question is about: the subjects it names (by the words of their names, slugs,
 * aliases; more weakly by topics, technologies and roles), and the passages that answer it, by a
 * BM25-style score over the passages' terms (an FAQ's question and phrasings count double), with
 * a confidence (how much of the question the passage covers, weighted by how rare each word is)
 * and a margin over the runner-up.
 */
import type { Knowledge, Passage, Subject, SubjectKind } from "./knowledge.ts";
import { functionWords, lemma, termOf, termsOf, wordsOf } from "./language.ts";

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's weight the passage matches (0–1). */
  coverage: number;
  /** Share matched by the passage's own question and phrasings (an FAQ entry's). */
  askCoverage: number;
  /** The weight matched (sum of the matched words' rarity). */
  matched: number;
  /** How much of its closest own phrasing the question matches (an FAQ entry's; 0 otherwise). */
  phrasing: number;
  /**
   * The weight of an own phrasing the question holds whole, beyond the words that name the
   * subject ("who is <the course> for?" held whole by "scholarships for <the course>" weighs 0).
   */
  phrasingWeight: number;
  /** Share of the question's weight the passage matches, leaving out the words the content never uses. */
  knownCoverage: number;
}

/** A hit for a passage chosen whole by a typed reading (a story, a reply time), not by scoring. */
export const wholeHit = (passage: Passage): Hit => ({
  passage,
  score: 1,
  coverage: 1,
  askCoverage: 0,
  matched: 1,
  phrasing: 0,
  phrasingWeight: 0,
  knownCoverage: 1,
});

export interface Found {
  hits: Hit[];
  /** Coverage of the best hit; 0 when nothing matched. */
  confidence: number;
  /** Best score over the runner-up's, from another page (1 when there is none). */
  margin: number;
  /** Words of the question the content never uses ("visa", "parking"). */
  unknown: string[];
}

/** Words that say which kind of subject is meant when a name is shared ("testing" course or service). */
const kindCues: Record<SubjectKind, RegExp> = {
  program:
    /\b(course|courses|program|programs|training|class|classes|bootcamp|study|studying|learn|learning|student|students|enrol|intake|graduate|teach|teaches|instructor|tuition|cohort|curriculum)\b/,
  service:
    /\b(service|services|build|built|building|develop|developing|client|clients|project|projects|company|companies|business|businesses|biz|hire|agency|quote|rate|rates|charge|charges|for us|our|my (app|website|software|site|product)|tested|startup)\b/,
  person: /\b(who|whom|person|she|he|her|him|bio|background)\b/,
  post: /\b(post|posts|article|articles|blog|blogs|wrote|written|write|author|read|reading)\b/,
};

/** Everyday words that name nothing on their own ("full" time, "first" job), though names contain them. */
export const everyday = new Set(
  "full first second new good best day days need both real world part time high clean big small way end front back start home".split(
    " ",
  ),
);

/** Lexicon groups close enough to name a thing ("website" for a web application). */
const namingGroups = new Set(["website", "app", "code", "director", "tool"]);
const same = (a: string, b: string) =>
  a === b || lemma(a) === lemma(b) || (termOf(a) === termOf(b) && namingGroups.has(termOf(a)));

/** How strongly the question names the subject: rare name words count more. */
function nameScore(
  words: string[],
  subject: Subject,
  rarity: Map<string, number>,
  owned: Set<string> = new Set(),
  weightless: Set<string> = new Set(),
): number {
  let best = 0;
  for (const name of subject.names) {
    if (name.length === 0) continue;
    const matched = name.filter((n) => words.some((w) => same(w, n)));
    if (matched.length === 0) continue;
    if (matched.length === 1 && name.length > 1 && everyday.has(matched[0]!)) continue;
    // "my data", "your personal data": one word of a longer name, in its everyday sense.
    if (matched.length === 1 && name.length > 1 && owned.has(matched[0]!)) continue;
    const score = matched.reduce((sum, n) => sum + (weightless.has(n) ? 0 : 1 / (rarity.get(n) ?? 1)), 0);
    const whole = matched.length === name.length && name.length > 1 ? 1 : 0;
    best = Math.max(best, score + whole);
  }
  return best;
}

function cueScore(words: string[], subject: Subject): number {
  let best = 0;
  for (const cue of subject.cues) {
    if (cue.length === 0) continue;
    const matched = cue.filter((c) => words.some((w) => same(w, c))).length;
    if (matched === cue.length) best = Math.max(best, 0.6 + 0.1 * matched);
  }
  return best;
}

/**
 * A person named by their title after "the" ("and the director?", "the data analytics
 * instructor"): the title's last word (what the person is) and all but at most one of the rest.
 */
function titleScore(text: string, subject: Subject): number {
  const title = subject.kind === "person" ? subject.cues[0] : undefined;
  const head = title?.at(-1);
  if (!title || !head || everyday.has(head)) return 0;
  const words = wordsOf(text);
  const at = words.findIndex(
    (w, i) =>
      same(w, head) &&
      words.slice(Math.max(0, i - title.length), i).some((d) => /^(the|your|ur|their)$/.test(d)),
  );
  if (at < 0) return 0;
  const before = words.slice(0, at);
  const matched = title.slice(0, -1).filter((t) => before.some((w) => same(w, t))).length;
  return matched >= title.length - 2 ? 0.6 + 0.1 * (matched + 1) : 0;
}

/** Words that say the thing is the visitor's ("my data", "our personal details"), not a course ("your testing services" is ours). */
const possessives = new Set(["my", "our", "their", "his", "her", "personal", "private"]);
/** Words that make the next one a course's name again ("my data course"). */
const courseWords = new Set([
  "course",
  "courses",
  "program",
  "programs",
  "programme",
  "class",
  "classes",
  "one",
]);

/** Words the question uses only after a possessive and not before a course word: the everyday sense. */
function ownedWords(words: string[]): Set<string> {
  const owned = new Set<string>();
  const named = new Set<string>();
  words.forEach((w, i) => {
    const after = words[i + 1];
    if (possessives.has(words[i - 1] ?? "") && !(after && courseWords.has(after))) owned.add(w);
    else named.add(w);
  });
  for (const w of named) owned.delete(w);
  return owned;
}

/**
 * The subjects a question names, strongest first (more than one when it names several).
 * `conversation` (the earlier questions) says which kind of subject is meant when the question's
 * own words do not ("the testing one" after "we need our app tested": the service).
 */
export function subjectsNamed(knowledge: Knowledge, question: string, conversation = ""): Subject[] {
  const words = wordsOf(question).filter((w) => !functionWords.has(w));
  const text = wordsOf(question).join(" ");
  // How many subjects share a name word; posts' titles only count among posts.
  const rarity = new Map<string, number>();
  const postRarity = new Map<string, number>();
  for (const s of knowledge.subjects) {
    const counts = s.kind === "post" ? postRarity : rarity;
    for (const w of new Set(s.names.flat())) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const owned = ownedWords(wordsOf(question));
  // The kinds the question's words point to; when they point to none, the conversation's.
  const kindsCued = (t: string) =>
    new Set((Object.keys(kindCues) as SubjectKind[]).filter((kind) => kindCues[kind].test(t)));
  const pointed = kindsCued(text);
  const before = pointed.size === 0 && conversation ? kindsCued(wordsOf(conversation).join(" ")) : pointed;
  // Every subject shares the words of the posts' titles ("QA testing" names the course, not the post).
  const allRarity = new Map(rarity);
  for (const [w, n] of postRarity) allRarity.set(w, (allRarity.get(w) ?? 0) + n);
  const scored = knowledge.subjects.map((s) => {
    const postCued = s.kind === "post" && kindCues.post.test(text);
    // (A title's everyday words, "good", "first", name no post unless the question says "post".)
    const named =
      s.kind !== "post"
        ? nameScore(words, s, rarity, owned)
        : postCued
          ? nameScore(words, s, postRarity, owned)
          : nameScore(words, s, allRarity, owned, everyday);
    const cue = s.kind === "person" && !/\bwho\b/.test(text) ? titleScore(text, s) : cueScore(words, s);
    let score = Math.max(named, cue);
    // A post is named by its title's words, which courses share: it takes two, or a word for posts.
    if (s.kind === "post" && !(named >= 1.5 || (named > 0 && postCued))) score = 0;
    const cued = score > 0 && pointed.has(s.kind);
    if (cued) score += 0.4;
    // The kind the conversation meant lifts a name shared by two subjects at most ("the testing one").
    const meant = score > 0 && before.has(s.kind);
    if (meant && !cued && named >= 0.5) score += 0.4;
    return { s, score, cued, meant };
  });
  const strong = scored.filter((x) => x.score >= 0.6).sort((a, b) => b.score - a.score);
  if (strong.length === 0) return subjectsForAudience(knowledge, question);
  // "The software testing course": of the kind the words point to, though another kind's name is
  // held more wholly.
  const leader = strong[0]!.meant
    ? strong[0]!
    : (strong.find((x) => x.meant && x.score >= strong[0]!.score * 0.5) ?? strong[0]!);
  const top = leader;
  const topNames = new Set(top.s.names.flat());
  // A second subject counts when the question names it by a word of its own, not one it shares…
  const ownName = (s: Subject) =>
    s.names.flat().some((n) => !topNames.has(n) && words.some((w) => same(w, n)) && !everyday.has(n));
  // …or by the whole of a name, of another kind the question points to as well ("your QA course
  // and your software testing service"), or by a whole short name of its own ("QA").
  // (The words the leader's name spends, said in a row, name nothing else: "the QA & Software
  // Testing course" does not name the testing service too.)
  let rest = words;
  for (const name of [...top.s.names].sort((a, b) => b.length - a.length)) {
    const at = rest.findIndex(
      (_, i) => name.length > 0 && name.every((n, j) => rest[i + j] !== undefined && same(rest[i + j]!, n)),
    );
    if (at >= 0) {
      rest = [...rest.slice(0, at), ...rest.slice(at + name.length)];
      break;
    }
  }
  const wholeName = (s: Subject, least: number) =>
    s.names.some(
      (name) =>
        name.join("").length >= least &&
        name.every((n) => rest.some((w) => same(w, n)) && !everyday.has(n)) &&
        (name.length > 1 || !topNames.has(name[0]!)),
    );
  // Keep those near the best ("full stack or data analytics" names two); when the best is of the
  // kind the question's words point to ("the testing course"), another kind's namesake goes.
  return [top, ...strong.filter((x) => x !== top)]
    .filter(
      (x) =>
        x === top ||
        (x.score >= Math.max(0.6, top.score * 0.35) && (ownName(x.s) || (x.cued && !top.cued))) ||
        (x.cued && x.s.kind !== top.s.kind && wholeName(x.s, 4)) ||
        (x.s.kind === top.s.kind && x.s.kind !== "person" && wholeName(x.s, 2)),
    )
    .filter((x) => x.s.kind === top.s.kind || x.cued || !top.cued)
    .map((x) => x.s);
}

/** "The one for testers", "the course aimed at graduates": the words that say who it is for. */
const forWhom =
  /\b(?:one|ones|course|courses|program|programs|programme|class|option|service|services)\s+(?:that is |that's |which is )?(?:for|aimed at|meant for|designed for|suited to|made for)\s+(.+)$/;

/**
 * The subject named by who it is for ("and the one for testers?"): the one whose audience (a
 * program's "suits" lines) alone holds a word of the phrase, read from the content.
 */
function subjectsForAudience(knowledge: Knowledge, question: string): Subject[] {
  const phrase = forWhom.exec(wordsOf(question).join(" "))?.[1];
  if (!phrase) return [];
  const words = wordsOf(phrase).filter((w) => !functionWords.has(w) && !everyday.has(w));
  const holders = (w: string) =>
    knowledge.subjects.filter((s) => s.audience?.some((line) => line.some((a) => lemma(a) === lemma(w))));
  const found = new Set<Subject>();
  for (const w of words) {
    const who = holders(w);
    if (who.length === 1) found.add(who[0]!);
  }
  return found.size === 1 ? [...found] : [];
}

/** A subject whose page path the visitor is on ("/training-programs/…" and pages under it). */
export function subjectOfPage(knowledge: Knowledge, path: string | undefined): Subject | undefined {
  if (!path) return undefined;
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "");
  return knowledge.subjects.find(
    (s) =>
      (s.kind === "program" || s.kind === "service") && (clean === s.href || clean.startsWith(`${s.href}/`)),
  );
}

/** Whether a sentence of the passage says "you can/may …" with the asked verb after it. */
function grants(p: Passage, terms: string[]): boolean {
  for (const m of p.text.matchAll(/\byou (?:can|may|are (?:able|allowed|welcome) to)\b([^.!?;]*)/gi))
    if (termsOf(m[1]!).some((t) => terms.includes(t) && !functionWords.has(t))) return true;
  return false;
}

const K1 = 1.2;
const B = 0.6;

/**
 * Scores every passage against the question. `subjects` (named or carried) lift their own
 * passages and lower other subjects' passages of the same kind; `extraTerms` (a carried
 * subject's name) count as matched for that subject's passages.
 */
export function retrieve(
  knowledge: Knowledge,
  question: string,
  subjects: Subject[] = [],
  kinds?: Passage["kind"][] | ((p: Passage) => boolean),
): Found {
  const terms = [...new Set(termsOf(question))];
  const n = knowledge.passages.length;
  const idfs = new Map<string, number>();
  const idf = (t: string) => {
    let value = idfs.get(t);
    if (value === undefined) {
      const df = knowledge.df.get(t) ?? 0;
      value = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      idfs.set(t, value);
    }
    return value;
  };
  const unknown = wordsOf(question).filter(
    (w) =>
      !functionWords.has(w) &&
      w.length > 2 &&
      !/\d/.test(w) &&
      !knowledge.vocabulary.has(w) &&
      !knowledge.df.has(termsOf(w)[0] ?? w),
  );
  const subjectIds = new Set(subjects.map((s) => s.id));
  const asksAdvice =
    subjects.some((s) => s.kind === "post") ||
    /\b(tips?|advice|advise|blog|post|article|should (i|we)|how (do|should|can) (i|we) (check|clean|decide|choose|prepare|learn|get better|improve|start)|best way|recommend)\b/.test(
      question,
    );
  const subjectKinds = new Set(subjects.map((s) => s.kind));
  // The doing asked ("can I move…", "am I allowed to bring…"): its verb.
  const mayVerb =
    /\b(?:(?:can|could|may) (?:i|we)|(?:am i|are we) (?:allowed|able) to)(?: (?:just|still|also|actually|even|please|then))* ([a-z]+)/.exec(
      question,
    )?.[1];
  const mayTerms = mayVerb && !functionWords.has(mayVerb) ? termsOf(mayVerb) : [];
  const subjectWords = new Set(subjects.flatMap((s) => s.names.flat()).flatMap((w) => termsOf(w)));
  // A word the content never uses weighs a little less than its rarest word: it may be filler.
  const unknownWeight = Math.log(1 + (n + 0.5) / 0.5);
  const weightOf = (t: string) => (knowledge.df.has(t) ? idf(t) : unknownWeight);
  const total = terms.reduce((sum, t) => sum + weightOf(t), 0) || 1;
  const knownTotal = terms.filter((t) => knowledge.df.has(t)).reduce((sum, t) => sum + idf(t), 0) || 1;
  const hits: Hit[] = [];
  for (const p of knowledge.passages) {
    if (kinds && !(typeof kinds === "function" ? kinds(p) : kinds.includes(p.kind))) continue;
    const own = p.subject !== undefined && subjectIds.has(p.subject);
    const length = p.length;
    let score = 0;
    let matched = 0;
    let asked = 0;
    for (const t of terms) {
      if (p.askSet.has(t)) asked += idf(t);
      const tf = p.tf.get(t) ?? 0;
      const byName = own && subjectWords.has(t);
      if (tf === 0 && !byName) continue;
      const f = Math.max(tf, byName ? 1 : 0);
      score += (idf(t) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * length) / knowledge.averageLength));
      matched += idf(t);
    }
    if (score === 0) continue;
    // An FAQ entry asked nearly in one of its own phrasings: how much of that phrasing is matched.
    let phrasing = 0;
    let phrasingWeight = 0;
    for (const set of p.askSets) {
      const weight = set.reduce((sum, t) => sum + idf(t), 0);
      if (weight === 0) continue;
      const share = set.filter((t) => terms.includes(t)).reduce((sum, t) => sum + idf(t), 0) / weight;
      phrasing = Math.max(phrasing, share);
      const own = [...new Set(set)].filter((t) => !subjectWords.has(t));
      if (share >= 0.99)
        phrasingWeight = Math.max(
          phrasingWeight,
          own.reduce((sum, t) => sum + idf(t), 0),
        );
    }
    // Rank by how much of the question the passage answers, not only by how often it says a word.
    const coverage = matched / total;
    score = score * coverage ** 1.5 + (phrasing >= 0.5 ? phrasing * coverage * 6 : 0);
    // "Can I move to another class?" is answered by "You can move to…": a sentence that grants the
    // visitor the asked doing, with one of the question's verbs, over one about what we may do.
    if (mayTerms.length > 0 && grants(p, mayTerms)) score *= 1.3;
    if (own) score *= 1.6;
    // A post is advice: it answers a question that asks for advice or names it, not any question
    // that shares a word with it.
    else if (p.kind === "post" && !asksAdvice) score *= 0.5;
    else if (p.subject && subjectKinds.has(p.subject.split(":")[0] as SubjectKind)) score *= 0.45;
    hits.push({
      passage: p,
      score,
      coverage,
      askCoverage: asked / total,
      matched,
      phrasing,
      phrasingWeight,
      knownCoverage: matched / knownTotal,
    });
  }
  hits.sort((a, b) => b.score - a.score);
  const best = hits[0];
  const runnerUp = hits.find((h) => best && h.passage.href !== best.passage.href);
  return {
    hits: hits.slice(0, 5),
    confidence: best?.coverage ?? 0,
    margin: best && runnerUp ? best.score / runnerUp.score : 1,
    unknown,
  };
}
