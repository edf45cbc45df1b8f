/**
 * What happens after a visitor sends us something, and when money is due, asked in their words or
 * as a follow-up that points at the thing just discussed:
 * - hearing back, by what was sent: an application (an advisor within two business days), a
 *   consultation request (a reply within one business day), the contact form (the site gives no
 *   time: the honest reply). "Sent my application in last night. How long before I hear something
 *   from a real person?"; "[how do i apply for the QA course] how long till i hear back".
 * - when the course fee is paid: nothing before enrolment, then an invoice. "do I get charged
 *   before I find out if I'm accepted?"; "[do i have to pay to apply?] ok so when does the bill
 *   actually arrive then".
 * - the free consultation's call: how long it is, who is on it, what it costs. "[is the
 *   consultation free?] how long's the call"; "my mum wants to talk to an actual developer, not a
 *   sales guy. does it cost her anything".
 * Called first among the outright rules (outright.ts): the closest intent would answer the
 * contact details, a course's fee or the other thing's reply time.
 */
import { paymentTerms } from "#content/fees.ts";
import * as facts from "./facts.ts";
import { normalise } from "./language.ts";
import type { Reply } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, saysNothingOn, type Understanding } from "./reading.ts";

type Sent = "application" | "consultation" | "contact form";

/** What the visitor sent, or means to send, named in one text; undefined when none or two are. */
function sentIn(t: string): Sent | undefined {
  const named: Sent[] = [];
  if (
    /\b(apply|applying|applied|application|applications|aplication|enrol|enroll|enrolling|enrolled|enrolment|enrollment|sign up for (the|a) (course|program))\b/.test(
      t,
    ) &&
    !/\b(web|mobile|software|your|an app|the app) applications?\b/.test(t)
  )
    named.push("application");
  if (
    /\b(consult|consults|consultation|consultations|booking|booked a call|book a call|discovery call|free call)\b/.test(
      t,
    )
  )
    named.push("consultation");
  if (
    /\bcontact (us )?form\b|\b(sent|send|message|messaged) (you|u) (a |an )?(message|msg|enquiry|inquiry|note)\b/.test(
      t,
    )
  )
    named.push("contact form");
  return named.length === 1 ? named[0] : undefined;
}

/** Waiting to hear back: "how long before I hear something", "whens someone gonna ring me", "how long do i wait". */
export const hearingBackAsked = (t: string): boolean =>
  facts.replyWaitAsked(t) ||
  (/\b(how (soon|quickly|fast|long)|when|whens|wait|until|till|before)\b/.test(t) &&
    /\b(ring|rings|call|calls|phone|phones|e-?mail|e-?mails|talk|talks|speak|speaks|contact|contacts|reach|reaches|message|messages)\b( \w+)?( to| with)? (me|us)\b/.test(
      t,
    )) ||
  /\bhow long (do|will|would|should|must) (i|we) (have to |need to )?wait\b|\bhow long (is|s) the wait\b/.test(
    t,
  ) ||
  // "applied yday how long til sum1 gets bk 2 me": "back" as typed in a hurry.
  (/\b(how (soon|quickly|fast|long)|when|whens|until|till)\b/.test(t) &&
    /\b(get|gets|getting|hear|write|ring|call) (bk|bak|back)\b|\b(bk|bak) to (me|us)\b/.test(t));

/** Paying before the outcome: "charged before I find out if I'm accepted", "money up front", "a deposit to hold my spot". */
const payBeforeAsked = (t: string): boolean =>
  /\b(charged|charge (me|us)|charges|pay|paying|money|billed|deposit|fee|fees)\b/.test(t) &&
  (/\b(before|until|till|up ?front|upfront|only (once|when|after)|hold (my|a|the) (spot|place|seat))\b.{0,40}\b(accepted|accept|offer|offered|enrol\w*|in|find out|decision|place|spot|seat|apply|applying|application)\b/.test(
    t,
  ) ||
    /\b(deposit)\b.{0,40}\b(apply|applying|application|spot|place|seat)\b/.test(t)) &&
  !/\b(refund\w*|instal\w*|web|app|website|project)\b/.test(t);

/** When the bill comes: "when does the bill arrive", "when do you invoice me", "when am i charged". */
const billWhenAsked = (t: string): boolean =>
  /\b(when|whens|what point|what stage|how soon)\b.{0,40}\b(bill|bills|invoice|invoiced|invoices|charged|charge me|billed)\b/.test(
    t,
  ) && !/\b(refund\w*|instal\w*|web|app|website|project|gst)\b/.test(t);

/** The call itself asked: how long, who is on it, what it costs. */
const lengthAsked = /\b(how long|how many minutes|minutes?|length|duration|long is it|how long s)\b/;
const whoAsked =
  /\bwho\b|\bwith whom\b|\bsales ?(person|people|guy|guys|rep|reps|pitch|man)\b|\b(real|actual|proper) (dev|devs|developer|developers|engineer|engineers|techie|tech person)\b/;
