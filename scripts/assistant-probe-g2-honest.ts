/**
 * Probe batch (issue 16, fixer g2-honest): a detail beside a fact the site states, which the site
 * never states itself (a late fee beside the payment terms, a founding year beside the founder,
 * switching program beside moving class time, pausing beside withdrawing, a break beside the
 * three-hour class, the AI or host that runs something beside the privacy policy, a repair beside
 * the mobile app service). The honest reply is right for those; a few neighbours the site does
 * state are kept beside them so the fix cannot swallow them. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

export const probes: Probe[] = [
  // Payment terms state when and how; no penalty, interest or late charge.
  { question: "what happens if i miss an instalment, do you charge a penalty?", none: true },
  { question: "do you charge interest on the monthly payment plan?", none: true },
  { question: "overdue instalment fine?", none: true },
  // A founder, no year.
  { question: "when was harbourline founded", none: true },
  { question: "how many years has your company been running?", none: true },
  // Moving class time is stated; switching program, deferring or pausing is not.
  { question: "can i transfer from full stack to the QA course after a few weeks?", none: true },
  { question: "is it possible to defer my enrolment to the next intake?", none: true },
  { question: "could I pause the data analytics course for a month and resume after?", none: true },
  { question: "can i take a break from the course halfway and come back next year", none: true },
  // Three-hour classes; breaks and recordings never mentioned.
  { question: "do we get a coffee break during the evening class?", none: true },
  { question: "will the live classes be recorded for later?", none: true },
  // The privacy policy speaks of "an external AI service" and "our web host", naming neither.
  { question: "what language model powers your chatbot?", none: true },
  { question: "is this chat bot openai or claude?", none: true },
  { question: "are my chats used to train a model?", none: true },
  { question: "which company hosts harbourline's servers?", none: true },
  { question: "what cloud provider do you use for your site", none: true },
  // Hardware and device repairs beside the mobile app service.
  { question: "can you fix my cracked phone screen", none: true },
  { question: "laptop repair?", none: true },
  { question: "do you repair android phones", none: true },
  // Neighbours the site does state: still answered.
  {
    question: "can I swap to the saturday class if evenings stop working for me?",
    anyOf: [["move to another class time", "another class time"]],
  },
  { question: "is there a fee to apply?", anyOf: [["free"]] },
  { question: "how long is each class?", anyOf: [["3 hours", "three hours", "three-hour", "3-hour"]] },
  { question: "what happens if I stop paying my instalments because I withdraw?", anyOf: [["cancelled", "not refunded"]] },
  {
    question: "is my chat sent to an AI?",
    anyOf: [["external AI service"]],
    orNone: true,
  },
  { question: "who founded harbourline tech?", anyOf: [["Sarah"]] },
  { question: "can you build an iphone app for my gym?", anyOf: [["Mobile Application Development", "iOS"]] },
];
