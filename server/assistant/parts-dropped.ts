/**
 * More kinds of fact one ask of a message "situation, then two or three asks" names plainly, for
 * `withEveryPart` (every-part.ts) to keep when the answer chosen for the whole message leaves them
 * out. Seen dropped (issue 16, dev set 53): how soon we reply after a booking ("…is the first chat
 * free, and how quickly do you usually reply?"), how long the free call is, whether the fee is
 * refunded ("bank transfer, refund if I move interstate, cost to apply"), what happens to the
 * instalments left, how long a course runs and how long each class is, the experience a course
 * asks for when the situation says the visitor never coded ("Never written a line of code. Can I
 * still do full stack?"), what else joining online needs (the headset), whether a laptop's memory
 * is enough, how long we take to answer a privacy request, our weekday opening hours, a service's
 * starting price ("above your minimum"), what a service is built with and what a course teaches.
 * Each reply is the typed fact the readers give for that kind asked alone, asked in its own
 * canonical words so the subject's other words cannot turn it into another fact.
 */
import * as facts from "./facts.ts";
import type { Subject } from "./facts/base.ts";
import { replyWaitAsked } from "./facts/services.ts";
import type { PartKind } from "./parts-kept.ts";

// Personal information talked about: a wait asked is the privacy policy's 30 days.
const privacyTalked =
  /\b(personal (info|information|data|details)|my (info|information|data|details|records)|privacy|complain\w*)\b/;
// An application talked about: the wait is the advisor's (every-part.ts answers it).
const applicationTalked = /\b(applied|application|apply|applying)\b/;
// "How quickly do you reply", "how many days until you reply", "when do you get back to people".
const replyWait = (p: string) =>
  replyWaitAsked(p) &&
  /\b(you|u|your team|someone|people|anyone|hear back|hear from)\b/.test(p) &&
  !/\bhow long (is|does|do) (it|the|each|a)\b(?!.{0,20}\b(reply|respond|get back)\b)/.test(p);

// "How long is the free consultation call", "how long is the intro call", "how long does the call take".
const callLengthAsked = /\bhow long\b.{0,30}\b(call|consult\w*|consultation|meeting|intro chat)\b/;
// "Who will I be talking to on it", "who joins the first call".
const callWhoAsked = /\bwho\b.{0,40}\b(talk|talking|speak|speaking|joins?|on the call|on it|be on)\b/;
const consultationTalked = /\b(consult\w*|first call|the call|intro call|first chat|free chat|book\w*)\b/;

// "Refund if I move interstate", "do I get money back", "can I get back what I've paid", "anything back".
const refundAsked =
  /\brefund\w*\b|\bmoney back\b|\bget (back|anything back|something back)\b.{0,25}\b(paid|pay|fee|money)\b|\b(get|gets) anything back\b|\bget back what\b/;
// "Do my remaining instalments stop", "what happens to the rest of the payments".
const instalmentsStopAsked =
  /\b(instal+ments?|payments?)\b.{0,30}\b(stop|stopped|cancel\w*|end|keep going|still due|rest)\b|\b(stop|keep) paying\b|\bwhat happens to the rest\b/;

// "How long does it take / run / go for", "how many weeks": the course's length, not a class's or a call's.
const courseLengthAsked =
  /\bhow (many|much) (weeks|months)\b|\bhow long (does|will|would) (it|the course|the program|that|this|[a-z]+ [a-z]+) (take|run|go|last)\b|\bhow long (is|does) (it|the course|the program)( overall| in total| all up)?\b(?! (to|for) (reply|respond))|\bhow long (is )?the (whole |entire )?(course|program)\b/;
const notCourseLength =
  /\b(each|a single|single|per|one|every) (class|session|lesson|one)\b|\b(call|consult\w*|reply|respond|get back)\b/;
// "How long is each one", "how long is a single class", "how long are the classes".
const classLengthAsked =
  /\bhow long\b.{0,15}\b(each|a single|single|per|every|one) (class|session|lesson|one)\b|\bhow long (is|are) (each |the |a )?(class|classes|session|sessions|lessons?)\b|\bhow long is each\b/;

const classesPerWeek = /\bhow (many|often)\b(?! (weeks|months|hours))/;

// The situation says the visitor never coded: "can I still do it" asks the experience needed.
const neverCoded =
  /\bnever (written|wrote|coded|programmed|done (any )?(coding|programming)|learn\w* to code)\b|\b(zero|no) (coding|programming|tech|it) (background|experience)\b|\b(total|complete|absolute) beginner\b/;
const canIDo =
  /\b(can|could) i (still |even |actually )?(do|take|join|manage|handle|cope with|start)\b|\b(ok|okay|suitable|right|fine|doable) for me\b|\bam i able\b/;
// "Do I already need to know Python", "do I have to know SQL first".
const needToKnow = /\b(need|have|got) to (already )?know\b|\balready (know|need to know)\b/;

// "If I join online do I need anything else", "what do I need besides a laptop".
const onlineExtrasAsked =
  /\b(anything else|what else|besides|apart from|other than|as well as)\b.{0,40}\b(need|bring|have)\b|\b(need|bring|have)\b.{0,40}\b(anything else|what else|besides|apart from|other than)\b/;
const onlineTalked = /\b(online|from home|remote\w*|zoom)\b/;
// "4GB of RAM enough", "how much memory should the laptop have", "what specs".
const specsAsked = /\b\d+ ?gb\b|\bram\b|\bmemory\b|\bspecs?\b|\bspecifications?\b|\bdisk space\b/;

