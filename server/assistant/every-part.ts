/**
 * Every part of a multi-part message gets its own answer. A message of two or three asks is read
 * as a whole (understand.ts) or ask by ask (asks-apart.ts), and both may leave an ask out: a
 * service's price beside "what number can I ring" (the rate answered, the phone dropped), "pay by
 * card? and when do I pay" (the timing answered, the methods dropped), "how much is it and when
 * are the classes?" after a course was named (the timetable answered, the fee dropped). When the
 * answer already chosen holds replies and an ask of a plainly worded kind of fact (our phone or
 * e-mail, the ways to pay, hearing back after applying, careers help, what gear is needed, class
 * times, the fee of the course or service talked about) gets no sentence of its own, that kind's
 * typed reply is added after the others, in the order the asks came. Only plainly worded kinds are
 * read here: a vaguer ask is left to the readers that weigh it.
 */
import { nextSteps } from "../../content/application-next-steps.ts";
import { hearingBackAsked } from "./after-sending.ts";
import { composeAnswer } from "./builtin-engine.ts";
import { answerSentences, askedParts, repliesAsked, visible } from "./compose.ts";
import type { AnswerRequest } from "./engine.ts";
import * as facts from "./facts.ts";
import type { Reply, Subject } from "./facts/base.ts";
import { keptKinds } from "./parts-kept.ts";
import { droppedKinds } from "./parts-dropped.ts";
import { leftOutKinds } from "./parts-left-out.ts";
import { passageAsReplies } from "./passage-parts.ts";
import { contentTerms } from "./retrieval.ts";

/**
 * Where one ask ends and the next begins: a question mark, "and"/"also"/"plus" (or a spoken "oh
 * and") before an ask word or before the time an ask is set in ("…, and once I finish do you help
 * me…"), or "also" after a comma or a full stop ("what's the fee. also how long is it").
 */
const askBoundary =
  /\?+\s*(?=\S)|(?:,\s*|\s+)(?:oh and|oh also|and also|and|also|plus|n|&)\s+(?=(?:how|what|whats|what's|when|where|who|which|whether|can|could|do|does|is|are|will|would|if|any|(?:at|in|by) (?:what|which))\b|(?:once|after) (?:i|i'm|i've|we|you) (?:finish|complete|graduate|am done|'m done|'ve finished|are done)\b)|[,.;!]\s*(?:oh\s+)?also\s+|,\s*(?=(?:how (?:long|much|many)|what (?:does|is|are|do)|what happens|who (?:will|would|do|does|is|are|can)|whats|what's|when (?:does|do|is|are)|is it|are there|do i|can i)\b)/i;

/** The message's asks, lower case: two or three, else none (one ask is the readers' alone). */
export function asksOfMessage(question: string): string[] {
  const parts = question
    .toLowerCase()
    .split(askBoundary)
    .map((p) => p.trim())
    .filter((p) => contentTerms(p).length > 0);
  return parts.length >= 2 && parts.length <= 3 ? parts : [];
}

/** A kind of fact an ask can name plainly, and its typed reply for the subject talked about. */
interface PartKind {
  asked: (part: string, s: Subject) => boolean;
  reply: (s: Subject, part: string) => Reply | undefined;
}

