/**
 * Probe batch x4-site-actions (issue 16): doing things on the site and what happens after (the
 * student portal, an application's statuses, instalments and withdrawing, outlines, the newsletter,
 * the consultation form) and the privacy details behind them. New wordings written for this fix,
 * facts from content/ (application-next-steps, privacy, fees, enrolment-terms, options, consultation).
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const SEVEN_YEARS = ["seven years", "7 years"];
const THIRTY_DAYS = ["30 days", "thirty days"];

export const probeX4SiteActions: DevCase[] = [
  // The portal
  { kind: "indirect", question: "Now that my enrolment form is in, is there a page where I can keep track of where it's up to?", facts: ["portal"], anyOf: [["dashboard", "status"]] },
  { kind: "slang", question: "what do i gotta type in to make a student portal login", facts: ["password"], anyOf: [["e-mail", "email"], ["name"]] },
  { kind: "paraphrase", question: "Are portal passwords visible to the people who work at Harbourline?", facts: ["hash"] },
  { kind: "answer", question: "If I stop using my portal account, how long do you keep it?", anyOf: [["until you ask us to close it", "ask us to close it"]] },

  // Applications and their statuses
  { kind: "indirect", question: "I clicked withdraw on my application without meaning to. Can I send a new one in?", anyOf: [["any time", "anytime", "apply again"]] },
  { kind: "answer", question: "Which statuses could my application show on the dashboard?", facts: ["received", "under review", "accepted", "enrolled", "waitlisted", "rejected", "withdrawn"] },
  { kind: "paraphrase", question: "What stages does an application go through, start to finish?", facts: ["received", "under review", "accepted", "enrolled"] },
  { kind: "no answer", question: "Am I allowed to apply for QA and data analytics at the same time?", none: true },

  // Instalments, withdrawing, our changes
  { kind: "indirect", question: "If I'm on the monthly payment plan and quit partway, are the remaining payments still owed?", facts: ["in writing"], anyOf: [["cancelled", "canceled"]] },
  { kind: "slang", question: "what happens to my payments if i pull out of the course halfway thru paying it off", facts: ["in writing"], anyOf: [["cancelled", "canceled"]] },
  { kind: "free text", question: "What if the intake I signed up for gets pushed back on your end?", anyOf: [["two weeks", "2 weeks"]] },

  // Course outlines
  { kind: "typo", question: "if i downlod a course outline does that mean sombody is gonna ring me", anyOf: [["contact you", "contacted"]] },
  { kind: "answer", question: "Which details does the course outline form ask for?", anyOf: [["phone"], ["e-mail", "email"], ["name"]] },
  { kind: "indirect", question: "Why do you need my mobile number just to send me an outline?", anyOf: [["contact you about that course", "about that course"]] },

  // Newsletter and selling data
  { kind: "multi-part", question: "What info goes into the newsletter signup, and will you pass my email on to other companies?", anyOf: [["e-mail address", "email address"], ["do not sell", "don't sell", "never sell"]] },
  { kind: "slang", question: "do u guys sell my details to advertisers", anyOf: [["do not sell", "don't sell", "never sell"]] },

  // Consultation booking
  { kind: "answer", question: "What budget options are there on the consultation form?", anyOf: [["Less than $25K", "under $25K"], ["$100K+", "100K"]] },
  { kind: "slang", question: "how long does the free consult call go for", anyOf: [["30-minute", "30 minute", "30 minutes", "thirty minutes"]] },

  // Keeping and deleting records
  { kind: "indirect", question: "I completed the data course two years ago, please erase everything you have on me.", anyOf: [SEVEN_YEARS] },
  { kind: "paraphrase", question: "Once I graduate, can you get rid of my enrolment and payment history?", anyOf: [SEVEN_YEARS] },
  { kind: "comparison", question: "How long is the IP address from this chat stored, and how long do you hold on to my payment records?", anyOf: [THIRTY_DAYS, SEVEN_YEARS] },
  { kind: "answer", question: "How long do you keep a message I send through the contact form?", anyOf: [["two years", "2 years"]] },

  // Out of scope
  { kind: "out-of-scope", question: "can you reset my instagram password for me", none: true },
  { kind: "out-of-scope", question: "please close my linkedin account", none: true },
];
