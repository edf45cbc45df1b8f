/**
 * Probe batch (issue 16, fixer m4): the blog's advice asked for after a life story ("I'm in
 * customer support… is manual testing enough? What's your take?"), and concept questions a blog
 * article's passage answers ("is a blank the same as zero?", "what does a person notice that a
 * script won't?"). Facts verbatim from content/blog/*.md; written before any engine change.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const bothSides = ["need both", "understand both", "does not replace manual testing", "Exploratory testing"];
const cleanChecks = ["duplicates", "missing values", "Reconcile", "Check the types", "extremes"];
const juniorTips = ["fifteen-minute rule", "Read code before you write it", "work log", "small, well-defined tickets", "README"];
const humanCatches = ["confusing error", "hidden behind the keyboard", "feels slow", "usability", "exploratory", "accessibility"];

export const probeM4: DevCase[] = [
  // Advice asked for after a story: the post that gives it.
  {
    question:
      "I've done two years of manual QA at a bank, clicking through test scripts every release. My manager says automation will make my job disappear. Should I be worried, or is there still a place for manual testers?",
    kind: "free text",
    anyOf: [bothSides],
  },
  {
    question:
      "I work in a call centre and I'm thinking about moving into testing. Everyone online says just learn Selenium and automate everything. Do you agree with that?",
    kind: "free text",
    anyOf: [bothSides],
  },
  {
    question:
      "Our startup has three developers and no tester. The CTO wants to automate every single test and skip manual checking entirely. Is that a good idea in your opinion?",
    kind: "free text",
    anyOf: [["need both", "does not replace manual testing", "The honest answer is no", "Exploratory testing"]],
  },
  {
    question:
      "I'm a bookkeeper who got pulled into making Power BI reports for our practice. Last month the partners spotted that a total was double what it should have been. What would you recommend I check before making any more charts?",
    kind: "free text",
    anyOf: [cleanChecks],
  },
  {
    question:
      "I run reporting for a chain of gyms and our membership dashboard keeps getting questioned by head office. Any tips on getting the data right before it goes into a chart?",
    kind: "free text",
    anyOf: [cleanChecks],
  },
  {
    question:
      "My team at a hospital exports patient wait times into Excel each week, and the graphs never match what the finance people report. What do you suggest we look at first?",
    kind: "free text",
    anyOf: [["Reconcile", "duplicates", "missing values", "a number people trust"]],
  },
  {
    question:
      "I'm 34, finished a bootcamp last year and just got an offer as a graduate developer at an insurance company. I start in three weeks. What should I focus on in the first few months?",
    kind: "free text",
    anyOf: [juniorTips],
  },
  {
    question:
      "I've just started as a junior dev at an agency and I keep getting stuck for hours before asking anyone. My lead seems annoyed. What would you advise?",
    kind: "free text",
    anyOf: [["fifteen-minute rule", "fifteen minutes"]],
  },
  {
    question:
      "I'm a QA lead at a retail company and we have to choose which tests to automate first with a tiny budget. What's your advice on deciding?",
    kind: "free text",
    anyOf: [["run it many times", "Critical user journeys", "Regression checks", "expected result precise"]],
  },
  {
    question:
      "We're a small analytics team at a university and a lot of our survey exports have gaps in them. Should we just treat the blanks as zero? What do you reckon?",
    kind: "free text",
    anyOf: [["not the same as zero", "Missing is not the same"]],
  },

  // Concept questions a blog passage answers.
  { question: "is a blank value the same as 0 in a data set?", kind: "paraphrase", anyOf: [["not the same as zero"]] },
  { question: "should missing values just be counted as zeros?", kind: "paraphrase", anyOf: [["not the same as zero"]] },
  {
    question: "what kinds of bugs does a person find that automated tests miss?",
    kind: "paraphrase",
    anyOf: [humanCatches],
  },
  {
    question: "what can manual testers spot that a test script can't?",
    kind: "paraphrase",
    anyOf: [humanCatches],
  },
  {
    question: "does automation replace manual testing?",
    kind: "paraphrase",
    anyOf: [["does not replace manual testing", "need both", "The honest answer is no"]],
  },
  {
    question: "what sort of tests are worth automating?",
    kind: "paraphrase",
    anyOf: [["Critical user journeys", "Regression checks", "API contracts", "run it many times"]],
  },
  {
    question: "what's exploratory testing?",
    kind: "paraphrase",
    anyOf: [["bugs nobody imagined", "curiosity"]],
  },
  {
    question: "why would my sales numbers for one month be double all the others?",
    kind: "indirect",
    anyOf: [["duplicated file", "duplicates"]],
  },
  {
    question: "how do i know if my data is ready to analyse?",
    kind: "paraphrase",
    anyOf: [["Reconcile", "a number people trust", "duplicates", "five checks"]],
  },
  {
    question: "what are the usual data type problems when cleaning a spreadsheet?",
    kind: "paraphrase",
    anyOf: [["Dates stored as text", "currency symbols", "leading zero"]],
  },
  {
    question: "what's a good way to ask for help when you're stuck on a ticket?",
    kind: "paraphrase",
    anyOf: [["fifteen-minute rule", "write down what you tried", "shows your work"]],
  },
  {
    question: "whats usually the first pull request a new starter makes?",
    kind: "typo",
    anyOf: [["README"]],
  },

  // Near misses: the provider's own facts, not a post's advice.
  {
    question:
      "I work nights at a supermarket and want to switch to testing. Which tools does the QA course teach?",
    kind: "indirect",
    anyOf: [["Playwright", "Postman", "Selenium", "Jira"]],
  },
  {
    question:
      "I'm an accountant and I want to move into data. How long is your data analytics course?",
    kind: "indirect",
    anyOf: [["weeks"]],
  },
];
