/**
 * Development set 43 (issue 16). First written as a blind probe set (p58: what the company is and does, its services and how a client project runs) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a9be3da, which nobody had tuned to it (first run 45/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const doesTraining = ["IT training", "training program", "helps people land IT jobs", "Career-ready"];
const doesSoftware = [
  "technology partner",
  "software development",
  "designs, builds and tests software",
  "software that ships",
  "software for businesses",
];

export const devSet43: DevCase[] = [
  // --- what the company is
  {
    question: "what is it you guys actually do?",
    kind: "paraphrase",
    anyOf: [doesTraining, doesSoftware],
  },
  {
    question: "what kind of company is this",
    kind: "indirect",
    anyOf: [doesTraining, doesSoftware],
  },
  {
    question: "are you a uni or a bootcamp or what",
    kind: "paraphrase",
    anyOf: [
      ["not a registered training organisation", "not nationally accredited"],
      ["IT training", "training program", "Instructor-led"],
    ],
  },
  {
    question: "wats the name of ur compnay and is it a proper registerd business",
    kind: "typo",
    facts: ["Harbourline Tech"],
    anyOf: [["Pty Ltd", "ABN"]],
  },
  {
    question: "so like u teach AND build software?? whats the deal with that",
    kind: "slang",
    anyOf: [doesTraining, doesSoftware],
  },
  {
    question: "Do you also run courses? Which ones?",
    kind: "answer",
    facts: ["Full stack", "QA", "Data Analytics"],
  },
  // --- the three services
  {
    question: "What services do you offer businesses?",
    kind: "answer",
    facts: ["Web Application", "Mobile Application", "Software Testing"],
  },
  {
    question: "yo do u guys build apps for iphone and android or just websites",
    kind: "slang",
    facts: ["iOS", "Android", "web app"],
  },
  {
    question: "What technologies do you use to build web apps?",
    kind: "answer",
    facts: ["React", "Typescript", "Express"],
  },
  {
    question: "wat kind of testing do u do for clients, like security testign?",
    kind: "typo",
    facts: ["Security testing"],
    anyOf: [["Functional testing", "Test automation"]],
  },
  {
    question: "I run a small business and honestly our website is falling apart",
    kind: "indirect",
    facts: ["web application", "free consultation"],
  },
  {
    question: "im not a student lol, i need someone to test our app before we launch it",
    kind: "indirect",
    facts: ["Software Testing"],
    anyOf: [["Functional testing", "Security testing", "Test automation", "Independent testing"]],
  },
  {
    question: "do you guys do anything with AI?",
    kind: "paraphrase",
    facts: ["artificial intelligence"],
  },
  // --- how a client project works
  {
    question: "How does a software project with you work, from first contact to delivery?",
    kind: "answer",
    facts: ["Discovery call", "fixed quote", "Fortnightly demos", "Launch and support"],
  },
  {
    question: "i have an idea for an app but no clue where to even start with you",
    kind: "indirect",
    facts: ["free consultation"],
  },
  {
    question: "what's the free consultation actually like, is it just a sales pitch?",
    kind: "indirect",
    facts: ["30", "senior developer"],
  },
  {
    question: "How soon do you get back to me after I book a consultation?",
    kind: "answer",
    facts: ["one business day"],
  },
  {
    question: "what info do i need to have ready to book a project consult",
    kind: "paraphrase",
    facts: ["project details", "budget"],
  },
  {
    question: "What budget ranges can I choose from when I book?",
    kind: "answer",
    facts: ["Less than $25K", "$100K+"],
  },
  {
    question: "will I get to see the thing while it's being built or only at the very end?",
    kind: "indirect",
    facts: ["fortnightly"],
  },
  {
    question: "who actually works on my project?",
    kind: "paraphrase",
    facts: ["developers", "consultants", "support"],
  },
  {
    question: "once its live do u just disappear or do u stick around to fix stuff",
    kind: "slang",
    anyOf: [["monitoring", "on call", "updates"]],
  },
  {
    question: "will you lock me into some weird proprietary setup i can't leave?",
    kind: "free text",
    facts: ["lock-in"],
  },
  {
    question: "is the price fixed or do you charge by the hour as you go?",
    kind: "paraphrase",
    facts: ["fixed quote"],
  },
  {
    question: "How much does a web app cost?",
    kind: "answer",
    facts: ["$10,000"],
  },
  {
    question: "are your project starting prices incl gst?",
    kind: "paraphrase",
    facts: ["excluding GST"],
  },
  // --- comparisons
  {
    question: "which of your dev services is the cheapest to get started with?",
    kind: "comparison",
    facts: ["Software Testing"],
  },
  {
    question: "whats the difference between your software testing service and your QA course?",
    kind: "comparison",
    anyOf: [
      ["16 Weeks", "16-week"],
      ["Independent testing", "Functional testing", "Security testing", "Test automation", "for businesses"],
    ],
  },
  // --- multi-part
  {
    question: "what services do you have and how much does each one start from",
    kind: "multi-part",
    facts: ["Web Application", "Mobile Application", "Software Testing", "$10,000"],
  },
  {
    question: "how much would a mobile app cost roughly and what do you build them with",
    kind: "multi-part",
    facts: ["React Native", "Swift"],
  },
  {
    question: "what's the company called, who started it and where is it?",
    kind: "multi-part",
    facts: ["Harbourline Tech", "Sarah Whitfield", "Sydney"],
  },
  {
    question: "for a web app project what tech do you use and how often do i get to see progress",
    kind: "multi-part",
    facts: ["React", "fortnightly"],
  },
  {
    question: "do you make android apps, and what would i need to give you to get a quote?",
    kind: "multi-part",
    facts: ["Android"],
    anyOf: [["project details", "what you want to build", "budget"]],
  },
  {
    question: "whats your phone number and email, and what hours are you open on weekdays",
    kind: "multi-part",
    facts: ["hello@harbourline.example", "9AM-9PM"],
    anyOf: [["(02) 5550 1234", "0491 570 156"]],
  },
  {
    question: "who runs the place and how long have they been in the industry?",
    kind: "multi-part",
    facts: ["Sarah Whitfield", "fifteen years"],
  },
  // --- people
  {
    question: "Who runs Harbourline?",
    kind: "answer",
    facts: ["Sarah Whitfield", "Director"],
  },
  {
    question: "who are the people behind the company",
    kind: "paraphrase",
    facts: ["Sarah Whitfield", "Rivera", "Mei Lin Chen"],
  },
  {
    question: "whos the big boss there lol",
    kind: "slang",
    facts: ["Sarah Whitfield"],
  },
  {
    question: "how much experiance does the founder have",
    kind: "typo",
    facts: ["fifteen years"],
  },
  {
    question: "who would be the lead engineer on my project?",
    kind: "indirect",
    facts: ["Rivera"],
    anyOf: [["client engineering team", "Technology Head"]],
  },
  {
    question: "are the trainers just teachers or do they actually work in the industry?",
    kind: "free text",
    anyOf: [
      [
        "still build software",
        "working developer",
        "twelve years",
        "ten years",
        "banking and health",
        "fifteen years",
        "eight years",
      ],
    ],
  },
  {
    question: "How are your software services and your training courses connected?",
    kind: "free text",
    anyOf: [["client engineering team", "still build software", "businesses we work with", "Teach by doing"]],
  },
  // --- where
  {
    question: "Where is your office?",
    kind: "answer",
    facts: ["88 Harbour Street", "Sydney"],
  },
  {
    question: "wher r u located, whats the full adress incl the suite",
    kind: "typo",
    facts: ["Suite 4", "Level 12", "88 Harbour Street", "2000"],
  },
  {
    question: "do u have a linkdin page for the compnay",
    kind: "typo",
    facts: ["harbourline-tech-demo"],
  },
  // --- follow-ups
  {
    before: ["who's the director?"],
    question: "and who's in charge of the tech side?",
    kind: "follow-up",
    facts: ["Rivera", "Technology Head"],
  },
  {
    before: ["how do i book a consultation for my project"],
    question: "and what happens after the call if we decide to go ahead?",
    kind: "follow-up",
    facts: ["proposal", "fixed quote"],
  },
  {
    before: ["do you do the dev work for companies too or do you only teach?"],
    question: "so do students ever get connected with those businesses?",
    kind: "follow-up",
    anyOf: [["Introductions when we can", "junior roles", "pass them on"]],
  },
  {
    before: ["where's your office?"],
    question: "can i just pop in on a saturday?",
    kind: "follow-up",
    facts: ["10AM-3PM"],
  },
  {
    before: ["tell me about your web app development service"],
    question: "how much does it start at?",
    kind: "follow-up",
    facts: ["$10,000"],
  },
  {
    before: ["what's your mobile app development like?"],
    question: "what languages or tools do you use for that?",
    kind: "follow-up",
    facts: ["React Native", "Swift"],
  },
  {
    before: ["what do you guys do?"],
    question: "where are you based?",
    kind: "follow-up",
    facts: ["Sydney"],
  },
  {
    before: ["who is Mei Lin Chen?"],
    question: "what does she teach?",
    kind: "follow-up",
    anyOf: [["QA and Software Testing", "manual and automated testing", "QA & Software Testing"]],
  },
  {
    before: ["how does a project with you work?"],
    question: "and how long is that first call?",
    kind: "follow-up",
    facts: ["30"],
  },
  // --- not in the content
  { question: "how many staff do you have?", kind: "no answer", none: true },
  { question: "what year was harbourline founded", kind: "no answer", none: true },
  { question: "will you sign an NDA before i share my app idea with you?", kind: "no answer", none: true },
  { question: "is there parking near your sydney office?", kind: "no answer", noYes: true },
  { question: "are you ISO 27001 certified?", kind: "no answer", none: true },
  { question: "can you recommend a good accountant for my startup?", kind: "out-of-scope", none: true },
];
