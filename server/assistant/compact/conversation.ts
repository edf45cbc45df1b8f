/**
 * Follow-ups: a question that names no subject is about the subject of the conversation (the
 * program, service, person or post named last: "how much is it?"), and a question that names only
 * a subject asks what the previous question asked ("and QA?", "what about data analytics").
 */
import { dayAsked, timeAsked } from "./checks.ts";
import { asksWriting, type Intent, intentsOf, intentTerms, type Reply } from "./facts.ts";
import type { Knowledge, Passage, Subject } from "./knowledge.ts";
import { functionWords, normalise, termOf, termsOf, wordsOf } from "./language.ts";
import { type Hit, retrieve, subjectsNamed } from "./retrieval.ts";

/** What the answer before was about: the subjects and the passages it was written from. */
export interface Prior {
  subjects: Subject[];
  /** The passages a passage answer quoted (none for typed facts: their subject carries). */
  passages: Passage[];
}

/** Reads what an earlier answer was about from its grounds (no answer, small talk: nothing). */
export function aboutAnswer(k: Knowledge, u: { final?: string; replies: Reply[]; hits: Hit[] }): Prior {
  if (u.final) return { subjects: [], passages: [] };
  const subjects: Subject[] = [];
  const add = (s: Subject | undefined) => {
    if (s && !subjects.includes(s)) subjects.push(s);
  };
  if (u.replies.length > 0) {
    // People share a page: the source's title names which one.
    for (const source of u.replies.flatMap((r) => r.sources))
      for (const s of k.subjects)
        if (s.href === source.href && (s.kind !== "person" || source.title.includes(s.name))) add(s);
    return { subjects, passages: [] };
  }
  // The best passage leads the answer (the rest are runners-up it may not show).
  const lead = u.hits[0]?.passage;
  if (!lead) return { subjects, passages: [] };
  // A subject's own passage says what the answer was about; a testimonial or a page only mentions it.
  if (["program", "service", "person", "post"].includes(lead.kind))
    add(k.subjects.find((s) => s.id === lead.subject));
  return { subjects, passages: [lead] };
}

/** Opens as a follow-up or says too little to stand alone: "ok and…", "so…", "for how long". */
export function leansBack(text: string): boolean {
  return (
    pointsBack.test(text) ||
    borrows.test(text) ||
    /^(ok|okay|so|but|then|cool|great|right|alright)\b/.test(text) ||
    wordsOf(text).filter((w) => !functionWords.has(w)).length <= 3
  );
}

/**
 * A follow-up about what the answer before said, when that was no subject (the consultation, the
 * class times, a privacy right): the best passage among those it quoted and the rest of their
 * page ("how long is the call?" after the consultation: the consultation page's call length).
 * `fits` is what the answer must hold (a length of time for "how long").
 */
export function onTopic(k: Knowledge, text: string, prior: Prior, fits?: RegExp): Hit | undefined {
  if (prior.passages.length === 0 || !leansBack(text)) return undefined;
  const ids = new Set(prior.passages.map((p) => p.id));
  // An FAQ page holds unrelated entries: only the entry itself; any other page, all of it.
  const pages = new Set(prior.passages.filter((p) => p.kind !== "faq").map((p) => p.href));
  const found = retrieve(k, text, [], (p) => ids.has(p.id) || pages.has(p.href));
  // The passage of the topic that covers most of the question (the best score among equals).
  const hit = found.hits
    .filter((h) => h.coverage >= 0.3 && (!fits || fits.test(h.passage.text)))
    .reduce<Hit | undefined>((best, h) => (!best || h.coverage > best.coverage ? h : best), undefined);
  // A new ask in the same conversation ("ok what specs do I need?"): a passage elsewhere that
  // answers more of it, or an FAQ entry asked in its own words, wins.
  const anywhere = retrieve(k, text).hits.find((h) => !fits || fits.test(h.passage.text));
  if (!hit || !anywhere || anywhere.passage === hit.passage) return hit;
  if (anywhere.phrasing >= 0.9) return undefined;
  // The words that ask for the value ("how long") are answered by the value the passage holds
  // ("a 30-minute call"), not by its words, unless a passage of the same page says them.
  const asking = new Set(intentsOf(text).flatMap((i) => [...intentTerms[i]]));
  const lacks = termsOf(text).filter((t) => !hit.passage.tf.has(t) && !(fits && asking.has(t)));
  const page = (href: string) => href.split("#")[0];
  if (lacks.length === 0 && page(anywhere.passage.href) !== page(hit.passage.href)) return hit;
  return anywhere.coverage > hit.coverage ? undefined : hit;
}

