/**
 * An application's life after the form, read by what the visitor says of their own application:
 * - a status the portal shows ("it says waitlisted", "status flipped to enrolled", "I'm on the
 *   waitlist", "waitlisted vs rejected?"): that status's next step (application-next-steps.ts);
 * - not being accepted ("and if I'm not accepted?", "what if they say no"): the rejected next step;
 * - what comes next once it is sent ("[I just submitted my application] ok so whats next");
 * - whether a real person reads it ("or is it all automated?"): the advisor who reviews it;
 * - accepting a place and the invoice that follows; what is done with the details in it; a course
 *   the provider cancels (the terms' Australian Consumer Law line);
 * - several of these asked together ("how do I apply, is it free, and how soon will someone
 *   contact me?"): each part's line, in the order asked.
 * Whether everyone gets in and who reviews an application is admission.ts's. Called before
 * after-sending.ts (outright.ts): the closest intents answer these with the form, a blog line
 * about dropping rows or the next intake.
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { paymentTerms, refundTerms } from "#content/fees.ts";
import { privacyPolicy } from "#content/privacy.ts";
import { reviewerAsked } from "./admission.ts";
import { hearingBackAsked } from "./after-sending.ts";
import * as facts from "./facts.ts";
import type { Reply } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { normalise } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, saysNothingOn, type Understanding } from "./reading.ts";

type Status = "received" | "under review" | "accepted" | "enrolled" | "waitlisted" | "rejected" | "withdrawn";

const portal = { href: "/portal/sign-in", title: "Student portal" } as const;
const applicationWord = /\b(apply|applying|applied|application|applications|aplication|enrol\w*|enroll\w*)\b/;
/** The visitor's own application being talked about: its status, the portal, what it says. */
const ownStatus =
  /\b(status|portal|dashboard|says|said|shows|showing|flipped|changed|switched|went|gone|moved|marked|listed)\b|\bon (the|a|your|its) waiting list\b|\b(if|when|once) (i am|i get|i got|i was|i end up|am i) (on (the |a )?)?waiting list\b/;

/** Status names as the visitor writes them, after normalise ("waitlisted" reads "waiting list"). */
const statusWords: [Status, RegExp][] = [
  ["waitlisted", /\b(waiting list|wait list|waitlist)\b/],
  ["under review", /\bunder (review|reveiw|reveiew|reviw)\b|\bin review\b/],
  ["received", /\breceived\b/],
  // normalise reads "enrolled" as "enrol": a status only where a status is said ("flipped to enrolled").
  ["enrolled", /\benrolled\b|\b(to|says|shows|as|now|status:?)\W{0,3}enrol\b/],
  ["rejected", /\b(rejected|declined|unsuccessful)\b/],
  ["withdrawn", /\bwithdrawn\b/],
  ["accepted", /\baccepted\b/],
];

