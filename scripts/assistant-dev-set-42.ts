/**
 * Development set 42 (issue 16). First written as a blind probe set (p57: conversations of three to five turns leaning on earlier turns) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 838add6, which nobody had tuned to it (first run 54/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const pm6 = ["6PM", "6 pm", "18:00"];
const wk16 = ["16 weeks", "16-week", "sixteen weeks"];
const wk24 = ["24 weeks", "24-week", "twenty-four weeks"];
const k4 = ["4,000", "4000"];
const k6 = ["6,000", "6000"];

// chat 1: QA course, online, ellipsis to data, comparison across turns
const c1 = [
  "hey whats the QA course actually about",
  "is it online?",
  "and data?",
  "ok so which of those two is cheaper",
];
// chat 2: full stack fees, instalments, refund
const c2 = [
  "how much is the full stack course",
  "can i splitt it up into paymnets?",
  "when's the first one due",
  "and if i drop out halfway thru do i get my money back",
];
// chat 3: data analytics tools, mac, laptop
const c3 = [
  "thinking about doing data analytics, what tools will i learn",
  "i've only got a macbook, is that gonna be a problem",
  "how much ram dose it need",
  "if mine's too old can you lend me one?",
];
// chat 4: business client, mobile then web service
const c4 = [
  "we want an app for our gym members on iphone and android, roughly what would that cost us",
  "what do you build them with?",
  "and a website for class bookings?",
  "is that price incl gst",
];
// chat 5: working full time, timetable, homework, comparison
const c5 = [
  "i work 9 to 5 mon-fri, could i still do the full stack course?",
  "how many nights a week is it",
  "and how much homework on top of that",
  "is it less for the testing one?",
];
// chat 6: visiting the office
const c6 = [
  "where r u guys located",
  "can i pop in on a sunday?",
  "is there parking there?",
  "whats your phone number and email",
];
// chat 7: career changer comparing lengths, then the longest one, then teachers of the shorter ones
const c7 = [
  "which of your courses is the shortest",
  "and the longest?",
  "do i need to know any coding for that one",
  "who teaches it",
  "what about the shorter ones, who takes those?",
];
// chat 8: applying
const c8 = [
  "how do i sign up for one of the courses",
  "does it cost anything to apply",
  "how long until i hear back",
  "made a typo in my application, can i edit it?",
];
// chat 9: job outcomes
const c9 = [
  "will i actually get a job after doing the QA course",
  "whats ur placment rate then",
  "what kind of jobs do people go for after it",
  "and after data?",
];
// chat 10: certificate, accreditation, visa (not stated), back to certificate
const c10 = [
  "do you get a certificate at the end",
  "is it accredited tho",
  "can i do it on a student visa?",
  "ok back to the certificate, what do i need to do to get it",
];
// chat 11: consultation for a business project
const c11 = [
  "how does the free consultation work",
  "how quickly do you get back to me after i book",
  "can i move it if something comes up",
  "and how do projects run after that?",
];
// chat 12: course then service then back to the course
const c12 = [
  "tell me about the software testing course",
  "my company also needs someone to test our app before launch, do you do that?",
  "what kind of testing",
  "going back to the course, how much is it",
];
// chat 13: privacy of chat data
const c13 = [
  "what do you do with the stuff i type in this chat",
  "how do i get it deleted",
  "do you use google analytics or tracking cookies",
];
// chat 14: full stack from home
const c14 = [
  "can i do the full stack one from home",
  "what would i need for that",
  "and if i miss a class?",
];
// chat 15: people, blog, out of scope
const c15 = [
  "who runs harbourline",
  "and who's in charge of the tech side",
  "has he written any blog posts",
  "whats his tip for when you get stuck",
  "unrelated but whats the weather gonna be like in sydney this weekend",
];

const b = (chat: string[], i: number) => chat.slice(0, i);

export const devSet42: DevCase[] = [
  // chat 1
  { kind: "slang", question: c1[0]!, facts: ["manual", "automat"] },
  { kind: "follow-up", before: b(c1, 1), question: c1[1]!, facts: ["online"], absent: ["no online option"] },
  {
    kind: "follow-up",
    before: b(c1, 2),
    question: c1[2]!,
    facts: ["campus"],
    anyOf: [["no online", "campus only", "only on campus", "not online", "isn't online", "is not online", "Sydney only", "only in Sydney", "not offered online", "not available online"]],
    absent: ["on campus or online"],
  },
  {
    kind: "comparison",
    before: b(c1, 3),
    question: c1[3]!,
    anyOf: [k4, ["same", "both", "neither", "equal"]],
    absent: ["6,000", "6000"],
  },

  // chat 2
  { kind: "slang", question: c2[0]!, anyOf: [k6], absent: ["4,000"] },
  { kind: "typo", before: b(c2, 1), question: c2[1]!, anyOf: [["instalment", "installment"], ["1,000", "1000"]] },
  {
    kind: "follow-up",
    before: b(c2, 2),
    question: c2[2]!,
    anyOf: [["before your first class", "before the first class", "before first class"]],
  },
  {
    kind: "follow-up",
    before: b(c2, 3),
    question: c2[3]!,
    anyOf: [["no refund", "not refunded", "non-refundable", "not refundable"]],
  },

  // chat 3
  { kind: "paraphrase", question: c3[0]!, facts: ["SQL", "Python", "Power BI"] },
  { kind: "follow-up", before: b(c3, 1), question: c3[1]!, facts: ["Power BI", "Windows"] },
  { kind: "typo", before: b(c3, 2), question: c3[2]!, anyOf: [["8 GB", "8GB", "8 gigabytes"]] },
  {
    kind: "follow-up",
    before: b(c3, 3),
    question: c3[3]!,
    anyOf: [["do not provide or lend", "don't provide or lend", "do not lend", "don't lend", "not lend", "no laptop", "not provide", "don't provide"]],
  },

  // chat 4
  { kind: "indirect", question: c4[0]!, anyOf: [["20,000", "20000"]] },
  { kind: "follow-up", before: b(c4, 1), question: c4[1]!, facts: ["React Native", "Swift"] },
  { kind: "follow-up", before: b(c4, 2), question: c4[2]!, anyOf: [["10,000", "10000"]], absent: ["20,000"] },
  {
    kind: "follow-up",
    before: b(c4, 3),
    question: c4[3]!,
    anyOf: [["excluding GST", "excl. GST", "excl GST", "exclusive of GST", "does not include GST", "doesn't include GST", "plus GST", "excludes GST", "+ GST", "not include GST"]],
  },

  // chat 5
  { kind: "indirect", question: c5[0]!, anyOf: [pm6, ["Saturday", "Sat 11"]] },
  {
    kind: "follow-up",
    before: b(c5, 1),
    question: c5[1]!,
    anyOf: [["one class", "one three-hour class", "one 3-hour", "once a week", "1 class", "one evening", "one night", "one session"]],
  },
  { kind: "follow-up", before: b(c5, 2), question: c5[2]!, anyOf: [["6 to 8", "6-8", "6–8", "six to eight"]] },
  { kind: "comparison", before: b(c5, 3), question: c5[3]!, anyOf: [["5 to 7", "5-7", "5–7", "five to seven"]] },

  // chat 6
  { kind: "slang", question: c6[0]!, facts: ["88 Harbour Street", "Sydney"] },
  { kind: "follow-up", before: b(c6, 1), question: c6[1]!, facts: ["closed"], anyOf: [["Saturday"]] },
  { kind: "no answer", before: b(c6, 2), question: c6[2]!, noYes: true },
  {
    kind: "multi-part",
    before: b(c6, 3),
    question: c6[3]!,
    facts: ["hello@harbourline.example"],
    anyOf: [["5550 1234", "0491 570 156"]],
  },

  // chat 7
  { kind: "comparison", question: c7[0]!, facts: ["Data Analytics", "QA"], anyOf: [wk16] },
  { kind: "comparison", before: b(c7, 1), question: c7[1]!, anyOf: [wk24, ["full stack", "full-stack"]] },
  {
    kind: "follow-up",
    before: b(c7, 2),
    question: c7[2]!,
    anyOf: [["no programming experience", "no coding experience", "no experience", "don't need", "do not need", "not need", "starts with HTML"]],
  },
  { kind: "follow-up", before: b(c7, 3), question: c7[3]!, facts: ["Arjun Mehta"] },
  { kind: "follow-up", before: b(c7, 4), question: c7[4]!, facts: ["Mei Lin Chen", "Daniel Okafor"] },

  // chat 8
  { kind: "paraphrase", question: c8[0]!, link: "/enrol-now" },
  { kind: "follow-up", before: b(c8, 1), question: c8[1]!, facts: ["free"] },
  {
    kind: "follow-up",
    before: b(c8, 2),
    question: c8[2]!,
    anyOf: [["two business days", "2 business days", "within a week"]],
  },
  {
    kind: "indirect",
    before: b(c8, 3),
    question: c8[3]!,
    facts: ["new application"],
  },

  // chat 9
  {
    kind: "indirect",
    question: c9[0]!,
    anyOf: [["cannot promise", "can't promise", "can not promise", "no course can guarantee", "not guarantee", "can't guarantee", "cannot guarantee", "no guarantee"]],
  },
  {
    kind: "typo",
    before: b(c9, 1),
    question: c9[1]!,
    anyOf: [["do not publish", "don't publish", "not publish"]],
    absent: ["%"],
  },
  { kind: "follow-up", before: b(c9, 2), question: c9[2]!, facts: ["QA analyst", "software tester"] },
  {
    kind: "follow-up",
    before: b(c9, 3),
    question: c9[3]!,
    facts: ["reporting analyst", "business intelligence analyst"],
    absent: ["software tester"],
  },

  // chat 10
  { kind: "paraphrase", question: c10[0]!, facts: ["certificate of completion"] },
  {
    kind: "follow-up",
    before: b(c10, 1),
    question: c10[1]!,
    anyOf: [["not nationally accredited", "not accredited", "not a registered training organisation", "not an RTO", "not a registered training organization"]],
  },
  { kind: "no answer", before: b(c10, 2), question: c10[2]!, noYes: true },
  { kind: "follow-up", before: b(c10, 3), question: c10[3]!, facts: ["projects"], anyOf: [["hand in", "submit"]] },

  // chat 11
  {
    kind: "answer",
    question: c11[0]!,
    facts: ["senior developer"],
    anyOf: [["30-minute", "30 minute", "30 min", "half an hour", "half-hour"]],
  },
  {
    kind: "follow-up",
    before: b(c11, 1),
    question: c11[1]!,
    anyOf: [["one business day", "1 business day"]],
    absent: ["two business days"],
  },
  { kind: "follow-up", before: b(c11, 2), question: c11[2]!, facts: ["reschedule"] },
  {
    kind: "follow-up",
    before: b(c11, 3),
    question: c11[3]!,
    facts: ["fixed quote"],
    anyOf: [["fortnightly", "every two weeks"]],
  },

  // chat 12
  { kind: "answer", question: c12[0]!, anyOf: [wk16], absent: ["5,000"] },
  {
    kind: "indirect",
    before: b(c12, 1),
    question: c12[1]!,
    anyOf: [["5,000", "5000"]],
    absent: ["4,000"],
  },
  { kind: "follow-up", before: b(c12, 2), question: c12[2]!, facts: ["security testing"], anyOf: [["functional"]] },
  { kind: "follow-up", before: b(c12, 3), question: c12[3]!, anyOf: [k4], absent: ["5,000"] },

  // chat 13
  { kind: "paraphrase", question: c13[0]!, facts: ["IP address"], anyOf: [["30 days"]] },
  { kind: "follow-up", before: b(c13, 1), question: c13[1]!, facts: ["hello@harbourline.example"] },
  {
    kind: "follow-up",
    before: b(c13, 2),
    question: c13[2]!,
    anyOf: [["no advertising or analytics", "no analytics", "no third-party trackers", "not use", "don't use", "do not use"]],
  },

  // chat 14
  {
    kind: "paraphrase",
    question: c14[0]!,
    anyOf: [["streamed live", "live online", "join online", "online", "stream"]],
    absent: ["no online option"],
  },
  { kind: "follow-up", before: b(c14, 1), question: c14[1]!, facts: ["headset"], anyOf: [["microphone", "mic"]] },
  { kind: "follow-up", before: b(c14, 2), question: c14[2]!, facts: ["catch up"] },

  // chat 15
  { kind: "paraphrase", question: c15[0]!, facts: ["Sarah Whitfield"] },
  { kind: "follow-up", before: b(c15, 1), question: c15[1]!, anyOf: [["Tomás Rivera", "Tomas Rivera"]] },
  { kind: "follow-up", before: b(c15, 2), question: c15[2]!, anyOf: [["first 90 days", "90 days"]] },
  {
    kind: "free text",
    before: b(c15, 3),
    question: c15[3]!,
    anyOf: [["fifteen minutes", "fifteen-minute", "15 minutes", "15-minute", "15 minute"]],
  },
  { kind: "out-of-scope", before: b(c15, 4), question: c15[4]!, none: true },
];