export interface Reading {
  /** The question, normalised. */
  text: string;
  /** The subjects named in the question itself. */
  named: Subject[];
  /** The subjects it is about: named, or carried from the conversation. */
  subjects: Subject[];
  intents: Intent[];
  /** Whether subjects or intents came from earlier questions. */
  carried: boolean;
  /**
   * It points back ("how long is it?", "each one") at something that is not a subject (a class, the
   * consultation): only the question before says what it is about.
   */
  dangling: boolean;
}

/** Points back at something said before: "it", "that one", "the course". */
const pointsBack =
  /\b(it|its|that|this|they|them|their|he|she|her|him|his|those|these|same|the (course|program|service|one|class|app|post|article)|that one|this one|each one|each of them|both)\b/;
/** Opens a follow-up that borrows the last question: "and QA?", "what about…", "how about…". */
const borrows = /^(and|also|plus|what about|how about|same for|and for|and what about|what of|or)\b/;
/** With this many topic words of its own, a follow-up asks its own thing (see `ownTopicWords`). */
const OWN_ASK_WORDS = 2;

/** The words that speak of every subject of a kind ("your programs", "what services…"). */
const kindNouns: [Subject["kind"], RegExp][] = [
  ["program", /\b(what|which|your|all|any)\b.*\b(programs?|programmes?|courses?)\b/],
  ["service", /\b(what|which|your|all|any)\b.*\bservices?\b/],
];

/** Points at what the conversation has not named yet: "the other one", "the third one", "the rest". */
const others =
  /\b(other|remaining|third|last) (one|ones|course|courses|program|programs|service|services)\b|\bthe (other|others|rest)\b/;

/** Asks to choose among the subjects named: "which one…", "either of them". */
const choosing = /\b(which|either)\b/;

/** What only a program has: a service asked one of these means the program of the same name. */
const programOnly = new Set<Intent>(["duration", "instructor"]);

/** Intents that weigh one subject against another. */
const comparing = new Set<Intent>(["cheapest", "dearest", "longest", "shortest", "soonest", "difference"]);

/**
 * Every program or service a question names, found one at a time: once the strongest is found its
 * name's words are set aside, so a second name that shares a word ("QA" beside "data analytics",
 * "the testing course") is still found.
 */
function namedInTurn(k: Knowledge, text: string, named: Subject[]): Subject[] {
  const found = named.filter((s) => s.kind === "program" || s.kind === "service");
  let rest = wordsOf(text);
  for (let round = 0; round < 4; round++) {
    const used = new Set(found.flatMap((s) => s.names.flat()));
    rest = rest.filter((w) => !used.has(w));
    const next = subjectsNamed(k, rest.join(" ")).find(
      (s) => (s.kind === "program" || s.kind === "service") && !found.includes(s),
    );
    if (!next) break;
    found.push(next);
  }
  return found;
}

/** Content words that are not a subject's name: how much the question says on its own. */
function ownWords(text: string, named: Subject[]): string[] {
  const names = new Set(named.flatMap((s) => s.names.flat()));
  return wordsOf(text).filter((w) => !functionWords.has(w) && !names.has(w));
}

/** Words an intent reads ("cost", "long"): they say what kind of fact is asked, not about what. */
const askingTerms = new Set(Object.values(intentTerms).flatMap((terms) => [...terms]));

/**
 * The question's own topic words: words the content uses that neither name a subject nor say what
 * kind of fact is asked ("withdraw", "refund" in "and if I drop out do I get my money back?").
 */
function ownTopicWords(k: Knowledge, text: string, named: Subject[]): string[] {
  return ownWords(text, named).filter((w) => {
    const t = termOf(w);
    return k.df.has(t) && !askingTerms.has(t) && !/\d/.test(w);
  });
}

/**
 * Reads a question in its conversation. `history` is the visitor's earlier questions, oldest
 * first; `pageSubject` the program or service whose page the visitor is on.
 */
