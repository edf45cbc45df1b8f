/**
 * Probe batch (issue 16, fixer h1-compare): comparisons and decisions between options — two services
 * in one message, "the third one" after a list, a course against a service, which course can be done
 * from home, instalments compared, salaries we do not publish, what the consultation is, and details
 * the site does not state (parking, fees by residency). Written before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const WEB = ["Web Application", "web app"];
const MOB = ["Mobile Application", "mobile app"];
const TEST = ["Software Testing"];
const R5 = ["$5,000", "5,000"];
const R10 = ["$10,000", "10,000"];
const R20 = ["$20,000", "20,000"];
const F4 = ["$4,000", "4,000"];
const NO_ONLINE = ["campus in Sydney only", "campus only", "on campus only", "no online option", "only on campus"];
const QA_ONLINE = ["QA"];
const NO_SALARY = ["salary", "salaries"];
const CONSULT = ["30-minute", "30 minute", "senior developer"];

export const compareProbes: ProbeCase[] = [
  // 1. two services in one message: each gets its fact
  {
    question: "Compare your web app building with your testing service for me, what's included in each?",
    anyOf: [WEB, TEST],
  },
  { question: "how much for a mobile app versus a website build?", anyOf: [R20, R10] },
  {
    question: "We want a website and then someone to test it properly. What are the starting prices?",
    anyOf: [R10, R5],
  },
  {
    question: "Is testing cheaper than mobile app development with you guys?",
    anyOf: [R5, R20],
  },
  {
    question: "whats the difference between ur mobile dev and web dev services",
    anyOf: [MOB, WEB],
  },
  // 2. "the third one" / "the last one" after a list
  {
    before: ["What services do you offer businesses?", "How much is mobile app development?"],
    question: "and the remaining one?",
    anyOf: [TEST, R5],
  },
  {
    before: ["What services do you offer?", "what does web app development cost?"],
    question: "what about the third one",
    anyOf: [TEST, R5],
  },
  {
    before: ["What services do you offer?", "tell me about software testing"],
    question: "and the second one on the list?",
    anyOf: [MOB, R20],
  },
  // 3. course vs service
  {
    question:
      "Would it be better for us to train one of our devs on your QA course, or get your team to test our app? Rough costs for both?",
    anyOf: [F4, R5],
  },
  {
    question: "QA course or your testing service, which is cheaper for a small startup?",
    anyOf: [F4, R5],
  },
  // 4. online comparisons
  {
    before: ["What's in the data analytics course?"],
    question: "is that one online too like QA?",
    anyOf: [NO_ONLINE],
  },
  {
    question: "which of your courses can I do without ever coming to the campus?",
    anyOf: [QA_ONLINE],
  },
  {
    question: "I live in Melbourne, which course could I take without travelling to Sydney?",
    anyOf: [QA_ONLINE],
  },
  {
    question: "torn between data analytics and QA, but I can only study remotely from Perth",
    anyOf: [QA_ONLINE, NO_ONLINE],
  },
  {
    question: "can data analytics be done online the same as QA?",
    anyOf: [NO_ONLINE],
  },
  // 5. instalments compared
  {
    question: "does QA let me pay in as many instalments as full stack?",
    anyOf: [["4 monthly", "4 instalments"], ["6 monthly", "6 instalments"]],
  },
  // 6. salaries
  {
    question: "which course leads to the higher salary, full stack or data analytics?",
    anyOf: [NO_SALARY],
    orNone: true,
  },
  {
    question: "what do QA testers earn after your course compared to data analysts?",
    anyOf: [NO_SALARY],
    orNone: true,
  },
  // 7. consultation vs contact form
  {
    question: "Is it better to book a consultation or send the contact form? what's the consultation like?",
    anyOf: [CONSULT],
  },
  {
    question: "What actually happens on the free consult call?",
    anyOf: [CONSULT],
  },
  // 8. details the site does not state
  {
    question: "Is the full stack fee higher for overseas students than for Australians?",
    none: true,
  },
  {
    question: "is there free parking near the campus on weekends?",
    none: true,
  },
  {
    question: "do locals get a cheaper price on the QA course than international students?",
    none: true,
  },
];
