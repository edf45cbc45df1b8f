/**
 * Probe batch (issue 16, fixer g3-basics): basic questions misread because one word belongs to
 * another topic ("your data" course vs personal data, "day one", "computer" science, app course vs
 * app service, enrolment "application" vs a client's app, teachers vs a service team), and stated
 * facts asked in unusual words (instalments after a fee, fixed quote, moving a booked call,
 * "remember me", notice of changed class times). Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };
const DA_FEE = [["$4,000", "4,000"]];

export const probes: ProbeCase[] = [
  // "your data …" naming the Data Analytics course, not personal data.
  { question: "what does your data analytics program cost?", anyOf: DA_FEE, absent: ["never sell"] },
  { question: "price of your data course?", anyOf: DA_FEE, absent: ["never sell"] },
  { question: "tell me about your data analytics course", anyOf: [["Data Analytics"]], absent: ["never sell"] },
  { question: "how long is your data analytics course", anyOf: [["weeks"]], absent: ["never sell"] },
  { question: "how do you store my data?", anyOf: [["privacy", "personal", "keep"]] },
  // "day" is the start date, not a testimonial's "day one".
  { question: "which day do classes begin?", anyOf: [["2 February", "TBA", "start"]], absent: ["Liam"] },
  { question: "on what date does the QA course kick off?", anyOf: [["2 February"]], absent: ["Liam"] },
  // Courses we don't run, including degrees and our services' subjects.
  { question: "can i get a bachelor of IT with you?", anyOf: [["three programs"]], absent: ["laptop"], orNone: true },
  { question: "do you offer a computer science course", anyOf: [["three programs"]], absent: ["laptop"], orNone: true },
  { question: "is there an iOS app development course?", anyOf: [["no "], ["three programs"]], absent: ["$20,000"] },
  { question: "do you teach cloud computing", anyOf: [["three programs", "devops", "AWS"]], absent: ["laptop", "$"] },
  { question: "any UX design course?", anyOf: [["no UX", "three programs"]], absent: ["tried free tutorials"] },
  // "application" is the enrolment application unless a client's app is the subject.
  { question: "what are the steps to apply for a course?", anyOf: [["application form", "apply online", "advisor"]], absent: ["Mobile Application"] },
  { question: "walk me through the application process", anyOf: [["application form", "advisor", "two business days"]], absent: ["Mobile Application", "discovery call"] },
  { question: "how long does the application take to be processed?", anyOf: [["two business days", "within a week"]], absent: ["Mobile Application"] },
  // Teachers are the course instructors.
  { question: "who are the trainers and are they industry people?", anyOf: [["Arjun", "Mei Lin", "Daniel"]], absent: ["projects are done by"] },
  { question: "do the instructors have real work experience?", anyOf: [["Arjun", "Mei Lin", "Daniel", "led test teams"]], absent: ["No coding experience"] },
  // A fee, then instalments for that course only.
  { before: ["what does data analytics cost?"], question: "can i split it into monthly payments?", anyOf: [["$1,000", "4 monthly"]], absent: ["$6,000"] },
  { before: ["how much is full stack?"], question: "is it possible to pay in parts?", anyOf: [["instalment"]], absent: ["$4,000 AUD each"] },
  // Fixed quote in plain words.
  { question: "is the price fixed or do costs keep climbing as the project goes?", anyOf: [["fixed quote", "fixed price"]] },
  { question: "will you charge by the hour for our app?", anyOf: [["fixed quote", "fixed price"]], orNone: true },
  // Moving a booked consultation.
  { question: "something came up, can I change the time of my free consultation?", anyOf: [["reschedule"]], absent: ["class time"] },
  { question: "need to cancel the consultation I booked", anyOf: [["cancel"]], absent: ["class time"] },
  // Remember me.
  { question: "how many days does the portal keep me signed in with remember me?", anyOf: [["30 days"]] },
  // Notice when we move classes.
  { question: "what happens if you move my intake's start date?", anyOf: [["two weeks"]] },
  { question: "how much notice do you give if a class time changes?", anyOf: [["two weeks"]] },
];
