/**
 * Probe batch (issue 16, fixer h2-passages): free-text questions answered from passages — what a
 * person has built or does, comparisons of people's years, a student quote about a situation, blog
 * authorship and recency, when careers sessions happen, cookies and retention in the privacy
 * policy, and the enrolment terms (ending an enrolment, changes, withdrawing on instalments).
 * Written before any fix, in new wordings. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

export const passageAsks: ProbeCase[] = [
  // people.ts Tomás bio
  {
    question: "what tech has Tomás worked with and who were his clients?",
    anyOf: [["React", "Node.js", "AWS"], ["startups", "government"]],
  },
  {
    question: "Has your head of technology built real software for anyone, or just teaches?",
    anyOf: [["React", "Node.js", "AWS", "startups", "government"]],
  },
  // people.ts Sarah bio
  {
    question: "does Sarah actually get involved with the students' work?",
    anyOf: [["graduation project"]],
  },
  // program-details: Arjun twelve vs Mei Lin ten; Daniel eight
  {
    question: "who has more experience, Mei Lin or Arjun?",
    anyOf: [["Arjun"], ["twelve years", "12 years"]],
  },
  {
    question: "Between Daniel and Arjun, which teacher has worked in the field for more years?",
    anyOf: [["Arjun"], ["twelve years", "12 years"]],
  },
  // not said: instructors' degrees or certifications
  { question: "Is Mei Lin Chen certified by ISTQB?", none: true },
  { question: "what university did Daniel Okafor go to?", none: true },
  // testimonials: Aisha (keep my job), Hannah (small classes)
  {
    question: "has anybody done the course while working full time? what was it like for them?",
    anyOf: [["Aisha"]],
  },
  {
    question: "I'm shy and worried I'll look stupid if I ask things. How did other students find the classes?",
    anyOf: [["Small classes", "never made me feel slow", "Hannah"]],
  },
  // blog authors and recency
  {
    question: "who's the author of the clean data article?",
    anyOf: [["Daniel Okafor"]],
  },
  {
    before: ["who wrote the article on cleaning data before charts?"],
    question: "what about the testing one?",
    anyOf: [["Mei Lin Chen"]],
  },
  {
    question: "what's the latest thing you posted on your blog?",
    anyOf: [["first 90 days", "90 days as a junior"]],
  },
  {
    question: "which blog post is the oldest?",
    anyOf: [["Clean data", "clean data"]],
  },
  // careers: last weeks of the course
  {
    question: "at what point in the program do you help with applying for jobs?",
    anyOf: [["last weeks"]],
  },
  // privacy: cookies
  {
    question: "does the site use cookies?",
    anyOf: [["visitor", "three cookies", "no advertising"]],
  },
  {
    before: ["which cookies do you set?"],
    question: "how long does the visitor cookie stay?",
    anyOf: [["365"]],
  },
  // privacy: retention both sides
  {
    question: "How long are enrolment records kept compared with applications that don't go ahead?",
    anyOf: [["seven years", "7 years"], ["two years", "2 years"]],
  },
  // privacy: external AI service
  {
    question: "is what I type here shared with an AI provider?",
    anyOf: [["external AI service", "AI service"]],
  },
  { question: "is this bot powered by claude or gpt-4?", none: true },
  // terms: ending an enrolment
  {
    question: "Can a student be expelled?",
    anyOf: [["harasses", "someone else's work", "end the enrolment"]],
  },
  // terms: changes
  {
    question: "what if you replace the instructor or push back the intake date?",
    anyOf: [["two weeks ahead", "at least two weeks"], ["instructor"]],
  },
  // fees: withdrawing on instalments
  {
    question: "I'm on the monthly payment plan - if I drop out, are the remaining payments cancelled?",
    anyOf: [["cancelled"]],
  },
  {
    question: "if I withdraw part way through the instalments, do I get a refund of the ones I've paid?",
    anyOf: [["not refunded", "no refund"]],
  },
];
