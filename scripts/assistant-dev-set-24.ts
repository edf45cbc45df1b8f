/**
 * Development set 24 (issue 16). First written as a private blind probe set (p29: conversations over several turns) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 6159d13, which nobody had tuned to it (first-run score in docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

// p29: conversations over several turns. Each turn is its own case; later turns carry the earlier ones in `before`.
const c1 = ["hey how much is the full stack course?", "and the QA one?"];
const c2 = ["how long is the data analitics course", "can i do it from home? like online?"];
const c3 = ["what are ur opening hours"];
const c4 = ["when are the classes actually on? i work 9 to 5 mon-fri", "what about weekends"];
const c5 = ["roughly how much would it cost to get a mobile app built by you guys"];
const c6 = ["my startup needs someone to test our app before we launch, is that something you do?"];
const c7 = ["do i need to bring my own laptop for the QA course"];
const c8 = [
  "if i start the full stack course and end up hating it can i get my money back?",
  "can i pay it off monthly",
];
const c9 = ["who teaches the testing course?"];
const c10 = [
  "ive never coded in my life, can i still do full stack?",
  "are there any scholarships or discounts for it",
];
const c11 = ["where r u guys located"];
const c12 = ["will you help me get a job after the QA course?", "whats the placement rate tho"];
const c13 = ["do i get a certificate at the end of data analytics"];
const c14 = ["what do you actually learn in the qa course", "ok diff question, whats your phone number"];
const c15 = ["can i keep my full time job while doing the data course?"];
const c16 = ["which course is the shortest", "and which of those can i do online"];
const c17 = ["how do i apply for the testing course, and does applying cost anything?"];
const c18 = ["what happens if i miss a class cos of work"];
const c19 = ["if i sign up for the newsletter do you sell my email to anyone"];
const c20 = ["what tech do u use to build web apps for clients"];
const c21 = ["i applied last week, how can i check on my aplication"];
const c22 = ["wat do u learn in full stak", "is there aws in it"];
const c23 = ["how long is the free consultation call"];
const c24 = ["whats the max number of students per class"];
const c25 = ["im in finance atm, would the data analytics course suit me?", "what maths do i need for it"];

export const devSet24: DevCase[] = [
  // 1: full stack fee -> QA fee -> is that one online
  { kind: "answer", question: c1[0]!, anyOf: [["6,000", "6000"]] },
  { kind: "follow-up", before: c1.slice(0, 1), question: c1[1]!, anyOf: [["4,000", "4000"]] },
  {
    kind: "follow-up",
    before: c1,
    question: "is that one onine?",
    anyOf: [["or online", "online, live", "yes"]],
  },

  // 2: data analytics length -> online? -> and full stack
  { kind: "typo", question: c2[0]!, anyOf: [["16 weeks", "16-week"]] },
  {
    kind: "follow-up",
    before: c2.slice(0, 1),
    question: c2[1]!,
    anyOf: [
      [
        "no online option",
        "sydney only",
        "campus only",
        "only on campus",
        "not online",
        "isn't available online",
      ],
    ],
  },
  {
    kind: "follow-up",
    before: c2,
    question: "ok what about the full stack one",
    anyOf: [["live online", "streamed live", "join the same class online", "online attendance"]],
  },

  // 3: office hours -> weekends
  { kind: "slang", question: c3[0]!, anyOf: [["9AM-9PM", "9am to 9pm", "9 AM"]] },
  {
    kind: "follow-up",
    before: c3,
    question: "what about weekends",
    facts: ["closed"],
    anyOf: [["10AM-3PM", "10am to 3pm", "10 AM"]],
  },

  // 4: class times -> weekends (classes, not office) -> session length
  { kind: "indirect", question: c4[0]!, anyOf: [["6PM", "6 PM"]] },
  {
    kind: "follow-up",
    before: c4.slice(0, 1),
    question: c4[1]!,
    anyOf: [["11AM", "11 AM"]],
    absent: ["10AM-3PM"],
  },
  {
    kind: "follow-up",
    before: c4,
    question: "and how long is each sesion",
    anyOf: [["three hours", "3 hours", "three-hour", "3-hour"]],
  },

  // 5: mobile app price -> and a website
  { kind: "indirect", question: c5[0]!, anyOf: [["20,000", "20000"]] },
  { kind: "follow-up", before: c5, question: "and just a website / web app?", anyOf: [["10,000", "10000"]] },

  // 6: testing service -> its starting price
  {
    kind: "indirect",
    question: c6[0]!,
    anyOf: [["Software Testing", "Functional testing", "Test automation"]],
  },
  {
    kind: "follow-up",
    before: c6,
    question: "whats the startng price for the testing one",
    anyOf: [["5,000", "5000"]],
  },

  // 7: laptop -> mac for data analytics
  { kind: "answer", question: c7[0]!, anyOf: [["own laptop"]] },
  {
    kind: "follow-up",
    before: c7,
    question: "what if its a mac, does the data one work on it?",
    anyOf: [["Windows only", "runs on Windows"]],
  },

  // 8: refund -> monthly -> card
  { kind: "indirect", question: c8[0]!, anyOf: [["no refund", "not refunded"]] },
  {
    kind: "follow-up",
    before: c8.slice(0, 1),
    question: c8[1]!,
    anyOf: [
      ["1,000", "1000"],
      ["6 monthly", "six monthly", "6 equal", "six equal", "instalments"],
    ],
  },
  { kind: "follow-up", before: c8, question: "do u take card", facts: ["card"] },

  // 9: QA instructor -> data instructor
  { kind: "answer", question: c9[0]!, facts: ["Mei Lin Chen"] },
  { kind: "follow-up", before: c9, question: "and the data one?", facts: ["Daniel Okafor"] },

  // 10: no experience -> scholarships (not said) -> monthly cost
  {
    kind: "indirect",
    question: c10[0]!,
    anyOf: [["starts with HTML", "No programming experience", "no coding"]],
  },
  { kind: "no answer", before: c10.slice(0, 1), question: c10[1]!, none: true },
  {
    kind: "follow-up",
    before: c10,
    question: "ok fine, how much per month then",
    anyOf: [["1,000", "1000"]],
  },

  // 11: address -> parking (not said)
  { kind: "slang", question: c11[0]!, anyOf: [["88 Harbour Street", "Harbour Street"]] },
  { kind: "no answer", before: c11, question: "is there parking nearby?", noYes: true },

  // 12: careers help -> placement rate -> jobs
  { kind: "answer", question: c12[0]!, anyOf: [["Mock interview", "CV", "Portfolio review"]] },
  {
    kind: "follow-up",
    before: c12.slice(0, 1),
    question: c12[1]!,
    anyOf: [
      ["do not publish", "don't publish", "cannot promise", "can't promise", "no course can guarantee"],
    ],
  },
  {
    kind: "follow-up",
    before: c12,
    question: "what kind of jobs do ppl get after it",
    anyOf: [["QA analyst", "software tester", "test automation engineer"]],
  },

  // 13: certificate -> accredited
  { kind: "answer", question: c13[0]!, anyOf: [["certificate of completion"]] },
  {
    kind: "follow-up",
    before: c13,
    question: "is it acredited?",
    anyOf: [["not nationally accredited", "not a registered training organisation", "not accredited"]],
  },

  // 14: QA topics -> topic switch to phone -> back to the testing course start
  { kind: "paraphrase", question: c14[0]!, anyOf: [["Manual testing", "Automated testing", "Playwright"]] },
  { kind: "follow-up", before: c14.slice(0, 1), question: c14[1]!, anyOf: [["5550 1234", "0491 570 156"]] },
  {
    kind: "follow-up",
    before: c14,
    question: "thanks. and when does the testing course start?",
    anyOf: [["2 February 2027", "intake", "starts"]],
  },

  // 15: keep working -> self-study hours
  { kind: "answer", question: c15[0]!, anyOf: [["full-time job", "evening", "Saturday"]] },
  {
    kind: "follow-up",
    before: c15,
    question: "how many hrs a week outside of class should i expect",
    anyOf: [["5 to 7", "5-7", "five to seven"]],
  },

  // 16: shortest -> which online -> price difference
  { kind: "comparison", question: c16[0]!, anyOf: [["16 weeks", "16-week"]] },
  { kind: "comparison", before: c16.slice(0, 1), question: c16[1]!, facts: ["QA"] },
  {
    kind: "comparison",
    before: c16,
    question: "whats the price diffrence between that one and full stack",
    anyOf: [
      ["4,000", "4000", "2,000", "2000"],
      ["6,000", "6000", "2,000", "2000"],
    ],
  },

  // 17: apply + cost -> how long to hear back
  {
    kind: "multi-part",
    question: c17[0]!,
    anyOf: [["Applying is free", "free to apply", "pay nothing", "does not commit"]],
  },
  {
    kind: "follow-up",
    before: c17,
    question: "how long till i hear back after i send it",
    anyOf: [["two business days", "2 business days", "within a week"]],
  },

  // 18: missed class -> student visa (not said)
  { kind: "indirect", question: c18[0]!, anyOf: [["catch up", "online space"]] },
  {
    kind: "no answer",
    before: c18,
    question: "also im on a student visa, am i allowed to enrol?",
    noYes: true,
  },

  // 19: newsletter privacy -> unsubscribe
  { kind: "indirect", question: c19[0]!, anyOf: [["never sell", "do not sell", "don't sell"]] },
  {
    kind: "follow-up",
    before: c19,
    question: "and how do i unsubscibe later",
    anyOf: [["unsubscribe link"]],
  },

  // 20: web app tech -> is that price incl GST
  { kind: "answer", question: c20[0]!, facts: ["React"] },
  {
    kind: "follow-up",
    before: c20,
    question: "does the starting price for that include gst?",
    anyOf: [["excluding GST", "excludes GST", "plus GST", "not include GST", "doesn't include GST"]],
  },

  // 21: check application -> change the class time on it
  { kind: "typo", question: c21[0]!, anyOf: [["portal"]] },
  {
    kind: "follow-up",
    before: c21,
    question: "can i change the class time i picked on it",
    anyOf: [["new application", "ask us by e-mail", "has room"]],
  },

  // 22: full stack topics (typos) -> AWS -> price again
  { kind: "typo", question: c22[0]!, anyOf: [["React", "DevOps", "Front end"]] },
  { kind: "follow-up", before: c22.slice(0, 1), question: c22[1]!, facts: ["AWS"] },
  { kind: "follow-up", before: c22, question: "how much is it agian", anyOf: [["6,000", "6000"]] },

  // 23: consultation length -> who is on the call
  { kind: "paraphrase", question: c23[0]!, anyOf: [["30-minute", "30 minute", "30 minutes"]] },
  {
    kind: "follow-up",
    before: c23,
    question: "who will i be talkin to on it",
    anyOf: [["senior developer"]],
  },

  // 24: class size (not said) -> public holidays (not said)
  { kind: "no answer", question: c24[0]!, none: true },
  { kind: "no answer", before: c24, question: "ok and do classes still run on public holidays?", none: true },

  // 25: suits finance -> maths -> minimum age (not said)
  { kind: "indirect", question: c25[0]!, anyOf: [["finance, marketing", "career changers", "spreadsheets"]] },
  {
    kind: "follow-up",
    before: c25.slice(0, 1),
    question: c25[1]!,
    anyOf: [["High-school maths", "high school maths"]],
  },
  { kind: "no answer", before: c25, question: "is there a minimum age to enrol?", none: true },
];
