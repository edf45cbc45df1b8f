/**
 * Probe batch (issue 16, fixer y1-parts-kept): two-part messages where one part's fact is lost,
 * because the sentence budget trims it or because that part's kind is not read: paying by card
 * beside when the fee falls due, what the enrolment form is used for beside deleting it, studying
 * from another city beside the class hours, careers help beside placement rates, the outline's
 * download beside a module, the application form's fields beside a fee, instalments beside
 * withdrawing, class times beside a portfolio. New wordings, written before any fix.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const AFTER_ENROL = [
  "after enrolment",
  "after enrollment",
  "after you are enrolled",
  "once you are enrolled",
  "once you're enrolled",
  "after you're enrolled",
  "before you are enrolled",
];
const CARD = ["card"];
const FORM_USE = ["assess", "invoice", "arrange your place"];
const DELETE = ["30 days", "delete"];
const ONLINE = [
  "online, live",
  "streamed live",
  "live online",
  "join the same class online",
  "online attendance",
  "join online",
];
const HOURS = ["6PM", "6 PM", "18:00"];
const NO_RATE = ["do not publish", "don't publish", "not publish", "no placement"];
const CAREERS = ["portfolio", "CV", "mock interview", "job-search"];
const DOWNLOAD = ["download", "outline form"];
const FIELDS = ["class time", "start date", "education", "address"];
const FREE = ["free", "no fee", "nothing"];
const SIX = ["6 monthly", "six monthly", "1,000", "1000"];
const FOUR = ["4 monthly", "four monthly", "1,000", "1000"];
const WITHDRAW = ["cancelled", "refund", "withdraw"];
const PORTFOLIO = ["portfolio"];

export const probeY1PartsKept: DevCase[] = [
  // paying: how and when
  {
    kind: "multi-part",
    question: "Do you take Visa? Also, is the money due up front or only after I've been accepted?",
    anyOf: [CARD, AFTER_ENROL],
  },
  {
    kind: "multi-part",
    question: "what payment options do u have and at what point do i actually get charged",
    anyOf: [CARD, AFTER_ENROL],
  },
  {
    kind: "multi-part",
    question: "Can I pay by bank transfer, and do I need to pay anything when I send the application?",
    anyOf: [["bank transfer"], AFTER_ENROL],
  },
  // the enrolment form's use and deleting it
  {
    kind: "multi-part",
    question: "Why do you need my details on the application, and could I get them wiped later?",
    anyOf: [FORM_USE, DELETE],
  },
  {
    kind: "multi-part",
    question: "What happens to the personal info from my enrolment? Can I have it removed after I finish?",
    anyOf: [FORM_USE, DELETE],
  },
  {
    kind: "multi-part",
    question: "what's my application data used for and how do I ask you to erase it",
    anyOf: [FORM_USE, DELETE],
  },
  // remote study and its hours
  {
    kind: "multi-part",
    question:
      "I'm in Perth. Could I take the data course online, and what times would I have to be on the call, Sydney time?",
    anyOf: [["campus in Sydney only", "no online option"], HOURS],
  },
  {
    kind: "multi-part",
    question:
      "Is the QA course doable from Brisbane without coming in, and which hours are the live sessions?",
    anyOf: [ONLINE, HOURS],
  },
  {
    kind: "multi-part",
    question: "can i join full stack from interstate and what hours do i need to be online for it",
    anyOf: [ONLINE, HOURS],
  },
  // careers help and placement rates
  {
    kind: "multi-part",
    question: "Will you help me land a job afterwards, and what percentage of grads get hired?",
    anyOf: [CAREERS, NO_RATE],
  },
  {
    kind: "multi-part",
    question: "What careers support do students get? Do you share employment outcome stats?",
    anyOf: [CAREERS, NO_RATE],
  },
  {
    kind: "multi-part",
    question: "do u help with job hunting after the course and do u publish how many people get jobs",
    anyOf: [CAREERS, NO_RATE],
  },
  // the outline's download and a module
  {
    kind: "multi-part",
    question: "Where can I download the data analytics outline, and what does the statistics part teach?",
    anyOf: [DOWNLOAD, ["Descriptive statistics", "hypothesis"]],
  },
  {
    kind: "multi-part",
    question: "Can I get the QA syllabus as a PDF? And what's in the automation module?",
    anyOf: [DOWNLOAD, ["Playwright", "automat"]],
  },
  {
    kind: "multi-part",
    question: "how do i grab the course outline for full stack, and what does the back end part cover",
    anyOf: [DOWNLOAD, ["Node", "Express", "PostgreSQL"]],
  },
  // the application form's fields beside a fee
  {
    kind: "multi-part",
    question: "Does it cost anything to apply? And what info will the application form want from me?",
    anyOf: [FREE, FIELDS],
  },
  {
    kind: "multi-part",
    question: "What do I need to fill in on the application, and is applying free?",
    anyOf: [FIELDS, FREE],
  },
  {
    kind: "multi-part",
    question: "Do I have to pay to submit an application, and which details do I enter on the form?",
    anyOf: [FREE, FIELDS],
  },
  // instalments beside withdrawing, after a fee
  {
    kind: "follow-up",
    before: ["how much is the data analytics course?"],
    question: "could I split that into payments, and what if I pull out halfway?",
    anyOf: [FOUR, WITHDRAW],
  },
  {
    kind: "follow-up",
    before: ["what does full stack cost?"],
    question: "is there a monthly payment plan, and do I get money back if I quit?",
    anyOf: [SIX, WITHDRAW],
  },
  {
    kind: "follow-up",
    before: ["price of the QA course?"],
    question: "can I pay it in instalments, and what happens to what I paid if I drop out?",
    anyOf: [FOUR, WITHDRAW],
  },
  // class times beside a portfolio
  {
    kind: "multi-part",
    question: "What time are the Saturday classes, and will someone look over my portfolio when I'm done?",
    anyOf: [["11AM", "11 AM", "11:00"], PORTFOLIO],
  },
  {
    kind: "multi-part",
    question:
      "which evenings are the QA classes on, and do you help me build a portfolio for job applications?",
    anyOf: [HOURS, PORTFOLIO],
  },
  {
    kind: "multi-part",
    question: "what nights do data classes run n will u review my project portfolio after",
    anyOf: [HOURS, PORTFOLIO],
  },
];
