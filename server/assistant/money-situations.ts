/**
 * Money in a student's situation, answered from the fee and refund terms before any intent is
 * scored, where the closest intent would answer something else (the privacy policy's record
 * keeping for "can't keep up the payments", careers support for "between jobs", a no-answer for
 * "crypto"):
 * - paying by instalments and then stopping: losing a job, leaving, payments that "keep coming
 *   out" ("what happens if i lose my job halfway through and can't keep up the payments?");
 * - the provider cancelling a course ("what if YOU cancel the course, am i out of pocket?");
 * - a way of paying named that the terms may not list ("can i pay in crypto or afterpay?");
 * - the fee spread out or paid in parts ("is it possible to spread that out?", "half now and
 *   half later?", "can that be broken up into smaller payments?").
 * Called in order by outright.ts, after the students' worries.
 */
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { paymentTerms, refundTerms } from "#content/fees.ts";
import { sentencesOf } from "./language.ts";
import { page, type Reply } from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import { answeredWhole, type Understanding } from "./reading.ts";

const terms = page("/terms");
const faq = page("/faq");
const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);

/** Payments still running: instalments, monthly payments, the rest of the fee still charged. */
const paymentsRunning =
  /\b(instalments?|installments?|repayments?|payments?|payment plan|paying (monthly|each month|every month|per month)|monthly|each month|every month|per month|the rest|remaining|still (owe|pay|get charged|be charged|have to pay)|keep (coming out|being (charged|taken|debited)|paying|getting charged|charging)|coming out|(charged|debited|taken out))\b/;

/** A job or income lost, or the payments no longer affordable ("made redundant", "can't keep up the payments"). */
const lostIncome =
  /\b(lose|lost|losing|loses) (my|our|his|her|their|the) (job|jobs|income|work|hours)\b|\b(made|been made|get made|got made|getting made|am|was|be) redundant\b|\bredundancy\b|\blaid off\b|\b(sacked|fired)\b|\b(can not|unable to|could not|struggle to|struggling to|stop being able to|no longer able to) (keep up( with)?|keep paying|continue paying|pay|make|afford|meet|cover) (the |my |our |her |his |those |these )?(rest|remaining|monthly|instalments?|installments?|payments?|repayments?)\b/;

/** Leaving the course or stopping ("want to stop", "when i leave"), not stopping by or leaving a job. */
const leaves =
  /\b(stop|stopping|stopped|quit|quitting|leave|leaving|withdraw|withdrawing|drop out|dropping out|pull out|pulling out|give up|giving up)\b(?! (by|in|a message|a note|a review|feedback|(my|our|a|the) (job|work|day job)))/;

/** "What if we were paying monthly? Do the remaining payments keep coming out?" after a refund question. */
const paymentsGoOn =
  /\b(remaining|the rest( of the)?|other) (payments?|instalments?|installments?)\b|\bkeep (coming out|being (charged|taken|debited)|getting charged|charging)\b|\bstill (get|be|being) (charged|debited)\b/;
const leavingBefore =
  /\b(refunds?|refunded|money back|withdraw\w*|drop(ping)? out|pull(ing)? out|quit\w*|leave|leaving|stop|isn ?t for (her|him|me|them)|is not for (her|him|me|them)|change (my|her|his|their|our) mind)\b/;

export function stopPayingAsked(text: string, history: string[]): boolean {
  if (/\b(newsletter|subscription|consultation|booking|application|applying|unsubscribe)\b/.test(text)) return false;
  // Dropping out or withdrawing named ("if i drop out do i still owe the rest?") is the refund
  // intent's own ask, answered with the no first; this rule takes the situations it misses.
  if ((lostIncome.test(text) || leaves.test(text)) && paymentsRunning.test(text))
    return lostIncome.test(text) || !/\b(drop(ping)? out|pull(ing)? out|withdraw\w*|refunds?|refunded|money back|owe|owing)\b/.test(text);
  const previous = (history.at(-1) ?? "").toLowerCase();
  return paymentsGoOn.test(text) && leavingBefore.test(previous);
}

/**
 * A job given up to study, with the instalments asked: "im leaving my job to study, can i pay
 * monthly?". The visitor leaves the job, not the course: the instalments, not the refund terms.
 */
