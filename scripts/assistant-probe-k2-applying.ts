/**
 * Probe batch (issue 16, fixer k2): an application's life, in visitors' words: the statuses on the
 * portal (waitlisted, enrolled, rejected, withdrawn and what happens next), what follows sending
 * it, whether a real person reads it, the waiting list, not being accepted, the invoice after
 * accepting, what is done with the details in an application, a course the provider cancels, and
 * multi-part asks about applying. Facts verbatim from content/ (application-next-steps.ts,
 * enrolment-terms.ts, fees.ts, privacy.ts, faq.ts). Written before any fix.
 * Run: node --import tsx scripts/run-k2-probe.ts (or npm run probe:assistant)
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const TWO_DAYS = ["two business days", "2 business days"];
const WAITING = ["waiting list", "is full"];
const NOT_OFFERED = ["could not offer", "later intake", "apply again"];
const FREE = ["Applying is free", "pay nothing"];
const FORM = ["application form", "Start your application", "enrol-now"];

export const probeK2: DevCase[] = [
  // Statuses on the portal
  { question: "my application says waitlisted - does that mean I didn't get in?", kind: "indirect", anyOf: [WAITING] },
  { question: "what does it mean when the portal status is rejected", kind: "answer", anyOf: [["could not offer", "later intake"]] },
  { question: "portal status changed to withdrawn, what does that mean for me", kind: "paraphrase", anyOf: [["apply again at any time", "apply again"]] },
  { question: "it says enrolled on my dashboard now, anything else I need to do?", kind: "indirect", facts: ["welcome e-mail"] },
  { question: "application status: under review. what's going on with it?", kind: "paraphrase", anyOf: [["within a week", "reviewing your application"]] },
  { question: "whats the diffrence between under review and received on the portal", kind: "typo", facts: ["two business days"], anyOf: [["within a week"]] },

  // After applying
  { before: ["just sent off my enrolment form for QA"], question: "right, what happens now?", kind: "follow-up", facts: ["advisor"] },
  { question: "I've applied. What comes next?", kind: "paraphrase", facts: ["advisor"] },
  { question: "does a human actually read the applications or is it a bot deciding", kind: "slang", facts: ["advisor"] },
  { question: "Will a real person go over my application?", kind: "paraphrase", facts: ["advisor"] },

  // Waiting list, not accepted
  { question: "If the class I want is full, do I just miss out?", kind: "indirect", anyOf: [["waiting list"]] },
  { question: "on the waiting list rn, what happens if someone pulls out", kind: "slang", anyOf: [["as soon as a place opens", "order applications arrived"]] },
  { question: "What happens if you don't accept me?", kind: "paraphrase", anyOf: [NOT_OFFERED] },
  { before: ["how does applying work?"], question: "what if they say no", kind: "follow-up", anyOf: [NOT_OFFERED] },

  // Invoice and first payment after accepting
  { question: "Once I accept the offer, when does the first invoice come?", kind: "paraphrase", facts: ["invoice"] },
  { question: "after i accept my place how do i make the first payment", kind: "indirect", anyOf: [["first payment instructions", "invoice"]] },

  // Privacy of an application
  { question: "what happens to the info I put in my enrolment application?", kind: "paraphrase", anyOf: [["assess your application", "assess it"]] },
  { question: "who gets to see my application details?", kind: "indirect", anyOf: [["Only our staff", "web host"]] },

  // The provider cancels or moves a course
  { question: "What happens if you cancel the course I enrolled in?", kind: "answer", facts: ["Australian Consumer Law"] },
  { question: "what if harbourline pulls the plug on my intake before it starts", kind: "slang", facts: ["Australian Consumer Law"] },

  // Multi-part
  {
    question: "Where's the application form, does it cost anything to apply, and when will I hear back?",
    kind: "multi-part",
    anyOf: [FORM, FREE, TWO_DAYS],
  },
  {
    question: "Is applying free and who looks at my application?",
    kind: "multi-part",
    anyOf: [FREE],
    facts: ["advisor"],
  },
  {
    question: "If I'm waitlisted, how will I find out a spot opened up, and do I pay anything while I wait?",
    kind: "multi-part",
    anyOf: [["as soon as a place opens", "We e-mail you"], FREE],
  },

  // Honest no-answer
  { question: "How many people are on the waiting list for the next intake?", kind: "no answer", none: true },
];
