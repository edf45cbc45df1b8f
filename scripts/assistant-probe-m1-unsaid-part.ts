/**
 * Probe batch (issue 16, fixer m1): a message of two or three asks, often after a line about the
 * visitor's situation, where one ask is about something the site never mentions (parking, a
 * discount, a scholarship, a visa, recordings, a lift, lockers…) and the others ask facts the
 * site states. Each stated fact must be answered; the unsaid ask gets its honest line. A message
 * whose only ask is unsaid keeps the plain honest reply. Written from content/ before any fix.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const QA_LEN = ["16 weeks", "16-week"];
const FS_LEN = ["24 weeks", "24-week"];
const EVENING = ["6PM-9PM", "6PM - 9PM"];
const SATURDAY_CLASS = ["11AM-2PM", "11AM - 2PM"];
const SESSION = ["three-hour", "3 hours", "three hours", "3-hour"];
const NO_REFUND = ["no refund", "not refunded"];
const PHONE = ["(02) 5550 1234", "0491 570 156"];
const NO_CODE_QA = ["No coding experience", "No programming experience"];
const DA_CAMPUS = ["no online option", "campus in Sydney only", "on campus"];
const OS = ["Windows 10", "macOS 12"];

export const probeM1: DevCase[] = [
  {
    question: "I'll be coming by car. Do you have parking nearby, and what time do you open on Saturday?",
    kind: "multi-part",
    anyOf: [["10AM-3PM", "10AM - 3PM"]],
  },
  {
    question: "Is there a pensioner discount? And what does the QA course cost?",
    kind: "multi-part",
    facts: ["4,000"],
    absent: ["6,000"],
  },
  {
    question: "Do you offer any scholarships for single parents? Also how long is the data analytics course?",
    kind: "multi-part",
    anyOf: [QA_LEN],
  },
  {
    question: "I'm an international student. Can you sponsor my visa, and can I do the QA course online?",
    kind: "multi-part",
    anyOf: [["or online", "online"]],
  },
  {
    question:
      "Are the classes recorded so I can rewatch them later, and what time do the Saturday classes run?",
    kind: "multi-part",
    anyOf: [SATURDAY_CLASS],
  },
  {
    question: "Is there a lift in your building? Also what's the street address?",
    kind: "multi-part",
    facts: ["88 Harbour Street"],
  },
  {
    question: "is there childcare on site? and whats the fee for full stack",
    kind: "slang",
    facts: ["6,000"],
  },
  {
    question:
      "My partner and I both want to study. Is there a couples discount, and when are the evening classes?",
    kind: "multi-part",
    anyOf: [EVENING],
  },
  {
    question: "Is there a bike rack at the campus? Also what's your phone number?",
    kind: "multi-part",
    anyOf: [PHONE],
  },
  {
    question:
      "I'm here on a working holiday visa. Can I study data analytics on it, and can I do data analytics online?",
    kind: "multi-part",
    anyOf: [DA_CAMPUS],
  },
  {
    question: "Can I bring my dog to class, and what laptop do I need?",
    kind: "multi-part",
    anyOf: [OS],
  },
  {
    question: "Is there a student lounge at the campus? And how long is each class?",
    kind: "multi-part",
    anyOf: [SESSION],
  },
  {
    question: "Do you give discounts to veterans? Also, what happens with the fee if I quit halfway?",
    kind: "multi-part",
    anyOf: [NO_REFUND],
  },
  {
    question: "r there scholarships for indigenous students n how long is full stack",
    kind: "slang",
    anyOf: [FS_LEN],
  },
  {
    question: "Are there lockers for students, and what email do I use to reach you?",
    kind: "multi-part",
    facts: ["hello@harbourline.example"],
  },
  {
    question: "Do you have a free trial class for QA? And what do I need to know before starting it?",
    kind: "multi-part",
    anyOf: [NO_CODE_QA],
  },
  {
    question: "Any early bird discounts for data analytics? Also, what days can I do the classes?",
    kind: "multi-part",
    anyOf: [["Saturday", "Sat"]],
  },
  {
    question:
      "My company's computer has no admin rights. Can I use it for class, and what operating systems do you support?",
    kind: "multi-part",
    anyOf: [["install software", "locked-down"], OS],
  },
  {
    question:
      "i work shifts at a hospital. any discount for healthcare workers? and how many hours is one class",
    kind: "slang",
    anyOf: [SESSION],
  },
  {
    before: ["tell me about the full stack course"],
    question: "any scholarships for it? and how many weeks does it take?",
    kind: "follow-up",
    anyOf: [FS_LEN],
  },
  // Only the unsaid ask: the plain honest reply.
  { question: "Is there parking near your office?", kind: "no answer", none: true },
  { question: "Do you offer student discounts?", kind: "no answer", none: true },
  { question: "Can I enrol on a student visa?", kind: "no answer", none: true },
  {
    question: "I'm driving in from Penrith. Is there a car park under the building?",
    kind: "no answer",
    none: true,
  },
];
