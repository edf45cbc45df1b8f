/**
 * Probe batch f6 (issue 16): two-part messages where each part asks its own fact, one of them
 * often left out: a service's kinds beside how a project runs, laptop and software cost, a post's
 * two details, our company details beside our socials, paying ways beside when to pay, privacy
 * beside anonymity, hours beside a thing the site never says, and asks joined by "oh and" or
 * ". also". Written in new words by fixer f6; facts copied from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const SAT = ["10AM-3PM", "10AM - 3PM"];
const STEPS = ["discovery call", "fixed quote", "fortnightly demos", "launch and support"];
const KINDS_TEST = ["Functional testing", "Security testing", "Test automation"];
const CARD = ["card"];
const AFTER = ["after enrolment", "are enrolled"];
const SOCIAL = ["LinkedIn", "Instagram", "Facebook"];
const PHONE = ["5550 1234"];
const EMAIL = ["hello@harbourline.example"];
const FREE_TOOLS = ["free for students"];
const LAPTOP = ["locked-down work laptop", "permission to install software", "allowed to install software"];

export const probeF6: DevCase[] = [
  {
    kind: "multi-part",
    question: "which testing services do you offer businesses, and what are the steps of a project with you?",
    anyOf: [KINDS_TEST, STEPS],
  },
  {
    kind: "multi-part",
    question: "what do you test for clients? plus what's your process from first call to launch",
    anyOf: [KINDS_TEST, STEPS],
  },
  {
    kind: "multi-part",
    question: "is my company laptop ok if IT locked it down? and will I need to buy any software",
    anyOf: [LAPTOP, FREE_TOOLS],
  },
  {
    kind: "multi-part",
    question: "do I have to pay for any of the tools you use, and what laptop specs do I need?",
    anyOf: [FREE_TOOLS, ["8 GB", "20 GB"]],
  },
  {
    kind: "multi-part",
    question: "what's the ABN for harbourline? also are you on instagram",
    facts: ["ABN 00 000 000 000"],
    anyOf: [SOCIAL],
  },
  {
    kind: "multi-part",
    question: "where can I follow you on social media and what's your company's registered name",
    anyOf: [SOCIAL, ["Harbourline Tech Pty Ltd"]],
  },
  {
    kind: "multi-part",
    question: "do you accept card? and do I pay before applying or after",
    anyOf: [CARD, AFTER],
  },
  {
    kind: "multi-part",
    question: "how do I pay the course fee, oh and is it due before I apply?",
    anyOf: [CARD, AFTER],
  },
  {
    kind: "multi-part",
    question: "what's your opening time on saturday? and do you have a cafe in the building",
    anyOf: [SAT],
  },
  {
    kind: "multi-part",
    question: "are you open on saturdays n is there a lift",
    anyOf: [SAT],
  },
  {
    kind: "multi-part",
    question: "what's the phone number. also what's your email",
    anyOf: [PHONE, EMAIL],
  },
  {
    kind: "multi-part",
    question: "where's your office? oh and what number do I call",
    anyOf: [["88 Harbour Street"], PHONE],
  },
  {
    kind: "multi-part",
    question: "how much is the QA course oh and when are classes on",
    anyOf: [["4,000"], ["6PM", "9AM", "evening"]],
  },
  {
    kind: "multi-part",
    question: "who wrote the post about cleaning data, and what does it say to check first?",
    facts: ["Daniel Okafor"],
    anyOf: [["count the rows", "duplicates"]],
  },
  {
    kind: "multi-part",
    question: "in the clean data blog post what's step one? and which pandas command does it suggest for checking types",
    anyOf: [["count the rows", "duplicates"], ["df.dtypes"]],
  },
  {
    kind: "multi-part",
    question: "does your blog have something on manual vs automated testing? who's the author",
    anyOf: [["Manual or automated testing"], ["Priya", "Nair", "wrote"]],
  },
  {
    kind: "multi-part",
    question: "do you keep my chat messages? and can I chat anonymously",
    anyOf: [["two years", "30 days", "IP address"], ["without entering", "without giving"]],
  },
  {
    kind: "multi-part",
    question: "can I ask questions here without my name, and how long do you keep what I write",
    anyOf: [["without entering", "without giving"], ["two years"]],
  },
  {
    kind: "multi-part",
    question: "what's the full stack fee. also how long does it go for",
    anyOf: [["6,000"], ["24 weeks", "24-week"]],
  },
  {
    kind: "multi-part",
    question: "do you build mobile apps, oh and roughly what does one cost",
    anyOf: [["20,000"]],
  },
  {
    kind: "multi-part",
    question: "is there a refund if I drop out? also can I pay in instalments",
    anyOf: [["no refund", "not refunded"], ["instalment", "installment"]],
  },
  {
    kind: "multi-part",
    question: "what careers help do you give. also do i need my own laptop",
    anyOf: [["CV", "mock interview", "portfolio"], ["own laptop", "bring your own", "laptop"]],
  },
  {
    kind: "multi-part",
    question: "what kinds of apps do you build for companies and how does the project work from start to end",
    anyOf: [STEPS],
  },
  {
    kind: "multi-part",
    question: "r u open sunday? n is there a bike rack",
    anyOf: [["closed"]],
  },
];
