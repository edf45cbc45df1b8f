/**
 * Probe batch m2 (issue 16): a short situation followed by two or three asks, where one ask's fact
 * tends to be dropped from the reply. Written before the fixer's change; facts verbatim from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const QA_LEN = ["16 weeks", "16-week"];
const FS_LEN = ["24 weeks", "24-week"];
const SESSION = ["three-hour", "3-hour", "3 hours", "three hours"];
const NO_REFUND = ["no refund", "not refunded"];
const REPLY = ["one business day"];
const CALL = ["30-minute", "30 minute"];
const NO_CODE = ["No programming experience", "No coding experience", "starts with HTML", "taught from the start"];
const RAM = ["8 GB", "8GB"];
const HOURS = ["9AM-9PM", "9AM - 9PM"];

export const probeM2: DevCase[] = [
  {
    question: "We run a bakery and want online ordering. What's the lowest price for a web app, and when will I hear back after I send the form?",
    kind: "multi-part",
    facts: ["10,000"],
    anyOf: [REPLY],
  },
  {
    question: "I'm a teacher thinking about an app for my school. Is the consultation free, how long does the call take, and how soon do you respond?",
    kind: "multi-part",
    anyOf: [CALL, REPLY],
  },
  {
    question: "Which tech do you use for phone apps and how long is the intro call?",
    kind: "multi-part",
    facts: ["React Native"],
    anyOf: [CALL],
  },
  {
    question: "qa testing - how much is it and how many weeks? and who's the teacher",
    kind: "slang",
    facts: ["4,000", "Mei Lin Chen"],
    anyOf: [QA_LEN],
  },
  {
    question: "I work nights in a warehouse. For full stack, how long is a single class, what does it cost, and is there an online option?",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [SESSION],
  },
  {
    question: "Zero coding background here, total beginner. Can I take the QA course and how long does it run?",
    kind: "multi-part",
    anyOf: [NO_CODE, QA_LEN],
  },
  {
    question: "I've never programmed before. Is data analytics ok for me, and do I need to buy a laptop?",
    kind: "multi-part",
    anyOf: [NO_CODE, ["own laptop", "do not provide or lend"]],
  },
  {
    question: "If I study full stack from home, what do I need besides a laptop, and how much memory should the laptop have?",
    kind: "multi-part",
    facts: ["headset"],
    anyOf: [RAM],
  },
  {
    question: "My old MacBook only has 4 GB of memory. Will it do, and do I need to buy any programs for class?",
    kind: "multi-part",
    anyOf: [RAM, ["free for students"]],
  },
  {
    question: "Can I pay in instalments for data analytics, and if I quit after a month do I get money back?",
    kind: "multi-part",
    anyOf: [NO_REFUND],
  },
  {
    question: "Is applying free? And if I change my mind after enrolling, is the fee refunded?",
    kind: "multi-part",
    anyOf: [NO_REFUND],
  },
  {
    question: "We have about $15k for a web app. Is that enough for you, and who joins the first call?",
    kind: "multi-part",
    facts: ["10,000"],
    anyOf: [["senior developer"]],
  },
  {
    question: "Booked a consult for next week. How do I cancel if I need to, and when do you usually get back to people?",
    kind: "multi-part",
    anyOf: [REPLY],
  },
  {
    question: "I'd like to see what personal data you hold about me. How do I ask, and how long will it take you?",
    kind: "multi-part",
    facts: ["30 days"],
  },
  {
    question: "what time does the office open monday to friday, and can you remove my details from your system?",
    kind: "slang",
    anyOf: [HOURS],
  },
  {
    question: "For QA: what topics are covered, and how many hours of homework a week?",
    kind: "multi-part",
    anyOf: [["5 to 7 hours", "5-7 hours"]],
  },
  {
    question: "data analytics: how long is the course overall and how long is each class?",
    kind: "multi-part",
    anyOf: [QA_LEN, SESSION],
  },
  {
    question: "I'm a single mum with two kids. Full stack - how many weeks, how long is each class, and are there weekend classes?",
    kind: "multi-part",
    anyOf: [FS_LEN, SESSION, ["11AM-2PM", "11AM - 2PM"]],
  },
  {
    question: "What's the cost of the full stack program, and can I get a refund if I drop out?",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [NO_REFUND],
  },
  {
    question: "If I stop paying instalments halfway, what happens to the rest, and is anything refunded?",
    kind: "multi-part",
    anyOf: [["cancelled", "in writing"], NO_REFUND],
  },
  {
    question: "Where's your office, and what hours are you open during the week?",
    kind: "multi-part",
    facts: ["88 Harbour Street"],
    anyOf: [HOURS],
  },
  {
    question: "what's the smallest budget i can pick on the booking form and how fast do u reply",
    kind: "slang",
    anyOf: [["Less than $25K"], REPLY],
  },
  {
    question: "Career changer from hospitality. Do I need coding experience for full stack, and how much does it cost?",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [NO_CODE],
  },
  {
    question: "Is the consultation call really free, and how long is it?",
    kind: "multi-part",
    anyOf: [CALL],
  },
];
