/**
 * The most basic questions about who we are and what we offer, asked casually, answered before any
 * intent is scored: each is a kind of question whose words also belong to another topic ("sign up"
 * is the application form, "jobs" is careers support, "cheapest" beside a named course is that
 * course's fee, "Sunday" beside "courses" is the class timetable), so the closest intent answers
 * something else. Each rule reads the kind of question, not one wording, and answers from typed
 * content (facts.ts). Part of the outright rules (outright.ts).
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { paymentTerms } from "#content/fees.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { services } from "#content/services.ts";
import * as facts from "./facts.ts";
import type { Reply, Subject } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { admission } from "./admission.ts";
import { firstOfAThing } from "./named-subjects.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";

const answered = (replies: Reply[], intents: IntentId[], subject: Subject): Understanding => ({
  replies,
  intents,
  subject,
  unknown: [],
  confidence: 1,
  page: true,
  basic: true,
});

/** A second question joined to the first ("… and what times are the classes?"): left to the intents. */
const secondAsk =
  /\b(and|also|plus)( then)? (what|whats|when|where|which|how|who|can|could|do|does|is|are|will|would)\b|\?.+\?/;

const now = "( (at the moment|right now|now|currently|atm|at present|this year|these days|yet))?";
/**
 * "Which training programs can I sign up for with you at the moment?", "what courses can I enrol
 * in right now?", "which courses are open for sign-ups?": the catalogue itself, asked through the
 * act of joining; nothing about the courses follows ("which courses can I do online?" is the mode).
 */
const catalogueAsked = new RegExp(
  `\\b(which|what) (\\w+ ){0,2}(courses?|programs?|programmes?|classes)( (do|does) (you|u|ya|harbourline)( guys)? (have|offer|run))? (can|could|may) (i|we|one|people|someone) (actually |currently |still )?(sign up|signup|enrol|enroll|apply|register|join|do|take|study|book)( for| in| into| to| on)?( with (you|u|ya|harbourline)( guys)?)?${now}( please)?\\??$` +
    `|\\b(which|what) (\\w+ ){0,2}(courses?|programs?|programmes?) (are|is) (open|available|on offer|running|taking (applications|enrolments|students))( for (sign ?ups?|enrolments?|enrollments?|applications|enrolling|applying))?${now}( please)?\\??$`,
);

/**
 * "In a nutshell what is Harbourline about, like what's the mission", "who are you guys", "what
 * exactly does Harbourline do?": who we are, from the About page.
 */
