/**
 * Development set 49 (issue 16). First written as a blind probe set (p64: applying and admission: who reviews an application, whether everyone gets in, waiting lists, next steps, the portal, terms, paying, refunds, privacy of the details given) by an
 * examiner who read only the spec, the issue, content/ and the case format, and run on the engine
 * at 59e4ce3, which nobody had tuned to it (first run 46/60; docs/evaluation/assistant-scores.md);
 * committed as a development set afterwards, unchanged except for the import and the export's name.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const applyForm = ["application form", "Start your application", "enrol-now"];
const notEveryone = ["waiting list", "decline", "could not offer"];
const noRefund = ["no refund", "not refunded"];
const accept = ["acceptance e-mail", "accept the place", "accept our offer"];

export const devSet49: DevCase[] = [
  // How to apply
  { question: "How do I apply for one of your training programs?", kind: "answer", anyOf: [applyForm] },
  { question: "where do i actually sign up for a course, is there a form somewhere", kind: "slang", anyOf: [applyForm] },
  { question: "Can I apply for the QA course if I've never written a line of code?", kind: "indirect", anyOf: [["No coding experience"]] },

  // Who reviews, who gets in
  { question: "Is there an actual person who looks at what I submit, or is it all automated?", kind: "indirect", facts: ["advisor"] },
  { question: "Does every applicant get a place?", kind: "paraphrase", anyOf: [notEveryone] },
  { question: "do u guys just take anyone who applies or nah", kind: "slang", anyOf: [notEveryone] },
  { question: "I'm on the waitlist. Will you tell me if somebody drops out?", kind: "indirect", anyOf: [["as soon as a place opens", "order applications arrived"]] },
  { question: "If my application gets turned down, can I try again later?", kind: "paraphrase", anyOf: [["later intake", "apply again", "another program"]] },

  // After applying, next steps
  { question: "how long dose it take to here back after i submitt my aplication", kind: "typo", anyOf: [["two business days", "within a week"]] },
  { question: "What are the next steps once I've sent in the enrolment form?", kind: "paraphrase", anyOf: [["advisor", "confirmation"]] },
  { question: "Will I get some kind of email confirming you received my application?", kind: "paraphrase", facts: ["confirmation"] },
  { question: "When am I officially enrolled?", kind: "answer", anyOf: [accept] },
  { question: "Does sending in the application form lock me into anything?", kind: "indirect", anyOf: [["does not commit", "pay nothing", "Applying is free"]] },

  // Statuses
  { question: "What does the status 'received' mean on my application?", kind: "answer", facts: ["two business days"] },
  { question: "my aplication status says under reveiw, how long till a decison", kind: "typo", facts: ["within a week"] },
  { question: "The portal shows 'waitlisted' next to my application. What does that mean?", kind: "paraphrase", anyOf: [["waiting list", "is full"]] },
  { question: "My dashboard says my application is accepted. How do I lock in my place?", kind: "paraphrase", anyOf: [["acceptance e-mail", "(02) 5550 1234"]] },
  { question: "status just flipped to enrolled!! what happens now", kind: "slang", facts: ["welcome e-mail"] },
  { question: "What's the difference between being accepted and being enrolled?", kind: "comparison", anyOf: [accept] },
  { question: "waitlisted vs rejected, whats the diff?", kind: "comparison", anyOf: [["waiting list", "is full"], ["later intake", "could not offer"]] },

  // Portal and account
  { question: "Can I track my application online?", kind: "answer", facts: ["dashboard"] },
  { question: "How do I set up a student portal account?", kind: "paraphrase", anyOf: [["e-mail address you applied with", "sign-up", "sign up"]] },
  { question: "i made a mistake on my enrolmnet form, how do i fix it", kind: "typo", facts: ["new application"] },
  { question: "I can't remember the password for my student portal.", kind: "indirect", facts: ["Forgot password"] },
  { question: "how 2 delete my portal acct", kind: "slang", anyOf: [["ask us to close it", "hello@harbourline.example"]] },

  // Paying, refunds, withdrawing
  {
    question:
      "hi, I work in retail and have wanted to get into software testing for ages. I've filled in half the application but before I hit submit: do I have to pay anything upfront before I even know whether I'm in?",
    kind: "free text",
    anyOf: [["Applying is free", "pay nothing"]],
  },
  { question: "can i pay in installmants?", kind: "typo", facts: ["instalments"] },
  { question: "What payment methods do you accept for the course fee?", kind: "paraphrase", facts: ["bank transfer"] },
  { question: "refund policy?? asking for a friend lol", kind: "slang", anyOf: [noRefund] },
  { question: "I'm worried I might have to drop out halfway through for family reasons. Would I get any of my money back?", kind: "indirect", anyOf: [noRefund] },
  {
    question:
      "So I'm paying off the course in monthly instalments and it looks like I'll have to withdraw next month because I'm moving interstate for my partner's job. Do I have to keep paying the rest of the instalments after I leave?",
    kind: "free text",
    facts: ["cancelled"],
    anyOf: [["in writing"]],
  },
  { question: "If I withdraw my application, am I allowed to apply again later?", kind: "paraphrase", anyOf: [["apply again at any time", "apply again"]] },

  // Documents, data, privacy
  { question: "What information does the enrolment application ask for?", kind: "answer", anyOf: [["residential address", "highest education", "college or university"]] },
  { question: "What do you do with the personal details I put in my application?", kind: "answer", anyOf: [["assess your application", "assess it"]] },
  { question: "do u sell my data to randoms", kind: "slang", anyOf: [["never sell", "do not sell"]] },
  { question: "If I apply but never end up enrolling, how long do you hang on to my application?", kind: "paraphrase", facts: ["two years"] },
  { question: "How can I get my personal information deleted?", kind: "answer", facts: ["30 days"] },
  { question: "Apart from your own staff, does anyone else get to process my application info?", kind: "indirect", anyOf: [["web host", "e-mail delivery service"]] },
  { question: "I'm not happy with how you handled my personal info. Who can I escalate it to?", kind: "indirect", anyOf: [["OAIC", "Office of the Australian Information Commissioner"]] },

  // Enrolment terms
  { question: "What am I agreeing to when I tick the terms box on the application?", kind: "answer", anyOf: [["terms and conditions"], ["no refund", "after enrolment"]] },
  { question: "Where can I read the enrolment T&Cs before I apply?", kind: "paraphrase", facts: ["/terms"] },
  { question: "Once I'm enrolled, could I switch from a Tuesday evening class to the Saturday one?", kind: "indirect", anyOf: [["has room", "ask us by e-mail"]] },
  { question: "what happens if u move the start date after ive already enroled", kind: "typo", facts: ["two weeks"] },

  // Multi-part
  {
    question: "How do I apply, is it free, and how soon will someone contact me?",
    kind: "multi-part",
    anyOf: [applyForm, ["Applying is free", "pay nothing"], ["two business days"]],
  },
  { question: "When do I have to pay, and can I get my money back if I quit?", kind: "multi-part", facts: ["after enrolment"], anyOf: [noRefund] },
  { question: "Who reviews my application and how will they get in touch with me?", kind: "multi-part", facts: ["advisor", "e-mail or phone"] },
  { question: "I've been offered a place. What do I do to accept it, and when do I get the invoice?", kind: "multi-part", facts: ["invoice"], anyOf: [["acceptance e-mail", "(02) 5550 1234"]] },
  { question: "Can I pick my class time when I apply, and which times are there?", kind: "multi-part", anyOf: [["6PM-9PM", "6PM - 9PM"], ["11AM-2PM", "11AM - 2PM"]] },

  // Follow-ups
  { before: ["what happens after I apply?"], question: "and if I'm not accepted?", kind: "follow-up", anyOf: [["later intake", "waiting list", "apply again"]] },
  { before: ["Can I get a refund if I withdraw?"], question: "what if you're the ones who cancel the course though", kind: "follow-up", facts: ["Australian Consumer Law"] },
  { before: ["how do I create a student portal account"], question: "and what if I forget my password later?", kind: "follow-up", facts: ["Forgot password"] },
  { before: ["what do you do with my application details?"], question: "how long do you keep them if I don't enrol?", kind: "follow-up", facts: ["two years"] },
  { before: ["how much is the full stack course?"], question: "can i pay that off monthly?", kind: "follow-up", facts: ["instalments"] },
  { before: ["I just submitted my application"], question: "ok so whats next", kind: "follow-up", facts: ["advisor"] },
  { before: ["tell me about the data analytics course"], question: "can I apply to do it online?", kind: "follow-up", anyOf: [["no online option", "Sydney only"]] },

  // Honest no-answer
  { question: "Do you offer scholarships or any financial aid for the courses?", kind: "no answer", none: true },
  { question: "Is there a minimum age to apply?", kind: "no answer", none: true },
  { question: "What's the deadline to get an application in?", kind: "no answer", none: true },
  { question: "Roughly what percentage of applicants get accepted?", kind: "no answer", none: true },
  { question: "how do I apply for a tax file number?", kind: "out-of-scope", none: true },
];
