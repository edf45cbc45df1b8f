/**
 * Probe batch (issue 16, fixer s1-clients): business clients asking about the three services
 * (content/services.ts: starting rates, technologies, serviceWork steps, team cards) in their own
 * words. New wordings of the failure classes seen in development sets 24–27, written before any
 * fix: a loose follow-up on "the testing one" in a client conversation; a service's starting price
 * asked inside a client's story; test automation as a service; the project process asked in other
 * words; what a service is built in as a follow-up; who the engineers have worked for; and the
 * honest reply for what the site does not say (hourly hire, timelines, deposits and payment
 * schedules). `orNone` accepts the honest reply too. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const courseFees = ["$6,000", "$4,000"];
const testingFrom = ["5,000", "5000"];
const stepsSaid = ["Discovery call", "discovery call"];

export const probes: Probe[] = [
  // 1. "the testing one" after a client's question about the services.
  {
    before: ["we're launching a web shop next month and want it checked properly first, can you help?"],
    question: "how much for the testing one roughly",
    anyOf: [testingFrom],
    absent: courseFees,
  },
  {
    before: ["does your company build mobile apps for businesses?"],
    question: "ok and what about the testing service, whats the starting cost",
    anyOf: [testingFrom],
    absent: courseFees,
  },
  {
    before: ["our product team wants an outside firm to QA our app, is that you?"],
    question: "what's the price on that",
    anyOf: [testingFrom],
    absent: courseFees,
  },
  // 2. A service's starting price asked inside a client's story.
  {
    question:
      "Our customer portal has been throwing errors since the last update and we need an independent team to go through it and find the problems. What would that cost at minimum?",
    anyOf: [testingFrom],
    absent: courseFees,
  },
  {
    question:
      "we run a small logistics company and our tracking app has never been properly tested. could you test it for us and whats the lowest price?",
    anyOf: [testingFrom],
    absent: courseFees,
  },
  {
    question:
      "My clinic wants a proper app for patients on iPhone and Android. Where do your prices begin for something like that?",
    anyOf: [["20,000", "20000"]],
    absent: courseFees,
  },
  // 3. Test automation as a service.
  {
    question:
      "can u set up automated tests for our web app so we dont have to click through it every release",
    anyOf: [["Test automation", "test automation"]],
  },
  {
    question: "We'd like our regression tests automated by an outside team. Is that a service you offer?",
    anyOf: [["Test automation", "test automation"]],
  },
  {
    question: "do you do security testing on apps other companies built?",
    anyOf: [["Security testing", "security testing"]],
  },
  // 4. The project process in other words.
  {
    question: "What does the process look like if we hire you to build our platform?",
    anyOf: [stepsSaid],
  },
  {
    question: "can u break down the phases of a typical project with ur team",
    anyOf: [stepsSaid],
  },
  {
    question: "From first call to launch, what happens when a company works with you on an app?",
    anyOf: [stepsSaid],
  },
  {
    question: "how do you guys run client projects, like what are the steps and do we get a fixed price?",
    anyOf: [stepsSaid, ["fixed quote"]],
  },
  // 5. What a service is built in, as a follow-up.
  {
    before: ["What does a web app cost with you?"],
    question: "and which tech stack would you use?",
    anyOf: [["React", "Typescript", "Nextjs"]],
  },
  {
    before: ["how much do you charge for a phone app"],
    question: "what language or framework is that done in",
    anyOf: [["React Native", "Swift"]],
  },
  {
    before: ["we need our booking app tested, do you do that?"],
    question: "what kinds of testing would that cover?",
    anyOf: [["Functional testing", "Security testing", "Test automation"]],
  },
  // 6. Who the engineers have worked for.
  {
    question: "Is your team experienced with enterprise clients, or mostly small businesses?",
    anyOf: [["enterprises", "government"]],
  },
  {
    question: "we're a local council. have your developers worked on public sector projects before?",
    anyOf: [["government"]],
  },
  {
    question: "what kind of companies have your engineers built software for?",
    anyOf: [["startups, enterprises and government", "enterprises"]],
  },
  // 7. Honest where the site does not say.
  { question: "Can we rent one of your developers for a few days at a daily rate?", none: true },
  { question: "how long would a typical web app take you to deliver?", none: true },
  { question: "what's the usual turnaround for a testing engagement?", none: true },
  { question: "Do you ask for a deposit before starting a mobile app project?", none: true },
  { question: "how do you invoice us during the project, monthly or at the end?", none: true },
  { question: "will you sign an NDA before we share our app idea?", none: true },
  {
    before: ["how much does a web app cost with you?"],
    question: "and how many weeks would that take",
    none: true,
  },
];
