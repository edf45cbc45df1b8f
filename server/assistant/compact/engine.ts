/**
 * The assistant: reads the question in its conversation, answers a value check or a typed fact
 * when the question asks one, else the passage that answers it, else the honest no-answer reply.
 * The knowledge is rebuilt when the published content changes (a new read model object: a publish
 * on any process, server/content/published.ts), so the next question gets the new values.
 * With a model configured, the model answers from what was found and the built-in answer is the
 * fallback (./openai-engine.ts).
 */
import type { PublishedContent } from "../../content/published.ts";
import { log } from "../../log.ts";
import { asksNothing, attributeAsked, documentTerms, statesAttribute } from "./asked.ts";
import { comparedReplies, comparedThings } from "./compared.ts";
import { dayAsked, durationCheck, hoursCheck, isYesNo, priceCheck, timeAsked } from "./checks.ts";
import { replyTimeAnswer } from "./reply-times.ts";
import {
  sourceLinks,
  asksForPerson,
  composePassages,
  composeReplies,
  NO_ANSWER,
  personReply,
  smallTalk,
  withActionLinks,
} from "./compose.ts";
import { aboutAnswer, onTopic, type Prior, readQuestion } from "./conversation.ts";
import {
  cueWords,
  type Intent,
  intentsOf,
  intentTerms,
  overview,
  passageIntents,
  personReplies,
  type Reply,
  type Source,
  typedReplies,
} from "./facts.ts";
import { buildKnowledge, type Knowledge } from "./knowledge.ts";
import { bestSentences } from "./compose.ts";
import { corrected, functionWords, normalise, termsOf, wordsOf } from "./language.ts";
import { openAiEngine, type ModelSettings } from "./openai-engine.ts";
import { offered, requestOf, unknownThing, unknownWords, withoutOwnPurpose } from "./requests.ts";
import { everyday, type Hit, retrieve, subjectOfPage, subjectsNamed, wholeHit } from "./retrieval.ts";
import { asksStory, composeStories, storyHits } from "./stories.ts";

export type SessionTexts = Readonly<Record<string, string>>;

/** Where an answer goes while it is written. */
export interface AnswerSink {
  delta(text: string): void;
  /** Throw away what was sent so far (a failed model's partial answer before the fallback's). */
  reset(): void;
}

export const silentSink: AnswerSink = { delta: () => {}, reset: () => {} };

/** What was found for a question: the grounds of any answer. */
export interface Understanding {
  question: string;
  history: string[];
  /** An answer that is complete as it is (small talk, the person offer, a value check, no answer). */
  final?: string;
  replies: Reply[];
  hits: Hit[];
  /** The built-in answer. */
  answer: string;
}

export interface Assistant {
  readonly engineName: string;
  /** What the built-in engine finds for a question, without answering it (for routing). */
  understand(
    question: string,
    history?: string[],
    sessions?: SessionTexts,
    page?: string,
  ): Promise<Understanding>;
  /**
   * Streams the answer (Markdown) to the sink. `history`: the visitor's earlier questions, oldest
   * first. `sessions`: each program's next intake text by slug (from the intakes table).
   * `page`: the path the visitor asks from (a program's page makes it the subject).
   */
  answer(
    question: string,
    sink: AnswerSink,
    history?: string[],
    sessions?: SessionTexts,
    page?: string,
  ): Promise<string>;
}

export interface AssistantOptions {
  /** The published content, fresh on every call (publishedContent(db) caches and invalidates). */
  content: () => Promise<PublishedContent>;
  ai?: ModelSettings;
  timeoutMs?: number;
}

/** Below this share of the question's weight, the best passage does not answer it. */
const CONFIDENCE = Number(process.env.CF ?? 0.35);
/** With a word the content never uses, the passage must cover more of the rest. */
const CONFIDENCE_WITH_UNKNOWN = Number(process.env.CU ?? 0.45);
/** …or this much matched weight (about three uncommon words). */
const MATCHED_WEIGHT = Number(process.env.MW ?? 5);
/**
 * An FAQ entry one of whose own phrasings the question holds whole, in words beyond the subject's
 * name ("will I walk away with a recognised qualification at the end?" holds "…an accredited
 * qualification?"), answers it though the rest of the question is words the content never uses,
 * as long as most of the words the content does use are matched.
 */
const wholePhrasing = (h: Hit) =>
  h.passage.kind === "faq" &&
  h.phrasing >= 0.99 &&
  h.phrasingWeight >= PHRASING_WEIGHT &&
  h.knownCoverage >= KNOWN_COVERAGE &&
  h.coverage >= 0.15;
/** …weighing at least this much (more than one common word)… */
const PHRASING_WEIGHT = 2;
/** …and covering nearly half of the words the content uses. */
const KNOWN_COVERAGE = 0.45;
/** Words any question may hold without saying what it is about. */
/** Intents answered from the site's own details, whatever else the question says. */
const siteIntents = new Set(["hours", "phone", "email", "address", "contact", "identity", "team"]);
/** The ways to reach us: a passage that says one with more of the question answers better. */
const contactIntents = new Set(["phone", "email", "address", "contact"]);
/** The typed fields of a program or service, in the order they are tried for a question's words. */
const fieldIntents: Intent[] = [
  "fee",
  "instalments",
  "duration",
  "mode",
  "topics",
  "intake",
  "instructor",
  "technologies",
  "rate",
];
/** Words that weigh the courses against each other ("the most", "less", "which course"). */
const weighing =
  /\b(most|more|less|least|fewer|fewest|which (one|course|program|of (your|the) (courses|programs))|each (course|program)|every (course|program)|all (the |your )?(courses|programs)|(the|your) (courses|programs) compare|compare (the|your) (courses|programs))\b/;
