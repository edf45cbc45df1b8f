/**
 * Probe batch (issue 16, fixer v7-terms-dates-edges): details of the terms, the privacy policy and
 * the blog posts (when a page was last updated or a post published, which law governs the terms,
 * what breaking the conduct rule leads to, whether the certificate is accredited, what the
 * classrooms have), and practical asks far from the site (rooms, lunch, a gym, visas) that get the
 * honest reply. Written from content/ before any fix. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const NOV23 = ["2026-11-23", "23 November 2026", "November 23, 2026"];
const JUL21 = ["2026-07-21", "21 July 2026", "July 21, 2026"];
const OCT14 = ["2026-10-14", "14 October 2026", "October 14, 2026"];
const SEP02 = ["2026-09-02", "2 September 2026", "September 2, 2026"];
const ENDS = ["end the enrolment", "end your enrolment", "end their enrolment"];
const NOT_ACCREDITED = ["not nationally accredited", "not a registered training organisation"];

export const probes: EvalCase[] = [
  // When a page was last updated, a post published.
  { kind: "slang", question: "when did u last update ur privacy policy", anyOf: [NOV23] },
  { kind: "indirect", question: "how current is the privacy policy, what date is it from?", anyOf: [NOV23] },
  { kind: "paraphrase", question: "are your T&Cs recent? what's the date on them", anyOf: [NOV23] },
  { kind: "typo", question: "wen was the junior develper first 90 days post writen?", anyOf: [OCT14] },
  {
    kind: "paraphrase",
    question: "What date did the manual vs automated testing article go up?",
    anyOf: [SEP02],
  },
  { kind: "slang", question: "how old is that blog about cleaning data", anyOf: [JUL21] },
  {
    kind: "follow-up",
    before: ["tell me about the blog post on manual vs automated testing"],
    question: "when was it published?",
    anyOf: [SEP02],
  },
  {
    kind: "multi-part",
    question: "who wrote the data cleaning blog and when was it posted?",
    facts: ["Daniel Okafor"],
    anyOf: [JUL21],
  },
  // Which law governs the terms.
  {
    kind: "paraphrase",
    question: "what jurisdiction applies to the enrolment contract?",
    facts: ["New South Wales"],
  },
  { kind: "slang", question: "r ur terms under nsw law or victorian?", facts: ["New South Wales"] },
  {
    kind: "indirect",
    question: "if there was ever a legal dispute about my enrolment, which state's laws would apply?",
    facts: ["New South Wales"],
  },
  // Conduct, in everyday words.
  { kind: "slang", question: "can i get kicked out for being a jerk to other students", anyOf: [ENDS] },
  { kind: "indirect", question: "what if i pay a mate to do my course projects for me", anyOf: [ENDS] },
  { kind: "paraphrase", question: "How seriously do you take cheating on assignments?", anyOf: [ENDS] },
  {
    kind: "indirect",
    question: "a guy in my class keeps harassing me, what would you do about it",
    anyOf: [["harasses", "end the enrolment", "end their enrolment"]],
  },
  // The certificate.
  { kind: "slang", question: "r u guys an RTO?", anyOf: [NOT_ACCREDITED] },
  {
    kind: "indirect",
    question: "will employers treat ur certificate like a proper tafe diploma?",
    anyOf: [NOT_ACCREDITED],
  },
  { kind: "paraphrase", question: "Is your certificate government recognised?", anyOf: [NOT_ACCREDITED] },
  // The classrooms.
  {
    kind: "slang",
    question: "is there wifi in the classrooms or do i need my own hotspot",
    facts: ["Wi-Fi"],
  },
  { kind: "indirect", question: "can i plug my laptop in at my desk during class?", facts: ["power point"] },
  // Far from the site: the honest reply.
  { kind: "out-of-scope", question: "any good cheap places to grab lunch near your office?", none: true },
  {
    kind: "out-of-scope",
    question: "looking for a share house near the cbd, any tips on where to look?",
    none: true,
  },
  { kind: "out-of-scope", question: "is there a gym close to your campus", none: true },
  { kind: "out-of-scope", question: "can u sponsor my student visa if i enrol", none: true },
  {
    kind: "out-of-scope",
    question: "where do i find affordable accommodation while studying with you?",
    none: true,
  },
  { kind: "out-of-scope", question: "is there a cheap hostel near 88 harbour street?", none: true },
];
