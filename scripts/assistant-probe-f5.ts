/**
 * Probe batch (issue 16, fixer f5): short follow-ups that lean on the previous turn's thing and
 * kind (a record's own retention, a person's unsaid details, a service's unnamed past clients),
 * and single messages in heavy text-speak naming one program. Written before any engine change;
 * facts copied from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const probef5: DevCase[] = [
  // ---- a follow-up asking how long the thing just asked about is kept ----
  { before: ["does the chat log my ip"], question: "how long 4", kind: "follow-up", facts: ["30 days"], absent: ["two years"] },
  { before: ["is my IP address saved when I chat with the bot?"], question: "and for how many days?", kind: "follow-up", facts: ["30 days"] },
  { before: ["what happens to my info if i book a consultation?"], question: "how long is it kept for", kind: "follow-up", facts: ["two years"] },
  { before: ["what do you do with the message i send through the contact page?"], question: "how long do u hold onto it", kind: "follow-up", facts: ["two years"] },
  { before: ["what happens to my enrolment and payment records?"], question: "how long do you keep them", kind: "follow-up", facts: ["Seven years"] },
  { before: ["if my application doesn't lead to enrolment what happens to it"], question: "how long do u keep that", kind: "follow-up", facts: ["two years"] },
  { before: ["what do you do with my newsletter subscription details"], question: "for how long", kind: "follow-up", facts: ["unsubscribe"] },
  { before: ["do you keep my ip address"], question: "how long tho", kind: "follow-up", facts: ["30 days"] },
  // ---- text-speak naming one program: only that program's fact ----
  { question: "hw much 4 da qa cors", kind: "slang", facts: ["4,000"], absent: ["6,000"] },
  { question: "hw mch is da full stak cors", kind: "slang", facts: ["6,000"], absent: ["4,000"] },
  { question: "how much 4 da data analytics 1", kind: "slang", facts: ["4,000"], absent: ["6,000"] },
  { question: "wats da price 4 data cors", kind: "slang", facts: ["4,000"], absent: ["6,000"] },
  { question: "hw lng is da data cors", kind: "slang", anyOf: [["16 weeks", "16-week"]], absent: ["24 weeks"] },
  { question: "cost of da testin cors pls", kind: "slang", facts: ["4,000"], absent: ["6,000"] },
  // ---- a follow-up about a person the site says nothing on ----
  { before: ["who teaches data analytics?"], question: "where did he study", kind: "no answer", none: true },
  { before: ["who teaches the QA course?"], question: "what degree does she have", kind: "no answer", none: true },
  { before: ["who teaches data analytics?"], question: "is he married", kind: "no answer", none: true },
  { before: ["who's the director?"], question: "which university did she graduate from", kind: "no answer", none: true },
  // ---- a follow-up asking for past clients of a kind the site never names ----
  { before: ["do you build mobile apps?"], question: "have u built one for a gym b4", kind: "no answer", none: true },
  { before: ["do you make websites for businesses?"], question: "have you done any for dentists", kind: "no answer", none: true },
  { before: ["do you build mobile apps?"], question: "ever made a food delivery app", kind: "no answer", none: true },
  // ---- negatives: follow-ups the site does answer keep their answers ----
  { before: ["do you guys build mobile apps?"], question: "wat tech do u use", kind: "follow-up", facts: ["React Native"] },
  { before: ["who teaches data analytics?"], question: "what did he do before", kind: "follow-up", facts: ["eight years"] },
  { before: ["how much is the full stack course?"], question: "n the data one?", kind: "follow-up", facts: ["4,000"] },
];
