/**
 * More kinds of fact a part of a two-part message can ask plainly, for `withEveryPart`
 * (every-part.ts) to keep when the answer chosen leaves them out: when the fee falls due (beside
 * how to pay), what the enrolment form's details are used for and having them deleted, whether we
 * publish placement rates (beside careers help), getting the course outline, what the application
 * form asks for (beside applying being free), paying by instalments (beside withdrawing), and
 * studying online from another city (beside the class hours), and what the software taught with
 * costs a student (beside the laptop it needs), and how long the chat is kept (beside using it
 * without a name), and what happens once a client's project is launched (beside how a project
 * runs: the support team's monitoring and fixes). Each reply is the typed fact the
 * readers already give for that kind asked alone.
 */
import { privacyTables } from "../../content/privacy.ts";
import * as facts from "./facts.ts";
import type { Reply, Subject } from "./facts/base.ts";
import { lowerFirst } from "./facts/base.ts";
import { namedForms } from "./facts/enrolment.ts";
import { programPatterns } from "./named-subjects.ts";
import { serviceWorkReply } from "./service-work.ts";

/** A kind of fact an ask can name plainly, and its typed reply for the subject talked about. */
export interface PartKind {
  asked: (part: string, s: Subject) => boolean;
  reply: (s: Subject, part: string) => Reply | undefined;
}

// "When do I actually have to pay", "is the money due up front", "at what point do I get charged".
const payWhenAsked =
  /\bwhen (do|would|will|should|must|have) (i|we|you) (actually )?(have to |need to |got to )?(pay|be charged|get charged)\b|\b(money|fee|payment|it) (is |be )?due\b|\bat what (point|stage)\b.{0,30}\b(pay|charged|charge|billed)\b|\b(pay|charged|billed)\b.{0,15}\b(up ?front|in advance|before (i|we) (apply|start|enrol))\b|\bpay anything (when|to)\b/;

// "What do you do with the info I put in the form", "why do you need my details", "used for".
const useAsked =
  /\b(what (do|will|would|does) (you|u|harbourline) (do|use)|(used|use \w+) for|why (do|would) (you|u) need|what happens to)\b/;
const personalInfo = /\b(info|information|details|data|personal|form)\b/;
const enrolForm = /\b(enrol\w*|application|apply|applying)\b/;

// "Can I have it deleted", "get them wiped", "how do I ask you to erase it".
const deleteAsked =
  /\b(delete|deleted|deleting|erase|erased|erasing|wipe|wiped|remove|removed|removal)\b.{0,30}\b(it|them|my|info|information|details|data|records)\b|\b(it|them|my|info|information|details|data|records)\b.{0,30}\b(delete|deleted|erase|erased|wipe|wiped|removed)\b/;

// "Do you publish your placement rate", "what percentage of grads get hired".
const rateAsked =
  /\b(placement|employment|hiring|job|jobs|graduate|outcome|outcomes)\b.{0,12}\b(rate|rates|stats|statistics|figures|numbers|data|percentage)\b|\b(percentage|percent|how many|what share)\b.{0,40}\b(hired|employed|jobs?|work|placed)\b/;

// "How do I get a copy of the outline", "can I get the syllabus as a PDF".
const outlineAsked =
  /\b(copy|get|download|pdf|grab|send|obtain|request)\b.{0,40}\b(outline|syllabus|brochure)\b|\b(outline|syllabus|brochure)\b.{0,25}\b(pdf|download|copy)\b/;

// "What details does the application form ask me for", "what do I fill in on the application".
const formFieldsAsked =
  /\b(what|which) (info|information|details|fields|questions)\b|\b(fill in|fill out|enter|ask (me )?for|want from me)\b/;
const applicationForm = /\b(application|apply|enrolment form|enrollment form|form)\b/;

// "Can I pay that off monthly", "split it into payments", "a payment plan".
const instalmentsAsked =
  /\b(instal+ments?|monthly|payment plan|split\b.{0,20}\bpayments?|pay (it |that )?off|spread (it |the \w+ )?out)\b/;

// "Can I do it remotely", "from Perth", "without coming in", "from interstate".
const remoteAsked =
  /\b(do|doing|take|taking|study|studying|join|joining|attend|attending|doable|complete|learn|learning|course|class|classes)\b.{0,30}\b(remote|remotely|online|from home|interstate|from (perth|brisbane|melbourne|adelaide|hobart|darwin|canberra|cairns|overseas|another city|the country))\b|\bwithout (having to )?(come|coming) in\b/;

