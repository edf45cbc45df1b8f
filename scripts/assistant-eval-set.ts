/**
 * The development set: questions a visitor might ask, with what a correct answer must hold (the
 * case format is in scripts/assistant-eval.ts). Tune the engine against these, never against the
 * held-out set. New questions are written here before the engine is changed for them.
 */
import type { EvalCase } from "./assistant-eval.ts";

export type { EvalCase };

export const evalSet: EvalCase[] = [
  // The four questions.
  {
    question: "How long is the full stack course?",
    facts: ["24 weeks"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "What are your opening hours?",
    facts: ["9AM-9PM", "10AM-3PM", "Sunday: Closed"],
    link: "/contact-us",
  },
  {
    question: "Do you teach online?",
    facts: ["QA & Software Testing", "online"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "How much does a mobile app cost?",
    facts: ["$20,000 AUD"],
    link: "/expertise/mobile-app-development",
  },
  // Programs.
  {
    question: "How many weeks is the QA course?",
    facts: ["16 weeks"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "How long does data analytics take?",
    facts: ["16 weeks"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Duration of the full-stack software development program",
    facts: ["24 weeks"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "Can I study data analytics online?",
    facts: ["Data Analytics", "on campus"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Is the software testing course available online?",
    facts: ["online"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "What does the full stack course cover?",
    facts: ["front end", "back end"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "What will I learn in data analytics?",
    facts: ["cleaning"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Tell me about the QA and software testing training",
    facts: ["manual testing", "automated testing"],
    link: "/training-programs/qa-and-software-testing",
  },
  // Services and prices.
  {
    question: "How much does a website cost?",
    facts: ["$10,000 AUD"],
    link: "/expertise/web-app-development",
  },
  {
    question: "What is the price of web application development?",
    facts: ["$10,000 AUD"],
    link: "/expertise/web-app-development",
  },
  {
    question: "How much do you charge for software testing?",
    facts: ["$5,000 AUD"],
    link: "/expertise/software-testing",
  },
  {
    question: "Can you build an iPhone app?",
    facts: ["Mobile Application Development"],
    link: "/expertise/mobile-app-development",
  },
  {
    question: "Which technologies do you use for web apps?",
    facts: ["React", "Typescript"],
    link: "/expertise/web-app-development",
  },
  {
    question: "Do you do test automation for businesses?",
    facts: ["Test automation"],
    link: "/expertise/software-testing",
  },
  // Site facts.
  { question: "Are you open on Sunday?", facts: ["Sunday: Closed"], link: "/contact-us" },
  { question: "When are you open on Saturday?", facts: ["10AM-3PM"], link: "/contact-us" },
  { question: "What is your phone number?", facts: ["(02) 5550 1234"], link: "/contact-us" },
  { question: "Where is your office?", facts: ["88 Harbour Street"], link: "/contact-us" },
  { question: "What's your email address?", facts: ["hello@harbourline.example"], link: "/contact-us" },
  { question: "How can I contact you?", facts: ["hello@harbourline.example"], link: "/contact-us" },
  // Fee terms and timetable.
  { question: "Can I get a refund?", facts: ["no refund"], link: "/enrol-now" },
  { question: "When do I pay the course fee?", facts: ["after enrolment"], link: "/enrol-now" },
  { question: "What is the class timetable?", facts: ["6PM - 9PM", "Sat 11AM - 2PM"], link: "/enrol-now" },
  { question: "Do you have weekend classes?", facts: ["Sat 11AM - 2PM"], link: "/enrol-now" },
  { question: "How do I enrol?", facts: ["apply"], link: "/enrol-now" },
  {
    question: "How do I book a free consultation?",
    facts: ["free"],
    link: "/expertise/book-a-free-consultation",
  },
  { question: "Who are you?", facts: ["Harbourline Tech"], link: "/about-us" },
  {
    question: "How much is the full stack course?",
    facts: ["$6,000 AUD"],
    link: "/training-programs/full-stack-development",
  },
  { question: "What are the course fees?", facts: ["after enrolment"], link: "/enrol-now" },
  { question: "What days are classes on?", facts: ["Mon 6PM - 9PM"], link: "/enrol-now" },
  {
    question: "Do you build Android apps?",
    facts: ["$20,000 AUD"],
    link: "/expertise/mobile-app-development",
  },
  { question: "Where are you located?", facts: ["Sydney"], link: "/contact-us" },
  {
    question: "Is there a course on DevOps?",
    facts: ["DevOps"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "How do I get a quote for my project?",
    facts: ["free"],
    link: "/expertise/book-a-free-consultation",
  },
  { question: "Do you offer refunds if I drop out?", facts: ["no refund"], link: "/enrol-now" },
  {
    question: "Is the QA course face-to-face?",
    facts: ["on campus or online"],
    link: "/training-programs/qa-and-software-testing",
  },
  { question: "What is your ABN?", facts: ["ABN"], link: "/contact-us" },
  // What each program teaches and who teaches it (the program pages' overview and instructor).
  {
    question: "Do you teach Python?",
    facts: ["Python", "Data Analytics"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "Which course covers React?",
    facts: ["React", "Full stack"],
    link: "/training-programs/full-stack-development",
  },
  {
    question: "Who teaches data analytics?",
    facts: ["Daniel Okafor"],
    link: "/training-programs/data-analytics",
  },
  {
    question: "What do students say about the data analytics course?",
    facts: ["Marco Rossi"],
    link: "/client-testimonials",
    absent: ["[object Object]"],
  },
  // Start dates (the program pages' upcoming-session banner).
  {
    question: "When does the next QA intake start?",
    facts: ["2 February 2027"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    question: "When does the full stack course start?",
    facts: ["not announced yet"],
    link: "/training-programs/full-stack-development",
  },
  { question: "Do you build websites?", facts: ["Web Application"], link: "/expertise/web-app-development" },
  // Nothing in the content: say so, offer contact, invent nothing.
  { question: "What's the weather in Paris tomorrow?", none: true },
  { question: "Do you sell pizza?", none: true },
  { question: "Who won the football last night?", none: true },
  { question: "Can you recommend a good mortgage broker?", none: true },
  { question: "Tell me a joke", none: true },
  { question: "Can you write my homework?", none: true },
  // A topic the content never mentions, next to words it does ("teach", "course", "pay").
  { question: "Do you teach Rust?", none: true },
  { question: "Is the course accredited?", facts: ["not nationally accredited"] },
  { question: "Can I pay with bitcoin?", none: true },

  // Issue 16: written before the engine was changed for them, the way visitors type.
  // Paraphrases and indirect wording.
  {
    kind: "paraphrase",
    question: "how many months is full stack?",
    facts: ["24 weeks"],
    link: "/training-programs/full-stack-development",
  },
  { kind: "paraphrase", question: "how long r the courses", facts: ["24 weeks", "16 weeks"] },
  {
    kind: "paraphrase",
    question: "whats the price of the testing course",
    facts: ["$4,000"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    kind: "paraphrase",
    question: "how much for data analytics",
    facts: ["$4,000"],
    link: "/training-programs/data-analytics",
  },
  { kind: "paraphrase", question: "can i study from home?", facts: ["online", "QA & Software Testing"] },
  {
    kind: "paraphrase",
    question: "is data analytics available remotely",
    facts: ["on campus"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "indirect",
    question: "I live in Perth, can I still do the full stack course?",
    facts: ["online"],
    link: "/training-programs/full-stack-development",
  },
  { kind: "paraphrase", question: "can I pay in instalments?", facts: ["monthly"] },
  { kind: "indirect", question: "do i have to pay anything before i'm accepted?", facts: ["free"] },
  { kind: "paraphrase", question: "does the fee include GST?", facts: ["GST"] },
  { kind: "paraphrase", question: "can i pay by card", facts: ["card"] },
  {
    kind: "indirect",
    question: "what if I quit halfway, do I get my money back?",
    facts: ["no refund"],
    link: "/terms",
  },
  {
    kind: "paraphrase",
    question: "when's the next intake for QA?",
    facts: ["2 February 2027"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    kind: "paraphrase",
    question: "when can I start data analytics",
    anyOf: [["not announced", "TBA"]],
    link: "/training-programs/data-analytics",
  },
  { kind: "paraphrase", question: "are there evening classes?", facts: ["6PM"] },
  {
    kind: "paraphrase",
    question: "how long is each class?",
    anyOf: [["three-hour", "3 hours", "three hours"]],
  },
  { kind: "indirect", question: "can I keep my full-time job while studying?", facts: ["evening"] },
  { kind: "paraphrase", question: "what happens if I miss a class", facts: ["catch up"] },
  {
    kind: "paraphrase",
    question: "how many hours of homework per week for QA?",
    facts: ["5 to 7 hours"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    kind: "paraphrase",
    question: "what does a typical week look like in data analytics",
    facts: ["feedback"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "indirect",
    question: "can I pop into the office on a Saturday?",
    facts: ["10AM-3PM"],
    link: "/contact-us",
  },
  { kind: "paraphrase", question: "what time do you close on weekdays", facts: ["9PM"], link: "/contact-us" },
  {
    kind: "indirect",
    question: "best way to reach you?",
    facts: ["hello@harbourline.example"],
    link: "/contact-us",
  },
  { kind: "paraphrase", question: "where's your campus", facts: ["88 Harbour Street"], link: "/contact-us" },
  { kind: "paraphrase", question: "do you have a mobile number I can text?", facts: ["0491 570 156"] },
  {
    kind: "paraphrase",
    question: "do I need coding experience for full stack?",
    facts: ["No programming experience"],
    link: "/training-programs/full-stack-development",
  },
  {
    kind: "paraphrase",
    question: "what do I need to know before data analytics",
    facts: ["spreadsheets"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "indirect",
    question: "I'm a total beginner, is QA for me?",
    facts: ["No coding experience"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    kind: "paraphrase",
    question: "who is the data analytics course for",
    facts: ["spreadsheets"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "paraphrase",
    question: "is maths required for data analytics?",
    facts: ["High-school maths"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "indirect",
    question: "I work in retail at the moment, which course would suit me?",
    facts: ["QA & Software Testing"],
  },
  { kind: "paraphrase", question: "do you give students laptops?", facts: ["Bring your own laptop"] },
  { kind: "indirect", question: "will my macbook work for data analytics", facts: ["Power BI", "Windows"] },
  { kind: "paraphrase", question: "how much RAM do I need", facts: ["8 GB"] },
  { kind: "paraphrase", question: "do I need to buy any software", facts: ["free"] },
  { kind: "paraphrase", question: "will you help me get a job afterwards?", facts: ["CV", "cannot promise"] },
  { kind: "paraphrase", question: "what's your job placement rate?", facts: ["do not publish"] },
  {
    kind: "paraphrase",
    question: "what jobs can I get after QA",
    facts: ["QA analyst"],
    link: "/training-programs/qa-and-software-testing",
  },
  { kind: "paraphrase", question: "is the certificate recognised?", facts: ["not nationally accredited"] },
  { kind: "paraphrase", question: "do i get a certificate at the end", facts: ["certificate of completion"] },
  {
    kind: "paraphrase",
    question: "who's the teacher for full stack?",
    facts: ["Arjun Mehta"],
    link: "/training-programs/full-stack-development",
  },
  { kind: "paraphrase", question: "who runs the company?", facts: ["Sarah Whitfield"], link: "/our-people" },
  {
    kind: "paraphrase",
    question: "does the QA course teach automation tools like playwright?",
    facts: ["Playwright"],
    link: "/training-programs/qa-and-software-testing",
  },
  { kind: "paraphrase", question: "will I learn SQL?", facts: ["SQL", "Data Analytics"] },
  { kind: "paraphrase", question: "do you teach AWS", facts: ["AWS", "Full stack"] },
  {
    kind: "indirect",
    question: "i need an app built for my cafe, how much would that be?",
    facts: ["$20,000"],
  },
  {
    kind: "paraphrase",
    question: "How much to get my software tested?",
    facts: ["$5,000"],
    link: "/expertise/software-testing",
  },
  {
    kind: "paraphrase",
    question: "do you do Swift?",
    facts: ["Mobile"],
    link: "/expertise/mobile-app-development",
  },
  { kind: "paraphrase", question: "how do I sign up for the QA course", link: "/enrol-now" },
  { kind: "paraphrase", question: "is there an application fee?", facts: ["free"] },
  { kind: "paraphrase", question: "do you sell my data?", facts: ["never sell"], link: "/privacy" },
  {
    kind: "paraphrase",
    question: "how do i get you to delete my info",
    facts: ["30 days"],
    link: "/privacy",
  },
  // Typos and slang.
  {
    kind: "typo",
    question: "data analitics duration?",
    facts: ["16 weeks"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "typo",
    question: "how much is the ful stack corse",
    facts: ["$6,000"],
    link: "/training-programs/full-stack-development",
  },
  { kind: "typo", question: "wat time r the saturday clases", facts: ["11AM"] },
  { kind: "typo", question: "are u open sundays", facts: ["closed"], link: "/contact-us" },
  { kind: "typo", question: "whats ur phone numbr", facts: ["(02) 5550 1234"], link: "/contact-us" },
  { kind: "typo", question: "can i get a refnd", facts: ["no refund"] },
  { kind: "typo", question: "do i need my own laptp", facts: ["laptop"] },
  {
    kind: "slang",
    question: "yo how much 4 full stack",
    facts: ["$6,000"],
    link: "/training-programs/full-stack-development",
  },
  { kind: "slang", question: "wots the go with refunds", facts: ["no refund"] },
  {
    kind: "slang",
    question: "gimme the qa start date",
    facts: ["2 February 2027"],
    link: "/training-programs/qa-and-software-testing",
  },
  // Comparisons (the answer must say when two tie).
  {
    kind: "comparison",
    question: "Which course is the shortest?",
    facts: ["16 weeks", "QA & Software Testing", "Data Analytics"],
  },
  {
    kind: "comparison",
    question: "is the qa course shorter than full stack",
    facts: ["16 weeks", "24 weeks"],
  },
  {
    kind: "comparison",
    question: "Which programs can I do online?",
    facts: ["QA & Software Testing", "Full stack"],
  },
  {
    kind: "comparison",
    question: "Which course is cheapest?",
    facts: ["$4,000", "QA & Software Testing", "Data Analytics"],
  },
  { kind: "comparison", question: "Is full stack more expensive than QA?", facts: ["$6,000", "$4,000"] },
  {
    kind: "comparison",
    question: "which is cheaper, QA or data analytics?",
    facts: ["$4,000"],
    anyOf: [["same", "both"]],
  },
  {
    kind: "comparison",
    question: "which course starts first?",
    facts: ["QA & Software Testing", "2 February 2027"],
  },
  {
    kind: "comparison",
    question: "what's the difference between full stack and QA?",
    facts: ["24 weeks", "16 weeks"],
  },
  // Multi-part.
  {
    kind: "multi-part",
    question: "How long is the QA course and how much does it cost?",
    facts: ["16 weeks", "$4,000"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    kind: "multi-part",
    question: "what's the fee for data analytics and when does it start",
    facts: ["$4,000"],
    anyOf: [["not announced", "TBA"]],
  },
  {
    kind: "multi-part",
    question: "where are you and when are you open?",
    facts: ["88 Harbour Street", "9AM-9PM"],
  },
  // Follow-ups: earlier questions of the same conversation come first.
  {
    kind: "follow-up",
    before: ["How long is the full stack course?"],
    question: "and the QA one?",
    facts: ["16 weeks"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    kind: "follow-up",
    before: ["Tell me about data analytics"],
    question: "how much is it?",
    facts: ["$4,000"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "follow-up",
    before: ["What does the QA course cost?"],
    question: "what about full stack",
    facts: ["$6,000"],
    link: "/training-programs/full-stack-development",
  },
  {
    kind: "follow-up",
    before: ["Can I study QA online?"],
    question: "and data analytics?",
    facts: ["on campus"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "follow-up",
    before: ["who teaches full stack?"],
    question: "and data analytics?",
    facts: ["Daniel Okafor"],
  },
  {
    kind: "follow-up",
    before: ["When does the QA course start?"],
    question: "how long does it go for?",
    facts: ["16 weeks"],
    link: "/training-programs/qa-and-software-testing",
  },
  {
    kind: "follow-up",
    before: ["I'm interested in data analytics"],
    question: "do I need to know programming?",
    facts: ["No programming experience"],
    link: "/training-programs/data-analytics",
  },
  {
    kind: "follow-up",
    before: ["how much is full stack"],
    question: "can I pay that in instalments?",
    facts: ["$1,000"],
  },
  {
    kind: "follow-up",
    before: ["What are your opening hours?"],
    question: "and on sunday?",
    facts: ["closed"],
  },
  {
    kind: "follow-up",
    before: ["How long is the full stack course?"],
    question: "what's the weather like tomorrow?",
    none: true,
  },
  // Out of scope: the honest reply, never the closest unrelated passage.
  { kind: "out-of-scope", question: "do you teach cooking classes?", none: true },
  { kind: "out-of-scope", question: "can you fix my car", none: true },
  { kind: "out-of-scope", question: "what's the capital of France", none: true },
  { kind: "out-of-scope", question: "is there free parking near the office?", none: true },
  { kind: "out-of-scope", question: "do you offer scholarships?", none: true },
  { kind: "out-of-scope", question: "do you have a gym for students", none: true },
  { kind: "out-of-scope", question: "Do you teach Java?", none: true },
  { kind: "out-of-scope", question: "can you help me with my tax return", none: true },
];
