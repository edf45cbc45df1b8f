/**
 * Probe batch (issue 16, fixer f1): messages of two or three separate asks, each needing its own
 * fact, joined the ways visitors join them ("oh and", "plus", "also", ". also", "&", "n", a
 * second question mark). Written before any engine change; facts copied from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W16 = ["16 weeks", "16-week"];
const W24 = ["24 weeks", "24-week"];
const notSold = ["do not sell", "never sell"];
const phone = ["5550 1234", "0491 570 156"];

export const probef1: DevCase[] = [
  {
    question: "how long is the QA course and also what's the price of it",
    kind: "multi-part",
    facts: ["4,000"],
    anyOf: [W16],
  },
  {
    question: "where's your office? oh and what number do i ring",
    kind: "multi-part",
    facts: ["88 Harbour Street"],
    anyOf: [phone],
  },
  {
    question: "do you sell my info to anyone, plus how long do you hang on to my IP from the chat",
    kind: "multi-part",
    facts: ["30 days"],
    anyOf: [notSold],
  },
  {
    question: "whats the fee for full stack & how many weeks does it go for",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [W24],
  },
  {
    question: "is QA offered online. also what nights are the classes",
    kind: "multi-part",
    facts: ["6PM"],
    anyOf: [["Online"]],
  },
  {
    question: "can you wipe my personal details, and do you hand them to marketers",
    kind: "multi-part",
    anyOf: [["hello@harbourline.example", "5550 1234", "contact form", "privacy"], notSold],
  },
  {
    question: "whats ur email n what time do u open on saturday",
    kind: "multi-part",
    facts: ["hello@harbourline.example", "10AM"],
  },
  {
    question: "how much is data analytics? also can i study it online",
    kind: "multi-part",
    facts: ["4,000"],
    anyOf: [["no online option", "on campus in Sydney only", "On Campus"]],
  },
  {
    question: "which program is shortest, and which is the priciest",
    kind: "multi-part",
    facts: ["6,000"],
    anyOf: [W16],
  },
  {
    question: "how long do you hold onto my enrolment records? also do you sell data",
    kind: "multi-part",
    anyOf: [["Seven years", "seven years"], notSold],
  },
  {
    question: "how long is the consultation call, oh and does it cost anything",
    kind: "multi-part",
    facts: ["30-minute"],
    anyOf: [["free"]],
  },
  {
    question: "what time are weekday classes plus when is the saturday class",
    kind: "multi-part",
    facts: ["6PM", "11AM"],
  },
  {
    question: "are you open on sundays & what are your weekday hours",
    kind: "multi-part",
    facts: ["9AM"],
    anyOf: [["Closed", "closed"]],
  },
  {
    question: "how much is the QA course & how much is full stack",
    kind: "multi-part",
    facts: ["4,000", "6,000"],
  },
  {
    question: "how do full stack and data analytics compare in length? also which one costs less",
    kind: "multi-part",
    facts: ["4,000"],
    anyOf: [W24, W16],
  },
  {
    question: "do i have to bring a laptop? also is a mac ok",
    kind: "multi-part",
    anyOf: [
      ["macOS", "Mac works"],
      ["Bring your own laptop", "your own laptop", "do not provide or lend"],
    ],
  },
  {
    before: ["how much is the full stack course"],
    question: "can i pay monthly? plus what if i drop out, refund?",
    kind: "follow-up",
    facts: ["monthly instalments"],
    anyOf: [["no refund", "not refunded"]],
  },
  {
    question: "what testing tools does the QA course teach? and how many weeks is it",
    kind: "multi-part",
    anyOf: [["Playwright", "Postman", "Jira", "TestRail"], W16],
  },
  {
    question: "how long do you keep my enquiry messages. also do you pass my details to advertisers",
    kind: "multi-part",
    anyOf: [["two years"], notSold],
  },
  {
    question: "who teaches full stack n how much is it",
    kind: "multi-part",
    facts: ["Arjun Mehta", "6,000"],
  },
  {
    question: "can i do data analytics from home? and what does it cost",
    kind: "multi-part",
    facts: ["4,000"],
    anyOf: [["no online option", "on campus in Sydney only", "On Campus"]],
  },
  {
    question: "what's your phone number. also where are you located",
    kind: "multi-part",
    facts: ["88 Harbour Street"],
    anyOf: [phone],
  },
  {
    question: "can i reschedule or cancel the free consult? also how long is the call",
    kind: "multi-part",
    facts: ["30-minute"],
    anyOf: [["reschedule or cancel", "reschedule", "cancel"]],
  },
  {
    question: "Oh and how long is the data analytics course",
    kind: "multi-part",
    anyOf: [W16],
    absent: ["does not list oh", "not list Oh"],
  },
];
