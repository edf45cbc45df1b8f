/**
 * Development set 53 (issue 16). First written as a blind probe set (p68: a short situation followed by two or three separate asks of different kinds, joined every way people join them) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 8ae74ba, which nobody had tuned to it (first run 38/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const QA_LEN = ["16 weeks", "16-week"];
const FS_LEN = ["24 weeks", "24-week"];
const EVENING = ["6PM-9PM", "6PM - 9PM"];
const SATURDAY = ["11AM-2PM", "11AM - 2PM"];
const ANY_SLOT = ["6PM-9PM", "6PM - 9PM", "11AM-2PM", "11AM - 2PM"];
const SESSION = ["three-hour", "3 hours", "three hours"];
const QA_ONLINE = ["or online"];
const DA_CAMPUS = ["no online option", "campus in Sydney only"];
const FS_ONLINE = ["live online attendance", "streamed live", "join the same class online"];
const OWN_LAPTOP = ["Bring your own laptop", "own laptop", "do not provide or lend"];
const NO_REFUND = ["no refund", "not refunded"];
const PHONE = ["(02) 5550 1234", "0491 570 156"];
const NO_CODE_FS = ["No programming experience", "starts with HTML"];
const NO_CODE_QA = ["No coding experience", "No programming experience"];
const NO_JOB_PROMISE = ["cannot promise you a job", "no course can guarantee"];

export const devSet53: DevCase[] = [
  {
    question:
      "I'm a nurse on rotating shifts and I'm looking at the software testing course. How many weeks does it run, and can I join the classes from home?",
    kind: "multi-part",
    anyOf: [QA_LEN, QA_ONLINE],
  },
  {
    question:
      "My daughter is set on the full stack course. What does it cost, and does she get anything back if she drops out partway?",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [NO_REFUND],
    absent: ["4,000"],
  },
  {
    question:
      "We're a small freight company thinking about a customer web portal. Roughly what's the starting price for a web app, is the first chat with you free, and how quickly do you usually reply?",
    kind: "multi-part",
    facts: ["10,000", "one business day"],
    anyOf: [["free consultation", "free 30-minute"]],
  },
  {
    question:
      "im in retail and need my weekdays free-ish lol. data analytics - when r the classes, how long is each one, and can i do it online at all",
    kind: "slang",
    anyOf: [ANY_SLOT, SESSION, DA_CAMPUS],
  },
  {
    question:
      "Never written a line of code in my life. Can I still do full stack? How long does it take? Plus do I have to bring my own laptop?",
    kind: "multi-part",
    anyOf: [NO_CODE_FS, FS_LEN, OWN_LAPTOP],
  },
  {
    question: "Quick ones: what's your phone number, what street is the office on, and are you open on Saturdays?",
    kind: "multi-part",
    facts: ["88 Harbour Street", "10AM-3PM"],
    anyOf: [PHONE],
  },
  {
    question:
      "I've got a MacBook Air and I'm keen on data analytics. Will a Mac handle everything in the course, how much is the fee, and can I pay it off monthly?",
    kind: "multi-part",
    facts: ["Windows only", "4,000"],
    anyOf: [["monthly instalments", "instalments"]],
    absent: ["6,000"],
  },
  {
    question:
      "I'd be driving in from Parramatta. Is there parking at your building, and what are the office hours on weekdays?",
    kind: "multi-part",
    facts: ["9AM-9PM"],
  },
  {
    question: "hey whats the qa course cost n how long does it go for? also whos teachin it",
    kind: "typo",
    facts: ["4,000", "Mei Lin Chen"],
    anyOf: [QA_LEN],
    absent: ["6,000"],
  },
  {
    question:
      "I'm torn between QA and data analytics. Which of the two can I study online, and is one of them shorter than the other?",
    kind: "comparison",
    anyOf: [["QA & Software Testing", "QA and Software Testing"], QA_LEN],
  },
  {
    question:
      "I start a new office job in March so I'd need after-work classes. Do you run evening classes for QA, how many hours a week should I plan for outside class, and when do I actually pay the fee?",
    kind: "multi-part",
    facts: ["5 to 7 hours", "after enrolment"],
    anyOf: [EVENING],
  },
  {
    question: "What should I already know before starting data analytics, and how long is it?",
    kind: "multi-part",
    anyOf: [["spreadsheets", "High-school maths"], QA_LEN],
  },
  {
    question:
      "Our clinic wants an app on both iPhone and Android. What do you build mobile apps with, and how long is the free consultation call?",
    kind: "multi-part",
    facts: ["30-minute"],
    anyOf: [["React Native", "Swift"]],
  },
  {
    question: "Is the full stack certificate an accredited qualification? And do you guarantee me a job at the end?",
    kind: "multi-part",
    anyOf: [["not nationally accredited", "not a registered training organisation"], NO_JOB_PROMISE],
  },
  {
    question:
      "I'm on a student visa from Nepal. Can I enrol in the QA course on my visa, and what does the course cost?",
    kind: "multi-part",
    facts: ["4,000"],
    absent: ["6,000"],
  },
  {
    question: "email address? and phone? i want to ask about my application",
    kind: "slang",
    facts: ["hello@harbourline.example"],
    anyOf: [PHONE],
  },
  {
    question:
      "I applied for full stack yesterday. How long until someone gets in touch, and can I check my application's status online somewhere?",
    kind: "multi-part",
    facts: ["two business days"],
    anyOf: [["student portal", "portal"]],
  },
  {
    question:
      "do i need my own laptop for qa, what specs does it need, and if i join online do i need anything else",
    kind: "typo",
    facts: ["8 GB", "headset"],
    anyOf: [OWN_LAPTOP],
  },
  {
    question: "I can only do Saturdays. What time is the Saturday class, how long is full stack, and how much??",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [SATURDAY, FS_LEN],
  },
  {
    question:
      "We need our fintech app tested before launch. What kinds of testing do you offer, and is the price a fixed quote or hourly?",
    kind: "multi-part",
    facts: ["fixed quote"],
    anyOf: [["Security testing", "Functional testing", "Test automation"]],
  },
  {
    question:
      "Can I pay by bank transfer, is there a refund if I move interstate halfway through, and does it cost anything just to apply?",
    kind: "multi-part",
    facts: ["bank transfer"],
    anyOf: [NO_REFUND, ["Applying is free", "pay nothing"]],
  },
  {
    question: "who teaches data analytics and what tools will i actually learn",
    kind: "typo",
    facts: ["Daniel Okafor"],
    anyOf: [["Power BI", "Python", "SQL"]],
  },
  {
    question: "Full stack vs QA: which one takes longer, and which one is cheaper?",
    kind: "comparison",
    facts: ["4,000"],
    anyOf: [FS_LEN],
  },
  {
    question: "Any student discounts on the full stack course? Also, what nights are the classes on?",
    kind: "multi-part",
    anyOf: [EVENING],
  },
  {
    question:
      "so if i miss a class cuz of work whats the deal? and can i swap to a different night later on?",
    kind: "slang",
    facts: ["another class time"],
    anyOf: [["catch up", "online space"]],
  },
  {
    question: "Where exactly is your campus, which level is it on, and are you open Sundays?",
    kind: "multi-part",
    facts: ["88 Harbour Street", "Level 12"],
    anyOf: [["closed"]],
  },
  {
    question:
      "Our budget for a booking web app is around $20k. Is that above your minimum, what happens after the first call, and who will I actually be talking to on it?",
    kind: "multi-part",
    facts: ["10,000", "senior developer"],
    anyOf: [["fixed quote", "written proposal", "Proposal and fixed quote"]],
  },
  {
    question: "QA: do i need to know coding?? what jobs could i go for after?? how long is it??",
    kind: "typo",
    anyOf: [NO_CODE_QA, ["QA analyst", "software tester", "test automation engineer"], QA_LEN],
  },
  {
    question: "full stack - what's the actual tech stack, and is it on campus or can i do it online",
    kind: "slang",
    anyOf: [["React", "Node.js", "PostgreSQL"], FS_ONLINE],
  },
  {
    question:
      "Hi! I'm about to book a free consultation for an app idea. If something comes up, how do I reschedule, and how quickly will you get back to me after I book?",
    kind: "multi-part",
    facts: ["one business day"],
    anyOf: [["reschedule or cancel", "links to reschedule"]],
  },
  {
    question:
      "For data analytics: how much maths do I need, do I already need to know Python, and do I get a certificate at the end?",
    kind: "multi-part",
    facts: ["High-school maths", "certificate of completion"],
    anyOf: [["taught from the start", "No programming experience"]],
  },
  {
    question:
      "My partner and I both work full time and want to study together. Can we keep our jobs while doing a course, and how long is each class?",
    kind: "multi-part",
    anyOf: [["full-time job", "keep working", "6PM-9PM", "6PM - 9PM"], SESSION],
  },
  {
    question: "data analytics tuition? payment plan? refunds?",
    kind: "slang",
    facts: ["4,000", "instalments"],
    anyOf: [NO_REFUND],
    absent: ["6,000"],
  },
  {
    question:
      "Do you have scholarships for women moving into tech? Also what do I need before starting full stack, and how long does it run?",
    kind: "multi-part",
    anyOf: [NO_CODE_FS, FS_LEN],
  },
  {
    before: ["tell me about the qa course"],
    question: "how much is it, and can i do it from home?",
    kind: "follow-up",
    facts: ["4,000"],
    anyOf: [QA_ONLINE],
    absent: ["6,000"],
  },
  {
    before: ["I'm interested in the full stack development program"],
    question: "Who's the instructor, and what's the weekly homework load like?",
    kind: "follow-up",
    facts: ["Arjun Mehta", "6 to 8 hours"],
  },
  {
    before: ["what's the data analytics course about?"],
    question: "ok and how long is it, plus do I need my own laptop?",
    kind: "follow-up",
    anyOf: [QA_LEN, OWN_LAPTOP],
  },
  {
    question:
      "I'm a uni student with a hand-me-down laptop that has 4GB of RAM. Is that enough for the courses, and do I have to pay for any software you use?",
    kind: "multi-part",
    facts: ["8 GB", "free for students"],
  },
  {
    question:
      "Hello, I'm 52 and changing careers after hospitality. Is the QA course suitable for someone like me, and what time do classes finish on weeknights?",
    kind: "multi-part",
    anyOf: [["hospitality", "Career changers"], ["9PM"]],
  },
  {
    question:
      "how much is the full stack course, how many instalments can i split it into, and do i pay before or after enrolling",
    kind: "typo",
    facts: ["6,000", "after enrolment"],
    anyOf: [["monthly instalments", "instalments"]],
    absent: ["4,000"],
  },
  {
    question:
      "I want to drop by and talk to someone in person. What's your full address, and what time do you close on a Saturday?",
    kind: "multi-part",
    facts: ["88 Harbour Street"],
    anyOf: [["10AM-3PM", "3PM"]],
  },
  {
    question:
      "our small business needs a site + app. what's the starting price for a web app, what do u build the mobile side with, and do u do the testing too",
    kind: "slang",
    facts: ["10,000"],
    anyOf: [["React Native", "Swift", "Mobile Application Development"], ["Software Testing", "Functional testing"]],
  },
  {
    question:
      "What's in the QA syllabus, what automation tools do you use, and is the course nationally accredited?",
    kind: "multi-part",
    anyOf: [["QA fundamentals", "Manual testing"], ["Playwright", "Postman"], ["not nationally accredited"]],
  },
  {
    question:
      "I'm not great with online forms. What's the best number to ring you on, and how late can I call on a weekday?",
    kind: "multi-part",
    anyOf: [PHONE, ["9AM-9PM", "9PM"]],
  },
  {
    question: "Which courses can I do online? Also which is the shortest, and what does the shortest one cost?",
    kind: "comparison",
    facts: ["4,000"],
    anyOf: [["QA & Software Testing", "QA and Software Testing"], QA_LEN],
  },
  {
    question:
      "I'm deaf in one ear and prefer being in the room. Is data analytics taught on campus, where is the campus, and what days can I choose?",
    kind: "multi-part",
    facts: ["Sydney"],
    anyOf: [["On Campus", "campus in Sydney only"], ANY_SLOT],
  },
  {
    question: "wat happens after i apply, do i pay anythin to apply, and when wud i hear back",
    kind: "typo",
    facts: ["two business days"],
    anyOf: [["Applying is free", "pay nothing"]],
  },
  {
    question:
      "Do you help with job hunting after full stack, like CV help? And do you publish how many grads get jobs?",
    kind: "multi-part",
    anyOf: [["CV and LinkedIn review", "Mock interview", "Portfolio review"], ["do not publish job placement rates", "placement rates"]],
  },
  {
    question:
      "Thinking about QA. Can I do it on campus or online, what's the fee, and can I pay it in instalments?",
    kind: "multi-part",
    facts: ["4,000", "instalments"],
    anyOf: [QA_ONLINE],
    absent: ["6,000"],
  },
  {
    question:
      "I want to make a complaint about how you handled my personal info. Who do I contact, and how long do you take to respond?",
    kind: "multi-part",
    facts: ["30 days"],
    anyOf: [["hello@harbourline.example", "(02) 5550 1234"]],
  },
  {
    question:
      "full stack: 24 weeks right? how many classes a week, and what if i cant make it in person one week",
    kind: "slang",
    anyOf: [FS_LEN, ["One three-hour class a week", "one three-hour class"], FS_ONLINE],
  },
  {
    question:
      "What are the budget options on the consultation form, what's the smallest one, and how many days until you reply?",
    kind: "multi-part",
    facts: ["Less than $25K", "one business day"],
  },
  {
    question:
      "My employer's laptop is locked down. Can I use it for the course, and what operating systems are OK?",
    kind: "multi-part",
    anyOf: [["install software", "locked-down"], ["Windows 10", "macOS 12"]],
  },
  {
    question:
      "I've done ten years in finance admin. Is data analytics a fit for someone from finance, and what sort of jobs do people go for afterwards?",
    kind: "multi-part",
    anyOf: [["finance", "Career changers"], ["data analyst", "reporting analyst", "business intelligence analyst"]],
  },
  {
    question: "who runs the company, who's the tech head, and who teaches QA?",
    kind: "multi-part",
    facts: ["Sarah Whitfield", "Tomás Rivera", "Mei Lin Chen"],
  },
  {
    question:
      "If I enrol in full stack and then can't afford to keep going, do my remaining instalments stop? And can I get back what I've paid?",
    kind: "multi-part",
    anyOf: [["cancelled", "in writing"], NO_REFUND],
  },
  {
    question:
      "hiya, 2 q's - what's taught in data analytics and how much project work outside class per week?",
    kind: "typo",
    facts: ["5 to 7 hours"],
    anyOf: [["Data collection and cleaning", "Statistical analysis", "hypothesis testing"]],
  },
  {
    question:
      "Can you tell me the opening hours on weekdays, and also whether I can delete my info from your records?",
    kind: "multi-part",
    facts: ["9AM-9PM"],
    anyOf: [["30 days", "hello@harbourline.example"]],
  },
  {
    question:
      "I'm a manual tester already. Would QA teach me automation, what tools, and how long would it take me?",
    kind: "multi-part",
    anyOf: [["Automated testing", "automation"], ["Playwright", "Postman"], QA_LEN],
  },
  {
    question:
      "Before I sign the application: what are the fee terms I'm agreeing to, what's the refund policy, and which state's law applies?",
    kind: "multi-part",
    facts: ["after enrolment", "New South Wales"],
    anyOf: [NO_REFUND],
  },
];
