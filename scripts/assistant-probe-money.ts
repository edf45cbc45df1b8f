/**
 * Probe batch (issue 16, fixer h10): money, equipment and the visitor's situation: instalments,
 * refunds and withdrawal, GST, laptops, budgets, keeping a job, family and time, and courses we do
 * not run, asked as visitors would. Written from content/ before any fix; `orNone` accepts the
 * honest reply too. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const NO_LAPTOP = ["do not provide or lend", "bring your own laptop", "own laptop"];
const KEEP_JOB = ["keep a full-time job", "evening or on saturday", "evening"];
const CANCELLED = ["cancelled", "canceled"];
const NOT_REFUNDED = ["not refunded", "no refund"];
const SIX = ["6 monthly", "six monthly", "6 instalments", "$1,000"];
const FOUR = ["4 monthly", "four monthly", "4 instalments", "$1,000"];

export const probes: Probe[] = [
  // Equipment.
  { question: "my laptop just died, can i borrow one from you guys for the course?", anyOf: [NO_LAPTOP] },
  { question: "do i need to bring my own computer or is there one in class", anyOf: [NO_LAPTOP] },
  { question: "is a laptop included in the fee", anyOf: [NO_LAPTOP] },
  { question: "my macbook is from 2015 and super slow, will it be ok?", anyOf: [["macOS 12", "8 GB"]] },
  {
    question: "can i use a chromebook for the course",
    anyOf: [["Windows 10", "macOS 12", "Linux"]],
    orNone: true,
  },
  { question: "i don't own a pc, is that a dealbreaker?", anyOf: [NO_LAPTOP] },
  { question: "do you supply the equipment or is it bring your own", anyOf: [NO_LAPTOP] },
  // Keeping a job, family and time.
  { question: "i work 9 to 5 mon-fri, can i still do the QA course?", anyOf: [KEEP_JOB] },
  {
    question: "single mum with a full time job here, could i realistically fit in the data course?",
    anyOf: [KEEP_JOB],
  },
  { question: "do i have to quit my job to study with you?", anyOf: [KEEP_JOB] },
  { question: "I'm a nurse on shift work, is it doable alongside work?", anyOf: [KEEP_JOB] },
  { question: "is it possible to study part time while working", anyOf: [KEEP_JOB] },
  {
    question: "how many hours a week will full stack eat up? i've got kids",
    anyOf: [["3-hour", "three-hour", "6 to 8", "hours"]],
  },
  // Instalments and spreading the cost.
  { question: "can i pay off the full stack course bit by bit?", anyOf: [SIX] },
  { question: "is there a payment plan for the QA course", anyOf: [FOUR] },
  { question: "money's tight, can I split the data analytics fee into monthly payments?", anyOf: [FOUR] },
  { question: "do you do instalments", anyOf: [["monthly instalments", "instalments"]] },
  { question: "how much is each monthly payment for full stack?", anyOf: [["$1,000"]] },
  { question: "can i pay weekly instead of upfront", anyOf: [["monthly instalments", "instalments"]] },
  // Refunds and withdrawal.
  {
    question: "if i pull out halfway through, do i have to keep paying the instalments?",
    anyOf: [CANCELLED],
  },
  { question: "what if i get sick and can't finish, do i get my money back", anyOf: [NOT_REFUNDED] },
  {
    question: "I'm paying monthly and need to withdraw — what happens to the payments left?",
    anyOf: [CANCELLED],
  },
  { question: "can i get a refund if i change my mind after a week?", anyOf: [NOT_REFUNDED] },
  { question: "if i drop out do i still owe the rest of the fee", anyOf: [CANCELLED] },
  { question: "how do i cancel my remaining instalments if i quit", anyOf: [["in writing"]] },
  // GST.
  {
    question: "does the full stack price include gst?",
    anyOf: [["include GST", "GST included", "includes GST"]],
  },
  {
    question: "is the $5,000 testing service plus gst?",
    anyOf: [["excluding GST", "excludes GST", "plus GST", "ex GST"]],
  },
  {
    question: "mobile app price - is that ex gst?",
    anyOf: [["excluding GST", "excludes GST", "plus GST", "ex GST"]],
  },
  { question: "are your prices gst inclusive?", anyOf: [["GST"]] },
  {
    question: "is gst on top of the QA course fee",
    anyOf: [["include GST", "GST included", "includes GST"]],
  },
  // Budget.
  { question: "i've only got about 4 grand, which course can I afford?", anyOf: [["$4,000"]] },
  { question: "what's your cheapest course", anyOf: [["$4,000"]] },
  // Courses we do not run.
  {
    question: "when's the next intake for your UX design course?",
    none: true,
    orNone: true,
    absent: ["start date"],
  },
  {
    question: "how much is your cybersecurity course",
    absent: ["$6,000", "$4,000 AUD"],
    anyOf: [["no cyber"]],
    orNone: true,
  },
  {
    question: "do you have a python for beginners class starting soon?",
    absent: ["start date is"],
    anyOf: [["no ", "couldn't find", "Data Analytics"]],
  },
  {
    question: "when does the machine learning course kick off",
    absent: ["start date is not announced"],
    anyOf: [["no machine"]],
    orNone: true,
  },
  // Added after the first run (32 then 36 probes): the same classes in other words.
  { question: "when does your data science bootcamp start?", none: true },
  { question: "hey do ur prices include gst or is that extra", anyOf: [["include GST"]] },
  { question: "i'd have to give up my day job to do this right?", anyOf: [KEEP_JOB] },
  { question: "if i quit after paying 3 instalments, are the rest cancelled?", anyOf: [CANCELLED] },
];
