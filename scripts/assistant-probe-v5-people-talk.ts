/**
 * Probe batch (issue 16, fixer v5-people-talk): conversations about people (staff, instructors,
 * graduates): the person just named carried through "he/she/they", "and the X one?" after a question
 * about a person asking for X's person, a person's past, graduates who went on to work, and personal
 * details the site never gives (the honest reply). Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

export const probes: Probe[] = [
  // The person just named carries through a pronoun.
  {
    before: ["who's the director?"],
    question: "how long was she working in software before starting the place",
    anyOf: [["fifteen years"]],
  },
  {
    before: ["who teaches the QA course"],
    question: "what sort of companies has she worked for",
    anyOf: [["banking and health"]],
  },
  {
    before: ["who teaches full stack?"],
    question: "whats his background",
    anyOf: [["logistics and fintech"]],
    absent: ["Mei Lin"],
  },
  {
    before: ["whos the technology head"],
    question: "what kind of stuff has he built",
    anyOf: [["React, Node.js and AWS", "startups and government"]],
  },
  {
    before: ["who founded the company"],
    question: "does she still have anything to do with the students?",
    anyOf: [["graduation project review"]],
  },
  {
    before: ["who is the qa instructor", "how long has she been doing it"],
    question: "has she ever hired testers herself",
    anyOf: [["hired many junior testers"]],
  },
  {
    before: ["who runs the company", "whos ur head of tech"],
    question: "is he involved with any of the courses?",
    anyOf: [["curriculum", "full stack"]],
    absent: ["Sarah"],
  },
  // "and the X one?" after a question about a person.
  {
    before: ["who teaches the testing course?"],
    question: "and the full stack one?",
    facts: ["Arjun Mehta"],
    absent: ["Mei Lin"],
  },
  {
    before: ["who's the data analytics teacher"],
    question: "what about for QA?",
    facts: ["Mei Lin Chen"],
    absent: ["Daniel"],
  },
  {
    before: ["who teaches full stack", "is he experienced"],
    question: "and the testing one",
    facts: ["Mei Lin Chen"],
    absent: ["Arjun"],
  },
  {
    before: ["who teaches the data course", "how many years has he worked"],
    question: "and the full stack guy?",
    facts: ["Arjun"],
    anyOf: [["twelve years", "logistics and fintech"]],
  },
  // A person's past.
  {
    before: ["who's the data analytics instructor?"],
    question: "where did he work before this",
    anyOf: [["retail and government"]],
  },
  {
    before: ["who teaches QA"],
    question: "what was her job before she taught",
    anyOf: [["banking and health", "test teams"]],
  },
  {
    question: "what did arjun do before he became an instructor?",
    anyOf: [["logistics and fintech", "web platforms"]],
  },
  {
    question: "daniel okafor - what's his work history",
    anyOf: [["retail and government", "analyst"]],
  },
  // Graduates who went on to work.
  {
    question: "did anyone from the full stack course actually land a developer job after?",
    anyOf: [["Priya Sharma", "junior developer role"]],
  },
  {
    question: "any data analytics grads using what they learned at work now?",
    anyOf: [["Marco Rossi", "my manager actually uses", "Sofia Martins"]],
  },
  {
    question: "has any1 done the testing course while still working their day job?",
    // The FAQ's "most students keep a full-time job while they study" answers it as well as her quote.
    anyOf: [["Aisha Karim", "keep my job", "keep a full-time job"]],
  },
  {
    before: ["tell me about the QA course"],
    question: "do people who finish it actually get hired?",
    anyOf: [["Liam O'Connor", "QA analyst two weeks", "two weeks after finishing"]],
    orNone: true,
  },
  // Personal details the site does not give: the honest reply.
  { question: "is mei lin chen married", none: true },
  { question: "how old is the director?", none: true },
  { question: "what does tomas earn a year", none: true },
  { question: "where did daniel go to uni?", none: true },
  { before: ["who teaches full stack?"], question: "does he have kids?", none: true },
  { before: ["who's the director"], question: "where does she live", none: true },
];
