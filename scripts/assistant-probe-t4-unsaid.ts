/**
 * Probe batch (issue 16, fixer t4-unsaid): a detail near a topic the site covers that the site
 * never states: how often something happens where no frequency is given (the newsletter, new
 * blog posts, new courses), a degree or credential of the people whose backgrounds never mention
 * one, a staff member's own contact or profile (their e-mail, phone, LinkedIn), and credit or
 * recognition of prior learning. The honest reply is right for those; neighbours the site does
 * state are kept beside them so the fix cannot swallow them. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

export const probes: Probe[] = [
  // Frequency: the newsletter, the blog and new intakes have none stated.
  { question: "do you send the newsletter every month or more often than that?", none: true },
  { question: "how frequently will i get emails from your mailing list", none: true },
  { question: "is the blog updated regularly? like how many posts a month", none: true },
  { question: "how often do you launch brand new courses?", none: true },
  // Frequency the site does state: one class a week, weekly code reviews, fortnightly demos.
  { question: "how often do classes run each week?", anyOf: [["one three-hour class a week", "one", "once"]] },
  { question: "how often do we get code reviews on the full stack course?", anyOf: [["weekly"]] },
  { question: "when you build an app for us, how often do we see progress?", anyOf: [["fortnightly"]] },
  { question: "how often do i pay if i choose instalments?", anyOf: [["monthly"]] },
  // A credential or degree of the people: their backgrounds never mention one.
  { question: "does arjun have a computer science degree?", none: true },
  { question: "are your teachers university qualified, like masters or phd level?", none: true },
  { question: "what qualifications does mei lin chen hold? any certifications like ISTQB?", none: true },
  // What the site does say about the people: their experience.
  { question: "how much industry experience does the QA instructor have?", anyOf: [["ten years"]] },
  { question: "who teaches the full stack course and what's their background?", anyOf: [["Arjun"]] },
  // A staff member's own contact or profile: never given.
  { question: "whats sarah whitfield's email address", none: true },
  { question: "can i get mei lin's mobile number so i can ask her directly", none: true },
  { question: "does tomás rivera have a github or linkedin i can look at?", none: true },
  // The company's own contacts are stated.
  { question: "what's your email address?", anyOf: [["@"]] },
  { question: "can i talk to someone on the phone about the QA course?", anyOf: [["call", "phone", "02"]] },
  // Credit, exemption or recognition of prior learning: never mentioned.
  { question: "i already know html and css, can i be exempt from the first few weeks of full stack?", none: true },
  { question: "do you offer RPL for people with industry experience?", none: true },
  { question: "will my tafe certificate count as credit towards your course", none: true },
  { question: "can i get advanced standing if i finished a cert IV in IT?", none: true },
  // Neighbours the site does state: what a course needs first, and the certificate.
  { question: "do i need any prior experience for the data analytics course?", anyOf: [["spreadsheets", "no programming experience"]] },
  { question: "is your certificate nationally accredited?", anyOf: [["not nationally accredited", "not a registered training organisation"]] },
];
