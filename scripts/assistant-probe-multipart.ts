/**
 * Probe batch (issue 16, fixer h7): multi-part questions (two or three asks in one message) and
 * follow-ups over two or three turns, written from content/ before any fix, without reading the
 * dev sets. Every part asked must get its fact; a follow-up keeps the subject and the kind of fact.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const CONSULT = "/expertise/book-a-free-consultation";

export const multiPart: EvalCase[] = [
  { question: "how much is the full stack course and how long does it take?", facts: ["$6,000", "24 weeks"] },
  { question: "what does the QA course cost, and is it online?", facts: ["$4,000"], anyOf: [["online"]] },
  {
    question: "I work full time and have $5k, which course and when does it start?",
    facts: ["$4,000"],
    anyOf: [["2 February 2027", "TBA"]],
  },
  { question: "how long is data analytics and how much does it cost", facts: ["16 weeks", "$4,000"] },
  { question: "whats the fee for QA and how do I apply?", facts: ["$4,000"], link: "/enrol-now" },
  {
    question: "how long is the full stack course and can I get a refund if I drop out?",
    facts: ["24 weeks"],
    anyOf: [["no refund", "not refunded"]],
  },
  {
    question: "what time are classes and can I do them online?",
    facts: ["6PM"],
    anyOf: [["online"]],
  },
  {
    question: "what are the class times for data analytics, also is it online?",
    anyOf: [
      ["6PM", "11AM"],
      ["no online option", "on campus"],
    ],
  },
  {
    question: "how much do you charge for a mobile app and how do I book a consultation?",
    facts: ["$20,000"],
    link: CONSULT,
  },
  {
    question: "do you do software testing? how much? can we have a call first",
    facts: ["$5,000"],
    anyOf: [["consultation"]],
  },
  {
    question: "where are you located and what are your opening hours?",
    facts: ["88 Harbour Street", "9AM-9PM"],
  },
  { question: "whats your phone number and email", facts: ["5550 1234", "hello@harbourline.example"] },
  {
    question: "do I need coding experience for QA, and how long is it?",
    facts: ["16 weeks"],
    anyOf: [["No coding experience"]],
  },
  {
    question: "who teaches the data analytics course and when does it start?",
    facts: ["Daniel Okafor"],
    anyOf: [["TBA", "not announced"]],
  },
  {
    question: "is full stack on campus or online, and how many hours a week of homework?",
    anyOf: [["streamed", "live online", "join the same class online"], ["6 to 8 hours"]],
  },
  {
    question: "can I pay full stack in instalments, and how much is each payment?",
    anyOf: [["6 monthly instalments", "six monthly"], ["$1,000"]],
  },
  { question: "do I need my own laptop and what specs?", anyOf: [["own laptop"], ["8 GB"]] },
  {
    question: "do you help with jobs after the course and is the certificate accredited?",
    anyOf: [
      ["Portfolio review", "CV and LinkedIn", "Mock interview", "Careers support"],
      ["not nationally accredited", "not accredited"],
    ],
  },
  { question: "which course is the shortest and how much is it?", facts: ["16 weeks", "$4,000"] },
  { question: "what's the price of a web app and what tech do you use?", facts: ["$10,000", "React"] },
  {
    question: "when's the next QA intake? also what time are the saturday classes",
    facts: ["2 February 2027", "11AM"],
  },
  {
    question:
      "I'm a career changer from retail — which course suits me, and can I keep my job while studying?",
    anyOf: [
      ["hospitality or retail", "QA"],
      ["keep a full-time job", "full-time job"],
    ],
  },
  {
    question: "what happens after i apply and when do i pay",
    anyOf: [["confirmation", "within a week", "two business days"], ["paid after enrolment"]],
  },
  {
    question: "how many weeks is the QA course and how long is each class?",
    facts: ["16 weeks"],
    anyOf: [["three-hour", "3 hours", "three hours"]],
  },
  {
    question: "can I visit the office on saturday, and do you have saturday classes?",
    facts: ["10AM-3PM", "11AM"],
  },
];

export const followUps: EvalCase[] = [
  {
    before: ["how much is the full stack course?"],
    question: "and is it online?",
    anyOf: [["streamed", "live online", "join the same class online"]],
  },
  {
    before: ["tell me about the data analytics course"],
    question: "what about saturdays",
    anyOf: [["11AM"]],
  },
  {
    before: ["what courses do you offer?", "which one is about testing?"],
    question: "how much is that one",
    facts: ["$4,000"],
    absent: ["$6,000"],
  },
  { before: ["how much does a web app cost?"], question: "and for the testing service?", facts: ["$5,000"] },
  { before: ["tell me about the QA course"], question: "ok and how do I sign up", link: "/enrol-now" },
  { before: ["how long is the data analytics course"], question: "who teaches it", facts: ["Daniel Okafor"] },
  { before: ["how long is full stack?"], question: "and the QA one?", facts: ["16 weeks"] },
  {
    before: ["is QA online?"],
    question: "what about data analytics?",
    anyOf: [["no online option", "on campus"]],
  },
  { before: ["who teaches full stack"], question: "how long has he been doing it?", facts: ["twelve years"] },
  {
    before: ["how much is data analytics"],
    question: "can I pay monthly?",
    anyOf: [["4 monthly instalments", "$1,000"]],
  },
  {
    before: ["when does the QA course start?"],
    question: "and full stack?",
    anyOf: [["TBA", "not announced"]],
    absent: ["$6,000"],
  },
  {
    before: ["how much is the mobile app service"],
    question: "what tech do you use for that?",
    anyOf: [["React Native", "Swift"]],
  },
  {
    before: ["what does the full stack course cover?"],
    question: "do i need experience for it",
    anyOf: [["No programming experience"]],
  },
  { before: ["what are your opening hours"], question: "and where are you?", facts: ["88 Harbour Street"] },
  {
    before: ["tell me about the qa course", "how long is it?"],
    question: "and how much?",
    facts: ["$4,000"],
  },
];

/** Batch 2, written before any fix too: harder wordings (lists of asks, situations, three parts). */
export const harder: EvalCase[] = [
  {
    question: "hey, is the data course on weekends too? and whats the total cost incl gst",
    facts: ["11AM", "$4,000"],
  },
  {
    question: "what's the difference in price between full stack and QA, and which one starts sooner?",
    facts: ["$6,000", "$4,000"],
    anyOf: [["2 February 2027"]],
  },
  {
    question: "can i study QA online from melbourne and how do I enrol",
    anyOf: [["online"]],
    link: "/enrol-now",
  },
  {
    question: "need to know 3 things: cost of full stack, start date, and class times",
    facts: ["$6,000", "6PM"],
    anyOf: [["TBA", "not announced"]],
  },
  {
    question: "What's the refund policy, and can I split the payment?",
    anyOf: [["no refund"], ["instalments"]],
  },
  {
    question: "how do I contact you - phone? and are you open sundays",
    facts: ["5550 1234"],
    anyOf: [["closed"]],
  },
  {
    question:
      "I'm 45 with no IT background. what would I need before starting data analytics, and how long is it?",
    facts: ["16 weeks"],
    anyOf: [["spreadsheets"]],
  },
  {
    question: "who runs the company and who is the technology head?",
    facts: ["Sarah Whitfield", "Tomás Rivera"],
  },
  {
    question: "mobile apps from 20k? does that cover android, and how do we get started?",
    facts: ["Android"],
    anyOf: [["consultation"]],
  },
  {
    question: "QA: how long, how much, online?",
    facts: ["$4,000"],
    anyOf: [["16 weeks", "16-week"], ["online"]],
  },
  {
    question: "full stack - what will I learn, and what jobs could I get after?",
    facts: ["React"],
    anyOf: [["junior full stack developer", "junior front-end", "junior back-end"]],
  },
  {
    question: "do i get a certificate and do you guarantee a job",
    anyOf: [["certificate of completion"], ["cannot promise", "can guarantee", "no course can"]],
  },
  {
    question: "what time does the office close on saturday and what time do saturday classes finish",
    anyOf: [
      ["10AM-3PM", "3PM"],
      ["11AM - 2PM", "11AM-2PM", "2PM"],
    ],
  },
  { before: ["what's the cheapest course?"], question: "how long is it", facts: ["16 weeks"] },
  { before: ["tell me about the full stack course"], question: "is there a cheaper one?", facts: ["$4,000"] },
  { before: ["do you build mobile apps?"], question: "how much?", facts: ["$20,000"] },
  { before: ["who teaches QA?"], question: "and data analytics?", facts: ["Daniel Okafor"] },
  { before: ["when does the QA course start"], question: "what time are the classes?", facts: ["6PM"] },
  { before: ["what's your address"], question: "are you open saturday?", facts: ["10AM-3PM"] },
  {
    before: ["tell me about the data analytics course", "who teaches it?"],
    question: "what's his background",
    anyOf: [["eight years", "retail and government"]],
  },
];

