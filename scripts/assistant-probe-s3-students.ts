/**
 * Probe batch (issue 16, fixer s3-students): a cautious prospective student, and the parents,
 * partners and employers asking with them: costs on top of the fee, the workload beside a job,
 * who gives feedback, and what happens after an event (applying, a full intake, an offer), each
 * wrapped in worry or a story around the plain ask. New wordings of the classes seen in
 * development sets 24-27, written from content/ before any fix. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const EXTRA_COSTS = ["GST included", "include GST", "no extra cost", "free for students", "own laptop"];
const FREE_SOFTWARE = ["free for students"];
const HEADSET = ["headset"];
const ONE_CLASS = ["one three-hour class a week", "one class a week", "once a week"];
const KEEP_WORKING = ["full-time job", "keep working", "6 to 8 hours", "5 to 7 hours", "6PM", "one three-hour class"];
const REVIEWER = ["working developer", "code review", "instructor reviews", "feedback"];
const AFTER_APPLYING = ["two business days", "confirmation", "advisor"];
const WAITING_LIST = ["waiting list"];

export const probes: EvalCase[] = [
  // Costs on top of the course fee, asked with suspicion or a story.
  { question: "be honest, are there any hidden fees I should know about?", anyOf: [EXTRA_COSTS] },
  { question: "my dad wants to know if there's anything else to pay apart from the fee", anyOf: [EXTRA_COSTS] },
  { question: "what else will I end up paying for besides tuition?", anyOf: [EXTRA_COSTS] },
  { question: "Is the $6,000 the full amount or are there extras like materials?", anyOf: [EXTRA_COSTS] },
  { question: "seems cheap, whats the catch lol", anyOf: [EXTRA_COSTS] },

  // Software and licences: free for students.
  { question: "do I need to buy any paid software for the data course?", anyOf: [FREE_SOFTWARE] },
  { question: "I'm on a tight budget - will there be subscriptions or licences to pay for?", anyOf: [FREE_SOFTWARE] },
  { question: "are the tools you teach with free or do students pay for them", anyOf: [FREE_SOFTWARE] },

  // Equipment for studying from home, as a follow-up to an online question.
  { question: "what would I need at home to join online?", before: ["is full stack available online?"], anyOf: [HEADSET] },
  { question: "do i need any gear for that", before: ["can i do qa remotely"], anyOf: [HEADSET] },
  { question: "If I study online, what equipment do I need?", anyOf: [HEADSET] },

  // The workload beside a job, with the worry around it.
  {
    question: "I've got two kids and a full time job, honestly is the QA course too much on top of that?",
    anyOf: [KEEP_WORKING],
  },
  { question: "my partner works full time and is nervous about burning out. is data analytics manageable?", anyOf: [KEEP_WORKING] },
  { question: "how many nights a week would I have to come in for full stack?", anyOf: [ONE_CLASS] },
  { question: "is the full stack course full time or part time?", anyOf: [ONE_CLASS] },
  { question: "how many hours a week should i expect to put in for qa, including homework", anyOf: [["5 to 7 hours", "5-7 hours"]] },
  { question: "do I have to attend every weeknight or just once a week?", anyOf: [ONE_CLASS] },

  // Who looks at my work and gives feedback.
  { question: "who gives me feedback on my work in full stack?", anyOf: [REVIEWER] },
  { question: "In QA, does anyone actually check my test cases?", anyOf: [REVIEWER] },
  { question: "will a real developer review my code or is it automated?", anyOf: [REVIEWER] },

  // What happens after an event.
  { question: "just hit submit on my application, what's next?", anyOf: [AFTER_APPLYING] },
  { question: "I applied this morning and I'm nervous. when will I hear something?", anyOf: [AFTER_APPLYING] },
  { question: "what if the class I want has no spots left?", anyOf: [WAITING_LIST] },
  { question: "the saturday class is booked out, what happens to my application?", anyOf: [WAITING_LIST] },
  {
    question: "what happens once I'm offered a place?",
    anyOf: [["reply to our acceptance", "accept", "enrolled"]],
  },

  // Not on the site: honest replies.
  { question: "Can my manager get a copy of my attendance record each month?", none: true },
  { question: "What other bootcamps in Sydney would you recommend?", none: true },
  { question: "As a parent, will I get sent my son's grades?", none: true },
];
