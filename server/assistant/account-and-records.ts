/**
 * Doing things on the site and the records behind them, read before the basic asks (outright.ts):
 * - an application's statuses listed ("which statuses could my application show?", "what stages
 *   does an application go through?"), following one online ("is there a page where I can keep
 *   track of it?"), sending one again after withdrawing it, applying for two courses at once
 *   (which the site never says: the honest reply);
 * - a form's details and why they are asked ("what do I type in to make a portal login?", "why do
 *   you need my mobile just to send an outline?", "what goes into the newsletter signup, and do
 *   you pass my e-mail on?"), and whether staff can read a portal password;
 * - deleting everything after a course, which the policy answers with the enrolment and payment
 *   records it must keep (seven years).
 * The closest intent answered these with the privacy table's application row, the careers page,
 * the refund terms or a service's project steps. Each answer is built from content/ (the
 * dashboard's next steps, the FAQ, the privacy policy and its tables).
 * `elsewhereAccount` is read earlier still: another service's account is not ours to change.
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { consultationBooking } from "#content/consultation.ts";
import { faqPage } from "#content/faq.ts";
import { budgetOptions } from "#content/options.ts";
import { privacyPolicy, privacyTables } from "#content/privacy.ts";
import * as facts from "./facts.ts";
import type { Reply } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { sentencesOf } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import { answeredWhole, saysNothingOn, type Understanding } from "./reading.ts";

const portal = { href: "/portal/sign-in", title: "Student portal" };

/** Read whole: no word of the question is a detail the reply leaves unsaid ("a page", "track"). */
const answered = (c: OutrightContext, reply: Reply, intents: IntentId[]): Understanding =>
  answeredWhole(c.reading, c.subject, reply, intents);

const honest = (c: OutrightContext): Understanding => saysNothingOn(c.subject, c.unknown);

/** An application (or the enrolment form) named, not a web or mobile application we build. */
const applicationNamed = (t: string) =>
  /\b(application|applications|applied|apply|applying|enrolment form|enrollment form|enrol form)\b/.test(t) &&
  !/\b(web|mobile|software|an app|the app) applications?\b/.test(t);

/**
 * Read whole and kept whole: a story told before the ask ("I sent my application last week. Is
 * there anywhere I can log in…?") is what the ask's "it" is, so the ask is not answered alone.
 */
const answeredBasic = (c: OutrightContext, reply: Reply, intents: IntentId[]): Understanding => ({
  ...answered(c, reply, intents),
  basic: true,
});

// ---------------------------------------------------------------------------------------------
// Another service's account

/**
 * "Can you delete my facebook account?", "reset my instagram password": an account on another
 * service, with something to do to it. Not ours to do, and our own social links or portal reset
 * would answer another question: the honest reply.
 */
const elsewhere =
  /\b(my|our|his|her|their|me a) (facebook|fb|insta|instagram|linkedin|twitter|tiktok|snapchat|snap|gmail|google|apple|icloud|netflix|youtube|whatsapp|discord|reddit|spotify|microsoft|outlook|hotmail|yahoo|steam|xbox|playstation|paypal|bank|uber|amazon|ebay|tinder|myspace|x) (account|accounts|acct|password|pw|profile|page|login|log in|email|e-mail)\b/;
const doneToIt =
  /\b(delete|deleting|close|closing|remove|removing|deactivate|cancel|reset|recover|unlock|hack|hacked|change|changing|fix|fixing|get back|access|set up|make|create|unban|restore|verify|log me in|sign me in)\b/;