/** Batch 3, written after the fixes to see whether they generalise: fresh wordings. */
export const fresh: EvalCase[] = [
  { question: "full stack price + duration pls", facts: ["$6,000"], anyOf: [["24 weeks", "24-week"]] },
  {
    question: "How much is data analytics, how long, and can I do it on saturdays?",
    facts: ["$4,000", "11AM"],
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    question: "whats the address and when are you open on saturday",
    facts: ["88 Harbour Street", "10AM-3PM"],
  },
  {
    question: "Who teaches QA and what's her background?",
    facts: ["Mei Lin Chen"],
    anyOf: [["ten years", "banking"]],
  },
  {
    question: "Is there a refund if I quit, and when is the fee due?",
    anyOf: [
      ["no refund", "not refunded"],
      ["paid after enrolment", "after you are enrolled", "before your first class"],
    ],
  },
  {
    question: "can I do data analytics online? if not what about QA?",
    anyOf: [["no online option", "on campus in Sydney only"], ["QA & Software Testing"]],
  },
  {
    question: "how long does full stack take and what jobs can i get",
    anyOf: [["24 weeks", "24-week"], ["junior full stack developer"]],
  },
  {
    question: "Do you have weekend classes and how long is each one?",
    facts: ["11AM"],
    anyOf: [["three-hour", "3 hours", "three hours"]],
  },
  {
    question: "how much is the web app service and which frameworks do you use",
    facts: ["$10,000", "React"],
  },
  {
    question: "What do I need before starting full stack, and how many hours of homework a week?",
    anyOf: [["No programming experience"], ["6 to 8 hours"]],
  },
  {
    question: "email address? phone number? opening hours?",
    facts: ["hello@harbourline.example", "5550 1234", "9AM-9PM"],
  },
  {
    question: "I'm on a tight budget - can I pay QA monthly and is applying free?",
    anyOf: [
      ["4 monthly instalments", "$1,000"],
      ["Applying is free", "applying is free"],
    ],
  },
  {
    question: "is the QA course accredited and do you help find work after",
    anyOf: [
      ["not nationally accredited", "not accredited"],
      ["Careers support", "CV", "Mock interview", "Portfolio review"],
    ],
  },
  {
    question: "when does data analytics start and how much",
    facts: ["$4,000"],
    anyOf: [["TBA", "not announced"]],
  },
  {
    question: "which courses can I do online and how much are they",
    facts: ["$4,000", "$6,000"],
    anyOf: [["QA & Software Testing"]],
  },
  { before: ["how much is QA?"], question: "and how long is it?", anyOf: [["16 weeks", "16-week"]] },
  { before: ["who teaches data analytics"], question: "and QA?", facts: ["Mei Lin Chen"] },
  {
    before: ["what time are classes?"],
    question: "how long is each one",
    anyOf: [["three-hour", "3 hours", "three hours"]],
  },
  { before: ["tell me about full stack"], question: "and is there a saturday class", facts: ["11AM"] },
  { before: ["how much is the web app service?"], question: "and mobile?", facts: ["$20,000"] },
  { before: ["what's the QA fee?"], question: "ok how do i apply", link: "/enrol-now" },
  {
    before: ["when does the QA intake start?"],
    question: "and is it online",
    anyOf: [["online"]],
    absent: ["no online"],
  },
  {
    before: ["tell me about data analytics", "how much is it?"],
    question: "can I pay that in instalments?",
    anyOf: [["4 monthly instalments", "$1,000"]],
  },
];

