/**
 * Reads a question the way an admissions officer would: corrects typos against the words the
 * site uses, finds the programs or services it is about, the kinds of fact it asks for (one per
 * part of a multi-part question), whether it compares, and what the conversation so far fills in
 * ("and the QA one?", "how much is it?"). Structured questions are answered from typed content
 * (facts.ts); the rest go to passage retrieval.
 */
import { team } from "#content/people.ts";
import { programDetails } from "#content/program-details.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import type { Passage } from "./corpus.ts";
import { bestSentences } from "./builtin-engine.ts";
import * as facts from "./facts.ts";
import type { Program, Reply, Service, Subject } from "./facts.ts";
import { awayFromCampus, type IntentId, intentById, intents, namedThings } from "./intents.ts";
import { askingWords, correct, editDistance, expandSpelling, lemma, normalise, words } from "./language.ts";
import { cosine, type Lexicon } from "./lexicon.ts";
import { serviceWorkAsked, serviceWorkReply } from "./service-work.ts";
import { changeVerbs, synonymGroups } from "./sentences.ts";

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
      !/\b(app|apps|application|website|site|software|product|platform|store|system|systems|client|clients|business|company|release|launch|teach|teaches|taught|learn|learning|course|courses|class|classes|program|programs)\b/.test(text)) ||
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
const modifiers = new Set(
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
const isModifier = (w: string) => modifiers.has(w) || askingWords.has(w) || /(ly|able|ible)$/.test(w);

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
}

const programPatterns: [Program, RegExp][] = [
  [
    programs[0],
    /\bfull ?stack\b|\bfs\b|\bsoftware (development|developer|engineering) (course|program|class|training)\b|\bweb (development|developer|dev) (course|program|class|training)\b|\bcoding (course|bootcamp|class)\b|\bbootcamp\b|\bbecome an? (web |software |full stack )?(developer|programmer|coder)\b|\b(developer|programming|coding) course\b/,
  ],
  [
    programs[1],
    /\bqa\b|\bquality assurance\b|\btesters?\b|\b(software )?test(ing)? (course|program|class|training|one)\b|\btest automation (course|training)\b|\bsoftware testing (course|program)\b/,
  ],
  [
    programs[2],
    // Not "data science": a field of its own, which no program is (missingField).
    /\bdata (analytics|analysis|analyst|analysts|course|program|class|training|one|stuff)\b|\banalytics\b|\banalysts?\b|\bpower bi\b|\bdata analytic\b/,
  ],
];

/** The programs' and services' full names as a question reads them ("qa and software testing"). */
const fullNames = new RegExp(
  `\\b(${[...programs.map((p) => p.name), ...services.map((x) => x.name)]
    .map((name) => normalise(name).replace(/[^a-z0-9 ]+/g, " ").trim().replace(/\s+/g, "\\s+"))
    .join("|")})\\b`,
  "g",
);

/** The words of the programs' and services' names ("full", "stack", "analytics"). */
const nameWords = new Set(
  [...programs.map((p) => p.name), ...services.map((x) => x.name)].flatMap((name) => normalise(name).split(/[^a-z]+/)).filter((w) => w.length >= 4),
);

const serviceContext =
  /\b(we are|we're|were|i am|i'm|im) (a|an) ([a-z-]+ ){0,2}(business|company|startup|firm|agency|clinic|practice|charity|retailer|manufacturer|council|department|school|university|organi[sz]ation|nonprofit|not-for-profit)\b|\b(i|we) (run|own|manage|operate|have) (a|an|my|our) (small |little |new |local |family )?([a-z]+ )?(business|company|startup|shop|store|cafe|restaurant|clinic|practice|salon|gym|studio|charity|bakery|firm|agency|school|farm|franchise)\b|\b(my|our) (clinic|practice|salon|gym|studio|charity|bakery|franchise|customers|patients)\b|\b(my|our) (business|company|startup|shop|store|cafe|restaurant|product|app|apps|website|site|software|platform|idea|project|team|client|firm|brand|code)s?\b|\b(build|make|develop|create|design|test) (me|us|an?|my|our)\b(?! own\b)|\bhire (you|your)\b|\bfor (my|our|a) (business|company|startup|client|shop|cafe|project)\b|\bquote\b|\bservices?\b|\bagency\b|\bbusiness(es)?\b|\bfor (companies|firms|organi[sz]ations|startups|employers)\b|\boutsourc|\bclients?\b|\bget (it|my|our|an?) .*(built|made|developed|tested)\b|\b(built|tested|developed)\b/;
const courseContext =
  /\b(course|courses|program|programs|class|classes|study|studying|learn|learning|enrol|student|students|teach|taught|intake|training|bootcamp|certificate|tuition|career|become)\b/;
/** A client's project ("a project", "build my app"), not a course's project work. */
const projectWork =
  /\b(a|an|my|our|the|your|typical|average) (\w+ )?project\b(?! work)|\b(build|make|develop|create|finish|deliver|launch)\b.{0,20}\b(app|apps|website|site|web app|software|system|platform|portal|project)\b/;
const privacyContext =
  /\b(my|your|personal|our) (data|information|info|details)\b|\b(sell|share|delete|keep|store|collect)\b.*\bdata\b/;

/** Who owns a client's code or intellectual property: ownership, rights, copyright, licences. */
const ownershipAsked =
  /\b(who|do we|will we|would we|do i|will i|would i|does the client|does my company|does our company)\b.{0,20}\b(own|owns|keep|keeps|get|gets|hold|holds|retain|retains)\b.{0,40}\b(source code|the code|code|ip|intellectual property|copyright|rights|repo|repository)\b|\b(ownership|copyright|full rights|the rights|rights)\b.{0,15}\b(of|to|for|over|in)\b.{0,15}\b(the |our |my |your )?(source code|code|ip|intellectual property|app|software|website|repo|repository|design|designs)\b|\bintellectual property\b/;

/** "Could you test it for us?", "run tests on it", "get our app QA'd": a client's software tested. */
/** Whether a fee differs by where the student is from: "international students pay more than locals?". */
function feeByResidency(text: string): boolean {
  const who =
    /\b(international|overseas|foreign|domestic|local|australian|aussie|non-resident|onshore|offshore) (students?|people|applicants|learners)\b|\b(locals|australians|aussies|citizens|permanent residents|residents|visa holders|internationals)\b/;
  const fee = /\b(fee|fees|price|prices|pricing|cost|costs|pay|pays|charge|charged|charges|tuition|rate|rates)\b/;
  const differs = /\b(different|differ|differs|difference|than|compared|versus|vs|same|more|less|cheaper|dearer|higher|lower|extra|discount|discounted)\b/;
  return who.test(text) && fee.test(text) && differs.test(text);
}

/** Parking asked about (the site never mentions it): "is parking free?", "where can I park?". */
const parkingAsked =
  /\b(parking|car ?parks?|carparks?)\b|\bwhere (can|do|should|could) (i|we) park\b|\bpark (my|the|a|our) (car|ute|bike|motorbike)\b/;

const clientTested =
  /\b(test|check|qa)\b (it|them|this|that|these)\b|\b(run|do|perform|carry out) (some |a few |proper )?(tests|testing) on\b|\b(get|have|having|getting) (it|them|our|my|the|this) (\w+ ){0,2}(tested|qa would|qa d|qaed)\b/;

/**
 * A change we make to a class time or an intake's start, asked with what the visitor is told or
 * what happens then ("if you push back the start date, how much warning will I get?", "what
 * happens if you move my intake?"). "Can you change my class to Tuesday?" is the visitor's own move.
 */
function ourChangeAsked(t: string): boolean {
  const weChange =
    /\b(you|u|they|we|harbourline)( guys)? ((have|need|decide|had|were|want) to |ever |might |may |do |does |ever have to )?(change|changes|changed|move|moves|moved|push|pushes|pushed|postpone|postpones|delay|delays|reschedule|reschedules|shift|shifts|bring forward)\b.{0,40}\b(class|classes|night|nights|day|time|times|slot|start|start date|starting date|intake|intakes|date|dates|schedule|timetable)\b/;
  const told = /\b(notice|warning|heads up|heads-up|advance|ahead|how early|how soon|how far|let (me|us) know|tell (me|us)|told|informed|notified|what happens|what if|what then)\b/;
  return weChange.test(t) && told.test(t);
}

/** A consultation call the visitor booked or means to move ("my free consultation", "a consult call"). */
const bookedCall =
  /\b(consult|consultation|consultations|appointment|booking)\b|\b(booked|scheduled|my|the free|our) (\w+ )?(call|meeting)\b/;

/**
 * "What cookies does your website set?", "does this site track me?": the site itself, the one the
 * visitor is on, about its privacy; not a website we would build for them.
 */
const siteItself = /\b(your|ur|this|the) (web ?site|site)\b/g;
const siteItselfAsked = /\b(cookies?|track\w*|trackers?|privacy|personal|analytics|pixels?|collect\w*)\b/;

/** A person's formal qualification: a degree, a university, a certification. */
const credentialAsked =
  /\b(degrees?|university|uni|universities|college|diploma|phd|doctorate|masters|bachelors?|qualified|qualifications?|certified|certifications?|accredited|istqb|credentials?|graduated from|studied)\b/;

/** A cookie meant by "one" or "it" after a question about cookies. */
function cookieMeant(text: string, history: string[]): boolean {
  const before = history.at(-1);
  return !/\bcookies?\b/.test(text) && /\b(one|it)\b/.test(text) && before !== undefined && /\bcookies?\b/i.test(before);
}

/**
 * Two services set side by side ("is it pricier than getting you to test an app?", "an app plus
 * proper testing of it, starting rate for each?", "testing vs mobile development"): each side is
 * read on its own, so the rules below that read one service as the object of another ("test my
 * app" is testing, not the app) stay inside their side. A bare "testing" beside a build service on
 * the other side is the testing service. Undefined unless the sides name two different services.
 */
const sideBySide = /\b(than|vs|versus|compared (to|with)|plus|as well as|and then|or just|or (should|do|would|could) (i|we) just)\b/;
function sideBySideServices(text: string, isCourse: boolean): Service[] | undefined {
  const at = sideBySide.exec(text);
  // "we already have a website and then…": an existing thing is what gets tested, not built.
  // Nor "we have a little web store… or just pay you to test our store": the visitor's own.
  if (
    !at ||
    /\b(already|existing|live)\b|\b(we|i) (have|run|own|manage) (a|an|our|my) (\w+ ){0,2}(web application|website|site|app|store|shop|platform|system)\b/.test(text)
  )
    return undefined;
  const sides = [text.slice(0, at.index), text.slice(at.index + at[0].length)];
  const found = sides.map((side) => findServices(side, isCourse && courseContext.test(side), false));
  const [web, mobile, testing] = services;
  sides.forEach((side, i) => {
    const other = found[1 - i]!;
    if (
      !found[i]!.includes(testing!) &&
      (other.includes(web!) || other.includes(mobile!)) &&
      /\b(test|tests|tested|testing)\b/.test(side) &&
      !/\b(course|class|learn|study|tester|qa)\b/.test(side)
    )
      found[i] = [...found[i]!, testing!];
  });
  const union = services.filter((x) => found.some((f) => f.includes(x)));
  return union.length >= 2 && found.every((f) => f.length > 0) ? union : undefined;
}

