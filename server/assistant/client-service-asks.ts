/**
 * A business client's particular asks about the three services (content/services.ts, the
 * consultation booking page, its budget options and the privacy policy's retention rows), read
 * before the other outright rules because their words lead elsewhere: "which budget option do I
 * tick on the booking form" was read as the enrolment form's boxes, "what do I get after the
 * call" as our phone numbers, "which frameworks would my mobile app be written in" as the
 * project steps, "how does that compare to web dev" as the developers' card, "how long do you
 * keep the consultation form's details" as the call itself, "is it accredited" for staff as the
 * honest reply. Each rule reads the kind of ask (a budget figure against the form's ranges, a
 * tool or framework of a service, an exact price, the roles on a project, a consultant's job,
 * what follows the call, a kind of testing with how working with us runs, a price set against
 * the previous turn's, keeping the booking's details, accreditation) and answers from content/.
 */
import { consultationBooking } from "#content/consultation.ts";
import { formatAud } from "#content/fees.ts";
import { budgetOptions } from "#content/options.ts";
import { privacyTables } from "#content/privacy.ts";
import { services, serviceWork } from "#content/services.ts";
import * as facts from "./facts.ts";
import { bold, list, lowerFirst, type Reply, type Service, type Subject, sentence } from "./facts/base.ts";
import type { IntentId } from "./intents.ts";
import { findServices } from "./named-subjects.ts";
import type { OutrightContext } from "./outright.ts";
import { answeredWhole, type Reading, type Understanding } from "./reading.ts";
import { clientThing, serviceWorkReply, studying } from "./service-work.ts";

const [web, mobile, testing] = services;
/** "A written proposal…" said inside a sentence (lowerFirst keeps a one-letter word's capital). */
const inSentence = (t: string) => lowerFirst(t).replace(/^A /, "a ");
const consultation = { title: "Book a free consultation", href: "/expertise/book-a-free-consultation" };
const sourceOf = (x: Service) => ({ title: x.name, href: x.href });
/** A course, a class or a student's fee: a student's question, not a client's. */
const courseWords = /\b(course|courses|class|classes|program|programs|programme|tuition|enrol\w*|intake|student|students|study|studying)\b/;

// ---------------------------------------------------------------------------------------------
// A budget figure against the booking form's ranges

/** "40k", "70 thousand dollars", "$150,000": a figure in dollars, or undefined. */
export function dollarsIn(text: string): number | undefined {
  const m = /(?:\$|\baud ?)?\b(\d{1,3}(?:[, ]\d{3})+|\d+(?:\.\d+)?)\s*(k|grand|thousand)?\b/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]!.replace(/[, ]/g, "")) * (m[2] ? 1000 : 1);
  return n >= 1000 ? n : undefined;
}
const budgetPick =
  /\b(which|what|wat)\b.{0,30}\b(budget|range|option|bracket|band|box)\b|\b(tick|pick|choose|select|put|fall|falls|fit|fits)\b.{0,40}\b(budget|range|option|bracket|band|form|booking)\b/;
const budgetForm = /\b(booking|book|form|consult\w*|budget (range|option|bracket|band)s?)\b/;

/** The form's range a figure falls in: the lower bound inclusive, as "$25K – $50K" reads. */
function budgetBand(aud: number): string {
  const bounds: [number, number][] = [
    [0, 25_000],
    [25_000, 50_000],
    [50_000, 100_000],
    [100_000, Number.POSITIVE_INFINITY],
  ];
  const i = bounds.findIndex(([low, high]) => aud >= low && aud < high);
  return budgetOptions[i]!.label;
}

function budgetReply(aud: number): Reply {
  return {
    lead: `For a budget of about ${formatAud(aud).replace(/ AUD$/, "")}, tick ${bold(budgetBand(aud))} on the consultation booking form.`,
    more: [`The form's budget ranges are ${list(budgetOptions.map((o) => o.label), " or ")}.`],
    sources: [consultation],
    final: true,
  };
}

// ---------------------------------------------------------------------------------------------
// What a service is built with

const toolsAsked =
  /\b(what|which|wat|whats|same|do (you|u) use|would (you|u) use)\b.{0,40}\b(frameworks?|tech ?stack|stack|languages?|technolog(y|ies)|tech|tools?|libraries)\b|\b(written|built|coded|developed) (in|with|using) (what|which)\b|\b(what|which) (\w+ ){0,4}(written|built|coded|developed) (in|with|using)\b|\b(written|coded) in\b/;
