/**
 * Probe batch (issue 16, fixer f2): what the company is and does, and how client work with it runs,
 * in visitors' own words. New wordings of the failures of development set 43, written before any
 * fix: the company described in a loose or slangy way; whether it is a university, college or
 * bootcamp (not a registered training organisation); how the training and the software side are
 * connected; whether apps are built for phones as well as the web; what to have ready for the
 * consultation booking; who builds a client's project and who leads it; what follows the
 * consultation; support after launch; whether students meet the client businesses; and the honest
 * reply for certifications and accreditations of the business the site never mentions.
 * Facts are copied verbatim from content/ (site.ts, services.ts, study.ts, people.ts, careers.ts,
 * privacy.ts, consultation.ts).
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const training = ["IT training", "training program", "helps people land IT jobs", "Career-ready"];
const software = [
  "technology partner",
  "software development",
  "designs, builds and tests software",
  "software that ships",
  "software for businesses",
  "build and test software",
];
const notRto = ["not a registered training organisation", "not nationally accredited"];
const bothSides = ["client engineering team", "still build software", "businesses we work with", "Teach by doing"];

export const probeF2: DevCase[] = [
  // --- what the company is
  { question: "so what does harbourline even do", kind: "slang", anyOf: [training, software] },
  { question: "what sort of business are you lot?", kind: "indirect", anyOf: [training, software] },
  { question: "quick q - what's your company's main thing?", kind: "paraphrase", anyOf: [training, software] },
  {
    question: "is this a training school or a software agency??",
    kind: "paraphrase",
    anyOf: [training, software],
  },
  {
    question: "wait do you guys teach coding or make software, or both",
    kind: "slang",
    anyOf: [training, software],
  },
  // --- what kind of institution
  { question: "r u a college or a tafe or something", kind: "slang", anyOf: [notRto] },
  { question: "is harbourline a university?", kind: "answer", anyOf: [notRto] },
  { question: "are you some kind of coding bootcamp", kind: "paraphrase", anyOf: [notRto, training] },
  // --- the two sides connected
  {
    question: "what's the link between the consulting work and the courses you run?",
    kind: "free text",
    anyOf: [bothSides],
  },
  {
    question: "do your trainers also do real client projects?",
    kind: "free text",
    anyOf: [bothSides],
  },
  // --- phones and the web
  { question: "can you make my app for both ios and android phones?", kind: "answer", facts: ["iOS", "Android"] },
  {
    question: "do u only do websites or mobile apps as well",
    kind: "slang",
    facts: ["iOS", "Android", "web app"],
  },
  // --- booking a consultation
  {
    question: "what should i prepare before i book the free consultation",
    kind: "paraphrase",
    facts: ["project details", "budget"],
  },
  {
    question: "what info does the consultation booking form ask me for?",
    kind: "answer",
    facts: ["project details", "budget range"],
  },
  // --- who works on it
  { question: "who would be building our software?", kind: "paraphrase", facts: ["developers"] },
  {
    question: "which of your people heads up the engineering for client projects?",
    kind: "indirect",
    facts: ["Rivera"],
  },
  // --- after the call, after launch
  {
    before: ["we'd like a booking app built for our physio clinic"],
    question: "what happens once we've had the consultation?",
    kind: "follow-up",
    facts: ["proposal", "fixed quote"],
  },
  {
    question: "after the discovery call, what's the next step?",
    kind: "paraphrase",
    facts: ["proposal", "fixed quote"],
  },
  {
    question: "once the website is launched will you keep maintaining it?",
    kind: "paraphrase",
    anyOf: [["monitoring", "on call", "updates"]],
  },
  {
    question: "do you offer any support after the app goes live or are we on our own",
    kind: "indirect",
    anyOf: [["monitoring", "on call", "updates"]],
  },
  // --- students and the client businesses
  {
    before: ["do you build software for other companies as well as teaching?"],
    question: "could your grads end up working for those clients?",
    kind: "follow-up",
    anyOf: [["Introductions when we can", "junior roles", "pass them on"]],
  },
  // --- the site does not say
  { question: "are you SOC 2 compliant?", kind: "no answer", none: true },
  { question: "do you hold an ISO 9001 quality certification?", kind: "no answer", none: true },
  { question: "is harbourline an AWS certified partner?", kind: "no answer", none: true },
];
