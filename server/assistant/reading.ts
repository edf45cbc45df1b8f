/**
 * What reading a question produces (understand.ts): the words that carry no topic, the words that
 * name what the site is about, the Reading of one question and the Understanding of it.
 */
import type { Reply, Subject } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { askingWords, normalise } from "./language.ts";

/** Words that carry no topic: question words, pronouns, auxiliaries, fillers. */
export const functionWords = new Set(
  (
    "a about above after again all also am an and any anything are as at be because been before being both but by can could " +
    "did do does doing done each either else even ever every for from get gets getting give go going got had has have having he " +
    "her here hey hi hello him his how i if in into is it its just know let like ll lot many may me might more most much must " +
    "my need needs no nor not now of off ok okay on once one ones only or other our ours out over own please really same say " +
    "she should so some something still such tell than thanks thank that the their them then there these they thing things " +
    "this those through to too under until up us very want wanted was we well were what whats when where which while who whom " +
    "why will with would yeah yes yet you your yours anyone anybody someone somebody guys mate okay possible pretty quite kind " +
    "sort bit way able sure actually maybe im ive id around per via etc let's lets yo hiya howdy bro lol tho um uh hmm " +
    "gday cheers folks hey aside along stuff besides beside except among upon toward towards " +
    // Chat fillers and tails ("…or nah", "ngl", "bruh", "tbh"): they say how, never what, is asked.
    "nah nope yep yup bruh ngl tbh fr frfr kinda sorta idk imo imho smh omg lmao lmfao rofl haha hahaha ya ye yea dude pls plz " +
    "btw asap lmk hmu rn innit tryna ikr iirc afaik fyi obv obvs deffo defo ok k kk thx thnx ty jk deadass " +
    // How the visitor feels about asking ("lowkey scared, can they…"): never the topic.
    "scared worried nervous anxious afraid terrified freaking stressed stressing confused curious " +
    // How the visitor fears they will seem ("feeling dumb asking questions"): a feeling too.
    "dumb stupid silly shy embarrassed embarrassing awkward intimidated intimidating " +
    // What the visitor comes to think ("if I realise after 3 weeks it's not for me"): the doubt
    // told, never a topic of its own.
    "realise realize realised realized realising realizing " +
    // How the visitor's own things are ("mine is pretty cooked", "is that a dealbreaker?"): a
    // state of what they have, never a topic the site would name.
    "cooked stuffed busted knackered rooted wrecked trashed dealbreaker dealbreakers"
  ).split(" "),
);
/**
 * A request to do the visitor's own work ("can you write my python assignment?"): nothing on the
 * site answers it, whatever its words match, so it gets the honest reply.
 */
export function isTaskRequest(question: string): boolean {
  const text = normalise(question);
  return (
    // "Can you help me with my python homework?": help with it is doing it.
    /\b(write|do|finish|complete|solve|mark|check|help|helping|assist|tutor)\b.{0,30}\b(my|our|this)\b.{0,20}\b(homework|assignments?|essays?|exams?|quiz|coursework|uni work|school work|(uni|university|school|college|tafe) (project|projects|work|task|tasks)|(project|projects|task|tasks) for (uni|university|school|college|tafe|class))\b/.test(
      text,
    ) ||
    // "can you fix my python error? IndexError…", "debug my code": the visitor's own code to fix,
    // not a client's app to test (the software testing service answers that).
    (/\b(fix|fixing|debug|debugging|solve|troubleshoot|sort out|look at|help me with|help with)\b.{0,25}\b(error|errors|exception|exceptions|traceback|stack trace|bug|bugs|code|script|syntax)\b|\b[a-z]+(error|exception)\b|\bis not (a function|defined)\b|\bindex out of range\b/.test(
      text,
    ) &&
      /\b(my|this|our|his|her|the)\b/.test(text) &&
      !/\b(app|apps|application|website|site|software|product|platform|store|system|systems|client|clients|business|company|release|launch|teach|teaches|taught|learn|learning|course|courses|class|classes|program|programs)\b/.test(
        text,
      )) ||
    // "how do I reset my iphone?": help with the visitor's own device or account elsewhere, not
    // our services (the student portal's own password reset is in the FAQ).
    (/\bhow (do|can|should|would) (i|we) (fix|reset|repair|unlock|update|upgrade|install|reinstall|set up|setup|recover|jailbreak|speed up|clean|format|back up|backup)\b.{0,15}\b(my|our)\b.{0,15}\b(phone|iphone|android|ipad|tablet|laptop|computer|pc|mac|macbook|printer|router|modem|wifi|tv|windows|iphone's)\b/.test(
      text,
    ) &&
      !/\b(portal|password|application|enrolment|booking|course|class)\b/.test(text)) ||
    // "Is AI going to take my job?": a prediction about the industry, which the site never makes.
    /\b(is|will|are|could|can|might)\b.{0,25}\b(ai|a\.i|chatgpt|chat gpt|robots?|llms?)\b( service| services| tools?)?.{0,25}\b(take|takes|taking|replace|replaces|replacing|steal|kill|killing|make)\b.{0,20}\b(jobs?|developers?|programmers?|testers?|analysts?|coders?|careers?|obsolete|redundant|role|roles)\b/.test(
      text,
    ) ||
    // "write me a python script", "generate a SQL query": a piece of work, not a question.
    /\b(write|code|generate|draft|compose)\b( me| us)? (a|an|some|the)\b( \w+)? (script|function|code|snippet|essay|query|regex|poem|story|joke|cover letter|program)\b/.test(
      text,
    )
  );
}
/** The question, read: corrected words, their lemmas, and the normalised text for phrasings. */
export interface Reading {
  text: string;
  words: string[];
  lemmas: string[];
  /**
   * The sentences a message tells before it asks ("The only laptop I own is a MacBook Air. Is that
   * a problem for data analytics?"), read: the start of `text`; absent when it opens on its ask.
   */
  told?: string;
}
/**
 * Common modifiers and verbs of questions: not knowing them never makes a question off-topic
 * ("is it available remotely", "if I quit halfway"). Topics are nouns: "parking", "scholarship".
 */