export const jobLeftToStudy = (text: string) =>
  /\b(leave|leaving|left|quit|quitting|give up|giving up|resign|resigning) (from )?(my|our|his|her|a|the) (day |full time |current )?(job|work)\b/.test(text) &&
  /\b(pay|paying) (it |the fee )?(monthly|in instalments|by instalments|in installments|weekly|fortnightly|in parts)\b|\b(payment plan|instalments?|installments?)\b/.test(text) &&
  !/\b(drop out|dropping out|pull out|pulling out|withdraw\w*|refunds?|money back|(leave|leaving|quit|quitting) (the )?(course|class|program))\b/.test(text);

function stopPaying(): Reply {
  const [covers = "", ...instalments] = sentencesOf(refundTerms.detail);
  return {
    final: true,
    lead: instalments.join(" "),
    more: [refundTerms.summary, covers],
    sources: [terms, faq],
  };
}

/**
 * We cancel the course, not the visitor: "what if YOU cancel the course?", "if the course gets
 * called off on your end", "and what if it's you lot that cancel?". A request ("can you cancel my
 * booking?") or the visitor's own cancelling is not this.
 */
export function providerCancelAsked(text: string): boolean {
  if (/\b(newsletter|subscription|consultation|booking|application|call|meeting|order|enough|minimum)\b/.test(text)) return false;
  if (/\b(can|could|would|will|please|how do|how can) (you|u)( guys| lot)? (cancel|call off|scrap)\b/.test(text)) return false;
  return /\b(you|u|you guys|you lot|they|harbourline|the school|the provider|the company)( \w+){0,2} (cancel|cancels|cancelled|canceled|cancelling|call off|calls off|called off|scrap|scraps|scrapped|axe|axes|axed|pull the plug)\b|\b(course|class|classes|intake|program|it) (is |gets |get |was |were |got |being |ends up )?(cancelled|canceled|called off|scrapped|axed)\b.{0,30}\b(your|you|their|the provider)\b|\b(on|from) (your|ur) (end|side)\b.{0,40}\b(cancel\w*|called off|scrapped)\b|\b(cancel\w*|called off|scrapped)\b.{0,40}\b(on|from) (your|ur) (end|side)\b/.test(
    text,
  );
}

/** The terms' "Changes we may make": a start date or class time we move, and what we offer instead. */
const weMove = enrolmentTerms.sections.find((x) => x.id === "changes")?.paragraphs.find((p) => /\bclass time\b/.test(p));

function providerCancel(text: string): Reply {
  // "What if they cancel my class time?": a class time or an intake is moved and another offered.
  const slot = weMove !== undefined && /\b(class time|time|slot|intake|start date|date|night|day)\b/.test(text);
  return {
    final: true,
    lead: refundTerms.law,
    more: [slot ? weMove! : `For your own change of mind: ${lowerFirst(refundTerms.summary)}`],
    sources: [terms, faq],
  };
}

/** Ways of paying a visitor may name, and whether the terms' "bank transfer or card" covers each. */
const methodNames: [RegExp, string, boolean][] = [
  [/\b(credit|debit) cards?\b|\b(visa|mastercard|master card|amex|american express|eftpos)\b|\bcards?\b/, "card", true],
  [/\b(bank transfer|transfer|direct deposit|eft)\b/, "bank transfer", true],
  [/\b(crypto|cryptocurrency|bitcoin|btc|ethereum|eth|usdt)\b/, "crypto", false],
  [/\bafterpay\b/, "Afterpay", false],
  [/\bzip ?pay\b|\bzip ?money\b|\bklarna\b|\bhumm\b|\blaybuy\b|\bbuy now,? pay later\b|\bbnpl\b/, "buy now, pay later", false],
  [/\bpaypal\b/, "PayPal", false],
  [/\b(apple|google) pay\b/, "phone wallets", false],
  [/\bcash\b/, "cash", false],
  [/\b(cheque|cheques|check)\b/, "cheque", false],
  [/\bbpay\b/, "BPAY", false],
];

/**
 * "Can I pay in crypto or afterpay lol, what do u actually take?", "which payment methods do you
 * accept, visa?": the ways to pay asked in general, or a card or a transfer named. A way the terms
 * never name asked alone ("can I pay with bitcoin?") keeps the honest reply (intents.ts
 * `namedThings`): the terms' two ways answer it only beside the general ask.
 */