function findServices(question: string, isCourse: boolean, whole = true): Service[] {
  const text = siteItselfAsked.test(question) ? question.replace(siteItself, " ") : question;
  const paired = whole ? sideBySideServices(text, isCourse) : undefined;
  if (paired) return paired;
  const found: Service[] = [];
  const service = serviceContext.test(text);
  const [web, mobile, testing] = services;
  // "web or mobile development", "web and mobile apps": both named, one noun shared.
  if (/\bweb (or|and|vs|versus) mobile\b|\bmobile (or|and|vs|versus) web\b/.test(text)) found.push(web);
  if (
    /\bweb ?(site|sites|app|apps|application|applications|portal|portals|platform|system)\b|\bweb (dev|developers?) (one|ones|service|services|team|side|option|work)\b|\b(customer|client|staff|driver|booking) portals?\b|\bwebsites?\b|\bweb design\b|\bweb development\b(?! course)/.test(
      text,
    ) &&
    (service || !isCourse) &&
    !found.includes(web)
  )
    found.push(web);
  if (
    /\bmobile (app|apps|application|applications|development)\b|(?<!\b(my|our|your) )\b(ios|android|iphone)\b|\bipad apps?\b|\breact native\b|\bswift\b|\bmobile\b(?! number| phone)/.test(
      text,
    ) ||
    (/\bapps?\b/.test(text) && !/\bweb ?apps?\b/.test(text) && !isCourse && service) ||
    // "What does an app cost?", "the price of an app": an app's price is the service's, not a course fee.
    (/\b(an?|one|my|our) (\w+ )?apps?\b.{0,15}\b(cost|costs|price|priced|set me back)\b|\b(cost|price|pricing|quote|ballpark) (of|for) (an?|one|my|our) (\w+ )?apps?\b|\bhow much (is|are|does|do|would|will|for) (an?|one|my|our) (\w+ )?apps?\b/.test(text) &&
      !/\bweb ?apps?\b/.test(text) &&
      !isCourse)
  )
    found.push(mobile);
  // "Software testing" with no course or business around it could be either: both are named.
  if (
    /\b(test|tests|tested|testing)\b/.test(text) &&
    (service || (!isCourse && /\bsoftware testing\b/.test(text))) &&
    !/\b(course|class|learn|study|tester|qa)\b/.test(text)
  )
    found.push(testing);
  if (/\b(penetration|security|pen) test/.test(text) && !found.includes(testing)) found.push(testing);
  // "We already have a web app, could you test it for us?": the app exists; testing is asked.
  const existingTested =
    /\b(already|have|has|built|made|launched)\b.{0,25}\b(apps?|website|site|software|product|platform|system)\b.{0,40}\b(test|qa)\b (it|them|that|this)\b/;
  if (existingTested.test(text) && !isCourse && !found.includes(testing)) found.push(testing);
  // "send a staff member on your QA course or just hire you to test our site?": the visitor's own
  // site tested is the testing service, even beside a course.
  if (/\b(hire|pay|get) (you|your (team|testers))\b.{0,20}\b(test|check|qa)\b|\b(test|check) (my|our) (\w+ )?(apps?|website|site|software|product|platform|system|shop|store)\b/.test(text) && !found.includes(testing)) found.push(testing);
  // "your software testing service" beside "the QA course": the service, named as one.
  if (/\b(testing|test) (services?|for businesses|for clients)\b/.test(text) && !found.includes(testing)) found.push(testing);
  // "our app is live but buggy, can your testers look at it?": your testers on our software.
  if (/\b(your|you guys'?|ur) (testers|test team|qa team|testing team|qa people)\b/.test(text) && /\b(my|our|it|us|them)\b/.test(text) && !found.includes(testing)) return [testing];
  // "can you test my app before launch?": the app is what is tested; the service is testing.
  if (
    found.includes(testing) &&
    (/\b(test|tested|testing|check|checked|qa)\b (my|our|the|an?|this) (\w+ )?(apps?|website|site|software|product|platform|system|store|shop)\b/.test(text) ||
      // "We already have a web app, could you test it for us?": the app exists; testing is asked.
      existingTested.test(text)) &&
    !/\b(build|make|develop|create|design)\b/.test(text)
  )
    return [testing];
  // "we already have a web app, could you test it for us?": the thing named is what is tested.
  if (
    (found.includes(testing) || ((found.includes(web) || found.includes(mobile)) && /\b(have|has|built|made|launched|live|our|my)\b/.test(text))) &&
    clientTested.test(text) &&
    !/\b(build|make|develop|create|design)\b/.test(text)
  )
    return [testing];
  // "check our app for security holes": a business's software checked is the testing service.
  if (
    /\b(security (holes?|flaws?|issues?|weakness\w*|gaps?|risks?|problems?|bugs?|vulnerabilit\w*|audit|review|check)|vulnerabilit\w*|cyber ?security|(hack|hacked|hacking|hackers?|breach\w*|exploits?|loopholes?)\b.{0,40}\b(app|apps|website|site|store|shop|software|system|platform|product))\b/.test(
      text,
    ) &&
    (service || !isCourse)
  )
    return [testing];
  return found;
}

function findPrograms(text: string, isService: boolean): Program[] {
  const found = programPatterns.filter(([, re]) => re.test(text)).map(([p]) => p);
  const isCourse = courseContext.test(text);
  // "the testing course", "software testing" without a business around it: the QA program.
  if (
    !found.includes(programs[1]) &&
    /\b(software )?testing\b/.test(text) &&
    !isService &&
    (isCourse || /\bsoftware testing\b/.test(text))
  )
    found.push(programs[1]);
  // "the data one", "data course": Data Analytics, unless it is the visitor's own data; "data or
  // full stack": set beside another program.
  if (
    !found.includes(programs[2]) &&
    /\bdata\b/.test(text) &&
    !privacyContext.test(text) &&
    (isCourse ||
      /^(and |what about |how about )?(the )?data\b/.test(text) ||
      (found.length > 0 && /\bdata (or|and|vs|versus)\b|\b(or|and|vs|versus) (the )?data\b/.test(text)))
  )
    found.push(programs[2]);
  // "web development" asked as something to learn.
  if (
    !found.includes(programs[0]) &&
    /\bweb (development|developer|dev)\b|\bsoftware (development|developer)\b|\bprogramming\b.*\b(course|learn)\b/.test(
      text,
    ) &&
    isCourse &&
    !isService
  )
    found.push(programs[0]);
  return programs.filter((p) => found.includes(p));
}

const comparative =
  /\b(which|compare|comparison|compared|difference|differences|differ|vs|versus|between|shorter|shortest|longer|longest|quicker|quickest|cheaper|cheapest|dearer|dearest|pricier|priciest|more expensive|less expensive|most expensive|least expensive|costs? (more|less)|first|sooner|soonest|earliest|better|best)\b|\b(the )?same (length|time|duration|amount of time|number of weeks|price|cost|fee|fees|amount)\b|\b(cost|costs|take|takes|last|lasts|run|runs) the same\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b/;
/** "…know Python first", "learn some HTML first": something done before the course. */
const beforehand = /\b(know|learn|learnt|learned|have|need|study|read|brush up on|prepare|practise|practice|get)\b( \w+){0,3} first\b(?! (class|lesson|session|week|day|intake|course|one))/g;
const nonCourseWhich =
  /\bwhich (payment|payments|pay|methods?|ways?|cards?|banks?|currencies|currency|documents?|papers|days?|nights?|hours?|rooms?|floors?|entrance|languages?|tools?|laptops?|computers?|browsers?|details|information|info|address|e-?mail|number|phone)\b/g;
/**
 * "Can the invoice be made out to my employer's company name and ABN?": the visitor's own (or
 * their employer's) details on our invoice, which the site does not say; our ABN, or when the
 * invoice comes, would not answer it.
 */
const theirDetailsOnInvoice =
  /\b(made out|addressed|issued|billed|in the name of)\b.{0,30}\b(my|our|their|his|her) (employer|company|business|firm|organi[sz]ation|workplace)\b|\b(my|our|their) (employer|company|business|firm)( s)?('s)? (company )?(name and |name or )?(abn|acn)\b/;
const highDirection =
  /\b(longer|longest|more expensive|most expensive|dearer|dearest|pricier|priciest|costs? more|latest|last|later|highest|(costs?|charges?) the most)\b/;

interface Scored {
  id: IntentId;
  score: number;
  /** Positions of the words that counted for it. */
  evidence: Set<number>;
  /** Positions that counted only through word vectors (weaker evidence). */
  near: Set<number>;
  /** Whether a cue word or phrasing matched exactly. */
  exact: boolean;
}

/** Positions of the words of `text` (split on spaces) inside [start, end). */
/** Adverbs that only stress a question ("actually", "really"): phrases read through them. */
const fillerAdverb = /^(actually|really|exactly|basically|honestly|definitely)$/;

function wordsIn(text: string, start: number, end: number): number[] {
  const out: number[] = [];
  let at = 0;
  text.split(" ").forEach((w, i) => {
    if (at < end && at + w.length > start) out.push(i);
    at += w.length + 1;
  });
  return out;
}

/**
 * A part that lists short asks ("cost of full stack, start date, and class times", "how long, how
 * much, online") is one ask per item: each item is read alone, so a third kind of fact is not lost.
 */
/** "Need to know 3 things:", "a few quick questions": what comes next is asked, not this. */
const preface =
  /^(?:(?:i )?(?:need|want|would like|wanna|d like|just want) to (?:know|ask|check)(?: (?:a few|some|\d+|two|three|a couple of|a couple) (?:quick )?(?:things|questions|qs))?|(?:i )?(?:have|got|ve got) (?:a few|some|\d+|two|three|a couple of|a couple) (?:quick )?(?:things|questions|qs)(?: to ask)?|(?:a few|some|\d+|two|three|couple of|a couple of) (?:quick )?(?:things|questions|qs))$/;

function listItems(clause: string): string[] {
  const items = clause.split(/,\s*(?:and\s+|or\s+|also\s+)?|\s*\/\s*/).map((c) => c.trim());
  if (items.length < 2 || items.some((c) => c.split(" ").length > 5)) return [clause];
  return items;
}

/** A thing of the visitor's that is old ("if mine is too old", "my laptop is pretty old"). */
const deviceAge =
  /\b(mine|it|this one|that one|my (laptop|computer|pc|mac|macbook|machine|device|notebook)|the (laptop|computer|pc|mac|machine|device)|(laptop|computer|pc|mac|machine|device))( is| s| are)? (too|very|really|pretty|quite|a bit|kind of|kinda|fairly)? ?old\b/g;

/** What follows a move of house ("to Sydney", "to another city", "interstate", "over here"). */
const relocation = /^(to (sydney|australia|the city|another (city|state|country)|a (new|different) (city|state|country)|here|there|nsw)|interstate|overseas|over|away|house|cities|city|states|countries)\b/;

/** The words that follow "how" in a question of amount or time ("how long", "how much"). */
const howWords = ["long", "much", "many", "often", "soon", "far", "old", "big"];

export class Understander {
  /** Every word the site uses (surface form and lemma), for typo correction and unknown words. */
  private readonly vocabulary = new Set<string>();
  /** The words the site's own text uses (not the intents' cues), lemmas too. */
  private readonly siteWords = new Set<string>();
  private readonly vocabularyList: string[];
  /** The site's words and the question words, for typo correction. */
  private readonly spellingList: string[];
  /** Cue words with vectors, for paraphrases that share no word with the cues. */
  private readonly cueVectors: { word: string; intent: IntentId; weight: number; vector: Int8Array }[] = [];
  private readonly topicWords: Map<Program, Set<string>>;

  constructor(
    private readonly passages: Passage[],
    private readonly lexicon?: Lexicon,
  ) {
    const add = (w: string) => {
      this.vocabulary.add(w);
      this.vocabulary.add(lemma(w, this.known, this.related));
    };
    for (const p of passages)
      for (const w of words(`${p.title} ${p.text} ${p.keywords}`)) {
        const l = lemma(w, this.known, this.related);
        // "Node.js" is also "node", "e-mail" also "mail".
        const parts = /[.-]/.test(w) ? w.split(/[.-]/).filter((x) => x.length >= 2) : [];
        for (const x of [w, l, ...parts]) {
          this.vocabulary.add(x);
          this.siteWords.add(x);
        }
      }
    for (const intent of intents) for (const cue of Object.keys(intent.cues)) add(cue);
    // Run-together names ("fullstack"), so that a typo of one ("fulstack") is corrected to it.
    add("fullstack");
    for (const [, re] of programPatterns) for (const w of re.source.match(/[a-z]{3,}/g) ?? []) add(w);
    for (const intent of intents)
      for (const [re] of intent.phrases ?? []) for (const w of re.source.match(/[a-z]{3,}/g) ?? []) add(w);
    this.vocabularyList = [...this.vocabulary].filter((w) => /^[a-z]+$/.test(w));
    // Everyday modifiers ("available", "possible") are typed and mistyped as often as site words.
    this.spellingList = [...new Set([...this.vocabularyList, ...functionWords, ...modifiers])].filter((w) =>
      /^[a-z]{3,}$/.test(w),
    );
    if (lexicon) {
      for (const intent of intents)
        for (const [word, weight] of Object.entries(intent.cues)) {
          const vector = lexicon.vector(word);
          if (vector && weight >= 1.2) this.cueVectors.push({ word, intent: intent.id, weight, vector });
        }
    }
    // Technologies: the names a program page capitalises mid-sentence (Python, SQL, AWS, Playwright…).
    const names = (text: string) =>
      (text.match(/(?<![.!?:]\s|^)\b[A-Za-z]*[A-Z][A-Za-z0-9.+#]*|\bpandas\b/g) ?? []).map((w) =>
        w.toLowerCase().replace(/\.js$/, ""),
      );
    // A topic's own one-word name ("DevOps") is one too, wherever the page writes it.
    this.topicWords = new Map(
      programs.map((p) => [
        p,
        new Set([
          ...names(facts.topicText(p)),
          ...programDetails[p.slug].features.filter((f) => !/\s/.test(f.name)).map((f) => f.name.toLowerCase()),
        ]),
      ]),
    );
  }

  /**
   * A stem is the word's lemma when the vectors put them close ("cheaper"/"cheap") or the stem is
   * the commoner word ("tester"/"test"); "number" is not "numb", nor "apply" "app".
   */
  private readonly related = (word: string, stem: string) => {
    const a = this.lexicon?.vector(word);
    const b = this.lexicon?.vector(stem);
    // "thing" is not "the", "apply" not "ap".
    if (stem.length < 3) return false;
    if (!a || !b) return !functionWords.has(stem);
    const similarity = cosine(a, b);
    // "needed" is "need", "wanted" "want": a function word is a stem only when it means the same.
    if (functionWords.has(stem)) return similarity >= 0.6;
    if (similarity >= 0.3) return true;
    return similarity >= 0.15 && (this.lexicon!.rank(stem) ?? Number.POSITIVE_INFINITY) < (this.lexicon!.rank(word) ?? 0);
  };

  private readonly known = (w: string) =>
    this.vocabulary.has(w) || (this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY) < 40_000;

  /** A word as the site would spell it: unchanged when known, else the closest site word. */
  private spell(word: string): string {
    if (this.vocabulary.has(word) || /\d|\$/.test(word) || functionWords.has(word)) return word;
    // A condition a visitor names ("ADHD") is theirs as written, no slip for "add".
    if (healthTold.test(word)) return word;
    const rank = this.lexicon?.rank(word);
    // A common English word is not a typo, even when the site never uses it ("weather").
    // A rarer one of five letters or more next to a site word is more likely a slip ("mobil").
    // A real word the site never uses that is a question word with two letters swapped ("dose"
    // for "does") is the question word: it is typed fast.
    const swapped = [...functionWords].find(
      (f) => f.length === word.length && f !== word && editDistance(word, f, 1) === 1 && [...f].sort().join("") === [...word].sort().join(""),
    );
    if (swapped && (rank === undefined || rank > 3000)) return swapped;
    if (rank !== undefined && (rank < 10_000 || (rank < 25_000 && word.length < 5))) return word;
    // A rarer form of a common word is that word, not a slip: "messing around" is no "missing".
    const stem = /^(\w{3,}?)(\w)?\2?(?:ing|ed)$/.exec(word);
    if (rank !== undefined && rank < 40_000 && stem && [stem[1]! + (stem[2] ?? ""), `${stem[1]!}${stem[2] ?? ""}e`].some((w) => (this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY) < 10_000))
      return word;
    // Question words are typed fast and misspelt often ("waht do i nead"): on a tie they win.
    // The words of what we teach and build win a tie too: "ful stak" is full stack, not "full stay".
    const commonness = (w: string) => (functionWords.has(w) ? 1 : nameWords.has(w) ? 0.5 : -(this.lexicon?.rank(w) ?? 50_000));
    const fixed = correct(word, this.spellingList, commonness);
    // A real English word ("tutoring") is at most one slip from what the visitor meant: two
    // letters away ("tutorial") is another word.
    if (fixed && rank !== undefined && rank < 40_000 && editDistance(word, fixed, 2) > 1) return word;
    // Three letters with one changed is another word, often an acronym ("TFN" is not "ten"); a
    // letter dropped or two swapped is a slip ("cst", "teh").
    if (fixed && word.length === 3 && fixed.length === 3 && [...fixed].sort().join("") !== [...word].sort().join(""))
      return word.endsWith("s") && this.vocabulary.has(word.slice(0, 2)) ? word.slice(0, 2) : word;
    return fixed ?? word;
  }

  /**
   * A slip the word before gives away, where the word alone reads as another real word or an
   * abbreviation ("lon", "lng", "no"): "how lon is the course" is "how long", "how mutch" "how
   * much"; "do I need to no python" is "need to know". Several slips in one short question leave
   * too little of it to guess from the site's words, so the question's own shape decides.
   */
  private inContext(word: string, before: string | undefined, twoBefore: string | undefined): string {
    if (before === "how" && !howWords.includes(word) && !functionWords.has(word) && word.length >= 3) {
      const rank = this.lexicon?.rank(word) ?? Number.POSITIVE_INFINITY;
      const near = howWords.find((h) => editDistance(word, h, 1) <= 1);
      if (near && rank >= 3000) return near;
    }
    if (word === "no" && before === "to" && /^(need|needs|have|has|got|gotta|supposed|expected|required|meant)$/.test(twoBefore ?? ""))
      return "know";
    return word;
  }

  /** Sydney's vector: a city the site never names and the vectors put near it is "another city". */
  private otherCity(word: string): boolean {
    const home = this.lexicon?.vector("sydney");
    if (!home || word === "sydney" || functionWords.has(word) || word.length < 4) return false;
    const v = this.lexicon?.vector(word);
    return v !== undefined && cosine(v, home) >= 0.7;
  }

  read(question: string): Reading {
    // "Can I do it from Melbourne?": another city than the one the classes are in.
    // "Put me on your newsletter: jane@example.com": an address given is the visitor's own e-mail.
    // "Sorry for my English, …": a courtesy, not a question about the English a course needs.
    const courteous = question.replace(/\b(sorry|apologies|apologise|apologize|excuse|pardon)\b[^,.!?;]{0,15}\benglish\b/gi, " ");
    const readWords = (text: string) => {
      const raw = words(text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " my email ")).map((w) => w.toLowerCase());
      return raw
        .map((w, i) => this.inContext(w, raw[i - 1], raw[i - 2]))
        .flatMap((w) => expandSpelling(this.spell(w)))
        .flatMap((w) => (this.otherCity(w) ? ["another", "city"] : [w]));
    };
    const ws = readWords(courteous);
    // Punctuation is gone from the reading: the told sentences are marked by their words' count.
    const toldSentences = toldBeforeAsk(courteous);
    const toldCount = toldSentences ? readWords(toldSentences).length : 0;
    const told = toldCount > 0 && toldCount < ws.length ? ws.slice(0, toldCount).join(" ") : undefined;
    return { text: ws.join(" "), words: ws, lemmas: ws.map((w) => lemma(w, this.known, this.related)), ...(told ? { told } : {}) };
  }

  /**
   * The question's topic words only, for passage retrieval: question words, fillers and everyday
   * verbs ("stop", "getting", "swap") would otherwise count against a passage that answers it.
   */
  topicText(reading: Reading): string {
    const kept = reading.words.filter((w, i) => {
      const l = reading.lemmas[i]!;
      return !(functionWords.has(w) || functionWords.has(l) || modifiers.has(w) || modifiers.has(l));
    });
    return kept.length > 0 ? kept.join(" ") : reading.text;
  }

  /** The lemma of a word as the site's vocabulary reads it. */
  lemmaOf(word: string): string {
    return lemma(word, this.known, this.related);
  }

  /**
   * The question's words for sentence matching, each with how much it says: topic words fully,
   * everyday verbs and modifiers half, the words every page uses ("course", "class") little.
   */
  sentenceQuery(reading: Reading): { lemma: string; factor: number; cue: boolean; change: boolean }[] {
    const out = new Map<string, number>();
    const changed = new Set<string>();
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || /\d/.test(w) || w.length < 2) return;
      // "Full stack" is one name (the sentences read it so); "full" alone is the adjective ("is the class full?").
      const compound = (w === "stack" || w === "time") && /^(full|part)$/.test(reading.words[i - 1] ?? "");
      if (compound && w === "stack") return;
      if (compound) {
        out.set(`${reading.words[i - 1]}time`, 1);
        return;
      }
      if ((w === "full" || w === "part") && /^(stack|time)$/.test(reading.words[i + 1] ?? "")) {
        if (reading.words[i + 1] === "stack") out.set("fullstack", Math.max(out.get("fullstack") ?? 0, 0.3));
        return;
      }
      if (w === "full") {
        out.set("full", 1);
        return;
      }
      // The commonest English words ("use", "make", "back") say little about which sentence answers.
      const common = (this.lexicon?.rank(l) ?? Number.POSITIVE_INFINITY) < 150;
      const factor =
        domainWords.has(w) || domainWords.has(l) ? 0.3 : isModifier(w) || isModifier(l) || common ? 0.5 : 1;
      // "Will you change the start date?": the change is the question, whatever the intent says.
      // So is a cancellation by the provider ("if you cancel the course"), unlike the visitor's own.
      // "If the course is cancelled" is the provider's cancellation too.
      // "Without moving to Sydney", "relocating interstate": the visitor moving house, not a class changed.
      const relocating = /^(move|relocate)$/.test(l) && relocation.test(reading.words.slice(i + 1, i + 4).join(" "));
      const change =
        (changeVerbs.has(l) && !relocating) ||
        (l === "cancel" &&
          /^(you|they|we|is|gets|get|got|was|be|been)$/.test(
            // "if you guys cancel": the party is the word before "guys".
            (/^(guys|folks|all)$/.test(reading.words[i - 1] ?? "") ? reading.words[i - 2] : reading.words[i - 1]) ?? "",
          ));
      if (change) changed.add(l);
      out.set(l, Math.max(out.get(l) ?? 0, change ? 1 : factor));
    });
    return [...out].map(([lemma, factor]) => ({
      lemma,
      factor,
      cue: allCues.has(lemma) && !changed.has(lemma),
      change: changed.has(lemma),
    }));
  }

  /** Content words the site never mentions and no site word is close to in meaning. */
  unknownWords(reading: Reading): string[] {
    const out: string[] = [];
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || /\d/.test(w) || w.length < 2) return;
      if (isModifier(w) || isModifier(l)) return;
      // A named thing the site never names ("an iPad") is unknown, however near an intent's topic.
      if ((namedThings.has(w) || namedThings.has(l)) && !this.siteWords.has(w) && !this.siteWords.has(l)) {
        out.push(w);
        return;
      }
      // A visa to study or work is no card brand ("do you sponsor student visas?").
      if (
        l === "visa" &&
        /\b(student|work|working|tourist|sponsor|sponsors|sponsorship|immigration|migration|international|residency|bridging|holiday|apply for a)\b.{0,12}\bvisas?\b|\bvisas?\b.{0,12}\b(sponsor|sponsorship|requirements?|application|status|holders?)\b|\b(get|gets|getting|got|need|needs|obtain|help|helps|qualify|qualifies|eligible|count|counts|towards?|extend|renew)\b( me| us| you| him| her| with| for)?( a| an| my| the| your)? visas?\b|\b(on|for) (a|an|my|the|this) visas?\b/.test(
          reading.text,
        )
      ) {
        out.push(w);
        return;
      }
      if (this.vocabulary.has(w) || this.vocabulary.has(l)) return;
      // "Retraining", "reapply": a site word done again is no other topic.
      if (/^re[a-z]{5,}$/.test(w) && (this.siteWords.has(w.slice(2)) || this.siteWords.has(l.slice(2)))) return;
      // A synonym of a site word ("edit" for "change") is not a topic the site never mentions.
      if (synonymGroups.some((g) => g.includes(l) && g.some((x) => x !== l && this.siteWords.has(x)))) return;
      if (this.closestSiteWord(l) >= 0.75) return;
      // Another form of a site word ("marketers" beside "marketing"): the same stem of six letters
      // and near in meaning ("capital" is not "capitalisation").
      if (l.length >= 7 && (this.siteStems.get(w.slice(0, 6)) ?? []).some((x) => (this.lexicon?.similarity(w, x) ?? 0) >= 0.45))
        return;
      out.push(w);
    });
    return out;
  }

  /** The site words of seven letters or more, by their first six letters. */
  private get siteStems(): Map<string, string[]> {
    if (!this.stems) {
      this.stems = new Map();
      for (const w of this.siteWords)
        if (w.length >= 7 && /^[a-z]+$/.test(w)) this.stems.set(w.slice(0, 6), [...(this.stems.get(w.slice(0, 6)) ?? []), w]);
    }
    return this.stems;
  }
  private stems: Map<string, string[]> | undefined;

  /** The site words' vectors side by side, for one pass over them per unknown word. */
  private siteMatrix: Int8Array | undefined;
  private readonly closeness = new Map<string, number>();

  /** How close in meaning a word is to the nearest site word (0 without vectors). Remembered per word. */
  private closestSiteWord(word: string): number {
    const lexicon = this.lexicon;
    const v = lexicon?.vector(word);
    if (!v || !lexicon) return 0;
    const known = this.closeness.get(word);
    if (known !== undefined) return known;
    if (!this.siteMatrix) {
      const vectors = this.vocabularyList
        .map((w) => lexicon.vector(w))
        .filter((x): x is Int8Array => x !== undefined);
      this.siteMatrix = new Int8Array(vectors.length * v.length);
      vectors.forEach((x, i) => {
        this.siteMatrix!.set(x, i * v.length);
      });
    }
    const m = this.siteMatrix;
    const d = v.length;
    let best = 0;
    for (let row = 0; row < m.length; row += d) {
      let dot = 0;
      for (let i = 0; i < d; i++) dot += m[row + i]! * v[i]!;
      if (dot > best) best = dot;
    }
    const similarity = best / (127 * 127);
    // Bounded: visitors' words are many, but the memory of them need not be.
    if (this.closeness.size > 5000) this.closeness.clear();
    this.closeness.set(word, similarity);
    return similarity;
  }

  private scoreIntents(reading: Reading): Scored[] {
    const scores = new Map<IntentId, Scored>();
    const add = (id: IntentId, s: number, at: number[], near = false) => {
      const entry = scores.get(id) ?? {
        id,
        score: 0,
        evidence: new Set<number>(),
        near: new Set<number>(),
        exact: false,
      };
      entry.score += s;
      for (const i of at) (near ? entry.near : entry.evidence).add(i);
      if (!near) entry.exact = true;
      scores.set(id, entry);
    };
    const cueHit = new Set<number>();
    // "When do I actually have to pay?", "who would really be teaching it?": a filler adverb inside
    // a phrase does not change what is asked; the phrase is also tried on the words without them.
    const kept = reading.words.map((w, i) => [w, i] as const).filter(([w]) => !fillerAdverb.test(w));
    const plain = kept.length < reading.words.length ? kept.map(([w]) => w).join(" ") : undefined;
    for (const intent of intents) {
      reading.lemmas.forEach((l, i) => {
        const weight = intent.cues[l] ?? intent.cues[reading.words[i]!];
        if (weight) {
          add(intent.id, weight, [i]);
          cueHit.add(i);
        }
      });
      for (const [re, weight] of intent.phrases ?? []) {
        const m = re.exec(reading.text);
        if (m) add(intent.id, weight, wordsIn(reading.text, m.index, m.index + m[0].length));
        else if (plain !== undefined) {
          const p = re.exec(plain);
          if (p) add(intent.id, weight, wordsIn(plain, p.index, p.index + p[0].length).map((i) => kept[i]![1]));
        }
      }
    }
    // Words that are no cue: their nearest cue in meaning counts, scaled by the similarity.
    if (this.lexicon) {
      reading.lemmas.forEach((l, i) => {
        const w = reading.words[i]!;
        if (cueHit.has(i) || functionWords.has(l) || functionWords.has(w) || domainWords.has(w)) return;
        if ((this.lexicon!.rank(l) ?? 99_999) < 300) return;
        const v = this.lexicon!.vector(l) ?? this.lexicon!.vector(w);
        if (!v) return;
        const best = new Map<IntentId, number>();
        for (const cue of this.cueVectors) {
          const sim = cosine(cue.vector, v);
          if (sim >= 0.62) best.set(cue.intent, Math.max(best.get(cue.intent) ?? 0, cue.weight * sim * 0.9));
        }
        for (const [id, s] of best) add(id, s, [i], true);
      });
    }
    return [...scores.values()].sort((a, b) => b.score - a.score);
  }

  /** The question's parts: "How long is it, and how much does it cost?" is two. */
  private clauses(text: string): string[] {
    return text
      .split(
        /[?;!]+|\.\s|:\s|(?:,?\s\b(?:and|also|plus|but)\b|,)\s(?=(?:how|what|whats|when|where|who|which|can|could|do|does|is|are|will|would|should|any|if|the cost|the fee|the price|the duration)\b)/,
      )
      .map((c) => c.trim())
      .flatMap((c) => listItems(c))
      .filter((c, _, all) => c.length > 0 && !(all.length > 1 && preface.test(c)));
  }

  private pickIntents(reading: Reading, floor = 1.5): IntentId[] {
    // An intent found only through word vectors needs more of them.
    let all = this.scoreIntents(reading);
    // Everyday words near a cue in meaning ("loves", "finding") are weak beside a phrasing that
    // says what is asked ("what course is good for him"): an intent found only that way yields.
    if (all.some((s) => s.exact && s.score >= 2.2)) all = all.filter((s) => s.exact);
    const scored = all.filter((s) => s.score >= (s.exact ? floor : 2.2));
    if (scored.length === 0) return [];
    const chosen = [scored[0]!.id];
    const second = scored[1];
    if (second && second.score >= 2 && second.score >= scored[0]!.score * 0.6) chosen.push(second.id);
    // A weaker cue joined to the first by "and" still counts ("price and length", "quickest and
    // cheapest").
    const next = all.find((x) => x !== scored[0] && !chosen.includes(x.id) && x.exact && x.score >= 1 && this.joined(reading, scored[0]!, x));
    if (next) chosen.push(next.id);
    return settle(chosen, reading.text);
  }

  /** "the price and length", "fees or duration": two kinds of fact named side by side are both asked. */
  private joined(reading: Reading, a: Scored, b: Scored): boolean {
    for (const i of a.evidence)
      for (const j of b.evidence)
        if (Math.abs(i - j) === 2 && /^(and|or)$/.test(reading.words[Math.min(i, j) + 1] ?? "")) return true;
    return false;
  }

  /** Whether the conversation so far is a client's about a service ("we need an app for our gym"). */
  private clientConversation(history: string[]): boolean {
    const last = history.slice(-3);
    return last.length > 0 && last.some((h) => this.subjectOf(this.read(h).text).services.length > 0);
  }

  /** The structured answer, or undefined when retrieval should answer from passages. */
  understand(question: string, history: string[] = []): Understanding | undefined {
    const understood = this.understandAll(question, history);
    const application = this.applicationFollowUp(question, history, understood) ?? this.statusFollowUp(question, history) ?? this.requestFollowUp(question, history);
    if (application) return application;
    const reach = this.reachingUs(question, understood);
    if (reach) return reach;
    // "How many staff do you have?", "what's the pass rate?", "how big are the classes?": a count
    // or a rate the site never gives. An answer that does not state it (the director's name, the
    // course's overview, a testimonial) answers another question: the honest reply instead.
    const reading = this.read(question);
    // "How many of your graduates are working in tech?": an outcome we publish no figures for,
    // which the careers answer's honesty sentence says.
    if (jobCountAsked(reading.text) && !(understood?.replies ?? []).some((r) => /\bdo not publish\b/.test(r.lead)))
      return {
        replies: [facts.careersOutcome()],
        intents: ["careers"],
        subject: understood?.subject ?? this.subjectOf(reading.text),
        unknown: [],
        confidence: 1,
        page: true,
      };
    // "When does your cyber security bootcamp start?", "how much is the machine learning course?":
    // a course named by a word the site never uses is one we do not run; another course's start
    // date or fee answers a different question, so the honest reply.
    const unrun = unrunCourse.exec(reading.text);
    if (
      unrun &&
      understood &&
      !understood.unanswered &&
      !understood.replies.some((r) => /^We have no /.test(r.lead)) &&
      (unrun[1]!.trim().split(" ").some((w) => this.unknownWords(reading).includes(w)) || this.unrunField(unrun[1]!))
    )
      return { replies: [], intents: understood.intents, subject: understood.subject, unknown: [], confidence: 1, unanswered: true };
    // "What % of students complete it?": the sign is read as the word.
    const count = countAsked(question.includes("%") ? `percent ${reading.text}` : reading.text);
    if (count && !(understood?.unanswered ?? false) && !statesCount(understood?.replies ?? [], count))
      return { replies: [], intents: understood?.intents ?? [], subject: understood?.subject ?? this.subjectOf(reading.text), unknown: [], confidence: 1, unanswered: true };
    return understood;
  }

  /**
   * "What's the best way to get in touch with someone there?", "is there an actual person I can
   * chat to?", "who do I talk to?": a way to reach a person, which the contact details answer
   * (e-mail, phone, the form), whatever else the words matched (a blog line on "the best way", the
   * instructor-led courses for "a real person"). A specific channel asked for (the phone number,
   * the address, a consultation) or when we contact the visitor keeps its own answer.
   */
  private reachingUs(question: string, understood: Understanding | undefined): Understanding | undefined {
    const reading = this.read(question);
    if (!reachAsked.test(reading.text) || reachNotOurs.test(reading.text)) return undefined;
    const own = understood?.intents ?? [];
    // Someone else to go to about what we do with personal information is the regulator (privacy, law).
    if (own.some((id) => ["phone", "email", "address", "openingHours", "consultation", "privacy", "law"].includes(id))) return undefined;
    return {
      replies: [facts.contactReply()],
      intents: ["contact"],
      subject: understood?.subject ?? this.subjectOf(reading.text),
      unknown: [],
      confidence: 1,
      page: true,
    };
  }

  /**
   * "[How do I apply?] … can I check on it online somewhere?", "…oops, I put the wrong phone
   * number in it, can I edit it?": after a question about applying, "it" is the application. Read
   * so, the question is answered by what the FAQ says of an application sent (the student portal
   * follows it; it cannot be changed, a new one replaces it), not by the study modes or the phone
   * number. Only when read so it asks to follow or to change the application.
   */
  private applicationFollowUp(question: string, history: string[], understood: Understanding | undefined): Understanding | undefined {
    const recent = history.slice(-2).map((h) => this.read(h).text);
    if (!recent.some((h) => applyingTalk.test(h))) return undefined;
    const text = this.read(question).text;
    if (!/\b(it|that one|the form)\b/.test(text) || /\b(application|applications|portal)\b/.test(text)) return undefined;
    // A course or a service named in the question is what "it" means ("is it online, the QA one?").
    const named = this.subjectOf(text);
    if (named.programs.length > 0 || named.services.length > 0) return undefined;
    const asApplication = text.replace(/\b(it|that one|the form)\b/g, "my application");
    if (!applicationAsk.test(asApplication)) return undefined;
    const subject = { ...(understood?.subject ?? this.subjectOf(asApplication)), text: asApplication };
    return { replies: [facts.apply(subject)], intents: ["apply"], subject, unknown: [], confidence: 1, page: true, fromHistory: true };
  }

  /**
   * "[My application is under review] how long will that take?", "[what does waitlisted mean?] how
   * will I know if a spot frees up": after a status is named, a question about what happens next
   * (how long, how I hear, whether I can try again) is about that application, and its status's
   * next step answers it, not the course lengths or the opening hours.
   */
  private statusFollowUp(question: string, history: string[]): Understanding | undefined {
    const previous = history.at(-1);
    if (!previous) return undefined;
    const earlier = this.read(previous).text;
    const status = facts.applicationStatus(earlier) ?? facts.applicationStatus(`${earlier} application`);
    if (!status || !/^“/.test(status.lead)) return undefined;
    const text = this.read(question).text;
    if (!statusNextAsk.test(text)) return undefined;
    // A course or a service named in the question is its own subject ("how long is the QA course?").
    const named = this.subjectOf(text);
    if (named.programs.length > 0 || named.services.length > 0) return undefined;
    return { replies: [status], intents: ["apply"], subject: named, unknown: [], confidence: 1, page: true, fromHistory: true };
  }

  /**
   * "[How do I get my data deleted?] does that cost anything, and how long does it take?": the
   * request just answered says its own cost and time ("within 30 days, free of charge"), so "that"
   * is the request, not a course's fee and length. Only when the question names no course or service.
   */
  private requestFollowUp(question: string, history: string[]): Understanding | undefined {
    const previous = history.at(-1);
    if (!previous) return undefined;
    const text = this.read(question).text;
    if (!/\b(that|it|this)\b/.test(text) || !/\b(cost|costs|charge|charged|fee|fees|pay|free|price|how long|how soon|how quickly|how fast|take)\b/.test(text)) return undefined;
    const named = this.subjectOf(text);
    if (named.programs.length > 0 || named.services.length > 0) return undefined;
    const before = this.understandAll(previous, history.slice(0, -1));
    const request = before?.replies.find((r) => /\bfree of charge\b/.test(r.lead) && /\bwithin \d+ (days|business days)\b/.test(r.lead));
    if (!request) return undefined;
    return { replies: [request], intents: before!.intents, subject: named, unknown: [], confidence: 1, page: true, fromHistory: true };
  }

  private understandAll(question: string, history: string[]): Understanding | undefined {
    const reading = this.read(question);
    let unknown = this.unknownWords(reading);
    const subject = this.subjectAfter(reading.text, history.at(-1));
    // "Can I see the privacy policy?", "where are your T&Cs?": the page itself.
    const document = /^(?:(?:can|could|may) (?:i|we) (?:see|read|view|get|have|look at)|where (?:can|do|could) (?:i|we) (?:find|read|see|get)|where (?:is|are)|(?:show|send|give) me|link (?:to|for)|(?:i want|i would like) to (?:see|read))(?: a copy of)? (?:the |your |ur )?(privacy policy|(?:enrolment )?terms and conditions|(?:enrolment )?terms|faqs?|frequently asked questions)(?: page)?(?: please)?$/.exec(
      reading.text.replace(/[?.!]+$/, "").trim(),
    );
    if (document) {
      const which = /privacy/.test(document[1]!) ? "/privacy" : /^(faq|frequently)/.test(document[1]!) ? "/faq" : "/terms";
      return { replies: [facts.documentPage(which)], intents: ["law"], subject, unknown: [], confidence: 1, page: true };
    }
    // "What am I agreeing to when I tick the terms boxes?", "what do the checkboxes on the form
    // mean?": the enrolment terms and the fee terms the form's boxes accept, not one line of them.
    // Read as written too: "tick the box" is read as "agree to" for the intents.
    if ((agreementAsked.test(reading.text) || agreementAsked.test(normalise(question))) && !/\b(privacy|cookies?|newsletter|remember me|sign in|log in)\b/.test(reading.text))
      return { replies: [facts.enrolmentAgreement()], intents: ["apply"], subject, unknown: [], confidence: 1, page: true };
    // "If I tick remember me on the portal, how long do I stay logged in?": the sign-in cookie's
    // lifetime (the privacy policy), not the application form's boxes nor a course's length.
    if (/\bremember me\b(?!.{0,30}\b(newsletter|chat)\b)|\b(stay|stays|staying|keep (me|you|us)|kept|remain|be)( \w+)? (logged|signed) in\b|\b(log-?in|login|sign-?in)s? (last|lasts|expire|expires|time out|times out)\b/.test(reading.text) && !/\b(admin|staff|back-?office)\b/.test(reading.text))
      return { replies: [facts.signInLength()], intents: ["privacy"], subject, unknown: [], confidence: 1, page: true };
    // "Can the invoice be made out to my employer's company name and ABN?", "a purchase order
    // number on the invoice": what the invoice shows is nowhere on the site, only that one is e-mailed.
    if (/\binvoices?\b/.test(reading.text) && /\b(made out|make out|addressed|company name|business name|company'?s? name|employ\w*'?s? (company|name|abn)|purchase orders?|po numbers?|instead of me|in (the|their|our|my) (company|employer|business)'?s? name|(their|our|company'?s?|employ\w*'?s?|business'?s?) abn)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "My employer's accounts team needs your ABN for the paperwork": a tax number asked for by
    // name is the ask, whatever the message says around it (payroll, invoices, a department).
    const taxAsked = /\b(abn|acn|australian business number)\b|\b(tax|business|company|registration) (number|no|id|details)\b/;
    if (taxAsked.test(reading.text) && !theirDetailsOnInvoice.test(reading.text)) {
      // "What's your ABN, and your phone number?": the other contact details asked beside it too.
      const beside = this.scoreIntents(reading)
        .filter((x) => x.exact && x.score >= 2.5 && ["phone", "email", "address", "openingHours"].includes(x.id))
        .map((x) => x.id);
      return {
        replies: [facts.taxNumber(subject), ...[...new Set(beside)].map((id) => this.reply(id, subject, reading, []))],
        intents: ["taxNumber", ...beside],
        subject,
        unknown: [],
        confidence: 1,
        page: true,
      };
    }
    // "Is this legit or a scam lol", "r u even a real company?": whether we are who we say is
    // answered by who we are (legal name, ABN, address), which the visitor can check.
    if (
      (/\b(you|you guys|this|this place|harbourline|this company|this site|this website|the company|it) (is |are |even )?(a )?(legit|legitimate|scam|scams|scammers?|scammy|dodgy|shady|fraud|fraudulent|rip-?off)\b|\b(legit|legitimate|scam|scams|scammers?|scammy|dodgy|shady|fraud|fraudulent|rip-?off)\b.{0,20}\b(you|you guys|this|this place|harbourline|this company|the company)\b|\b(you|your|you re|youre|you guys|this|it|harbourline) (are |is |re )?not (a |some )?(scam|scams|scammers?|fraud)\b/.test(reading.text) ||
        /\b(are you|r you|is this|is it|is harbourline|you guys|you even)\b.{0,25}\b(real|actual|legit|legitimate|genuine|registered|proper)\b( \w+)? (company|business|provider|organisation|organization)\b/.test(reading.text)) &&
      !/\b(certificate|certificates|certification|qualification|qualifications|accredit\w*|recogni[sz]\w*|reviews?|testimonials?|emails?|e-mails?|texts?|sms|links?|calls?|messages?)\b/.test(reading.text)
    )
      return { replies: [facts.legitimacy()], intents: ["taxNumber"], subject, unknown: [], confidence: 1, page: true };
    // "Which AI model is this chat running on, ChatGPT?", "is this bot powered by Claude?": the
    // privacy policy says only "if we connect the chat to an external AI service", never which
    // model or vendor, so which one is not said.
    if (
      /\b(which|what|wat) (ai |language |large language )?(model|models|llm|engine|vendor|version)\b|\b(running on|runs on|powered by|built on|based on|uses|using)\b.{0,20}\b(model|llm|an external ai service|claude|gemini|llama|copilot|bard)\b/.test(reading.text) &&
      /\b(chat|chatbot|bot|assistant|this|you|it|ai|an external ai service)\b/.test(reading.text) &&
      !/\b(course|courses|teach|learn|class|classes|data model|pricing model)\b/.test(reading.text)
    )
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Do I get a student card?", "info on student loans": things an institution issues or
    // lends that the site never mentions (not the payment card, not lending laptops).
    if (/\bstudent (cards?|id cards?|loans?)\b|\b(government|study|education|course|tuition) loans?\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Do international students pay a different fee than locals?": the site gives one fee per
    // course and never says whether it depends on residency, so the fee alone would not answer it.
    if (feeByResidency(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Is parking at your building free on Saturdays?": parking is nowhere on the site; the
    // Saturday class or the address would answer something else.
    if (parkingAsked.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Can you recommend another bootcamp that's cheaper?", "who are your competitors?": other
    // providers, which the site never names or compares itself with.
    if (/\b(recommend|suggest|know of|know any|point me to|compare (you|yourselves|yourself) (to|with))\b.{0,20}\b(another|other|cheaper|alternative)\b.{0,15}\b(bootcamps?|schools?|providers?|colleges?|academies|academy|unis?|universities)\b|\b(your |ur )?competitors?\b|\b(other|another|cheaper|alternative) (bootcamps?|schools?|providers?|colleges?|academies|academy) (that|which|who|than|like|near|in)\b|\b(better|cheaper) than (general assembly|coder academy|tafe|udemy|coursera|le wagon|your competitors)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Do you have a sister campus in Melbourne?", "any other locations?": the one address the
    // site gives, where every campus class is taught (not a "Yes" over the study modes).
    if (/\b(campus|campuses|office|offices|branch|branches|location|locations)\b.{0,12}\b(in|at) another city\b|\b(other|another|second|sister|more|multiple) (campus|campuses|office|offices|branch|branches|location|locations)\b/.test(reading.text))
      return { replies: [facts.address()], intents: ["address"], subject, unknown: [], confidence: 1, page: true };
    // "Do you do social media marketing?", "SEO and google ads for my shop?": marketing services,
    // which the site never offers (its services are building and testing software).
    if (/\b(social media|email|e-mail|digital|content|online|influencer|affiliate|search engine|internet|performance) marketing\b|\b(seo|sem|ppc|google ads|facebook ads|instagram ads|ad campaigns?|advertising campaigns?|copywriting|logo design|graphic design|video (editing|production)|photography|animation)\b/.test(reading.text) && !/\b(course|courses|teach|teaches|learn|study|class|classes|program|blog|post|cookies?|track|tracks|tracking|privacy|personal|data)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "What's the time difference between Sydney and London?", "what time is it there now?", "will
    // it rain tomorrow?": facts about the world, which no page states; the class times and the
    // office's hours answer only what they say ("what time do classes start in Sydney?").
    // As written too: a word the site never uses is corrected to one it does ("timezone": "timeline").
    if (worldFact.test(reading.text) || worldFact.test(normalise(question)))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Do you run info sessions?", "when's orientation?": events the site never mentions.
    if (/\b(info(rmation)? (session|sessions|night|nights|evening|evenings)|orientation|induction (day|week|session))\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Could you run the training privately at our office?", "can a trainer come to our workplace
    // to teach our staff?": training at the visitor's premises or for one team only is nowhere on
    // the site (its classes are on campus or live online, for anyone enrolled).
    if (
      (/\b(at|to|in|into) (our|my|their|his|her) (office|offices|workplace|work|company|business|premises|site|building|school|factory|warehouse|shop|store|clinic|hospital)\b/.test(reading.text) &&
        /\b(train|trains|training|teach|teaches|teaching|taught|trainers?|instructors?|teachers?|tutors?|run|deliver|workshops?|courses?|classes|class|sessions?|lessons?|come|visit)\b/.test(reading.text) &&
        !/\b(from|after|before|near|around|close to|far from|commute|travel|drive|get)\b.{0,20}\b(our|my) (office|workplace|work|company)\b/.test(reading.text)) ||
      /\b(in-house|in house|on-site|onsite|corporate|company-wide|staff) (training|course|courses|class|classes|workshops?|sessions?)\b|\b(private|privately|exclusive|dedicated|custom|customised|customized)\b.{0,30}\b(for|just for|only for) (our|my) (\w+ )?(team|staff|employees|workers|colleagues|company|group|business)\b|\b(run|teach|deliver) (it|the (training|course|class|program)) privately\b/.test(reading.text)
    )
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Once my website is live, do you host it?", "do you do hosting?": hosting is nowhere on the
    // site (its support after launch is monitoring, fixes and updates, which the service pages say).
    if (
      /\b(do|does|will|would|can|could) (you|harbourline|your team|you guys)( also| then)? (host)\b.{0,25}\b(it|them|app|apps|site|website|websites|store|system|software)\b|\b(web )?hosting\b/.test(reading.text) &&
      !/\b(course|courses|class|classes|student|students|privacy|data|records?|information)\b/.test(reading.text)
    )
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "How much do your instructors get paid?": what we pay our own staff is nowhere on the site.
    if (/\b(your|the|ur|harbourline'?s?) (instructors?|teachers?|trainers?|tutors?|staff|employees|developers|team)\b.{0,25}\b(paid|earn|earns|make|makes|salary|salaries|wages?|pay)\b|\b(instructor|teacher|trainer|tutor|staff|employee)s?'? (salary|salaries|wages?|pay)\b|\b(salary|salaries|wages?)\b.{0,20}\b(your|the|ur|our) (instructors?|teachers?|trainers?|tutors?|staff|employees|developers)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Who owns the source code and IP once you finish?", "do we get the rights to the code?": who
    // owns a client's code or intellectual property is nowhere on the site (not the service's rate).
    if (ownershipAsked.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // A client's question about working with us (who builds it, after launch, how it is priced,
    // lock-in, the steps), in the client's own words: the service pages' own answer
    // (service-work.ts), whatever words around it the site never uses.
    // Two services compared ("the difference between your mobile dev and web dev services") ask
    // for each service's facts, not how a project is worked ("dev" there is no developer asked about).
    const work =
      subject.compare && subject.services.length >= 2
        ? undefined
        : serviceWorkAsked(reading.text, subject.services.length > 0 || this.clientConversation(history));
    if (work)
      return { replies: [serviceWorkReply(work, subject.services)], intents: ["consultation"], subject, unknown: [], confidence: 1, page: true };
    // "I typed my number wrong on the application, can I fix it?": a sent application cannot be
    // edited, whatever detail is wrong in it.
    if (/\b(application|applications)\b/.test(reading.text) && /\b(edit|editing|change|changing|update|updating|fix|fixing|correct|correcting|amend|alter|mistake|mistakes|wrong|typo|typos|error|errors)\b/.test(reading.text) && !/\b(status|statuses|you change|you update)\b/.test(reading.text)) {
      const edit = facts.apply({ ...subject, text: reading.text });
      if (edit.final) return { replies: [edit], intents: ["apply"], subject, unknown: [], confidence: 1, page: true };
    }
    // "I'm colour blind. Can I still do data analytics?": the site says nothing about health or
    // access needs, so a person answers rather than a course's facts.
    // A condition only described beside a question the site answers whoever asks ("I'm in a
    // wheelchair, can I study data analytics from home?", "I have a chronic illness, what happens
    // if I miss a class?") gets that answer: the study modes, the missed-class terms.
    // (As written too: "ADHD" is no typo of "add".)
    if (!this.besideDescription && (healthTold.test(reading.text) || healthTold.test(question.toLowerCase()))) {
      const asked = this.askedBeside(question, history, answeredWhateverHealth);
      return asked ?? { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    }
    // "What's the wifi password?", "the door code for the building": a credential for the premises
    // is given in person, never on the site (the portal's own password reset is in the FAQ).
    if (/\b(wi-?fi|wireless|network|internet|door|building|gate|locker|alarm|guest)\b.{0,20}\b(password|passwords|passcode|pin|code|key)\b|\b(password|passcode|pin)\b.{0,30}\b(wi-?fi|wireless|network|internet|door|building)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "What's the pass mark?", "is there an exam?": the site sets no marks, grades or exams; a
    // certificate is for handing in the projects, which the certificate answer says when asked.
    if (/\b(pass mark|pass marks|passing (mark|grade|score)|minimum (mark|grade|score)|grading|graded|grades?|marking|exams?|examination|gpa|score (to|needed to|required to) pass)\b|\b(mark|marks|score|scores|percent|percentage)\b.{0,25}\bpass\b/.test(reading.text) && !/\bcertificate\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "What if I fail the course?", "can you flunk QA?": the site says nothing about failing a
    // course (a blog line's "a clear pass or fail" is about automated tests).
    if (/\b(fail|fails|failed|failing|flunk|flunks|flunked|flunking)\b/.test(reading.text) && /\b(i|you|someone|students?|people|my \w+|he|she|they)\b.{0,20}\b(fail|fails|failed|failing|flunk|flunks|flunked|flunking)\b|\b(fail|flunk)\w* (the|a|my|this|your) (course|class|program|module|unit|project|projects)\b/.test(reading.text) && !/\b(tests?|testing|automat\w*|certificate|payment|payments|instalments?|card)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "What was Harbourline's revenue last year?", "how much profit do you make?": the company's
    // own finances are nowhere on the site (the blog's revenue examples are a client's data).
    if (/\b(revenue|revenues|profit|profits|turnover|valuation|earnings|funding|investors?|shareholders?|annual income)\b/.test(reading.text) && /\b(your|ur|harbourline'?s?|the company'?s?|you|this company)\b/.test(reading.text) && !/\b(blog|post|article|dashboard|analy[sz]e|analy[sz]ing|report|my|our|client)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Are classes recorded?": recordings are nowhere on the site (a pre-recorded, self-paced
    // course is the course type, which the site does answer).
    if (/\b(recorded|recording|recordings|record)\b/.test(reading.text) && /\b(class|classes|lesson|lessons|session|sessions|lecture|lectures|it|they|them)\b/.test(reading.text) && !/\b(pre-?recorded|prerecorded|self-paced|own pace|videos? only|just videos|teacher|teachers|instructor|instructors|human|real person)\b|\b(or|vs|versus) (pre-?)?recorded\b|\brecordings? (or|vs|versus)\b|\blive\b.{0,20}\b(or|vs|versus|instead of|rather than)\b|\b(or|vs|versus|instead of|rather than)\b.{0,20}\blive\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Do you record attendance?", "is attendance compulsory?": the site says nothing of a roll.
    if (/\b(record|records|recorded|track|tracks|tracked|take|takes|taken|check|checks|mark|marks|monitor|monitors)\b (the |my |our )?(attendance|roll)\b|\battendance (is )?(recorded|tracked|taken|checked|marked|monitored|compulsory|mandatory|required)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Can I apply for two courses at once?": studying two programs together is nowhere on the site.
    if (/\b(two|2|both|multiple|several|more than one) (courses|programs|programmes|classes)\b.{0,25}\b(at once|at the same time|simultaneously|together|same time|concurrently|in parallel)\b|\b(apply|enrol|enroll|study|do|take)\b( for| in)? (two|2|multiple|several|more than one) (courses|programs|programmes)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Me and my wife both want QA, any couple price?": a price for two, a group or a family is
    // nowhere on the site (its fees are per person).
    if (/\b(couple|couples|pair|two of us|both of us|family|families|group|groups|bulk|team|friends?)\b.{0,20}\b(price|prices|pricing|rate|rates|deal|deals|discount|discounts|package|offer)\b|\b(price|rate|deal|discount)s? (for|on) (couples?|pairs?|two people|groups?|families|teams?)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Do you have a job board?": a careers service the site does not list.
    if (/\b(job|jobs|careers?) (board|boards|portal|bank|listings? (page|site|board))\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Are you partnered with universities?": affiliations the site never claims.
    if (/\b(partner|partners|partnered|partnership|partnerships|affiliated|affiliation|affiliations|associated|association|pathway|pathways|credit|credits)\b.{0,30}\b(universit\w*|colleges?|tafe|schools?|institutions?|degrees?)\b|\b(universit\w*|colleges?|tafe)\b.{0,30}\b(partner|partners|partnered|partnership|partnerships|affiliated|affiliation|credit|credits|pathway|pathways|recogni[sz]e)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Do I need to sit an interview to be accepted?": no admission interview is on the site (the
    // mock interview is careers practice near the end of a course).
    if (/\b(admission|admissions|entry|entrance|selection|acceptance|enrolment|application)? ?interviews?\b/.test(reading.text) && /\b(before|to be|to get|get|be) (accepted|admitted|in|enrolled|offered|selected|approved)\b|\b(admission|admissions|entry|entrance|selection|acceptance|enrolment|application) interviews?\b|\binterview(ed)? (before|to get in|for (a|my) place|when (i )?apply(ing)?|as part of (the )?(application|admission))\b/.test(reading.text) && !/\bmock\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "My company will pay, can you invoice them directly?": invoicing someone else is not on the site.
    if (/\b(invoice|bill)\b.{0,15}\b(them|my (company|employer|boss|work|workplace)|the (company|employer)|directly|a third party|someone else)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "If I start QA and would rather do data analytics, can I switch courses?", "transfer from
    // full stack to QA": moving to another program is nowhere on the site (the terms let a student
    // move to another class time of their own course, which is no answer to it).
    if (switchProgram.test(reading.text) && /\b(can|could|may|possible|allowed|able|let|what if|what happens|option|how do)\b/.test(reading.text) && !/\b(careers?|industry|field|jobs?|roles?|profession|class times?|saturday|evening|evenings|weekday|weeknight|morning|night)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Can I put my course on hold for a couple of months?", "pause and resume later", "take a
    // break from my studies": pausing a course is nowhere on the site (withdrawing is, and is no
    // answer to it).
    if (pauseCourse.test(reading.text) && !/\b(you|they|we) (pause|suspend|freeze)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "If I'm accepted, can I defer my start?": deferring is nowhere on the site.
    // So is moving one's own start to a later intake ("push my start to a later intake", "start in
    // the intake after"): the terms only say what happens when we move an intake.
    if (
      (/\b(defer|deferral|deferring|postpone|postponing|delay|delaying)\b.{0,30}\b(my |the |our )?(start|starting|enrolment|place|offer|course|intake|study|studies|spot)\b/.test(reading.text) ||
        /\b(push|pushing|move|moving|change|changing|shift|shifting|switch|switching|swap|transfer)\b( (it|that))?( back| forward)?.{0,12}\b(my |the )?(start|start date|starting date|intake|place|spot)\b.{0,25}\b(later|next|another|different|following|after|future)\b|\bstart (in|with|at) (a |the )?(later|following|another|different|future) intake\b|\b(the )?intake after (that|this|next|it)?\b/.test(reading.text)) &&
      !/\b(you|they|we) (defer|postpone|delay|push|move|change|shift)\b/.test(reading.text)
    )
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Is there a taster class?", "can I sit in on a lesson first?", "can I test it out before
    // paying?": a trial of a course is nowhere on the site, so the honest reply (with the contact and
    // consultation links), never who a course suits or the QA course ("taster" is no "tester").
    if (trialAsked.test(`${reading.text} | ${question.toLowerCase()}`) && !/\b(quit|quitting|withdraw\w*|cancel\w*|refund\w*|cooling off|money back|drop out|pull out)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Is my 16 year old old enough?", "is there an age limit?": the site says nothing about age.
    // An age only stated ("my son is 17 and loves excel, which course would suit him?") describes
    // the person: a question the site answers beside it (who a course suits, what it needs, the
    // fees, the class times) is answered; with nothing else asked, the age is the question.
    // "Can you lend me one if mine is too old?": a laptop too old is no age of the visitor's.
    const ageText = reading.text.replace(deviceAge, " ");
    if (/\b(age (limit|limits|requirement|requirements|restriction|restrictions)|minimum age|maximum age|old enough|too old|too young|underage|under age|at my age|people my age|(the )?(oldest|youngest)( one| person| student)? (in|there)|(average|typical|usual) age|ages? of (the )?(other )?(students|people|classmates|class)|how old (are|is) (the )?(other )?(students|people|classmates|everyone)|how old (do|must|should|does|have) |too late (to|for) (start|learn|get into|change|switch|begin|retrain|code|coding|study))\b/.test(ageText))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Can I bring my 8 year old to the Saturday class?": who else may come to a class is nowhere
    // on the site, whatever is said of them.
    if (/\b(bring|brings|bringing|take|taking) ((my|our|a|the|his|her) (\w+ )?)?(\d+ ?(year old|yr old|yo)|someone|kids?|child|children|son|daughter|baby|toddler|dog|pet|friend|partner|mum|mom|dad)\b.{0,30}\b(to|into|along to|in to) (the |a |my |your |our )?(\w+ )?(class|classes|lesson|lessons|campus|session|sessions)\b/.test(reading.text) ||
      (/\b(bring|brings|bringing|take|taking) (them|him|her)( along)? (to|into|in to) (the |a |my |your |our )?(\w+ )?(class|classes|lesson|lessons|campus|session|sessions)\b/.test(reading.text) &&
        /\b(kids?|children|child|baby|babies|toddlers?|someone|dog|pet)\b/.test(reading.text))
    )
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    if (!this.besideDescription && /\b(\d+ ?(year old|yr old|yo|years old)|(i am|he is|she is|they are|someone is|my \w+ is|aged?|turns?|turning) (1[0-7]|[5-9])(?! ?(weeks?|months?|hours?|days?|minutes?|am|pm|percent|dollars?|\$|k)\b)\b)/.test(reading.text)) {
      // A child ("my daughter is 12, is there anything for her?"): whether a course is for them is
      // the age question itself; the facts that hold for anyone are still answered.
      const age = Number(/\b(\d+) ?(year old|yr old|yo|years old)\b|\b(?:is|am|are|aged?|turns?|turning) (\d+)\b/.exec(reading.text)?.slice(1).find((x) => x !== undefined && /^\d+$/.test(x)) ?? 99);
      const asked = this.askedBeside(question, history, age < 16 ? answeredWhateverHealth : answeredWhateverAge);
      return asked ?? { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    }
    // "What does 'under review' mean on my application?": the status's next step.
    // "Do you guys do anything with AI?", "could machine learning help my business?": the
    // technology research page. Not the chat's own use of an AI service (the privacy policy), nor
    // a course about it (which the site does not teach).
    if (
      // "What's your technology research page about?": the page is named, not AI.
      /\b(ai|artificial intelligence|machine learning|llms?|large language models?|language models?|chatgpt|gpt|generative|neural networks?)\b|\b(technology|tech|innovation|ai) research\b|\bresearch (page|work|team|lab|labs|stuff|side)\b|\b(your|ur) (research|innovation)\b|\binnovation\b/.test(reading.text) &&
      // (What the visitor types, "shared with an AI provider", is the chat's too.)
      !/\b(chat|chatbot|assistant|bot|privacy|share|shared|sharing|send|sent|passed|my (data|information|info|details|questions?|messages?)|what (i|we) (type|write|say|ask))\b/.test(reading.text) &&
      !/\b(course|courses|class|classes|teach|teaches|taught|learn|learning|study|studying|program|programs|tutor|bootcamps?|degrees?|diplomas?|certificates?|certifications?)\b/.test(reading.text.replace(/\bmachine learning\b/g, "ml"))
    )
      return { replies: [facts.research()], intents: ["serviceTech"], subject, unknown: [], confidence: 1, page: true };
    // "And what does 'under review' mean there?" after a question about an application: its status.
    const aboutApplication = (h: string) => /\b(application|applications|applied|apply|portal|dashboard|status)\b/i.test(h);
    const status =
      facts.applicationStatus(reading.text) ??
      (history.length > 0 && aboutApplication(history.at(-1)!) && /\b(mean|means|meaning|says|shows)\b/.test(reading.text)
        ? facts.applicationStatus(`${reading.text} application`)
        : undefined);
    if (status) return { replies: [status], intents: ["apply"], subject, unknown: [], confidence: 1, page: true };
    // "Can I log in to the portal with Google?", "is there a phone app for the portal?", "will I get
    // a text reminder before my call?": portal and booking features the site never mentions. The
    // portal's e-mail sign-in or the booking's e-mail answer another question: the honest reply.
    if (unsaidFeature(reading.text)) return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "Locked outta my portal acct", "my dashboard is empty": a portal problem is a portal question,
    // whatever else the visitor's story holds (their gmail, their work address).
    const trouble = facts.portalTrouble(reading.text.replace(/\bact\b/g, "account"));
    if (trouble) return { replies: [trouble], intents: ["apply"], subject, unknown: [], confidence: 1, page: true };
    // "Will the chat remember what we talked about next week?": its visitor cookie, not the hours.
    const memory = facts.chatMemory(reading.text);
    if (memory) return { replies: [memory], intents: ["privacy"], subject, unknown: [], confidence: 1, page: true };
    // "Who replies faster, the consultation team or admissions?": both promised waits.
    const waits = facts.replyTimes(reading.text);
    if (waits) return { replies: [waits], intents: ["consultation", "apply"], subject, unknown: [], confidence: 1, page: true };
    // "How soon will someone reply to a contact form message?": the site promises no time for it
    // (only for a booking and an application), so the honest reply, not the form's fields.
    if (/\bcontact (us )?form\b/.test(reading.text) && (facts.replyWaitAsked(reading.text) || /\b(how (soon|quickly|fast|long)|when)\b.{0,30}\banswers?\b/.test(reading.text)) && !/\b(consult\w*|booking|application|apply|applied)\b/.test(reading.text))
      return { replies: [], intents: [], subject, unknown, confidence: 1, unanswered: true };
    // "What info do I put in the contact form?", "do I have to give my email to use this chat?":
    // the form named answers, never another form's fields. (A booking's reply time is the
    // consultation answer's, with the fields.)
    const form = facts.outlineContactAsked(reading.text)
      ? facts.outline({ ...subject, text: reading.text })
      : facts.replyWaitAsked(reading.text)
        ? undefined
        : facts.formAsked(reading.text);
    if (form) return { replies: [form], intents: ["privacy"], subject, unknown: [], confidence: 1, page: true };
    // "If you have to change my class night or push back the start date, how much warning will I
    // get?": a change we make (not the visitor's own move), which the terms' changes section answers.
    if (ourChangeAsked(reading.text))
      return { replies: [facts.ourChanges()], intents: ["timetable"], subject, unknown: [], confidence: 1, page: true };
    const unrun = this.unrunCourse(reading, subject, question);
    if (unrun) return unrun;
    const missing = this.missingField(reading, subject, unknown, question);
    if (missing) return missing;
    const catalogue = this.catalogue(reading, subject, unknown);
    // "which courses can I do online?": a property of the courses is asked, and its intent answers;
    // "what courses do you have and how much are they?" is both.
    const property = catalogue?.intents.includes("topics")
      ? this.pickIntents(reading).filter((id) => !["about", "topics", "overview"].includes(id))
      : [];
    if (catalogue && property.length === 0) return catalogue;
    // Only when one part asks for the catalogue itself: "which programs can I do online and how
    // much are they?" asks properties in both parts, and "I'm in Adelaide. Which of your courses
    // could I do?" is the study mode, the statement saying why.
    const catalogueAsked = (clause: string) => {
      const r = this.read(clause);
      return (
        this.catalogue(r, this.subjectOf(r.text), this.unknownWords(r)) !== undefined &&
        this.pickIntents(r).every((id) => ["about", "topics", "overview"].includes(id))
      );
    };
    const parts = this.clauses(normalise(question));
    const alsoCatalogue =
      catalogue && parts.length > 1 && parts.some(catalogueAsked) && !/[.!]\s+\S/.test(question.trim()) ? catalogue.replies : [];
    const person =
      (history.length > 0 ? this.personFollowUp(reading, subject, history) : undefined) ??
      this.personNamed(reading, subject);
    if (person) return person;
    // Split the question as written: its punctuation marks where one part ends.
    const clauses = this.clauses(normalise(question));
    let found: IntentId[] = [];
    // One or two words of a list ("price, length, next intake?") name the fact asked: a weaker
    // cue ("length") is enough there.
    for (const clause of clauses)
      for (const id of this.pickIntents(this.read(clause), clauses.length > 2 && clause.split(" ").length <= 2 ? 1 : 1.5))
        if (!found.includes(id)) found.push(id);
    if (found.length === 0) found = this.pickIntents(reading);
    found = settleAcross(found, reading.text);
    // "the starting price": a service's rate and a fee are one fact asked once.
    if (found.includes("fee") && found.includes("serviceRate")) found = found.filter((id) => id !== "serviceRate");
    // "Mobile apps from 20k? and how do we get started?": getting a service started is the free
    // consultation, not a course's start date or its application.
    if (
      subject.services.length > 0 &&
      subject.programs.length === 0 &&
      !found.includes("consultation") &&
      /\b(how|where|what) (do|can|should|would|shall) (i|we) (get (it )?started|start|begin|kick (it )?off|go ahead|proceed|get the ball rolling)\b|\bhow to (get started|start|begin|proceed|go ahead)\b|\bwhat are the next steps\b/.test(reading.text)
    )
      found = [...found.filter((id) => id !== "start" && id !== "apply"), "consultation"];
    // "I work nights in a hospital, which course could I fit in?": fitting study around a job is
    // said across the parts, so the whole message's reading decides.
    // "My son finished a degree and still hasn't found a job, do you help with job hunting?": a
    // job to find is no job to keep; the careers support answers.
    const noJob = jobless.test(reading.text) && !/\b(keep|keeping|while|whilst|alongside|around|juggle|juggling) (my |a |his |her |their |the )?(day |full time |part time )?(job|work|working)\b/.test(reading.text);
    if (noJob && found.includes("keepWorking")) {
      found = found.filter((id) => id !== "keepWorking");
      if (!found.includes("careers")) found.push("careers");
    }
    if (!found.includes("keepWorking") && clauses.length > 1 && !noJob) {
      const whole = this.scoreIntents(reading).find((x) => x.id === "keepWorking");
      if (whole?.exact && whole.score >= 3 && !(found.includes("timetable") && classTimesAsked(reading.text))) found = ["keepWorking", ...found.filter((id) => !["timetable", "careers", "suits"].includes(id))];
    }
    // "My teenager wants to code games and websites, what would you suggest?": someone to train,
    // not a website to order.
    if (
      found.includes("suits") &&
      subject.services.length > 0 &&
      subject.programs.length === 0 &&
      ((describesPerson.test(reading.text) && !serviceContext.test(reading.text)) ||
        // "I run a cafe and want to learn to make my own website, which course?": to learn, not to order.
        /\b(learn|learning) (to|how to)\b|\bmy own\b.{0,30}\b(course|courses|program|programs)\b|\b(which|what) (course|program)\b/.test(reading.text))
    )
      subject.services = [];
    // Across the parts too: "my daughter is into spreadsheets and budgets, which course would
    // suit her?" asks who a course suits, not about a consultation's budget.
    // A kind of fact whose own words are absent is a reading of the description, not an ask.
    const askedFor: Partial<Record<IntentId, RegExp>> = {
      consultation: /\b(consult\w*|quote|project|meeting|appointment|book|booking)\b/,
      keepWorking: /\b(job|full time|part time|9 to 5|while|keep working|hours|schedule|shift|shifts)\b/,
      address: /\b(where|address|located|location|street|suburb|office|campus|directions?)\b/,
      openingHours: /\b(open|opening|hours|closed|close|visit)\b/,
      contact: /\b(contact|reach|talk|speak|human|person|enquir\w*)\b/,
      // "I do customer service in a call centre": a call centre is where they work.
      phone: /\b(phone|ring|number|text)\b|\bcall(?! cent(re|er)s?\b)\b/,
      email: /\b(e-?mail|mail)\b/,
      instructor: /\b(teach|teaches|taught|teaching|instructor|instructors|teacher|teachers|trainer|tutor|lecturer)\b/,
      // "My husband is a plumber who's sick of his knees hurting": no class is missed.
      missedClass: /\b(miss|missed|missing|misses|skip|skipping|absent|absence|catch up|catch-up)\b/,
      // "I work as a manual tester, can QA help me?": their own job is no question about roles.
      roles: /\b(role|roles|job|jobs|career|careers|become|title|titles|position|positions|hired|work as|working as)\b/,
      // "I have a science degree, would data analytics suit me?": the degree is who they are, not
      // a question of what the course needs first.
      // "My coding skills are nonexistent, can I still sign up?": a skill the visitor lacks is what
      // the course expects first.
      prerequisites: /\b(need|needs|needed|require\w*|prerequisites?|experience|before|know|knowledge|ready|prepared?|enough|qualif\w*|entry|beginners?|start|skills?|nonexistent|zero)\b/,
      // "A mum returning to work after 8 years at home": years at home are no study from home.
      // Living elsewhere asks how to attend ("I'm stuck out in Brisbane").
      mode: /\b(online|remote\w*|in person|on campus|campus|distance|another (city|country|state)|interstate|overseas|abroad|regional|rural|country|far|away|travel\w*|commut\w*|move|moving|live|lives|living|based|located|zoom|virtual|live|stream\w*|from home|(study|studying|learn|learning|do it|do the course|attend|attending|join|joining|take it|do) (\w+ ){0,3}at home)\b/,
    };
    // The visitor's own job ("I'm a teacher") names no one who teaches here.
    // "I'm a high school maths teacher": the job noun a few words on is theirs too.
    const ownWords = reading.text.replace(/\b(i am|i was|(someone|he|she|they) (is|was|are|were|works as|worked as|used to be)|i (already |currently |now |still )?work as|i (already |currently )?worked as|i used to be|as) (an? )?([\w-]+ ){0,3}(teacher|teachers|tutor|tutors|trainer|trainers|instructor|instructors|lecturer|lecturers|tester|testers|analyst|analysts|developer|developers|engineer|engineers)\b/g, " ").replace(/\b(i am|i was|i (already |currently |now |still )?work as|i (already |currently )?worked as|i used to be|as) (an? )?(\w+ )?(tester|testers|analyst|analysts|developer|developers|engineer|engineers|\w+)\b/g, " ");
    if (found.includes("suits") && describesPerson.test(reading.text))
      found = found.filter((id) => askedFor[id]?.test(ownWords) ?? true);
    // So with any question after what a visitor says of someone ("my cousin works in a call
    // centre, what jobs could she get after QA?", "a mum of two back to work after years at
    // home, do you help find a job?"): a kind read only from the description is no ask, when
    // another kind is asked.
    else if (found.length > 1 && (describesPerson.test(reading.text) || toldPart(reading) !== "")) {
      // (Not the kinds a situation itself asks: a job to keep, a class to miss.)
      const situational: IntentId[] = ["missedClass"];
      const asked = found.filter((id) => situational.includes(id) || (askedFor[id]?.test(ownWords) ?? true));
      if (asked.length > 0) found = asked;
    }
    // Parts asked side by side say each fact once: the instalments carry the fee ("how much is QA
    // and can I pay monthly?"); "what time are classes and how long is each?" is the class length.
    if (found.includes("instalments") && found.includes("fee")) found = found.filter((f) => f !== "fee");
    // "I booked a consult call but can't make it, how do I move it to another day?": the booked
    // call is what moves or is missed, not a class (its time, a missed class).
    if (found.includes("consultation") && bookedCall.test(reading.text) && !/\b(class|classes|lesson|lessons|course|intake)\b/.test(reading.text))
      found = found.filter((id) => !["timetable", "missedClass", "session", "start"].includes(id));
    if (
      found.includes("timetable") &&
      found.includes("duration") &&
      subject.programs.length === 0 &&
      /\bhow long (is|are) (each|one|it|they|a class|the class|each class|each one)\b/.test(reading.text)
    )
      found = found.map((f): IntentId => (f === "duration" ? "session" : f));
    const tech = this.techWords(reading, unknown);
    if (tech.length > 0 && (found.length === 0 || found.includes("topics") || found.includes("instructor")))
      found = ["topics"];
    // "Which cloud platform do you teach?", "what database will we use?": a kind of tool asked for,
    // which the tools the pages name answer (not who teaches, nor the catalogue).
    const toolKind = tech.length === 0 && subject.services.length === 0 ? facts.toolKindAsked(reading.text) : undefined;
    // "Who teaches data analytics and what tools will I learn?" asks who teaches as well.
    if (toolKind && subjectHasTools(subject, toolKind) && found.every((id) => ["topics", "instructor", "overview", "equipment"].includes(id))) {
      const who = found.includes("instructor") && /\bwho\b|\b(teacher|instructor|trainer|tutor|lecturer)s?\b/.test(reading.text);
      found = who ? ["instructor", "topics"] : ["topics"];
    }
    // "Which tools do you use for test automation?": what one program's topics alone name
    // ("automation") says which program is asked about, and its words are the technology.
    if (found.length === 1 && found[0] === "topics" && tech.length === 0 && subject.programs.length === 0 && subject.services.length === 0) {
      const owned = this.featureWords(reading);
      if (owned) {
        subject.programs = [owned.program];
        tech.push(...owned.words);
      }
    }

    // A question that names nothing but points back ("what happens after I submit it?") is a
    // follow-up too.
    // Not after "tell me about X": its overview is no kind of fact to ask again.
    const previous = history.length > 0 ? this.previousTurn(history) : undefined;
    const followUp =
      /^(and|what about|how about|also|same for|plus|then|ok and|okay and|so)\b/.test(reading.text) ||
      reading.words.length <= 4 ||
      (found.length === 0 &&
        subject.programs.length === 0 &&
        subject.services.length === 0 &&
        previous !== undefined &&
        !previous.intents.includes("overview") &&
        /\b(it|that|this|them|those|these|one|ones)\b/.test(reading.text));
    // Whether the kind of fact comes from the previous question (its words explain nothing here).
    let inherited = false;
    // A bare name in a follow-up is of the kind talked about: "and testing?" after a service's
    // rate is the testing service, after a course's fee the QA course.
    // "which is cheaper?" after the full stack fee and then the data one: a comparison that names
    // nothing compares the ones the conversation named (two or more), not every program; set
    // below, after the kind of fact is settled (the named ones must not make it a bare name).
    const namedEarlier =
      previous && subject.compare && subject.programs.length === 0 && subject.services.length === 0
        ? this.namedSoFar(reading.text, history)
        : undefined;
    if (previous && followUp && !namedEarlier && subject.programs.length === 0 && subject.services.length === 0) {
      const kind =
        previous.subject.programs.length > 0 ? "course" : previous.subject.services.length > 0 ? "service" : "";
      if (kind) {
        const named = this.subjectOf(`${reading.text} ${kind}`);
        subject.programs = named.programs;
        subject.services = named.services;
      }
    }
    // "and the other one?" after full stack and QA: the programs (or services) the conversation
    // has not named yet.
    if (previous && followUp && subject.programs.length === 0 && subject.services.length === 0) {
      const others = this.notYetNamed(reading.text, history);
      if (others) {
        subject.programs = others.programs;
        subject.services = others.services;
      }
    }
    // "How long is each one?" after the class times: a class, not a course.
    const classLength =
      previous !== undefined &&
      found.length === 1 &&
      found[0] === "duration" &&
      subject.programs.length === 0 &&
      (previous.intents.includes("timetable") || previous.intents.includes("session"));
    // "which is shorter, that or full stack?": the program talked about is one side of the comparison.
    if (
      previous &&
      subject.compare &&
      subject.programs.length === 1 &&
      (/\b(that|this|it)\b/.test(reading.text) || /\bsame\b.{0,25}\bas\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b/.test(reading.text))
    )
      for (const p of previous.subject.programs)
        if (!subject.programs.includes(p))
          subject.programs = programs.filter((x) => x === p || subject.programs.includes(x));
    // "can I do it online like the QA one?" after Data Analytics: "it" is the course talked about;
    // the one named after "like" is only what it is measured against, so both are answered.
    if (
      previous &&
      !subject.compare &&
      found.length > 0 &&
      subject.programs.length === 1 &&
      !subject.programs.some((p) => previous.subject.programs.includes(p)) &&
      /\b(it|that|this)\b.*\b(like|as with|same as|just as|similar to|the way)\b/.test(reading.text) &&
      previous.subject.programs.length === 1
    ) {
      subject.asked = previous.subject.programs[0];
      subject.programs = programs.filter((x) => x === previous.subject.programs[0] || subject.programs.includes(x));
    }
    // "What about saturdays?" after a course's overview or fee: a day or time of the week asked of
    // a course is its class times (after the opening hours or the address, the hours: below).
    if (
      previous &&
      followUp &&
      found.length === 0 &&
      /\b(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|evenings?|nights?|mornings?|afternoons?)\b/.test(reading.text) &&
      !previous.intents.some((id) => ["openingHours", "address", "contact", "phone", "email", "consultation", "timetable", "session"].includes(id)) &&
      previous.subject.services.length === 0
    )
      found = ["timetable"];
    // "and the QA one?", "and on sunday?": the earlier question's kind, this question's subject.
    if (
      previous &&
      followUp &&
      (found.length === 0 ||
        (unknown.length === 0 &&
          found.every((f) => previous.intents.includes(f) === false) &&
          this.weak(reading)))
    ) {
      if (
        previous.intents.length > 0 &&
        (subject.programs.length > 0 || subject.services.length > 0 || found.length === 0)
      ) {
        found = previous.intents;
        inherited = true;
      }
    }
    if (namedEarlier) {
      subject.programs = namedEarlier.programs;
      subject.services = namedEarlier.services;
    }
    // "how much is it?": a program from earlier in the conversation.
    if (
      previous &&
      subject.programs.length === 0 &&
      subject.services.length === 0 &&
      // ("All at once", "at all", "all up" are no courses: "can I pay that off instead of all at once?")
      !/\b(all|each|every|courses|programs|both|any)\b/.test(reading.text.replace(/\b(all at once|all in one go|all (up ?front|upfront)|all up|at all|all in all|all of it|all together)\b/g, " ")) &&
      !subject.compare
    ) {
      if (found.some((id) => intentById.get(id)?.aboutProgram || id === "instalments" || id === "gst"))
        subject.programs = previous.subject.programs;
      if (
        // "how long does it take?" after a service: a project's length, which the rule below answers.
        // "is that incl GST?" after a service's price: that rate's GST note, not the course fees.
        found.some((id) => id === "fee" || id === "serviceTech" || id === "duration" || id === "gst") &&
        previous.subject.services.length > 0 &&
        previous.subject.programs.length === 0
      )
        subject.services = previous.subject.services;
    }
    if (found.length === 0 || (found.length === 1 && found[0] === "overview")) {
      // "The QA course or your software testing service?": a course and a service named side by
      // side, each said in a sentence.
      if (subject.programs.length === 1 && subject.services.length === 1 && /\b(difference|differ|versus|vs|compared?|or)\b/.test(reading.text))
        return {
          replies: [facts.overview(subject), facts.serviceRate({ ...subject, programs: [], text: reading.text })],
          intents: ["overview"],
          subject,
          unknown: this.gaps(unknown),
          confidence: 1,
        };
    }
    if (found.length === 0) {
      if (subject.compare && subject.programs.length >= 2)
        return { replies: [compareSummary(subject.programs)], intents: [], subject, unknown, confidence: 1 };
      // "the difference between your mobile dev and web dev services?": each service, with its rate.
      if (subject.compare && subject.services.length >= 2 && subject.programs.length === 0)
        return { replies: [facts.serviceRate(subject)], intents: ["overview"], subject, unknown: this.gaps(unknown), confidence: 1 };
      // Only a program or service named ("data analytics?"): what it is.
      // A program's or service's full name ("QA & Software Testing") counts as one word.
      const unnamed = reading.text.replace(fullNames, "named");
      const onlyNames = unnamed.split(/\s+/).filter((w) => w && !functionWords.has(w)).length <= 4;
      // A service named with business words around it ("check our app for security holes").
      const serviceAsked =
        subject.services.length === 1 && subject.programs.length === 0 && unknown.length <= 1;
      if (
        serviceAsked ||
        (onlyNames &&
          (subject.programs.length === 1 || subject.services.length === 1) &&
          unknown.length === 0)
      )
        return {
          replies: [subject.programs.length === 1 ? facts.overview(subject) : facts.serviceOverview(subject)],
          intents: ["overview"],
          subject,
          unknown: this.gaps(unknown),
          confidence: 1,
        };
      return undefined;
    }
    // "How long does it take to build a mobile app?": how long a project takes is nowhere on the
    // site (the durations are the courses'), so the honest reply, not the service's rate.
    // "How long does a project take?" names no service, but a project or a build is one.
    if (
      (subject.services.length > 0 || projectWork.test(reading.text)) &&
      subject.programs.length === 0 &&
      found.length === 1 &&
      (found[0] === "duration" || found[0] === "start") &&
      !courseContext.test(reading.text)
    )
      return { replies: [], intents: found, subject, unknown, confidence: 1, unanswered: true };
    const { onTopic, confidence, explained } = this.onTopic(reading, found, unknown, subject, tech);
    const kinds = classLength ? (["session"] as IntentId[]) : found;
    // "how long does the chat one last?" after "what cookies do you set?": "one" is a cookie.
    const said = found.includes("privacy") && cookieMeant(reading.text, history) ? { ...reading, text: `${reading.text} cookie` } : reading;
    // A cookie named in a privacy question is the policy's cookie table, whatever words surround it.
    const cookieAsked = found.includes("privacy") && /\bcookies?\b/.test(said.text);
    // "Is the director hands-on with students?": a question about what a person named by their
    // role does is answered by their bio, whatever everyday word ("hands-on") the site lacks.
    const roleAsked =
      found.length === 1 && found[0] === "leadership" && facts.roleNamed(reading.text) !== undefined && unknown.every((w) => !namedThings.has(w));
    let replies = onTopic || (inherited && unknown.length === 0) || cookieAsked || roleAsked
      ? [...alsoCatalogue, ...this.replies(kinds, subject, said, asWritten(question, tech))]
      : [];
    // "What version control do you teach?": the kind's own words ("version") are no topic the site
    // lacks when the pages name a tool of that kind (Git).
    if (replies.length === 0 && toolKind && kinds.length === 1 && kinds[0] === "topics" && unknown.every((w) => !namedThings.has(w))) {
      const tools = facts.tools(subject, toolKind);
      if (tools) replies = [tools];
    }
    // "Does it teach Selenium?" of one program: the site names no such tool, so say so and name
    // the tools it does teach, rather than a caveat over the whole syllabus.
    const toolAsked =
      kinds.length === 1 && kinds[0] === "topics" && subject.programs.length === 1 && tech.length === 0 &&
      this.gaps(unknown).length === 1 && !namedThings.has(this.gaps(unknown)[0]!) &&
      /\b(teach|teaches|cover|covers|use|uses|include|includes|learn|using)\b/.test(reading.text);
    if (toolAsked) {
      const tool = facts.toolNotListed(subject, asWritten(question, this.gaps(unknown))[0]!);
      if (tool) {
        replies = [tool];
        unknown = [];
      }
    }
    // The caveat names what the site never mentions ("Haskell"); an everyday word the answer
    // still fits ("before launch", "this release") is no gap worth a caveat.
    // A visitor's own job ("I'm a nurse") is no gap in the site worth a caveat.
    // Nor is the reason a class is missed ("a family wedding").
    const gaps =
      kinds.includes("missedClass") && unknown.every((w) => !namedThings.has(w))
        ? []
        : kinds.some((id) => ["suits", "keepWorking", "timetable", "mode", "prerequisites", "duration"].includes(id)) && describesPerson.test(reading.text)
        ? []
        : // "My niece is 17 and just did her HSC, would careers support help her?": what the visitor
          // tells of someone before asking is no gap in the site, when what they ask holds for anyone.
          kinds.length > 0 && kinds.every((id) => answeredWhateverAge.has(id)) && toldPart(reading) !== ""
          ? this.gaps(unknown).filter((w) => !new RegExp(`\\b${w}\\b`).test(toldPart(reading)))
          : this.gaps(unknown);
    // A program's fact asked of no program ("how long does the log-in last?") is a weak reading:
    // a sentence that holds the question can overrule it.
    const programless =
      found.length === 1 &&
      intentById.get(found[0]!)?.aboutProgram === true &&
      subject.programs.length === 0 &&
      !subject.compare &&
      !courseContext.test(reading.text);
    const own = this.subjectOf(reading.text);
    const fromHistory =
      inherited ||
      classLength ||
      own.programs.length !== subject.programs.length ||
      own.services.length !== subject.services.length;
    return {
      replies,
      intents: found,
      subject,
      unknown: asWritten(question, gaps),
      // "I've got 5 months free, what could I do?": a time budget is a question of which course
      // fits, however little else the message says.
      // A reply that is the terms' own sentence about the change asked is sure of itself.
      confidence:
        replies.length > 0 && replies.every((r) => r.final === true)
          ? 1
          : found.includes("duration") && facts.timeBudget(reading.text)
            ? Math.max(confidence, 0.6)
            : found.includes("suits") && describesPerson.test(reading.text) && (subject.programs.length === 1 ? this.suitsAsked(reading) : this.bestFit(reading) || this.suitsAsked(reading))
            ? Math.max(confidence, 0.6)
            : programless
              ? confidence * 0.5
              : // "How long does it take to unsubscribe?": the time asked of the thing the intent
                // answers; its "how long … take" is no course's length for a passage to answer.
                !found.includes("duration") && otherThingTakes(reading.text)
                ? Math.max(confidence, 0.6)
                : confidence,
      explained,
      fromHistory,
      kindFromHistory: inherited || classLength,
      // A reply that is itself the terms' sentence about a change ("you can move to another class
      // time…", "we may change an instructor…") needs no sentence to overrule it.
      // "I'm a teacher. I'd like to move into tech. Which course?": who each course suits answers a
      // visitor describing themself; "move" there is no change of class.
      page:
        replies.length > 0 &&
        (replies.every((r) => r.final === true) ||
          (found.length === 1 && found[0] === "suits" && subject.programs.length !== 1 && describesPerson.test(reading.text))),
    };
  }

  /** Whether askedBeside is reading the question again, past what the visitor says of a person. */
  private besideDescription = false;

  /**
   * What a visitor asks beside what they say of a person (an age, a condition): the question read
   * again past the rule that made the description the question, kept only when it is one of the
   * kinds `kinds` (the site's answer holds whoever asks) and has an answer.
   */
  private askedBeside(question: string, history: string[], kinds: Set<IntentId>): Understanding | undefined {
    this.besideDescription = true;
    try {
      const again = this.understandAll(question, history);
      if (!again || again.unanswered || again.replies.length === 0) return undefined;
      if (!again.intents.some((id) => kinds.has(id))) return undefined;
      return again;
    } finally {
      this.besideDescription = false;
    }
  }

  /**
   * The unknown words a caveat names: what the site never mentions ("Haskell", an iPad), not an
   * everyday word the answer still fits ("before launch", "this release").
   */
  private gaps(unknown: string[]): string[] {
    return unknown.filter((w) => namedThings.has(w) || (this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY) >= 2000);
  }

  /**
   * "What courses do you offer?", "which services do you have?": the catalogue itself, each
   * program with what it covers, each service with its starting rate.
   */
  private catalogue(reading: Reading, subject: Subject, unknown: string[]): Understanding | undefined {
    if (unknown.length > 0 || subject.programs.length > 0 || subject.services.length > 0) return undefined;
    const t = reading.text;
    const asks =
      /\b(what|which|wat|list|any|all|other|kinds? of|types? of)\b.{0,20}\b(courses?|programs?|training|services?)\b.{0,25}\b(offer|have|run|teach|provide|do|available|there|got|get)\b|\b(list|show me|tell me about) (of )?(your |the |all )?(courses|programs|services)\b|\bwhat (do|can) (you|u) (teach|offer)\b|\bhow many (different )?(courses|programs|programmes|services)\b|\bwhat (courses|programs|services) (are|r) (there|available|on offer)\b/;
    if (!asks.test(t)) return undefined;
    // "What do you teach about regression?": a topic only one program has is asked about, not the catalogue.
    if (this.featureWords(reading)) return undefined;
    const courses = /\b(courses?|programs?|training|teach)\b/.test(t);
    const servicesAsked = /\bservices?\b/.test(t) && !/\b(courses?|programs?)\b/.test(t);
    // "the cheapest course you have": a comparison of the courses, which its intent answers.
    const superlative =
      /\b(cheap|cheaper|cheapest|short|shorter|shortest|longer|longest|first|sooner|soonest|earliest|expensive|dearest|pricier|priciest|quicker|quickest|best|better)\b/;
    if (superlative.test(t) && !servicesAsked) return undefined;
    const replies: Reply[] = [];
    if (courses || !servicesAsked)
      replies.push(facts.topics({ ...subject, programs: [...programs], text: t }, []));
    if (servicesAsked || (/\b(offer|do)\b/.test(t) && !courses))
      replies.push(facts.serviceOverview({ ...subject, services: [] }));
    // Courses named: "topics"; services only (their rates answer "the cheapest service"): "serviceRate".
    const kind: IntentId = courses || !servicesAsked ? "topics" : "serviceRate";
    return { replies, intents: [kind], subject, unknown: [], confidence: 1 };
  }

  /**
   * "Do you have a mobile app development course?", "do u have a computer science degree?": a
   * course asked for that we don't run, whose subject is one of our services (we build apps for
   * clients, we don't teach it), or a degree. Their words are the site's, so without this the
   * service's card or a loose word's fact ("computer": the laptop) answered. A service's subject:
   * we have no such course, the three programs follow, and the service is named for a visitor who
   * wants one built. A degree: the site never says it awards none (only that its courses are not
   * accredited), so the honest reply with the contact links.
   */
  private unrunCourse(reading: Reading, subject: Subject, question: string): Understanding | undefined {
    if (subject.programs.length > 0) return undefined;
    const t = reading.text.replace(/[?!.]+$/, "").trim();
    const asks =
      /\b(do|does|can|will|would) (you|u|ya|ye|harbourline|they)\b.{0,12}\b(teach|offer|have|run|provide|got|do)\b|\b(is|are) there\b|\bany\b|\bcan (i|we) (get|do|study|take|earn)\b/;
    if (!asks.test(t)) return undefined;
    // "Is there any degree requirement?", "do I need a bachelor's to apply?": an entry requirement.
    if (/\b(need|needs|needed|require|required|requires|requirement|requirements|prerequisites?|must|have to|necessary|without)\b/.test(t)) return undefined;
    const course = "(?:courses?|class|classes|programs?|programmes?|training|bootcamps?|degrees?|diplomas?|lessons?)";
    const named =
      new RegExp(`\\b(?:an?|any|your) ([a-z][a-z ]*?) ${course}\\b`).exec(t) ??
      new RegExp(`\\b(?:${course}|bachelors?|masters?) (?:in|of|on) ([a-z][a-z ]*?)(?: (?:with|from|at) (?:you|u|harbourline))?$`).exec(t);
    if (!named) return undefined;
    if (/\b(degrees?|bachelors?|masters?|diplomas?|phd|doctorate)\b/.test(t))
      return { replies: [], intents: [], subject, unknown: [], confidence: 1, unanswered: true };
    const field = named[1]!.split(" ").filter((w) => w && !functionWords.has(w));
    if (field.length === 0 || field.length > 4) return undefined;
    // The service the field names, as a business would ask for it ("web design": the course words
    // around it hide the service from the subject); a field a program teaches is that program's.
    const phrase = field.join(" ");
    const taught = programPatterns.some(([, re]) => re.test(`${phrase} course`));
    const inField = findServices(phrase, false);
    const service = taught ? undefined : subject.services.length === 1 ? subject.services[0] : inField.length === 1 ? inField[0] : undefined;
    // Only the building the service does ("app development", "iOS app building"): "an iPhone
    // repair course" names no work of ours, so the honest reply.
    if (!service || !/\b(development|developing|developer|dev|building|build|programming|coding|making|design)\b/.test(phrase)) return undefined;
    // "A website building course": a program builds what the service builds (full stack: "complete
    // web applications"), so that program is the course asked for.
    const builds = programs.find((p) => new RegExp(`\\b${service.name.split(" ")[0]!.toLowerCase()}\\b`).test(p.summary.toLowerCase()));
    if (builds) {
      const asked = { ...subject, programs: [builds], services: [] };
      return { replies: [facts.overview(asked)], intents: ["overview"], subject: asked, unknown: [], confidence: 1 };
    }
    const catalogue = facts.topics({ ...subject, programs: [...programs], text: reading.text }, []);
    const lead = catalogue.lead.replace(/^We teach three programs:/, `We have no ${asWritten(question, field).join(" ")} course. We teach three programs:`);
    const more = [
      `We do take on [${service.name}](${service.href}) projects for clients, as a service rather than a course.`,
      "Not sure which fits you? [Book a free consultation](/expertise/book-a-free-consultation) or [send us a message](/contact-us).",
    ];
    return { replies: [{ ...catalogue, lead, more }], intents: ["topics"], subject, unknown: [], confidence: 1 };
  }

  /**
   * "Do you teach cyber security?", "any courses in machine learning?": a field of study next to
   * what we teach (one of its words is the site's, another is not) that no program is. The honest
   * answer is the catalogue: we have no such course, and these are the three we run. A single word
   * the site never uses ("Rust", "cooking") stays the honest reply with the contact links.
   */
  private missingField(reading: Reading, subject: Subject, unknown: string[], question: string): Understanding | undefined {
    // A field whose words are all the site's but which it never names ("data science", "machine
    // learning") is read below; a course or service it names by a loose word ("data", "bootcamp")
    // does not make it one we run.
    const partly = unknown.length > 0 && subject.programs.length === 0 && subject.services.length === 0;
    if (!partly && unknown.length > 0) return undefined;
    // A technology a program teaches ("Python and Haskell") is answered with where it is taught.
    if (this.techWords(reading, unknown).length > 0) return undefined;
    if (unknown.some((w) => namedThings.has(w))) return undefined;
    const t = reading.text;
    const asks =
      /\b(do|does|can|will|would) (you|u|ya|ye|harbourline|they)\b.{0,12}\b(teach|offer|have|run|provide|got|do)\b|\b(is|are) there\b|\b(any|got)\b.{0,25}\b(courses?|class|classes|programs?|training|bootcamps?)\b/;
    const courseWord = /^(course|courses|class|classes|program|programs|programme|programmes|training|bootcamp|bootcamps|certification|certificate|degree|diploma|lesson|lessons|stream|subject|subjects|module|modules)$/;
    const verb = /^(do|does|can|will|would|you|u|ya|ye|they|harbourline|teach|offer|have|run|provide|got|is|are|there|any|in|on|for|about|learn|study|a|an|the|some|of|guys|ever|also|currently|still)$/;
    const m = asks.exec(t);
    if (!m) return undefined;
    // The field: what is taught ("teach cyber security"), what a course is in ("a course in
    // machine learning") or what names it ("a UX design course"); "a dress code for classes" is
    // no field of study.
    const course = "(?:courses?|class|classes|programs?|programmes?|training|bootcamps?|certifications?|degrees?|diplomas?|lessons?|modules?|subjects?)";
    const phrase =
      new RegExp(`\\bteach(?:es|ing)? (?:an? |any |some )?([a-z][a-z ]*?)(?: ${course})?(?: (?:at all|too|as well|here|there))?$`).exec(t.slice(m.index).replace(/[?!.]+$/, "").trim()) ??
      new RegExp(`\\b${course} (?:in|on|about|for|covering) ([a-z][a-z ]*?)$`).exec(t.replace(/[?!.]+$/, "").trim()) ??
      new RegExp(`\\b(?:an?|any|your) ([a-z][a-z ]*?) ${course}\\b`).exec(t);
    if (!phrase) return undefined;
    const written = phrase[1]!.split(" ").filter(Boolean);
    const field = written.filter((w) => !functionWords.has(w) && !verb.test(w) && !courseWord.test(w));
    // A field of study is a name of its own: "a dress code for classes" is no field.
    if (field.length !== written.length) return undefined;
    if (field.length < 2 || field.length > 3) return undefined;
    // "A free trial class", "a taster session": a kind of class (its price, its length), not a
    // field of study; the site says nothing of one, so the honest reply, not the catalogue.
    if (field.some((w) => isModifier(w) || /^(trial|trials|taster|tasters|sample|demo|intro|introductory|open|paid|cheap|private|one|short)$/.test(w))) return undefined;
    const unknownInField = field.filter((w) => unknown.includes(w));
    if (partly && (unknownInField.length === 0 || unknownInField.length === field.length)) return undefined;
    if (!partly && this.knownField(field)) return undefined;
    // Other kinds of fact asked ("a discount on courses for pensioners") are not a field of study;
    // the field's own words asking none ("a computer science course": "computer" is no laptop).
    const rest = this.read(reading.text.replace(new RegExp(`\\b${written.join(" ")}\\b`), " "));
    if (this.pickIntents(rest).some((id) => !["topics", "overview", "about"].includes(id))) return undefined;
    const catalogue = facts.topics({ ...subject, programs: [...programs], text: t }, []);
    return {
      replies: [
        {
          ...catalogue,
          lead: catalogue.lead.replace(/^We teach three programs:/, `We have no ${asWritten(question, field).join(" ")} course. We teach three programs:`),
          more: ["Not sure which fits you? [Book a free consultation](/expertise/book-a-free-consultation) or [send us a message](/contact-us)."],
        },
      ],
      intents: ["topics"],
      subject,
      unknown: [],
      confidence: 1,
    };
  }

  /**
   * Whether the site names a field of study, as written ("data analytics", "react native") or as one
   * of its courses is asked for ("web development course", "software engineering course").
   */
  private knownField(field: string[]): boolean {
    const phrase = field.join(" ");
    // A kind of class ("a part time course", "a weekend course") is an intent's, not a field.
    if (field.some((w) => classKindCues.has(w))) return true;
    // Another word for what a course teaches ("data visualisation": its dashboards and charts).
    this.courseWords ??= new Set(
      this.passages
        .filter((p) => p.href.startsWith("/training-programs/"))
        .flatMap((p) => words(p.text).map((w) => lemma(w, this.known, this.related))),
    );
    const taught = (w: string) => this.courseWords!.has(w);
    if (field.some((w) => !domainWords.has(w) && synonymGroups.some((g) => g.includes(w) && g.some(taught)))) return true;
    // A match inside the phrase ("next qa testing"), not the course word alone ("bootcamp").
    if (programPatterns.some(([, re]) => (re.exec(`${phrase} course`)?.index ?? Number.POSITIVE_INFINITY) < phrase.length)) return true;
    if (findServices(phrase, false).length > 0) return true;
    this.siteText ??= ` ${this.passages.map((p) => `${p.title} ${p.text}`.toLowerCase().replace(/[^a-z0-9]+/g, " ")).join(" ")} `;
    return this.siteText.includes(` ${phrase} `);
  }
  private siteText: string | undefined;
  /** The lemmas of the program pages' words. */
  private courseWords: Set<string> | undefined;

  /** "Your data science bootcamp": a field of two or three words, all the site's, that it never names. */
  private unrunField(written: string): boolean {
    const field = written.trim().split(" ").filter((w) => w && !functionWords.has(w) && !isModifier(w));
    return field.length >= 2 && field.length <= 3 && field.length === written.trim().split(" ").length && !this.knownField(field);
  }

  /**
   * Whether the question is about what the intents answer: most of its words are explained (cues,
   * phrasings, program and service names, technologies) and no word the site never mentions is
   * left over. "Is there free parking near the office?" is not about the address.
   */
  private onTopic(reading: Reading, found: IntentId[], unknown: string[], subject: Subject, tech: string[]) {
    // Business nouns are expected around a service ("an app for my cafe").
    if (subject.services.length > 0 && subject.programs.length === 0) return { onTopic: true, confidence: 1 };
    const evidence = new Set<number>();
    const near = new Set<number>();
    for (const s of this.scoreIntents(reading))
      if (found.includes(s.id)) {
        for (const i of s.evidence) evidence.add(i);
        for (const i of s.near) near.add(i);
      }
    let content = 0;
    let explained = 0;
    let strict = 0;
    const leftover: string[] = [];
    // What a visitor says of themself before they ask ("I have a chronic illness. What happens
    // if I miss a class?"), and the question after it.
    const told = toldPart(reading);
    const toldBefore = (w: string) => told !== "" && new RegExp(`\\b${w}\\b`).test(told);
    const asking = reading.text.slice(told.length);
    const aboutPerson = told !== "" && (describesPerson.test(told) || healthTold.test(told));
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || /\d/.test(w)) return;
      // A named thing the site never names explains nothing, though an intent's cue ("an iPad").
      if ((namedThings.has(l) || l === "visa") && unknown.includes(w)) {
        content++;
        leftover.push(w);
        return;
      }
      // The words of the visitor's own situation are no measure of how sure the reading of the
      // question is ("I find it hard to focus, how long are the classes?").
      if (aboutPerson && !evidence.has(i) && toldBefore(w) && !new RegExp(`\\b${w}\\b`).test(asking)) {
        if (unknown.includes(w)) leftover.push(w);
        return;
      }
      content++;
      if (
        evidence.has(i) ||
        domainWords.has(w) ||
        domainWords.has(l) ||
        tech.includes(w) ||
        allCues.has(l)
      ) {
        explained++;
        if (evidence.has(i) || tech.includes(w) || domainWords.has(w)) strict++;
      } else if (unknown.includes(w)) leftover.push(w);
      else if (near.has(i)) explained += 0.5;
      else if (isModifier(w) || isModifier(l)) explained += 0.5;
      else if (this.vocabulary.has(w) || this.vocabulary.has(l)) explained += 0.3;
    });
    const confidence = content === 0 ? 1 : strict / content;
    const explainedLemmas = [...evidence].map((i) => reading.lemmas[i]!);
    // One unfamiliar word in a question that names the program or service it is about is a
    // paraphrase ("a support desk", "an engagement"), not another topic; two are another topic.
    const named = subject.programs.length > 0 || subject.services.length > 0;
    // So is one everyday word beside three words or more the intent explains as written ("what
    // time does the office shut on a weeknight?", "I work 9 to 5, will that clash?"): a rare or
    // named thing ("parking", "a scholarship") still makes the question another topic.
    const everyday =
      leftover.length === 1 &&
      strict >= 3 &&
      (this.lexicon?.rank(reading.lemmas[reading.words.indexOf(leftover[0]!)] ?? leftover[0]!) ?? Number.POSITIVE_INFINITY) < 3000;
    // A visitor describing themself ("I'm a nurse, which course suits me?") names their own world,
    // not a topic of the site: who each course suits still answers.
    // So does one whose words sit in the part that describes them ("I work nights in a hospital,
    // which course could I fit in?"), when the question is one who they are bears on.
    const describing = describesPerson.exec(reading.text);
    const ownPart = describing ? reading.text.slice(describing.index).split(/ (?=(?:which|what|how|can|could|do|does|is|are|will|would|when|where)\b)/)[0]! : "";
    // "My son wants to be a pilot": a career the site never mentions is the question, not a description.
    const goal = /\b(want|wants|wanted|hoping|hopes|hope|plan|plans|planning|dream|dreams|dreaming) to (be|become|work as|train as|study to be)( an?)? (\w+)/.exec(reading.text);
    // "My teenage daughter is obsessed with Minecraft, what would suit her?": however many words of
    // their own world the description uses, who each course suits answers.
    // ("is" and "are" describe there: the description runs to the question word that asks.)
    const description = describing
      ? reading.text.slice(describing.index).split(/ (?=(?:which|what|how|can|could|do|does|will|would|should|when|where)\b)/)[0]!
      : "";
    const ownWorld = (w: string) => new RegExp(`\\b${w}\\b`).test(description);
    const aboutThemself =
      !(goal && leftover.includes(goal[4]!)) &&
      (leftover.length <= 2 || (found.length === 1 && found[0] === "suits" && leftover.every(ownWorld))) &&
      describing !== null &&
      (found.includes("suits") ||
        (found.some((id) => ["keepWorking", "timetable", "mode", "prerequisites", "duration"].includes(id)) &&
          leftover.every((w) => new RegExp(`\\b${w}\\b`).test(ownPart))));
    // What a visitor says of themself before they ask ("I have a chronic illness. What happens
    // if I miss a class?"): the words up to the first question word, of a message that opens on them.
    // A visa or a named thing the site never mentions is the question, whoever is speaking.
    const hard = leftover.some((w) => namedThings.has(w) || /^visas?$/.test(w));
    const ownSituation =
      !hard && found.length > 0 && leftover.length > 0 && found.every((id) => answeredWhateverHealth.has(id)) && leftover.every(toldBefore);
    const tolerated =
      (aboutThemself && !hard) ||
      // "Your emails about events": the newsletter is the ask, whatever it is about.
      (found.length === 1 && found[0] === "newsletter" && leftover.length === 1 && !hard) ||
      // "A family wedding means I'll miss a class": what keeps the visitor away is their own
      // business; the missed class is the ask.
      (found.includes("missedClass") && leftover.length <= 2 && !hard) ||
      // "I have a chronic illness and sometimes have flare ups. What happens if I miss a class?":
      // a visitor's own situation, told before the question, is theirs however many words it takes,
      // when what is asked holds whoever asks.
      ownSituation ||
      ((named || everyday) && leftover.length === 1 && found.length > 0 && !namedThings.has(leftover[0]!));
    if (
      leftover.length > 0 &&
      !tolerated &&
      !(found.length === 1 && found[0] === "topics" && tech.length > 0)
    )
      return { onTopic: false, confidence, explained: explainedLemmas };
    return {
      onTopic: content === 0 || explained / content >= 0.5 || aboutThemself || ownSituation,
      confidence,
      explained: explainedLemmas,
    };
  }

  private replies(found: IntentId[], subject: Subject, reading: Reading, tech: string[]): Reply[] {
    const serviceOnly = subject.services.length > 0 && subject.programs.length === 0;
    if (serviceOnly) {
      const kinds = found.filter((id) =>
        ["fee", "serviceRate", "serviceTech", "consultation", "contact", "topics", "history"].includes(id),
      );
      return (kinds.length ? kinds : ["overview" as IntentId]).map((id) =>
        this.reply(id, subject, reading, tech),
      );
    }
    // "How much is software testing?": the course and the service share the name; answer both.
    if (subject.services.length > 0 && subject.programs.length > 0 && found.includes("fee")) {
      const course = facts.fee({ ...subject, services: [], compare: false, text: reading.text });
      const service = facts.serviceRate({ ...subject, programs: [], compare: false, text: reading.text });
      // "Is the testing service dearer than the QA course?": both figures side by side in one lead.
      if (subject.compare)
        return [{ lead: `${service.lead} ${course.lead}`, sources: [...service.sources, ...course.sources.filter((x) => !service.sources.some((y) => y.href === x.href))] }];
      return [course, service];
    }
    // "Which tools will I use in the QA course?": about a program, the tools are its topics.
    const forProgram =
      subject.programs.length > 0 ? found.map((id) => (id === "serviceTech" ? "topics" : id)) : found;
    // "Which courses can I do online and how much are they?": the "which" is the first part's; the
    // fee is asked of each, not which is cheapest.
    const parts = subject.compare && forProgram.length >= 2 ? this.clauses(reading.text) : [];
    const compared = (id: IntentId) =>
      parts.length < 2 || parts.some((c) => comparative.test(c) && this.pickIntents(this.read(c)).includes(id));
    return [...new Set(forProgram)].map((id) =>
      this.reply(id, { ...subject, services: [], compare: subject.compare && compared(id) }, reading, tech),
    );
  }

  /**
   * "How many years' experience has he got?" after "who teaches full stack?": the person the
   * previous answer named, answered from their own introduction and bio.
   */
  private personFollowUp(reading: Reading, subject: Subject, history: string[]): Understanding | undefined {
    if (!/\b(he|she|him|her|his|hers)\b/.test(reading.text)) return undefined;
    if (subject.programs.length > 0 || subject.services.length > 0) return undefined;
    const previous = this.previousTurn(history);
    let name: string | undefined;
    let intro = "";
    if (previous.intents.includes("instructor") && previous.subject.programs.length === 1) {
      const i = programDetails[previous.subject.programs[0]!.slug].instructor;
      name = i.name;
      intro = i.intro;
    } else if (previous.intents.includes("leadership")) name = team[0]?.name;
    if (!name) return undefined;
    const bio = team.find((m) => m.name === name)?.bio ?? "";
    const text = [intro, bio].filter(Boolean).join(" ");
    if (!text) return undefined;
    return {
      // The pronoun matches every sentence about them; without it, no overlap means their background.
      replies: [
        {
          lead: bestSentences(text, reading.text.replace(/\b(he|she|him|her|his|hers)\b/g, " ")),
          sources: [facts.page("/our-people")],
        },
      ],
      intents: ["instructor"],
      subject,
      unknown: [],
      confidence: 1,
    };
  }

  /**
   * "How long has Tomás been working?", "what's Daniel's background?": a person of the team named
   * by first or full name, answered from their own introduction and bio. Not when an intent about
   * people already reads the question ("who teaches…", "what did Liam say" is a testimonial).
   */
  private personNamed(reading: Reading, subject: Subject): Understanding | undefined {
    const people = [
      ...team.map((m) => ({ name: m.name, role: m.role, bio: m.bio, intro: "" })),
      ...Object.values(programDetails).map((d) => ({
        name: d.instructor.name,
        role: d.instructor.role,
        bio: "",
        intro: d.instructor.intro,
      })),
    ];
    const fold = (x: string) => x.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    const text = fold(reading.text);
    const named = people.filter((p) => new RegExp(`\\b${fold(p.name.split(" ")[0]!)}\\b`).test(text));
    if (named.length === 0) return undefined;
    const bodyOf = (name: string) => {
      const all = people.filter((p) => p.name === name);
      return [...all.map((p) => p.intro), ...all.map((p) => p.bio)].filter(Boolean).join(" ");
    };
    // "Which instructor has been in the industry longer, Arjun or Mei Lin?": the years each one's
    // own words give, the longer first.
    const names = [...new Set(named.map((p) => p.name))];
    const longer = names.length >= 2 ? facts.longerServing(names.map((n) => ({ name: n, text: bodyOf(n) })), reading.text) : undefined;
    if (longer) return { replies: [longer], intents: ["instructor"], subject, unknown: [], confidence: 1 };
    const found = this.pickIntents(reading);
    const name = named[0]!.name;
    const body = bodyOf(name);
    // "Does Arjun have a computer science degree?": a qualification their words never mention is
    // not said; their bio is no answer to it.
    if (body && credentialAsked.test(text) && !credentialAsked.test(fold(body)))
      return { replies: [], intents: ["instructor"], subject, unknown: [], confidence: 1, unanswered: true };
    if (found.some((id) => ["instructor", "leadership", "testimonials", "topics", "jobsHere"].includes(id))) return undefined;
    if (!body) return undefined;
    const question = fold(reading.text).replace(new RegExp(fold(name).split(" ").join("|"), "g"), " ");
    return {
      // Who they are first ("**Tomás Rivera** (Technology Head)"), then what answers the question.
      replies: [
        {
          lead: `${facts.bold(name)} (${named[0]!.role}): ${bestSentences(body, question)}`,
          sources: [facts.page("/our-people")],
        },
      ],
      intents: ["instructor"],
      subject,
      unknown: [],
      confidence: 1,
    };
  }

  private weak(reading: Reading): boolean {
    const top = this.scoreIntents(reading)[0];
    return !top || top.score < 2.2;
  }

  /**
   * "the other one", "the other two", "the others", "the rest": of the kind talked about (courses,
   * else services), the ones the last three questions have not named. Undefined when the
   * question points at no "other", or the conversation named none of that kind.
   */
  private notYetNamed(text: string, history: string[]): Pick<Subject, "programs" | "services"> | undefined {
    // "the third one", "the second one" after a list: the list's order is the site's (courses, and
    // services as the services overview lists them); "the remaining one" is the one not named.
    const ordinal = /\b(first|second|third|1st|2nd|3rd) (one|course|program|service)\b/.exec(text)?.[1];
    if (
      !ordinal &&
      !/\b(the |those |these )?(others?|rest)\b|\bother (one|ones|two|course|courses|program|programs|service|services)\b|\b(remaining|leftover|left over|last) (one|course|program|service)\b|\bthe (one|course|service) (left|remaining)\b/.test(text)
    )
      return undefined;
    const named = history.slice(-3).map((earlier) => this.subjectOf(this.read(earlier).text));
    const programsNamed = new Set(named.flatMap((s) => s.programs));
    const servicesNamed = new Set(named.flatMap((s) => s.services));
    if (ordinal) {
      const index = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2 }[ordinal]!;
      // The list asked for last ("what services do you offer?") says which kind is counted, before
      // a name both kinds share ("software testing").
      const listed = history
        .slice(-3)
        .map((earlier) => this.read(earlier).text)
        .reverse()
        .map((t) => (/\bservices\b/.test(t) ? "service" : /\b(courses|programs)\b/.test(t) ? "course" : undefined))
        .find(Boolean);
      const kind = /\b(course|program)\b/.test(text) ? "course" : /\bservice\b/.test(text) ? "service" : (listed ?? (programsNamed.size > 0 ? "course" : servicesNamed.size > 0 ? "service" : undefined));
      if (kind === "course") return { programs: programs.slice(index, index + 1), services: [] };
      if (kind === "service") return { programs: [], services: services.slice(index, index + 1) };
      return undefined;
    }
    // Everything named already, or nothing: "the others" points at nothing we can tell.
    if (programsNamed.size > 0 && programsNamed.size < programs.length)
      return { programs: programs.filter((p) => !programsNamed.has(p)), services: [] };
    if (servicesNamed.size > 0 && servicesNamed.size < services.length)
      return { programs: [], services: services.filter((s) => !servicesNamed.has(s)) };
    return undefined;
  }

  /**
   * "which is cheaper?", "which of those starts first?": a comparative, or a pointer at what was
   * named ("of them", "of those", "the two", "between them"), compares the programs (else the
   * services) the last three questions named, when they named two or more of that kind. A bare
   * superlative ("which is the cheapest course?") asks about all of them: undefined.
   */
  private namedSoFar(text: string, history: string[]): Pick<Subject, "programs" | "services"> | undefined {
    const pointsBack =
      /\b(of (them|those|these|the two|both)|between (them|those|these|the two)|the two|either|both)\b/.test(text) ||
      /\b(shorter|longer|quicker|faster|cheaper|dearer|pricier|sooner|earlier|later|more expensive|less expensive|costs? (more|less))\b/.test(text);
    if (!pointsBack || /\b(all|every|any|each)\b/.test(text)) return undefined;
    // "and the data one?" names a course only beside the word: read a bare name as a course.
    const named = history.slice(-3).map((earlier) => {
      const said = this.read(earlier).text;
      const s = this.subjectOf(said);
      return s.programs.length > 0 || s.services.length > 0 ? s : this.subjectOf(`${said} course`);
    });
    const programsNamed = new Set(named.flatMap((s) => s.programs));
    const servicesNamed = new Set(named.flatMap((s) => s.services));
    if (programsNamed.size >= 2) return { programs: programs.filter((p) => programsNamed.has(p)), services: [] };
    if (programsNamed.size === 0 && servicesNamed.size >= 2)
      return { programs: [], services: services.filter((x) => servicesNamed.has(x)) };
    return undefined;
  }

  private previousTurn(history: string[]) {
    // The latest earlier question that says what it asks about; at most three back.
    let intentsFound: IntentId[] = [];
    let subject: Subject | undefined;
    const recent = history.slice(-4);
    for (let i = recent.length - 1; i >= Math.max(0, recent.length - 3); i--) {
      const earlier = recent[i]!;
      const r = this.read(earlier);
      const s = this.subjectAfter(r.text, recent[i - 1]);
      if (intentsFound.length === 0) {
        intentsFound = this.clauses(normalise(earlier)).flatMap((c) => this.pickIntents(this.read(c)));
        if (intentsFound.length === 0 && this.techWords(r, []).length > 0) intentsFound = ["topics"];
      }
      if (!subject && (s.programs.length > 0 || s.services.length > 0)) subject = s;
      if (intentsFound.length > 0 && subject) break;
    }
    return { intents: [...new Set(intentsFound)], subject: subject ?? this.subjectOf("") };
  }

  /**
   * "Which one is about testing?" after "what courses do you offer?": one of the courses the
   * conversation is about, not the testing service.
   */
  private subjectAfter(text: string, before: string | undefined): Subject {
    const subject = this.subjectOf(text);
    if (before === undefined || subject.programs.length > 0 || subject.services.length > 0 || !/\b(one|ones|which)\b/.test(text))
      return subject;
    const asked = normalise(before);
    if (!courseContext.test(asked) || serviceContext.test(asked)) return subject;
    const asCourse = this.subjectOf(`${text} course`);
    return asCourse.programs.length > 0 ? asCourse : subject;
  }

  subjectOf(text: string): Subject {
    const isCourse = courseContext.test(text);
    let servicesFound = findServices(text, isCourse);
    // "Which service is the cheapest?": the services as a group, as "courses" are the programs.
    if (
      servicesFound.length === 0 &&
      /\bservices?\b/.test(text) &&
      !isCourse &&
      (comparative.test(text) || /\b(how much|cost|costs|price|prices|pricing|rates?|charge|charges)\b/.test(text))
    )
      servicesFound = [...services];
    let programsFound = findPrograms(text, servicesFound.length > 0 && serviceContext.test(text));
    // "Could your testers look at our app?": the testing service's testers, not the QA course.
    if (servicesFound.length === 1 && servicesFound[0] === services[2] && !isCourse && (/\b(your|you guys'?|ur) (testers|test team|qa team|testing team|qa people)\b/.test(text) || (/\b(our|my)\b/.test(text) && (serviceContext.test(text) || clientTested.test(text)))))
      programsFound = programsFound.filter((p) => p !== programs[1]);
    // "Which payment methods do you accept?": "which" before a thing that is not a course asks
    // for a list of those things, not a comparison of the courses.
    // "Do I have to know Python first?": "first" there is beforehand, no course starting first.
    const compareText = text.replace(nonCourseWhich, " ").replace(beforehand, " ");
    const compare =
      comparative.test(compareText) && (programsFound.length !== 1 || /\b(than|or|vs|versus|compared)\b|\bsame\b.{0,25}\bas\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b/.test(text));
    return {
      programs: programsFound,
      services: servicesFound,
      compare,
      direction: highDirection.test(text) ? "high" : "low",
      text,
    };
  }

  /** Each program's topic words (its features' names and descriptions), lemmatised. */
  private featureLemmas: Map<Program, Set<string>> | undefined;

  /** The question's words that only one program's topics use ("automation"), with that program. */
  private featureWords(reading: Reading): { program: Program; words: string[] } | undefined {
    this.featureLemmas ??= new Map(
      programs.map((p) => [
        p,
        new Set(
          programDetails[p.slug].features.flatMap((f) => words(`${f.name} ${f.description}`)).map((w) => this.lemmaOf(w.toLowerCase())),
        ),
      ]),
    );
    const found = new Map<Program, string[]>();
    reading.words.forEach((w, i) => {
      const l = reading.lemmas[i]!;
      if (functionWords.has(w) || functionWords.has(l) || domainWords.has(w) || domainWords.has(l) || isCue(l) || w.length < 4) return;
      if ((this.lexicon?.rank(l) ?? Number.POSITIVE_INFINITY) < 500) return;
      const owners = programs.filter((p) => this.featureLemmas!.get(p)!.has(l));
      if (owners.length === 1) found.set(owners[0]!, [...(found.get(owners[0]!) ?? []), w]);
    });
    const [only] = [...found];
    if (found.size !== 1 || !only) return undefined;
    return { program: only[0], words: only[1] };
  }

  /** Technologies named in the question that a program teaches ("Python", "AWS", "Playwright"). */
  private techWords(reading: Reading, unknown: string[]): string[] {
    const names = new Set([
      "full",
      "stack",
      "qa",
      "data",
      "analytics",
      "software",
      "testing",
      "development",
      "course",
      "program",
      "real",
      "project",
      "projects",
      "learn",
      "teach",
      "web",
      "build",
      "work",
    ]);
    const out: string[] = [];
    for (const w of reading.words) {
      if (functionWords.has(w) || names.has(w) || unknown.includes(w) || w.length < 2) continue;
      const inPrograms = programs.filter((p) => this.topicWords.get(p)!.has(w));
      if (inPrograms.length > 0 && inPrograms.length < programs.length && !isCue(w)) out.push(w);
    }
    return out;
  }

  private reply(id: IntentId, subject: Subject, reading: Reading, tech: string[]): Reply {
    const s = { ...subject, text: reading.text };
    if (subject.services.length > 0 && subject.programs.length === 0) {
      if (id === "fee") return facts.serviceRate(s);
      // "Does that cover android?": the service's description names the platform, not its list
      // of technologies.
      const platform = /\b(android|ios|iphone|ipad)\b/.exec(reading.text)?.[1]?.replace(/^(iphone|ipad)$/, "ios");
      if (id === "topics" && platform && subject.services.some((x) => x.description.toLowerCase().includes(platform)))
        return facts.serviceOverview(s);
      if (id === "serviceTech" || id === "topics") return facts.serviceTech(s);
      if (id === "overview" || id === "serviceRate") return facts.serviceRate(s);
      // "Is the mobile app price ex GST?": the service's rate, with its GST note.
      if (id === "gst" && !/\b(currency|usd|aud|dollars?|us|american)\b/.test(reading.text)) return facts.serviceRate(s);
    }
    switch (id) {
      case "courseType":
        return facts.courseType(s);
      case "duration":
        return facts.duration(s);
      case "mode":
        return facts.mode(s);
      case "start":
        return facts.start(s);
      case "fee":
        return facts.fee(s);
      case "instalments":
        return facts.instalments(s);
      case "paymentTiming":
        return facts.paymentTiming(s);
      case "paymentMethods":
        return facts.paymentMethods(s);
      case "gst":
        return facts.gst(s);
      case "refund":
        return facts.refund(s);
      case "apply":
        return facts.apply(s);
      case "timetable":
        return facts.timetable(s);
      case "session":
        return facts.session(s);
      case "keepWorking":
        return facts.keepWorking(s);
      case "missedClass":
        return facts.missedClass(s);
      case "selfStudy":
        return facts.selfStudy(s);
      case "week":
        return facts.week(s);
      case "openingHours":
        return facts.openingHours(s);
      case "address":
        return facts.address();
      case "phone":
        return facts.phone();
      case "email":
        return facts.email(s);
      case "contact":
        return facts.contactReply();
      case "prerequisites":
        return facts.prerequisites(s);
      case "suits": {
        // "My son loves breaking things, is this for him?" asked of full stack: another course's
        // line fits the person far better than any of this one's, so that course is said first.
        if (subject.programs.length === 1 && describesPerson.test(reading.text)) {
          const here = this.bestFit(reading, subject.programs[0]);
          const elsewhere = this.bestFit(reading);
          if (
            elsewhere &&
            !elsewhere.summary &&
            elsewhere.program !== subject.programs[0] &&
            (elsewhere.score ?? 0) >= 0.9 &&
            (elsewhere.score ?? 0) > 1.5 * (here?.score ?? 0)
          )
            return facts.suitsElsewhere(subject.programs[0]!, elsewhere);
        }
        // One program named by a visitor who describes themself ("I've done free tutorials, is full
        // stack for people like me?"): the line of it that fits them first.
        return facts.suits(
          s,
          subject.programs.length === 1
            ? describesPerson.test(reading.text) || /\blike me\b/.test(reading.text)
              ? this.bestFit(reading, subject.programs[0])
              : undefined
            : this.bestFit(reading),
        );
      }
      case "equipment":
        return facts.equipmentReply(s);
      case "careers":
        return facts.careers(s);
      case "roles":
        return facts.roles(s);
      case "certificate":
        return facts.certificate(s);
      case "instructor":
        return facts.instructor(s);
      case "leadership":
        return facts.leadership(s);
      case "topics": {
        // "Which cloud platform do you teach?": the tools of that kind the pages name.
        const kind = tech.length === 0 && subject.services.length === 0 ? facts.toolKindAsked(reading.text) : undefined;
        return (kind && facts.tools(s, kind)) || facts.topics(s, tech);
      }
      case "overview":
        return facts.overview(s);
      case "serviceRate":
        // "the starting price for full stack?": a course named alone has a fee, not a service rate.
        if (subject.programs.length > 0 && subject.services.length === 0) return facts.fee(s);
        return facts.serviceRate(s);
      case "serviceTech":
        return facts.serviceTech(s);
      case "consultation":
        return facts.consultationReply(s);
      case "privacy":
        return facts.privacyReply(s);
      case "about":
        return facts.about();
      case "jobsHere":
        return facts.jobsHere(s);
      case "outline":
        return facts.outline(s);
      case "newsletter":
        return facts.newsletter(s);
      case "social":
        return facts.social();
      case "conduct":
        return facts.conduct();
      case "law":
        return facts.law(s);
      case "taxNumber":
        return facts.taxNumber(s);
      case "history":
        return facts.history(s);
      case "testimonials":
        return facts.testimonialsReply(s);
    }
  }

  /** "I work in retail": the program whose "who it suits" lines share the most with the visitor's words. */
  /**
   * "Is this for my nephew? He's 19 and likes games": a phrasing that asks whether a course suits
   * the person described, found as written (not only through word vectors).
   */
  private suitsAsked(reading: Reading): boolean {
    return this.scoreIntents(reading).some((s) => s.id === "suits" && s.exact && s.score >= 2.5);
  }

  private bestFit(reading: Reading, only?: Program): { program: Program; reason: string; score?: number; summary?: boolean } | undefined {
    let best: { program: Program; reason: string; score: number; summary?: boolean } | undefined;
    const touched = new Set<Program>();
    const mine = reading.lemmas.filter((l) => !functionWords.has(l) && !isCue(l));
    // A word the line writes as the visitor does is as telling as that form: "marketing" is rarer
    // than its lemma "market" ("worked" beside "working" is still the common "work").
    const writtenAs = new Map<string, string[]>();
    reading.lemmas.forEach((l, i) => {
      writtenAs.set(l, [...(writtenAs.get(l) ?? []), reading.words[i]!]);
    });
    const together = [...new Set(reading.lemmas)].filter(
      (l) => l.length >= 3 && l !== "someone" && (this.lexicon?.rank(l) ?? Number.POSITIVE_INFINITY) >= 300,
    );
    for (const p of programs.filter((x) => !only || x === only)) {
      // Who it suits, and what it does ("find the bugs before users do"): a visitor's interests
      // ("my son loves breaking things", "I want to build apps") meet either.
      // For the program already named, only who it suits: what it does is what the visitor asked about.
      for (const line of only ? programGuides[p.slug].suits : [...programGuides[p.slug].suits, p.summary]) {
        const written = words(line).map((w) => w.toLowerCase());
        const theirs = written.map((w) => lemma(w, this.known, this.related));
        let score = 0;
        for (const m of mine) {
          // The commonest words ("work", "want", "like") say little about who a visitor is; "retail" does.
          // The rarer the word, the more it says: "retail" more than "complete".
          const same = (writtenAs.get(m) ?? []).filter((w) => w !== m && written.includes(w));
          const rank = Math.max(
            this.lexicon?.rank(m) ?? Number.POSITIVE_INFINITY,
            ...same.map((w) => this.lexicon?.rank(w) ?? Number.POSITIVE_INFINITY),
          );
          const weight = rank < 1000 ? 0.3 : rank < 2000 ? 0.6 : 1;
          if (theirs.includes(m)) {
            score += weight;
            if (weight >= 0.6) touched.add(p);
          }
          // A compound of the line's word ("websites" for "web applications") says the same.
          else if (theirs.some((t) => t.length >= 3 && m.length - t.length >= 3 && m.startsWith(t))) score += weight;
          // A common word only near another ("think" ~ "want", "year" ~ "week") says little of the visitor.
          else if (this.lexicon) {
            const v = this.lexicon.vector(m);
            const sims = theirs.map((t) => {
              const u = this.lexicon!.vector(t);
              return u && v ? cosine(u, v) : 0;
            });
            const top = Math.max(0, ...sims);
            if (top >= 0.65) score += top * 0.7 * (rank < 1000 ? 0.15 : 1);
          }
        }
        // Two of the visitor's own words in one line ("loves breaking things" beside "how things
        // break") say more together than either common word alone, even an everyday one ("thing").
        if (together.filter((l) => theirs.includes(l)).length >= 2) score += 0.4;
        if (!best || score > best.score) best = { program: p, reason: line, score, summary: line === p.summary };
      }
    }
    // The program already named needs less to pick its line than a program picked from all three.
    if (best && best.score >= (only ? 0.5 : 0.9)) return best;
    // "I'm a science teacher, which course would use my background?": a less rare word ("science")
    // that only one program's lines share says which, when no other program shares any.
    if (!only && best && best.score >= 0.6 && touched.size === 1) return best;
    // "I've messed around with HTML, which course is next for me?": a technology only one program
    // teaches says which, with what that program does.
    if (!only) {
      const owners = [...new Set(this.techWords(reading, []).flatMap((w) => programs.filter((p) => this.topicWords.get(p)!.has(w))))];
      if (owners.length === 1) return { program: owners[0]!, reason: owners[0]!.summary, summary: true };
    }
    return undefined;
  }
}

/**
 * A trial of a course before paying or enrolling: a free trial, a taster or demo class, sitting in
 * on a lesson, trying or testing it out first. The site offers none of these.
 */
const trialAsked =
  /\b(free |a |any |the )?(trials?|tasters?)\b(?! and error)|\b(demo|sample|taster|tester|trial|free|intro|introductory|practice|preview) (class|classes|lesson|lessons|session|sessions|week|period)\b|\bsit(ting)? in (on )?(a |one |the |your |some )?(class|classes|lesson|lessons|session|sessions|lecture|lectures)\b|\bsit in (first|before)\b|\b(try|trying|sample|sampling|attend|attending|sit in on|watch|observe|audit|check out|check|pop in|pop into|drop in|drop into|come to|come along to|come into|visit) .{0,40}\b(class|classes|lesson|lessons|session|sessions|course|program|it|them)\b.{0,30}\b(first(?=\W*$)|before (i |we |you )?(pay|paying|commit|committing|sign|signing|enrol|enroll|enrolling|apply|applying|buy|buying|decide|deciding|join|joining))\b|\b(try|test) (it |this |the course |them |the class )?out\b.{0,30}\b(before|first|free)\b|\btry before (you |i )?(buy|pay|commit)\b|\b(an|the|your|ur|next|any|a|upcoming) open (day|days|evening|evenings|night|nights|house)\b|\b(class|classes|lesson|lessons|session|sessions)\b.{0,30}\bsee (if|whether) (i|we|he|she|they) (would |will |'?d |'?ll )?(like|enjoy|fit|suit|get on with|am suited|cope)\b/;

/** Whether the programs asked about (or any, when none is) name a tool of the kind asked. */
const subjectHasTools = (subject: Subject, kind: string[]) =>
  facts.tools({ ...subject, programs: subject.programs.length > 0 ? subject.programs : [...programs] }, kind) !== undefined;

/** People and places a visitor may ask the number of; the site states none of these counts. */
const counted =
  "people|persons|staff|staff members|employees|workers|team members|students|graduates|grads|alumni|learners|trainees|classmates|applicants|enrolments|places|seats|spots|intakes|cohorts|classrooms|rooms|computers|desks|devs|developers|engineers|programmers";
/** Rates of study outcomes (not of jobs, which the careers answer's honesty sentence covers). */
const studyRate =
  /\b(most|many|how many|all|half) (of )?(your |the )?(students|people|graduates|grads|learners)\b.{0,15}\b(finish|finishes|complete|completes|pass|passes|drop out|drops out|fail|fails|graduate|quit)\b|\b(pass|passing|completion|complete|dropout|drop out|drop-out|graduation|failure|fail|retention|attendance|satisfaction|finish|finishing) (rate|rates|percentage|ratio)\b|\b(percent|percentage|proportion|what share)\b.{0,40}\b(pass|passes|finish|finishes|complete|completes|drop out|drops out|fail|fails|graduate|graduates)\b/;
const jobWords =
  /\b(job|jobs|hired|hire|employed|employment|placed|placement|role|roles|career|careers|salary|salaries|earn|paid)\b|\b(get|got|getting|gets|break|broke|breaking|move|moved|moving) into (tech|it|the industry|industry|software|data|a career|the field)\b|\b(get|gets|find|finds|got|found|into|in) (paid )?work\b|\b(working|work) (in|as|at) (tech|it|the industry|industry|a job|the field|software|data|qa|testing)\b/;

/** "How many grads are working in tech now?", "what percentage get jobs?": a job outcome counted. */
function jobCountAsked(text: string): boolean {
  return (
    jobWords.test(text) &&
    (/\b(how many|number of|percent|percentage|proportion|what share|success rate|rate)\b/.test(text) &&
      new RegExp(`\\b(${counted}|you|your|them|of them)\\b`).test(text)) &&
    !/\b(how many (jobs|roles|positions|vacancies|openings))\b/.test(text)
  );
}

/**
 * The count or rate a question asks for ("how many staff", "number of graduates", "pass rate",
 * "class size"), as the noun an answer must state a number for; "%" for a rate. Undefined when
 * none is asked, or when it is about jobs (the careers answer says plainly that we publish none).
 */
export function countAsked(text: string): string | undefined {
  if (jobWords.test(text)) return undefined;
  if (studyRate.test(text)) return "%";
  if (/\bclass (size|sizes)\b|\bhow (big|large|small|full) (are|is) (the |a |each |your )?(class|classes|intake|intakes|cohort|cohorts|group|groups)\b|\b(students|people) (are )?(per|in a|in each|in every|in the) (class|intake|cohort|group)\b/.test(text))
    return "students";
  // The reading may have made a plural singular ("how many tutor"): either form counts.
  const nouns = counted
    .split("|")
    .map((w) => (w.endsWith("s") ? `${w.slice(0, -1)}s?` : w))
    .join("|");
  const m = new RegExp(`\\b(how many|number of|total number of)( \\w+){0,2}? (${nouns})\\b`).exec(text);
  return m ? m[3]! : undefined;
}

/** Whether replies state the count asked: a number before the noun, or a rate in per cent. */
function statesCount(replies: Reply[], noun: string): boolean {
  const text = replies.map((r) => [r.lead, ...(r.more ?? [])].join(" ")).join(" ").toLowerCase();
  if (!text) return false;
  if (noun === "%") return /\d\s?%|\bper ?cent\b/.test(text);
  const singular = noun.replace(/s$/, "");
  return new RegExp(
    `\\b(\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|a dozen|dozens of|hundreds of|thousands of)( [\\w-]+){0,2} (${singular}s?|${noun})\\b`,
  ).test(text);
}

/** A visitor describing themself or someone they ask for ("I'm a nurse", "my son loves…", "she likes…"). */
/**
 * What a visitor says of themself before they ask ("I have a chronic illness and sometimes have
 * flare ups" of "… what happens if I miss a class?"): the words up to the first question word, of
 * a message that opens on them; "" when the message opens on its question.
 */
function toldPart(reading: Reading): string {
  const text = reading.text;
  // Whole sentences told before the one that asks: the visitor's story, whatever it opens on.
  if (reading.told && text.startsWith(reading.told)) return reading.told;
  if (!/^(i|my|me|we|our|someone)\b/.test(text) && describesPerson.exec(text)?.index !== 0) return "";
  const told = text.split(/ (?=(?:which|what|how|can|could|do|does|will|would|should|when|where)\b)/)[0]!;
  return told === text ? "" : told;
}

/**
 * The sentences of a message before its first question sentence ("I work full time in aged care.
 * If I miss a class what happens?"), when it has both; undefined otherwise.
 */
export function toldBeforeAsk(question: string): string | undefined {
  const sentences = question.trim().split(/(?<=[.!?])\s+(?=\S)/);
  const first = sentences.findIndex((s) => s.includes("?"));
  return first > 0 ? sentences.slice(0, first).join(" ") : undefined;
}

/** A visitor without a job, or looking for one: "can't land a job", "still no job", "between jobs". */
const jobless =
  /\b(can not|cannot|could not|unable to|not|never|yet to|struggling to|trying to) (land|find|found|get|got|getting|finding|landing|secure|secured)( a| an| any| my| his| her| their)? (\w+ )?(job|jobs|work|role)\b|\bstill (no|without a|without) (job|work)\b|\b(unemployed|out of work|between jobs|jobless|lost (my|his|her|their|a) job|made redundant|redundancy|laid off|job ?hunting|job ?hunt|job ?search\w*|looking for (a |an )?(job|work|role))\b/;

/** A visitor's health or access needs, which the site says nothing about. */
const healthTold =
  /\b(colou?r ?blind(ness)?|blind|deaf|dyslexi\w*|disabilit\w*|disabled|wheelchair|adhd|autis\w*|(vision|visually|hearing) impair\w*|impairment|epilep\w*|chronic (illness|pain|condition)|medical condition|mental health|accessibility needs?|special needs)\b/;

/** What the site answers whatever a visitor's age: who a course suits, what it needs, how it is studied and paid. */
const answeredWhateverAge = new Set<IntentId>([
  "suits", "prerequisites", "careers", "roles", "mode", "timetable", "session", "keepWorking", "missedClass", "selfStudy", "week",
  "fee", "instalments", "paymentTiming", "duration", "start", "equipment", "certificate", "topics", "outline",
]);

/** What the site answers whatever a visitor's health: how a course is studied, when, for how much (not whether they can do it). */
const answeredWhateverHealth = new Set<IntentId>([
  "careers", "roles", "mode", "timetable", "session", "keepWorking", "missedClass", "selfStudy", "week",
  "fee", "instalments", "paymentTiming", "duration", "start", "equipment", "certificate",
]);

/** A way for the visitor to reach a person here ("get in touch", "talk to a real person", "who do I ask"). */
const reachAsked =
  /\bget in (touch|contact)\b|\bget hold of\b|\b(reach|contact|email|e-mail|message) (you|u|someone|somebody|anyone|anybody|a person|a human|a real|an actual|a staff|staff|your (team|staff|office|school)|the (team|staff|office|school)|harbourline)\b|\b(talk|speak|chat) (to|with) (a |an )?(real |actual |live )?(person|human|someone|somebody|anyone|anybody|staff|member of staff|advisor|adviser|your (team|staff)|the team|you guys)\b|\b(a|an) (real|actual|live) (person|human)\b|\bwho (do|can|should|would) (i|we) (talk|speak|chat|ask|contact|go) to\b|\bwho (do|can|should|would) (i|we) (ask|contact|email|e-mail|call|ring)\b/;
/** Reaching us that is no question of how: when we contact the visitor, or what is kept of it. */
const reachNotOurs =
  /\b(privacy|personal|information|details|keep|kept|hold|holds|store|stored|delete|deleted|remove|erase|misuse|misuses|complain|complaint|record|records|data|newsletter|spam|unsubscribe|escalate|regulator|ombudsman)\b|\bif (you|u) (do not|dont|will not|wont|refuse|ignore|fail)\b|\b(you|someone|somebody|an advisor|anyone) (will |would |going to )?(contact|call|ring|email|e-mail|reach) (me|us)\b|\b(get|gets|getting) (in touch|back) (with|to) (me|us)\b|\b(how soon|how quickly|how fast|how long|when (will|would|does|do|should))\b.{0,30}\b(someone|somebody|you|u|an advisor|anyone|your team|staff)\b.{0,12}\b(get|gets|contact|contacts|call|calls|ring|rings|reach|reaches|reply|replies|respond|responds)\b/;
/** A question about applying, whose "it" a follow-up may mean. */
const applyingTalk = /\b(apply|applying|applied|application|submit|submitted|enrol form|enrolment form|application form|sign up|signing up)\b/;
/** What is asked of an application sent: to follow it, or to change what it says. */
/**
 * A feature of the portal or of a booking the site never mentions: signing in with another
 * service's account, an app to install, a text-message reminder.
 */
const unsaidFeature = (text: string) =>
  (/\b(portal|dashboard|log in|login|sign in|signin)\b/.test(text) &&
    (/\b(with|using|via|through) (my |a |an |your )?(google|facebook|apple|microsoft|github|linkedin|sso|single sign on)( account| id| login)?\b/.test(text) ||
      /\b(phone|mobile|iphone|android|ios|smartphone|native) apps?\b|\bapps? (store|to download|i can download|for (my )?(phone|iphone|android|mobile))\b|\b(download|install) (the |an |a )?(portal )?app\b/.test(text))) ||
  (/\b(consult\w*|call|booking|class|classes|session|appointment)\b/.test(text) && /\b(text|sms|whatsapp) (message )?(reminders?|notifications?|alerts?)\b|\breminders? (by|via|over) (text|sms|whatsapp)\b/.test(text));

/** What happens next to an application with a status: how long, how the visitor hears, trying again. */
const statusNextAsk =
  /\b(how long|how soon|how many (days|weeks)|when|how (will|would|do|can) (i|we) (know|find out|hear)|let (me|us) know|tell (me|us)|notify|notified|hear (back|anything)|what (now|next|happens)|what (do|should|can) i do|frees? up|opens? up|comes? up|try again|reapply|apply again|another (go|shot|chance)|take)\b/;

const applicationAsk =
  /\b(check|track|follow|see|view|monitor|keep an eye on|keep track of|log in|login|sign in)\b( on| up on| how)? my application\b|\b(log in|login|sign in|online|account)\b.{0,25}\b(track|follow|check|see|monitor|keep an eye on)\b|\b(edit|change|update|fix|correct|amend|alter)\b.{0,20}\bmy application\b|\b(wrong|typo|mistake|misspel\w*|spelled|spelt)\b.{0,40}\bmy application\b|\bmy application\b.{0,40}\b(wrong|typo|mistake|edit|change|update|fix|correct|amend)\b|\b(sent|submitted|lodged|filled (in|out)) my application\b/;

/** What the application form's boxes agree to: ticking them, or what the terms ask of the visitor. */
const agreementAsked =
  /\b(tick|ticking|ticked|checkbox|checkboxes|check box|check boxes|tickbox|tick box|boxes)\b.{0,60}\b(form|apply|applying|application|enrol|enrolment|enrolling|enroll|terms|conditions|mean|means|agree|agreeing|accept|accepting)\b|\b(form|apply|applying|application|enrol|enrolment|enrolling|terms|conditions)\b.{0,40}\b(tick|ticking|checkbox|checkboxes|boxes)\b|\bwhat (am i|are we|do i|exactly am i|am i actually|am i exactly)\b.{0,25}\b(agreeing|agree|accepting|accept|signing up|committing|signing) to\b|\bwhat is in (the|your|ur) (enrolment )?(terms|terms and conditions)\b( (i|we) (have to|must|need to) (agree|accept|sign))?|\bwhat do (the|your|ur) (enrolment )?(terms|terms and conditions) (say|cover|mean|include)\b/;

/** Cue words of a class's kind and terms ("part time", "weekend", "online", "short", "cheap"): no field of study. */
const classKindCues = new Set(
  intents
    .filter((i) => ["duration", "mode", "start", "fee", "instalments", "paymentTiming", "courseType", "timetable", "session", "keepWorking", "prerequisites", "suits", "certificate", "selfStudy", "week"].includes(i.id))
    .flatMap((i) => Object.keys(i.cues)),
);

/** Facts about the world (clocks, time zones, weather), not about the provider. */
const worldFact =
  /\btime (difference|differences|zones?)\b|\btimezones?\b|\bwhat (time|day|date) is it (now|right now|today|in|there|over there|at the moment)\b|\bwhat (day|date) is (it|today)\b|\b(today's|todays|today s|today|the current) date\b|\b(local|current) time\b|\btime (is it |)(now|right now) (in|there)\b|\b(hours?|hrs?) (ahead|behind)( of)?\b|\b(ahead|behind) of (sydney|another city|london|gmt|utc)\b|\bweather\b|\b(forecast|temperature|humidity)\b|\b(will|is|going to|gonna) (it )?(rain|raining|snow|snowing|be sunny|be hot|be cold)\b/;

/** A course named by the words before its kind ("your cyber security bootcamp"). */
const unrunCourse =
  /\b(?:your|ur|the|any)((?: [a-z]+){1,3}) (?:course|courses|bootcamp|bootcamps|program|programs|programme|programmes)\b/;

const describesPerson =
  /^(ex|former|retired)[ -]?\w+|\b(while|whilst|when) (living|based|staying|located|residing) (in|at|on|near|up|down|outside|out of|far from)\b|\b(good|great) (with|at) (detail|details|numbers|people|computers|puzzles|spreadsheets|maths|math)\b|^i (build|make|design|code|create|develop|write|test|analyse|analyze|sell|teach)\b|\bi (have|hold|got|did|finished|completed) (a|an|my) ([\w-]+ ){0,2}(degree|diploma|background|qualification|phd|masters|bachelors?)\b|\bi have (tried|done|taken|played|messed|dabbled|tinkered|fiddled|learned|learnt|used|built|made|followed|watched|completed|finished|been doing|been learning|been teaching myself)\b|\bi do (the )?(\w+ ){1,2}(and|at|for|in|all day|every day)\b|\b(i am|i have been|i work|i worked|i (already|currently|still|now) (work|am)|i live|i am living|i am from|i am based|i am staying|i used to|as an?|for an?|for someone|my background|i studied|i love|i like|i enjoy|i hate|i spend|i have always|i run|i own|i manage)\b|\bmy \d+ ?(yo|year old|yr old)\b|\bmy (\w+ )?(son|daughter|kid|kids|child|children|teen|teenager|boy|girl|boys|girls|lad|youngest|eldest|oldest|partner|wife|husband|friend|brother|sister|nephew|niece|mum|mom|dad|mother|father|cousin|colleague|grandson|granddaughter|grandchild|grandkid|stepson|stepdaughter|boyfriend|girlfriend|flatmate|employee|staff member|aunt|auntie|uncle|grandma|grandpa|grandmother|grandfather|nan|neighbour|neighbor|mate|relative)\b|\b(he|she|they|someone) (is|are|loves?|luvs?|likes?|enjoys?|adores?|hates?|works?|worked|studied|used to|keeps?|wants?|has|spends?|notices?|always|would)\b|^([\w-]+ ){1,5}here\b|\b(on|doing|working|work) (\w+ )?shifts?\b/;

/** Words as the visitor wrote them ("Haskell", not "haskell"), when the question has them. */
export function asWritten(question: string, found: string[]): string[] {
  const original = question.split(/[^\p{L}\p{N}'’+#.-]+/u);
  return found.map((w) => original.find((o) => o.toLowerCase() === w) ?? w);
}

/** Moving from one program to another ("switch courses", "transfer from full stack to QA"). */
const switchProgram =
  /\b(switch|switching|swap|swapping|change|changing|transfer|transferring|move|moving)( over)? (courses|programs|programmes|streams)\b|\b(switch|switching|swap|swapping|change|changing|transfer|transferring|move|moving)( over)?( from (the )?[a-z ]{2,30}?)? (to|into|over to) (the |a |another |a different )?(other |different )?(course|program|programme|fullstack|full stack|qa|quality assurance|software testing|data analytics)\b/;
/** Pausing one's own course and taking it up again ("put my course on hold", "pause and resume"). */
const pauseCourse =
  /\b(pause|pausing|paused|freeze|freezing|suspend|suspending)\b.{0,25}\b(course|courses|studies|study|studying|enrolment|enrollment|place|program|classes|it)\b|\b(course|courses|studies|study|enrolment|enrollment|place|program|it)\b.{0,15}\bon hold\b|\b(put|putting|place|placing) (it|things|everything|my \w+|the \w+) on hold\b|\b(take|taking|have|having) (a|some) (break|time off|leave|gap)( \w+){0,3} from (the|my|this) (course|courses|studies|study|program|classes)\b|\bresum(e|ing) (the |my )?(course|studies|study|studying|classes|later|afterwards|after|where i left off)\b|\bpick (it|the course|my course|my studies) (back )?up (again |later|next)/;

const allCues = new Set(intents.flatMap((i) => Object.keys(i.cues)));
const isCue = (w: string) => allCues.has(w);

/**
 * Pairs that parts of one message read together but that ask one thing: "wipe everything you
 * have on me, how long does that take?" is the time to erase it, not a course's length; "keep me
 * in the loop about new intakes" the newsletter, not the next start date. The ask's own kind of
 * fact comes first when a superlative names it ("job ready as fast as possible, which is quickest").
 */
/** Automated against manual testing at the visitor's own workplace, asked as advice. */
export function testingPractice(text: string): boolean {
  return (
    /\bautomat\w*/.test(text) &&
    /\b(manual\w*|by hand|testers?|human testers?|qa team|exploratory)\b/.test(text) &&
    !/\b(course|courses|class|classes|learn|teach|teaches|taught|study|students?|program|enrol\w*|who)\b/.test(text)
  );
}

/** The visitor leaving a course part way: quitting, withdrawing, dropping out. */
const leavingCourse =
  /\b(quit|quits|quitting|withdraw|withdraws|withdrawing|withdrew|drop out|dropping out|dropped out|drop the course|pull out|pulling out|leave the course|leave halfway|leave part way|stop attending|stop going|give up)\b/;

function settleAcross(found: IntentId[], text: string): IntentId[] {
  let out = [...found];
  const has = (id: IntentId) => out.includes(id);
  const drop = (id: IntentId) => {
    out = out.filter((x) => x !== id);
  };
  if (has("privacy") && has("duration")) drop("duration");
  // "Which class times can I choose, when I fill in the application?" across its parts.
  if (has("apply") && has("timetable") && fieldChoicesAsked(text)) drop("apply");
  // "Gotta bail on the consult call, how do I cancel it?" across its parts: the booking's cancel link.
  if (has("consultation") && has("refund") && consultationCancelled(text)) drop("refund");
  // "Which cookies does your site store on my laptop?": the device is where cookies go, not
  // equipment asked about.
  if (has("privacy") && has("equipment") && /\bcookies?\b/.test(text) && !/\b(bring|need|provide|lend|require\w*)\b/.test(text)) drop("equipment");
  // "If I quit halfway while paying in instalments, do I still owe the rest?": leaving while on a
  // plan is the refund terms' instalments sentence (later ones cancelled, paid ones kept), not
  // the plans themselves.
  // "If you change my start date or swap my teacher?": one answer from the terms' changes, which
  // says both; the next intake's date is no answer to a change.
  if (has("start") && has("instructor") && facts.providerChangeAsked(text)) drop("start");
  // "When in the course do the job-search sessions happen?": when the careers service comes, not
  // the class times.
  if (has("careers") && has("timetable") && facts.careersWhen.test(text)) drop("timetable");
  // "Do you help with applying for jobs?": a job application is careers support, not ours.
  if (has("apply") && /\b(apply|applying|applications?) (for|to) (a |any |junior )?(jobs?|roles?|positions?|work|companies|employers)\b|\bjob applications?\b/.test(text) && !/\b(enrol\w*|course|program|intake|place)\b.{0,12}\b(apply|application)\b|\b(apply|application)\b.{0,12}\b(enrol\w*|course|program|intake|place)\b/.test(text))
    out = [...new Set(out.map((x): IntentId => (x === "apply" ? "careers" : x)))];
  if (has("instalments") && leavingCourse.test(text)) out = ["refund", ...out.filter((x) => x !== "instalments" && x !== "refund")];
  // "If I start and realise after 3 weeks it's not for me, can I get my money back?": the doubt
  // told in one part is why the money is wanted back in the other, not who the course suits.
  if (has("refund") && has("suits") && !/\b(which|what) (course|courses|program|programs|one)\b|\bwho\b/.test(text)) drop("suits");
  // "Zero coding skills, can I still sign up for QA?": what a beginner can join is what the
  // course expects first, not how to apply.
  if (has("prerequisites") && has("apply") && /\bstill\b/.test(text) && !/\bhow (do|can|would|should) (i|we|you)\b|\bwhere\b/.test(text)) drop("apply");
  // "I'm working full time in finance. Could I still do data analytics?": the job told in one
  // part is what the course must fit around in the other.
  if (has("keepWorking") && has("suits") && !/\b(suit|suits|suited|suitable|fit for|good fit|right for|which (course|program|one))\b/.test(text)) drop("suits");
  // "Before she fills in your application form, what happens to her details? No spam calls from
  // other companies": who else gets them (the privacy policy), not what the form asks.
  if (has("privacy") && /\b(other|third|outside|marketing|external) (companies|company|parties|party|firms|businesses)\b|\bmarketers?\b|\bspam\b|\b(marketing|junk|sales) (calls?|e-?mails?|texts?|messages|mail)\b|\bwho else\b|\b(happens?|do you do) (to|with) (her|his|their|my|our|the) (details|data|info|information)\b/.test(text))
    for (const id of ["apply", "phone", "newsletter", "email"] as IntentId[]) drop(id);
  // "Once I send the booking form, how soon will you get back to me?": the consultation's reply
  // time; "I sent my application yesterday, when will someone get in touch?": the advisor's. The
  // contact details are how a reply comes, not what was asked.
  if (facts.replyWaitAsked(text) && !/\b(class|classes|course starts?|intake|refund|newsletter|invoice)\b/.test(text)) {
    const consulting = /\b(booking|booked|book|consultation|consult|quote|proposal)\b/.test(text) && !/\b(application|applied|apply|applying|enrol\w*|course|courses)\b/.test(text);
    const applying = /\b(application|applied|apply|applying|enrol\w*)\b/.test(text);
    if (consulting || applying) {
      const id: IntentId = consulting ? "consultation" : "apply";
      out = [id, ...out.filter((x) => !["consultation", "apply", "contact", "phone", "email", "duration"].includes(x))];
    }
  }
  // "Which do you keep longer: a declined application or my payment records?", "after I
  // unsubscribe, is my e-mail still on file?": the privacy policy's retention rows, not how to
  // apply, a course's length or the newsletter form.
  if (facts.retentionAsked(text) && !/\b(ip)\b/.test(text))
    out = ["privacy", ...out.filter((x) => !["privacy", "apply", "duration", "newsletter", "email", "address", "careers"].includes(x))];
  // "How do I get you to delete everything you have on me, and how long does it take?": the
  // request to erase it and the 30 days to answer it; "have on me" is no street address.
  if (has("privacy") && /\b(delet\w*|eras\w*|wipe\w*|remov\w*)\b/.test(text) && !/\b(where|address|located|office)\b/.test(text))
    for (const x of ["address", "duration", "openingHours"] as IntentId[]) drop(x);
  // "How long does it take to unsubscribe?", "how long does a refund take?": the time something
  // other than a course takes, which no course's length answers.
  if (has("duration") && otherThingTakes(text)) drop("duration");
  // "I live 2 hours out of Sydney, could I do it without coming in every week?": whether it can be
  // joined from afar, not the class times ("every week" is how often one would travel).
  if (
    has("mode") &&
    has("timetable") &&
    /\bwithout (coming|going|travelling|traveling|having to come|commuting|driving)\b|\b(commute|commuting|travel|travelling|traveling|drive|driving)\b|\b(hours?|km|kilometres|kilometers) (out of|from|away from|outside) (sydney|the city)\b|\b(far|away) from (sydney|the city|campus)\b/.test(text) &&
    !/\b(what time|which (day|night|time)s?|when are|evenings?|nights?|saturdays?|weekends?|timetable)\b/.test(text)
  )
    out = ["mode", ...out.filter((x) => x !== "mode" && x !== "timetable")];
  // "Does the job introductions thing still apply once I've finished?": "apply" as "hold", not
  // applying for a course.
  if (has("apply") && /\b(still|also|even|that|this|it|thing|rule|policy|support|offer|introductions?) (still |also )?appl(y|ies)\b(?! (for|to (the|a|your|an) (course|program|intake)|online|now))/.test(text) && !/\bhow (do|can|would|should) (i|we) apply\b/.test(text))
    drop("apply");
  // "If my job changes can I switch to Thursdays later?", "am I locked into the class time I pick?":
  // moving one's own class to another time, which the terms allow when that class has room; the
  // job or shifts said around it are why, not careers support or fitting study around work.
  if (movesOwnClass(text)) out = ["timetable", ...out.filter((x) => !["timetable", "careers", "keepWorking", "apply", "start"].includes(x))];
  if (theirDetailsOnInvoice.test(text)) for (const x of ["taxNumber", "paymentTiming", "paymentMethods"] as IntentId[]) drop(x);
  // "Our firm will fund a staff member's course: how do we pay?": the staff member is theirs, not ours.
  if (has("leadership") && (has("paymentMethods") || has("paymentTiming") || has("fee")) && /\b(a|our|my|one of our|the) (staff member|staff|employee|team member)s?\b/.test(text) && !/\bwho\b/.test(text)) drop("leadership");
  // "I filled in the form yesterday. When should I expect a call?": the advisor's call after applying.
  if ((has("phone") || has("email")) && /\b(fill|filled|filling) (in|out)\b.{0,25}\b(form|application)\b|\b(submit|submitted|applied|i apply|we apply|(send|sent) (in )?my application|my application)\b/.test(text) && /\bwhen (should|will|can|do|would|might) (i|we) (expect|get|receive|hear)\b/.test(text)) {
    drop("phone");
    drop("email");
    if (!/\b(class|classes|lesson|lessons|session|sessions|timetable|night|nights)\b/.test(text)) drop("timetable");
    if (!has("apply")) out = ["apply", ...out];
  }
  // "Can my employer pay after the course starts?": who pays is context, not careers support.
  if (has("careers") && /\b(employ\w*|company|boss|workplace|firm)\b.{0,20}\b(pay|pays|paying|fund|funds|funding|cover|covers|covering|sponsor|sponsors|sponsoring)\b/.test(text) && !/\b(career|careers|job search|job-search|find (a )?(job|work)|get (a )?(job|work)|hired|placement|cv|resume|interview|portfolio|linkedin)\b/.test(text)) {
    drop("careers");
    if (out.length === 0) out = [/\b(when|after|before|later|terms|due|start|starts)\b/.test(text) ? "paymentTiming" : "paymentMethods"];
  }
  // "My shifts change every fortnight. Any classes on weekends, and what time?": the class times.
  if (has("keepWorking") && has("timetable") && classTimesAsked(text))
    out = ["timetable", ...(keepingJobAsked(text) ? ["keepWorking" as IntentId] : []), ...out.filter((x) => x !== "timetable" && x !== "keepWorking")];
  // "My employer will pay for my course. How do they get billed?": who pays is context around the
  // way to pay, not careers support, the company's director or the price.
  if (has("paymentMethods") && /\b(invoice|invoices|invoiced|invoicing|bill|billed|billing)\b/.test(text)) {
    if (!/\b(who|director|founder|owner|ceo|cto|runs|leads)\b/.test(text)) drop("leadership");
    if (!/\b(career|careers|job search|job-search|find (a )?(job|work)|get (a )?(job|work)|hired|placement|cv|resume|interview|portfolio|linkedin)\b/.test(text)) drop("careers");
    if (!/\b(how much|cost|costs|price|prices|expensive|cheap)\b/.test(text)) drop("fee");
    out = ["paymentMethods", ...out.filter((x) => x !== "paymentMethods")];
  }
  // "A single dad working shifts in a warehouse, can I fit a course in?": the job is what study
  // must fit around, not a question about careers support.
  if ((has("keepWorking") || (has("timetable") && classTimesAsked(text))) && has("careers") && !/\b(career|careers|job search|job-search|find (a )?(job|work)|get (a )?(job|work)|land (a )?job|hired|employ\w*|placement|cv|resume|interview|portfolio|linkedin)\b/.test(text)) drop("careers");
  // "A job interview in 6 months, can I finish a course before then?": the time budget is the ask.
  if (has("duration") && facts.timeBudget(text)) for (const x of ["careers", "suits", "roles"] as IntentId[]) drop(x);
  // "I'm a stay at home dad. Which course has the least homework?": who is asking, not a study mode.
  if (has("mode") && out.length > 1 && /\bstay at home\b/.test(text) && !/\b(online|remote|remotely|virtual|zoom|from home)\b/.test(text)) drop("mode");
  if (has("duration") && has("apply") && /\b(hear|back|reply|respond|response|decision|after|until)\b/.test(text)) drop("duration");
  if (has("newsletter") && has("apply") && /\b(hear|news|updates?|told|know) (about|of|when)?\b/.test(text) && !/\b(application|applied|enrol|enrolment)\b/.test(text)) drop("apply");
  if (has("newsletter") && has("start") && /\b(keep|stay|loop|posted|updates?|news|remind\w*|notif\w*|alerts?|e-?mail|subscribe|mailing)\b/.test(text)) drop("start");
  const first = (id: IntentId) => {
    if (has(id)) out = [id, ...out.filter((x) => x !== id)];
  };
  // "My shifts change every fortnight. Any weekend classes, and what time?": the situation says
  // why; the question asked is when classes are, so the timetable answers first.
  if (has("timetable") && /\b(any|are there|is there|do you (have|run)) (\w+ )?(weekend|saturday|sunday|evening|night) (class|classes)\b|\b(any|are there|is there)\b.{0,20}\bclass(es)? (on|at|in) (the )?(weekends?|saturdays?|sundays?|evenings?|nights?)\b|\bwhat time\b/.test(text)) {
    first("timetable");
    if (/\bwhat time\b/.test(text)) drop("keepWorking");
    if (!/\b(career|careers|jobs?|cv|resume|interview|portfolio|hired|employ\w*)\b/.test(text)) drop("careers");
  }
  const ofCourses = /\b(course|courses|program|programs|programme|which one|which is|which of)\b/.test(text);
  // The superlative is the ask; a goal said around it ("to be job ready") or "which course would
  // be…" read as who a course suits is not a second one.
  const superlative = (id: IntentId, words: RegExp) => {
    if (!ofCourses || !has(id) || !words.test(text)) return;
    first(id);
    for (const x of ["careers", "suits", "roles"] as IntentId[]) drop(x);
  };
  superlative("duration", /\b(quickest|fastest|shortest|soonest|longest|quicker|faster|shorter)\b|\b(done|finished|over|complete) first\b/);
  superlative("fee", /\b(cheapest|cheaper|most expensive|dearest|priciest|least expensive)\b/);
  // "If I quit after paying 3 instalments, are the rest cancelled?": the instalments said across
  // parts are what the refund terms answer, after withdrawing.
  if (has("refund") && has("instalments") && /\b(withdraw|withdrawing|quit|quitting|leave|drop out|pull out|stop|cancel)\b/.test(text) && !/\b(how many|how much|can i (pay|split)|is there a payment plan)\b/.test(text)) drop("instalments");
  return out;
}

/**
 * "How long does it take to get my certificate?", "how long will it take you to delete my data?",
 * "how long does the invoice take?": a time asked of something other than a course. Not "how long
 * does it take to finish full stack", "to become a developer" or "to get job ready".
 */
export function otherThingTakes(text: string): boolean {
  if (/\b(full ?stack|qa|data analytics|analytics|course|courses|program|programs|programme|bootcamp|training)\b/.test(text)) return false;
  // A project's time is the honest reply's (the services' rule below says it), not this one's.
  if (projectWork.test(text) || /\b(build|built|develop|make|made|app|apps|website|site|project|projects)\b/.test(text)) return false;
  const verb = /\bhow long (?:does|will|would|do|did|should|might|can) (?:it|that|this|the process|things) (?:usually |normally |typically |actually )?take(?:s)?(?: (?:you|u|me|us|them|someone|an advisor|your team|staff|you guys))?(?: to| until| before| for) ([a-z]+)(?: ([a-z]+))?/.exec(text);
  if (verb) {
    const [, first = "", second = ""] = verb;
    if (/^(finish|complete|do|study|learn|become|graduate|train|master|qualify|go|skill|upskill|retrain|switch|change|move|transition|break|land|start|code|program)$/.test(first)) return false;
    if (/^(get|be|feel)$/.test(first) && /^(qualified|certified|job|through|ready|done|good|skilled|competent|a|hired|employed|into|proficient|confident|fluent)$/.test(second)) return false;
    return true;
  }
  const noun = /\bhow long (?:does|do|will|would|did) (?:a|an|the|my|your|ur) ([a-z]+) (?:usually |normally |typically )?take(?:s)?\b/.exec(text)?.[1];
  return noun !== undefined && !/^(class|classes|session|sessions|lesson|lessons|intake|qualification|one|whole|entire|part)$/.test(noun);
}

/** Moving one's own class to another night or slot, or asking whether the one picked is fixed. */
const movesOwnClass = (text: string) =>
  facts.ownClassMove(text) &&
  !/\b(you|they|the instructor|the teacher)\b (change|changes|move|moves|switch|switches|cancel\w*)\b(?! (me|us)\b)/.test(text);

/** "Any classes on weekends, and what time?": the class times asked, beside a job or shifts told. */
/**
 * "What times are the classes, and could I keep my full-time job?": keeping the job is asked in a
 * part of its own, not only said as the situation ("my shifts change, what time are classes?").
 */
const keepingJobAsked = (text: string) =>
  /\b(and|also|plus)\b.{0,10}\b(can|could|would|will|may|am able to|is it possible to) (i|we|you|one|someone|people|students) (still )?(keep|hold( down)?|continue( with)?|stay in|work|do)\b.{0,20}\b(my |a |the |your |their )?(full time |part time |day |current )?(job|jobs|work|working)\b/.test(text);

const classTimesAsked = (text: string) =>
  /\b(what|which) (time|times|hours|days?)\b|\bwhen (are|is|do)\b|\b(on )?(weekends?|saturdays?|sundays?)\b/.test(text) &&
  /\b(are there|is there|do you (have|run|offer|teach|do)|any)\b.{0,30}\b(class|classes|lessons?|sessions?)\b|\b(what|which) (time|times|hours)\b/.test(text);

/** The choices of the application form's class time field, not the form's list of fields. */
const fieldChoicesAsked = (text: string) =>
  /\b(which|what) (class )?(times?|time slots?|sessions?|days?)\b.{0,30}\b(choose|pick|select|options?|choices?|available)\b|\b(class times?|time slots?) (options?|choices?|available)\b/.test(text);

/** A booked consultation to cancel, with no money or course in it (a free call has no refund). */
const consultationCancelled = (text: string) =>
  /\b(consult|consultation|call|booking)\b/.test(text) && !/\b(refund\w*|money|fees?|paid|course|enrol\w*)\b/.test(text);

/** Resolves pairs of intents that one wording triggers together. */
function settle(chosen: IntentId[], text: string): IntentId[] {
  let out = [...chosen];
  const has = (id: IntentId) => out.includes(id);
  const drop = (id: IntentId) => {
    out = out.filter((x) => x !== id);
  };
  if (has("session")) drop("duration");
  // "Which class times can I choose when I fill in the application?": the choices of one field
  // are asked, which the timetable gives, not the form's list of fields.
  if (has("apply") && has("timetable") && fieldChoicesAsked(text)) drop("apply");
  // "Gotta bail on the consult call, how do I cancel it?": the booking's cancel link, not a refund
  // of course fees (there is no money in a free consultation).
  if (has("consultation") && has("refund") && consultationCancelled(text)) drop("refund");
  // "How long do you keep my payment records after I finish?": the records, not careers support.
  if (has("privacy") && has("careers") && /\b(how long|keep|kept|retain|records?)\b/.test(text) && !/\b(career|careers|jobs?|cv|resume|interview|portfolio|linkedin|employ\w*)\b/.test(text)) drop("careers");
  // "Do I need a mic for online lessons?": the kit for joining online, not whether one can.
  if (has("equipment") && has("mode") && /\b(microphone|headset|headphones|webcam|camera)\b/.test(text)) drop("mode");
  // "Which course has the least time commitment each week?": the work a week, not the length.
  if (has("selfStudy") && has("duration") && /\b(each|per|a) week\b|\bweekly\b|\bcommitment\b/.test(text)) drop("duration");
  // "How many hours is each class?": the class's length, not the work between classes.
  if (has("session") && has("selfStudy") && /\b(each|per|a|one|every) (class|session|lesson)\b/.test(text) && !/\b(outside|between|homework|self study|project|on top)\b/.test(text)) drop("selfStudy");
  // "Apart from the actual class, how many hours outside of class?": the class is set aside, the
  // time outside it is asked.
  if (has("session") && has("selfStudy") && /\b(apart from|outside( of)?|besides|beside|other than|not counting|excluding|except( for)?) (the |my |each |a |your )?(actual |weekly |live )?(class|classes|session|sessions|lesson|lessons)\b/.test(text)) drop("session");
  // "How much time does the whole course take?": its length, not the work a week.
  if (has("duration") && has("selfStudy") && !/\b(week|weekly|per|each|outside|between|homework|self study)\b/.test(text)) drop("selfStudy");
  // "If I live outside Sydney, which course would work for me?": where it can be studied decides.
  if (has("mode") && has("suits") && /\bi live (in|outside|far|out)\b|\bnot in sydney\b|\boutside (of )?sydney\b|\b(another|different) (city|state|country)\b/.test(text)) drop("suits");
  // "Wipe everything you have on me: how long does that take?": the time to answer, not a course.
  if (has("privacy") && has("duration")) drop("duration");
  // "Which class times can I choose, when I fill in the application?" across its parts.
  if (has("apply") && has("timetable") && fieldChoicesAsked(text)) drop("apply");
  // "Gotta bail on the consult call, how do I cancel it?" across its parts: the booking's cancel link.
  if (has("consultation") && has("refund") && consultationCancelled(text)) drop("refund");
  // "How long until I hear back after applying?": the wait after the form, not a course's length.
  if (has("duration") && has("apply") && /\b(hear|back|reply|respond|response|decision|after|until)\b/.test(text))
    drop("duration");
  if (has("instalments")) drop("fee");
  // "Is the software extra cost?": what the tools cost a student, not the course fee, unless the
  // fee is named too ("the course fee and the software").
  if (has("equipment") && has("fee") && /\b(software|licen[cs]es?|subscriptions?|tools)\b/.test(text) && !/\b(fee|fees|tuition)\b|\bhow much (is|are|does|do) (the|a|your) (course|courses|program|programs|bootcamp)\b/.test(text))
    drop("fee");
  // "What happens if the intake is full?": the waiting list (the terms say it), not the start date.
  if (has("start") && /\b(is|are|gets?|being) (full|fully booked|booked out|sold out)\b|\bno (places|seats|room) left\b/.test(text)) drop("start");
  // "Can I get the outline e-mailed?": the outline form, which e-mails it.
  // "What's in the student portal?": the portal, not what the courses cover.
  if (has("apply") && /\bportal\b/.test(text)) drop("topics");
  if (has("outline")) {
    drop("email");
    if (/\b(pdf|brochure|printable|printout|handout|download)\b/.test(text)) drop("topics");
    if (/\b(e-?mail|e-?mailed|send|sent|get|receive|download|pdf|copy)\b/.test(text) && !/\b(what is in|cover|covers|topics)\b/.test(text)) drop("topics");
  }
  // "Can I visit before enrolling?": coming in is the opening hours, not how to apply.
  if (has("openingHours") && has("apply") && /\b(visit|drop in|drop by|pop in|stop by|come in|come by|tour)\b/.test(text)) drop("apply");
  // "How do I unsubscribe?", "stop getting your emails": the newsletter's link, not the contact details.
  if (/\b(unsubscribe|opt out|stop (getting|receiving|sending))\b/.test(text) && (has("newsletter") || has("privacy"))) {
    out = [...new Set(out.map((x): IntentId => (x === "privacy" ? "newsletter" : x)))];
    drop("email");
    drop("contact");
  }
  // "How many hours in total?": the class hours, which the length answers.
  if (has("duration") && has("selfStudy") && /\b(total|in all|altogether|overall|all up)\b/.test(text)) drop("selfStudy");
  // "How often do you send the newsletter?": the newsletter's "how often", not the classes'.
  if (has("session") && out.length > 1 && !/\b(class|classes|lesson|lessons|session|sessions|course|courses|study|studying|meet|lecture|lectures|program|programs)\b/.test(text))
    drop("session");
  // "How do I pay the fees?": the way to pay, not how much.
  if (has("paymentMethods") && !/\b(how much|cost|costs|price|prices|expensive|cheap)\b/.test(text)) drop("fee");
  if (has("paymentTiming")) {
    drop("fee");
    drop("apply");
  }
  // "Can I pay after the course starts?": paying the fee, not pay in a job.
  if ((has("paymentTiming") || has("paymentMethods")) && has("careers") && !/\b(career|careers|job|jobs|salary|salaries|wage|wages|earn|earning|hired|placement|cv|resume|interview|portfolio|linkedin)\b/.test(text)) drop("careers");
  if (has("refund")) drop("fee");
  // "If I realise after 3 weeks it's not for me, can I get my money back?": the doubt is why the
  // money is wanted back, not a question of who the course suits.
  if (has("refund") && has("suits") && !/\b(which|what) (course|courses|program|programs|one)\b|\bwho\b/.test(text)) drop("suits");
  // "What happens to my instalments if I withdraw?": the refund terms say it.
  if (has("refund") && has("instalments") && /\b(withdraw|withdrawing|quit|leave|drop out|stop|cancel)\b/.test(text)) drop("instalments");
  if (has("gst")) drop("fee");
  if (has("roles")) drop("careers");
  if (has("leadership")) drop("instructor");
  // "Our firm will fund a staff member's enrolment: how is the fee invoiced?": the staff member is
  // who studies, not who runs the company.
  if (has("leadership") && (has("paymentMethods") || has("paymentTiming")) && !/\b(who|director|founder|owner|ceo|cto|runs|leads)\b/.test(text)) drop("leadership");
  // "Which courses are taught by instructors?": the course type, not who teaches each.
  if (has("courseType") && has("instructor") && !/\bwho\b/.test(text)) drop("instructor");
  // "Can you swap my teacher after I enrol?": the change, not how to enrol.
  if (has("instructor") && has("apply") && /\b(swap|switch|change|replace|move)\b/.test(text)) drop("apply");
  if (has("timetable") && has("apply") && /\b(swap|switch|change|move)\b/.test(text) && /\b(after|once)\b/.test(text)) drop("apply");
  // "Can you end the enrolment of someone who…": the conduct rule, not how to enrol.
  if (has("conduct")) drop("apply");
  // "Our CTO wants to automate all our testing and get rid of manual testers, your view?": the
  // testing blog post's advice, not who our Technology Head is nor who teaches QA.
  if (testingPractice(text)) for (const id of ["leadership", "instructor"] as IntentId[]) drop(id);
  // "What privacy law do you follow?", "which law do the refund terms fall under?": the law.
  if (has("law")) for (const id of ["privacy", "refund", "apply", "conduct"] as IntentId[]) drop(id);
  // "I'm a stay at home dad": who the visitor is, not studying from home.
  if (has("mode") && out.length > 1 && /\bstay at home\b/.test(text) && !/\b(online|remote|remotely|virtual|zoom|from home)\b/.test(text)) drop("mode");
  // "Is there wifi on campus?": the campus is where, not how the course is studied.
  if (
    has("mode") &&
    out.length > 1 &&
    !/\b(online|remote|remotely|virtual|virtually|zoom|hybrid|distance|in person|face to face|study mode|interstate|overseas)\b|\b(need|needs|require|requires) me (to be |to come )?(in|into|at) (sydney|the city|campus)|\bwithout (coming|going|travelling|traveling|having to come) (in|into|to)\b|\b(away from|far from|not near|nowhere near) (sydney|the city|campus)\b|\banother city\b/.test(text) &&
    !awayFromCampus.test(text)
  )
    drop("mode");
  // "Is there somewhere online I can check my enrolment status?": the portal, not the study mode.
  if (has("apply") && has("mode") && /\b(status|track|tracking|check|progress|log in|login|password)\b/.test(text)) drop("mode");
  // "Who is the QA course good for?": the people it suits, not who teaches it.
  // "I'm a teacher, which course would you suggest?" is the visitor's own job, not who teaches.
  const ownJob = text.replace(/\b(i am|i was|i work as|i worked as|i used to be|as) an? (teacher|tutor|trainer|instructor|lecturer)\b/g, " ");
  if (has("suits") && has("instructor") && !/\b(teach|teaches|taught|teaching|instructor|teacher|trainer|tutor|lecturer)/.test(ownJob))
    drop("instructor");
  // "I'm a full time teacher, is it realistic to do the data course on the side?": the job to keep.
  if (has("keepWorking") && has("instructor") && !/\b(teach|teaches|taught|teaching|instructor|teacher|trainer|tutor|lecturer)/.test(ownJob.replace(/\b(full|part) time (teacher|tutor|trainer|instructor|lecturer)\b/g, " ")))
    drop("instructor");
  if (has("newsletter")) {
    drop("email");
    drop("contact");
  }
  // Other companies that are hiring are about careers support; hiring here is about our roles.
  const othersHiring =
    /\b(companies|company|employers?|businesses|firms?|industry|others)\b.{0,25}\b(hiring|recruiting)\b|\b(connect|introduce|introductions?|refer|link)\b.{0,40}\b(companies|employers|businesses|industry)\b/.test(
      text,
    );
  if (has("jobsHere") && othersHiring)
    out = [...new Set(out.map((x): IntentId => (x === "jobsHere" ? "careers" : x)))];
  if (has("jobsHere")) drop("careers");
  if (has("keepWorking")) {
    drop("careers");
    // "My shifts change every week: any weekend classes, and what time?": the class times asked.
    if (has("timetable") && classTimesAsked(text))
      out = ["timetable", ...(keepingJobAsked(text) ? ["keepWorking" as IntentId] : []), ...out.filter((x) => x !== "timetable" && x !== "keepWorking")];
    else drop("timetable");
  }
  if (has("openingHours") && has("timetable"))
    drop(/\b(class|classes|lesson|session|course|courses|program|programs|study|studying|one|ones)\b/.test(text) ? "openingHours" : "timetable");
  if (has("address") && has("openingHours") && out.length === 2 && !/\b(where|address|located)\b/.test(text))
    drop("address");
  if (has("contact") && (has("phone") || has("email"))) drop("contact");
  // An e-mail address is an e-mail, not the street address.
  if (has("email") && has("address") && /\be-?mail address\b/.test(text) && !/\b(street|office|where|located|postal)\b/.test(text))
    drop("address");
  if (has("consultation") && has("serviceRate")) drop("serviceRate");
  // "Is your pricing for projects fixed or hourly?": how a project is priced, not a fee.
  if (has("consultation") && /\b(fixed|hourly|by the hour|per hour|day rate|time and materials)\b/.test(text) && !/\b(course|courses|class|program|tuition)\b/.test(text)) drop("fee");
  // "I can't make my call with your developers on Tuesday": the booked call, not a class.
  if (has("consultation") && /\b(consultation|appointment|call|meeting|booking|booked)\b/.test(text) && !/\b(class|classes|lesson|lessons|course|courses)\b/.test(text)) {
    drop("timetable");
    drop("missedClass");
  }
  if (has("prerequisites") && has("equipment") && !/\b(laptop|computer|mac|equipment)\b/.test(text))
    drop("equipment");
  // "What do I need to do to get my certificate?": the certificate's condition, not entry requirements.
  if (has("certificate") && has("prerequisites")) drop("prerequisites");
  // "She loves working with numbers, what would suit her?": a person described, not a job to keep.
  if (has("suits") && has("keepWorking") && !/\b(job|full time|part time|9 to 5|while|keep working|hours|schedule|shift|shifts)\b/.test(text)) drop("keepWorking");
  // "…into spreadsheets and budgets, which course would suit her?": no consultation is asked for.
  if (has("suits") && has("consultation") && !/\b(consult\w*|quote|project|meeting|appointment|book|booking)\b/.test(text)) drop("consultation");
  // "Which suits a beginner better?": what a beginner needs, which the prerequisites say.
  if (has("suits") && !has("prerequisites") && /\b(beginners?|newbies?|novices?|no experience|never (coded|programmed))\b/.test(text)) out = [...out.filter((x) => x !== "suits"), "prerequisites"];
  if (has("suits") && has("prerequisites"))
    drop(/\b(need|experience|require|requirement|know|before|beginners?|newbies?|novices?)\b/.test(text) ? "suits" : "prerequisites");
  return out;
}

/** "What's the difference between X and Y?": the facts side by side. */
function compareSummary(ps: Program[]): Reply {
  const line = (p: Program) => {
    const g = programGuides[p.slug];
    return `**${p.name}** takes ${p.duration.toLowerCase()}, ${g.modes.short.toLowerCase()}, and costs ${facts.fee({ programs: [p], services: [], compare: false, text: "" }).lead.match(/\$[\d,]+ AUD/)?.[0]}`;
  };
  return {
    lead: `${ps.map(line).join("; ")}.`,
    more: ps
      .map(
        (p) =>
          `${p.name} covers ${facts.list(
            facts
              .topics({ programs: [p], services: [], compare: false, text: "" })
              .lead.replace(/^.*covers /, "")
              .replace(/\.$/, "")
              .split(/, | and /),
          )}.`,
      )
      .slice(0, 2),
    sources: ps.map(facts.programSource),
  };
}
