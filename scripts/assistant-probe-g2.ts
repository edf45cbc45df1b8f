/**
 * Probe batch g2 (issue 16): follow-ups and comparisons that lose a side, and asks of three parts.
 * A comparison follow-up ("is the data one any shorter?" after the full stack length) must give
 * both sides; a comparison of two named programs must not bring in the third; a three-part ask
 * must keep every part. Written in new words by fixer g2; facts copied from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W24 = ["24 weeks", "24-week"];
const W16 = ["16 weeks", "16-week"];
const FS = "/training-programs/full-stack-development";
const DA = "/training-programs/data-analytics";
const QA = "/training-programs/qa-and-software-testing";
const NO_CODE = ["No coding experience", "No programming experience"];
const BACK = ["Node.js", "Express", "PostgreSQL"];
const HEADSET = ["headset with a microphone"];
const AFTER_LAUNCH = ["monitoring", "on call"];
const STEPS = ["discovery call", "fixed quote", "fortnightly demos"];
const CONFIRM = ["reply to our acceptance e-mail", "acceptance e-mail"];

export const probeG2: DevCase[] = [
  // Comparison follow-ups: both lengths, one of them named only in the earlier turn.
  {
    kind: "follow-up",
    before: ["how many weeks is full stack?"],
    question: "is data analytics quicker?",
    anyOf: [W24, W16],
  },
  {
    kind: "follow-up",
    before: ["how long does the full stack program run"],
    question: "and is QA shorter than that?",
    anyOf: [W24, W16],
  },
  {
    kind: "follow-up",
    before: ["how long is the data analytics course"],
    question: "is full stack longer?",
    anyOf: [W24, W16],
  },
  {
    kind: "follow-up",
    before: ["what's the length of the testing course"],
    question: "is the full stack one a lot longer",
    anyOf: [W24, W16],
  },
  {
    kind: "follow-up",
    before: ["how much is full stack"],
    question: "is the QA one cheaper?",
    facts: ["$6,000", "$4,000"],
  },
  {
    kind: "follow-up",
    before: ["what does the data analytics course cost"],
    question: "is full stack more expensive?",
    facts: ["$6,000", "$4,000"],
  },
  // Equipment follow-up for studying from home.
  {
    kind: "follow-up",
    before: ["what laptop specs do I need for the course?"],
    question: "if I join from home, anything extra I need?",
    anyOf: [HEADSET],
  },
  {
    kind: "follow-up",
    before: ["what kind of computer should I have"],
    question: "and for joining online what else do I need",
    anyOf: [HEADSET],
  },
  // Two named programs compared: the third is left out.
  {
    kind: "comparison",
    question: "do full stack and QA cost the same?",
    facts: ["$6,000", "$4,000"],
    absent: ["Data Analytics"],
  },
  {
    kind: "comparison",
    question: "compare the length of data analytics and full stack",
    anyOf: [W24, W16],
    absent: ["QA & Software Testing"],
  },
  {
    kind: "comparison",
    question: "testing vs data: are they the same price and length?",
    facts: ["$4,000"],
    anyOf: [W16],
    absent: ["Full stack", "$6,000"],
  },
  // The full stack course's back-end tools.
  {
    kind: "paraphrase",
    question: "which back end tech does the full stack course teach?",
    anyOf: [BACK],
    link: FS,
  },
  {
    kind: "indirect",
    question: "what server side stuff will I learn in full stack",
    anyOf: [BACK],
  },
  {
    kind: "paraphrase",
    question: "which database do you learn in the full stack course",
    facts: ["PostgreSQL"],
  },
  // Three parts in one message.
  {
    kind: "multi-part",
    question: "QA course: do I need coding experience, how many weeks, and how much?",
    anyOf: [NO_CODE, W16],
    facts: ["$4,000"],
  },
  {
    kind: "multi-part",
    question: "for data analytics is programming needed, how long is it and what's the fee",
    anyOf: [NO_CODE, W16],
    facts: ["$4,000"],
  },
  {
    kind: "multi-part",
    question: "full stack - any experience needed? length? price?",
    anyOf: [NO_CODE, W24],
    facts: ["$6,000"],
  },
  {
    kind: "multi-part",
    question: "can I do QA online, how long does it take and what does it cost?",
    anyOf: [W16, ["online"]],
    facts: ["$4,000"],
    link: QA,
  },
  {
    kind: "multi-part",
    question: "how do your projects work, and do you support the app after it goes live?",
    anyOf: [STEPS, AFTER_LAUNCH],
  },
  {
    kind: "multi-part",
    question: "what are the steps of working with you and what do you do after launch",
    anyOf: [STEPS, AFTER_LAUNCH],
  },
  {
    kind: "free text",
    question: "once my app is live, do you look after it?",
    anyOf: [AFTER_LAUNCH],
  },
  // After applying: how a place offered is confirmed.
  {
    kind: "follow-up",
    before: ["what happens once I've applied?"],
    question: "and when I get offered a spot, how do I confirm it?",
    anyOf: [CONFIRM],
  },
  {
    kind: "indirect",
    question: "I've been offered a place, how do I accept it?",
    anyOf: [CONFIRM],
  },
  {
    kind: "multi-part",
    question: "is data analytics online, how long is it and when does it start?",
    anyOf: [W16, ["no online option", "on campus"]],
    link: DA,
  },
];
