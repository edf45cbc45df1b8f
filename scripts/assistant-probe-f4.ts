/**
 * Probe batch (issue 16, fixer f4): people and blog articles, mostly asked in two parts: an
 * article's author and the author's background, a graduate's course and earlier job, an
 * instructor and their years, the leaders as a group, and the graduates' earlier jobs for a
 * career changer. Written from content/ before any engine change.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const probef4: DevCase[] = [
  // An article's author plus what they have done before.
  {
    question: "the data cleaning blog post, who's the author and what did he do before teaching",
    kind: "multi-part",
    facts: ["Daniel Okafor"],
    anyOf: [["retail and government", "eight years", "analyst"]],
  },
  {
    question: "who penned the junior developer 90 days piece, and what is his job here",
    kind: "multi-part",
    facts: ["Rivera"],
    anyOf: [["Technology Head", "client engineering team"]],
  },
  {
    question: "whats the testing blog about and who wrote it",
    kind: "multi-part",
    facts: ["Mei Lin Chen"],
    anyOf: [["need both", "does not replace", "automate"]],
  },
  {
    question: "who wrote the clean data post? and when was it published",
    kind: "multi-part",
    facts: ["Daniel Okafor"],
    anyOf: [["21 July 2026", "2026-07-21", "July 2026"]],
  },
  // A graduate's course and earlier job.
  {
    question: "what did liam o'connor study and what job did he get",
    kind: "multi-part",
    anyOf: [["QA & Software Testing", "testing course"], ["QA analyst"]],
  },
  {
    question: "tell me about marco rossi - which course and what was his background",
    kind: "multi-part",
    facts: ["Data Analytics"],
    anyOf: [["spreadsheets"]],
  },
  {
    question: "who is aisha karim and which program did she take",
    kind: "multi-part",
    facts: ["QA & Software Testing"],
    anyOf: [["Evening classes", "keep my job"]],
  },
  {
    question: "what course did priya do",
    kind: "paraphrase",
    facts: ["Full stack software development"],
  },
  // An instructor and their experience.
  {
    question: "who teaches full stack and how many years has he been building stuff",
    kind: "multi-part",
    facts: ["Arjun Mehta", "twelve years"],
  },
  {
    question: "how long has the data analytics teacher worked as an analyst",
    kind: "indirect",
    facts: ["eight years"],
  },
  {
    before: ["who is the instructor for full stack?"],
    question: "and the testing one? how long has she been doing it",
    kind: "follow-up",
    facts: ["Mei Lin Chen", "ten years"],
  },
  {
    question: "what's mei lin chen's background, and does she write on the blog?",
    kind: "multi-part",
    anyOf: [["banking and health", "test teams"], ["Manual or automated testing"]],
  },
  // The leaders as a group.
  {
    question: "who runs the place",
    kind: "slang",
    facts: ["Sarah Whitfield"],
  },
  {
    question: "can you introduce your team to me",
    kind: "paraphrase",
    facts: ["Sarah Whitfield", "Rivera", "Mei Lin Chen"],
  },
  {
    question: "who's in charge of the engineers that would build our app",
    kind: "indirect",
    facts: ["Rivera"],
  },
  {
    question: "who founded the company and what did she do before",
    kind: "multi-part",
    facts: ["Sarah Whitfield"],
    anyOf: [["fifteen years", "delivery teams"]],
  },
  // A page and a person together.
  {
    question: "what is on the our people page, and who is the director",
    kind: "multi-part",
    facts: ["Sarah Whitfield"],
  },
  {
    question: "what does your research page cover, plus who leads the engineering team",
    kind: "multi-part",
    facts: ["artificial intelligence", "Rivera"],
  },
  // Two things from one article.
  {
    question: "in the junior dev article what is the fifteen-minute rule, and what should I own by month three",
    kind: "multi-part",
    anyOf: [["fifteen minutes"], ["small feature", "flaky test", "own end to end", "end to end"]],
  },
  {
    question: "according to the data blog, is missing the same as zero? and what do i do with the extremes",
    kind: "multi-part",
    anyOf: [["Missing is not the same as zero", "not the same as zero"], ["top and bottom ten", "Sort every numeric column"]],
  },
  {
    question: "testing article: what's worth automating and what is manual testing good for",
    kind: "multi-part",
    anyOf: [["Critical user journeys", "Regression checks", "API contracts"], ["notices things", "Exploratory", "confusing error message"]],
  },
  // A career changer's background.
  {
    question: "has anyone who studied with you come from hospitality?",
    kind: "indirect",
    facts: ["Priya Sharma"],
  },
  {
    question: "i work full time, did any grads manage to study while working?",
    kind: "indirect",
    anyOf: [["Aisha Karim", "keep my job", "keep a full-time job"]],
  },
  // Negative: no such person.
  {
    question: "who is john smith on your team",
    kind: "no answer",
    none: true,
  },
];
