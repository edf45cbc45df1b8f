/**
 * Probe batch (issue 16, fixer h11): typed facts lost to chat typos or a neighbouring intent: heavy
 * phone-style spellings of contact words and program/mode words, qualification and earnings,
 * two-part messages mixing times, jobs and payments, and prices of things the site does not price.
 * Written from content/ before any fix; `orNone` accepts the honest reply too.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

const PHONE = ["5550 1234", "0491 570 156"];
const EMAIL = ["hello@harbourline.example"];
const HOURS = ["9AM-9PM", "10AM-3PM"];
const ADDRESS = ["Sydney"];
const CAMPUS_ONLY = ["on campus in Sydney only", "no online option"];
const ONLINE_OK = ["online"];
const CERT = ["certificate of completion", "not nationally accredited"];
const SALARY = ["salary figures", "do not publish"];
const KEEP_JOB = ["keep a full-time job"];
const TIMES = ["6PM-9PM", "11AM-2PM"];
const AFTER_ENROL = ["after enrolment"];
const INSTAL = ["instalments"];
const MISSED = ["catch up", "online space"];

export const probes: Probe[] = [
  // Contact words, phone-style spellings.
  { question: "wats ur fone numbr", anyOf: [PHONE], absent: ["ABN"] },
  { question: "wat is ur phne no", anyOf: [PHONE], absent: ["ABN"] },
  { question: "cn i get ur numba pls", anyOf: [PHONE], absent: ["ABN"] },
  { question: "hw do i ring u guys", anyOf: [PHONE], absent: ["ABN"] },
  { question: "wats ur emial adress", anyOf: [EMAIL], absent: ["ABN"] },
  { question: "whats ur emal", anyOf: [EMAIL], absent: ["ABN"] },
  { question: "wer r u located, whats the adres", anyOf: [ADDRESS], absent: ["ABN"] },
  { question: "wat r ur opn hrs", anyOf: [HOURS] },
  { question: "wen r u opn on satrday", anyOf: [["10AM-3PM"]] },
  { question: "r u opn sundy", anyOf: [["Closed", "closed"]] },
  // Program names and mode words.
  { question: "cn i do data analytcs frm home or do i hav to come in", anyOf: [CAMPUS_ONLY] },
  { question: "is data anlytics onlin", anyOf: [CAMPUS_ONLY] },
  { question: "can i do the data analitics course remotly", anyOf: [CAMPUS_ONLY] },
  { question: "is full stak availble onlin", anyOf: [ONLINE_OK], absent: ["no online option"] },
  { question: "do i hav to do QA in persn", anyOf: [ONLINE_OK], absent: ["no online option"] },
  { question: "data analytics - from home possible?", anyOf: [CAMPUS_ONLY] },
  // Qualification, accreditation, earnings.
  { question: "Will I walk away with a recognised qualification at the end?", anyOf: [CERT] },
  { question: "is the certifcate acredited", anyOf: [CERT] },
  { question: "do i get a diploma or something when i finish", anyOf: [["certificate of completion"]] },
  { question: "is this a real qualification employers recognise?", anyOf: [CERT] },
  { question: "ballpark, what would I be earning after the full stack course?", anyOf: [SALARY] },
  { question: "how much do QA testers make after ur course", anyOf: [SALARY] },
  { question: "whats the average salary of your grads", anyOf: [SALARY] },
  { question: "what kind of pay can i expect once i finish data analytics", anyOf: [SALARY] },
  // Two-part messages.
  {
    question: "What times are the classes, and could I keep my full-time job while studying?",
    anyOf: [TIMES, KEEP_JOB],
  },
  { question: "wen r classes and can i still work full time", anyOf: [TIMES, KEEP_JOB] },
  { question: "When do I have to pay, and can I split it up?", anyOf: [AFTER_ENROL, INSTAL] },
  { question: "when is the fee due and is there a payment plan?", anyOf: [AFTER_ENROL, INSTAL] },
  { question: "what time is class and what if i miss one", anyOf: [TIMES, MISSED] },
  // Missed class.
  {
    question: "I travel for work now and then, what happens if I can't make it to class one week?",
    anyOf: [MISSED],
  },
  { question: "wat if i miss a clas", anyOf: [MISSED] },
  { question: "i'm sick next tuesday, will i fall behind if i skip?", anyOf: [MISSED] },
  // Prices the site does not give.
  { question: "How much is your monthly support and maintenance plan after an app launches?", none: true },
  { question: "what do you charge per hour for consulting?", anyOf: [["fixed"]], orNone: true },
  { question: "how much does a website cost with you guys", anyOf: [["$10,000"]] },
  { question: "whats the price of a logo design", none: true },
];