/** Batch 4, written after batch 3's fixes: more conversations and asks joined without "and". */
export const more: EvalCase[] = [
  { before: ["tell me about QA"], question: "who teaches it?", facts: ["Mei Lin Chen"] },
  {
    before: ["how long is data analytics?"],
    question: "is that the same as QA?",
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    before: ["do you do software testing for companies?"],
    question: "how much does it cost?",
    facts: ["$5,000"],
  },
  { before: ["how much is full stack"], question: "is there a cheaper course?", facts: ["$4,000"] },
  { before: ["where is your office?"], question: "when can I drop by?", facts: ["9AM-9PM"] },
  {
    before: ["can I study data analytics online?"],
    question: "ok what about full stack then",
    anyOf: [["streamed", "online"]],
    absent: ["no online option"],
  },
  {
    before: ["what does the qa course cover"],
    question: "what jobs does it lead to?",
    anyOf: [["QA analyst", "software tester"]],
  },
  {
    before: ["how much is full stack?", "can I pay monthly?"],
    question: "and for QA?",
    anyOf: [["4 monthly instalments", "$1,000"]],
  },
  { question: "Price of QA? Start date?", facts: ["$4,000", "2 February 2027"] },
  {
    question: "data analytics - is it online, who teaches it",
    facts: ["Daniel Okafor"],
    anyOf: [["no online option", "on campus"]],
  },
  {
    question: "how long is the consultation call and is it free",
    anyOf: [["30-minute", "30 minute"], ["free"]],
  },
  { question: "can you build a web app for us and roughly what would it cost", facts: ["$10,000"] },
];