export function elsewhereAccount(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  return elsewhere.test(t) && doneToIt.test(t) ? honest(c) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Applications

/** Every status an application can show, in the dashboard's order, with the first one's next step. */
function statusesReply(): Reply {
  const names = Object.keys(nextSteps);
  return {
    lead: `An application can show ${names.length} statuses in the student portal: ${facts.list(names.map((k) => `“${k}”`))}.`,
    more: [`“Received” comes first: ${facts.lowerFirst(nextSteps.received ?? "")}`],
    sources: [portal, facts.faq],
    final: true,
  };
}

/** "Which statuses could it show?", "what stages does an application go through?", "all the statuses". */
// (The reading spells plurals singular: "statuses" is read "status".)
// One status named ("says waitlisted, what does that mean?", read "wait list") is that status's own.
const statusesAsked = (t: string) =>
  /\b(statuses|status|stages?)\b/.test(t) &&
  /\b(which|all|every|list (all|every|the|each)|possible|could|different|kinds?|types?|go through|goes through|options)\b/.test(
    t,
  ) &&
  !/\bwait(ing)? ?list(ed)?\b/.test(t) &&
  !Object.keys(nextSteps).some((k) => new RegExp(`\\b${k}\\b`).test(t)) &&
  /\b(application|applications|applied|apply|dashboard|portal)\b/.test(t);

/** The FAQ's portal answer: following an application online, sentence by sentence. */
const portalLines = () =>
  sentencesOf(
    faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in")?.answer ?? "",
  );

/**
 * "Is there a page where I can keep track of it?", "anywhere I can log in and see what's going
 * on?": following an application, which the portal's dashboard does.
 */
const followAsked = (t: string) =>
  (applicationNamed(t) || /\b(log in|login|sign in|portal)\b/.test(t)) &&
  /\b(track|tracking|follow|keep an eye|check on|check up on|check where|where it is up to|where it is at|how it is going|progress|what is going on|what is happening|status|see where)\b/.test(
    t,
  ) &&
  /\b(where|page|anywhere|somewhere|online|log in|login|sign in|website|site|a way|how|can i|is there)\b/.test(
    t,
  ) &&
  !/\b(how long|when|until|till)\b/.test(t);

/** The apply answer's own portal line ("Yes, in the student portal: …"), else the FAQ's. */
function followReply(c: OutrightContext, t: string): Reply | undefined {
  // "Can I log in somewhere and track it?": "it" is the application, read so.
  const asked = applicationNamed(t) ? t : `${t.replace(/\b(it|that one)\b/g, "my application")} my application`;
  const apply = facts.apply({ ...c.subject, text: asked });
  if (/student portal/.test(apply.lead)) return apply;
  const [account] = portalLines();
  return account ? { lead: account, sources: [portal, facts.faq], final: true } : undefined;
}

/**
 * "I'm paying in instalments and might drop out halfway, do I have to keep paying?": the refund
 * terms, the instalments sentence with them (what is cancelled, in writing). A message with
 * another ask too ("…? Also is GST included?") is left to be answered in parts.
 */
const anotherAsk = (question: string) =>
  (question.match(/\?/g)?.length ?? 0) >= 2 || /\b(also|and also|plus|as well)\b/i.test(question);
const stopsWhilePaying = (t: string) =>
  /\b(instalments?|installments?|payment plan|paying (it )?(monthly|off|each month|per month)|monthly payments?)\b/.test(
    t,
  ) &&
  /\b(drop out|dropping out|pull out|pulling out|quit|quitting|withdraw|withdrawing|leave the course|leaving the course|give up|giving up)\b/.test(
    t,
  ) &&
  /\b(keep paying|still (owe|pay|have to pay|be charged|get charged)|rest|remaining|have to pay|owe|owing|payments?)\b/.test(
    t,
  );

/**
 * "I withdrew my application by accident, can I reapply?": the withdrawn status's next step. Not
 * withdrawing from a course being paid for (the refund terms).
 */
const sentAgainAfterWithdrawing = (t: string) =>
  /\b(withdrew|withdrawn|withdraw|withdrawing|cancelled|canceled|pulled)\b/.test(t) &&
  /\b(application|applications)\b/.test(t) &&
  /\b(again|reapply|re-apply|new one|another one|a new|back|undo|mistake|accident|accidentally|by accident|without meaning|did not mean)\b/.test(
    t,
  ) &&
  !/\b(course fee|fees?|instalments?|installments?|refunds?|money|pay|paying|paid)\b/.test(t);

function reapplyReply(): Reply | undefined {
  const [, again] = sentencesOf(nextSteps.withdrawn ?? "");
  return again
    ? { lead: `Yes: ${facts.lowerFirst(again)}`, sources: [portal, facts.enrol], final: true }
    : undefined;
}

/**
 * "Can I apply for QA and data analytics at the same time?", "applications for two courses at
 * once": the site never says whether one person may hold two applications.
 */
const twoAtOnce = (c: OutrightContext) => {
  const t = c.reading.text;
  if (!/\b(apply|applying|application|applications)\b/.test(t)) return false;
  const two =
    c.subject.programs.length >= 2 ||
    /\b(two|2|both|multiple|several|more than one|second)\b( \w+)?( \w+)? (courses|programs|programmes|applications|course|program)\b/.test(
      t,
    );
  return (
    two &&
    /\b(same time|at once|simultaneously|together|both|as well|two|2|multiple|several|more than one)\b/.test(
      t,
    )
  );
};

// ---------------------------------------------------------------------------------------------
// Forms and their details

type Row = (typeof privacyTables.collectionPoints)[number];

/** The forms a visitor names beyond the ones `facts.namedForms` reads: the portal, the newsletter, an outline sent. */
const moreForms: [RegExp, string][] = [
  [
    /\b(portal|student) (account|acct|log ?in|login|sign ?up|signup|profile)\b|\b(sign up|signing up|register|registering|create|creating|make|making|set up|open|opening) (for |to )?(a |an |the |my )?(student )?portal\b/,
    "Student portal account",
  ],
  [/\bnewsletters?\b|\bmailing list\b/, "Newsletter signup"],
  [
    /\b(send|sending|e-?mail|emailing) (me |you )?(a |an |the )?(course )?(outline|brochure)\b|\boutline form\b/,
    "Course outline form",
  ],
];

/** The one form a question names; undefined when none, or two set side by side, are named. */
function formNamed(t: string): Row | undefined {
  const named = new Set(
    [...moreForms, ...facts.namedForms].filter(([form]) => form.test(t)).map(([, source]) => source),
  );
  if (named.size !== 1) return undefined;
  const [source] = named;
  return privacyTables.collectionPoints.find((r) => r.source === source);
}

/** "Why do you need my number?", "what do you do with my phone number?": a detail's purpose. */
const whyAsked =
  /\bwhy (do|does|would|d) (you|u|ya|they|the form|it) (need|want|ask|collect|require|take)\b|\bwhat (do|will|would) (you|u|ya|they) (do|use) (with )?(my|the)\b.{0,30}\b(for|with|afterwards|after|then)?\b|\bwhat (is|s) (my )?(phone|number|mobile|e-?mail|address|name)\b.{0,15}\b(for|used for)\b/;

/** "Do you sell it?", "will you pass my e-mail on?": what the policy says of sharing. */
const sharedAsked =
  /\b(sell|sells|selling|sold|pass (it|my \w+|them) on|pass on|share|shares|sharing|give (it|my \w+|them) (to|away)|hand (it|my \w+)? ?over|third part(y|ies)|other (companies|company|businesses|firms)|advertisers|marketers)\b/;

/** "What do I type in?", "what details do I need?", "what do you ask for?": a form's fields. */
const detailsAsked = (t: string) =>
  facts.fieldsAsked.test(t) ||
  /\bwhat (do|does|will) (i|you|it|the form) (have to |need to |gotta |got to )?(type|enter|put|fill|give|need|ask for)\b|\bwhat (info|information|details)\b/.test(
    t,
  );

/** The policy's sentence that we sell nothing, from its "How we use and share it" section. */
const notSold = () =>
  sentencesOf(privacyPolicy.sections.find((s) => s.id === "use")?.paragraphs[0] ?? "").find((x) =>
    /\bsell\b/.test(x),
  );

const fieldsLine = (row: Row) =>
  `The ${facts.lowerFirst(row.source)} asks for ${facts.list(row.collects, "; and ")}.`;
const purpose = (row: Row) => row.why.replace(/^To /, "to ");

function formReply(t: string): Reply | undefined {
  const row = formNamed(t);
  if (!row) return undefined;
  const sold = notSold();
  // "What goes into the newsletter signup, and do you sell the list?": both, the fields first.
  if (detailsAsked(t) && sharedAsked.test(t) && sold)
    return { lead: fieldsLine(row), more: [sold], sources: [facts.privacy], final: true };
  // "Why do you need my phone number for an outline?": the row's reason, then its fields.
  // (What the chat keeps, with its IP address's period, is facts.formAsked's.)
  if (whyAsked.test(t) && row.source !== "Chat assistant")
    return {
      lead: `We ask for it ${purpose(row)}`,
      more: [fieldsLine(row)],
      sources: [facts.privacy],
      final: true,
    };
  // The portal's and newsletter's own fields (the other forms' are facts.formAsked's).
  if (detailsAsked(t) && /^(Student portal account|Newsletter signup)$/.test(row.source))
    return {
      lead: fieldsLine(row),
      more: [`We use it ${purpose(row)}`],
      sources: [facts.privacy, ...(row.source === "Student portal account" ? [portal] : [])],
      final: true,
    };
  return undefined;
}

/**
 * "Can your staff see my password?", "are portal passwords visible to the people who work
 * there?": the portal row's password, kept only as a one-way hash.
 */
const passwordSeen = (t: string) =>
  /\bpasswords?\b/.test(t) &&
  /\b(see|seen|read|visible|view|access|know|look at|get at|find out|stored|store|plain ?text)\b/.test(t) &&
  /\b(staff|you|u|admin|admins|employees|people|anyone|anybody|team|harbourline|someone|somebody|workers|your end)\b/.test(
    t,
  ) &&
  !/\b(forgot|forgotten|forget|lost|reset|locked)\b/.test(t);

function passwordReply(): Reply | undefined {
  const row = privacyTables.collectionPoints.find((r) => r.source === "Student portal account");
  const stored = row?.collects.find((x) => /^password/.test(x));
  if (!stored) return undefined;
  return {
    lead: `No: your ${stored.replace(/^password, /, "password is ")}.`,
    more: sentencesOf(privacyPolicy.sections.find((s) => s.id === "security")?.paragraphs[0] ?? "").slice(
      0,
      1,
    ),
    sources: [{ href: "/privacy#security", title: "Privacy policy: keeping it safe" }],
    final: true,
  };
}

/**
 * "For the consultation booking, what budget ranges can I pick?": the form's fixed budget options,
 * with the call's length when it is asked beside them.
 */
const budgetRangesAsked = (t: string) =>
  /\bbudget (ranges?|options?|brackets?|choices?|bands?)\b|\b(ranges?|options?|brackets?|choices?|bands?) (for|of) (the |my |a )?budget\b|\b(which|what) budget\b/.test(
    t,
  ) && /\b(consult\w*|booking|book|form|call)\b/.test(t);

/** Read before what happens after sending (outright.ts), which would answer the call's length alone. */
export function budgetRanges(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  return budgetRangesAsked(t) ? answered(c, budgetReply(t), ["consultation"]) : undefined;
}

function budgetReply(t: string): Reply {
  const length = /\b(how long|length|minutes?|duration)\b/.test(t)
    ? consultationBooking.promises[0]
    : undefined;
  return {
    lead: `The consultation booking's budget ranges are ${facts.list(
      budgetOptions.map((o) => o.label),
      " or ",
    )}.`,
    more: length ? [facts.sentence(length)] : [],
    sources: [facts.consultation],
    final: true,
  };
}

/**
 * "Is my chat IP kept as long as my enrolment records?": two retention periods set side by side,
 * the policy's rows, longest first (the "address" in "IP address" is no office address).
 */
const periodsCompared = (t: string) =>
  facts.keepAsked.test(t) &&
  /\b(as long as|longer|shorter|same (length|time|period)|compared|compare|vs|versus|than)\b/.test(t) &&
  facts.retentionRows(t).length >= 2;

// ---------------------------------------------------------------------------------------------
// Deleting everything after a course

/** Deleting or wiping records, in the words a visitor uses. */
const eraseAsked =
  /\b(delet\w*|eras\w*|wip\w*|remov\w*|get rid of|purg\w*|scrub\w*|destroy\w*|forget (me|about me|everything)|clear (out )?(my|all|every))\b/;
/** A former or future student's records: a course finished, enrolment and payment records. */
const studentRecords =
  /\b(finished|completed|graduat\w*|alumni|after (the|my) course|after i (finish|complete|graduate)\w*|(was|been) (a )?student|studied (with|at)|did (a|one of your|your|the) (course|program)|enrolment (records?|history|details|data)|payment (records?|history|details)|enrol\w* and payment)\b/;

function keptAfterCourseReply(): Reply | undefined {
  const row = privacyTables.retention.find((r) => /payment records/i.test(r.records));
  const access = privacyPolicy.sections.find((s) => s.id === "access")?.paragraphs[1] ?? "";
  const unless = sentencesOf(access).find((x) => /unless the law/.test(x));
  const when = sentencesOf(access).find((x) => /within 30 days/.test(x));
  if (!row) return undefined;
  return {
    lead: `${row.records} are kept ${facts.lowerFirst(row.kept)}`,
    more: [unless, when].filter((x): x is string => Boolean(x)),
    sources: [{ href: "/privacy#access", title: "Privacy policy: your rights" }, facts.contact],
    final: true,
  };
}

// ---------------------------------------------------------------------------------------------
// A change we make after enrolment

/**
 * A change we make to a class time or an intake's start, asked with what the visitor is told or
 * what happens then ("if you push back the start date, how much warning will I get?", "what
 * happens if you move my intake?"). "Can you change my class to Tuesday?" is the visitor's own move.
 */
export function ourChangeAsked(t: string): boolean {
  const weChange =
    /\b(you|u|they|we|harbourline)( guys)? ((have|need|decide|had|were|want) to |ever |might |may |do |does |ever have to )?(change|changes|changed|move|moves|moved|push|pushes|pushed|postpone|postpones|delay|delays|reschedule|reschedules|shift|shifts|bring forward)\b.{0,40}\b(class|classes|night|nights|day|time|times|slot|start|start date|starting date|intake|intakes|date|dates|schedule|timetable)\b/;
  const told =
    /\b(notice|warning|heads up|heads-up|advance|ahead|how early|how soon|how far|let (me|us) know|tell (me|us)|told|informed|notified|what happens|what if|what then)\b/;
  return weChange.test(t) && told.test(t);
}

// ---------------------------------------------------------------------------------------------

/** The first of this module's rules that matches, in order; undefined when none does. */
export function accountAndRecords(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  if (elsewhere.test(t)) return undefined;
  const application =
    (statusesAsked(t) ? statusesReply() : undefined) ??
    (sentAgainAfterWithdrawing(t) ? reapplyReply() : undefined) ??
    (followAsked(t) ? followReply(c, t) : undefined);
  if (application) return answeredBasic(c, application, ["apply"]);
  // "If you have to change my class night or push back the start date, how much warning will I
  // get?": a change we make (not the visitor's own move), which the terms' changes section answers.
  if (ourChangeAsked(t)) return answered(c, facts.ourChanges(), ["timetable"]);
  if (stopsWhilePaying(t) && !anotherAsk(c.question)) return answeredBasic(c, c.reply("refund"), ["refund"]);
  const record =
    (passwordSeen(t) ? passwordReply() : undefined) ??
    formReply(t) ??
    (periodsCompared(t) ? facts.privacyReply({ ...c.subject, text: t }) : undefined) ??
    (eraseAsked.test(t) && studentRecords.test(t) ? keptAfterCourseReply() : undefined);
  if (record) return answered(c, record, ["privacy"]);
  if (twoAtOnce(c)) return honest(c);
  return undefined;
}
