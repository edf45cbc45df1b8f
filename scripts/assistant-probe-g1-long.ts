/**
 * Probe batch (issue 16, fixer g1-long): long messages where the visitor tells a story (job, family,
 * where they live, worries, past study) over several sentences before or around the ask, sometimes
 * with two asks inside. Written before any fix. The story's words must not decide the answer: each
 * ask in the message gets its own fact.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const MISSED = ["tell your instructor", "catch up", "notes and exercises"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "won't be refunded", "will not be refunded"];

export const longStories: ProbeCase[] = [
  // missed classes + refund, behind a story of work and family
  {
    question:
      "I'm a nurse on rotating shifts and my dad is in and out of hospital, so some weeks will be chaos. What happens if I can't make a couple of classes? And if I have to drop out part way, is any of the fee refunded?",
    anyOf: [MISSED, NO_REFUND],
  },
  {
    question:
      "I drive trucks interstate and sometimes I'm away longer than planned. If I miss a class or two, how do I catch up?",
    anyOf: [MISSED],
  },
  {
    question:
      "Money is tight for us since my husband lost his job and I'm working two casual jobs. If I start the QA course and then can't continue, will I get my money back?",
    anyOf: [NO_REFUND],
  },
  // equipment (Mac / Chromebook) behind a story
  {
    question:
      "I've been saving for months and finally I'm ready to retrain. All I have at home is an old MacBook Pro my brother handed down. Will that work for the data analytics course?",
    anyOf: [["Windows only", "runs on Windows", "only runs on Windows"]],
  },
  {
    question:
      "My daughter is doing the full stack course next year hopefully. She only has a Chromebook from school, is that good enough or does she need something else?",
    anyOf: [["Windows 10", "macOS", "8 GB", "Linux"]],
  },
  // office hours + address, behind a work story
  {
    question:
      "I commute to Penrith for work every weekday so I can only get into the city on weekends. When is the office open on Saturdays, and what's the address?",
    anyOf: [["10AM", "10 AM", "10am"], ["88 Harbour Street", "88 Harbour St"]],
  },
  {
    question:
      "I like to see a place before I spend money, my last course provider was a scam operating out of a PO box. Where is your office actually located?",
    anyOf: [["88 Harbour Street", "88 Harbour St"]],
  },
  {
    question:
      "I work nights at the hospital so mornings are my only free time. What time does your office open during the week?",
    anyOf: [["9AM", "9 AM", "9am"]],
  },
  // application follow-up: how long + where to check
  {
    question:
      "I sent in my application for data analytics on the weekend, pretty excited but also anxious because I really need this to work out. When will I hear back from you? Also can I see the status of it somewhere?",
    anyOf: [["two business days", "2 business days", "within a week"], ["portal", "dashboard"]],
  },
  {
    question:
      "I applied a few days ago after finally building up the courage, I've been checking my email every hour lol. How soon does someone usually contact you after you apply?",
    anyOf: [["two business days", "2 business days", "within a week"]],
  },
  // prerequisites behind a job story
  {
    question:
      "I've been a hairdresser for ten years and I'm pretty good with people but I've never touched code. Do I need any coding experience before the full stack course?",
    anyOf: [["no programming experience", "no programming", "starts with HTML", "no coding"]],
  },
  {
    question:
      "I did an arts degree back in 2009 and haven't studied since, I mostly do admin now. Is there anything I need to know already before starting the QA course?",
    anyOf: [["No coding experience", "no coding", "teaches the JavaScript", "no programming"]],
  },
  {
    question:
      "My English is fine but my maths was never great at school, I work in hospitality. What do I need to know before I start the data analytics course?",
    anyOf: [["high-school maths", "high school maths", "statistics", "spreadsheet"]],
  },
  // self-study hours behind a family story
  {
    question:
      "I have three kids and a husband who works away a lot, so my evenings are precious. Besides the weekly class, how much study time at home does the QA course need each week?",
    anyOf: [["hours"]],
  },
  {
    question:
      "I'm working 40 hours a week in a warehouse. How much homework is there for the full stack course each week on top of the class?",
    anyOf: [["6 to 8 hours", "6-8 hours", "six to eight", "6–8 hours"]],
  },
  // instructor + director, two people asks
  {
    question:
      "My cousin did your full stack course and loved the teacher but I can't remember his name. Who teaches full stack? And who is in charge of the business overall?",
    anyOf: [["Arjun Mehta"], ["Sarah Whitfield"]],
  },
  {
    question:
      "I went to your open evening and the data lady was great, I think she teaches data analytics. What was her name?",
    anyOf: [["Priya", "Data Analytics"]],
  },
  // two asks: length + fee behind a story
  {
    question:
      "I got made redundant last month and I have a small payout to spend on retraining, I want to use it wisely. How much is the data analytics course and how many weeks is it?",
    anyOf: [["$4,000", "4,000"], ["16 weeks", "16 Weeks"]],
  },
  // story with location words, ask about online
  {
    question:
      "We live out in Orange, about four hours from Sydney, and I look after my elderly mother. Can I do the QA course online from home?",
    anyOf: [["online"]],
    absent: ["Sydney only"],
  },
  // story with worry words, ask about start date
  {
    question:
      "I'm nervous because I failed a TAFE course years ago and I don't want to fail again, but my partner says go for it. When does the next full stack course start?",
    anyOf: [["2027", "TBA", "intake"]],
  },
  // story then ask about payment plan
  {
    question:
      "I'm a single income household with a mortgage and I can't pay a big lump sum. For the full stack course can I pay in instalments?",
    anyOf: [["instalment", "installment"]],
  },
  // story then two asks: classes Saturday + session length
  {
    question:
      "I work retail Monday to Friday and every second Sunday. Is there a class on Saturdays and how long does it go for?",
    anyOf: [["11AM", "11 AM", "Saturday"], ["3 hours", "three-hour", "3-hour", "three hours"]],
  },
];
