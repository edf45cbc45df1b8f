/**
 * Probe batch (issue 16, fixer f2-students): prospective students who describe their situation
 * (a job, no coding, another city, second thoughts after starting, a typo-ridden question) and
 * follow-ups on equipment and privacy. New wordings of the classes seen in development sets
 * 16-18, written from content/ before any fix. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const EVENINGS = ["evening", "6PM", "6 PM", "Saturday"];
const NO_CODE = ["No programming experience", "No coding experience", "starts with HTML", "JavaScript you need", "taught from the start"];
const ONLINE_COURSES = [["QA", "Full stack", "full-stack"], ["online"]];
const NO_REFUND = ["no refund", "not refunded", "no refunds", "not be refunded"];
const FREE_SOFTWARE = ["free for students"];
const OAIC = ["OAIC", "Information Commissioner"];

export const probes: EvalCase[] = [
  // A job or other commitment, and whether the course still fits: the class times.
  { question: "I work 9 to 5 as a nurse, would I be able to fit in the full stack course?", anyOf: [EVENINGS] },
  { question: "i've got a full time office job. is the QA course doable alongside it?", anyOf: [EVENINGS] },
  { question: "Working full-time in retail. Can I still manage the data analytics program?", anyOf: [EVENINGS] },
  { question: "I'm a full-time accountant, could I realistically take on the full stack bootcamp as well?", anyOf: [EVENINGS] },

  // Prerequisites asked through the visitor's situation, alone and in follow-ups.
  { question: "never written a line of code in my life, can I still join the full stack course?", anyOf: [NO_CODE] },
  { question: "my coding skills are nonexistent haha can I still sign up for data analytics", anyOf: [NO_CODE] },
  { question: "do i have to know javascript beforehand", before: ["how long is the QA course?"], anyOf: [NO_CODE] },
  {
    question: "do i need to know html already",
    before: ["I work nights as a chef, can I do the full stack course?", "is it online?"],
    anyOf: [NO_CODE],
  },
  {
    question: "would i need python skills before starting",
    before: ["tell me about the data analytics course"],
    anyOf: [NO_CODE],
  },

  // Distance: which programs can be done from elsewhere.
  { question: "I'm based in Brisbane, which of your courses could I take without relocating?", anyOf: ONLINE_COURSES },
  { question: "I'm in regional Victoria. Can I do any of the programs from home?", anyOf: ONLINE_COURSES },
  { question: "live in adelaide, is there something I can study with you without flying over?", anyOf: ONLINE_COURSES },
  {
    question: "and the data analytics one?",
    before: ["I'm in Melbourne, can I study any of your courses from here?"],
    anyOf: [["no online option", "Sydney only", "campus only", "on campus"]],
  },

  // A refund after starting.
  { question: "what if I drop out after a month, do I get a refund?", anyOf: [NO_REFUND] },
  { question: "Say I enrol and hate it after the first couple of classes. Is my money refunded?", anyOf: [NO_REFUND] },
  { question: "can i get my fees back if i quit partway through the qa course", anyOf: [NO_REFUND] },

  // Several misspelt words in one short question about the basics.
  { question: "how mutch is the ful stak cours", anyOf: [["6,000", "6000"]] },
  { question: "how meny weeks is the qa cours", anyOf: [["16 weeks", "16-week", "16 week"]] },
  { question: "wat tims are the clases", anyOf: [["6PM", "6 PM"]] },
  { question: "how lng is the ful stack programm", anyOf: [["24 weeks", "24-week", "24 week"]] },

  // Equipment, then the software's cost.
  {
    question: "do i have to pay for any programs or licences on top?",
    before: ["do i need my own laptop?"],
    anyOf: [FREE_SOFTWARE],
  },
  {
    question: "will i need to buy any software",
    before: ["what computer do i need for the course?", "is 8gb ram enough"],
    anyOf: [FREE_SOFTWARE],
  },
  { question: "is there any software I have to pay for in the data analytics course?", anyOf: [FREE_SOFTWARE] },

  // Privacy, then where to complain.
  {
    question: "if you mishandle it, where can i lodge a complaint?",
    before: ["what do you do with my personal info?"],
    anyOf: [OAIC],
  },
  {
    question: "and if you don't do it, who can i go to?",
    before: ["can i ask you to delete my data?"],
    anyOf: [OAIC],
  },
  { question: "who can I escalate a privacy complaint to if you don't sort it out?", anyOf: [OAIC] },
];
