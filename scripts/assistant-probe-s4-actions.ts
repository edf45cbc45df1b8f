/**
 * Probe batch (issue 16, fixer s4-actions): doing things on the site — follow-ups about the thing
 * just discussed (its privacy, who is on it, how to stop it), the cost of applying as against the
 * course fee, the contact form in casual wording, the application's decision time — and
 * out-of-scope asks, including ones after an in-scope turn and world facts around money, which
 * must get the honest reply. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

export const s4Actions: ProbeCase[] = [
  // privacy.ts "We do not sell personal information"; faq.ts "never sell it"
  { question: "will my email end up on some marketing list if i join your mailing list?", anyOf: [["never sell", "do not sell", "don't sell"]] },
  { before: ["how do I subscribe to the newsletter?"], question: "do you pass my address on to other companies?", anyOf: [["never sell", "do not sell", "don't sell", "give it to others"]] },
  { before: ["how do I book a free consultation?"], question: "will you share my project details with anyone else?", anyOf: [["never sell", "do not sell", "only our staff", "Only our staff"]] },
  // privacy.ts newsletter: unsubscribe link
  { before: ["is there a newsletter I can sign up for?"], question: "can I stop getting it whenever I want?", anyOf: [["unsubscribe"]] },
  { question: "how do i get off your mailing list", anyOf: [["unsubscribe"]] },
  { before: ["sign me up for the newsletter pls"], question: "what if i want out later", anyOf: [["unsubscribe"]] },
  // consultation.ts: senior developer, not a salesperson
  { question: "is the free consultation with a sales person?", anyOf: [["senior developer"]] },
  { before: ["what happens in the free consultation?"], question: "who's on the call from your side?", anyOf: [["senior developer"]] },
  { before: ["how long is the consult call?"], question: "and who do i speak with", anyOf: [["senior developer"]] },
  // pages/privacy: contact form
  { question: "is there like a form i can fill in to send u a message", anyOf: [["contact form", "/contact-us", "contact page"]] },
  { question: "can I just write to you through the website?", anyOf: [["contact form", "/contact-us", "contact page"]] },
  // fees.ts "Applying is free"; enrolment-terms "does not commit you"
  { question: "is there an application fee?", anyOf: [["Applying is free", "free"]] },
  { question: "do i have to pay anything to apply", anyOf: [["Applying is free", "free"]] },
  { question: "if I apply am I locked in or can I still back out?", anyOf: [["does not commit", "free"]] },
  { before: ["how much is the QA course?"], question: "and do i pay anything when i apply?", anyOf: [["Applying is free", "free", "nothing before"]] },
  // application decision time: within a week; advisor within two business days
  { question: "how long until my application gets a decision?", anyOf: [["within a week", "a week"]] },
  { question: "how long does it take you to process an application?", anyOf: [["within a week", "two business days"]] },
  { before: ["how do I apply?"], question: "how long does it take to hear back?", anyOf: [["two business days", "within a week"]] },
  // out of scope after an in-scope turn
  { before: ["how much is the data analytics course?"], question: "nice. btw what's the weather like in sydney this weekend?", none: true },
  { before: ["where is your office?"], question: "any good coffee shops near there?", none: true },
  { before: ["what does a mobile app cost?"], question: "ok cool, who won the footy last night?", none: true },
  { before: ["how long is the full stack course?"], question: "unrelated but can you recommend a good movie?", none: true },
  // world facts around money
  { question: "how much is 6000 AUD in euros?", none: true },
  { question: "what's the current interest rate in Australia?", none: true },
  { question: "what's the price of bitcoin today?", none: true },
  { question: "how much tax will I pay on my salary in Australia?", none: true },
  // in-scope money still answered
  { question: "are your fees in US dollars?", anyOf: [["Australian dollars", "AUD"]] },
];
