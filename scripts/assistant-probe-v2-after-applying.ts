/**
 * Probe batch (issue 16, fixer v2-after-applying): what happens after applying or booking, and when
 * money is due, in visitors' words and as follow-ups: hearing back after an application (two
 * business days, a decision within a week), after a consultation request (one business day), the
 * contact form (the site gives no time: the honest reply is fine), when the fee is paid (after
 * enrolment, by invoice; nothing before), the consultation's length and who is on the call.
 * Written from content/ (application-next-steps.ts, consultation.ts, fees.ts) before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const TWO_DAYS = ["two business days", "2 business days"];
const ONE_DAY = ["one business day", "1 business day"];
const AFTER_ENROL = ["after enrolment", "after enrollment", "after you are enrolled", "pay nothing before"];
const INVOICE = ["invoice", "after enrolment"];
const THIRTY = ["30-minute", "30 minute", "30 min"];
const SENIOR = ["senior developer"];

export const v2AfterApplying: ProbeCase[] = [
  // Hearing back after an application (application-next-steps.ts: two business days).
  { question: "just hit submit on my enrolment form, when will someone get in touch?", anyOf: [TWO_DAYS] },
  {
    question: "applied for data analytics yesterday, how soon does an advisor contact me",
    anyOf: [TWO_DAYS],
  },
  { question: "i put in an aplication on monday, whens someone gonna ring me", anyOf: [TWO_DAYS] },
  {
    question: "How long does it take to get a decision on my application?",
    anyOf: [["within a week", "two business days"]],
  },
  { question: "whats the wait after applying before a human actually talks to me?", anyOf: [TWO_DAYS] },
  { before: ["how do I enrol in full stack?"], question: "and then how long do i wait?", anyOf: [TWO_DAYS] },
  {
    before: ["can i apply online for data analytics"],
    question: "when will i hear from you after that",
    anyOf: [TWO_DAYS],
  },

  // Hearing back after a consultation request (consultation.ts: one business day).
  {
    question: "I filled in the consultation request for my website, when do you get back to me?",
    anyOf: [ONE_DAY],
  },
  { question: "booked a free consult, how quickly do you reply?", anyOf: [ONE_DAY] },
  {
    before: ["can i book a free consultation about building an app?"],
    question: "how fast do u respond",
    anyOf: [ONE_DAY],
  },

  // The contact form: the site gives no reply time.
  { question: "if I use the contact form how long till someone answers?", orNone: true, absent: ["30 days"] },

  // When money is due (fees.ts: applying is free, fee paid after enrolment, invoice by e-mail).
  { question: "when do i actually have to pay for the course?", anyOf: [AFTER_ENROL] },
  { question: "Is the fee due when I apply or later?", anyOf: [AFTER_ENROL] },
  { question: "do you take my money up front before i'm accepted?", anyOf: [AFTER_ENROL] },
  { question: "when will i get the invoice for the QA course", anyOf: [INVOICE] },
  { before: ["is applying free?"], question: "so when do I pay then?", anyOf: [AFTER_ENROL] },
  {
    before: ["how much is the full stack course"],
    question: "when's that due",
    anyOf: [["after enrolment", "before your first class", "after enrollment", "after you are enrolled"]],
  },
  { question: "do i need to pay a deposit to hold my spot when i apply", anyOf: [AFTER_ENROL] },

  // The consultation's length and who is on it (consultation.ts).
  { question: "how long is the free consultation", anyOf: [THIRTY] },
  { question: "who's on the consultation call, a salesperson?", anyOf: [SENIOR] },
  {
    before: ["do you offer free consultations for software projects?"],
    question: "how many minutes is it",
    anyOf: [THIRTY],
  },
  {
    before: ["do you offer free consultations for software projects?"],
    question: "who would i be speaking with",
    anyOf: [SENIOR],
  },
  {
    question:
      "my business partner wants a quick chat with a developer about our booking system idea, is there a cost and how long is it",
    anyOf: [["free"], THIRTY],
  },
  { question: "can i talk to a real dev about my app rather than a sales rep?", anyOf: [SENIOR] },

  // Multi-part: hearing back and paying.
  {
    question: "once I've applied, how long till you contact me and when's the fee due?",
    anyOf: [TWO_DAYS, AFTER_ENROL],
  },
];