const costAsked = /\b(cost|costs|free|pay|charge|charged|price|anything)\b/;
/** Wanting to talk to a developer, not a salesperson, about something to build: the consultation by its promise. */
const developerTalkAsked = (t: string): boolean =>
  /\b(talk|speak|chat|meet)\b.{0,25}\b(dev|devs|developer|developers|engineer|engineers)\b/.test(t) &&
  /\b(not|rather than|instead of|no)\b.{0,10}\bsales/.test(t);

function answered(
  replies: Reply[],
  intents: IntentId[],
  c: OutrightContext,
  fromHistory: boolean,
): Understanding {
  const found = pageAnswer(c.subject, replies, intents);
  return fromHistory ? { ...found, fromHistory: true } : found;
}

/** The answer about what follows sending something, or paying for a course; undefined when not asked. */
export function afterSending(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  const services = c.subject.services.length > 0;
  // A question with another part ("when will I hear back, and can I track it online?") is left to
  // the reader, which answers each part; unless every part is one asked here.
  const parts = t
    .split(
      /\?|\b(?:and|also|plus)(?: then)? (?=(?:what|whats|when|whens|where|which|how|who|can|could|do|does|is|are|will|would)\b)/,
    )
    .filter((p) => /\w/.test(p));
  const paidWhen = (p: string) =>
    /\b(when|whens|what point)\b.{0,30}\b(pay|paid|payment|fee|fees|due|bill|invoice)\b/.test(p);
  if (
    parts.length > 1 &&
    !parts.every((p) => hearingBackAsked(p) || payBeforeAsked(p) || billWhenAsked(p) || paidWhen(p))
  )
    return callAsked(c, t);
  // Money first: "do I get charged before I'm accepted?" also reads as waiting for a decision.
  // When the fee is paid, from the payment terms: the lead answers the ask, one line supports it.
  const paymentTiming = (lead: string, more: string) =>
    answered([{ lead, more: [more], sources: [facts.page("/terms"), facts.page("/enrol-now")] }], ["paymentTiming"], c, false);
  if (payBeforeAsked(t) && !services) return paymentTiming(paymentTerms.applying, paymentTerms.when);
  if (billWhenAsked(t) && !services) return paymentTiming(paymentTerms.when, paymentTerms.options);
  const { sent, fromHistory } = sentThing(c, t);
  // "how long till i hear back", "whens someone gonna ring me" about the thing sent.
  if (sent && hearingBackAsked(t) && !/\b(decision|decided|outcome|approved|accepted)\b/.test(t)) {
    // Both named ("which is quicker, booking or applying?") is the comparison's, not this.
    if (fromHistory && sentIn(t.replace(/\b(apply|applying|applied|application)\b/g, "")) !== undefined)
      return undefined;
    if (sent === "application") {
      const heard = facts.apply({ ...c.subject, text: "what happens after i apply when will i hear back" });
      // "once I've applied, how long till you contact me and when's the fee due?": both parts.
      const paying = paidWhen(t) ? [{ lead: paymentTerms.when, sources: [facts.page("/terms")] }] : [];
      return answered(
        [heard, ...paying],
        paying.length > 0 ? ["apply", "paymentTiming"] : ["apply"],
        c,
        fromHistory,
      );
    }
    if (sent === "consultation")
      return answered(
        [facts.consultationReply({ ...c.subject, text: "how soon will you reply" })],
        ["consultation"],
        c,
        fromHistory,
      );
    return saysNothingOn(c.subject, c.unknown);
  }
  return callAsked(c, t);
}

/** What was sent: named in the question, else the latest of the last two earlier questions that names one thing. */
function sentThing(c: OutrightContext, t: string) {
  const own = sentIn(t);
  const earlier = own
    ? undefined
    : [...c.history]
        .reverse()
        .slice(0, 2)
        .map((h) => sentIn(normalise(h)))
        .find(Boolean);
  return { sent: own ?? earlier, fromHistory: own === undefined };
}

/** The consultation's call: named now or just discussed, or wanted by its promise (a developer, not sales). */
function callAsked(c: OutrightContext, t: string): Understanding | undefined {
  const { sent, fromHistory } = sentThing(c, t);
  const call =
    sent === "consultation" ||
    developerTalkAsked(t);
  if (call && c.subject.programs.length === 0) {
    const length =
      lengthAsked.test(t) && !hearingBackAsked(t) && !/\b(project|build|take to (build|make))\b/.test(t);
    const who = whoAsked.test(t) && !/\bwho (do|should|can) i (contact|call|e-?mail|ask)\b/.test(t);
    const cost =
      costAsked.test(t) && (developerTalkAsked(t) || /\b(call|consult\w*|it|she|he|they)\b/.test(t));
    if (length || who || (developerTalkAsked(t) && cost))
      return answered(
        [facts.consultationReply({ ...c.subject, text: "how long is the free call and who is it with" })],
        ["consultation"],
        c,
        fromHistory && !developerTalkAsked(t),
      );
  }
  return undefined;
}
