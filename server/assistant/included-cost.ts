/**
 * The cost of a thing talked about that comes with every course: "does it cost extra?" after
 * "is there careers help with the data course" asks what careers help costs (no extra cost), not
 * the course fee that "cost" alone reads as. The follow-up says the kind (a cost) and points back
 * ("it", "that") or is short; the earlier turn says the thing. A question naming the course
 * ("how much does the course itself cost?") asks the fee. Called by understand.ts beside the
 * other follow-ups read before the kinds of fact.
 */
import { careersSupport } from "#content/study.ts";
import * as facts from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { pageAnswer, type Understanding } from "./reading.ts";
import type { Subject } from "./facts.ts";

/** A cost asked: what it costs, whether it is extra, included, free or paid for separately. */
const costAsked =
  /\b(cost|costs|charge|charged|charges|extra|additional|separately|price|free|included|include|includes|pay for|paid for|how much)\b/;
/** What points back at the thing talked about, or a question too short to name its own. */
const pointsBack = /\b(it|that|this|those|them|they)\b/;
/** The course or its fee named: the fee is asked, not the thing's cost. */
const courseNamed = /\b(course|courses|program|programs|programme|tuition|itself|whole thing|enrol\w*)\b/;

/** Things that come with every course, by the kind of fact the earlier turn asked about them. */
const included: Partial<Record<IntentId, () => facts.Reply>> = {
  careers: () => ({
    lead: `${careersSupport.summary.split(". ")[0]}.`,
    more: [`It includes ${facts.list(careersSupport.services.map((x) => facts.lowerFirst(x.name)))}.`],
    sources: [facts.faq],
  }),
};

export function includedCost(text: string, previousIntents: () => IntentId[], subject: Subject): Understanding | undefined {
  if (!costAsked.test(text) || courseNamed.test(text)) return undefined;
  if (subject.programs.length > 0 || subject.services.length > 0) return undefined;
  if (!pointsBack.test(text) && text.split(/\s+/).length > 5) return undefined;
  const kind = previousIntents().find((id) => included[id]);
  if (!kind) return undefined;
  const reply = included[kind]!();
  // "Does it cost extra?", "do I have to pay for it separately?": the no first.
  const yesNo = /^(so |and |but )?(does|do|is|are|will|would|will i|would i|do i|is there)\b/.test(text) && /\b(extra|additional|separately|pay|paid|cost|costs|charge|charged)\b/.test(text) && !/\b(included|include|includes|free)\b/.test(text);
  const lead = yesNo ? `No: ${facts.lowerFirst(reply.lead)}` : reply.lead;
  return { ...pageAnswer(subject, [{ ...reply, lead }], [kind]), fromHistory: true };
}