const identityAsked =
  /\b(mission|vision|purpose)\b(?!.{0,20}\b(course|program|class)\b)|\bwhat (is|s|'s) (harbourline|this (place|company|business|site|mob|mob)|the (company|business)|your (company|business))( tech)?( all| really| actually)? about\b|\bwhat (exactly |actually |even )?(does|do) (harbourline|you|u|you guys|your company|this company|this place)( tech)?( guys)? (actually |exactly )?do( exactly| here)?\??$|\bwho (are|r) (you|u|ya)( guys| people| lot)?( exactly| actually)?\??$|\bwho (is|s) harbourline\b/;

/**
 * "Thinking of swinging by on Sunday to chat, will anyone be around?", "can I pop in on a
 * Saturday?": coming to the office on a day, which the opening hours answer (closed on Sunday),
 * not the class timetable.
 */
const visitWords =
  /\b(swing|swinging|drop|dropping|pop|popping|stop|stopping|come|coming|head|heading|call|calling|walk|walking) (by|in|over|round|around|past|into)\b|\bvisit(ing)?\b|\b(anyone|anybody|someone|somebody|people|staff) (be )?(around|there|in|at the office|on)\b|\bin person\b/;
const visitDay = /\b(sundays?|saturdays?|weekends?|public holidays?)\b/;

/** "Im in the lobby, which floor are you on?", "what level of the building?": the address has the level. */
const floorAsked =
  /\b(which|what) (floor|storey)\b|\b(which|what) (level|suite)\b.{0,30}\b(building|office|you on|u on|ya on|are you|r u)\b|\b(floor|level) (are|r|is) (you|u|ya|the office|your office)\b|\b(lobby|foyer|lift|lifts|elevator|downstairs|ground floor)\b.{0,60}\b(where|which|what|floor|level)\b/;

/**
 * "Out of the three courses, which one kicks off first?", "what's the first course to start?": the
 * earliest intake over the programs.
 */
const firstStartAsked =
  /\b(which|what)\b.{0,40}\b(kicks? off|starts?|begins?|commences?|runs?)\b.{0,20}\b(first|soonest|earliest|next|sooner|earlier)\b|\b(soonest|earliest|next) (starting|start|intake)\b.{0,20}\b(course|program|one)\b|\b(first|earliest|soonest|next) (course|program|programme|class|one) (to|that) (start|starts|begin|begins|kick off|kicks off|run|runs)\b/;

/** "What's your cheapest course?", "which one is the most expensive?": the fee ranked over all programs. */
const feeSuperlative =
  /\b(cheapest|least expensive|most affordable|lowest (price|priced|cost|fee)|(most expensive|priciest|dearest|highest (price|priced|cost|fee)))\b/;
const highFee = /\b(most expensive|priciest|dearest|highest (price|priced|cost|fee))\b/;
/** Another ranking asked beside ("fastest and cheapest course"): the intents answer each. */
const otherRanking = /\b(fastest|shortest|quickest|longest|soonest|earliest|first|best|easiest|hardest)\b/;
const courseWord = /\b(course|courses|program|programs|programme|one|option|thing you (teach|run|offer)|(you|u) (have|offer|run|teach))\b/;

/** "Is there a fee just to apply?", "do I have to pay anything to send an application?". */
const applyCostAsked =
  /\b(application|applying) (fee|fees|cost|costs|charge|charges|price)\b|\b(fee|fees|cost|costs|charge|charges|pay|paying|money|price)\b.{0,30}\b(just |only |simply )?(to|for) (apply|applying|send (an|my|the|in) application|submit (an|my|the) application|the application|an application)\b|\b(is|does) (applying|the application|an application) (free|cost (anything|money|something))( to apply)?\b|\bfree to apply\b/;

/**
 * "What kinda jobs do ppl go for after the QA one", "where does full stack lead job-wise": the
 * roles graduates apply for, not careers support (unless help or a guarantee is asked).
 */
const rolesAsked =
  /\b(what|which) (kind|kinds|sort|sorts|type|types) of (jobs?|roles?|positions?|work)\b|\b(jobs?|roles?|positions?|careers?)\b.{0,30}\b((after|once)( i| you| we| people| ppl)?( finish| complete| do| graduate| am done| are done| have done| pass| finishing| completing| doing| graduating)?( the| this| that| your| ur| my)? (course|program|programme|qa|full ?stack|data|analytics|testing|one|it)|when (i|you|we|people|ppl) (finish|complete|graduate|am done|are done|pass))\b|\b(lead|leads|get|gets) (me )?(to|into)\b.{0,15}\b(jobs?|roles?|work)\b|\bjob ?wise\b|\bwhere (does|do|will|would|can)\b.{0,30}\b(lead|take)\b/;
const helpAsked = /\b(help|helps|support|guarantee\w*|promise\w*|placement|rates?|find (me )?a job|get (me )?a job|hired|statistics|stats|percentage|salary|salaries|earn|pay)\b/;

/**
 * "I live up in Newcastle and can't get down to Sydney every week, is data analytics going to work
 * for me?": where the visitor is decides, so the named course's study mode answers (on campus only,
 * or online too), not who the course suits.
 */
const farAway =
  /\b(can ?not|can'?t|cant|could not|couldn'?t|unable to|not able to|no way i can|hard to|difficult to)( really)? (get|come|go|travel|make it|commute|drive|be)( down| up| in| over| into| out)?( to)? (sydney|campus|the campus|the city|there|in|down|up|every week|each week|weekly)\b|\bi (live|am based|m based|'m based)( up| down| out| over)? (in|near|at|outside|far from|interstate|regional)\b|\b(live|living|based|located) (interstate|overseas|regionally|in the country|far away|far from)\b|\bnot (in|near|from) sydney\b/;
const cityNamed = /\b(i (live|am|m|'m)|based) (up |down |out |over )?(in |at )?(melbourne|brisbane|perth|adelaide|hobart|darwin|canberra|newcastle|wollongong|gosford|geelong|cairns|townsville|the gold coast|gold coast|auckland|regional nsw|the country|the bush)\b/;

/**
 * "What's cheaper: you testing our existing software or you building us a web app?": services
 * compared by their starting rates. Testing someone's own software is the testing service.
 */
const rateCompare = /\b(cheaper|cheapest|less expensive|more expensive|costs? (more|less)|dearer|pricier|priciest|lower|higher|least|most expensive)\b/;
const testingTheirs =
  /\b(test|tests|testing|tested|qa)\b.{0,30}\b(our|my|the|existing|current) (existing |current |own )?(software|app|apps|system|systems|site|website|product|platform|code)\b/;

/** An application already sent that has a mistake in it or must change. */
const applicationChange =
  /\b(wrong|typo|mistake|mistakes|incorrect|misspelt|misspelled|error|errors|forgot to (add|put|include))\b.{0,60}\b(application|applied|form)\b|\b(application|applied|form)\b.{0,60}\b(wrong|typo|mistake|mistakes|incorrect|misspelt|misspelled|error|errors)\b|\b(change|fix|correct|update|edit|amend)\b.{0,25}\b(my|the|an) (application|details (i|on|in))\b/;
const hearBackAsked =
  /\b(hear|heard|hearing) (back|from)\b|\b(contact|call|email|e-mail|reply|respond|get back to) (me|us)\b|\bhow (long|soon)\b|\bwhen (will|should|do|can) (i|we|you|someone)\b.{0,30}\b(hear|expect|contact|reply|respond|get back|call)\b/;


/**
 * "It says accepted now, what do I do to lock in my spot?", "if they offer me a place how do I
 * lock it in", "I've been offered a place, how do I accept it": the accepted application's next step.
 */
const acceptedNext =
  /\b(accepted|(offered|offers?|give) (me |you )?(a|my|the) (place|spot|seat)|(get|am|i'm|been|was) offered (a |my |the )?(place|spot|seat))\b.{0,60}\b(what (do|should|can) (i|we) do|what now|what next|next steps?|lock (it |that |this )?in|secure|confirm|claim|take (it |that )?up|hold|accept (it|that|the offer|the place|the spot)|say yes)\b/;
/** Securing a place asked without naming it ("how do I lock in my spot?"). */
const lockIn =
  /\b(lock (it |that |this |my (spot|place|seat) )?in|lock in (my |the )?(spot|place|seat)|secure (my |the )?(spot|place|seat)|confirm (my |the )?(spot|place|seat)|claim (my |the )?(spot|place|seat)|accept (the |my )?(offer|place|spot))\b/;
/** The visitor's news that they were accepted ("just got an email saying i've been accepted"). */
const acceptedNews =
  /\b(i'?ve been|i have been|i was|i got|i'?m|im|i am|been|got) (accepted|offered (a |my )?(place|spot|seat))\b/;
/** A place offered is the application's outcome, whatever else the message names. */
const placeOffered = /\b(offered|offers?|give) (me |you )?(a|my|the) (place|spot|seat)\b|\boffered (a |my |the )?(place|spot|seat)\b/;

/** The first rule that matches, or undefined. */
export function basicAsks(c: OutrightContext): Understanding | undefined {
  const { reading, subject } = c;
  const t = reading.text;
  const single = !secondAsk.test(t);
  const all: Subject = { ...subject, programs: [...programs], services: [], asked: undefined };

  if (single && catalogueAsked.test(t)) return answered([facts.topics({ ...all, compare: false })], ["topics"], all);

  if (single && identityAsked.test(t) && subject.programs.length === 0 && subject.services.length === 0)
    return answered([facts.about()], ["about"], subject);

  // The other contact details asked beside a visit ("what's the address, and are you open Sunday?").
  const beside = (own: IntentId): IntentId[] => [
    ...new Set(
      c
        .scoredIntents()
        .filter((x) => x.exact && x.score >= 2.5 && x.id !== own && ["phone", "email", "address", "openingHours"].includes(x.id))
        .map((x) => x.id),
    ),
  ];
  // With the address asked too, the intents answer both ("what's the address, and are you open Sunday?").
  if (
    visitDay.test(t) &&
    visitWords.test(t) &&
    !/\b(class|classes|lesson|lessons|session|sessions|study|intake|start)\b/.test(t) &&
    !/\b(address|where (are|r) (you|u|ya)|located|location|based|find (you|u))\b/.test(t)
  ) {
    const more = beside("openingHours");
    // The details asked beside first: the hours' own line already says the other days.
    return answered([...more.map((id) => c.reply(id)), facts.openingHours(subject)], [...more, "openingHours"], subject);
  }
  if (floorAsked.test(t) && !/\b(course|program|class) level\b|\blevel (of|for) (the )?(course|program|maths|english)\b/.test(t)) {
    const more = beside("address");
    return answered([facts.address(), ...more.map((id) => c.reply(id))], ["address", ...more], subject);
  }

  if (single && firstStartAsked.test(t) && !firstOfAThing.test(t) && !feeSuperlative.test(t) && subject.programs.length !== 1 && subject.services.length === 0) {
    const s: Subject = { ...all, programs: subject.programs.length > 1 ? subject.programs : [...programs], compare: true };
    return answered([facts.start(s)], ["start"], s);
  }
  if (single && feeSuperlative.test(t) && courseWord.test(t) && !otherRanking.test(t) && subject.services.length === 0 && !/\b(service|services|app|website|project)\b/.test(t)) {
    const s: Subject = {
      ...all,
      programs: subject.programs.length > 1 && !/\b(your|ur|you|all)\b/.test(t) ? subject.programs : [...programs],
      compare: true,
      direction: highFee.test(t) ? "high" : "low",
    };
    return answered([facts.fee(s)], ["fee"], s);
  }

  if (single && applyCostAsked.test(t) && !/\b(course|program|tuition|enrolment)( fee| fees| cost)\b/.test(t))
    return answered([{ lead: paymentTerms.applying, more: [paymentTerms.when], sources: [facts.page("/terms"), facts.page("/enrol-now")] }], ["paymentTiming"], subject);

  if (single && rolesAsked.test(t) && !helpAsked.test(t) && !/\b(blog|post|article)\b/.test(t) && subject.services.length === 0)
    return answered([facts.roles(subject)], ["roles"], subject);

  // A named course and where the visitor lives: its study mode. Only one course, named in this
  // question or just before it; with none named, the mode intent lists which courses are online.
  if (subject.programs.length === 1 && (farAway.test(t) || cityNamed.test(t)) && !/\b(visa|move|moving|relocat\w*)\b/.test(t)) {
    const p = subject.programs[0]!;
    const s: Subject = { ...subject, text: t.replace(/\b(campus|in person|face to face)\b/g, " ") };
    const reply = facts.mode(s);
    return answered([programGuides[p.slug].modes.online ? reply : { ...reply, lead: reply.lead.replace(/^No: /, "No, not from afar: ") }], ["mode"], s);
  }

  // "Do I have to come in every week for QA?", "must I attend in person for the data course?":
  // coming in asked as an obligation of one course named: whether it can be studied from afar
  // (not the office's opening hours, which "come in" would otherwise find). "Come in every night?"
  // asks how often the classes are, which the class times answer.
  if (
    subject.programs.length === 1 &&
    facts.mustCome.test(t) &&
    !/\b(visa|move|moving|relocat\w*|fit|how often|how many)\b|\b(every|each) (night|day|evening|weeknight|weekday)s?\b/.test(t)
  )
    return answered([facts.mode(subject)], ["mode"], subject);

  if (single && rateCompare.test(t) && (subject.services.length >= 2 || (subject.services.length >= 1 && testingTheirs.test(t)))) {
    const testing = services.find((x) => x.slug === "software-testing")!;
    const ss = testingTheirs.test(t) && !subject.services.includes(testing) ? [...subject.services, testing] : subject.services;
    const s: Subject = { ...subject, services: ss, programs: [], compare: true, direction: /\b(more expensive|costs? more|dearer|pricier|priciest|higher|most expensive)\b/.test(t) ? "high" : "low" };
    return answered([facts.serviceRate(s)], ["serviceRate"], s);
  }

  return applicationAsks(c);
}

/**
 * An application's mistakes, the accepted status's next step (where to follow one is
 * thing-discussed's), and whether an application is accepted and who reviews it (admission.ts).
 */
function applicationAsks(c: OutrightContext): Understanding | undefined {
  const { reading, subject, history } = c;
  const t = reading.text;
  if (applicationChange.test(t)) {
    const change = facts.apply({ ...subject, text: `${t} application` });
    const replies: Reply[] = [change];
    if (hearBackAsked.test(t)) replies.push({ lead: `After you apply, ${facts.lowerFirst(nextSteps.received!)}`, sources: [facts.page("/faq")] });
    return answered(replies, ["apply"], subject);
  }
  const context = [t, ...history.slice(-2).map((h) => h.toLowerCase())].join(" ");
  // "[I've been accepted!] how do I lock in my spot?": the place offered in the turn before.
  const lockAfterOffer = lockIn.test(t) && acceptedNews.test(history.slice(-2).join(" ").toLowerCase());
  // "Just got an email saying I've been accepted!!": the news alone, its next step.
  const newsAlone = acceptedNews.test(t) && !/\?|\b(how|what|when|where|why|which|who|can|do|does|is|are|will)\b/.test(t);
  if (
    lockAfterOffer ||
    newsAlone ||
    (acceptedNext.test(t) && (placeOffered.test(t) || /\b(application|applied|apply|dashboard|portal|status|waitlisted|wait list|waiting list|says|shows)\b/.test(context)))
  )
    return answered(
      [{ lead: `To confirm your place, ${facts.lowerFirst(nextSteps.accepted!.replace(/^Your seat is confirmed\. Next: /, ""))}`, sources: [{ href: "/portal/sign-in", title: "Student portal" }, facts.page("/faq")] }],
      ["apply"],
      subject,
    );
  const decided = admission(t);
  if (decided) return answered([decided], ["apply"], subject);
  return undefined;
}

