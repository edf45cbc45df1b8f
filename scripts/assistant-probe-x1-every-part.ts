/**
 * Probe batch x1-every-part (issue 16): two- and three-part messages where each part asks a
 * different kind of fact, written in new words by the fixer from content/ (services, fees,
 * study, people, blog, enrolment terms). Every part must get its own answer.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const PHONE = ["5550 1234", "55501234", "0491 570 156", "0491570156"];
const EMAIL = ["hello@harbourline.example"];
const FS_FEE = ["6,000", "6000"];
const OTHER_FEE = ["4,000", "4000"];
const EVENING = ["6PM", "6 pm", "18:00", "evening"];
const CARD = ["card"];
const HEAR_BACK = ["two business days", "2 business days"];
const CAREERS = ["CV", "mock interview", "portfolio review", "job-search"];
const INSTALMENT = ["instalment", "installment"];
const HEADSET = ["headset", "microphone"];
const LIVE = ["live"];

export const probeX1EveryPart: DevCase[] = [
  {
    kind: "multi-part",
    question: "ballpark for a web app build? also whats your phone number",
    anyOf: [["10,000", "10000"], PHONE],
  },
  {
    kind: "multi-part",
    question: "How much does a testing engagement cost you guys, and which email address should I write to?",
    anyOf: [["5,000", "5000"], EMAIL],
  },
  {
    kind: "multi-part",
    question: "We want an android app. what's the starting price and can I call someone about it today?",
    anyOf: [["20,000", "20000"], PHONE],
  },
  {
    kind: "multi-part",
    question: "I'm at work 8 till 4 every weekday. when could I actually attend the data course, and what kind of roles do grads get?",
    anyOf: [EVENING, ["analyst"]],
  },
  {
    kind: "multi-part",
    question: "do you take card payments? and is the fee due before the course starts?",
    anyOf: [CARD, ["before your first class", "first class", "after enrolment"]],
  },
  {
    kind: "multi-part",
    question: "what payment methods do you accept, and when is the first payment due?",
    anyOf: [CARD, ["before your first class", "first class", "after enrolment"]],
  },
  {
    kind: "multi-part",
    question: "Just applied for data analytics. How long until I hear from you, and can I swap to the QA course instead?",
    anyOf: [HEAR_BACK, ["new application", "cannot be changed"]],
  },
  {
    kind: "follow-up",
    before: ["what's the data analytics course like?"],
    question: "right, what does it cost and what nights is it on?",
    anyOf: [OTHER_FEE, EVENING],
  },
  {
    kind: "follow-up",
    before: ["tell me about full stack"],
    question: "price and timetable please",
    anyOf: [FS_FEE, EVENING],
  },
  {
    kind: "multi-part",
    question: "what's your least expensive program and can the fee be split up?",
    anyOf: [OTHER_FEE, INSTALMENT],
  },
  {
    kind: "multi-part",
    question: "Will you help me land a job after the course? Do you have stats on how many grads get hired?",
    anyOf: [CAREERS, ["do not publish"]],
  },
  {
    kind: "multi-part",
    question: "where can I download the QA outline, and does the course cover automation?",
    anyOf: [["download", "outline form"], ["automat"]],
  },
  {
    kind: "multi-part",
    question: "does it cost anything to apply, and what info do I have to fill in on the application?",
    anyOf: [["free", "nothing"], ["class time", "start date", "education", "address"]],
  },
  {
    kind: "follow-up",
    before: ["what's the fee for QA?"],
    question: "could I spread that over a few months? and if I quit halfway do I get anything back?",
    anyOf: [["4 monthly", "four monthly", "1,000", "1000"], ["no refund", "not refunded", "non-refundable", "no refunds"]],
  },
  {
    kind: "multi-part",
    question: "who's the QA instructor and what's her experience? also who writes the full stack curriculum",
    anyOf: [["Mei Lin Chen"], ["banking", "health"], ["Tomás Rivera", "Tomas Rivera"]],
  },
  {
    kind: "comparison",
    question: "which program is the shortest and how much cheaper is it than full stack?",
    anyOf: [["16 weeks", "16-week", "sixteen weeks"], ["2,000", "2000", "4,000", "4000"]],
  },
  {
    kind: "multi-part",
    question: "what laptop do I need for full stack, and if I study online is it a live class or videos?",
    anyOf: [["8 GB", "Windows 10", "macOS 12"], LIVE],
  },
  {
    kind: "multi-part",
    question: "Studying from Brisbane - can I join QA online, and what time do the classes start?",
    anyOf: [["online"], EVENING],
  },
  {
    kind: "multi-part",
    question: "are there saturday classes, and do you review my portfolio before I apply for jobs?",
    anyOf: [["Sat", "11AM"], ["portfolio"]],
  },
  {
    kind: "multi-part",
    question: "you have a blog post on manual vs automated testing right? who's the author and what does it conclude?",
    anyOf: [["Mei Lin Chen"], ["both"]],
  },
  {
    kind: "multi-part",
    question: "is the data analytics course online at all, and how much is it?",
    anyOf: [["campus", "Sydney only", "not online", "no online"], OTHER_FEE],
  },
  {
    kind: "multi-part",
    question: "do I need a headset for online QA classes and how many hours is each class?",
    anyOf: [HEADSET, ["3 hours", "three hours", "three-hour", "3-hour"]],
  },
  {
    kind: "multi-part",
    question: "how long is the full stack course, what does it cost, and when's the next intake?",
    anyOf: [["24 weeks", "24-week"], FS_FEE, ["intake", "start"]],
  },
  {
    kind: "multi-part",
    question: "do you do security testing for apps? and how do I reach you by phone?",
    anyOf: [["security testing"], PHONE],
  },
];
