/**
 * Probe batch (issue 16, fixer h8): basic facts asked in ordinary words (contact details, who
 * teaches, the roles a course leads to, when to pay, a week's shape, how soon we reply), inside
 * multi-part messages and as follow-ups, written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const EMAIL = "hello@harbourline.example";
const PAY_LATER = [
  "after enrolment",
  "after you enrol",
  "after you are enrolled",
  "once you are enrolled",
  "pay nothing before you are enrolled",
];

export const basics: EvalCase[] = [
  { question: "what email address can i write to with a few questions?", facts: [EMAIL] },
  { question: "can I just email someone? whats the address", facts: [EMAIL] },
  { question: "hey, is there an email for general enquiries", facts: [EMAIL] },
  { question: "I'd rather write than call - where do I send an email?", facts: [EMAIL] },
  { question: "whats ur email", facts: [EMAIL] },
  { question: "Two quick ones: what's your email and what's the phone number?", facts: [EMAIL, "5550 1234"] },
  { question: "who teaches the QA course?", facts: ["Mei Lin Chen"] },
  { question: "who's the teacher for full stack", facts: ["Arjun Mehta"] },
  { question: "who would be running the data class, like the actual trainer?", facts: ["Daniel Okafor"] },
  { question: "who'd be my instructor if I did the testing course", facts: ["Mei Lin Chen"] },
  {
    question: "how long is data analytics and who teaches it?",
    facts: ["16 weeks", "Daniel Okafor"],
  },
  {
    question: "how long is the full stack course and can I do it online?",
    facts: ["24 weeks"],
    anyOf: [["online"]],
  },
  {
    question: "quick q - how many weeks is data analytics, and can I study it from home?",
    facts: ["16 weeks"],
    anyOf: [["on campus", "no online"]],
  },
  {
    question: "Where's your office and what time do you close on weekdays?",
    facts: ["88 Harbour Street"],
    anyOf: [["9PM"]],
  },
  {
    question: "we might pop in on the weekend, what's the address and are you open sundays?",
    facts: ["88 Harbour Street"],
    anyOf: [["closed"]],
  },
  { question: "what jobs can I get after the QA course?", anyOf: [["QA analyst", "software tester"]] },
  {
    question: "what kind of roles do data analytics grads end up in",
    anyOf: [["data analyst", "reporting analyst", "business intelligence analyst"]],
  },
  {
    question: "what jobs would I be applying for?",
    before: ["tell me about the full stack course"],
    anyOf: [["junior full stack developer", "front-end developer", "back-end developer"]],
  },
  {
    question: "and what kind of work do people end up doing after?",
    before: ["what's the QA course like?"],
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },
  {
    question: "who teaches that one?",
    before: ["tell me about data analytics"],
    facts: ["Daniel Okafor"],
  },
  {
    question: "when will I hear back?",
    before: ["I just applied for the full stack course"],
    anyOf: [["two business days", "2 business days"]],
  },
  {
    question: "how soon does someone get in touch after I apply?",
    anyOf: [["two business days", "2 business days"]],
  },
  {
    question: "so when's someone going to call me",
    before: ["I submitted my application for data analytics last night"],
    anyOf: [["two business days", "2 business days"]],
  },
  { question: "do I have to pay when I apply?", anyOf: [PAY_LATER] },
  { question: "when is the fee actually due?", anyOf: [PAY_LATER] },
  {
    question: "ok so when do i pay",
    before: ["I've applied for QA"],
    anyOf: [PAY_LATER],
  },
  { question: "is money due upfront at application or later?", anyOf: [PAY_LATER] },
  {
    question: "what's a normal week like in the QA course?",
    anyOf: [["3-hour", "3 hours"]],
  },
  {
    question: "what does a week in the full stack course involve?",
    anyOf: [["code review"]],
  },
  {
    question: "how is a week structured for data analytics",
    anyOf: [["written feedback", "feedback"]],
  },
  {
    question: "what's a week like?",
    before: ["tell me about the full stack course"],
    anyOf: [["code review"]],
  },
  {
    question: "Hi there, where exactly are you, and is there an email I can use?",
    facts: ["88 Harbour Street", EMAIL],
  },
  {
    question: "who teaches QA and what jobs does it lead to?",
    facts: ["Mei Lin Chen"],
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },
];

/** A second batch, written after the fixes and not tuned to: do they carry to other wordings? */
export const basicsAfter: EvalCase[] = [
  { question: "do you guys have an email i could send a question to", facts: [EMAIL] },
  { question: "Good morning. Is there an email address for questions about courses?", facts: [EMAIL] },
  { question: "who is really the one teaching the QA classes?", facts: ["Mei Lin Chen"] },
  { question: "who exactly would be my full stack teacher", facts: ["Arjun Mehta"] },
  {
    question: "Hello! Quick one: where are you based and are you open sundays?",
    facts: ["88 Harbour Street"],
    anyOf: [["closed"]],
  },
  {
    question: "Hi. Two things: how much is full stack and how long does it go for?",
    facts: ["$6,000", "24 weeks"],
  },
  { question: "what types of jobs do QA grads usually get?", anyOf: [["QA analyst", "software tester"]] },
  {
    question: "what sort of roles would I be looking at after?",
    before: ["tell me about the QA course"],
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },
  { question: "do I really need to pay anything yet? I only just applied", anyOf: [PAY_LATER] },
  { question: "what does a week in the QA course look like?", anyOf: [["3-hour", "3 hours"]] },
  {
    question: "how long before someone gets back to me?",
    before: ["I applied for data analytics this morning"],
    anyOf: [["two business days", "2 business days"]],
  },
];
