/**
 * Probe batch (issue 16, fixer u1-blog-people): blog advice asked as a follow-up within a post, an
 * opinion about a practice a post discusses, typos in the question, and a post's byline together with
 * its author's role or a person's line from a passage. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const CLEAN = "what does your blog post on cleaning data say?";
const TESTING = "tell me about the blog post on manual vs automated testing";
const JUNIOR = "what's in the article about a junior developer's first 90 days?";

export const probes: EvalCase[] = [
  // Advice asked as a follow-up within a post.
  { before: [CLEAN], question: "and after the cleaning, which chart should I pick?", anyOf: [["simplest chart"]] },
  { before: [CLEAN], question: "what should I do about missing values then?", anyOf: [["not the same as zero"]] },
  {
    before: [TESTING],
    question: "ok so how do I decide which ones to automate?",
    anyOf: [["many times"], ["expected result", "precise"], ["human judgement"]],
  },
  { before: [JUNIOR], question: "and what if I get stuck?", anyOf: [["fifteen minutes", "fifteen-minute"]] },
  { before: [JUNIOR], question: "what should I do in the third month?", anyOf: [["own something", "end to end"]] },
  // An opinion about a practice a post discusses.
  {
    question: "My manager wants to replace all manual testing with automation. Good idea?",
    anyOf: [["need both", "honest answer is no", "does not replace"]],
  },
  {
    question: "How should a tester decide between automating a test and running it manually?",
    anyOf: [["many times"], ["human judgement"]],
  },
  { question: "is it ok to just replace missing values with zero?", anyOf: [["not the same as zero"]] },
  // Typos in the question.
  { question: "wich pandas comand shud i run 1st to check types", facts: ["df.dtypes"] },
  { question: "shud we automat evry test??", anyOf: [["need both", "honest answer is no", "does not replace"]] },
  { question: "how long shud a junior be stuck b4 askin for help", anyOf: [["fifteen minutes", "fifteen-minute"]] },
  // Byline plus the author's role; a person's line from a passage.
  {
    question: "Who wrote the testing article and what does she do at your company?",
    anyOf: [["Mei Lin Chen"], ["QA and Software Testing Instructor", "Instructor"]],
  },
  {
    question: "who's the author of the clean data post and what's their role?",
    anyOf: [["Daniel Okafor"]],
  },
  {
    question: "Who wrote the junior developer article, and what is his position there?",
    anyOf: [["Tomás Rivera", "Tomas Rivera"], ["Technology Head"]],
  },
  {
    question: "does your QA instructor have experience hiring junior testers?",
    anyOf: [["hired many junior testers"]],
  },
];