/** Words that name every subject of a kind: "your services", "which course". */
const kindNoun = /\b(services?|courses?|programs?|programmes?)\b/;
/** Intents answered by weighing subjects on a field: the whole answer is the comparison. */
const comparisons = new Set<string>(["cheapest", "dearest", "longest", "shortest", "soonest"]);
/** Intents a question about a person may show ("her background", "who he teaches", "how long has she…"). */
const personIntents = new Set<string>([
  "duration",
  "prerequisites",
  "suits",
  "instructor",
  "roles",
  "topics",
  "week",
  "person",
  "author",
  "identity",
]);
const generic = new Set(
  termsOf(
    "course program class offer do have available provide question ask information detail know tell training one all both each two three",
  ),
);

/** Words that only say a post is meant ("any articles about…"). */
const postWords = new Set(termsOf("post posts article articles blog blogs"));

/** Where one ask of a message ends and the next begins: "…cost, and can I get a refund?". */
const askBoundary =
  /(?<=[?!])\s+|(?<=\.)\s+(?=[A-Za-z])|[,;]\s*(?:(?:and|plus|also|or)\s+)*(?=(?:what|whats|what's|how|when|where|who|whom|why|which|whether|can|could|do|does|did|is|are|am|have|has|will|would|should|if|any)\b)|\s+[—–-]\s+(?=(?:what|whats|what's|how|when|where|who|why|which|can|could|do|does|did|is|are|will|would|should)\b)|\s+(?:and|plus|also|n|&|\+)\s+(?=(?:what|whats|what's|how|when|where|who|whos|who's|whom|why|which|whether|can|could|do|does|is|are|am|will|would|should)\b)/i;
