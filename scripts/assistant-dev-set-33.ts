/**
 * Development set 33 (issue 16). First written as a private blind probe set (p41: a replica of the hidden set the issue describes) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 543dc70, which nobody had tuned to it (first run 55/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const devSet33: DevCase[] = [
  // ---- programs: catalogue, lengths, study modes
  {
    kind: "answer",
    question: "what courses do you guys actually offer?",
    facts: ["Data Analytics"],
    anyOf: [["full stack"], ["software testing", "QA"]],
  },
  {
    kind: "paraphrase",
    question: "how many weeks does the data analytics program run for, start to end?",
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
  },
  {
    kind: "comparison",
    question: "is the full stack one longer than the qa testing course? by how much roughly",
    anyOf: [["24 weeks", "24-week", "twenty-four weeks"], ["16 weeks", "16-week", "sixteen weeks"]],
  },
  {
    kind: "comparison",
    question: "between data analytics and full stack dev, which would I be done with sooner?",
    facts: ["Data Analytics"],
    anyOf: [["16 weeks", "16-week", "sixteen weeks"]],
  },
  {
    kind: "comparison",
    question: "out of your 3 programs which ones can i attend remotely from home",
    anyOf: [["QA & Software Testing", "QA and Software Testing", "QA"], ["full stack"]],
  },
  {
    kind: "indirect",
    question:
      "I live up in Newcastle and can't get down to Sydney every week. Is data analytics still an option for me?",
    anyOf: [["no online option", "on campus in Sydney only", "only on campus", "campus only"]],
  },

  // ---- services for businesses
  {
    kind: "paraphrase",
    question: "do you build iphone apps for companies? what do you make them with",
    anyOf: [["Swift", "React Native"]],
  },
  {
    kind: "slang",
    question: "roughly what do u charge to test someone's app? ballpark is fine",
    anyOf: [["$5,000", "5,000", "5000", "5_000"]],
  },
  {
    kind: "indirect",
    question:
      "we're a tiny startup with about 15 grand set aside for a web platform. is that even enough for you to take it on?",
    anyOf: [["$10,000", "10,000", "10000"]],
  },
  {
    kind: "comparison",
    question: "is getting a mobile app built by you pricier than a web app?",
    anyOf: [["$20,000", "20,000", "20000", "20_000"], ["$10,000", "10,000", "10000"]],
  },

  // ---- fees and payment
  {
    kind: "typo",
    question: "how much dose the full stak cource cost",
    anyOf: [["$6,000", "6,000", "6000"]],
  },
  {
    kind: "follow-up",
    before: ["tell me abt the qa and software testing course"],
    question: "ok and how much is it",
    anyOf: [["$4,000", "4,000", "4000"]],
    absent: ["6,000"],
  },
  {
    kind: "multi-part",
    question: "can I split the fee into payments, and is GST added on top or already in the price?",
    anyOf: [["monthly instalments", "instalments"], ["include GST", "GST included", "includes GST"]],
  },
  {
    kind: "indirect",
    question: "do I get charged before I find out if I'm accepted, or only once I'm in?",
    anyOf: [["after enrolment", "pay nothing before"]],
  },
  {
    kind: "comparison",
    question: "which of your courses is the cheapest one",
    anyOf: [["$4,000", "4,000", "4000"]],
  },

  // ---- refunds
  {
    kind: "indirect",
    question: "say life gets in the way and I drop out halfway through, do I see any of my money again?",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    kind: "follow-up",
    before: ["i'm doing data analytics and paying it off monthly"],
    question: "if i quit after the second payment, do the remaining payments still come out?",
    anyOf: [["cancelled"]],
  },

  // ---- timetable, session length, evening study
  {
    kind: "indirect",
    question: "I work a 9 to 5 office job Monday to Friday. Could I study with you without quitting?",
    anyOf: [["6PM - 9PM", "6PM-9PM", "6PM", "evening"]],
  },
  {
    kind: "paraphrase",
    question: "how long does one class go for?",
    anyOf: [["3 hours", "three hours", "three-hour", "3-hour"]],
  },
  {
    kind: "typo",
    question: "r there nite clases",
    anyOf: [["6PM - 9PM", "6PM-9PM", "6PM"]],
  },
  {
    kind: "answer",
    question: "Do you run any classes on Saturdays?",
    anyOf: [["11AM - 2PM", "11AM-2PM", "11AM"]],
  },
  {
    kind: "multi-part",
    question: "how many times a week do we meet, and how long is each session?",
    anyOf: [
      ["one three-hour class a week", "one class a week", "once a week", "1 class a week"],
      ["three-hour", "3 hours", "three hours"],
    ],
  },
  {
    kind: "slang",
    question: "can i keep my fulltime gig or is this a quit-ur-job kinda course lol",
    anyOf: [["full-time job", "evening", "Saturday"]],
  },
  {
    kind: "answer",
    question: "how many hours a week outside class should I set aside for full stack?",
    anyOf: [["6 to 8 hours"]],
  },
  {
    kind: "follow-up",
    before: ["how much homework per week is there on the full stack course"],
    question: "what about qa testing then?",
    facts: ["5 to 7 hours"],
  },

  // ---- location and opening hours
  {
    kind: "indirect",
    question:
      "I'm only free on weekends. Could I pop into your office on a Saturday to chat about the courses?",
    anyOf: [["10AM-3PM", "10AM - 3PM", "10AM"]],
    absent: ["rows", "duplicate"],
  },
  {
    kind: "typo",
    question: "wher is ur office located",
    facts: ["88 Harbour Street"],
  },
  {
    kind: "multi-part",
    question: "what time do you shut on weekdays, and what floor of the building are you on?",
    anyOf: [["9PM"], ["Level 12"]],
  },

  // ---- contact
  {
    kind: "paraphrase",
    question: "what's the best way to get hold of you lot if I've got more questions?",
    anyOf: [["hello@harbourline.example", "(02) 5550 1234", "5550 1234", "0491 570 156"]],
  },
  {
    kind: "slang",
    question: "yo whats ur phone number",
    anyOf: [["5550 1234", "0491 570 156"]],
  },

  // ---- enrolment and applying
  {
    kind: "paraphrase",
    question: "how do I actually sign up for one of the programs?",
    anyOf: [["application form", "/enrol-now", "Start your application"]],
  },
  {
    kind: "indirect",
    question: "sent my application in this morning. how long till someone gets back to me?",
    anyOf: [["two business days", "within a week"]],
  },
  {
    kind: "indirect",
    question: "oops, I typed my mobile wrong on my enrolment form. can I go back and fix it?",
    anyOf: [["new application"]],
  },
  {
    kind: "typo",
    question: "do i need coding experiance b4 starting data analytics??",
    anyOf: [["No programming experience", "taught from the start"]],
  },
  {
    kind: "answer",
    question: "will I walk away with a nationally recognised qualification?",
    anyOf: [["not nationally accredited", "not a registered training organisation"]],
  },

  // ---- free consultation
  {
    kind: "multi-part",
    question: "how long is the free consult, and am I going to be stuck talking to a sales guy?",
    anyOf: [["30-minute", "30 minute", "30 minutes"], ["senior developer", "not a salesperson"]],
  },
  {
    kind: "follow-up",
    before: ["I booked one of your free consultation calls for next week"],
    question: "can't make that time anymore, how do i move it",
    anyOf: [["reschedule"]],
  },

  // ---- newsletter and course outlines
  {
    kind: "answer",
    question: "how do I stop getting your newsletter emails?",
    anyOf: [["unsubscribe link", "unsubscribe"]],
  },
  {
    kind: "paraphrase",
    question: "what's actually on the qa testing syllabus",
    anyOf: [["Manual testing"], ["Automated testing", "automation"]],
  },
  {
    kind: "follow-up",
    before: ["what do you learn in the full stack course"],
    question: "does it teach putting stuff on the cloud?",
    anyOf: [["AWS"]],
  },

  // ---- careers support
  {
    kind: "indirect",
    question: "honestly, will you help me get hired after I finish, or am I on my own?",
    anyOf: [["Mock interview", "CV and LinkedIn review", "Portfolio review", "Job-search sessions"]],
  },
  {
    kind: "slang",
    question: "wats ur grads' job placement rate tho",
    anyOf: [["do not publish", "no course can guarantee", "cannot promise"]],
    absent: ["%"],
  },

  // ---- equipment
  {
    kind: "paraphrase",
    question: "is a laptop thrown in with the course fee, or do I have to buy my own?",
    anyOf: [["do not provide or lend", "your own laptop", "none is included"]],
    absent: ["February 2027"],
  },
  {
    kind: "typo",
    question: "i only hav a macbok, wil power bi work for the data analytics course",
    anyOf: [["Windows only"]],
  },
  {
    kind: "multi-part",
    question: "how much memory does my laptop need, and do I have to pay for any software licences?",
    anyOf: [["8 GB", "8GB"], ["free for students"]],
  },

  // ---- terms and privacy
  {
    kind: "answer",
    question: "which state's law are your enrolment terms under?",
    facts: ["New South Wales"],
  },
  {
    kind: "paraphrase",
    question: "if I fill in your forms, is my email going to get sold to marketers?",
    anyOf: [["never sell", "do not sell"]],
  },
  {
    kind: "indirect",
    question: "I want everything you've got on me wiped. who do I talk to?",
    anyOf: [["hello@harbourline.example", "(02) 5550 1234", "5550 1234", "contact form"]],
  },

  // ---- free text from the blog and the people pages
  {
    kind: "free text",
    question: "as a brand new junior dev, how long should I struggle with a problem before asking someone?",
    anyOf: [["fifteen minutes", "fifteen-minute", "15 minutes"]],
  },
  {
    kind: "free text",
    question: "how do experienced testers decide which tests are worth automating?",
    anyOf: [["many times", "human judgement", "precise"]],
  },
  {
    kind: "free text",
    question: "what should I check in a spreadsheet export before I build a dashboard off it?",
    anyOf: [["duplicates", "missing values", "extremes"]],
  },
  {
    kind: "free text",
    question: "who teaches the data analytics class and what's their background?",
    facts: ["Daniel Okafor"],
  },

  // ---- out of scope
  {
    kind: "out-of-scope",
    question: "whats the weather gonna be like in sydney this weekend",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "can u recommend a decent cafe for lunch in the city?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "who won the NRL grand final last year?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question: "convert 500 US dollars into aussie dollars for me",
    none: true,
  },

  // ---- no answer in the content
  {
    kind: "no answer",
    question: "do you offer scholarships or a concession price for people on centrelink?",
    none: true,
  },
  {
    kind: "no answer",
    question: "is there parking near your office and how much does it cost?",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "is there a minimum age to enrol? my son is 16",
    none: true,
  },
  {
    kind: "no answer",
    question: "is your building wheelchair accessible?",
    none: true,
  },
];