// "Opening hours on weekdays", "office hours", "what hours are you open", "when is the office open".
const hoursAsked =
  /\b(opening|office|business|trading) hours\b|\bwhat (hours|time)\b.{0,25}\b(open|opens|office)\b|\bwhen (are you|is the office|is your office|do you) open\b|\bhours are you open\b/;

// "Above your minimum", "lowest price for a web app", "starting price", "is $15k enough for you".
const minimumAsked =
  /\b(minimum|min)\b|\b(smallest|lowest|starting|cheapest|entry) (price|budget|cost|rate|spend|project)\b|\bstarting price\b|\benough for (you|u)\b|\bhow much (do|does|would) (it|a|an|one)\b/;

// "What do you build mobile apps with", "which tech do you use for phone apps".
const techAsked =
  /\bwhat (do|does) (you|u|your team) (build|make|develop|write|code)\b.{0,40}\bwith\b|\b(what|which) (tech|technology|technologies|stack|tools|languages?|frameworks?)\b.{0,30}\b(use|using|build|for)\b/;

// "What's taught in data analytics", "what topics are covered", "what will I learn".
const topicsAsked =
  /\bwhat('s| is| gets)? (taught|covered)\b|\bwhat (topics|subjects|modules)\b|\bwhat (will|do|would) (i|we|you) (learn|cover|teach)\b/;

const oneCourse = (s: Subject) => s.programs.length === 1 && s.services.length === 0 && !s.compare;

// "Do I need to buy any programs for class", "pay for apps": the software's cost to a student.
const softwareCostAsked = /\b(pay|paying|buy|buying|purchase)\b.{0,20}\b(programs|apps|software)\b/;

export const droppedKinds: PartKind[] = [
  {
    asked: (p, s) => softwareCostAsked.test(p) && s.services.length === 0,
    reply: (s) => facts.equipmentReply({ ...s, text: "do i have to pay for the software" }),
  },
  {
    asked: (p, s) => replyWait(p) && privacyTalked.test(s.text),
    // A complaint is answered by the complaints section's wait; a request to see or delete, by the access one.
    reply: (s) =>
      /\bcomplain\w*\b/.test(s.text)
        ? facts.privacyComplaint("who do i complain to about my personal information")
        : facts.privacyReply({ ...s, text: "can i see the information you hold about me" }),
  },
  {
    asked: (p, s) =>
      replyWait(p) &&
      !privacyTalked.test(s.text) &&
      !applicationTalked.test(s.text) &&
      s.programs.length === 0,
    reply: (s) => facts.consultationReply({ ...s, text: "how soon will you get back to me after i book" }),
  },
  {
    asked: (p, s) =>
      callLengthAsked.test(p) ||
      (callWhoAsked.test(p) && consultationTalked.test(s.text) && s.programs.length === 0),
    reply: (s) => facts.consultationReply({ ...s, text: "how long is the free consultation call" }),
  },
  {
    asked: (p) => refundAsked.test(p),
    reply: (s, p) => facts.refund({ ...s, text: p }),
  },
  {
    asked: (p) => instalmentsStopAsked.test(p),
    // The instalments sentence itself, not the refund's "no" (the refund ask has its own kind).
    reply: (s) => {
      const r = facts.refund({ ...s, text: "what happens to my instalments if i withdraw" });
      const first = r.more?.[0];
      return first ? { ...r, lead: first, more: [] } : r;
    },
  },
  {
    asked: (p, s) => courseLengthAsked.test(p) && !notCourseLength.test(p) && oneCourse(s),
    reply: (s) => facts.duration({ ...s, text: "how long is it" }),
  },
  {
    // (Not beside "how many a week": its reply says the three-hour class already.)
    asked: (p, s) => classLengthAsked.test(p) && s.services.length === 0 && !classesPerWeek.test(s.text),
    reply: (s) => facts.session({ ...s, text: "how long is each class" }),
  },
  {
    asked: (p, s) => oneCourse(s) && ((neverCoded.test(s.text) && canIDo.test(p)) || needToKnow.test(p)),
    reply: (s) => facts.prerequisites({ ...s, text: "do i need any coding experience" }),
  },
  {
    asked: (p, s) => onlineExtrasAsked.test(p) && onlineTalked.test(s.text) && s.services.length === 0,
    reply: (s) => facts.equipmentReply({ ...s, text: "if i join online what else do i need" }),
  },
  {
    asked: (p, s) => specsAsked.test(p) && s.services.length === 0,
    reply: (s) => facts.equipmentReply({ ...s, text: "what laptop specs do i need" }),
  },
  {
    asked: (p) => hoursAsked.test(p),
    reply: (s, p) => facts.openingHours({ ...s, text: p }),
  },
  {
    asked: (p, s) => minimumAsked.test(p) && s.services.length === 1 && s.programs.length === 0,
    reply: (s) => facts.serviceRate({ ...s, text: "how much is it" }),
  },
  {
    asked: (p, s) => techAsked.test(p) && s.services.length === 1 && s.programs.length === 0,
    reply: (s) => facts.serviceTech(s),
  },
  {
    asked: (p, s) => topicsAsked.test(p) && oneCourse(s),
    reply: (s) => facts.topics({ ...s, text: "what does it teach" }),
  },
];