export function readQuestion(
  k: Knowledge,
  question: string,
  history: string[],
  pageSubject?: Subject,
  prior?: Prior,
): Reading {
  let text = normalise(question);
  // Which kind is meant, when the question's words do not say, is what the conversation said.
  const named = subjectsNamed(k, text, history.join(" "));
  let intents = intentsOf(text);
  let subjects = named;
  let carried = false;
  const earlier = [...history].reverse().map((q) => normalise(q));
  const short = ownWords(text, named).length <= 3;
  if (named.length === 0) {
    const wantsSubject =
      pointsBack.test(text) ||
      short ||
      intents.some((i) =>
        [
          "fee",
          "instalments",
          "duration",
          "mode",
          "topics",
          "intake",
          "instructor",
          "rate",
          "technologies",
          "author",
          // a program's own passages: who it suits, what it needs, a week of it, the jobs after it
          "suits",
          "prerequisites",
          "week",
          "roles",
        ].includes(i),
      );
    if (wantsSubject) {
      let wrote = false;
      for (const [i, q] of earlier.entries()) {
        let before = subjectsNamed(k, q);
        // "which one can I do remotely?" after "I'm deciding between QA and data analytics": both.
        if (choosing.test(text))
          before = [...before, ...namedInTurn(k, q, before).filter((s) => !before.includes(s))];
        // "what programs do you run?" then "any of them online?": every one of that kind.
        if (i === 0 && before.length === 0 && pointsBack.test(text))
          for (const [kind, noun] of kindNouns)
            if (noun.test(q)) before = k.subjects.filter((s) => s.kind === kind);

        // "who teaches QA?" then "what's her background?": the instructor the answer named.
        if (/\b(he|she|her|him|his|they|them|their)\b/.test(text) && intentsOf(q).includes("instructor")) {
          const people = before
            .map((s) => s.program?.details.instructor?.name)
            .map((name) => k.subjects.find((s) => s.kind === "person" && s.name === name))
            .filter((s): s is Subject => Boolean(s));
          if (people.length > 0) before = people;
        }
        let writer = false;
        // "who wrote the post on testing?" then "does she teach here?": a question that asked
        // about a person, then "he" or "she", is about the person: a post's author, a program's
        // instructor, as published.
        if (
          /\b(he|she|her|him|his)\b/.test(text) &&
          (/\bwho\b/.test(q) || intentsOf(q).some((i) => i === "instructor" || i === "author")) &&
          before.length > 0 &&
          !before.some((s) => s.kind === "person")
        ) {
          const people = before
            .map((s) => s.post?.author ?? s.program?.details.instructor?.name)
            .map((name) => k.subjects.find((s) => s.kind === "person" && s.name === name))
            .filter((s): s is Subject => Boolean(s));
          if (people.length > 0) {
            before = [...new Set(people)];
            writer = before.some((p) => k.subjects.some((s) => s.post?.author === p.name));
          }
        }
        // "…what tools does her course use?": the programs that person teaches.
        if (/\b(his|her|their) (course|courses|class|classes|program|programs)\b/.test(text)) {
          const taught = k.subjects.filter(
            (s) =>
              s.kind === "program" &&
              before.some((p) => p.kind === "person" && s.program?.details.instructor?.name === p.name),
          );
          if (taught.length > 0) before = taught;
        }
        // "did he write anything?" then "what's the tip in that one?": the posts that person wrote.
        // (Not when the person is the one who wrote the post asked about.)
        if (asksWriting.test(q) && !writer) wrote = true;
        if (wrote && before.length > 0 && before.every((s) => s.kind === "person")) {
          const posts = k.subjects.filter(
            (s) => s.kind === "post" && before.some((p) => p.name === s.post?.author),
          );
          if (posts.length > 0) before = posts;
        }
        if (before.length > 0) {
          subjects = before;
          carried = true;
          break;
        }
      }
      // "how much does a web app cost?" then "is that plus GST?": what the answer was about, when
      // no question named it ("who runs the company?" then "how long has she…"). One subject only
      // (a list or a comparison answers about several), and a person or post only by a pronoun.
      const answered = prior?.subjects ?? [];
      if (
        !carried &&
        answered.length === 1 &&
        !intents.some((i) => comparing.has(i)) &&
        (answered[0]!.kind === "program" || answered[0]!.kind === "service" || pointsBack.test(text))
      ) {
        subjects = answered;
        carried = true;
      }
      if (!carried && pageSubject) {
        subjects = [pageSubject];
        carried = true;
      }
    }
  }
  // "and the other one?" after two of three programs were named: the one not named yet.
  if (named.length === 0 && others.test(text)) {
    const before: Subject[] = [];
    for (const q of earlier)
      for (const s of subjectsNamed(k, q))
        if ((s.kind === "program" || s.kind === "service") && !before.includes(s)) before.push(s);
    const rest = k.subjects.filter((s) => s.kind === before[0]?.kind && !before.includes(s));
    if (rest.length === 1 || (rest.length > 1 && /\b(ones|rest|others)\b/.test(text))) {
      subjects = rest;
      carried = true;
      // The pointing words are spent: "other" is not a word the answer should match.
      text = text.replace(others, " ").replace(/\s+/g, " ").trim();
    }
  }
  // "sunday??" after "what time do you open?": a fragment that only names a value asks the same.
  const fragment =
    intents.length === 0 &&
    named.length === 0 &&
    ownWords(text, named).length <= 1 &&
    Boolean(dayAsked(text) || timeAsked(text));
  // "and QA?", "and on weekends?" borrow what the question before asked; "and if I drop out
  // halfway do I get my money back?" says its own ask (two topic words), so it borrows nothing.
  const ownAsk = ownTopicWords(k, text, named).length >= OWN_ASK_WORDS;
  if (
    !ownAsk &&
    (((named.length > 0 || borrows.test(text)) &&
      (intents.length === 0 || borrows.test(text)) &&
      (short || borrows.test(text))) ||
      fragment)
  ) {
    for (const q of earlier) {
      // "how much experience has he got?" asked about the person, not the course: "and the data
      // one?" after it asks what the question before that asked (who teaches it).
      if (named.length > 0 && /\b(he|she|him|his|her)\b/.test(q) && subjectsNamed(k, q).length === 0)
        continue;
      const before = intentsOf(q).filter((i) => i !== "programs" && i !== "services");
      if (before.length > 0) {
        intents = [...new Set([...before, ...intents])];
        carried = true;
        break;
      }
    }
  }
  // "which is cheaper, that or data analytics?": the one named before, and the one named now.
  if (
    named.length === 1 &&
    pointsBack.test(text) &&
    intents.some((i) => ["cheapest", "dearest", "longest", "shortest", "difference"].includes(i))
  )
    for (const q of earlier) {
      const before = subjectsNamed(k, q).filter((s) => s.kind === named[0]!.kind && s.id !== named[0]!.id);
      if (before.length > 0) {
        subjects = [...before, ...named];
        carried = true;
        break;
      }
    }
  // "which of those two is cheaper?" after QA, then data analytics: the subjects named before.
  if (
    named.length === 0 &&
    intents.some((i) => comparing.has(i)) &&
    /\b(those|these|both|the two|them|either|each)\b/.test(text)
  ) {
    const before: Subject[] = [];
    for (const q of earlier)
      for (const s of subjectsNamed(k, q))
        if ((s.kind === "program" || s.kind === "service") && !before.includes(s)) before.push(s);
    const kind = before[0]?.kind;
    const same = before.filter((s) => s.kind === kind);
    if (same.length >= 2) {
      subjects = same;
      carried = true;
    }
  }
  // "is data analytics longer than QA?", "between QA and data analytics, which one can I do from
  // home?": a comparison or a choice is among every program or service it names.
  if (intents.some((i) => comparing.has(i)) || (named.length > 0 && choosing.test(text))) {
    const all = namedInTurn(k, text, named);
    if (all.length > named.length)
      subjects = carried ? [...subjects, ...all.filter((s) => !subjects.includes(s))] : all;
  }
  // "is software testing something I could get into?" then "how long does that one run for?": a
  // service asked what only a program has (a length, who teaches it) is the program
  // whose name holds the service's name, when one does.
  if (
    subjects.length > 0 &&
    subjects.every((s) => s.kind === "service") &&
    intents.some((i) => programOnly.has(i))
  ) {
    const namesakes = subjects.flatMap((s) =>
      k.subjects.filter(
        (p) => p.kind === "program" && s.names[0]!.every((w) => p.names.some((n) => n.includes(w))),
      ),
    );
    if (namesakes.length > 0) subjects = [...new Set(namesakes)];
  }
  // "who teaches it?" after a person was named is about that person's program, not the person.
  if (carried && intents.includes("instructor")) subjects = subjects.filter((s) => s.kind === "program");
  const dangling = history.length > 0 && named.length === 0 && !carried && pointsBack.test(text);
  return { text, named, subjects, intents, carried, dangling };
}
