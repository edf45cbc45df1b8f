/**
 * Probe batch (issue 16, fixer f3): a would-be student's worries and practicalities, and money
 * comparisons. Not knowing a language a course teaches, how much spreadsheet skill is enough, a Mac
 * or a locked-down laptop, who to ask between classes, careers help after the course and whether a
 * job is certain, where the FAQ and the terms are, what the site never says (connection speed,
 * learning support), how to pay, getting the money back, and lengths beside prices. New wordings,
 * written before any fix.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const NOREFUND = ["no refund", "not refunded"];
const W16 = ["16 weeks", "16-week"];
const W24 = ["24 weeks", "24-week"];
const QA = ["QA & Software Testing", "QA and Software Testing"];
const FS = ["full stack", "full-stack"];
const INSTALL = ["Permission to install software", "allowed to install software", "locked-down work laptop"];

export const probeF3: DevCase[] = [
  // not knowing what a course teaches
  {
    kind: "indirect",
    question: "the data course mentions SQL but i've never touched it, would i be lost from day one",
    anyOf: [["SQL and Python are taught from the start", "No programming experience"]],
  },
  {
    kind: "indirect",
    question: "I don't know any javascript, can I still do the testing course?",
    anyOf: [["teaches the JavaScript you need", "No coding experience"]],
  },
  {
    kind: "indirect",
    question: "my spreadsheet skills are pretty basic tbh, would that be ok for data analytics?",
    facts: ["formulas, sorting and filtering"],
  },
  {
    kind: "indirect",
    question: "how good at spreadsheets do i have to be before the analytics course",
    facts: ["formulas, sorting and filtering"],
  },
  // equipment worries
  {
    kind: "follow-up",
    before: ["My laptop is a MacBook Air"],
    question: "is that fine for data analytics?",
    facts: ["Windows only"],
  },
  {
    kind: "indirect",
    question: "the laptop I'd use belongs to my employer and I can't install anything on it, does that matter?",
    anyOf: [INSTALL],
  },
  {
    kind: "indirect",
    question: "I only have a company laptop with admin rights blocked, will it do for full stack?",
    anyOf: [INSTALL],
  },
  // help between classes
  {
    kind: "indirect",
    question: "if I get stuck on the homework on a sunday, is there anyone I can ask",
    facts: ["online space"],
  },
  {
    kind: "indirect",
    question: "where do I ask questions between classes?",
    facts: ["online space"],
  },
  // careers help
  {
    kind: "paraphrase",
    question: "apart from teaching, do you actually do anything to help people land jobs?",
    facts: ["Mock interview"],
  },
  {
    kind: "indirect",
    question: "after I graduate can you still pass on job leads to me?",
    facts: ["recent graduates"],
  },
  {
    kind: "slang",
    question: "straight up, is a job guaranteed when i finish?",
    anyOf: [["cannot promise you a job", "no course can guarantee"]],
  },
  {
    kind: "paraphrase",
    question: "Can you promise I'll be employed once I complete the QA course?",
    anyOf: [["cannot promise you a job", "no course can guarantee"]],
  },
  // finding things on the site
  {
    kind: "paraphrase",
    question: "do you have a page with common questions answered?",
    facts: ["/faq"],
  },
  {
    kind: "paraphrase",
    question: "where can i read the enrolment terms before i sign up",
    facts: ["/terms"],
  },
  // what the site does not say
  {
    kind: "no answer",
    question: "how fast does my home broadband need to be to join the online classes",
    none: true,
  },
  {
    kind: "no answer",
    question: "I have ADHD, are there any accommodations like extra time for assignments?",
    none: true,
  },
  // paying
  {
    kind: "multi-part",
    question: "how can I pay for the course? can it be spread out monthly and can i use a debit card",
    facts: ["monthly instalments", "card"],
  },
  {
    kind: "slang",
    question: "if i hate it after a few weeks do i get my cash back",
    anyOf: [NOREFUND],
  },
  {
    kind: "slang",
    question: "any money-back deal if the course isn't for me?",
    anyOf: [NOREFUND],
  },
  // lengths beside prices
  {
    kind: "comparison",
    question: "give me the duration and cost of each course side by side",
    facts: ["6,000", "4,000"],
    anyOf: [W24, W16],
  },
  {
    kind: "comparison",
    question: "how do the three programs stack up on weeks and fees?",
    facts: ["6,000", "4,000", "Data Analytics"],
    anyOf: [W24, W16, QA],
  },
  {
    kind: "comparison",
    question: "is full stack worth paying more for than QA?",
    facts: ["6,000", "4,000"],
    anyOf: [W24, FS],
  },
  {
    kind: "comparison",
    question: "why does the full stack one cost more than the others?",
    facts: ["6,000", "4,000"],
    anyOf: [W24],
  },
];
