/**
 * Probe batch (issue 16, fixer s2-multipart): messages with two asks (each ask gets its own fact,
 * the second never swallowing the first) and comparisons of a typed fact (fee, weekly self-study,
 * reply time, duration, instalments) between the things named, including one named earlier in
 * the conversation. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const TWO_DAYS = ["two business days", "2 business days"];
const ONE_DAY = ["one business day", "1 business day"];
const PORTAL = ["student portal", "portal"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds"];
const MISSED = ["online space", "catch up"];
const ROOM = ["has room", "have room", "room in"];
const MOVED = ["two weeks ahead", "two weeks"];
const FS_STUDY = ["6 to 8 hours", "6-8 hours"];
const QA_STUDY = ["5 to 7 hours", "5-7 hours"];
const FS_FEE = ["$6,000", "6,000"];
const QA_FEE = ["$4,000", "4,000"];
const DIFF = ["$2,000", "2,000", "$4,000", "4,000"];

export const s2MultipartProbes: ProbeCase[] = [
  // 1. two asks from different sources: each gets its fact
  {
    question: "once i send my application when will i hear from you, and where can i see its status?",
    anyOf: [TWO_DAYS, PORTAL],
  },
  {
    question: "is there a way to check my application status online? also how soon does an advisor call",
    anyOf: [PORTAL, TWO_DAYS],
  },
  {
    question: "if I skip a week because of work what happens, and can I still keep my day job?",
    anyOf: [MISSED, ["full-time job", "keep a full-time job", "Yes"]],
  },
  {
    question: "what if im sick and miss a lesson, and are classes at night?",
    anyOf: [MISSED, ["6PM"]],
  },
  {
    question: "can i change from the wednesday evening class to saturday after i start, and do i get refunded if i quit?",
    anyOf: [ROOM, NO_REFUND],
  },
  {
    question: "what happens if you change the start date of my intake? and can I swap class times?",
    anyOf: [MOVED, ROOM],
  },
  {
    question: "how much is data analytics and what if i want my money back",
    anyOf: [QA_FEE, NO_REFUND],
  },
  {
    question: "QA course price? refunds?",
    anyOf: [QA_FEE, NO_REFUND],
  },
  {
    question: "how long is the QA course n do i need my own laptop",
    anyOf: [["16 weeks"], ["own laptop"]],
  },
  {
    question: "whats the fee for full stack and when do i pay it",
    anyOf: [FS_FEE, ["after enrolment", "after you are enrolled", "invoice"]],
  },
  {
    question:
      "in the clean data blog post what's the first check, and which tool do the students use after the checks?",
    anyOf: [["Count the rows", "duplicates"], ["Power BI"]],
  },
  {
    question: "in the testing blog, what do QA students test with for APIs and what is exploratory testing good for?",
    anyOf: [["Postman"], ["bugs nobody imagined", "curiosity"]],
  },
  // 2. comparisons of a typed fact between the things named
  {
    question: "who replies faster, admissions after I apply or your team after I ask for a consultation?",
    anyOf: [ONE_DAY, TWO_DAYS],
  },
  {
    question: "do you get back quicker on a consultation request or on a course application?",
    anyOf: [ONE_DAY],
  },
  {
    question: "which takes more weekly homework, QA or full stack?",
    anyOf: [FS_STUDY, QA_STUDY],
  },
  {
    question: "how many hours outside class for data analytics compared to full stack?",
    anyOf: [FS_STUDY, QA_STUDY],
  },
  {
    question: "is there a big gap in self study time between the testing course and data analytics",
    anyOf: [QA_STUDY],
  },
  {
    question: "how much more does full stack cost than QA?",
    anyOf: [["$2,000", "2,000"]],
  },
  {
    question: "price difference between data analytics and full stack?",
    anyOf: [DIFF, FS_FEE],
  },
  {
    question: "is full stack longer than data analytics, and by how much?",
    anyOf: [["24 weeks"], ["16 weeks", "8 weeks"]],
  },
  {
    question: "compare the monthly instalments for full stack and QA",
    anyOf: [["6 monthly", "six monthly", "6 instalments"], ["4 monthly", "four monthly", "4 instalments"]],
  },
  // 3. a comparison with a program named earlier in the conversation
  {
    before: ["tell me about the data analytics course"],
    question: "how does its price compare with full stack?",
    anyOf: [QA_FEE, DIFF],
    facts: ["6,000"],
  },
  {
    before: ["which course can I do online from home?", "ok what about QA"],
    question: "and how much cheaper is that than full stack",
    anyOf: [["$2,000", "2,000"], QA_FEE],
  },
  {
    before: ["how long is the QA course?"],
    question: "does it need more home study than full stack?",
    anyOf: [QA_STUDY],
    facts: ["6 to 8 hours"],
  },
  {
    before: ["what's the shortest course?", "is data analytics online?"],
    question: "whats the cost difference between that and full stack",
    anyOf: [DIFF],
    facts: ["6,000"],
  },
  {
    before: ["how much is full stack?"],
    question: "and how long is it compared with the testing course",
    anyOf: [["24 weeks"], ["16 weeks"]],
  },
];
