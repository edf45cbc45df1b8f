/**
 * Development set 35 (issue 16). First written as a private blind probe set (p43: conversations of four turns leaning on earlier ones) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 543dc70, which nobody had tuned to it (first run 54/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

// Conversations: 20 chats of 4 turns. The first turn of each chat is context only; every later turn
// is one case, with the turns asked before it in `before`.

export const devSet35: DevCase[] = [
  // ---- chat 1: full stack length, then the QA course
  {
    kind: "follow-up",
    before: ["how long is the full stack course"],
    question: "and the QA one?",
    anyOf: [["16 weeks", "16-week"]],
  },
  {
    kind: "slang",
    before: ["how long is the full stack course", "and the QA one?"],
    question: "can i do that one online? i live out in the sticks",
    anyOf: [["on campus or online", "or online", "online, live"]],
    absent: ["no online option"],
  },
  {
    kind: "follow-up",
    before: ["how long is the full stack course", "and the QA one?", "can i do that one online? i live out in the sticks"],
    question: "ok and who teaches it",
    facts: ["Mei Lin Chen"],
    absent: ["Arjun"],
  },

  // ---- chat 2: data analytics fee, mode and tools
  {
    kind: "follow-up",
    before: ["tell me abt the data analytics course"],
    question: "how much is it",
    anyOf: [["4,000", "4000"]],
    absent: ["6,000", "6000"],
  },
  {
    kind: "follow-up",
    before: ["tell me abt the data analytics course", "how much is it"],
    question: "can i do it online from home? im in perth",
    anyOf: [["no online option", "Sydney only"]],
  },
  {
    kind: "typo",
    before: ["tell me abt the data analytics course", "how much is it", "can i do it online from home? im in perth"],
    question: "wat software n tools does it use",
    anyOf: [["Power BI", "Python", "SQL"]],
  },

  // ---- chat 3: fees, an off-topic request, then back to instalments
  {
    kind: "follow-up",
    before: ["whats the price for full stack"],
    question: "and data analytics?",
    anyOf: [["4,000", "4000"]],
  },
  {
    kind: "out-of-scope",
    before: ["whats the price for full stack", "and data analytics?"],
    question: "btw could you write me a cover letter for a bank teller job",
    none: true,
  },
  {
    kind: "slang",
    before: ["whats the price for full stack", "and data analytics?", "btw could you write me a cover letter for a bank teller job"],
    question: "ok back to the data course, can i pay it off in bits",
    facts: ["instalments"],
  },

  // ---- chat 4: when to pay, refunds
  {
    kind: "follow-up",
    before: ["do i have to pay anything when i apply?"],
    question: "ok so when do i actually pay then",
    anyOf: [["after enrolment", "invoice"]],
  },
  {
    kind: "slang",
    before: ["do i have to pay anything when i apply?", "ok so when do i actually pay then"],
    question: "and if i drop out halfway thru do i get my money back",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    kind: "indirect",
    before: ["do i have to pay anything when i apply?", "ok so when do i actually pay then", "and if i drop out halfway thru do i get my money back"],
    question: "what if YOU cancel the course tho",
    facts: ["Australian Consumer Law"],
  },

  // ---- chat 5: class days, length, weekend, working
  {
    kind: "follow-up",
    before: ["what days are the classes on"],
    question: "how long is each one",
    anyOf: [["three-hour", "3 hours", "three hours"]],
  },
  {
    kind: "follow-up",
    before: ["what days are the classes on", "how long is each one"],
    question: "is there a weekend option",
    facts: ["11AM"],
  },
  {
    kind: "indirect",
    before: ["what days are the classes on", "how long is each one", "is there a weekend option"],
    question: "so i could still keep my 9-5?",
    anyOf: [["full-time job", "full time", "evening"]],
  },

  // ---- chat 6: office location and opening hours
  {
    kind: "slang",
    before: ["where is ur office"],
    question: "what time do u open",
    facts: ["9AM"],
  },
  {
    kind: "follow-up",
    before: ["where is ur office", "what time do u open"],
    question: "and on sat?",
    anyOf: [["10AM-3PM", "10AM"]],
    absent: ["11AM"],
  },
  {
    kind: "follow-up",
    before: ["where is ur office", "what time do u open", "and on sat?"],
    question: "sunday??",
    facts: ["closed"],
  },

  // ---- chat 7: web and mobile app services
  {
    kind: "follow-up",
    before: ["how much for a web app built by you guys"],
    question: "what tech stack do you use for that",
    anyOf: [["React", "Typescript", "Remix", "Nextjs", "Express"]],
  },
  {
    kind: "follow-up",
    before: ["how much for a web app built by you guys", "what tech stack do you use for that"],
    question: "and for a mobile app?",
    anyOf: [["React Native", "Swift"]],
  },
  {
    kind: "follow-up",
    before: ["how much for a web app built by you guys", "what tech stack do you use for that", "and for a mobile app?"],
    question: "is the web app price incl gst or not",
    anyOf: [["excluding GST", "GST"]],
    absent: ["including GST", "includes GST"],
  },

  // ---- chat 8: the free consultation
  {
    kind: "indirect",
    before: ["i have a startup idea and need an app built, where do i even start"],
    question: "is the consultation actually free or is there a catch",
    facts: ["free"],
  },
  {
    kind: "follow-up",
    before: ["i have a startup idea and need an app built, where do i even start", "is the consultation actually free or is there a catch"],
    question: "how long's the call",
    anyOf: [["30-minute", "30"]],
  },
  {
    kind: "follow-up",
    before: ["i have a startup idea and need an app built, where do i even start", "is the consultation actually free or is there a catch", "how long's the call"],
    question: "and who'll i be talking to, some sales guy?",
    facts: ["senior developer"],
  },

  // ---- chat 9: the people who run the company
  {
    kind: "follow-up",
    before: ["who runs the company"],
    question: "how long has she been in the industry",
    facts: ["fifteen years"],
  },
  {
    kind: "typo",
    before: ["who runs the company", "how long has she been in the industry"],
    question: "whos the tech head",
    facts: ["Rivera"],
  },
  {
    kind: "follow-up",
    before: ["who runs the company", "how long has she been in the industry", "whos the tech head"],
    question: "does he teach any of the courses",
    anyOf: [["curriculum", "full stack"]],
  },

  // ---- chat 10: instructors
  {
    kind: "typo",
    before: ["who teaches the full stack course"],
    question: "how much experiance has he got",
    facts: ["twelve years"],
  },
  {
    kind: "follow-up",
    before: ["who teaches the full stack course", "how much experiance has he got"],
    question: "and the data one?",
    facts: ["Daniel Okafor"],
    absent: ["Arjun"],
  },
  {
    kind: "follow-up",
    before: ["who teaches the full stack course", "how much experiance has he got", "and the data one?"],
    question: "what did he do before teaching",
    anyOf: [["retail and government", "analyst"]],
  },

  // ---- chat 11: prerequisites
  {
    kind: "follow-up",
    before: ["do i need coding experience for full stack?"],
    question: "what about the data course",
    anyOf: [["No programming experience", "spreadsheets"]],
  },
  {
    kind: "indirect",
    before: ["do i need coding experience for full stack?", "what about the data course"],
    question: "how good at maths do i need to be for that",
    facts: ["High-school maths"],
  },
  {
    kind: "follow-up",
    before: ["do i need coding experience for full stack?", "what about the data course", "how good at maths do i need to be for that"],
    question: "and i need to bring my own laptop for it?",
    facts: ["own laptop"],
  },

  // ---- chat 12: equipment
  {
    kind: "follow-up",
    before: ["do you give students a laptop"],
    question: "ok what specs do i need",
    facts: ["8 GB"],
  },
  {
    kind: "indirect",
    before: ["do you give students a laptop", "ok what specs do i need"],
    question: "i've got a macbook, will that work for data analytics",
    facts: ["Power BI"],
    anyOf: [["Windows only", "Windows"]],
  },
  {
    kind: "follow-up",
    before: ["do you give students a laptop", "ok what specs do i need", "i've got a macbook, will that work for data analytics"],
    question: "do i have to pay for the software too",
    facts: ["free"],
  },

  // ---- chat 13: careers support
  {
    kind: "follow-up",
    before: ["do you help people get a job after the course"],
    question: "so you guarantee one?",
    anyOf: [["cannot promise", "can guarantee", "no course"]],
  },
  {
    kind: "slang",
    before: ["do you help people get a job after the course", "so you guarantee one?"],
    question: "whats ur placement rate then",
    facts: ["not publish"],
    absent: ["80%", "90%", "95%", "100%"],
  },
  {
    kind: "multi-part",
    before: ["do you help people get a job after the course", "so you guarantee one?", "whats ur placement rate then"],
    question: "is the certificate accredited? and does the careers help cost extra",
    anyOf: [["not nationally accredited", "not a registered training organisation"], ["no extra cost"]],
  },

  // ---- chat 14: applying
  {
    kind: "follow-up",
    before: ["how do i apply for the QA course"],
    question: "how long till i hear back",
    anyOf: [["two business days", "within a week"]],
  },
  {
    kind: "follow-up",
    before: ["how do i apply for the QA course", "how long till i hear back"],
    question: "does applying cost anything",
    facts: ["free"],
  },
  {
    kind: "typo",
    before: ["how do i apply for the QA course", "how long till i hear back", "does applying cost anything"],
    question: "i made a typo in my aplication, can i edit it after sending?",
    anyOf: [["new application", "cannot be changed"]],
  },

  // ---- chat 15: contact details
  {
    kind: "follow-up",
    before: ["whats your phone number"],
    question: "and email?",
    facts: ["hello@harbourline.example"],
  },
  {
    kind: "follow-up",
    before: ["whats your phone number", "and email?"],
    question: "got a mobile number too?",
    facts: ["0491 570 156"],
  },
  {
    kind: "multi-part",
    before: ["whats your phone number", "and email?", "got a mobile number too?"],
    question: "ok whats the street address, and what floor are you on",
    facts: ["88 Harbour Street", "Level 12"],
  },

  // ---- chat 16: software testing service for a business
  {
    kind: "follow-up",
    before: ["we need someone to test our app before launch, is that something you do?"],
    question: "what kinds of testing",
    anyOf: [["Functional testing", "Security testing", "Test automation"]],
  },
  {
    kind: "follow-up",
    before: ["we need someone to test our app before launch, is that something you do?", "what kinds of testing"],
    question: "how does a project with you run, step by step",
    facts: ["Discovery call", "Fortnightly demos"],
  },
  {
    kind: "slang",
    before: ["we need someone to test our app before launch, is that something you do?", "what kinds of testing", "how does a project with you run, step by step"],
    question: "and after launch do u stick around or just vanish",
    anyOf: [["monitoring", "on call", "Launch and support"]],
  },

  // ---- chat 17: studying online, program by program
  {
    kind: "follow-up",
    before: ["which courses can i do online"],
    question: "what about full stack specifically",
    anyOf: [["streamed live", "live online attendance", "join the same class online"]],
  },
  {
    kind: "follow-up",
    before: ["which courses can i do online", "what about full stack specifically"],
    question: "and data analytics?",
    anyOf: [["no online option", "Sydney only"]],
  },
  {
    kind: "follow-up",
    before: ["which courses can i do online", "what about full stack specifically", "and data analytics?"],
    question: "if i do QA online do i need any extra gear",
    facts: ["headset"],
  },

  // ---- chat 18: workload in a week
  {
    kind: "follow-up",
    before: ["what does a typical week look like in full stack"],
    question: "how many hrs outside class am i looking at",
    facts: ["6 to 8"],
  },
  {
    kind: "comparison",
    before: ["what does a typical week look like in full stack", "how many hrs outside class am i looking at"],
    question: "and for QA, is it less?",
    facts: ["5 to 7"],
  },
  {
    kind: "follow-up",
    before: ["what does a typical week look like in full stack", "how many hrs outside class am i looking at", "and for QA, is it less?"],
    question: "what happens if i miss a class",
    anyOf: [["Tell your instructor", "catch up", "online space"]],
  },

  // ---- chat 19: fees, discounts and what the site does not say
  {
    kind: "no answer",
    before: ["how much is the QA course"],
    question: "any discount if i pay the whole lot upfront?",
    none: true,
  },
  {
    kind: "comparison",
    before: ["how much is the QA course", "any discount if i pay the whole lot upfront?"],
    question: "whats the cheapest course you have then",
    facts: ["Data Analytics", "QA"],
    anyOf: [["4,000", "4000"]],
    absent: ["6,000", "6000"],
  },
  {
    kind: "no answer",
    before: ["how much is the QA course", "any discount if i pay the whole lot upfront?", "whats the cheapest course you have then"],
    question: "do you have scholarships or anything like that for people on low income",
    none: true,
  },

  // ---- chat 20: blog authors and what they teach
  {
    kind: "follow-up",
    before: ["who wrote the blog post on manual vs automated testing"],
    question: "does she teach here?",
    anyOf: [["Instructor", "teaches"]],
  },
  {
    kind: "follow-up",
    before: ["who wrote the blog post on manual vs automated testing", "does she teach here?"],
    question: "what tools does her course use for automation",
    facts: ["Playwright"],
  },
  {
    kind: "follow-up",
    before: ["who wrote the blog post on manual vs automated testing", "does she teach here?", "what tools does her course use for automation"],
    question: "and the data cleaning one, who wrote that",
    facts: ["Daniel Okafor"],
  },
];
