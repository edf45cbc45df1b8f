/**
 * Probe batch (issue 16, fixer k1): a visitor's life story (job, family, hours, place, money,
 * experience) told in two to six sentences before the actual ask at the end. The ask decides the
 * topic; the story only fills in which program, or which constraint (a shift that rules out
 * weeknights or weekends). Written from content/ before any engine change.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const evening = ["6PM-9PM", "6PM - 9PM"];
const saturday = ["11AM-2PM", "11AM - 2PM"];

export const probeK1: DevCase[] = [
  // Hours: the shift rules out one slot, the ask wants a class time.
  {
    question:
      "I'm a nurse on a roster of day shifts, 7am to 3:30pm Monday to Friday. My weekends are my own though. Which class times could I actually get to?",
    kind: "indirect",
    anyOf: [saturday],
  },
  {
    question:
      "I drive buses, split shifts, and I'm usually on the road until 8 at night on weekdays. Saturdays are free. Is there a class I could fit in?",
    kind: "indirect",
    anyOf: [saturday],
  },
  {
    question:
      "I work in a bakery from 4am till noon and I'm wrecked by the afternoon. Evenings are fine once I've had a nap. What time do the classes run?",
    kind: "indirect",
    anyOf: [evening],
  },
  {
    question:
      "I'm a concierge at a hotel, Tuesday to Saturday, 8 to 4. Sundays and Mondays off. When are your classes held?",
    kind: "indirect",
    anyOf: [evening],
  },
  // Money: the ask is about refunds or paying, not who the course suits.
  {
    question:
      "I've been a hairdresser for ten years and I'm sick of standing all day. I've got some savings put aside for this. If I start the QA course and it turns out I hate it, do I get a refund?",
    kind: "paraphrase",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    question:
      "been working in a call centre 5 yrs, want a change. if i pay for data analytics and drop out half way thru do i get any of it back?",
    kind: "typo",
    anyOf: [["no refund", "not refunded"]],
  },
  {
    question:
      "I'm a stay-at-home dad with three kids under eight and we're on one income. I really want to do the full stack course. Can I split the fee into payments?",
    kind: "paraphrase",
    anyOf: [["monthly instalments", "instalments"]],
  },
  {
    question:
      "I'm a pharmacy assistant, been doing it since uni. My partner and I are saving for a house. How do I actually pay for the course, is it bank transfer?",
    kind: "paraphrase",
    facts: ["bank transfer"],
  },
  // Equipment: the ask is about the machine, not the fee.
  {
    question:
      "i work part time at a supermarket and money's tight. the only computer in the house is my sisters old ipad. can i do the full stack course on that?",
    kind: "typo",
    anyOf: [["8 GB", "Windows 10", "laptop"]],
    absent: ["6,000"],
  },
  {
    question:
      "I'm a retired police officer, 58, looking for something to keep my brain busy. I've got a work laptop from my old job but it's pretty locked down. Will that do for the course?",
    kind: "indirect",
    anyOf: [["install software", "locked-down"]],
  },
  {
    question:
      "I'm a uni student working weekends at a cafe. Everything I own runs off my phone and a cheap tablet. Do I need to bring my own laptop to class?",
    kind: "paraphrase",
    anyOf: [["Bring your own laptop", "do not provide or lend"]],
  },
  // Who teaches / which program: the story names the program, the ask asks for a person or a fact.
  {
    question:
      "I manage a team of analysts at a state government department and two of them want to upskill. They use Excel all day. What should they know before starting the data analytics course?",
    kind: "paraphrase",
    anyOf: [["Comfortable with spreadsheets", "High-school maths"]],
  },
  {
    question:
      "I'm an accountant at a mid-size firm and I've been asked to build more dashboards for the partners. I already know my way around pivot tables. Which tools does the data analytics course teach?",
    kind: "answer",
    anyOf: [["Power BI", "SQL", "Python"]],
  },
  {
    question:
      "I used to do customer support for a telco, now I'm between jobs. A friend did your testing course and liked it. Who would be teaching me?",
    kind: "indirect",
    facts: ["Mei Lin Chen"],
  },
  {
    question:
      "I work in marketing and I've done a bunch of free JavaScript tutorials online but I keep getting stuck. I want something structured. How long does the full stack course take?",
    kind: "answer",
    anyOf: [["24 weeks", "24-week"]],
    absent: ["16 weeks"],
  },
  {
    question:
      "I live in Orange, four hours west of Sydney, and I work on my family's farm. I can't get to the city every week. Can I join the full stack classes online?",
    kind: "answer",
    anyOf: [["streamed live", "join the same class online", "online"]],
  },
  {
    question:
      "I live in Albury and there's no way I'm moving to Sydney. I've got a good laptop and decent internet. Can I do data analytics remotely?",
    kind: "answer",
    anyOf: [["no online option", "campus in Sydney only"]],
  },
  // Business owners: the ask wants the service or a price, not a course.
  {
    question:
      "I run a cleaning company with about 40 staff. We built a booking app last year with a freelancer and it crashes all the time. We need someone to test it properly. What does that cost?",
    kind: "indirect",
    facts: ["5,000"],
    absent: ["4,000"],
  },
  {
    question:
      "We're a family-run florist with two shops. Our customers keep asking if they can order on their phones. How much would an app cost us?",
    kind: "indirect",
    facts: ["20,000"],
  },
  {
    question:
      "I'm the operations manager at a logistics firm. Our in-house portal was written years ago and keeps breaking after every update. We don't want to train our own people, we'd like to hire testers. How do we get started?",
    kind: "indirect",
    facts: ["free consultation"],
  },
  // Career outcome and support.
  {
    question:
      "I'm 45, I've been a print machinist my whole life and the factory is closing. I've got a mortgage and two teenagers. Do you help people find a job after the QA course?",
    kind: "paraphrase",
    anyOf: [["Portfolio review", "Mock interview", "CV and LinkedIn", "cannot promise you a job"]],
  },
  {
    question:
      "I'm a lab technician and I'm bored out of my mind. I like numbers and spreadsheets. What jobs could I go for after the data analytics course?",
    kind: "indirect",
    anyOf: [["data analyst", "reporting analyst", "business intelligence"]],
  },
  // Missing class, hours a week.
  {
    question:
      "I do fly-in fly-out work on the rigs, three weeks on and one off. I'm going to miss classes no matter what. What happens if I miss one?",
    kind: "paraphrase",
    anyOf: [["catch up", "online space"]],
  },
  {
    question:
      "I've got a full-time job as an office manager and a toddler at home. I need to know what I'm signing up for. How many hours a week outside class does the QA course need?",
    kind: "paraphrase",
    anyOf: [["5 to 7 hours"]],
  },
];
