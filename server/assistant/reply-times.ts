/**
 * How soon we get back to a visitor, compared between the two things they can send us: a
 * consultation request (content/consultation.ts: "We reply within one business day") and a course
 * application (content/application-next-steps.ts: an advisor within two business days). "Whats
 * quicker to hear back on, booking a consultation or applying?" names both: each reply time is
 * said, the quicker first, from the content's own sentences.
 */
import { nextSteps } from "#content/application-next-steps.ts";
import { consultationBooking } from "#content/consultation.ts";
import { page, type Reply } from "./facts.ts";

const consultationNamed = /\b(consult\w*|booking|book a call|the call|a call)\b/;
const applicationNamed = /\b(apply|applying|application|applications|enrol|enrolling|enrolment)\b/;
const replyAsked =
  /\b(hear back|get back|reply|replies|respond|responds|response|answer|contact|contacts|call me|back to me|turnaround)\b/;
const compared = /\b(quicker|quickest|faster|fastest|sooner|soonest|slower|longer|which|or|vs|versus|compared?|difference)\b/;

const numbers = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The reply time of each, when the question compares a consultation request and an application. */
export function replyTimesCompared(text: string): Reply | undefined {
  if (!consultationNamed.test(text) || !applicationNamed.test(text) || !replyAsked.test(text) || !compared.test(text))
    return undefined;
  const consultDays = /\bwithin ([\w ]+? business days?)\b/.exec(consultationBooking.reply)?.[1];
  const applyDays = /\bwithin ([\w ]+? business days?)\b/.exec(nextSteps.received!)?.[1];
  if (!consultDays || !applyDays) return undefined;
  // The quicker one first, as the content's figures say (they may change).
  const days = (d: string) => numbers.indexOf(d.split(" ")[0]!.toLowerCase()) + 1 || Number.parseInt(d, 10) || 99;
  const consult = `a consultation request gets a reply within **${consultDays}** to arrange a call`;
  const apply = `after you apply for a course, an advisor contacts you within **${applyDays}**`;
  const lead =
    days(consultDays) === days(applyDays)
      ? `The same: ${consult}, and ${apply}.`
      : days(consultDays) < days(applyDays)
        ? `A consultation request is quicker: it gets a reply within **${consultDays}** to arrange a call; ${apply}.`
        : `An application is quicker: ${apply.replace(/^after/, "After")}; ${consult}.`;
  return {
    lead,
    sources: [page("/expertise/book-a-free-consultation"), page("/faq")],
  };
}