/** A second ask in the same message ("…what tech do you use and how often do I see progress"). */
const secondAsk = /\b(and|also|plus) (how|what|when|where|who|which|is|are|do|does|can|will|would)\b/;

function toolsReply(ss: readonly Service[], same: boolean): Reply {
  const each = ss.map((x) => `for ${bold(x.name)} we work with ${list([...x.technologies])}`);
  const lead = sentence(each.join("; ").replace(/^f/, "F"));
  return {
    lead: same && ss.length > 1 ? `Not the same: ${lowerFirst(lead)}` : lead,
    more: ["For advice on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
    sources: ss.map(sourceOf),
  };
}

/** "Can you build Android apps too or only iPhone?": the mobile service's own card. */
const platformAsked = /\b(android|andriod|androids|ios|iphone|iphones|ipad)\b/;
function platformReply(): Reply {
  return {
    lead: `Yes: ${bold(mobile!.name)} builds ${lowerFirst(mobile!.description)}`,
    more: [`It starts from ${formatAud(mobile!.startingRateAud)}, and we work with ${list([...mobile!.technologies])}.`],
    sources: [sourceOf(mobile!), consultation],
  };
}

// ---------------------------------------------------------------------------------------------
// Prices: an exact one, the least one, and one set against the previous turn's

const exactAsked =
  /\b(exact|exactly|precise|precisely|firm|definite|final|specific|accurate)\b.{0,25}\b(price|prices|cost|costs|figure|quote|number|amount|total)\b|\b(price|cost|quote|figure)\b.{0,25}\b(exact|exactly|precise|precisely)\b/;
const leastAsked =
  /\b(minimum|min|least|lowest|smallest|entry|starting)\b.{0,25}\b(spend|budget|cost|price|pay|charge|outlay|investment|rate)\b|\b(spend|pay)\b.{0,15}\bat (the )?least\b/;
const priceWords = /\b(cost|costs|price|prices|priced|pricing|how much|rate|rates|cheap|cheaper|cheapest|expensive|fee|spend|budget|charge)\b/;
const comparedAsked =
  /\b(compare|compares|compared|comparison|cheaper|dearer|pricier|more expensive|less expensive|costs? (more|less)|vs|versus|difference)\b/;

function exactReply(ss: readonly Service[]): Reply {
  const proposal = consultationBooking.promises.find((p) => /\bproposal\b/i.test(p)) ?? "";
  return {
    lead: `Your exact price is a written, fixed quote: every project starts with a [free consultation](/expertise/book-a-free-consultation), and then ${inSentence(proposal)}.`,
    more: [
      ss.length > 0
        ? `${sentence(ss.map((x) => `${x.name} starts from ${formatAud(x.startingRateAud)}`).join("; "))}`
        : facts.serviceRatesSentence(),
    ],
    sources: [...ss.map(sourceOf), consultation],
  };
}

// ---------------------------------------------------------------------------------------------
// The team: the roles on a project, and what a technical consultant does

const rolesAsked =
  /\b(roles?|positions?)\b.{0,40}\b(team|project|projects)\b|\bwho (would|will|is going to|does|do) (be )?(on|in) (the|my|our|your|a) (\w+ )?(team|project)\b|\b(what|which) (kind of |kinds of |sort of )?(people|staff|roles)\b.{0,30}\b(work|works|working) on\b|\b(team|project team) (members|structure|makeup|line-?up)\b/;
const consultantAsked = /\b(technical |tech )?consultants?\b/;
const consultantJob =
  /\b(do|does|doing|job|role|roles|for me|for us|help|helps|responsib\w*|what is|whats|what's)\b/;

function consultantReply(): Reply {
  const card = serviceWork.team.find((c) => /consultants/i.test(c.title))!;
  const [first = "", ...rest] = card.text.split(/(?<=\.)\s+/);
  return {
    lead: `Our ${card.title.toLowerCase()} ${lowerFirst(first).replace(/^we (start)\b/, "start")}`,
    more: rest,
    sources: [...services.map(sourceOf), consultation],
  };
}

// ---------------------------------------------------------------------------------------------
// After the free consultation call

const afterCall =
  /\b(after|following) (the |my |our |a |that )?(free )?(call|consult\w*|meeting|chat)\b|\bonce (the |my |our )?(free )?(call|consult\w*|meeting) (is )?(over|done|finished|ends?)\b|\b(call|consultation) (is )?(over|done|finished)\b/;
const whatFollows = /\b(get|gets|happen|happens|happening|send|sent|receive|next|writing|written|hear|follow)\b/;

function afterCallReply(): Reply {
  const proposal = consultationBooking.promises.find((p) => /\bproposal\b/i.test(p)) ?? "";
  return {
    lead: `After the call you get ${inSentence(proposal)}.`,
    more: [`The call itself is ${inSentence(consultationBooking.promises[0])}.`],
    sources: [consultation],
    final: true,
  };
}

// ---------------------------------------------------------------------------------------------
// A kind of testing named, with how working with us runs

const testingKinds: [RegExp, string][] = [
  [/\bsecurity\b|\bsecurity holes?\b|\bvulnerabilit\w*|\bpen(etration)? test/, "Security testing"],
  [/\bautomat\w*\b/, "Test automation"],
  [/\bfunctional (test\w*|check\w*)\b/, "Functional testing"],
];
const howWorking =
  /\b(working|work) with (you|u|your team)\b|\bengagement\b|\b(look|looks) like\b|\bhow (would|will|does|do) (it|this|that|things|an? \w+)( \w+)? (work|go|run)\b|\bprocess\b|\bwhat (happens|would happen) (next|first)\b/;

function testingWorkReply(kinds: string[]): Reply {
  const [call = "", quote = "", demos = "", launch = ""] = serviceWork.steps.map((s) => s.toLowerCase());
  return {
    lead: `Our ${bold(testing!.name)} service includes ${list(kinds.map((k) => k.toLowerCase()))}, from ${formatAud(testing!.startingRateAud)}.`,
    more: [
      `Every project runs in four steps: a ${call}, a ${quote}, ${demos} as the work goes on, then ${launch}.`,
      serviceWork.pricing.replace("free consultation", "[free consultation](/expertise/book-a-free-consultation)"),
    ],
    sources: [sourceOf(testing!), consultation],
  };
}

// ---------------------------------------------------------------------------------------------
// Keeping the booking form's details; accreditation of a course for staff

/** Keeping asked in so many words, or how long the details last (not how long the call is). */
const keepWords =
  /\b(keep|kept|retain\w*|hold on ?to|hang on ?to|store|stored|on file|forever)\b|\bhow long\b.{0,40}\b(details|info|information|data|records?)\b/;
function bookingKeptReply(): Reply {
  const row = privacyTables.retention.find((r) => /consultation bookings/i.test(r.records))!;
  return {
    lead: `We keep consultation bookings ${lowerFirst(row.kept)}`,
    more: ["The booking form collects what you tell us to prepare your free consultation and a quote."],
    sources: [facts.privacy],
    final: true,
  };
}
const accreditedAsked =
  /\b(accredit\w*|nationally recogni[sz]ed|recogni[sz]ed (qualification|certificate|certification)|registered training|rto)\b/;

/**
 * A rule's answer: read whole (no word of the message a detail it leaves unsaid: "spend" in "the
 * minimum spend" is what the starting rate answers) and basic, so no blog line or follow-up
 * reading overrules the typed fact.
 */
function sure(reading: Reading, subject: Subject, reply: Reply, intents: IntentId[]): Understanding {
  return { ...answeredWhole(reading, subject, reply, intents), basic: true };
}

/** A kind of testing named with how working with us runs, answered, or undefined. */
function testingWork(t: string): Reply | undefined {
  const kinds = testingKinds.filter(([asked]) => asked.test(t)).map(([, kind]) => kind);
  return kinds.length > 0 && howWorking.test(t) && /\b(test|tests|testing|check|checks|audit|holes?)\b/.test(t)
    ? testingWorkReply(kinds)
    : undefined;
}

/** A service named in a follow-up's few words ("compare to web dev?", "what about testing"). */
function looseServices(t: string): Service[] {
  const found = findServices(t, false);
  if (found.length > 0) return found;
  return services.filter((x) =>
    x === web
      ? /\bweb\b/.test(t)
      : x === mobile
        ? /\b(mobile|ios|android|iphone|apps?)\b/.test(t) && !/\bweb\b/.test(t)
        : /\b(test|tests|testing|qa)\b/.test(t),
  );
}

/** The first of these rules that reads the message, or undefined. */
export function clientServiceAsks(c: OutrightContext): Understanding | undefined {
  const { history, reading, subject } = c;
  const t = reading.text;
  const client = subject.services.length > 0 || clientThing.test(t) || c.clientConversation();
  // "We have about 40k. Which budget option do I tick on the booking form?"
  const aud = dollarsIn(t);
  if (aud !== undefined && budgetPick.test(t) && budgetForm.test(t) && !courseWords.test(t))
    return sure(reading, subject, budgetReply(aud), ["consultation"]);
  // "How long do you keep the details I put into the consultation booking form?"
  if (
    keepWords.test(t) &&
    /\b(consult\w*|booking)\b/.test(t) &&
    /\b(details|info|information|data|form|booking|bookings|records?)\b/.test(t)
  )
    return sure(reading, subject, bookingKeptReply(), ["privacy"]);
  // (A follow-up's opening "and what…" is its one ask.)
  const asks = t.replace(/^(and|also|plus|so|ok|okay)\s+/, "");
  const twoAsks = secondAsk.test(asks) || (c.question.match(/\?/g) ?? []).length > 1;
  // "Will my staff get a recognised qualification, is it accredited?" (asked with another ask, the
  // certificate answer joins the other's, document-details.ts).
  if (accreditedAsked.test(t) && !twoAsks && !/\b(you|your company|harbourline)\b.{0,15}\b(iso|certified)\b/.test(t))
    return sure(reading, subject, facts.certificate({ ...subject, text: `${t} accredited` }), ["certificate"]);
  if (studying.test(t) || courseWords.test(t)) return undefined;
  // A message of two asks ("what do you build mobile apps with, and what's the minimum budget?")
  // is answered ask by ask (asks-apart.ts), not whole by the first ask's rule.
  // "We need a security check and automated tests. What would working with you look like?": one
  // ask, however many sentences put it.
  const tested = testingWork(t);
  if (tested) return sure(reading, subject, tested, ["serviceTech", "consultation"]);
  if (twoAsks) return undefined;
  // "What do I get after the call?" in a conversation about the consultation.
  if (
    afterCall.test(t) &&
    whatFollows.test(t) &&
    // (Named in the message, the consultation's own answer says it: consultationReply.)
    !/\bconsult\w*\b/.test(t) &&
    /\bconsult\w*\b/i.test(history.at(-1) ?? "")
  )
    return sure(reading, subject, afterCallReply(), ["consultation"]);
  // "Which roles are on the team that works on a client project?"
  if (rolesAsked.test(t) && (client || /\bclient\b/.test(t)))
    return sure(reading, subject, serviceWorkReply("team", subject.services), ["serviceTech"]);
  // "What does one of your technical consultants actually do for me?"
  if (consultantAsked.test(t) && consultantJob.test(t) && !/\bconsultation\b/.test(t))
    return sure(reading, subject, consultantReply(), ["serviceTech"]);
  // "Which frameworks would my mobile app be written in?", "same framework for web and mobile?"
  if (toolsAsked.test(t) && client && !priceWords.test(t) && !secondAsk.test(t)) {
    const ss = subject.services.length > 0 ? subject.services : [web!, mobile!];
    return sure(reading, subject, toolsReply(ss, /\bsame\b/.test(t)), ["serviceTech"]);
  }
  // "Can u build android apps too or only iphone?"
  if (
    platformAsked.test(t) &&
    /\b(build|builds|make|makes|develop|develops|do|create)\b/.test(t) &&
    /\bapps?\b/.test(t) &&
    !priceWords.test(t) &&
    !/\b(web|websites?|sites?)\b/.test(t)
  )
    return sure(reading, subject, platformReply(), ["overview"]);
  // "Can you give me an exact price for an online shop?"
  if (exactAsked.test(t) && client) return sure(reading, subject, exactReply(subject.services), ["serviceRate"]);
  // "What's the minimum spend for a mobile app build?"
  if (leastAsked.test(t) && subject.services.length > 0)
    return sure(reading, subject, facts.serviceRate({ ...subject, compare: false }), ["serviceRate"]);
  // "And how does that compare to web dev?" after a service's price: both rates, side by side.
  const before = history.at(-1) ?? "";
  if (comparedAsked.test(t) || /^(and )?(what about|how about)\b/.test(t)) {
    const earlier = findServices(before.toLowerCase(), false);
    const now = subject.services.length > 0 ? subject.services : looseServices(t);
    const both = services.filter((x) => earlier.includes(x) || now.includes(x));
    if (earlier.length > 0 && now.some((x) => !earlier.includes(x)) && both.length >= 2 && priceWords.test(before.toLowerCase()))
      return {
        ...sure(
          reading,
          { ...subject, services: both },
          facts.serviceRate({ ...subject, services: both, compare: true, text: `${t} price` }),
          ["serviceRate"],
        ),
        fromHistory: true,
      };
  }
  return undefined;
}
