/**
 * Probe batch (issue 16, fixer i1-actions): doing things on the site and what happens after —
 * the application form's choices, portal trouble, follow-ups about an application status,
 * data rights, the outline and contact forms, cancelling a consultation, the chat itself, and
 * portal or consultation features the site never mentions. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const EMAIL = "hello@harbourline.example";
const PHONE = ["(02) 5550 1234", "02 5550 1234"];

export const i1Actions: ProbeCase[] = [
  // options.ts / study.ts class schedule
  { question: "what class time options are on the enrol form?", anyOf: [["6PM", "6 PM", "6pm"], ["11AM", "11 AM", "11am"]] },
  // faq.ts portal: the e-mail you applied with; Forgot password
  { question: "signed up to the portal but none of my applications show up", anyOf: [["e-mail address you applied with", "confirm that address"]] },
  { question: "i forgot my student portal password, what now?", anyOf: [["forgot password", "reset link"]] },
  { question: "can't get into my portal account, I don't remember the password", anyOf: [["forgot password", "reset link"]] },
  // application-next-steps.ts statuses, as follow-ups
  { before: ["my application says under review"], question: "how long does that usually take?", anyOf: [["within a week", "a week"]] },
  { before: ["I've been waitlisted"], question: "will you let me know when a seat opens up?", anyOf: [["place opens", "e-mail you", "email you"]] },
  { question: "my application was rejected, can I apply again?", anyOf: [["later intake", "another program", "apply again"]] },
  { question: "They declined my application. Can I reapply?", anyOf: [["later intake", "another program", "apply again"]] },
  { question: "how is being on the waitlist different from getting rejected?", anyOf: [["waiting list", "full"], ["later intake", "another program", "could not offer"]] },
  // privacy.ts access
  { question: "can I export my personal data from the student portal?", anyOf: [[EMAIL, ...PHONE, "contact form"]] },
  { before: ["how can I see the information you hold about me?"], question: "is that free and how long will it take?", anyOf: [["free of charge", "free"], ["30 days"]] },
  // privacy.ts outline form: agreement to be contacted
  { question: "will you call me if I download a course outline?", anyOf: [["contact you about that course", "agreement to be contacted", "contacted"]] },
  // consultation.ts manage
  { question: "I need to cancel my consultation booking", anyOf: [["links to reschedule or cancel", "calendar invitation", "the e-mail has links"]] },
  // consultation booking fields + one business day
  { question: "what does the consultation booking form ask for, and when do you reply?", anyOf: [["budget", "project details", "company"], ["one business day", "1 business day"]] },
  { question: "do you reply quicker to a consultation booking or to an application?", anyOf: [["one business day", "1 business day"], ["two business days", "2 business days"]] },
  // privacy.ts contact form fields
  { question: "what fields are on the contact us form?", anyOf: [["phone number", "phone"], ["message"]] },
  // privacy.ts chat
  { question: "can I use the chat without giving my email?", anyOf: [["only if you choose", "without entering your details", "choose to give"]] },
  { question: "does this chat keep our conversation if I come back tomorrow?", anyOf: [["365 days", "cookie", "visitor"]] },
  // Not in content: honest reply
  { question: "Can I sign in to the portal with Facebook?", none: true },
  { question: "Is there an iPhone app for the student portal?", none: true },
  { question: "Do you send an SMS reminder before the consultation?", none: true },
  { question: "how fast do you answer contact form messages?", none: true, orNone: true },
];
