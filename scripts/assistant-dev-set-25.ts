/**
 * Development set 25 (issue 16). First written as a private blind probe set (p30: multi-part questions and comparisons, typed on phones) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 6159d13, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W16 = ["16 weeks", "16-week", "16 wks"];
const W24 = ["24 weeks", "24-week", "24 wks"];
const CLASS3H = ["three-hour", "3 hours", "three hours", "3-hour", "3 hrs"];
const WEEKDAY_HRS = ["9AM-9PM", "9AM - 9PM", "9AM–9PM", "9am to 9pm", "9 AM to 9 PM"];
const SAT_HRS = ["10AM-3PM", "10AM - 3PM", "10AM–3PM", "10am to 3pm", "10 AM to 3 PM"];
const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds"];

export const devSet25: DevCase[] = [
  // ---- multi-part ----
  {
    kind: "multi-part",
    question: "how long is the data analytics course and how much does it cost",
    anyOf: [W16, ["4,000"]],
  },
  {
    kind: "multi-part",
    question: "full stack - how much is it, can i pay monthly, and do i get a refund if i quit halfway",
    facts: ["6,000"],
    anyOf: [
      ["6 monthly", "six monthly", "6 instalments", "six instalments", "6 installments", "1,000"],
      NO_REFUND,
    ],
  },
  {
    kind: "multi-part",
    question: "where r u guys located and what time do u close on sat",
    facts: ["88 Harbour Street"],
    anyOf: [["3PM", "3 PM"]],
  },
  {
    kind: "multi-part",
    question: "qa course pls: can i do it online and how many hrs a wk of homework should i expect",
    facts: ["online"],
    anyOf: [["5 to 7 hours", "5-7 hours", "5–7 hours", "5 to 7 hrs", "5-7 hrs"]],
  },
  {
    kind: "multi-part",
    question: "what days r classes on and how long is each one",
    anyOf: [["6PM", "6 PM"], ["11AM", "11 AM"], CLASS3H],
  },
  {
    kind: "multi-part",
    question: "do i need my own laptop and what specs does it need",
    anyOf: [
      ["8 GB", "8GB"],
      ["20 GB", "20GB"],
    ],
  },
  {
    kind: "multi-part",
    question: "is the certificate accredited and do u guarantee a job after",
    anyOf: [
      [
        "not nationally accredited",
        "not a registered training organisation",
        "not accredited",
        "not an accredited",
      ],
      [
        "no course can guarantee",
        "cannot promise you a job",
        "can't promise you a job",
        "cannot guarantee",
        "can't guarantee",
        "do not guarantee",
        "don't guarantee",
      ],
    ],
  },
  {
    kind: "multi-part",
    question: "what do u actually learn in data analytics and what software/tools do u use",
    facts: ["Power BI", "SQL"],
  },
  {
    kind: "multi-part",
    question: "can i get ur phone number and email pls",
    facts: ["hello@harbourline.example"],
    anyOf: [["5550 1234", "0491 570 156"]],
  },
  {
    kind: "multi-part",
    question: "after i apply how long till someone contacts me and can i track my application online",
    anyOf: [
      ["two business days", "2 business days"],
      ["portal", "dashboard"],
    ],
  },
  {
    kind: "multi-part",
    question: "mobile app dev for my startup - what tech do u use and whats the starting price",
    facts: ["React Native", "20,000"],
  },
  {
    kind: "multi-part",
    question: "what does a normal wk in the qa course look like and whos the teacher",
    facts: ["Mei Lin Chen"],
    anyOf: [["in pairs", "test cases", "bug reports", "real application"]],
  },
  {
    kind: "multi-part",
    question: "can i keep my ft job while studying and what happens if i miss a class",
    anyOf: [
      ["full-time job", "full time job", "keep working", "keep a full-time", "evening"],
      ["online space", "catch up"],
    ],
  },
  {
    kind: "multi-part",
    question: "i have a macbook, will that work for data analytics? and do i need to know python already",
    anyOf: [
      ["Windows only", "runs on Windows", "Windows"],
      ["taught from the start", "no programming experience", "from scratch", "no python experience"],
    ],
  },
  {
    kind: "multi-part",
    question: "the free consultation thing - how long is the call and how fast do u get back to me",
    anyOf: [
      ["30-minute", "30 minute", "30 min"],
      ["one business day", "1 business day"],
    ],
  },
  {
    kind: "multi-part",
    question: "what jobs could i go for after the qa course and do u help with my cv",
    facts: ["CV"],
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },
  {
    kind: "multi-part",
    question: "is qa ft or pt? like can i do it around work",
    anyOf: [
      [
        "one three-hour class a week",
        "one class a week",
        "once a week",
        "1 class a week",
        "full-time job",
        "evening",
      ],
    ],
  },
  {
    kind: "multi-part",
    question: "if i pick the tue class can i switch to sat later? and what if u guys move my start date",
    anyOf: [
      ["has room", "have room", "room in"],
      ["two weeks", "2 weeks", "another class time or intake", "another intake"],
    ],
  },
  {
    kind: "multi-part",
    question: "how does a software project with u work step by step and is the quote fixed or hourly",
    anyOf: [
      ["Discovery call", "discovery"],
      ["fixed quote", "fixed, quote", "written, fixed quote"],
    ],
  },

  // ---- comparison ----
  {
    kind: "comparison",
    question: "which is shorter qa or full stack",
    anyOf: [W16, W24],
  },
  {
    kind: "comparison",
    question: "whats ur cheapest course",
    facts: ["4,000"],
    anyOf: [["QA"], ["Data Analytics"]],
  },
  {
    kind: "comparison",
    question: "which of ur courses can i do online from home",
    facts: ["QA"],
    anyOf: [["online"]],
  },
  {
    kind: "comparison",
    question: "data analytics vs qa, which one needs more study hrs per wk outside class",
    anyOf: [["5 to 7 hours", "5-7 hours", "5–7 hours", "5 to 7 hrs"]],
  },
  {
    kind: "comparison",
    question: "total beginner here never coded in my life, full stack or qa which suits me better",
    anyOf: [["no coding experience", "no programming experience", "starts with HTML", "no experience"]],
  },
  {
    kind: "comparison",
    question: "web app vs mobile app which is cheaper to get built",
    facts: ["10,000", "20,000"],
  },
  {
    kind: "comparison",
    question: "whats the cheapest service u offer for businesses",
    facts: ["Software Testing", "5,000"],
  },
  {
    kind: "comparison",
    question: "r u open longer on weekdays or saturdays",
    anyOf: [WEEKDAY_HRS, SAT_HRS],
  },
  {
    kind: "comparison",
    question: "is a saturday class the same length as a weeknight one",
    anyOf: [CLASS3H, ["11AM", "11 AM"]],
  },
  {
    kind: "comparison",
    question: "full stack vs data analytics who teaches which",
    facts: ["Arjun Mehta", "Daniel Okafor"],
  },
  {
    kind: "comparison",
    question: "instalments - how many monthly payments for full stack vs qa",
    anyOf: [
      ["6 monthly", "six monthly", "6 instalments", "six instalments", "6 installments", "6 payments"],
      ["4 monthly", "four monthly", "4 instalments", "four instalments", "4 installments", "4 payments"],
    ],
  },
  {
    kind: "comparison",
    question: "which course has the most homework",
    anyOf: [["6 to 8 hours", "6-8 hours", "6–8 hours", "6 to 8 hrs"]],
  },
  {
    kind: "comparison",
    question: "qa on campus vs online, is the timetable or teacher any different",
    anyOf: [["same instructor and timetable", "same timetable", "same instructor"]],
  },
  {
    kind: "comparison",
    question: "whats quicker to hear back on, booking a consultation or applying for a course",
    anyOf: [
      ["one business day", "1 business day"],
      ["two business days", "2 business days"],
    ],
  },
  {
    kind: "comparison",
    question: "r the monthly payments the same amount for every course",
    facts: ["1,000"],
  },
  {
    kind: "comparison",
    question: "is data analytics cheaper than full stack? is it shorter too?",
    facts: ["4,000", "6,000"],
    anyOf: [W16, W24],
  },
  {
    kind: "comparison",
    question: "do the business service prices include gst like the course fees do",
    anyOf: [
      ["excluding GST", "excl. GST", "exclude GST", "excludes GST", "plus GST"],
      ["include GST", "includes GST", "GST included", "including GST"],
    ],
  },

  // ---- follow-ups ----
  {
    kind: "follow-up",
    before: ["how long is the full stack course"],
    question: "and the qa one?",
    anyOf: [W16],
  },
  {
    kind: "follow-up",
    before: ["tell me about data analytics"],
    question: "how much is it n can i split it up",
    facts: ["4,000"],
    anyOf: [["4 monthly", "four monthly", "4 instalments", "four instalments", "1,000", "instalments"]],
  },
  {
    kind: "follow-up",
    before: ["whats the qa course fee"],
    question: "ok so is that cheaper than full stack",
    facts: ["4,000"],
    anyOf: [["6,000"]],
  },
  {
    kind: "follow-up",
    before: ["can i study full stack online"],
    question: "what about data analytics",
    anyOf: [
      [
        "no online option",
        "Sydney only",
        "on campus only",
        "campus only",
        "not available online",
        "not online",
      ],
    ],
  },
  {
    kind: "follow-up",
    before: ["who teaches qa"],
    question: "how many yrs has she been doing it and what kind of companies",
    anyOf: [
      ["ten years", "10 years"],
      ["banking", "health"],
    ],
  },
  {
    kind: "follow-up",
    before: ["what r ur opening hrs"],
    question: "n sunday?",
    facts: ["closed"],
  },
  {
    kind: "follow-up",
    before: ["how much is the mobile app service"],
    question: "and web apps? which is cheaper",
    facts: ["10,000"],
  },
  {
    kind: "follow-up",
    before: ["i wanna do the qa course", "when are the classes"],
    question: "how long is each class and how many per wk",
    anyOf: [
      CLASS3H,
      [
        "one three-hour class a week",
        "one class a week",
        "once a week",
        "1 class a week",
        "one class per week",
      ],
    ],
  },

  // ---- typo / slang / indirect ----
  {
    kind: "typo",
    question: "hw much dose the ful stack corse cost n is ther a refnd",
    facts: ["6,000"],
    anyOf: [NO_REFUND],
  },
  {
    kind: "typo",
    question: "wat time do clases start on weeknites and saterday",
    anyOf: [
      ["6PM", "6 PM"],
      ["11AM", "11 AM"],
    ],
  },
  {
    kind: "typo",
    question: "qa corse vs data anlytics which is longr",
    anyOf: [W16],
  },
  {
    kind: "typo",
    question: "do u provde laptops or do i hav to bring my own",
    anyOf: [
      [
        "do not provide",
        "don't provide",
        "not provided",
        "no laptop",
        "do not provide or lend",
        "bring your own",
      ],
    ],
  },
  {
    kind: "slang",
    question: "yo whats the damage for qa n can i pay it off monthly",
    facts: ["4,000"],
    anyOf: [["4 monthly", "four monthly", "4 instalments", "four instalments", "1,000", "instalments"]],
  },
  {
    kind: "slang",
    question: "ngl maths was never my thing, is data analytics gonna wreck me? what maths do i need",
    anyOf: [["High-school maths", "high school maths", "high-school math", "high school math"]],
  },
  {
    kind: "slang",
    question: "lol do u guys build mobile apps or just websites? rough price for each?",
    facts: ["20,000", "10,000"],
  },
  {
    kind: "indirect",
    question:
      "my boss has locked down my work laptop so i cant install anything, is that gonna be a problem? also if i join from home do i need a mic",
    anyOf: [
      [
        "permission to install software",
        "allowed to install software",
        "locked-down",
        "locked down",
        "install software",
      ],
      ["headset", "microphone"],
    ],
  },
  {
    kind: "indirect",
    question:
      "i work 9 to 5 mon-fri, could i fit the full stack course in or would i have to come in every night",
    anyOf: [
      [
        "one three-hour class a week",
        "one class a week",
        "once a week",
        "1 class a week",
        "one class per week",
      ],
    ],
  },
  {
    kind: "indirect",
    question: "i want my details gone from ur system, do i email or call and how long does it take",
    anyOf: [["30 days"], ["hello@harbourline.example", "5550 1234"]],
  },

  // ---- free text (blog) ----
  {
    kind: "free text",
    question:
      "in ur blog on manual vs automated testing what tools do students automate with and what do they do in the first half",
    facts: ["Playwright"],
    anyOf: [["by hand", "manual"]],
  },

  // ---- out of scope / no answer ----
  {
    kind: "out-of-scope",
    question: "can u help with my uni python assignment and also whats the weather in sydney this wk",
    none: true,
  },
  {
    kind: "no answer",
    question: "do u sponsor student visas for international students and r there discounts for them",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "is there parking near the office or whats the closest train station",
    noYes: true,
  },
  {
    kind: "no answer",
    question: "any scholarships or early bird discounts? or govt funding?",
    none: true,
  },
  {
    kind: "no answer",
    question: "are classes recorded so i can rewatch them later",
    none: true,
  },
];
