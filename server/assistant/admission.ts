/**
 * Whether an application is accepted, and who looks at it: "does everyone who applies get in?",
 * "is there a selection process?", "can my application be rejected?", "who reviews my
 * application?". The enrolment terms' "Applying" section says it (a place, a waiting list, or a
 * decline), and the application's first next step says who reviews it (an advisor). Read before
 * the people rules, which take "who applies" for a person's deed, and before the weekly reviews
 * of a student's work, which take "who reviews" for a code review.
 */
import { nextSteps } from "#content/application-next-steps.ts";
import * as facts from "./facts.ts";
import type { Reply } from "./facts.ts";

const applicants =
  "(everyone|everybody|anyone|anybody|every applicant|all applicants|all (the )?people|every1|all of them|whoever)";
const getsIn =
  "(get in|gets in|get into|gets into|accepted|get accepted|gets accepted|get a place|gets a place|gets a spot|get a spot|offered a place|admitted|let in|taken|successful|approved)";

/** Asked whether a place is open to all, guaranteed, or chosen. */
const decisionAsked = new RegExp(
  [
    `\\b${applicants}\\b.{0,40}\\b${getsIn}\\b`,
    `\\b(accept|accepts|take|takes|admit|admits|let in|approve|approves) ${applicants}\\b`,
    `\\b(offer|offers|give|gives) (a )?(place|spot|seat)s? to ${applicants}\\b`,
    "\\bselection (process|criteria)\\b|\\b(admission|admissions|entry|acceptance) (process|criteria|decision|decisions)\\b",
    "\\bhow (do|does) (you|u|ya|the team|someone|anyone) (choose|select|pick|decide|decide on) (who|which (students|applicants|people)|students|applicants|people|applications)\\b|\\bhow (are|r|is) (students|applicants|people|applications|an application|my application) (chosen|selected|picked|accepted|assessed|decided)\\b",
    "\\b(can|could|will|might|would|do|does) (you|u|ya|they|the team) (ever )?(reject|decline|refuse|say no to|knock back) (me|my application|applications|people|applicants|anyone|someone|students)\\b",
    "\\b(can|could|will|might|would|does|do) (my application|i|an application|applications|people|applicants|anyone|someone) (ever )?(be|get|gets) (rejected|declined|refused|knocked back|denied|not accepted)\\b",
    "\\b(guaranteed|guarantee|guarantees|automatic|automatically) (a |my )?(place|spot|seat|entry|acceptance|admission|in)\\b|\\b(place|spot|seat|entry|acceptance|admission) (is )?(guaranteed|automatic)\\b|\\b(guaranteed|automatically) (to )?(get in|be accepted|accepted|get a place)\\b",
    "\\b(hard|difficult|competitive|easy|tough) to (get in|get into|be accepted|get accepted|get a place)\\b|\\b(chances?|odds) of (getting in|being accepted|getting accepted|getting a place)\\b",
  ].join("|"),
);

/** Asked who reviews, reads or decides on an application. */
export const reviewerAsked =
  /\bwho\b.{0,20}\b(reviews?|reviewing|looks? at|reads?|checks?|assess(es)?|decides? on|process(es)?|handles?|goes through|approves?|sees?)\b.{0,15}\b(my |the |an |our |each |every |all |these )?(application|applications|enrolment form|application form)\b|\bwho (decides|chooses|picks|selects|approves) (if|whether|who|which)\b.{0,25}\b(get in|gets in|accepted|a place|a spot|enrol\w*|admitted)\b/;

/** Another topic about the application: its records, its fee, changing it (other rules answer). */
const otherTopic =
  /\b(keep|kept|delete|deleted|data|details|records|refund\w*|money back|fee|fees|cost|costs|pay|paid|change|edit|wrong|mistake|how long (do|does|will) (it|you)|status|portal|dashboard)\b/;

/** The terms' line on what happens to an application: offered, waiting list, or declined. */
const outcomeLine = () => facts.termsLine("applying", /decline an application/);

/** How places are given out: the waiting list's order, "first come, first served". */
const orderAsked =
  /\b(waiting list|wait list|waitlist)\b.{0,40}\b(order|ordered|first come|queue|priority|ranked|fair)\b|\bfirst come,? first serv\w*|\bwho gets (the |their |that |a )?(next |first |free |open |empty )?(place|spot|seat)\b/;

/** The reply to an admission ask, or undefined when the message asks something else. */
export function admission(text: string): Reply | undefined {
  if (orderAsked.test(text)) {
    const order = /[^.]*\border applications arrived\b[^.]*\./.exec(nextSteps.waitlisted!)?.[0];
    if (order)
      return {
        lead: `On the waiting list, ${facts.lowerFirst(order.trim())}`,
        more: [facts.termsLine("applying", /waiting list/)],
        sources: [facts.page("/terms"), { href: "/portal/sign-in", title: "Student portal" }],
      };
  }
  if (otherTopic.test(text)) return undefined;
  const outcome = outcomeLine();
  if (!outcome) return undefined;
  const sources = [facts.page("/terms"), facts.page("/faq")];
  if (reviewerAsked.test(text)) return { lead: nextSteps.received!, more: [outcome], sources };
  if (!decisionAsked.test(text)) return undefined;
  // Asked whether all get in (or it is guaranteed), the answer is "not always"; asked whether one
  // can be turned down, "yes": the same line, said the way round the question was asked.
  const openToAll = new RegExp(`\\b${applicants}\\b|guarantee|automatic`).test(text);
  const canDecline =
    /\b(rejected|declined|refused|knocked back|denied|not accepted|reject|decline|refuse|say no)\b/.test(
      text,
    );
  const lead = openToAll
    ? `Not always: ${facts.lowerFirst(outcome)}`
    : canDecline
      ? `Yes, it can be: ${facts.lowerFirst(outcome)}`
      : outcome;
  return { lead, more: [nextSteps.received!], sources };
}