/** Statuses the message names, in the order written. */
function statusesIn(t: string): Status[] {
  return statusWords
    .map(([s, re]) => ({ s, at: t.search(re) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.s);
}

/** Asked what statuses mean, or which differs: "waitlisted vs rejected", "the difference between under review and received". */
const comparedAsked = /\b(versus|vs|difference|diffrence|different|differ|diff)\b/;

/** Not being accepted, as a supposition: "and if I'm not accepted?", "what if you don't accept me", "what if they say no". */
const notAcceptedAsked =
  /\b(if|what if|in case|suppose)\b.{0,30}\b(not (accepted|successful|offered a place|get in|getting in)|do not (accept|take|want) (me|my application)|(do not|did not|does not|will not) get (in|a place|a spot|accepted)|say no|says no|said no|turn(s|ed)? (me|it|my application) down|turned down|knocked back|rejected|reject (me|my application)|declined|unsuccessful)\b/;

/** What comes next, asked on its own: "ok so whats next", "right, what happens now?". */
const nextAsked =
  /\b(what is next|what next|now what|what now|what happens (now|next)|what comes next|what do i do now|what do i do next|next steps?|then what)\b/;
/** The visitor says they have sent an application: "I just submitted my application", "sent off my enrolment form". */
const hasApplied =
  /\b(i (have |just |already |have just |just have )?(submitted|sent|applied|put in|filled in|filled out|lodged|done)|(just|already) (submitted|sent|applied|put in|lodged)|sent (off|in))\b/;

/** A real person, not a machine, reading an application (understand.ts keeps it from the contact details). */
export const personReadsApplication = (t: string): boolean =>
  personAsked.test(t) && submittedThing.test(t) && readingVerb.test(t);
const personAsked =
  /\b(real|actual|live) (person|human|people|humans)\b|\bhumans?\b|\bbots?\b|\bautomated\b|\bcomputer\b|\balgorithm\b|\bmachine\b|\ban ai\b|\bai (reads|decides|checks|reviews)\b/;
const submittedThing =
  /\b(application|applications|aplication|what i (submit|send|sent|submitted|put in)|my form|enrolment form|application form)\b/;
const readingVerb =
  /\b(look|looks|looked|read|reads|review|reviews|reviewed|go over|goes over|going over|check|checks|decid\w*|assess\w*|process\w*|sees|see)\b/;

/** Accepting an offered place and the bill after: "what do I do to accept it, and when do I get the invoice?". */
const acceptPlace =
  /\b(offered a place|offer of a place|accept (it|the offer|the place|my place|our offer|your offer)|confirm (my|the) place|lock in (my|the) place)\b/;
const invoiceAsked = /\b(invoice|invoices|invoiced|bill|billed|first payment)\b/;

/** What is done with the details in an application, or who sees them. */
const detailsWord = /\b(details|info|information|data|personal information|personal details)\b/;
const detailsUse =
  /\b(what (do|will|does) (you|u|harbourline|the team) do with|what happens to|what (is|are) .{0,20}used for|how (do|will) (you|u) use)\b/;
const detailsSeen = /\bwho (gets to see|can see|sees|has access to|will see|looks at|reads)\b/;
const detailsElse = /\b(how long|keep|kept|delete|deleted|sell|sold|complain\w*|escalat\w*|correct|change)\b/;

/** The provider cancelling a course or intake: "what if you cancel the course?", "pulls the plug on my intake". */
const providerCancels =
  /\b(you|u|you guys|they|harbourline|the school|the college|the team|ones who)\b.{0,20}\b(cancel|cancels|cancelled|canceled|pull the plug|pulls the plug|call off|calls off|scrap|scraps)\b.{0,25}\b(course|courses|intake|class|classes|program)\b|\b(course|intake|class|program) (is|gets|get|was|were) (cancelled|canceled|called off|scrapped)\b/;

/** How to apply, and whether applying is free, as parts of a several-part ask. */
const howToApply =
  /\bhow (do|can|would|should) (i|we) (apply|enrol|enroll|sign up)\b|\bwhere (is|are|do i find|can i find|do i get)\b.{0,15}\b(application|enrolment) form\b/;
const freeAsked =
  /\b(is|does) (it|applying|the application|applying for it)\b.{0,6}\bfree\b|\b(does|will|would) (it|applying|the application) cost (anything|money|me anything|a cent)\b|\bcost (anything|money) to apply\b|\b(do|will|would) (i|we) (have to |need to )?pay (anything|a cent|money)\b|\bis there (a|an) (application|applying) fee\b/;

const nextStep = (s: Status) => nextSteps[s] ?? "";
const statusLeads = new Set(Object.values(nextSteps));
/** What a status's next step answers when asked after it: what happens now, how I hear, a place opening. */
const statusNext =
  /\b(what happens|what if|what now|now what|what next|what is next|mean|means|tell me|let me know|find out|how will i know|hear|drops? out|pulls? out|opens?|frees? up|how long|is that bad|what do i do)\b/;
const statusLabel = (s: Status) => `**${s.charAt(0).toUpperCase()}${s.slice(1)}**`;
const privacyLine = (id: string, holds: RegExp) =>
  privacyPolicy.sections.find((x) => x.id === id)?.paragraphs.find((p) => holds.test(p)) ?? "";

/** The status line as an answer to a supposition: "If we cannot offer you a place, you are welcome to…". */
function ifRejected(): string {
  return `If we cannot offer you a place, ${facts.lowerFirst(nextStep("rejected").replace(/^We could not offer you a place this time\. /, ""))}`;
}

function statusReply(statuses: Status[], compared: boolean): Reply {
  const sources = [portal, facts.page("/faq")];
  if (compared && statuses.length > 1)
    return {
      lead: `${statusLabel(statuses[0]!)}: ${nextStep(statuses[0]!)}`,
      more: statuses.slice(1).map((s) => `${statusLabel(s)}: ${nextStep(s)}`),
      sources,
    };
  return { lead: nextStep(statuses[0]!), sources };
}

/** The reply to one ask of an application's life in one part of the message, or undefined. */
function partReply(p: string, c: OutrightContext, whole: string): Reply | undefined {
  const terms = facts.page("/terms");
  // "how long do you hold my data if my application gets rejected?" is the privacy policy's.
  const aboutData = /\b(data|details|info|information|records|personal)\b/.test(whole);
  const statuses = aboutData ? [] : statusesIn(p);
  const compared = comparedAsked.test(p) && statuses.length > 1;
  if (
    statuses.length > 0 &&
    (compared || (ownStatus.test(p) && applicationOrStatus(p, whole))) &&
    !(statuses.length === 1 && statuses[0] === "accepted")
  )
    return statusReply(statuses, compared);
  if (
    notAcceptedAsked.test(p) &&
    !aboutData &&
    (applicationWord.test(whole) || recentlyApplying(c) || /\b(accept\w*|get(ting)? in|a place|a spot)\b/.test(p))
  )
    return { lead: ifRejected(), more: [facts.termsLine("applying", /waiting list/)], sources: [terms, portal] };
  if (personAsked.test(p) && personReadsApplication(whole))
    return { lead: `A person does: ${facts.lowerFirst(nextStep("received"))}`, sources: [terms, facts.page("/faq")] };
  if (reviewerAsked.test(p) && !/\b(data|details|info|information)\b/.test(p))
    return { lead: nextStep("received"), sources: [terms, facts.page("/faq")] };
  if (acceptPlace.test(p) && /\b(how|what (do|should|must) i do|what is the way)\b/.test(p) && !invoiceAsked.test(p))
    return {
      lead: `To confirm your place, ${facts.lowerFirst(nextStep("accepted").replace(/^Your seat is confirmed\. Next: /, ""))}`,
      sources: [portal, facts.page("/faq")],
    };
  if (acceptPlace.test(whole) && invoiceAsked.test(p))
    return { lead: paymentTerms.when, more: [paymentTerms.methods], sources: [terms] };
  if (detailsWord.test(p) && applicationWord.test(p) && !detailsElse.test(p)) {
    if (detailsUse.test(p))
      return {
        lead: facts.termsLine("privacy", /assess it/),
        more: [privacyLine("use", /do not sell/)],
        sources: [facts.page("/privacy"), terms],
      };
    if (detailsSeen.test(p))
      return {
        lead: privacyLine("use", /Only our staff/),
        more: [privacyLine("use", /web host/)],
        sources: [facts.page("/privacy")],
      };
  }
  if (providerCancels.test(p) && !/\b(i|we) (cancel|want to cancel|need to cancel)\b/.test(p))
    return {
      lead: refundTerms.law,
      more: [facts.termsLine("changes", /two weeks/)],
      sources: [terms],
    };
  return undefined;
}

/** A part of a several-part ask about applying that the parts above leave: the form, the fee, the wait. */
function applyingPart(p: string, c: OutrightContext): Reply | undefined {
  if (howToApply.test(p)) return facts.apply({ ...c.subject, text: "how do i apply" });
  if (freeAsked.test(p)) return { lead: paymentTerms.applying, sources: [facts.page("/terms")] };
  if (hearingBackAsked(p))
    return { lead: nextStep("received"), sources: [facts.page("/faq")] };
  return undefined;
}

function applicationOrStatus(p: string, whole: string): boolean {
  return applicationWord.test(whole) || /\b(status|portal|dashboard|waiting list)\b/.test(p);
}

/** Whether one of the last two earlier questions was about applying. */
function recentlyApplying(c: OutrightContext): boolean {
  return c.history.slice(-2).some((h) => applicationWord.test(normalise(h)));
}

/** The answer about an application's life, or undefined when the message asks something else. */
export function applicationLife(c: OutrightContext): Understanding | undefined {
  const t = normalise(c.question);
  const clauses = t
    .split(/\?|(?:,\s*|\b)(?:and|also|plus)(?: then)? (?=(?:what|whats|when|whens|where|which|how|who|can|could|do|does|is|are|will|would)\b)|,\s*(?=(?:what|when|where|which|how|who|can|could|do|does|is|are|will|would)\b)/)
    .map((p) => p.trim())
    .filter((p) => /\w/.test(p));
  // "how do I apply for a tax file number?": applying for something we do not offer is not ours
  // to answer with our form (careers' jobs and our courses are).
  const appliedFor = /\bhow (do|can|would|should) (i|we|you) apply for (.+?)(\?|$|,| and )/.exec(t);
  if (
    appliedFor &&
    c.subject.programs.length === 0 &&
    !/\b(course|courses|program|programs|programme|training|intake|intakes|class|classes|place|spot|seat|it|one|them|both|jobs?|roles?|positions?|internships?|bootcamp|qa|testing|full stack|data|analytics|enrolment|next|same|this|that)\b/.test(appliedFor[3]!)
  )
    return saysNothingOn(c.subject, c.unknown);
  // A supposition before the ask ("if I'm waitlisted, how will I find out…") is read with it.
  const parts = clauses.reduce<string[]>((out, p, i) => {
    const before = clauses[i - 1];
    if (before && /^if\b/.test(before) && !/\b(what|how|when|can|will|do|does)\b/.test(before.replace(/^if\b/, "")))
      out[out.length - 1] = `${before}, ${p}`;
    else out.push(p);
    return out;
  }, []);
  const replies: Reply[] = [];
  let own = 0;
  for (const p of parts) {
    const mine = partReply(p, c, t);
    if (mine) {
      own++;
      replies.push(mine);
      continue;
    }
    // "on the waiting list rn, what happens if someone pulls out": the status's next step says it.
    if (replies.some((r) => statusLeads.has(r.lead)) && statusNext.test(p)) continue;
    const applying = parts.length > 1 && (applicationWord.test(t) || statusesIn(t).length > 0) ? applyingPart(p, c) : undefined;
    if (applying) replies.push(applying);
    else if (parts.length > 1) return undefined;
  }
  // A several-part ask about applying ("how do I apply, is it free, and how soon…?") is taken
  // whole when every part is about applying; one part alone is another rule's unless it is ours.
  if (replies.length > 0 && (own > 0 || replies.length > 1))
    return read(c, dedupe(replies));
  // "[I just submitted my application] ok so whats next": the steps after the form.
  if (
    parts.length === 1 &&
    nextAsked.test(t) &&
    t.split(/\s+/).length <= 8 &&
    !/\b(accepted|offered|enrolled|course|intake|class|program|module|week|topic)\b/.test(t) &&
    [t, ...c.history.slice(-2).map((h) => normalise(h))].some((x) => hasApplied.test(x) && applicationWord.test(x)) &&
    // "[i applied for QA and got waitlisted] what happens now" is that status's (understand.ts).
    !c.history.slice(-1).some((h) => statusesIn(normalise(h)).some((s) => s !== "received"))
  )
    return read(c, [facts.apply({ ...c.subject, text: "what happens after i apply when will i hear back" })]);
  return undefined;
}

/**
 * The rule's answer: sure, and the whole message's (a status said before "what does that mean?"
 * is what "that" is, so the ask alone must not be read apart from it).
 */
function read(c: OutrightContext, replies: Reply[]): Understanding {
  const intents = [...new Set(replies.map(intentOf))];
  const found = pageAnswer(c.subject, replies, intents);
  return replies.some((r) => statusLeads.has(r.lead)) ? { ...found, basic: true } : found;
}

/** The kind of fact a reply gives, so a message of several asks is composed as it reads. */
function intentOf(r: Reply): IntentId {
  if (r.lead === refundTerms.law) return "refund";
  if (r.lead === paymentTerms.when) return "paymentTiming";
  if (r.sources.some((x) => x.href === "/privacy")) return "privacy";
  return "apply";
}

/** Replies with the same lead said once, and none whose lead another reply already says. */
function dedupe(replies: Reply[]): Reply[] {
  const said = (r: Reply) => [r.lead, ...(r.more ?? [])].join(" ");
  return replies.filter(
    (r, i) =>
      replies.findIndex((x) => x.lead === r.lead) === i &&
      !replies.some((x, j) => j !== i && x.lead !== r.lead && said(x).includes(r.lead)),
  );
}
