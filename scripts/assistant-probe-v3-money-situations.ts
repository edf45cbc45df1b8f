/**
 * Probe batch (issue 16, fixer v3): money in a student's situation: instalments and what each
 * payment is, withdrawing or losing a job while paying, the provider cancelling or moving an
 * intake, payment methods and currency, several money asks in one message, and money follow-ups
 * (including "the cheapest" after a course's fee). Written from content/fees.ts,
 * content/enrolment-terms.ts and content/faq.ts before any fix; `orNone` accepts the honest reply
 * too. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const MONTHLY = ["monthly instalments", "monthly installments"];
const GST_IN = ["include GST", "GST included", "includes GST"];
const WITHDRAW = ["cancelled", "canceled", "in writing"];
const ACL = ["Australian Consumer Law"];

export const probes: Probe[] = [
  // Several money asks in one message.
  {
    question: "hey can i do the full stack one on a payment plan and is that price inc gst?",
    anyOf: [["6 monthly", "six monthly", "$1,000"], GST_IN],
  },
  {
    question: "how much is the QA course per month if i do instalments, and when's the first one due?",
    facts: ["$1,000", "before your first class"],
  },
  { question: "cheapest option you've got and can i pay it off monthly?", facts: ["$4,000"], anyOf: [MONTHLY] },
  { question: "when do i get the invoice and how do i pay it", facts: ["invoice", "bank transfer"] },
  // Payment methods and currency.
  { question: "what payment methods do you accept", facts: ["bank transfer", "card"] },
  { question: "can i pay with my credit card?", facts: ["card"] },
  { question: "do u take paypal", anyOf: [["bank transfer"]], orNone: true },
  { question: "what currency are the fees in? im coming over from nz", anyOf: [["Australian dollars", "AUD"]] },
  // Spreading the cost.
  { question: "can I pay half now and half later?", anyOf: [MONTHLY] },
  { question: "do i pay weekly, fortnightly or monthly?", anyOf: [MONTHLY] },
  { question: "i'm between jobs atm, is there any way to not pay it all upfront?", anyOf: [MONTHLY] },
  // Money follow-ups.
  {
    before: ["how much is data analytics"],
    question: "can that be broken up into smaller payments?",
    anyOf: [["4 monthly", "four monthly", "$1,000"]],
  },
  {
    before: ["whats the fee for full stack"],
    question: "ok and monthly how much would that be",
    facts: ["$1,000"],
  },
  {
    before: ["how much is full stack", "is gst included?"],
    question: "which course costs the least",
    facts: ["$4,000"],
    absent: ["6,000"],
  },
  {
    before: ["price of the data analytics course?"],
    question: "whats the most expensive one",
    facts: ["Full Stack", "$6,000"],
  },
  // Losing a job, withdrawing while paying.
  {
    question: "just got made redundant, if i enrol and then can't pay the instalments what happens?",
    anyOf: [WITHDRAW],
  },
  {
    question: "what if my shifts change and i have to drop out midway, do i still owe the money",
    anyOf: [["cancelled", "canceled", "not refunded", "no refund"]],
  },
  {
    before: ["do you offer refunds"],
    question: "ok but if im on instalments do the rest still get charged when i leave",
    anyOf: [["cancelled", "canceled"]],
  },
  {
    before: ["whats the refund policy"],
    question: "what if im paying by card each month and want to stop",
    anyOf: [WITHDRAW],
  },
  // The provider cancelling or moving an intake.
  { question: "what happens if you guys cancel my intake?", anyOf: [ACL] },
  { question: "if the course gets called off on your end do i lose my money", anyOf: [ACL] },
  {
    before: ["can i get a refund"],
    question: "and what if it's you lot that cancel?",
    anyOf: [ACL],
  },
  {
    question: "what if you move the start date and it doesnt suit me anymore",
    anyOf: [["another class time or intake", "two weeks"]],
  },
  // Paying before enrolment.
  {
    question: "is there a deposit to hold my spot?",
    anyOf: [["pay nothing before", "Applying is free", "after enrolment"]],
    orNone: true,
  },
  {
    question: "if i apply and change my mind before i'm enrolled do i owe anything",
    anyOf: [["pay nothing before", "Applying is free", "does not commit"]],
  },
];
