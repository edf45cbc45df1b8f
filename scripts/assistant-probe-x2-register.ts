/**
 * Probe batch (issue 16, fixer x2-register): in-scope questions in registers the engine has not
 * been taught: formal letters ("kindly inform me of the charges", "Regards"), Indian English
 * ("revert with", "mail id", "EMI option", "placement guarantee", "batch"), British and Australian
 * idiom ("half four", "lectures", "remit", "correspondence study", "outlay"), for facts content/
 * gives: fees, instalments, study mode, class times, payment methods, GST, careers support,
 * maths background, the address, phone and e-mail, the services' starting rates and demos, the
 * privacy request window, moving class time, and testing advice. A few out-of-scope neighbours in
 * the same registers keep the honest reply. Written from content/ before any fix.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const probeX2Register: DevCase[] = [
  {
    kind: "paraphrase",
    question: "Good afternoon. Could you kindly inform me of the charges for the data analytics programme? Regards, Mrs Patel",
    anyOf: [["4,000", "4000"]],
  },
  {
    kind: "multi-part",
    question: "Please revert with the course fee details of full stack and whether instalment option is there.",
    anyOf: [["6,000", "6000"], ["instalment", "installment", "monthly"]],
  },
  { kind: "slang", question: "Is there an EMI option for the data analytics course?", anyOf: [["instalment", "installment", "monthly"]] },
  {
    kind: "slang",
    question: "Reckon I could do the testing course from Perth without having to fly over?",
    anyOf: [["online"]],
  },
  {
    kind: "indirect",
    question: "I finish at the office at half four. Could I make it to the evening lectures?",
    anyOf: [["6PM", "6 PM", "6:00", "18:00"]],
  },
  { kind: "paraphrase", question: "Are any of the lectures held on a Saturday?", anyOf: [["11AM", "Saturday"]] },
  {
    kind: "paraphrase",
    question: "Can I remit the tuition by bank transfer, or must it be a cheque?",
    anyOf: [["bank transfer"]],
  },
  { kind: "paraphrase", question: "Is GST included in the tuition charges?", anyOf: [["include GST", "includes GST", "GST included"]] },
  {
    kind: "slang",
    question: "Do you give job guarantee after course completion?",
    anyOf: [["cannot promise", "guarantee", "no course can"]],
  },
  {
    kind: "paraphrase",
    question: "Would somebody be able to help me spruce up my curriculum vitae?",
    anyOf: [["CV"]],
  },
  {
    kind: "paraphrase",
    question: "Does one require a strong grounding in mathematics for the data analytics programme?",
    anyOf: [["high-school maths", "high school maths", "teaches the statistics"]],
  },
  {
    kind: "paraphrase",
    question: "Is correspondence study possible for any of your programmes?",
    anyOf: [["online"], ["QA"]],
  },
  {
    kind: "paraphrase",
    question: "To what address might I post a letter to your organisation?",
    anyOf: [["88 Harbour Street"]],
  },
  { kind: "slang", question: "kindly share contact number of your office", anyOf: [["5550 1234"]] },
  {
    kind: "slang",
    question: "Please share your mail id, I will forward my certificates to it",
    anyOf: [["hello@harbourline.example"]],
  },
  {
    kind: "paraphrase",
    question: "We should like to engage your firm to develop a bespoke mobile application. What sort of outlay ought we to anticipate?",
    anyOf: [["20,000", "20000"]],
  },
  {
    kind: "indirect",
    question: "Our organisation requires an independent quality audit of its software prior to release. At what price does that commence?",
    anyOf: [["5,000", "5000"]],
  },
  {
    kind: "paraphrase",
    question: "Are the starting prices for your web development services inclusive of GST?",
    anyOf: [["excluding GST", "exclude GST", "excludes GST", "plus GST"]],
  },
  {
    kind: "indirect",
    question: "During the engagement, shall we be shown the work in progress at regular intervals?",
    anyOf: [["fortnightly", "every two weeks"]],
  },
  {
    kind: "indirect",
    question: "Pursuant to privacy legislation, please delete all personal data you hold about me. How soon will that be actioned?",
    anyOf: [["30 days"]],
  },
  {
    kind: "indirect",
    question: "If I am allotted the Wednesday batch, can I get transferred to the Saturday batch later on?",
    anyOf: [["has room", "is room", "have room"]],
  },
  {
    kind: "free text",
    question: "Is it advisable for a testing team to automate the entirety of its test suite?",
    anyOf: [["does not replace", "need both", "both", "exploratory"]],
  },
  // Out of scope in the same registers: still the honest reply.
  { kind: "out-of-scope", question: "Kindly furnish details of hostel accommodation for outstation students.", none: true },
  { kind: "no answer", question: "Could you advise whether motor-car parking is available near your premises?", none: true },
];