// (Our number, not the visitor's: "call me" is hearing back.)
const phoneAsked =
  /\b((your|ur|office|contact|best) (phone )?number|(what|which|whats|what's) (is )?(the |your |ur )?(best )?(number|phone)|office number|contact number|ring (you|u|someone|the office)|call (you|u|someone|somebody|the office|your (office|team))|reach (you|u) by phone|by phone)\b/;
const emailAsked =
  /\b(e-?mail (address|addy)|(best|which|what|whats|what's) (is )?(the |your |ur )?(best )?e-?mail|e-?mail (you|u)|e-?mail (it|them|our \w+|my \w+) to|send (it|them|our \w+|my \w+) to)\b/;
const payWaysAsked =
  /\b(credit|debit|card|cards|paypal|afterpay|bank transfer|payment (methods?|options)|visa|mastercard|amex|ways? (to|of|i can) pay|how (can|do) (i|we) pay)\b/;
const careersAsked =
  /\bhelp\b.{0,25}\b(find|get|land|finding|getting|landing)\b.{0,15}\b(work|job|jobs|a role|employment)\b|\b(careers?|job|job-search|job search) (support|help)\b|\bportfolio\b|\bsomething to show (employers|recruiters)\b|\b(cv|resume|résumé)s?\b/;
const gearAsked =
  /\b(gear|equipment|hardware|headset|microphone|mic|webcam)\b|\bwhat (kind of |sort of )?(laptop|computer|pc|mac)\b|\bneed (a|my own|any|to bring a?) ?(laptop|computer)\b/;
const timesAsked =
  /\bfit\b.{0,30}\baround\b|\bwhen (could|can|would) i (actually )?(attend|come|go|study|do it)\b|\b(what|which) (time|times|hours|nights|days|evenings)\b|\bwhen (are|r|is|do|does) (the )?(classes|class|lessons|sessions)\b|\b(timetable|class times|schedule)\b|\bwhat time\b|\bwhat nights\b/;
const feeAsked =
  /\bhow much (is|does|will|would)\b(?!.{0,20}\b(homework|time|work|study|more|less|cheaper|dearer)\b)|\b(cost|costs|price|fee)\b(?! (methods?|options?))/;
const experienceAsked =
  /\b(need|needed|required|require|requires|necessary|have to know|must know)\b.{0,25}\b(coding|programming|code|experience|background)\b|\b(coding|programming|code|experience|background)\b.{0,15}\b(needed|required|necessary)\b|\bprerequisites?\b|\bprior experience\b/;
const openHours = /\b(open|opens|close|closes|closed|closing|office|reception|located|address)\b/;
const applied = /\b(applied|application|apply|applying|enrol\w*)\b/;

const kinds: PartKind[] = [
  { asked: (p) => phoneAsked.test(p), reply: () => facts.phone() },
  {
    asked: (p) => emailAsked.test(p),
    reply: (s) => facts.email({ ...s, text: "what is your email address" }),
  },
  { asked: (p) => payWaysAsked.test(p), reply: (s) => facts.paymentMethods({ ...s, text: "how can i pay" }) },
  {
    // "When will someone get back to me?" after an application: the advisor's two business days.
    asked: (p, s) => hearingBackAsked(p) && applied.test(s.text),
    reply: () => ({
      lead: `After you apply, ${nextSteps.received!.replace(/^An/, "an")}`,
      sources: [facts.page("/faq")],
    }),
  },
  // The support itself (portfolio review, CV, mock interviews…), whatever the ask's own words.
  {
    asked: (p) => careersAsked.test(p),
    reply: (s) => facts.careers({ ...s, text: "what careers support do you give" }),
  },
  { asked: (p) => gearAsked.test(p), reply: (s, p) => facts.equipmentReply({ ...s, text: p }) },
  // "Do I need any coding, how long, what does it cost": the one course's experience asked for.
  {
    asked: (p, s) => experienceAsked.test(p) && !s.compare && s.programs.length === 1 && s.services.length === 0,
    reply: (s, p) => facts.prerequisites({ ...s, text: p }),
  },

  // Class times, not our opening hours ("what time do u close on sat").
  {
    asked: (p, s) => timesAsked.test(p) && !openHours.test(p) && !s.compare,
    reply: (s, p) => facts.timetable({ ...s, text: p }),
  },
  {
    // "Which is the cheapest, and…": the fee compared, when that part is dropped.
    asked: (p, s) =>
      s.compare &&
      s.direction !== undefined &&
      /\b(cheapest|cheaper|least expensive|most expensive|dearest|priciest|cost|costs|price)\b/.test(p),
    reply: (s, p) => facts.fee({ ...s, text: p }),
  },
  {
    // The fee of the one course or service talked about ("how much is it" after QA was named).
    asked: (p, s) => feeAsked.test(p) && !s.compare && s.programs.length + s.services.length === 1,
    reply: (s) =>
      s.programs.length === 1 ? facts.fee({ ...s, text: "how much is it" }) : facts.serviceRate(s),
  },
];

/** Text as compared: what a reader sees, lower case, single spaces. */
const plain = (text: string) => visible(text).toLowerCase().replace(/\s+/g, " ");

/** How many of the sentences said before are still said in a text. */
const keptOf = (sentences: string[], text: string) => sentences.filter((x) => text.includes(x)).length;

/** Whether a reply's first sentence is already said (word for word, or most of its words). */
function said(reply: Reply, answered: string): boolean {
  // A first sentence of a few words ("Joining online?") carries the fact with the one after it.
  const sentences = plain(reply.lead).split(/(?<=[.!?])\s+/);
  const first = (
    sentences[0]!.split(" ").length <= 5 ? sentences.slice(0, 2).join(" ") : sentences[0]!
  ).replace(/^(yes|no)[:,.]\s*/, "");
  if (answered.includes(first)) return true;
  // Said in other words: nearly all of its words are in the answer already.
  const words = new Set(contentTerms(answered));
  const own = contentTerms(first);
  return own.length > 0 && own.filter((w) => words.has(w)).length / own.length >= 0.8;
}

/**
 * The request with a reply added for each plainly worded ask its replies leave out. Only a
 * typed answer is completed: a passage's answer or the honest reply stands as it is.
 */
export function withEveryPart(
  question: string,
  request: AnswerRequest,
  subjectOf: () => Subject | undefined,
): AnswerRequest {
  // A passage answer is completed as the reply it composes to (passage-parts.ts); unchanged when
  // no ask's fact was left out.
  const passage = asksOfMessage(question).length > 0 ? passageAsReplies(question, request) : undefined;
  if (passage) {
    const completed = typedWithEveryPart(question, passage, subjectOf);
    return completed === passage ? request : completed;
  }
  return typedWithEveryPart(question, request, subjectOf);
}

function typedWithEveryPart(
  question: string,
  request: AnswerRequest,
  subjectOf: () => Subject | undefined,
): AnswerRequest {
  const replies = request.replies ?? [];
  if (replies.length === 0) return request;
  const parts = asksOfMessage(question);
  if (parts.length === 0) return request;
  const subject = subjectOf();
  if (!subject) return request;
  const s: Subject = { ...subject, text: question.toLowerCase() };
  // What the visitor would read: the composer keeps a reply's first sentences only.
  let answered = plain(composeAnswer({ ...request, unknownWords: [] }).split(/\n+Sources?: /)[0] ?? "");
  const before = answerSentences(answered).map(plain);
  const added: Reply[] = [];
  // The asks' facts the answer already says: a completed answer must not lose them either.
  const held: Reply[] = [];
  // Both, in the order the asks came.
  const asked: Reply[] = [];
  for (const part of parts) {
    for (const kind of [...kinds, ...keptKinds, ...leftOutKinds, ...droppedKinds]) {
      if (!kind.asked(part, s)) continue;
      const reply = kind.reply(s, part);
      if (!reply) continue;
      asked.push(reply);
      if (said(reply, answered)) {
        held.push(reply);
        continue;
      }
      // Said beside other answers, the kind's fact and one sentence of support.
      const short = { ...reply, more: (reply.more ?? []).slice(0, 1) };
      added.push(short);
      answered += ` ${plain(short.lead)}`;
    }
  }
  if (added.length === 0) return request;
  // The composer says as many replies as the message has asks: the ones it picked for the asks
  // answered, in order, then the asks' dropped facts (one of the picked readings was another kind
  // of fact for an ask now answered, or said the same ask twice).
  const picked = repliesAsked(question, replies);
  const asks = askedParts(question);
  const room = Math.max(1, asks - added.length);
  const kept = picked.length + added.length > asks ? picked.slice(0, room) : picked;
  // Where the composer counts fewer asks than were answered ("…gear, and are the online classes
  // live" is one ask to it), the dropped facts are said after the kept reply's answer, in it.
  const mergedWith = (r: Reply, more: Reply[]): Reply => ({
    ...r,
    lead: [r.lead, ...more.map((a) => a.lead)].join(" "),
    sources: [...r.sources, ...more.flatMap((a) => a.sources)],
  });
  const merged = (r: Reply) => mergedWith(r, added);
  const completed = {
    ...request,
    replies: kept.length + added.length > asks ? [merged(kept[0]!), ...kept.slice(1)] : [...kept, ...added],
  };
  // Said together, each dropped fact must now be there; otherwise the answer stands as it was.
  // Kept whole first: where the picked replies answered each ask already and an added reply only
  // said one of them more fully ("do you help grads find work" answered with introductions), the
  // added fact goes into the last picked reply, so no picked answer is lost to make room.
  const whole = { ...request, replies: [...picked.slice(0, -1), merged(picked.at(-1)!)] };
  const wholeText = plain(composeAnswer({ ...whole, unknownWords: [] }));
  const wholeSaysAll = picked.length >= asks && [...picked, ...added].every((r) => said(r, wholeText));
  const text = plain(composeAnswer({ ...completed, unknownWords: [] }));
  // The asks answered before must keep their sentences too: "card? and when do I pay" answered the
  // timing in the picked reply's second sentence, which the added card reply pushed out. Where the
  // merged answer says the dropped facts and keeps more of what was said, it stands (no part lost).
  const wholeKeepsMore =
    added.every((r) => said(r, wholeText)) && keptOf(before, wholeText) > keptOf(before, text);
  const textSaysAdded = added.every((r) => said(r, text));
  // Best, an answer that says every ask's fact, the ones said before included ("4 GB enough, and do
  // I pay for software": the memory the laptop needs stays beside the software's cost); side by side
  // as well, where the composer counts fewer asks than there are (parts-dropped.ts).
  const all = (t: string) => [...added, ...held].every((r) => said(r, t));
  if (wholeSaysAll && all(wholeText)) return whole;
  if (wholeKeepsMore && all(wholeText)) return whole;
  if (textSaysAdded && all(text)) return completed;
  const apart = { ...request, replies: [...picked, ...added] };
  if (all(plain(composeAnswer({ ...apart, unknownWords: [] })))) return apart;
  // A fact said before only in a supporting sentence, which the merged answer pushed out ("4 GB
  // enough, and do I pay for software": the memory needed): said again in its ask's place.
  const lost = asked.filter((r) => added.includes(r) || !said(r, wholeText));
  if (lost.length > added.length) {
    const fuller = { ...request, replies: [...picked.slice(0, -1), mergedWith(picked.at(-1)!, lost)] };
    if (all(plain(composeAnswer({ ...fuller, unknownWords: [] })))) return fuller;
  }
  // Where the composer drops a reply beside another of the same page ("lowest price for a web app,
  // and when will I hear back": two replies of the booking page), the merged answer says them both.
  if (added.every((r) => said(r, wholeText)) && all(wholeText)) return whole;
  if (wholeSaysAll || wholeKeepsMore) return whole;
  return textSaysAdded ? completed : request;
}