export const modifiers = new Set(
  (
    "available possible allowed able still halfway early late exactly currently usually actually whole entire certain partial partly " +
    "different similar new old big small best good bad great nice free easy hard difficult quick basic real proper " +
    "so-so okay-ish besides extra else additional add-on add-ons addon addons avg honestly seriously literally basically anyway already ever soon right wrong true mean means meant happen happens " +
    "happened work works worked offer offers offered provide provided come comes go goes going start starts " +
    "interested wondering thinking looking keen planning hoping trying considering decide deciding " +
    // Verbs of everyday questions: a visitor who "swaps", "owes" or "downloads" asks about a topic
    // the rest of the question names; they never make it off-topic on their own.
    "swap swapping switch switching change changing move moving hit owe owing suck mess messed hang knock lock use using used " +
    "locked download downloading tick ticking point stop stopping love hate buy pick check checking honest " +
    "versus though stuck rejected reject gig ignore ignores ignored ignoring fix fixed fixing bother bothered worry worried " +
    "forever always permanently indefinitely squeeze squeezing cram cramming manage opt " +
    // How a rule's case is framed ("under what circumstances could…"): the rest names the topic.
    "circumstance circumstances scenario scenarios situation situations instance instances " +
    // The people a visitor asks for ("my son", "my partner"): who a course suits, never a topic.
    "son sons daughter daughters kid kids child children teen teenager partner wife husband brother sister " +
    "nephew niece mum mom dad mother father parent parents grandson granddaughter grandchild grandkid stepson stepdaughter " +
    "boyfriend girlfriend cousin aunt auntie uncle grandma grandpa grandmother grandfather"
  ).split(" "),
);
export const isModifier = (w: string) => modifiers.has(w) || askingWords.has(w) || /(ly|able|ible)$/.test(w);
/** Words that name what the site is about; they never make a question off-topic. */
export const domainWords = new Set(
  (
    "full stack qa quality assurance data analytics analysis analyst analysts testing test tester testers software development " +
    "developer web app apps mobile ios android iphone website site application applications course courses program programs " +
    "programme class classes training train study studying student students learn learning teach taught one ones harbourline " +
    "tech technology sydney business company service services"
  ).split(" "),
);
export interface Understanding {
  replies: Reply[];
  intents: IntentId[];
  subject: Subject;
  /** Words of the question the site never mentions, as the visitor wrote them. */
  unknown: string[];
  /** Share of the question's content words that the intents' cues and names explain (0–1). */
  confidence: number;
  /** Lemmas of the question's words that the intents' cues or phrasings account for. */
  explained?: string[];
  /** Whether the answer draws on the conversation (the kind of fact or the subject came from it). */
  fromHistory?: boolean;
  /** The kind of fact came from the previous question ("and the QA one?"), not from this one's words. */
  kindFromHistory?: boolean;
  /** A kind of fact the site never gives about what is named: the honest reply, whatever else matches. */
  unanswered?: boolean;
  /** A request for a page itself ("can I see the privacy policy?"): no sentence answers it better. */
  page?: boolean;
  /** A basic question about who we are and what we offer, read outright (basics.ts): its typed
   * answer stands; neither a blog line sharing its words nor a follow-up reading overrules it. */
  basic?: true;
}

/**
 * Replies an outright rule gives for a question it read (company-asks.ts, about-us-asks.ts,
 * after-sending.ts): sure of itself, and a page's own reply.
 */
export function pageAnswer(subject: Subject, replies: Reply[], intents: IntentId[]): Understanding {
  return { replies, intents, subject, unknown: [], confidence: 1, page: true };
}

/**
 * The honest reply, read outright: the site is known not to say what is asked about the subject,
 * so nothing that merely shares its words may answer it.
 */
export function saysNothingOn(subject: Subject, unknown: Understanding["unknown"]): Understanding {
  return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
}

/**
 * An outright rule's answer to a question it read whole (student-worries.ts, money-situations.ts):
 * sure of itself, a page's own reply, and no word of the question a detail the reply leaves
 * unsaid ("hidden" in "any hidden fees?" is what the reply answers).
 */
export function answeredWhole(reading: Reading, subject: Subject, reply: Reply, intents: IntentId[]): Understanding {
  return {
    replies: [reply],
    intents,
    subject,
    unknown: [],
    confidence: 1,
    page: true,
    explained: [...new Set([...reading.words, ...reading.lemmas])],
  };
}
