/**
 * Development set 45 (issue 16). First written as a blind probe set (p60: money and comparisons: fees all up, GST, instalments, refunds, two facts per program compared) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at a9be3da, which nobody had tuned to it (first run 56/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const QA = ["QA & Software Testing", "QA and Software Testing"];
const FS = ["full stack", "full-stack"];
const GST = ["include GST", "GST included"];
const NOREFUND = ["no refund", "not refunded"];
const W16 = ["16 weeks", "16-week"];
const W24 = ["24 weeks", "24-week"];
const THREE_H = ["three-hour", "3 hours"];

export const devSet45: DevCase[] = [
  // ---- answer ----
  { kind: "answer", question: "How much does the Data Analytics course cost?", facts: ["4,000"], absent: ["6,000"] },
  { kind: "answer", question: "Are your course fees GST inclusive?", anyOf: [GST] },
  { kind: "answer", question: "What payment methods do you accept for course fees?", facts: ["bank transfer", "card"] },
  { kind: "answer", question: "When is the course fee paid?", anyOf: [["after enrolment", "are enrolled"]] },
  { kind: "answer", question: "Is there an application fee?", anyOf: [["Applying is free", "pay nothing before you are enrolled"]] },

  // ---- paraphrase ----
  { kind: "paraphrase", question: "what's the total price of the full stack program, all up?", facts: ["6,000"] },
  { kind: "paraphrase", question: "Is it possible to spread the cost of the QA course over a few months rather than paying it in one go?", facts: ["monthly instalments"] },
  { kind: "paraphrase", question: "Do the prices you list already have the GST in them, or is that added on top at the end?", anyOf: [GST] },
  { kind: "paraphrase", question: "Will I be reimbursed if I change my mind after I've enrolled?", anyOf: [NOREFUND] },

  // ---- indirect ----
  { kind: "indirect", question: "my boss said work will cover the course but he needs to know if the price has tax in it already", anyOf: [GST] },
  { kind: "indirect", question: "I only get paid at the end of each month so I can't drop the full amount for full stack at once. any way around that?", facts: ["monthly instalments"] },
  { kind: "indirect", question: "do I need to have money ready before I hit submit on the application form?", anyOf: [["Applying is free", "pay nothing before you are enrolled"]] },
  { kind: "indirect", question: "will I have to buy a laptop on top of the fee, or does the fee cover one?", anyOf: [["none is included in the course fee", "do not provide or lend laptops", "Bring your own laptop"]] },
  { kind: "indirect", question: "if I just stop turning up to class halfway through, do I still have to keep paying the instalments?", facts: ["in writing"], anyOf: [["cancelled", "not refunded"]] },
  { kind: "indirect", question: "how much should I put aside as a deposit to hold my spot?", anyOf: [["pay nothing before you are enrolled", "Applying is free"]] },

  // ---- typo ----
  { kind: "typo", question: "how much is the qa corse", facts: ["4,000"], absent: ["6,000"] },
  { kind: "typo", question: "is thier a refund polcy if i cancle", anyOf: [NOREFUND] },
  { kind: "typo", question: "wat payment optoins r there, can i pay in instalmnts and by card", facts: ["monthly instalments", "card"] },
  { kind: "typo", question: "does the full stak price inlcude gst", anyOf: [GST] },
  { kind: "typo", question: "wen is the frist instalment due", facts: ["before your first class"] },
  { kind: "typo", question: "how much dose data analitics cost and can i do it onlin", facts: ["4,000"], anyOf: [["no online option", "Taught on campus in Sydney only"]] },

  // ---- slang ----
  { kind: "slang", question: "how much dosh for the full stack thing", facts: ["6,000"] },
  { kind: "slang", question: "yo is there like a money back guarantee if it's not my vibe", anyOf: [NOREFUND] },
  { kind: "slang", question: "ngl the testing course looks sick, what's the damage?", facts: ["4,000"], absent: ["6,000"] },
  { kind: "slang", question: "can i just chuck the fee on my credit card?", facts: ["card"] },
  { kind: "slang", question: "lol do u guys do payment plans or nah", facts: ["monthly instalments"] },

  // ---- comparison ----
  { kind: "comparison", question: "which is cheapest and how long is it?", facts: ["4,000", "Data Analytics"], anyOf: [QA, W16] },
  { kind: "comparison", question: "compare length and price of all three programs", facts: ["6,000", "4,000", "Data Analytics"], anyOf: [W24, W16, QA, FS] },
  { kind: "comparison", question: "is the longer course worth the extra money compared to the shorter ones?", facts: ["6,000", "4,000"], anyOf: [W24, W16, FS] },
  { kind: "comparison", question: "which costs more, QA or data analytics?", facts: ["4,000"], absent: ["6,000"] },
  { kind: "comparison", question: "which of your programs can I do online, and what does each of those cost?", facts: ["6,000", "4,000"], anyOf: [FS, QA] },
  { kind: "comparison", question: "full stack vs QA - which one eats up more hours per week?", facts: ["6 to 8 hours", "5 to 7 hours"] },
  { kind: "comparison", question: "compare the study modes of the three courses, on campus vs online", facts: ["Data Analytics"], anyOf: [["no online option", "campus in Sydney only", "On Campus"], ["live online attendance", "streamed live"], ["On campus or online", "online, live"]] },
  { kind: "comparison", question: "which course kicks off first?", anyOf: [QA] },
  { kind: "comparison", question: "is full stack or data analytics shorter, and what's the price difference?", facts: ["Data Analytics", "6,000", "4,000"], anyOf: [W16] },
  { kind: "comparison", question: "are your course fees and your web app development prices both quoted with GST?", facts: ["excluding GST"], anyOf: [GST] },
  { kind: "comparison", question: "do all three courses have the same class length each week?", anyOf: [THREE_H] },
  { kind: "comparison", question: "which course needs the most study time outside class each week?", facts: ["6 to 8 hours"], anyOf: [FS] },

  // ---- multi-part ----
  { kind: "multi-part", question: "How much is full stack, can I pay monthly, and when is the first payment due?", facts: ["6,000", "monthly instalments", "before your first class"] },
  { kind: "multi-part", question: "what does QA cost, how long is it and can I do it online?", facts: ["4,000"], anyOf: [W16, ["On campus or online", "online, live"]] },
  { kind: "multi-part", question: "Is there a refund, and what happens to my remaining instalments if I quit?", facts: ["in writing", "cancelled"], anyOf: [NOREFUND] },
  { kind: "multi-part", question: "How much is data analytics and does the fee include a laptop?", facts: ["4,000"], anyOf: [["none is included in the course fee", "do not provide or lend laptops"]] },
  { kind: "multi-part", question: "when do I get invoiced and how can I pay it?", facts: ["bank transfer"], anyOf: [["after enrolment", "are enrolled"]] },
  { kind: "multi-part", question: "what are the class times, how many hours is each class, and how much is full stack?", facts: ["6,000"], anyOf: [["6PM-9PM", "6PM - 9PM"], ["11AM-2PM", "11AM - 2PM"], THREE_H] },
  { kind: "multi-part", question: "how much is web app development from, and is that price with or without GST?", facts: ["10,000", "excluding GST"] },

  // ---- follow-up ----
  { kind: "follow-up", before: ["tell me about the full stack course"], question: "how much is it?", facts: ["6,000"], absent: ["4,000"] },
  { kind: "follow-up", before: ["How much is the full stack course?"], question: "and the QA one?", facts: ["4,000"], absent: ["6,000"] },
  { kind: "follow-up", before: ["what does data analytics cost?"], question: "can i pay that off monthly?", facts: ["monthly instalments"] },
  { kind: "follow-up", before: ["how long is the QA course?"], question: "and how much does it cost, gst incl?", facts: ["4,000"], anyOf: [GST] },
  { kind: "follow-up", before: ["how much is full stack?", "can i pay it in instalments?"], question: "and if i drop out after 2 months do i get anything back", facts: ["cancelled"], anyOf: [NOREFUND] },
  { kind: "follow-up", before: ["what's the starting price for a web app build?"], question: "does that include gst?", facts: ["excluding GST"] },
  { kind: "follow-up", before: ["tell me about data analytics"], question: "how long and how much", facts: ["4,000"], anyOf: [W16] },

  // ---- free text ----
  { kind: "free text", question: "apart from the classes, what extra do I get for my money? is careers help extra?", facts: ["no extra cost"] },
  { kind: "free text", question: "for that price is the certificate an accredited qualification?", facts: ["not nationally accredited"] },

  // ---- no answer / out of scope ----
  { kind: "no answer", question: "do you have an early bird discount or any promo codes?", none: true },
  { kind: "no answer", question: "are there any scholarships for women getting into tech?", none: true },
  { kind: "no answer", question: "is there a late fee if I miss an instalment payment?", none: true },
  { kind: "out-of-scope", question: "how much is your cyber security course?", none: true },
  { kind: "no answer", question: "can my employer claim the course as a tax deduction?", none: true },
  { kind: "no answer", question: "do you do a group discount if 3 of us sign up together", none: true },
];
