/**
 * Probe batch (issue 16, fixer f1-clients): business clients and employers asking about the
 * services (content/services.ts, serviceWork: steps, team cards, pricing; study.ts careers
 * support; fees.ts currency). New wordings of the failure classes seen in development sets 17
 * and 18, written before any fix; `orNone` accepts the honest reply too, where the site may not
 * say it. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const senior = ["Experienced developers", "Senior engineers", "senior developer", "experienced developer"];
const aftercare = ["on call", "monitoring", "fixes", "updates"];
const fixed = ["fixed quote", "fixed price", "fixed-price"];
const exGst = [
  "excluding GST",
  "excludes GST",
  "plus GST",
  "ex GST",
  "exclusive of GST",
  "not include GST",
  "does not include GST",
];
const steps = ["Discovery call", "Fortnightly demos", "Launch and support"];
const courseFees = ["$6,000", "$4,000"];

export const probes: Probe[] = [
  // 1. Who works on a client's project: the team cards.
  { question: "will my app be built by interns or by experienced people?", anyOf: [senior] },
  { question: "r ur devs senior or do u outsource to cheap juniors", anyOf: [senior] },
  { question: "How senior is the team that would work on our web platform?", anyOf: [senior] },
  // 2. Support after launch.
  {
    question: "after our website goes live, is that the end of it or do you stick around?",
    anyOf: [aftercare],
  },
  { question: "if something breaks in the app a month after release, will you help us?", anyOf: [aftercare] },
  { question: "do you keep maintaining the software once it's delivered?", anyOf: [aftercare] },
  // 3. How work is priced: a fixed quote, never course fees.
  { question: "Do you charge by the hour or a set price for a project?", anyOf: [fixed], absent: courseFees },
  { question: "how do you work out what to charge for building an app?", anyOf: [fixed], absent: courseFees },
  {
    question: "worried about cost blowouts. how does your pricing work for client projects?",
    anyOf: [fixed],
    absent: courseFees,
  },
  // 4. Lock-in.
  {
    question: "are we going to be stuck with you forever once you build it?",
    anyOf: [["No lock-in", "no lock in"]],
  },
  { question: "do you lock clients into your own platform?", anyOf: [["No lock-in", "no lock in"]] },
  // 5. GST on service prices, asked against course fees.
  {
    question: "I saw the training fees are GST inclusive. Is the same true for your app development rates?",
    anyOf: [exGst],
    absent: ["and include GST"],
  },
  { question: "does the $10,000 for a web app include GST?", anyOf: [exGst], absent: ["and include GST"] },
  // 6. The process as a follow-up in a service chat.
  {
    before: ["Can you build a booking website for my physio clinic?", "what's the starting price?"],
    question: "great, what are the next steps if we want to proceed?",
    anyOf: [steps],
  },
  {
    before: ["do you test software for other businesses?"],
    question: "how would it all work from start to finish?",
    anyOf: [steps],
  },
  // 7. Employers: the openings passage.
  {
    question: "We're a startup looking for junior developers. Do you connect employers with your grads?",
    anyOf: [["junior roles", "pass them on"]],
  },
  { question: "how can a business recruit from your students?", anyOf: [["junior roles", "pass them on"]] },
  {
    question: "our company has a junior QA opening, can we advertise it to your alumni?",
    anyOf: [["junior roles", "pass them on"]],
  },
  // 8. Currency.
  { question: "what currency are your prices in? i'm in the UK", anyOf: [["Australian dollars", "AUD"]] },
  { question: "are the course fees in US dollars or australian?", anyOf: [["Australian dollars", "AUD"]] },
  // 9. Ownership of code / IP: the site doesn't say.
  { question: "do we get the full rights to the code you write for us?", none: true },
  { question: "who holds the intellectual property after the project?", none: true },
  // 10. Loose service naming: the Software Testing service and its security testing.
  {
    question: "could you test our booking website for vulnerabilities before we launch?",
    anyOf: [["Software Testing"]],
    facts: ["security testing"],
  },
  {
    question: "we want someone to find security weaknesses in our web shop. is that something you do?",
    anyOf: [["Software Testing"]],
    facts: ["security testing"],
  },
];
