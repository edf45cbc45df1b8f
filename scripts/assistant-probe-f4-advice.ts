/**
 * Probe batch (issue 16, fixer f4-advice): advice the three blog posts give, asked without naming
 * the blog: a whole section or a post's list, two-part advice (one point per part), a symptom a
 * post explains, and what we think of a practice; plus course and fee questions that must keep
 * their typed answers. Written from content/ before any fix. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const JUNIOR = [
  [
    "running locally",
    "read code",
    "small things",
    "fifteen",
    "review culture",
    "README",
    "work log",
    "own something",
  ],
];
const HABITS = [["work log", "write tests", "feedback"]];
const TESTING = [
  ["need both", "exploratory", "by hand", "manual testing", "does not replace", "human judgement"],
];
const DATA = [["duplicate"], ["missing", "types", "extremes", "reconcile"]];
const NO_FEES = ["$", "instalment"];

export const probes: EvalCase[] = [
  // 1. Advice spanning a section or a post's list.
  {
    question: "I'm starting my first software engineering job next week, what should I focus on?",
    anyOf: JUNIOR,
    absent: NO_FEES,
  },
  {
    question: "what's a good game plan for the first three months at a new dev job?",
    anyOf: JUNIOR,
    absent: NO_FEES,
  },
  {
    question: "how should a grad developer spend their first few weeks in a team?",
    anyOf: [["running locally", "read code", "review culture", "README"]],
    absent: NO_FEES,
  },
  { question: "which habits help a junior developer grow fastest?", anyOf: HABITS, absent: NO_FEES },
  {
    question: "how do I make sure the numbers are right before I build a chart for my manager?",
    anyOf: DATA,
    absent: NO_FEES,
  },
  {
    question: "how do you decide which tests to automate and which to do by hand?",
    anyOf: [["many times", "precise", "human judgement"]],
    absent: NO_FEES,
  },
  {
    question: "what is manual testing still good for these days?",
    anyOf: [["exploratory", "notices things", "confusing error message", "nobody imagined"]],
    absent: NO_FEES,
  },
  // 2. Two-part advice: one point per part.
  {
    question: "As a new junior dev, what should I do in my first month, and what do I do when I get stuck?",
    anyOf: [
      ["running locally", "read code", "review culture", "README", "learn how the team works"],
      ["fifteen"],
    ],
  },
  {
    question: "what is automation good at, and what still needs a human tester?",
    anyOf: [
      ["regression", "critical user journeys", "worked yesterday", "business rules"],
      ["exploratory", "human judgement", "person", "usability"],
    ],
  },
  {
    question: "how should I treat missing values, and how do I catch weird outliers in my data?",
    anyOf: [
      ["not the same as zero", "drop the rows", "fill the gaps"],
      ["top and bottom", "sort every numeric", "extremes"],
    ],
  },
  {
    question:
      "how can I show a new team I'm reliable as a junior dev, and how do I keep getting better over time?",
    anyOf: [
      ["own", "small"],
      ["work log", "write tests", "feedback"],
    ],
    absent: NO_FEES,
  },
  // 3. A symptom a post explains.
  {
    question: "our revenue chart suddenly shows one month at twice the others, what usually causes that?",
    anyOf: [["duplicate"]],
  },
  { question: "the csv I exported has double the rows I expected, what's going on?", anyOf: [["duplicate"]] },
  {
    question: "some postcodes in my spreadsheet lost their first 0, why does that happen?",
    anyOf: [["leading zero", "types", "stored as text"]],
  },
  {
    question: "my data says one customer is 240 years old, what does that tell me?",
    anyOf: [["how the data was collected", "extremes"]],
  },
  {
    question: "my dashboard total doesn't match what finance reports, is that a problem?",
    anyOf: [["not ready", "reconcile", "figure the business"]],
  },
  {
    question: "the same customer appears twice in my data with different capital letters, what's that about?",
    anyOf: [["duplicate"]],
  },
  {
    question: "all our automated tests pass but users still find the app confusing, how come?",
    anyOf: [["no script", "exploratory", "person", "manual"]],
  },
  // 4. What we think of a practice.
  { question: "a colleague reckons automation has made manual testers obsolete, thoughts?", anyOf: TESTING },
  {
    question: "is it true you don't need manual QA anymore if your automated tests are good?",
    anyOf: TESTING,
  },
  {
    question: "my team lead says to just fill blank cells with 0, is that ok?",
    anyOf: [["not the same as zero", "missing is not"]],
  },
  // Course and fee questions keep their typed answers, never a post's advice.
  {
    question: "how much does the data analytics course cost?",
    anyOf: [["$4,000", "4,000"]],
    absent: ["duplicate", "dashboard"],
  },
  {
    question: "can I pay off the QA course in monthly instalments?",
    anyOf: [["instalment"]],
    absent: ["exploratory", "automation"],
  },
  {
    question: "what will I learn in the full stack course?",
    absent: ["fifteen-minute", "work log", "Nobody expects"],
  },
];
