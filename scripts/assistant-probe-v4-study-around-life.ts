/**
 * Probe batch (issue 16, fixer v4-study-around-life): fitting study around a job and life, in
 * visitors' words. Keeping a job while studying ("hold down a 9-5", "resign", "quit my job" is
 * not withdrawing from a course), a class missed for work ("lose", "can't come", "away for"), the
 * week's study outside class per program and with the class length, who a course suits from a
 * visitor's background (retail, admin, hospitality, no coding), and the blog's advice to a new
 * junior about getting stuck (the fifteen-minute rule). Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const keepJob = [["full-time job", "keep working", "keep a full-time", "6PM-9PM", "6PM - 9PM", "evening"]];
const missed = [["tell your instructor", "online space", "catch up"]];
const qaSuits = [["no coding experience", "customer support, administration, hospitality or retail"]];
const stuck = [["fifteen minutes", "fifteen-minute", "15 minutes"]];

export const probes: Probe[] = [
  // Keeping a job while studying.
  { question: "can i realistically work full-time and still get through the QA course?", anyOf: keepJob },
  { question: "im on a 9-5 mon-fri, is doing one of ur courses actually doable?", anyOf: keepJob },
  { question: "Do I need to resign from my job to do data analytics?", anyOf: keepJob, absent: ["refund"] },
  { question: "would I have to quit work to do full stack with you?", anyOf: keepJob, absent: ["refund"] },
  { question: "How do people manage a day job and your course at the same time?", anyOf: keepJob },
  { question: "is it feasible to hold down a job while studying with harbourline?", anyOf: keepJob },
  {
    before: ["tell me about the QA course"],
    question: "could i do it while still working 40 hrs a week?",
    anyOf: keepJob,
  },
  // A class missed for work or life.
  { question: "what if i can't come to class one week because i'm stuck at work?", anyOf: missed },
  { question: "if work makes me lose a lesson am i screwed?", anyOf: missed },
  { question: "got a work trip next month, ill be away for 1 class. what do i do", anyOf: missed },
  { question: "what happens if I lose a session because of overtime?", anyOf: missed },
  // Study outside class, per program and with the class length.
  { question: "how many hours outside class does QA take each week?", anyOf: [["5 to 7 hours"]], absent: ["6 to 8 hours"] },
  { question: "homework load for full stack per week?", anyOf: [["6 to 8 hours"]], absent: ["5 to 7 hours"] },
  { question: "hw hrs a week for qa?", anyOf: [["5 to 7 hours"]], absent: ["6 to 8 hours"] },
  {
    question: "how long is a data analytics lesson and how much study do i need to do at home on top each week?",
    anyOf: [["3 hours", "three-hour", "3-hour", "three hours"], ["5 to 7 hours"]],
  },
  {
    before: ["how much is full stack?"],
    question: "and how many hours of homework a week?",
    anyOf: [["6 to 8 hours"]],
    absent: ["5 to 7 hours"],
  },
  // Who a course suits, from the visitor's background.
  { question: "I'm a receptionist with no tech background, could QA work for me?", anyOf: qaSuits },
  { question: "been a barista 6 yrs, zero coding. is testing a realistic switch for someone like me?", anyOf: qaSuits },
  {
    question: "i do a lot of excel in my marketing job, would data analytics suit me?",
    anyOf: [["spreadsheets", "marketing"]],
  },
  {
    question: "never written a line of code in my life, is the full stack course for me?",
    anyOf: [["no programming experience", "starts with HTML", "career changers"]],
  },
  // The blog's advice to a new junior on getting stuck.
  { question: "your blog says something about getting stuck as a new dev, what's the advice?", anyOf: stuck },
  { question: "how long should a junior wait before asking a senior for help?", anyOf: stuck },
  { question: "whats the 15 minute thing in the junior dev article", anyOf: stuck },
  // Out of scope beside the class: still the honest reply.
  { question: "can you write a letter to my boss asking for time off to study?", none: true },
];