/** The enrolment application's row of the privacy policy: why its details are collected. */
function formUse(part: string): Reply | undefined {
  const named = namedForms.find(([n]) => n.test(part))?.[1] ?? "Enrolment application";
  const row = privacyTables.collectionPoints.find((c) => c.source === named);
  if (!row) return undefined;
  return {
    lead: `What you give us on the ${lowerFirst(row.source)} is used ${lowerFirst(row.why.replace(/^To /, "to "))}`,
    sources: [facts.page("/privacy")],
  };
}

// "Do I have to pay for the software", "will I need to buy any tools", "are the licences extra":
// what the tools taught cost a student (free), not which tools are taught.
const toolCostAsked =
  /\b(pay|paying|buy|buying|purchase|purchasing|cost|costs|extra|fork out)\b.{0,30}\b(software|tools?|licen[cs]es?|subscriptions?|programs? we use)\b|\b(software|tools?|licen[cs]es?)\b.{0,20}\b(free|cost|costs|extra|included)\b/;

// "Do you store what I type?", "do you keep my chat messages", "how long do you keep what I write":
// how long the chat and messages are kept.
const chatKeptAsked =
  /\b(store|stores|keep|keeps|save|saves|retain|log|logs|record)\b.{0,12}\b(what i (type|write|say|send)|my (chats?|messages?|questions?|conversations?)|the (chats?|conversations?)|chat (logs?|history|messages?))\b/;

// "What happens once it's launched", "do you support it after it goes live", "after launch".
const afterLaunchAsked =
  /\b(after|once|when|post)\b.{0,25}\b(launch|launched|launches|go live|goes live|gone live|is live|it's live|its live|delivered|handed over|handover)\b/;
const afterLaunchWhat =
  /\b(happens?|support|supports|supported|look after|looks after|maintain\w*|stay|stick around|help|fix|fixes|what do|what will|do you|will you|then)\b/;
const courseWords = /\b(course|courses|class|classes|program|programs|study|studying|graduate|graduating|students?)\b/;

export const keptKinds: PartKind[] = [
  {
    asked: (p, s) => afterLaunchAsked.test(p) && afterLaunchWhat.test(p) && !courseWords.test(s.text) && s.programs.length === 0,
    reply: (s) => serviceWorkReply("support", s.services),
  },
  {
    asked: (p) => chatKeptAsked.test(p),
    reply: (s) => facts.privacyReply({ ...s, text: "how long do you keep my chat messages" }),
  },
  {
    asked: (p, s) => toolCostAsked.test(p) && s.services.length === 0,
    reply: (s) => facts.equipmentReply({ ...s, text: "do i have to pay for the software" }),
  },
  {
    asked: (p) => payWhenAsked.test(p),
    reply: (s) => facts.paymentTiming({ ...s, text: "when do i have to pay" }),
  },
  {
    asked: (p) => useAsked.test(p) && personalInfo.test(p) && enrolForm.test(p),
    reply: (_s, p) => formUse(p),
  },
  {
    asked: (p) => deleteAsked.test(p) && !/\b(account|application|class|booking)\b.{0,10}\bcancel/.test(p),
    reply: (s) => facts.privacyReply({ ...s, text: "can i ask you to delete my information" }),
  },
  { asked: (p) => rateAsked.test(p), reply: () => facts.careersOutcome() },
  // Getting the outline, not what its form needs from the visitor ("what do you need from me to send an outline").
  {
    asked: (p) => outlineAsked.test(p) && !/\b(need|want|ask)\w* (from|for)\b/.test(p),
    reply: (s) => facts.outline({ ...s, text: "how do i get the course outline" }),
  },
  {
    // The form's fields, not what its details are used for (that is formUse's).
    asked: (p) =>
      formFieldsAsked.test(p) && applicationForm.test(p) && !useAsked.test(p) && !/\boutline\b/.test(p),
    reply: (s) => facts.apply({ ...s, text: "what details does the application form ask for" }),
  },
  {
    asked: (p, s) => instalmentsAsked.test(p) && s.programs.length === 1,
    reply: (s) => facts.instalments({ ...s, text: "can i pay in instalments" }),
  },
  {
    asked: (p, s) => remoteAsked.test(p) && s.programs.length === 1,
    reply: (s) => facts.mode({ ...s, text: "can i do it online" }),
  },
];

/**
 * "Can I pay that off monthly…?" after "how much is full stack?": the course the visitor's last
 * question named, for a message that names no course or service itself. The
 * kinds above answer for one course; without it, a pointed-back ask's fact would be left out.
 */
export function withCourseTalkedAbout(subject: Subject | undefined, history: string[]): Subject | undefined {
  if (!subject || subject.programs.length + subject.services.length > 0) return subject;
  const last = history.at(-1)?.toLowerCase() ?? "";
  const named = programPatterns.filter(([, re]) => re.test(last)).map(([p]) => p);
  return named.length === 1 ? { ...subject, programs: named } : subject;
}