const waysAsked =
  /\b(what|which) (do|does|will|would|can) (you|u|they)( guys)? (actually |even |normally )?(take|accept)\b(?! (to|on|in|for)\b)|\b(what|which) (payment )?(methods|ways to pay|payment options|forms of payment)\b|\bhow (can|do|could) (i|we) pay\b/;

export function paymentWayAsked(text: string): boolean {
  if (/\b(gift card|card details|report card|id card|business card|student card)\b/.test(text)) return false;
  if (!/\b(pay|paying|paid|payment|payments|take|takes|accept|accepts|accepted|use|fee|course)\b/.test(text)) return false;
  const named = methodNames.filter(([re]) => re.test(text));
  if (waysAsked.test(text)) return true;
  return named.length > 0 && named.every(([, , listed]) => listed);
}

function paymentWay(text: string): Reply {
  const named = methodNames.filter(([re]) => re.test(text));
  const other = named.filter(([, , listed]) => !listed).map(([, name]) => name);
  const laterAsked = named.some(([, name]) => name === "Afterpay" || name === "buy now, pay later");
  return {
    final: true,
    lead:
      other.length > 0
        ? `${paymentTerms.methods} Our terms name only these two ways to pay; they say nothing about ${other.join(" or ")}.`
        : named.length > 0 && !waysAsked.test(text)
          ? `Yes: ${lowerFirst(paymentTerms.methods)}`
          : paymentTerms.methods,
    more: [
      laterAsked
        ? `To spread the cost, ${lowerFirst(paymentTerms.options.replace(/^Pay the whole fee before your first class, or s/, "S"))}`
        : paymentTerms.currency,
    ],
    sources: [terms],
  };
}

/**
 * The fee in parts, in other words than "instalments": "spread that out rather than pay it all at
 * once?", "can that be broken up into smaller payments?", "half now and half later?", "any way to
 * not pay it all upfront?". Also read by the instalments intent, for questions in parts.
 */
export const feeInPartsAsked =
  /\b(spread|stretch|split|break|broken|breaking|divide|divided|chop|space)( (it|that|this|the (fee|cost|costs|price|payments?|bill|amount)|them))?( (up|out|down))? (into|over|across) (smaller |separate |monthly |several |a few |multiple )?(payments|instalments|installments|parts|chunks|bits|pieces|amounts|months|time)\b|\b(spread|stretch|space|break|split|divide|chop) (it|that|this|the (fee|cost|costs|price|payments?|bill|amount)) (out|up)\b|\bhalf (now|upfront|up front|first)\b.{0,25}\bhalf\b|\b(not|rather than|instead of|without) (have to |having to |need to |needing to )?(pay|paying) (it |the fee |everything |the lot |the whole (lot|thing|fee|amount) |for it )?(all )?(at once|in one go|upfront|up front|in one hit|in one lump|in a lump sum)\b|\bsmaller (payments|amounts|chunks)\b/;

/** The first rule that matches, in the order above; undefined when none does. */
export function moneySituations(c: OutrightContext): Understanding | undefined {
  const { reading, subject, history } = c;
  const text = reading.text;
  if (subject.services.length > 0 || c.clientConversation()) return undefined;
  const answered = (reply: Reply, intents: Understanding["intents"]) => answeredWhole(reading, subject, reply, intents);
  // A question in parts ("can I split the fee, and is GST on top?") is answered part by part.
  // (An opening "and what if…" is a follow-up, not a second part.)
  const rest = text.replace(/^(and|also|plus|so|ok|okay|but)\b[ ,]*/, "");
  // ("…and can not keep up the payments" is the story going on, not a second question.)
  if (/\b(and|also|plus)( also)? (which|what|whats|how|when|where|who|is|are|do|does|will|would|(can|could) (i|we|you|she|he|they))\b/.test(rest))
    return undefined;
  if (providerCancelAsked(text)) return answered(providerCancel(text), ["refund"]);
  if (stopPayingAsked(text, history)) return answered(stopPaying(), ["refund"]);
  if (jobLeftToStudy(text)) return answered(c.reply("instalments"), ["instalments"]);
  if (paymentWayAsked(text)) return answered(paymentWay(text), ["paymentMethods"]);
  if (feeInPartsAsked.test(text)) return answered(c.reply("instalments"), ["instalments"]);
  return undefined;
}
