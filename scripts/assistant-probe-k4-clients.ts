/**
 * Probe batch (issue 16, fixer k4): business clients asking about the three services
 * (content/services.ts and the pages built from it, the consultation booking page, its budget
 * options and the privacy policy's retention rows; study.ts on accreditation). New wordings of
 * the classes failed in development set 51, written before any fix. Run: npm run probe:assistant
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const probeK4: DevCase[] = [
  // Technologies a service is built with.
  { question: "what language or framework do you use to code a phone app?", kind: "paraphrase", facts: ["React Native"] },
  { question: "which tech would you use to build our customer portal website?", kind: "paraphrase", anyOf: [["React", "Typescript", "Nextjs"]] },
  { question: "do yous build for android phones as well as iphones", kind: "slang", facts: ["Android"] },
  { question: "is the web side built on the same tech as your mobile apps?", kind: "comparison", facts: ["React Native"] },
  // Starting price, minimum spend.
  { question: "whats the least we'd have to spend on a software testing engagement?", kind: "paraphrase", facts: ["5,000"], absent: ["20,000"] },
  { question: "minimum budget for getting a mobile app made?", kind: "paraphrase", facts: ["20,000"], absent: ["10,000"] },
  // An exact price.
  { question: "Can you tell me the exact cost of a mobile app for my gym before we talk?", kind: "indirect", facts: ["fixed quote"] },
  { question: "I need a precise figure for a testing project, not a range. Can you do that?", kind: "indirect", facts: ["fixed quote"] },
  // The team and the consultants.
  { question: "Who would be on my project team if we hired you?", kind: "paraphrase", anyOf: [["Technical consultants", "technical consultants"]] },
  { question: "what's the job of a technical consultant on a project with you?", kind: "paraphrase", facts: ["simplest architecture"] },
  { question: "what kind of people work on client projects at your company?", kind: "paraphrase", anyOf: [["Support team", "support team"]] },
  // After the consultation call.
  {
    before: ["tell me about the free consultation"],
    question: "what happens once the call is over?",
    kind: "follow-up",
    facts: ["proposal"],
  },
  { question: "After the consultation, do you send us something in writing?", kind: "paraphrase", facts: ["proposal"] },
  // Budget option on the booking form.
  { question: "Our budget is around 70 thousand dollars, which range should I pick when booking?", kind: "indirect", facts: ["$50K – $100K"] },
  { question: "we only have 15k, what budget do i choose on the consultation form", kind: "slang", facts: ["Less than $25K"] },
  { question: "Budget is about $150,000. Which option is that on the booking form?", kind: "indirect", facts: ["$100K+"] },
  // A business describing a testing need.
  {
    question:
      "We're an insurance company and our claims app needs a security check plus automated tests before go-live. How would an engagement with you work?",
    kind: "free text",
    anyOf: [["Security testing", "Test automation"], ["Discovery call", "fixed quote", "Fortnightly demos", "free consultation"]],
  },
  // Comparing a service's price in a follow-up.
  { before: ["how much is a mobile app?"], question: "and what about testing, is that cheaper?", kind: "follow-up", facts: ["5,000"] },
  { before: ["what does the web app service cost?"], question: "how does mobile compare?", kind: "follow-up", facts: ["20,000"] },
  // How long the booking form's details are kept.
  { question: "how long will you hang on to the info from my consultation booking?", kind: "paraphrase", facts: ["two years"] },
  { question: "Do you keep my project details from the consultation form forever?", kind: "paraphrase", facts: ["two years"] },
  // Accreditation of a course for staff.
  { question: "If our team does your QA course, is the certificate nationally recognised?", kind: "paraphrase", facts: ["not nationally accredited"] },
  { question: "are ur courses accredited? asking for my employees", kind: "slang", facts: ["not nationally accredited"] },
  // Near miss: an hourly rate is still not said.
  { question: "how much do you charge per hour for a tester?", kind: "no answer", none: true },
];
