/**
 * Probe batch (issue 16, fixer x3-people-passages): people and stories found by what they did or
 * said, and free-text questions answered from passages (blog, about us, careers, service work).
 * New wordings written from content/ before any fix (not copies of development set 39).
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const probeX3PeoplePassages: DevCase[] = [
  // --- staff, found by what they do ---
  {
    kind: "indirect",
    question: "does the woman in charge of harbourline ever actually meet the students?",
    anyOf: [["graduation project review", "graduation project"]],
  },
  {
    kind: "comparison",
    question: "between Tomás and Arjun, who's the one in the classroom for full stack, and what's the other guy's job?",
    facts: ["Arjun", "curriculum"],
  },
  {
    kind: "multi-part",
    question: "who's the data analytics instructor, and what software does he teach with?",
    facts: ["Daniel", "Power BI"],
    anyOf: [["SQL", "Python"]],
  },
  {
    kind: "multi-part",
    question: "which person teaches testing and what tools does she use for automation?",
    facts: ["Mei Lin", "Playwright"],
  },
  { kind: "typo", question: "whos ur directer", facts: ["Sarah Whitfield"] },
  { kind: "typo", question: "name of the techology haed pls", facts: ["Rivera"] },
  // --- graduates, found by what they said ---
  {
    kind: "paraphrase",
    question: "a grad mentioned studying at night so she could keep working - who, and which course was it?",
    facts: ["Aisha", "QA"],
  },
  {
    kind: "paraphrase",
    question: "which of your alumni loved the cloud deployment part of the course?",
    facts: ["Jack"],
  },
  {
    kind: "answer",
    question: "what have past QA students said about the course?",
    anyOf: [["Liam", "Aisha"]],
  },
  {
    kind: "answer",
    question: "any reviews from people who did the full stack program?",
    anyOf: [["Priya", "Hannah", "Jack"]],
  },
  {
    kind: "typo",
    question: "wat do ppl who finished data analitycs think of it",
    anyOf: [["Marco", "Sofia"]],
  },
  // --- blog passages ---
  {
    kind: "free text",
    question: "should I treat blank values in a spreadsheet as 0?",
    anyOf: [["not the same as zero"]],
  },
  {
    kind: "typo",
    question: "who wrot the blog post abuot data cleanning",
    facts: ["Okafor"],
  },
  {
    kind: "free text",
    question: "what sort of tests is it smart to automate?",
    anyOf: [["regression", "critical user journeys", "API contracts"]],
  },
  {
    kind: "free text",
    question: "what can a real person notice when testing that an automated test misses?",
    anyOf: [["confusing error", "hidden behind the keyboard", "feels slow", "usability", "accessibility"]],
  },
  {
    kind: "multi-part",
    question: "who's the author of the 90 days junior developer post and what's his role at the company?",
    facts: ["Rivera"],
    anyOf: [["Technology Head", "client engineering"]],
  },
  // --- about us and service work ---
  {
    kind: "paraphrase",
    question: "in one sentence, what is Harbourline Tech?",
    anyOf: [["IT jobs", "training"]],
  },
  {
    kind: "indirect",
    question: "is our software going to be built by your trainees or by seasoned devs?",
    anyOf: [["senior engineers", "experienced developers"]],
  },
  {
    kind: "slang",
    question: "after launch are we on our own or do u stick around?",
    anyOf: [["on call", "monitoring", "support team"]],
  },
  // --- careers ---
  {
    kind: "paraphrase",
    question: "what qualities matter to you in new team members?",
    anyOf: [["Teach by doing", "still build software", "Small teams", "Flexible hours"]],
  },
  // --- honest replies ---
  { kind: "no answer", question: "which clients have you worked with? any portfolio I can look at?", none: true },
  { kind: "no answer", question: "what's the salary for a teaching job with you?", none: true },
  { kind: "out-of-scope", question: "what's the best book to learn javascript from scratch?", none: true },
  { kind: "no answer", question: "can you show me some examples of apps you've delivered for customers?", none: true },
];
