/**
 * Probe batch (issue 16, fixer k6): messages of two or three asks where one ask's fact was lost
 * (payment timing beside card payment, the invoice beside accepting an offer, applying being free
 * beside how to apply, what the chat stores beside using it without a name), and asks the site
 * answers only in part (one ask answered, the other honestly unsaid). Written from content/
 * (fees.ts, application-next-steps.ts, enrolment-terms.ts, privacy.ts, study.ts, site.ts) before
 * any fix. Run: npm run probe:assistant
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

type ProbeCase = DevCase & { orNone?: true };

const CARD = ["card"];
const AFTER_ENROL = ["after enrolment", "after you are enrolled", "once you are enrolled", "when you are enrolled"];
const INVOICE = ["invoice"];
const FREE = ["Applying is free", "pay nothing"];
const FORM = ["application form", "enrol-now", "Start your application"];
const TWO_DAYS = ["two business days"];
const ACCEPT = ["acceptance e-mail", "(02) 5550 1234"];
const NO_NAME = ["without giving your name", "without entering", "only if you choose"];
const KEPT = ["30 days", "two years", "IP address", "questions and"];
const NO_REFUND = ["no refund", "not refunded"];
const INSTAL = ["monthly instalments", "instalments"];
const TIMES = ["6PM-9PM", "6PM - 9PM", "11AM-2PM"];
const LAPTOP = ["own laptop"];
const GST = ["include GST", "GST included"];
const ADVISOR = ["advisor"];
const WAYS = ["e-mail or phone"];

export const probeK6: ProbeCase[] = [
  // Payment: how and when, in one message
  {
    kind: "multi-part",
    question: "Do you accept card payments? Also at what point do I actually get charged for the course?",
    anyOf: [CARD, AFTER_ENROL],
  },
  {
    kind: "multi-part",
    question: "is it ok to pay by visa, and when is the course fee due?",
    anyOf: [CARD, AFTER_ENROL],
  },
  {
    kind: "multi-part",
    question: "When do I pay for the course, and which payment methods do you take?",
    anyOf: [AFTER_ENROL, ["bank transfer", "card"]],
  },
  {
    kind: "multi-part",
    question: "Can I put it on my debit card? and do I pay before applying or after?",
    anyOf: [CARD, [...AFTER_ENROL, "pay nothing before"]],
  },
  // Accepting an offer and the invoice
  {
    kind: "multi-part",
    question: "I got an offer for the QA course. How do I confirm my place and when will the invoice arrive?",
    anyOf: [ACCEPT, INVOICE],
  },
  {
    kind: "multi-part",
    question: "They offered me a spot in data analytics! how do i say yes to it, and when do i receive the bill?",
    anyOf: [ACCEPT, INVOICE],
  },
  {
    kind: "multi-part",
    question: "How do I accept my offer? And do I get an invoice straight after?",
    anyOf: [ACCEPT, INVOICE],
  },
  // How to apply, is it free, hearing back
  {
    kind: "multi-part",
    question: "Where do I sign up for a course, does it cost anything to apply, and when will I hear back?",
    anyOf: [FORM, FREE, TWO_DAYS],
  },
  {
    kind: "multi-part",
    question: "how can I apply for full stack and is applying free?",
    anyOf: [FORM, FREE],
  },
  {
    kind: "multi-part",
    question: "Is there a fee to apply? And how long until an advisor gets back to me?",
    anyOf: [FREE, TWO_DAYS],
  },
  {
    kind: "multi-part",
    question: "what's the process to apply, and is there any charge for it?",
    anyOf: [FORM, FREE],
  },
  // Who reviews and how they get in touch
  {
    kind: "multi-part",
    question: "Who looks at my application once I send it, and will they call me or email me?",
    anyOf: [ADVISOR, WAYS],
  },
  // The chat: what it stores and anonymity
  {
    kind: "multi-part",
    question: "does this chat keep my messages? and do I have to tell you who I am to use it?",
    anyOf: [KEPT, NO_NAME],
  },
  {
    kind: "multi-part",
    question: "Can I ask things here anonymously, and how long do you hang on to the chats?",
    anyOf: [NO_NAME, KEPT],
  },
  {
    kind: "multi-part",
    question: "is my chat with you saved somewhere? can i stay anonymous?",
    anyOf: [KEPT, NO_NAME],
  },
  // Money asks joined with other asks
  {
    kind: "multi-part",
    question: "Is GST included in the price, and can I pay by card?",
    anyOf: [GST, CARD],
  },
  {
    kind: "multi-part",
    question: "If I quit halfway do I get money back, and can I pay monthly instead?",
    anyOf: [NO_REFUND, INSTAL],
  },
  {
    kind: "multi-part",
    question: "When are the classes on, and when do I have to pay the fee?",
    anyOf: [TIMES, AFTER_ENROL],
  },
  {
    kind: "multi-part",
    question: "do I need my own laptop and when do I get invoiced?",
    anyOf: [LAPTOP, INVOICE],
  },
  // Asks the site answers only in part: one ask answered, the other honestly unsaid
  {
    kind: "multi-part",
    question: "Can I pay with bitcoin, and when is the fee due?",
    anyOf: [AFTER_ENROL],
  },
  {
    kind: "multi-part",
    question: "is there a scholarship for the QA course? and how long does it take?",
    anyOf: [["16 weeks"]],
  },
  {
    kind: "multi-part",
    question: "do you have a student discount, and can I pay by card?",
    anyOf: [CARD],
  },
  {
    kind: "multi-part",
    question: "Is there a dress code for class, and what time do Saturday classes start?",
    anyOf: [["11AM"]],
  },
  {
    kind: "multi-part",
    question: "How do I apply? And is there an age limit?",
    anyOf: [FORM],
  },
];
