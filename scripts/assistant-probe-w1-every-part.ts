/**
 * Probe batch (issue 16, fixer w1-every-part): messages of two or three asks, a course fact
 * (length, fee, GST, study mode, class times, prerequisites, start date) beside a process or
 * support fact (applying, changing an application, CV help, mock interviews, job-search
 * sessions, the consultation, refunds, a laptop), or three facts at once with a parenthesis.
 * Each answer must hold every ask's fact. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const FS_LEN = ["24 weeks"];
const QA_LEN = ["16 weeks"];
const FS_FEE = ["$6,000", "6,000"];
const DA_FEE = ["$4,000", "4,000"];
const GST = ["GST included", "include GST", "includes GST"];
const ONLINE = ["online"];
const TIMES = ["6PM", "11AM"];
const CV = ["CV"];
const MOCK = ["practice interview", "mock interview"];
const JOBS = ["job-search", "junior roles"];
const APPLY = ["application form", "Apply online"];
const CHANGE = ["cannot be changed", "new application"];
const NO_REFUND = ["no refund", "not refunded"];
const LAPTOP = ["own laptop", "bring your own"];
const CONSULT = ["30-minute call", "30 minute call"];
const QA_START = ["2 February 2027"];
const NO_EXP = ["No programming experience", "No coding experience", "no experience", "starts with HTML"];

export const w1EveryPartProbes: ProbeCase[] = [
  { question: "how long is full stack and do you help with my CV after?", anyOf: [FS_LEN, CV] },
  { question: "whats the price of data analytics, and do u do mock interviews", anyOf: [DA_FEE, MOCK] },
  { question: "can i do QA online? also how do i apply", anyOf: [ONLINE, APPLY] },
  { question: "what times are classes on and is there any help finding a job at the end?", anyOf: [TIMES, JOBS] },
  { question: "how much is full stack (is GST included?) and can I get a refund if I drop out", anyOf: [FS_FEE, GST, NO_REFUND] },
  { question: "how long is the testing course, what does it cost (incl GST?), and can i do it from home?", anyOf: [QA_LEN, DA_FEE, ONLINE] },
  { question: "when does QA start and can i change my application once its sent", anyOf: [QA_START, CHANGE] },
  { question: "do i need any experience for full stack at all? and do i need my own laptop", anyOf: [NO_EXP, LAPTOP] },
  { question: "hw long is data analytics n do u help with resumes", anyOf: [QA_LEN, CV] },
  { question: "what's the fee for QA and what happens in the free consultation?", anyOf: [DA_FEE, CONSULT] },
  { question: "is full stack online at all? and how do I apply for it", anyOf: [ONLINE, APPLY] },
  { question: "are classes on saturdays, and is there a refund if i withdraw?", anyOf: [["11AM", "Saturday"], NO_REFUND] },
  { question: "how much does data analytics cost and can i get job search help", anyOf: [DA_FEE, JOBS] },
  { question: "whats the duration of full stack, the fee (with gst?), and do you do practice interviews?", anyOf: [FS_LEN, FS_FEE, MOCK] },
  { question: "when does the next intake start, and do I have to bring a laptop?", anyOf: [QA_START, LAPTOP] },
  { question: "how long is QA? can you look over my CV too?", anyOf: [QA_LEN, CV] },
  { question: "can I study data analytics remotely and what do I need to apply", anyOf: [ONLINE, APPLY] },
  { question: "what does full stack cost, and if i change my mind can i get my money back?", anyOf: [FS_FEE, NO_REFUND] },
  { question: "do I need coding experience for QA, and how long does it run?", anyOf: [NO_EXP, QA_LEN] },
  { question: "what nights are the classes n can i fix a mistake in my application", anyOf: [TIMES, CHANGE] },
  { question: "is data analytics 16 weeks, and do you run mock interviews for it?", anyOf: [QA_LEN, MOCK] },
  { question: "how much is QA (gst incl?) and is it on campus or online?", anyOf: [DA_FEE, GST, ONLINE] },
  {
    question: "and how long is it, and do you help with CVs?",
    before: ["tell me about the full stack course"],
    anyOf: [FS_LEN, CV],
  },
  { question: "what does the consultation involve and how long is the QA course", anyOf: [CONSULT, QA_LEN] },
];
