/**
 * Probe batch (issue 16, fixer t3-basics): the most basic questions about who we are and what we
 * offer, asked casually: the catalogue, identity and what we do, visiting on a day we are closed
 * or finding the office, superlatives over the programs (first to start, cheapest), whether
 * applying costs anything, roles after a course, living far away and a campus-only course,
 * services compared by starting rate, and an application's status or a mistake in it.
 * Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };
const THREE = [["Full stack"], ["QA"], ["Data Analytics"]];

export const t3Basics: ProbeCase[] = [
  // The catalogue, asked casually.
  { question: "what courses can i actually enrol in right now?", anyOf: THREE, absent: ["application form"] },
  { question: "hey what programs do you guys run", anyOf: THREE },
  { question: "Which of your courses are open for sign-ups?", anyOf: THREE, absent: ["application form"] },
  // Identity and what we do.
  { question: "do you only do training or do you also make software for companies?", anyOf: [["Web Application", "web app"], ["Mobile", "Software Testing"]], absent: ["Liam"] },
  { question: "what exactly does harbourline do?", anyOf: [["IT jobs", "training", "programs"], ["businesses", "software"]] },
  { question: "who are you guys, what's the company about", anyOf: [["IT jobs", "training"], ["businesses", "software"]] },
  // Visiting on a closed day; finding the office.
  { question: "can I pop in on a Sunday to ask about the courses?", anyOf: [["closed"]] },
  { question: "r u open sundays", anyOf: [["closed"]] },
  { question: "what level of the building are you on?", anyOf: [["Level 12"]] },
  { question: "which floor is your office", anyOf: [["Level 12"]] },
  // Superlatives over the programs.
  { question: "which course starts soonest?", anyOf: [["QA"], ["2 February"]] },
  { question: "what's the cheapest program you have?", anyOf: [["4,000"]], absent: ["$6,000 AUD is the"] },
  { question: "which one is the most expensive course", anyOf: [["Full stack"], ["6,000"]] },
  { question: "what's the shortest course?", anyOf: [["16 weeks", "16 Weeks"]] },
  // Applying costs nothing.
  { question: "do I have to pay anything to send an application?", anyOf: [["Applying is free", "free"]] },
  { question: "is there an application fee", anyOf: [["Applying is free", "free"]] },
  // Roles after a course.
  { question: "what jobs could I get after data analytics", anyOf: [["data analyst", "reporting analyst"]] },
  { question: "where does the full stack course lead job-wise", anyOf: [["junior full stack developer", "front-end developer"]] },
  // Living far away, campus-only course.
  { question: "I'm in Melbourne, can I still do the data analytics course?", anyOf: [["on campus", "Sydney"]], absent: ["People who already work"] },
  { question: "I live in Perth, does the QA course work for me?", anyOf: [["online"]] },
  // Services compared by rate.
  { question: "which of your services is the cheapest to hire you for?", anyOf: [["Software Testing"], ["5,000"]] },
  { question: "is a mobile app or a web app cheaper to get built by you?", anyOf: [["10,000"], ["20,000"]] },
  // Application status and changes.
  { question: "i made a typo in my email on the application, how do i change it?", anyOf: [["new application"]], absent: ["blog"] },
  { question: "how can i check the status of my application", anyOf: [["portal", "dashboard"]] },
  {
    before: ["how do I check on my application?"],
    question: "it says accepted! what now?",
    anyOf: [["acceptance e-mail", "confirm"]],
  },
  { question: "my application shows waitlisted, what does that mean", anyOf: [["waiting list", "full"]] },
];
