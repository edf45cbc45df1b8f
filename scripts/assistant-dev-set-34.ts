/**
 * Development set 34 (issue 16). First written as a private blind probe set (p42: people deciding: a career changer, a parent, a second-language speaker, a busy worker, a worried payer) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 543dc70, which nobody had tuned to it (first run 51/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet34: DevCase[] = [
  // ---- career changer in their 30s (retail manager thinking about tech), one chat
  {
    kind: "indirect",
    question:
      "hey so im 34, been managing a retail store for about 10 yrs and honestly im burnt out. is software testing something i could actually get into? i dont know any coding at all",
    anyOf: [["no coding experience", "customer support, administration, hospitality or retail"]],
  },
  {
    kind: "follow-up",
    before: [
      "hey so im 34, been managing a retail store for about 10 yrs and honestly im burnt out. is software testing something i could actually get into? i dont know any coding at all",
    ],
    question: "ok and how long does that one run for",
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
    absent: ["24 weeks"],
  },
  {
    kind: "follow-up",
    before: [
      "hey so im 34, been managing a retail store for about 10 yrs and honestly im burnt out. is software testing something i could actually get into? i dont know any coding at all",
      "ok and how long does that one run for",
    ],
    question: "would i be able to keep my full time job while doing it? i cant just quit",
    anyOf: [["full-time job", "evening or on saturday", "6PM-9PM", "6PM - 9PM"]],
  },
  {
    kind: "comparison",
    question: "how much longer is the full stack course compared to the testing one?",
    anyOf: [
      ["24 weeks", "24-week", "twenty-four weeks"],
      ["16 weeks", "16-week", "sixteen weeks"],
    ],
  },
  {
    kind: "paraphrase",
    question: "what sort of jobs do people end up applying for after the QA course?",
    anyOf: [["QA analyst", "software tester", "junior test automation engineer"]],
  },
  {
    kind: "follow-up",
    before: ["what sort of jobs do people end up applying for after the QA course?"],
    question: "right but do you guys guarantee i'll actually get hired at the end? whats your placement rate",
    anyOf: [["guarantee", "cannot promise", "do not publish"]],
    absent: ["% of graduates", "% of our graduates"],
  },
  {
    kind: "free text",
    question: "what does the career support actually involve, like practically?",
    anyOf: [["mock interview", "CV and LinkedIn review", "portfolio review", "job-search sessions"]],
  },
  {
    kind: "paraphrase",
    question: "is the cert you get at the end a proper recognised qualification? like would it count as a diploma or something",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },
  {
    kind: "multi-part",
    question:
      "for the full stack course how long is each class, and how many hours a week should i set aside outside of class on top of that?",
    anyOf: [
      ["three-hour", "3 hours", "three hours", "3-hour"],
      ["6 to 8 hours", "6-8 hours", "6–8 hours"],
    ],
  },
  {
    kind: "typo",
    question: "whos teachin the qa corse?",
    facts: ["Mei Lin Chen"],
  },
  {
    kind: "follow-up",
    before: ["whos teachin the qa corse?"],
    question: "how much experiance has she got",
    anyOf: [["ten years", "10 years"]],
  },
  {
    kind: "free text",
    question: "say i do land a junior dev job after all this, any advice for surviving the first few months?",
    anyOf: [["fifteen-minute rule", "work log", "read code before you write it", "running locally", "small things"]],
  },

  // ---- parent asking for their child, one chat
  {
    kind: "indirect",
    question:
      "Hi, my daughter has just finished Year 12. She loves maths and is always making spreadsheets for fun. Would your data course suit her, and does she need to know programming beforehand?",
    anyOf: [["no programming experience", "high-school maths", "sql and python are taught from the start"]],
  },
  {
    kind: "follow-up",
    before: [
      "Hi, my daughter has just finished Year 12. She loves maths and is always making spreadsheets for fun. Would your data course suit her, and does she need to know programming beforehand?",
    ],
    question: "Where are the classes held? She would rather study from home if that's possible.",
    anyOf: [["no online option", "sydney only", "on campus"]],
  },
  {
    kind: "follow-up",
    before: [
      "Hi, my daughter has just finished Year 12. She loves maths and is always making spreadsheets for fun. Would your data course suit her, and does she need to know programming beforehand?",
      "Where are the classes held? She would rather study from home if that's possible.",
    ],
    question: "And what would it cost us? I'll be the one paying.",
    anyOf: [["4000", "4,000"]],
    absent: ["6000", "6,000"],
  },
  {
    kind: "follow-up",
    before: [
      "Hi, my daughter has just finished Year 12. She loves maths and is always making spreadsheets for fun. Would your data course suit her, and does she need to know programming beforehand?",
      "Where are the classes held? She would rather study from home if that's possible.",
      "And what would it cost us? I'll be the one paying.",
    ],
    question: "Is it possible to spread that out rather than pay it all at once?",
    anyOf: [["monthly instalments", "monthly installments"]],
  },
  {
    kind: "no answer",
    question: "Is there a minimum age to enrol? My son is 16 and mad about coding, could he join?",
    none: true,
  },
  {
    kind: "paraphrase",
    question: "Will she need to bring her own computer, or is one supplied for students?",
    anyOf: [["bring your own laptop", "do not provide or lend", "your own laptop"]],
  },
  {
    kind: "follow-up",
    before: ["Will she need to bring her own computer, or is one supplied for students?"],
    question: "She has a MacBook. Is that going to cause any trouble on the data analytics course?",
    anyOf: [["windows only", "power bi desktop runs on windows"]],
  },
  {
    kind: "multi-part",
    question: "Who would actually be teaching her data analytics, and what's his or her background?",
    facts: ["Daniel Okafor"],
    anyOf: [["eight years", "8 years", "retail and government"]],
  },
  {
    kind: "paraphrase",
    question:
      "She'll be putting her address and school details into the application. What happens to that information, do you pass it on to anyone?",
    anyOf: [["never sell", "do not sell"]],
  },
  {
    kind: "indirect",
    question:
      "If she starts and realises after a month that it isn't for her, would we get any of the money back?",
    anyOf: [["no refund", "not refunded"]],
    absent: ["pro rata", "partial refund"],
  },
  {
    kind: "follow-up",
    before: [
      "If she starts and realises after a month that it isn't for her, would we get any of the money back?",
    ],
    question: "What if we were paying monthly? Do the remaining payments keep coming out?",
    anyOf: [["cancelled", "canceled"]],
  },
  {
    kind: "indirect",
    question: "could i bring her in on a saturday to have a look around and ask a few questions in person?",
    anyOf: [["10AM-3PM", "10AM - 3PM", "10 AM", "10am to 3pm"]],
  },

  // ---- English as a second language, one chat
  {
    kind: "paraphrase",
    question:
      "Hello. I am from Brazil, my english is not perfect sorry. The course of testing, I can make it from my house by internet?",
    facts: ["online"],
    absent: ["no online option"],
  },
  {
    kind: "indirect",
    question: "My english level is enough for study with you? I read ok but I speak slow.",
    anyOf: [["english good enough", "clear written english", "technical documentation"]],
  },
  {
    kind: "paraphrase",
    question: "how much cost the full stack course? in dolar australian please",
    anyOf: [["6000", "6,000"]],
  },
  {
    kind: "follow-up",
    before: ["how much cost the full stack course? in dolar australian please"],
    question: "this price have the tax inside or I pay more after?",
    anyOf: [["include GST", "includes GST", "GST included", "including GST"]],
  },
  {
    kind: "paraphrase",
    question: "I work in restaurant until 5 of the afternoon. At night what hour is the class?",
    anyOf: [["6PM-9PM", "6PM - 9PM", "6 PM", "6pm to 9pm"]],
  },
  {
    kind: "paraphrase",
    question: "My computer is old, it have 4 GB memory only. Is enough or I need other one?",
    facts: ["8 GB"],
  },
  {
    kind: "no answer",
    question: "I need visa for study in Australia. You can help me to make the student visa?",
    noYes: true,
  },
  {
    kind: "paraphrase",
    question: "Where stay your school? Which street?",
    anyOf: [["88 Harbour Street"]],
  },
  {
    kind: "follow-up",
    before: ["Where stay your school? Which street?"],
    question: "Sunday is open?",
    facts: ["closed"],
  },
  {
    kind: "out-of-scope",
    question: "Do you know one good english school in Sydney for improve my speaking?",
    none: true,
  },
  {
    kind: "paraphrase",
    question: "If I lose one class because of my work, what happen?",
    anyOf: [["tell your instructor", "online space", "catch up"]],
  },
  {
    kind: "typo",
    question: "wich programs they teach in data analitic? python also?",
    facts: ["Python"],
  },

  // ---- working person with little time, short messages, one chat
  {
    kind: "answer",
    question: "fees?",
    anyOf: [
      ["6000", "6,000"],
      ["4000", "4,000"],
    ],
  },
  {
    kind: "slang",
    question: "qa online?",
    facts: ["online"],
    absent: ["no online option"],
  },
  {
    kind: "follow-up",
    before: ["qa online?"],
    question: "what nights",
    anyOf: [["6PM-9PM", "6PM - 9PM", "6 PM", "6pm to 9pm"]],
  },
  {
    kind: "slang",
    question: "sat class times",
    anyOf: [["11AM-2PM", "11AM - 2PM", "11 AM", "11am to 2pm"]],
    absent: ["10AM-3PM"],
  },
  {
    kind: "slang",
    question: "hrs of homework per wk for data?",
    anyOf: [["5 to 7 hours", "5-7 hours", "5–7 hours"]],
    absent: ["6 to 8 hours"],
  },
  {
    kind: "out-of-scope",
    question: "weather in sydney this sat?",
    none: true,
  },
  {
    kind: "slang",
    question: "how fast do u get back to me after i apply",
    anyOf: [["two business days", "2 business days", "within a week"]],
  },
  {
    kind: "slang",
    question: "full stack = how many wks",
    anyOf: [["24 weeks", "24-week", "twenty-four weeks"]],
  },
  {
    kind: "follow-up",
    before: ["full stack = how many wks"],
    question: "and data?",
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
  },
  {
    kind: "indirect",
    question: "if my roster changes halfway thru can i switch to a different class night",
    anyOf: [["has room", "another class time"]],
  },
  {
    kind: "indirect",
    question: "quickest way to reach an actual human?",
    anyOf: [["5550 1234", "0491 570 156", "hello@harbourline.example"]],
  },
  {
    kind: "comparison",
    question: "which course is the shortest",
    anyOf: [
      ["16 weeks", "16-week", "sixteen weeks"],
      ["QA", "Data Analytics"],
    ],
  },

  // ---- person worried about money, one chat
  {
    kind: "comparison",
    question: "honestly money is tight at the moment. which of your courses is the cheapest?",
    anyOf: [
      ["4000", "4,000"],
      ["QA", "Data Analytics"],
    ],
  },
  {
    kind: "paraphrase",
    question: "do i have to pay anything just to put in an application?",
    anyOf: [["applying is free", "pay nothing", "free to apply"]],
  },
  {
    kind: "follow-up",
    before: ["do i have to pay anything just to put in an application?"],
    question: "ok so when does the bill actually arrive then",
    anyOf: [["after enrolment", "after enrollment", "invoice"]],
  },
  {
    kind: "answer",
    question: "can i pay with a card or is it bank transfer only?",
    anyOf: [["bank transfer or card", "card"]],
  },
  {
    kind: "no answer",
    question: "are there any scholarships or discounts for people on centrelink?",
    none: true,
  },
  {
    kind: "indirect",
    question: "what happens if i lose my job halfway through the course and cant keep up the payments?",
    anyOf: [["cancelled", "canceled", "not refunded", "no refund", "in writing"]],
  },
  {
    kind: "paraphrase",
    question: "is a laptop included in the course price or is that another thing i have to fork out for",
    anyOf: [["none is included", "do not provide or lend", "bring your own laptop"]],
  },
  {
    kind: "follow-up",
    before: ["is a laptop included in the course price or is that another thing i have to fork out for"],
    question: "what about software? do i gotta buy licences for stuff",
    anyOf: [["free for students"]],
  },
  {
    kind: "slang",
    question: "does the career help cost extra or is it part of it",
    anyOf: [["no extra cost"]],
  },
  {
    kind: "answer",
    question: "if i go with the monthly instalments, when is the first one due?",
    anyOf: [["before your first class", "before the first class"]],
  },
  {
    kind: "out-of-scope",
    question: "know any cheap rooms for rent near the city? cant afford much",
    none: true,
  },
  {
    kind: "indirect",
    question:
      "before i spend thousands i need to know its worth it. what do your grads typically earn after?",
    anyOf: [["do not publish", "salary figures"]],
    absent: ["$60,000", "$70,000", "$80,000", "per year"],
  },
];
