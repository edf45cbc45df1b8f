/**
 * Probe batch (issue 16, fixer h12): advice a visitor's team, startup or boss wants (test
 * automation, data cleaning, a junior's first weeks, charts), asked without naming the blog, and how
 * a project with us runs, in business owners' words. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const TESTING = [["need both", "exploratory", "by hand", "manual testing", "does not replace"]];
const FIFTEEN = [["fifteen minutes", "15 minutes", "fifteen-minute", "15-minute"]];
const DATA = [["duplicate", "missing values", "check the types", "extremes", "reconcile"]];
const JUNIOR = [["running locally", "read code", "small", "fifteen", "review culture", "README"]];
const STEPS = [
  ["Discovery call", "Fortnightly demos", "fortnightly", "Proposal and fixed quote", "fixed quote"],
];

export const probes: EvalCase[] = [
  // Test automation advice.
  { question: "Should my team just automate all of our tests?", anyOf: TESTING },
  {
    question: "my boss wants us to automate everything and fire the manual testers, is that smart?",
    anyOf: TESTING,
  },
  { question: "is it worth automating 100% of our QA?", anyOf: TESTING },
  { question: "can automated tests fully replace manual testing in our company?", anyOf: TESTING },
  {
    question: "we're a small startup, do we still need manual testers if we have automation?",
    anyOf: TESTING,
  },
  {
    question: "what kind of tests should our team automate?",
    anyOf: [["critical user journeys", "regression", "API contracts", "business rules"]],
  },
  { question: "is manual testing dead?", anyOf: TESTING },
  { question: "our CTO says manual QA is a waste of money, agree?", anyOf: TESTING },
  // Junior developer advice.
  {
    question:
      "In my first dev job, how long should I try to solve something on my own before asking for help?",
    anyOf: FIFTEEN,
  },
  { question: "how long should a junior dev be stuck before asking a senior?", anyOf: FIFTEEN },
  { question: "when should i ask for help at my new developer job", anyOf: FIFTEEN },
  {
    question: "I just started as a junior programmer, what should I focus on in my first few months?",
    anyOf: JUNIOR,
  },
  {
    question: "we're hiring our first junior developer, what should their first weeks look like?",
    anyOf: JUNIOR,
  },
  { question: "tips for my first week as a software developer?", anyOf: JUNIOR },
  {
    question: "how do I ask a good question when I'm stuck on code at work",
    anyOf: FIFTEEN.concat().map((o) => o.concat(["show your work", "shows your work", "what you tried"])),
  },
  // Data / charts advice.
  { question: "What should I check in a dataset before I start building charts from it?", anyOf: DATA },
  { question: "my boss wants a dashboard by friday, how do I make sure the numbers are right?", anyOf: DATA },
  { question: "our sales chart shows march twice as high as other months, why?", anyOf: [["duplicate"]] },
  { question: "how should our team clean up a spreadsheet before reporting on it?", anyOf: DATA },
  {
    question: "what's the best way to handle missing values in our data?",
    anyOf: [["missing is not the same as zero", "drop the rows", "fill the gaps", "missing values"]],
  },
  {
    question: "which chart should I pick for a report to management?",
    anyOf: [["simplest chart", "label the axes"]],
  },
  // How a project runs.
  { question: "How does a software project with you actually run, from first chat to launch?", anyOf: STEPS },
  {
    question: "what happens after the first call with you guys?",
    anyOf: [["proposal", "fixed quote", "one business day"]],
  },
  { question: "walk me through how you'd build an app for my business, start to finish", anyOf: STEPS },
  { question: "what are the steps if I hire you to make our website?", anyOf: STEPS },
  { question: "if we go ahead with you, what does the process look like?", anyOf: STEPS },
  { question: "how do you guys work with clients on a project?", anyOf: STEPS },
  {
    question: "will we be kept in the loop during the build?",
    anyOf: [["fortnightly demos", "fortnightly", "demos"]],
  },
  {
    question: "what happens once the app is finished and launched?",
    anyOf: [["launch and support", "after launch", "support"]],
  },
  { question: "from idea to launch, how does it work with your team?", anyOf: STEPS },
  { question: "how do projects normally go with you, roughly?", anyOf: STEPS },
  { question: "i run a cafe and want an ordering app. what's the process to get it made?", anyOf: STEPS },
];
