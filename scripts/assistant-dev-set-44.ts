/**
 * Development set 44 (issue 16). First written as a blind probe set (p59: a would-be student's worries and practicalities: maths, background, equipment, study hours, careers help, finding things on the site) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a9be3da, which nobody had tuned to it (first run 48/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet44: DevCase[] = [
  // --- maths / no coding background ---
  {
    kind: "indirect",
    question: "i'm honestly hopeless at numbers.. is the data one going to be full of maths i cant do??",
    facts: ["High-school maths"],
    anyOf: [["the course teaches the statistics", "teaches the statistics"]],
  },
  {
    kind: "indirect",
    question: "never written a single line of code in my life, would the testing course go straight over my head",
    facts: ["No coding experience"],
  },
  {
    kind: "typo",
    question: "do i need to kno how to code b4 starting the full stack corse",
    facts: ["No programming experience", "starts with HTML"],
  },
  {
    kind: "indirect",
    question: "data analytics sounds cool but i dont know python or sql or anything like that",
    anyOf: [["SQL and Python are taught from the start", "No programming experience"]],
  },
  {
    kind: "indirect",
    question: "i only really know basic excel stuff, is that enough to get into data analytics",
    facts: ["formulas, sorting and filtering"],
  },
  {
    kind: "indirect",
    question: "english is my second language, is that gonna be a problem in the full stack course",
    facts: ["English good enough to read technical documentation"],
  },
  {
    kind: "typo",
    question: "wat computer skills do i need for the QA corse? im not very techy",
    facts: ["Comfortable using web and mobile apps"],
  },
  // --- coming from another career ---
  {
    kind: "indirect",
    question: "been in retail 12 yrs, sick of weekends on the shop floor. which of ur courses actually makes sense for someone like me",
    facts: ["QA & Software Testing", "hospitality or retail"],
  },
  {
    kind: "free text",
    question: "has anyone actually gone from hospitality to a dev job with you guys or is that just marketing",
    facts: ["Priya"],
  },
  {
    kind: "multi-part",
    question: "im a nurse, 10 yrs in ED and burnt out. zero IT background. is there a course that doesnt need coding experience, and when are the classes? i do shifts",
    anyOf: [
      ["No programming experience", "No coding experience"],
      ["6PM-9PM", "6PM - 9PM", "11AM-2PM", "11AM - 2PM"],
    ],
  },
  {
    kind: "follow-up",
    before: ["I work in hospitality and I want to change careers into IT"],
    question: "which program would suit me best",
    facts: ["QA & Software Testing"],
  },
  {
    kind: "paraphrase",
    question: "realistically what kind of job could i apply for after finishing the testing course",
    facts: ["QA analyst"],
    anyOf: [["software tester", "junior test automation engineer"]],
  },
  // --- age / things not answered ---
  {
    kind: "no answer",
    question: "is there an age limit?? im 54 and worried ill be the oldest by a mile",
    none: true,
  },
  {
    kind: "no answer",
    question: "what internet speed do i need to stream the classes from home? my nbn is pretty slow",
    none: true,
  },
  {
    kind: "no answer",
    question: "is there parking near the campus or should i just get public transport",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "i have dyslexia, do you offer any extra learning support or extra time on assignments",
    none: true,
  },
  {
    kind: "no answer",
    question: "do u do any discount for people on centrelink or concession card holders",
    none: true,
  },
  {
    kind: "no answer",
    question: "do i need to be an australian citizen or can i study with you on a working holiday visa",
    none: true,
  },
  // --- equipment ---
  {
    kind: "slang",
    question: "lol do i gotta bring my own laptop or do u lend them out",
    anyOf: [["do not provide or lend", "Bring your own laptop"]],
  },
  {
    kind: "answer",
    question: "What are the minimum laptop specs?",
    facts: ["Windows 10 or later", "macOS 12 or later", "8 GB", "20 GB"],
  },
  {
    kind: "indirect",
    question: "my only computer is my work laptop and IT have it locked down pretty tight, is that going to be an issue",
    anyOf: [["Permission to install software", "allowed to install software", "locked-down work laptop"]],
  },
  {
    kind: "typo",
    question: "i have a macbook, is that ok for data analyitcs? heard something about power bi not working",
    facts: ["Windows only"],
    anyOf: [["say so when you apply", "help you set up"]],
  },
  {
    kind: "paraphrase",
    question: "joining the testing course online from home — what do i need apart from a laptop",
    facts: ["headset with a microphone"],
  },
  {
    kind: "answer",
    question: "can i use linux or does it have to be windows",
    facts: ["recent Linux"],
  },
  {
    kind: "paraphrase",
    question: "do i have to buy any software licences on top of the course fee",
    facts: ["free for students"],
  },
  {
    kind: "slang",
    question: "is there wifi + somewhere to charge at the campus? my laptop battery is trash",
    facts: ["Wi-Fi", "power point"],
  },
  {
    kind: "indirect",
    question: "not great at installing stuff on my computer.. will someone help me get the software set up",
    anyOf: [["help you install it in your first class", "in your first class", "installing software"]],
  },
  {
    kind: "follow-up",
    before: ["what's the full stack course like for a complete beginner?"],
    question: "and what kind of laptop do i need for it",
    facts: ["8 GB"],
    anyOf: [["Windows 10 or later", "macOS 12 or later", "recent Linux"]],
  },
  {
    kind: "follow-up",
    before: ["I've only got a Mac at home"],
    question: "will that work for the data analytics course?",
    facts: ["Windows only"],
  },
  // --- study hours / week ---
  {
    kind: "answer",
    question: "how many hours a week outside of class should i plan for full stack",
    facts: ["6 to 8 hours"],
  },
  {
    kind: "follow-up",
    before: ["how many hours of homework per week for the full stack course?"],
    question: "and for the testing one?",
    facts: ["5 to 7 hours"],
  },
  {
    kind: "comparison",
    question: "which needs less study time outside class, full stack or data analytics?",
    facts: ["Data Analytics", "5 to 7 hours"],
  },
  {
    kind: "paraphrase",
    question: "what does a normal week actually look like on the QA course",
    anyOf: [
      ["three-hour", "3 hours", "three hours"],
      ["in pairs", "test cases", "bug reports", "5 to 7 hours", "Practice tasks"],
    ],
  },
  {
    kind: "indirect",
    question: "i've got a full time 9-5, can i realistically keep it while doing one of these",
    anyOf: [
      ["full-time job", "keep working"],
      ["evening", "6PM"],
    ],
  },
  {
    kind: "typo",
    question: "how many nights a week is the class? got 2 kids so cant do every nite",
    anyOf: [["One three-hour class a week", "three-hour class", "three hours", "3 hours"]],
  },
  {
    kind: "slang",
    question: "how long r the classes each time",
    anyOf: [["three hours", "three-hour", "3 hours"]],
  },
  {
    kind: "indirect",
    question: "i work nights monday to friday so weekday evenings are out. any weekend option?",
    anyOf: [["Sat 11AM - 2PM", "11AM-2PM", "11AM - 2PM"]],
  },
  {
    kind: "follow-up",
    before: ["what days are the classes on?"],
    question: "and how long is each one",
    anyOf: [["three hours", "three-hour", "3 hours"]],
  },
  {
    kind: "multi-part",
    question: "no coding background, full time job and 2 kids. how many hours a week outside class am i looking at for full stack, and what time are the evening classes",
    facts: ["6 to 8 hours"],
    anyOf: [["6PM-9PM", "6PM - 9PM"]],
  },
  {
    kind: "multi-part",
    question: "what laptop do i need for data analytics and how many hrs a week study on top of the class",
    facts: ["8 GB", "5 to 7 hours"],
  },
  // --- missing a class / help when stuck ---
  {
    kind: "typo",
    question: "wat happens if i miss a class cos of a night shift",
    facts: ["Tell your instructor", "online space"],
  },
  {
    kind: "follow-up",
    before: ["what happens if I miss a class?"],
    question: "can i just switch to a different night permanently then",
    facts: ["another class time", "has room"],
  },
  {
    kind: "indirect",
    question: "if im stuck on the project at like 10pm on a tuesday who do i even ask",
    facts: ["online space"],
  },
  {
    kind: "indirect",
    question: "kinda scared ill be the slowest in the class tbh. what help is there if i fall behind",
    anyOf: [["online space", "instructor at hand", "written feedback", "catch up", "code review"]],
  },
  {
    kind: "multi-part",
    question: "if i miss a week of full stack what do i do, and can i join that class online instead of coming in",
    facts: ["online space"],
    anyOf: [["streamed live", "join the same class online"]],
  },
  // --- careers help ---
  {
    kind: "paraphrase",
    question: "do you help with actually getting a job after, or is it just the course",
    facts: ["Mock interview"],
    anyOf: [["CV and LinkedIn review", "CV"]],
  },
  {
    kind: "slang",
    question: "be honest, will i def get a job at the end of this",
    anyOf: [["cannot promise you a job", "no course can guarantee"]],
  },
  {
    kind: "paraphrase",
    question: "whats ur job placement rate and average starting salary for grads",
    facts: ["do not publish"],
  },
  {
    kind: "indirect",
    question: "once i finish the course do you still help me or am i on my own from then",
    facts: ["recent graduates"],
  },
  {
    kind: "slang",
    question: "is the careers stuff extra $$ or included",
    facts: ["no extra cost"],
  },
  {
    kind: "follow-up",
    before: ["do you help students find jobs?"],
    question: "do u guarantee it tho",
    anyOf: [["cannot promise you a job", "no course can guarantee"]],
  },
  // --- certificate ---
  {
    kind: "answer",
    question: "do i get a certificate at the end",
    facts: ["certificate of completion"],
  },
  {
    kind: "paraphrase",
    question: "is the certificate nationally recognised? like is it the same as a TAFE qualification",
    facts: ["not nationally accredited"],
  },
  {
    kind: "follow-up",
    before: ["do I get a certificate when I finish?"],
    question: "what do i have to do to get it",
    facts: ["hand in the course's projects"],
  },
  {
    kind: "multi-part",
    question: "certificate at the end? and do you help with my CV",
    facts: ["certificate of completion"],
    anyOf: [["CV and LinkedIn review", "CV"]],
  },
  // --- finding things on the site ---
  {
    kind: "indirect",
    question: "is there an faq page somewhere? cant find it on my phone",
    facts: ["/faq"],
  },
  {
    kind: "paraphrase",
    question: "where on the website are the terms and conditions i'm agreeing to when i apply",
    facts: ["/terms"],
  },
  {
    kind: "paraphrase",
    question: "after i apply where do i check how my application is going",
    anyOf: [["student portal", "/portal/sign-in"]],
  },
  {
    kind: "indirect",
    question: "i'd rather talk to an actual human about whether im suited to this, how do i reach someone",
    anyOf: [["(02) 5550 1234", "0491 570 156", "hello@harbourline.example"]],
  },
  {
    kind: "comparison",
    question: "which of the courses can i do from home? i live 2 hrs out of sydney",
    facts: ["QA & Software Testing"],
    anyOf: [["streamed live", "live online attendance", "Full stack software development"]],
  },
];