const questionStart =
  /^(?:(?:so|ok|okay|but|then|like|roughly|approximately|just)[,]?\s+)?(what|whats|what's|how|when|where|who|whom|whose|why|which|whether|can|could|do|does|did|is|are|am|will|would|should|if|any|and|also|plus|tell|list|give|show)\b/i;

/** "Two things:", "Quick question -": announces the asks, asks nothing itself. */
const leadIn =
  /^(?:(?:(?:two|three|2|3|a few|few|some|a couple of|couple of|couple|quick|a quick) (?:things|questions|qs|q's|question)|questions?)\s*[:\-–—,.]\s*)/i;
/** A sentence about the visitor, not an ask: "I work full time…", "My daughter…", "We're a startup…". */
const storyOpener =
  /^(?:(?:hi|hey|hello|so|ok|okay|well|honestly|basically|also)[,!.]?\s+)*(?:i|i'm|im|i've|ive|i'd|i'll|we|we're|were|we've|my|our|me|last|this|a bit|some background)\b/i;

/** The topic words of an ask: content words the content uses that say neither an intent nor filler. */
function topicWords(k: Knowledge, text: string): string[] {
  const asking = new Set(Object.values(intentTerms).flatMap((terms) => [...terms]));
  return [...new Set(wordsOf(text))].filter((w) => {
    const t = termsOf(w)[0];
    return (
      t !== undefined &&
      !functionWords.has(w) &&
      k.df.has(t) &&
      !asking.has(t) &&
      !generic.has(t) &&
      !/\d/.test(w)
    );
  });
}

/** A question that asks for a person: "who founded…?", "so who runs…?" (not "who is it for?"). */
const askedWho =
  /^(?:(?:so|and|ok|okay|but|then)\s+)?who\b(?! (?:is|are) (?:it|this|that|they|the [a-z ]+) for\b)/;

/** Points back at something said before ("it", "they", "that one"). */
const pointing = /\b(it|its|they|them|their|that|this|those|these|each)\b/;

/**
 * "Is the consultation free, and how long is the call?", "I want my data deleted. How long will
 * it take?": a later ask that names nothing of its own is about what an earlier part of the
 * message spoke of; the rarest topic words of the nearest part before it that has any are added.
 * An ask that points back ("it", "they") takes them as they are. One that only says too little
 * ("how long is the call?": a length and a call) borrows them from an earlier ask: always when it
 * has no topic word of its own, else only when the passage they lead to says more of its own
 * topic words than the passage the ask alone finds.
 */
function elliptical(k: Knowledge, part: string, earlier: string[], earlierAsks: string[]): string {
  if (earlier.length === 0) return part;
  const text = corrected(part, k.vocabulary);
  if (subjectsNamed(k, text).length > 0) return part;
  const own = wordsOf(text).filter((w) => !functionWords.has(w));
  const topics = topicWords(k, text);
  // Words the content never uses ("smart and skilled") are the ask's own too.
  const unknown = own.filter((w) => !k.df.has(termsOf(w)[0] ?? w) && !/\d/.test(w));
  // "can I edit my application after I've sent it?" says what "it" is.
  if (own.length > 4 || topics.length > 1) return part;
  const points = pointing.test(text);
  const have = new Set(termsOf(text));
  const rarity = (w: string) => k.df.get(termsOf(w)[0]!) ?? 0;
  // Subjects are carried by the conversation; short, everyday and -ing words, and words most
  // passages hold, say nothing of the topic.
  const carriedFrom = (before: string) => {
    const names = new Set(subjectsNamed(k, normalise(before)).flatMap((s) => s.names.flat()));
    return topicWords(k, normalise(before))
      .filter(
        (w) =>
          !have.has(termsOf(w)[0]!) &&
          !names.has(w) &&
          w.length >= 4 &&
          !everyday.has(w) &&
          !/ing$/.test(w) &&
          rarity(w) <= k.passages.length * 0.1,
      )
      .sort((a, b) => rarity(a) - rarity(b))
      .slice(0, 2);
  };
  // Pointing back reaches the story before; saying too little only borrows from an earlier ask.
  let carried: string[] = [];
  // With no earlier ask to borrow from, the visitor's own story ("I want to make a complaint about
  // how you handled my personal info.") says what "how long do you take to respond?" is about.
  // (Only for an ask with a topic word of its own, which the borrowed words must help find: a
  // story's words are otherwise noise, "im in retail" is not what "when r the classes" asks.)
  const story = earlier.filter((part) => !earlierAsks.includes(part) && storyOpener.test(part));
  const sources = points ? earlier : [...(topics.length > 0 ? story : []), ...earlierAsks];
  let fromStory = false;
  for (const before of [...sources].reverse()) {
    // "Do I need to code for the QA course? And what does it cost?": "it" is the subject named
    // there, which the conversation carries, when a field of it is asked.
    if (points && intentsOf(text).length > 0 && subjectsNamed(k, normalise(before)).length > 0) return part;
    carried = carriedFrom(before);
    fromStory = story.includes(before);
    if (carried.length > 0) break;
  }
  if (carried.length === 0) return part;
  const expanded = `${part.replace(/[?.!\s]+$/, "")} ${carried.join(" ")}?`;
  if (points) return expanded;
  // The carried words pick among the passages that say the ask's own words, never replace them.
  const ownTerms = [...new Set(topics.flatMap((w) => termsOf(w)))];
  const says = (h: Hit | undefined) => ownTerms.filter((t) => h?.passage.terms.includes(t)).length;
  const alone = retrieve(k, text).hits[0];
  // An FAQ entry asked in its own words ("can I pay in instalments?") needs nothing more.
  if (alone && alone.passage.kind === "faq" && alone.phrasing >= 0.9) return part;
  const together = retrieve(k, corrected(expanded, k.vocabulary)).hits[0];
  // With none of its own ("how long is the call?" is a length and a call), they are all it has.
  return (topics.length === 0 && unknown.length === 0 && !fromStory) || says(together) > says(alone)
    ? expanded
    : part;
}

/**
 * An ask that says nothing of its own beyond a name ("is that OK for data analytics?", "can I
 * still do full stack?"): no intent and no topic word besides the names of the subjects it names.
 */
function saysNothingOwn(k: Knowledge, part: string): boolean {
  const text = normalise(part);
  if (intentsOf(text).length > 0) return false;
  const names = new Set(subjectsNamed(k, text).flatMap((s) => s.names.flat()));
  return topicWords(k, text).filter((w) => !names.has(w)).length === 0;
}

/** A message of several asks: each answered in turn (earlier parts as the conversation). */
function answerParts(
  k: Knowledge,
  question: string,
  history: string[],
  sessions: SessionTexts,
  page?: string,
): Understanding | undefined {
  // "waitlisted vs rejected, what's the diff?" compares two things: one ask.
  const plain = normalise(question);
  if (comparedThings(plain) && subjectsNamed(k, plain).length === 0) return undefined;
  const parts = question
    .split(askBoundary)
    .map((p) => p.trim().replace(leadIn, ""))
    .filter((p) => p.replace(/\W/g, "").length > 2);
  // An ask ends with a question mark or opens as one, in the visitor's spelling or in words
  // ("wat nights r the clases on").
  const asks = parts.filter(
    (p) => /\?\s*$/.test(p) || questionStart.test(p) || questionStart.test(corrected(p, k.vocabulary)),
  );
  // A long story with a few asks in it: the asks are the asks, the rest is the story.
  const long = parts.length > 5 && asks.length >= 2 && asks.length <= 4;
  if (parts.length < 2 || (parts.length > 5 && !long)) return undefined;
  // A statement before the asks ("My daughter is set on the full stack course.") sets the subject.
  // So does one about the visitor ("I work full time in aged care…", "I will pay from India").
  // (With one ask, the story may say what the ask is about: "I'm a total beginner, is QA for me?")
  const statement = (part: string, i: number) =>
    !asks.includes(part) &&
    (long ||
      (i < parts.length - 1 && intentsOf(normalise(part)).length === 0) ||
      (storyOpener.test(part) && asks.length >= 2));
  // One ask after what the visitor says about themselves ("I have a MacBook. Is that OK for the
  // data course?"): the story says what the ask is about, so the message is read whole.
  const answered = parts.filter((part, i) => !statement(part, i));
  if (answered.length === 1 && saysNothingOwn(k, answered[0]!)) return undefined;
  const said: Understanding[] = [];
  const context = [...history];
  // Each ask is read as a follow-up of the answer before it: the conversation's last answer for
  // the first ask, the ask before it in this message for the next ("who wrote the post, and what's
  // her background?", "is the consultation free, and how long is the call?").
  let prior = history.length > 0 ? priorAnswer(k, history, sessions, page) : undefined;
  /** The paragraphs of an answer, without its sources line. */
  const paragraphs = (u: Understanding) =>
    (u.answer.split(/\n\nSources?: /)[0] ?? "")
      .split(/\n\n+/)
      .map((t) => t.trim())
      .filter(Boolean);
  const saidBefore = (u: Understanding) =>
    paragraphs(u).every((t) => said.some((earlier) => paragraphs(earlier).includes(t)));
  parts.forEach((part, i) => {
    if (!statement(part, i)) {
      const read = elliptical(
        k,
        part,
        asks.includes(part) ? parts.slice(0, i) : [],
        asks.filter((a) => parts.indexOf(a) < i),
      );
      let u = understand(k, read, context, sessions, page, false, prior);
      // Two asks are two things: an ask whose answer repeats the one before was read into it (by
      // the parts before it), so it is read again on its own, with the conversation only.
      if (said.length > 0 && saidBefore(u)) {
        const alone = understand(k, part, history, sessions, page, false);
        if (!alone.final && (alone.replies.length > 0 || alone.hits.length > 0) && !saidBefore(alone))
          u = alone;
      }
      prior = aboutAnswer(k, u);
      if (!u.final || u.final !== NO_ANSWER) if (u.replies.length > 0 || u.hits.length > 0) said.push(u);
    }
    context.push(part);
  });
  if (said.length === 0) return undefined;
  const texts: string[] = [];
  const sources: Source[] = [];
  for (const u of said) {
    const [body, line = ""] = u.answer.split(/\n\nSources?: /);
    // Two asks answered by the same fact say it once ("which is online, and which is shortest?").
    for (const paragraph of (body ?? "").split(/\n\n+/).map((t) => t.trim()))
      if (paragraph && !texts.includes(paragraph)) texts.push(paragraph);
    for (const m of line.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) sources.push({ title: m[1]!, href: m[2]! });
  }
  // …and a paragraph another one repeats with more ("…costs $4,000." beside "…costs $4,000. Fees include GST.").
  const whole = texts.filter((t) => !texts.some((other) => other !== t && other.includes(t)));
  texts.splice(0, texts.length, ...whole);
  const links = sourceLinks(sources);
  return {
    question,
    history,
    replies: said.flatMap((u) => u.replies),
    hits: said.flatMap((u) => u.hits),
    answer: links ? `${texts.join("\n\n")}\n\n${links}` : texts.join("\n\n"),
  };
}

/** Understands the question against the knowledge and composes the built-in answer. */
export function understand(
  k: Knowledge,
  question: string,
  history: string[] = [],
  sessions: SessionTexts = {},
  page?: string,
  whole = true,
  /** What the answer before was about, when the caller knows it (the ask before in one message). */
  given?: Prior,
): Understanding {
  if (whole) {
    const parts = answerParts(k, question, history, sessions, page);
    if (parts) return parts;
  }
  const base = { question, history, replies: [] as Reply[], hits: [] as Hit[] };
  const done = (answer: string, replies: Reply[] = [], hits: Hit[] = []) => ({
    ...base,
    replies,
    hits,
    answer: withActionLinks(answer, question),
  });
  // (One ask of a message of several has the asks before it as its history, and the answer to the
  // ask before it as `given`.)
  const prior = given ?? (whole && history.length > 0 ? priorAnswer(k, history, sessions, page) : undefined);
  const reading = readQuestion(
    k,
    corrected(companyAsWords(question, k.content.site.name), k.vocabulary),
    history.map((q) => corrected(companyAsWords(q, k.content.site.name), k.vocabulary)),
    subjectOfPage(k, page),
    prior,
  );
  const { subjects, intents } = reading;
  const text = withoutOwnPurpose(k, reading.text);
  const talk = smallTalk(text);
  if (talk) return { ...done(talk), final: talk };
  if (asksForPerson(text)) {
    const offer = personReply(k);
    return { ...done(offer), final: offer };
  }
  // "Can you write my homework?": a request the content never offers gets the honest reply.
  const request = requestOf(text);
  if (request && !offered(k, request)) return { ...done(NO_ANSWER, [], []), final: NO_ANSWER };
  // "Is there a student discount?": a thing the content never names is not something we have.
  if (unknownThing(k, text)) return { ...done(NO_ANSWER, [], []), final: NO_ANSWER };
  // "When will someone get back to me?": the reply time of what the ask (or the conversation) is about.
  const replyTime = replyTimeAnswer(k, text, history, page);
  if (replyTime) return done(replyTime.answer, [], replyTime.hits);
  // "Which graduate raved about the DevOps module?", "any reviews of the testing course?": a
  // testimonial, not the course field that shares its words.
  // "What tool did he automate his tests with?" after a student's story: that story, when it
  // says what is asked (a word of the question, or the value: "how long" and "six months later").
  const told = prior?.passages[0];
  if (told?.kind === "testimonial" && /\b(he|she|her|him|his|they|them|their)\b/.test(text)) {
    const fits = valueAsked(text);
    const asked = topicWords(k, text).flatMap((w) => termsOf(w));
    if (fits ? fits.test(told.text) : asked.some((t) => told.tf.has(t))) {
      const hit = wholeHit(told);
      return done(composeStories(k, [hit]), [], [hit]);
    }
  }
  if (asksStory(text) && !/\bhow many\b/.test(text)) {
    const stories = storyHits(
      k,
      text,
      subjects.filter((s) => s.kind === "program" || s.kind === "service"),
      valueAsked(text),
    );
    if (stories) return done(composeStories(k, stories), [], stories);
  }
  // "Who founded the company?", "who puts together the full stack curriculum?": the person whose
  // role or bio says it, not the course field that shares a word.
  if (
    askedWho.test(text) &&
    !subjects.some((s) => s.kind === "person") &&
    intents.every((i) => i === "topics" || i === "technologies" || i === "person")
  ) {
    const [first, next] = retrieve(k, text, subjects, ["person"]).hits;
    const person = first && k.subjects.find((s) => s.id === first.passage.subject);
    // A page or FAQ passage that says more of the question leads ("who works on my project?" is
    // the service pages' team of roles, not the bio that mentions a project); a course's or a
    // service's own field sharing a word does not.
    const other = retrieve(k, text, subjects).hits.find((h) => h.passage.kind !== "person");
    const otherLeads =
      other &&
      other.passage.kind !== "program" &&
      other.passage.kind !== "service" &&
      other.score > (first?.score ?? 0);
    if (person && !otherLeads && first.coverage >= CONFIDENCE && (!next || first.score >= next.score * 1.5)) {
      const about = personReplies(k, [person], text);
      if (about.length > 0) return done(composeReplies(about), about, []);
    }
  }
  // "What's the difference between being waitlisted and being rejected?": two things, no subject.
  const things = subjects.length === 0 ? comparedThings(text) : undefined;
  const compared = things && comparedReplies(k, things, CONFIDENCE);
  if (compared) return done(composeReplies(compared.replies), compared.replies, compared.hits);
  // "What's her background?", "has he written anything?": about the person, not the courses.
  const people = subjects.filter((s) => s.kind === "person");
  if (people.length > 0 && people.length === subjects.length && intents.every((i) => personIntents.has(i))) {
    const about = personReplies(k, people, text);
    if (about.length > 0) return done(composeReplies(about), about, []);
  }
  let found = retrieve(k, text, subjects);
  let joined = false;
  // A short follow-up with nothing of its own ("how long is each one?"): read with the question before.
  const last = history.at(-1);
  if (
    last &&
    !reading.carried &&
    reading.named.length === 0 &&
    ((intents.length === 0 && wordsOf(text).filter((w) => !functionWords.has(w)).length <= 3) ||
      reading.dangling)
  ) {
    const together = retrieve(k, `${text} ${corrected(last, k.vocabulary)}`, subjects);
    if (together.confidence > found.confidence) {
      found = together;
      joined = true;
    }
  }
  const subject = subjects[0];
  // "and how long is the call?" after the consultation: what the answer before quoted says it.
  // So too when a subject was carried from a question the answer before was not about ("book a
  // consultation about my app" answered with the consultation, then "how long is the call?").
  if (
    prior &&
    ((subjects.length === 0 && !reading.carried) ||
      (reading.carried &&
        reading.named.length === 0 &&
        prior.subjects.length === 0 &&
        prior.passages.length > 0 &&
        typedReplies(k, intents, subjects, sessions, text).length === 0))
  ) {
    const topic = onTopic(k, text, prior, valueAsked(text));
    if (topic) return done(composePassages([topic], text), [], [topic]);
  }

  // A yes/no question about a value: checked against the fact, when the value is all it asks
  // ("is the $10k inc GST?" asks about GST, not the sum).
  const unasked = termsOf(text).filter(
    (t) =>
      !/^\d/.test(t) &&
      !intents.some((i) => intentTerms[i].has(t)) &&
      !subjects.some((s) => s.names.flat().some((w) => termsOf(w).includes(t))) &&
      !generic.has(t) &&
      !/^(under|less|over|more|below|above|cheap|around|about|within|max|maximum|least|k|grand|thousand|aud|dollar|buck|weekday|saturday|sunday|monday|tuesday|wednesday|thursday|friday|am|pm|schedule)$/.test(
        t,
      ),
  );
  if (isYesNo(text) && unasked.length === 0) {
    const checks: (Reply | undefined)[] = [];
    if (intents.includes("hours") && !subjects.some((s) => s.kind === "program"))
      checks.push(hoursCheck(k, text));
    if (subject && (subject.program || subject.service)) checks.push(priceCheck(subject, text));
    if (subject?.program && intents.includes("duration"))
      checks.push(durationCheck(subject.program, subject.href, text));
    else if (subject?.program && /\b\d{1,3} ?(weeks?|months?)\b/.test(text))
      checks.push(durationCheck(subject.program, subject.href, text));
    const check = checks.find((c): c is Reply => Boolean(c));
    if (check) return done(composeReplies([check]), [check], found.hits);
  }

  // "Who is it for?", "what do I need before…", "a typical week": the subject's own passage.
  // Weighing the courses on one ("which course has the most homework?"): every program's passage.
  const suffixes = intents
    .map((i) => passageIntents[i])
    .filter((suffix): suffix is string => Boolean(suffix));
  const weighsAll =
    suffixes.length > 0 &&
    !subjects.some((s) => s.kind === "program") &&
    reading.named.length === 0 &&
    weighing.test(text);
  const owners = weighsAll ? k.subjects.filter((s) => s.kind === "program") : subjects;
  const own = suffixes
    .flatMap((suffix) => owners.map((s) => k.passages.find((p) => p.id === `${s.id}:${suffix}`)))
    .filter((p) => p !== undefined);
  if (own.length > 1 && owners.length > 1 && !intents.includes("instructor")) {
    // One sentence each, under the program's name: the figures side by side.
    const each = owners.flatMap((s) => {
      const passage = own.find((p) => p.subject === s.id);
      if (!passage) return [];
      // The week's typed field (self-study hours) is the figure a comparison of workloads needs.
      // (Asked about something else of the week, "the same kind of weekly feedback?": its sentence.)
      const figure =
        passage.id.endsWith(":week") &&
        s.program?.guide.selfStudy &&
        /\b(hours?|hrs?|time|how much|more|less|least|most|workload|homework|study)\b/.test(text)
          ? `plan for ${s.program.guide.selfStudy} of self-study a week.`
          : bestSentences(passage.text, text, 1);
      return [{ text: `**${s.name}**: ${figure}`, sources: [{ title: s.name, href: s.href }] }];
    });
    return done(composeReplies(each), each, []);
  }
  if (own.length > 0 && !intents.includes("instructor")) {
    const hits = own.slice(0, 2).map((passage) => ({
      passage,
      score: 10,
      coverage: 1,
      askCoverage: 1,
      matched: 10,
      phrasing: 0,
      phrasingWeight: 0,
      knownCoverage: 1,
    }));
    return done(composePassages(hits, text, true), [], hits);
  }
  // Asked in an FAQ entry's own words: staff wrote that answer for this question.
  const entry = found.hits[0];
  if (
    !process.env.NOFAQ &&
    entry &&
    entry.passage.kind === "faq" &&
    entry.phrasing >= 0.9 &&
    entry.coverage >= 0.9 &&
    reading.named.length === 0 &&
    // "How long is this course?" on a program's page (or after one was named): that subject's
    // typed field, not the FAQ entry about every program.
    !(reading.carried && subjects.length > 0 && intents.length > 0)
  )
    return done(composePassages([entry], text), [], [entry]);
  const ownWords = wordsOf(text).filter((w) => !functionWords.has(w));
  const explained = new Set([
    ...intents.flatMap((i) => [...intentTerms[i]]),
    ...subjects.flatMap((s) => s.names.flat().flatMap((w) => termsOf(w))),
    ...generic,
  ]);
  const rest = termsOf(text).filter((t) => !explained.has(t) && !/^\d+$/.test(t));
  // With no subject, a typed answer about every program fits only a question it explains whole,
  // or one that weighs every subject of a kind it names ("which of your dev services is cheapest?").
  const weighsKind = intents.some((i) => comparisons.has(i)) && kindNoun.test(text);
  let replies = typedReplies(k, intents, subjects, sessions, text, ownWords.length <= 1 && !reading.dangling);
  // …or one whose other words the typed answer says ("are the service prices GST inclusive?").
  const says = new Set(termsOf(replies.map((r) => r.text).join(" ")));
  if (
    subjects.length === 0 &&
    rest.length > 0 &&
    !weighsKind &&
    !intents.some((i) => siteIntents.has(i)) &&
    !(
      kindNoun.test(text) &&
      rest.filter((t) => k.df.has(t)).every((t) => says.has(t)) &&
      rest.some((t) => says.has(t))
    )
  )
    replies = [];
  // "So what is <the company's name> exactly?": who we are.
  const siteName = wordsOf(k.content.site.name);
  if (
    replies.length === 0 &&
    subjects.length === 0 &&
    siteName.length > 0 &&
    siteName.every((w) => wordsOf(text).includes(w)) &&
    rest.filter((t) => !siteName.includes(t)).length === 0
  )
    replies = typedReplies(k, ["identity"], [], sessions);
  // "Tell me about the QA course", or a name alone: the subject's overview.
  // "Any articles about manual vs automated testing?": a post named as a post; "what's the main
  // point?" after one: its gist, which the post's own description says.
  const posts = subjects.length > 0 && subjects.every((s) => s.kind === "post");
  const gist =
    posts &&
    reading.carried &&
    /\b(main point|point|gist|summary|sum (it )?up|main idea|takeaway|key message|tl ?dr)\b/.test(text);
  if (replies.length === 0 && (reading.named.length > 0 || gist) && intents.length === 0) {
    const rest = termsOf(text).filter(
      (t) =>
        !reading.named.some((s) => s.names.flat().some((w) => termsOf(w).includes(t))) &&
        !generic.has(t) &&
        !(posts && postWords.has(t)),
    );
    if (
      gist ||
      rest.length === 0 ||
      /\b(tell me (more )?about|what is|info|information|details|more about|overview)\b/.test(text)
    ) {
      const about = (gist ? subjects : reading.named)
        .map((s) => overview(s, sessions))
        .filter((r): r is Reply => Boolean(r));
      if (about.length > 0) return done(composeReplies(about.slice(0, 2)), about, found.hits);
    }
  }
  // "Is that incl GST?" about the web app asked before: the subject's typed field that says the
  // question's rarer words answers it.
  if (
    replies.length === 0 &&
    reading.carried &&
    intents.length === 0 &&
    subjects.some((s) => s.program || s.service)
  ) {
    // Words that say what kind of fact is asked ("pay", "week") do not pick a field by themselves.
    const asking = new Set(Object.values(intentTerms).flatMap((terms) => [...terms]));
    const asked = rest.filter((t) => k.df.has(t) && !asking.has(t));
    const weight = (t: string) => 1 / (k.df.get(t) ?? 1);
    const total = asked.reduce((sum, t) => sum + weight(t), 0);
    let best: Reply[] = [];
    let bestWeight = 0;
    for (const field of fieldIntents) {
      const candidate = typedReplies(k, [field], subjects, sessions, text);
      const said = new Set(termsOf(candidate.map((r) => r.text).join(" ")));
      const w = asked.filter((t) => said.has(t)).reduce((sum, t) => sum + weight(t), 0);
      if (w > bestWeight) {
        best = candidate;
        bestWeight = w;
      }
    }
    // …and says the rarest of them ("GST", not "pay").
    const rarest = [...asked].sort((a, b) => weight(b) - weight(a))[0];
    const says = (t: string) => termsOf(best.map((r) => r.text).join(" ")).includes(t);
    if (best.length > 0 && bestWeight >= total * 0.5 && rarest && says(rarest)) replies = best;
  }
  // "Can I do it online?": the typed field says yes or no.
  if (
    isYesNo(text) &&
    replies.length === 1 &&
    intents[0] === "mode" &&
    /\b(online|remote|remotely|home|distance|virtual|zoom)\b/.test(text)
  ) {
    const verdict = replies[0]!.verdict;
    if (verdict)
      replies = [{ ...replies[0]!, text: `${verdict === "yes" ? "Yes" : "No"}: ${replies[0]!.text}` }];
  }
  // "What's the pass rate?", "how many students are in a class?": a typed fact answers only when
  // it states the asked attribute and holds the kind of value asked (a fee is not a percentage).
  const attribute = attributeAsked(text);
  const kind =
    valueAsked(text) ??
    // "How much does the support plan cost a month?": a price, or that it is free.
    (/\bhow much\b/.test(text) &&
    intentsOf(text).some((i) => i === "fee" || i === "rate" || i === "instalments")
      ? money
      : undefined);
  const named = subjects.flatMap((s) => s.names.flat().flatMap((w) => termsOf(w)));
  if (replies.length > 0) {
    const said = replies.map((r) => r.text).join(" ");
    const explainedBy = [
      ...intents.flatMap((i) => [...intentTerms[i]]),
      ...termsOf(cueWords(text, intents).join(" ")),
      ...named,
      ...generic,
    ];
    if (
      (attribute && !statesAttribute(k, attribute, termsOf(said), explainedBy, said)) ||
      (kind && !kind.test(said))
    )
      replies = [];
  }
  const best = found.hits[0];
  // "Are you open on Christmas day?": a day the opening hours do not name (no weekday, no time) is
  // a day the content says nothing about; the week's hours do not answer it.
  if (
    isYesNo(text) &&
    intents.includes("hours") &&
    !dayAsked(text) &&
    !timeAsked(text) &&
    // (a short word is more often text-speak: "frm")
    unknownWords(k, text).some((w) => w.length > 3)
  )
    return { ...done(NO_ANSWER, [], []), final: NO_ANSWER };
  // "Do you sell my email address?", "what goes in the contact form?": the site's details answer
  // only what they say. Known words they leave out, said by a passage together with the asked
  // detail, ask about that passage.
  if (replies.length > 0 && subjects.length === 0 && intents.some((i) => contactIntents.has(i))) {
    const said = new Set(termsOf(replies.map((r) => r.text).join(" ")));
    const cue = termsOf(cueWords(text, intents).join(" "));
    // (Rare words only: "sell", not "week" or "office".)
    const open = termsOf(
      wordsOf(text)
        .filter((w) => !asksNothing(w))
        .join(" "),
    ).filter(
      (t) =>
        rest.includes(t) &&
        !cue.includes(t) &&
        !said.has(t) &&
        (k.df.get(t) ?? 0) > 0 &&
        k.df.get(t)! <= k.passages.length * 0.1,
    );
    const says = (h: Hit) =>
      [...open, ...cue].every((t) => h.passage.terms.includes(t) || h.passage.asks.includes(t));
    const better = open.length > 0 ? found.hits.find((h) => h.coverage >= 0.5 && says(h)) : undefined;
    if (better) return done(composePassages([better], text), [], [better]);
  }
  if (replies.length > 0) {
    // Words the intent and the subject do not explain ("scholarship" beside "fee") may belong to
    // an FAQ entry that answers the question better than the typed field.
    const known = rest.filter((t) => k.df.has(t));
    // (Not when the typed answer says them itself: "is that price incl GST?" of a service's rate.)
    const typedSays = new Set(termsOf(replies.map((r) => r.text).join(" ")));
    const faqFits =
      !intents.some((i) => siteIntents.has(i)) &&
      !(subjects.length > 0 && known.length > 0 && known.every((t) => typedSays.has(t))) &&
      best &&
      best.passage.kind === "faq" &&
      known.length > 0 &&
      known.every((t) => best.passage.asks.includes(t) || best.passage.terms.includes(t)) &&
      best.coverage >= 0.75 &&
      (reading.named.length === 0 || best.passage.asks.some((t) => known.includes(t)));
    if (!faqFits && intents.some((i) => comparisons.has(i)))
      return done(composeReplies(replies), replies, found.hits);
    if (!faqFits) {
      // A word the typed answer does not say ("React", "Playwright"): the subject's sentence that does.
      const said = termsOf(replies.map((r) => r.text).join(" "));
      const missing = known.filter((t) => !said.includes(t));
      const weight = (h: Hit) =>
        missing
          .filter((t) => h.passage.terms.includes(t))
          .reduce((sum, t) => sum + 1 / (k.df.get(t) ?? 1), 0);
      const support = found.hits
        .filter((h) => h.passage.subject && subjects.some((s) => s.id === h.passage.subject) && weight(h) > 0)
        .sort((a, b) => weight(b) - weight(a))[0];
      if (support && missing.length > 0) {
        const sentence = bestSentences(support.passage.text, missing.join(" "), 1);
        replies = [
          ...replies,
          { text: sentence, sources: [{ title: support.passage.title, href: support.passage.href }] },
        ];
      } else if (missing.length >= 1 && !isYesNo(text)) {
        // "What's the fee, and can I get a refund?": the other ask, answered by its own passage.
        const other = retrieve(k, missing.join(" "), []).hits[0];
        if (other && other.coverage >= 0.99 && other.matched >= 3 && other.passage.kind !== "program")
          replies = [
            ...replies,
            {
              text: bestSentences(other.passage.text, missing.join(" "), 2),
              sources: [{ title: other.passage.title, href: other.passage.href }],
            },
          ];
      }
      return done(composeReplies(replies), replies, found.hits);
    }
  }
  // A long message (a situation, then the ask) matches a smaller share: enough rare words will do.
  const confident =
    best &&
    best.score > 1 &&
    (best.coverage >= (found.unknown.length > 0 ? CONFIDENCE_WITH_UNKNOWN : CONFIDENCE) ||
      (best.matched >= MATCHED_WEIGHT && best.coverage >= 0.3) ||
      (!joined && wholePhrasing(best)));
  if (!confident) {
    log.debug?.(
      `assistant: no answer (confidence ${found.confidence.toFixed(2)}, unknown ${found.unknown.join(",")})`,
    );
    return { ...done(NO_ANSWER, [], []), final: NO_ANSWER };
  }
  // A question asking for a number, a year, a sum or a rate is answered only by a passage that has
  // one, and a question asking an attribute only by a passage that states it.
  const accepted = (h: Hit) => h.coverage >= CONFIDENCE || (!joined && wholePhrasing(h));
  const states = (h: Hit) =>
    !attribute ||
    statesAttribute(
      k,
      attribute,
      [...h.passage.terms, ...h.passage.asks],
      [...named, ...generic, ...documentTerms(h.passage.kind)],
      h.passage.text,
    );
  const fitting = found.hits.filter(
    (h) =>
      (h.coverage >= CONFIDENCE * 0.8 || accepted(h)) && (!kind || kind.test(h.passage.text)) && states(h),
  );
  if (
    fitting.length === 0 ||
    (kind && kind !== lengthOfTime && !accepted(fitting[0]!)) ||
    (attribute && !states(best) && !accepted(fitting[0]!))
  )
    return { ...done(NO_ANSWER, [], []), final: NO_ANSWER };
  const hits = fitting.slice(0, 3);
  return done(composePassages(hits, text), [], hits);
}

/**
 * "Who runs <the site's name>?": the company's name after a verb of running it is "the company",
 * which the lexicon reads as a question for its director (the name is the published one).
 */
function companyAsWords(question: string, name: string): string {
  const first = name.split(/\s+/)[0] ?? "";
  if (first.length < 4) return question;
  const named = new RegExp(
    `\\b(who(?:'s| is)?\\s+(?:runs|owns|founded|started|leads|heads|manages|in charge of|the boss of)\\s+)${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s+\\S+)?`,
    "i",
  );
  // (The name's second word goes with it: "who runs Harbourline Tech?".)
  const nameWords = new Set(name.toLowerCase().split(/\s+/));
  return question.replace(named, (_all, lead: string, next: string | undefined) =>
    next &&
    nameWords.has(
      next
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+$/u, ""),
    )
      ? `${lead}the company${/[?!.]$/.test(next) ? next.slice(-1) : ""}`
      : `${lead}the company${next ?? ""}`,
  );
}

/** What the answer to the last question was about, remembered for the conversation's next turns. */
const priors = new WeakMap<Knowledge, Map<string, Prior>>();
function priorAnswer(k: Knowledge, history: string[], sessions: SessionTexts, page?: string): Prior {
  const known = priors.get(k) ?? new Map<string, Prior>();
  priors.set(k, known);
  const key = JSON.stringify([history, page ?? "", sessions]);
  let prior = known.get(key);
  if (!prior) {
    prior = aboutAnswer(k, understand(k, history.at(-1)!, history.slice(0, -1), sessions, page));
    if (known.size > 500) known.clear();
    known.set(key, prior);
  }
  return prior;
}

/** A length of time ("30-minute", "one business day", "fifteen minutes"). */
const lengthOfTime =
  /\b\d+[- ]?(min|mins|minutes?|hours?|hrs?|days?|weeks?|months?|years?)\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|sixty|ninety|a|an|half an?)[- ](business |working |full |calendar )?(minutes?|hours?|days?|weeks?|months?|years?)\b/i;

/** A sum of money, or that something costs nothing. */
const money =
  /\$\s?\d|\b\d[\d,]* ?(aud|dollars)\b|\bfree\b|\bno (extra )?(cost|charge|fee)\b|\bnot (charge|cost)/i;

/** The kind of value a question asks for, as a pattern its answer must hold. */
function valueAsked(text: string): RegExp | undefined {
  if (
    /\b(what|which) year\b|\bwhen (was|were|did)\b.*\b(found|founded|start|started|establish|established|open|opened)\b/.test(
      text,
    )
  )
    return /\b(19|20)\d\d\b/;
  if (
    /\b(percentage|percent|pass rate|success rate|placement rate|completion rate|dropout rate|%)/.test(text)
  )
    return /%|\bper ?cent\b|\bnot publish\b|\bdo not publish\b/;
  // "How long is the call?", "how fast do you reply?": a passage that says a length of time.
  if (/\bhow (long|quick|quickly|fast|soon)\b|\bhow much time\b/.test(text)) return lengthOfTime;
  // "How often does the newsletter come out?": a passage that says how often.
  if (/\bhow often\b|\bhow frequently\b/.test(text))
    return /\b(daily|weekly|fortnightly|monthly|yearly|annually|(every|once a|twice a|a|per) (day|week|fortnight|month|year))\b/i;
  if (/\bhow many\b/.test(text))
    return /\b\d+\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\b/i;
  if (/\b(salary|salaries|paid|wage|wages|earn|earning)\b/.test(text)) return /\$|\bsalary\b|\bnot publish\b/;
  return undefined;
}

/** Builds the knowledge once per published read model. */
function knowledgeCache(source: () => Promise<PublishedContent>) {
  let last: { content: PublishedContent; knowledge: Knowledge } | undefined;
  return async () => {
    const content = await source();
    if (!last || last.content !== content) last = { content, knowledge: buildKnowledge(content) };
    return last.knowledge;
  };
}

const HISTORY = 5;

/** A built-in answer is whole at once, but the widget shows it word by word as a model's would. */
function streamWords(text: string, sink: AnswerSink): void {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) sink.delta(piece);
}

export function createAssistant(options: AssistantOptions): Assistant {
  const knowledge = knowledgeCache(options.content);
  const model = options.ai
    ? openAiEngine({ ...options.ai, timeoutMs: options.timeoutMs ?? options.ai.timeoutMs ?? 20_000 })
    : undefined;
  return {
    engineName: model?.name ?? "built-in",
    async understand(question, history = [], sessions = {}, page) {
      return understand(await knowledge(), question, history.slice(-HISTORY), sessions, page);
    },
    async answer(question, sink, history = [], sessions = {}, page) {
      const k = await knowledge();
      const found = understand(k, question, history.slice(-HISTORY), sessions, page);
      // Without grounds the model has nothing to answer from: the built-in reply, never a guess.
      if (!model || found.final || (found.replies.length === 0 && found.hits.length === 0)) {
        streamWords(found.answer, sink);
        return found.answer;
      }
      try {
        return await model.answer(found, sink);
      } catch (error) {
        const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : error;
        log.error(`assistant: ${model.name} failed, answering with the built-in engine`, reason);
        sink.reset();
        streamWords(found.answer, sink);
        return found.answer;
      }
    },
  };
}
