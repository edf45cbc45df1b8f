/**
 * Probe batch (issue 16, fixer g1): a visitor tells their situation at length first (job, hours,
 * family, town, years in another career, their business, their staff) and asks at the end. The
 * ask at the end decides what is answered; the situation only picks the course or service.
 * Written before any fix; facts copied from content/.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const NO_REFUND = ["no refund", "not refunded", "non-refundable", "no refunds", "not refundable"];
const EVENING = ["6PM-9PM", "6PM", "6 PM", "evening"];
const SATURDAY = ["Saturday"];
const NO_CODING = ["No coding experience", "No programming experience"];
const FS = "/training-programs/full-stack-development";
const QA = "/training-programs/qa-and-software-testing";

export const probeG1: DevCase[] = [
  // a business owner's story, then the price of the web service
  {
    kind: "indirect",
    question:
      "We run a family bakery in Parramatta and have done for eleven years. Our website was built by a nephew back in 2014 and it barely works on phones. Customers keep asking to order cakes online. Roughly what would something like that set us back?",
    anyOf: [["10,000"]],
  },
  {
    kind: "indirect",
    question:
      "I own a small hardware store with four staff. The site we have is just a page with our phone number and hours. I'd love people to be able to buy from us on the web. Ballpark, how much are we talking?",
    anyOf: [["10,000"]],
  },
  {
    kind: "indirect",
    question:
      "My partner and I run a dog grooming business and we're flat out. Bookings come in by phone and text, which is chaos. We want an app on people's phones where they can book a slot. What does building an app like that usually cost with you?",
    anyOf: [["20,000"]],
  },
  {
    kind: "indirect",
    question:
      "Our company has an online booking platform that about 3,000 customers use every week. We've had a couple of embarrassing bugs go live this year and my developers are stretched. How much does it cost to get you to test it for us?",
    anyOf: [["5,000"]],
  },
  // a career story, then which course a beginner can manage
  {
    kind: "indirect",
    question:
      "I've worked in a supermarket for fourteen years, mostly on the registers and then as a team leader. I was never any good at maths at school and I've never written a line of code. Is there a course here someone like me could actually cope with?",
    anyOf: [NO_CODING],
  },
  {
    kind: "indirect",
    question:
      "I'm 45, I've been a receptionist at a dental clinic my whole working life and I'm not techy at all, I can just about use email and spreadsheets. Which of your programs would be doable for a complete beginner?",
    anyOf: [NO_CODING],
  },
  {
    kind: "indirect",
    question:
      "I spent ten years in hospitality, mostly running a cafe floor, and honestly I have zero programming background. Do I need to know how to code before I start one of your courses?",
    anyOf: [NO_CODING],
  },
  {
    kind: "indirect",
    question:
      "I was a chef for years until my back gave out. I've never done anything with computers beyond my phone. Would I be out of my depth in the QA course, or do you need coding first?",
    anyOf: [["No coding experience"]],
    link: QA,
  },
  // a parent far away who can only study evenings from home
  {
    kind: "indirect",
    question:
      "I'm a single mum with two kids under ten, I work 9 to 5 at the council, and we live out near Dubbo, hours from Sydney. The only time I'd have is evenings once the kids are asleep, from home. Which of your courses could I realistically do?",
    anyOf: [["QA", "Software Testing"], EVENING],
  },
  {
    kind: "indirect",
    question:
      "We moved to a farm outside Wagga last year and I work full days in the shire office. I can't drive to the city every week. Is there anything I could study from home at night?",
    anyOf: [["online"], EVENING],
  },
  {
    kind: "indirect",
    question:
      "I live in Newcastle, work shifts at the hospital during the day and have a toddler. If I did the full stack course, could I do it from home in the evenings?",
    anyOf: [["online"], EVENING],
    link: FS,
  },
  // an employer whose testers test by hand
  {
    kind: "indirect",
    question:
      "I manage a team of five testers at an insurance company. Everything they do is clicking through screens by hand and it takes weeks before each release. I want them to start automating their checks. Which of your programs is meant for that?",
    anyOf: [["QA and Software Testing", "QA & Software Testing", "Manual testers who want to add test automation"]],
  },
  {
    kind: "indirect",
    question:
      "I've been a manual tester for six years at a bank, writing test cases in spreadsheets and running them myself. My manager says I need to learn automation or get left behind. What would you recommend for me?",
    anyOf: [["QA and Software Testing", "QA & Software Testing", "test automation"]],
  },
  // abroad / time difference, then the refund
  {
    kind: "indirect",
    question:
      "I'm currently living in Singapore for my husband's work, so the classes would be at a strange hour for me. If a few weeks in I find I can't keep up with the time difference and stop coming, do I get the fee back?",
    anyOf: [NO_REFUND],
  },
  {
    kind: "indirect",
    question:
      "I work fly-in fly-out in the Pilbara, two weeks on, one week off, and my roster changes a lot. Suppose I enrol, do a month and then have to quit because of work. Is any of the money refunded?",
    anyOf: [NO_REFUND],
  },
  {
    kind: "indirect",
    question:
      "My mum has been unwell and I'm her main carer, so my plans could change at short notice. If I pay for the course and then have to pull out, can I get a refund?",
    anyOf: [NO_REFUND],
  },
  // keeping a full-time job
  {
    kind: "indirect",
    question:
      "I'm an accountant, full time, 40 plus hours a week, and we've got a mortgage so I can't quit. Is it possible to keep my job while doing one of your courses?",
    anyOf: [["Yes"], ["evening", "Saturday"]],
  },
  {
    kind: "indirect",
    question:
      "I work as a electrician Monday to Friday, long days on site. I'd like to get into data but I need the income. Could I do the course and still work full time?",
    anyOf: [["Yes"], ["evening", "Saturday"]],
  },
  {
    kind: "indirect",
    question:
      "I teach primary school and my days are packed until about 4. Would I have to give up teaching to do the full stack course, or can I fit it around work?",
    anyOf: [["evening", "Saturday", "keep working", "full-time job"]],
  },
  // when are classes, after a story
  {
    kind: "indirect",
    question:
      "I'm a nurse on day shifts, Monday to Friday, and weekends I look after my grandkids on Sundays. What times are the classes actually held?",
    anyOf: [EVENING, SATURDAY],
  },
  {
    kind: "indirect",
    question:
      "I've driven buses in Sydney for twenty years and I'd like something less hard on the body. I have a laptop but it's pretty old. What do I need to bring, laptop-wise?",
    anyOf: [["8 GB", "Windows 10", "macOS"]],
  },
  // the story mentions careers or jobs, but the ask is the fee
  {
    kind: "indirect",
    question:
      "I've been in retail management for twelve years, I'm tired of weekends and I want a job in tech, maybe testing. Before I get my hopes up, how much does the QA course cost?",
    anyOf: [["$"]],
    absent: ["Sorry"],
  },
  // out of scope, even after a long story: honest reply
  {
    kind: "out-of-scope",
    question:
      "I run a plumbing business with six apprentices and my wife does the books. We're thinking of expanding to Brisbane next year. Can you recommend a good accountant there?",
    none: true,
  },
  {
    kind: "out-of-scope",
    question:
      "I've been a truck driver for twenty years and my kids are now at uni. I'm thinking about getting into tech but first: do you offer a government subsidy or Centrelink payment while studying?",
    none: true,
  },
];
