/**
 * Probe batch (issue 16, fixer w2-other-names): visitors' own names for the site's things
 * ("syllabus", "prospectus" for the course outline and topics; "résumé", "CV", "interview prep"
 * for careers support; "deposit", "upfront" for the payment terms; "campus", "premises" for the
 * address), and graduates found by their story ("the one from hospitality"). Written from
 * content/ before any fix. Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

const FS_TOPICS = ["Front end", "Back end", "DevOps"];
const QA_TOPICS = ["QA fundamentals", "Manual testing", "Automated testing"];
const DA_TOPICS = [["Data collection and cleaning", "cleaning"], ["Statistical analysis", "hypothesis"]];
const ADDRESS = ["88 Harbour Street"];
const PAID_AFTER = [["paid after enrolment", "pay nothing before", "after enrolment", "after you are enrolled"]];

export const probes: EvalCase[] = [
  // Course outlines under other names.
  { kind: "paraphrase", question: "can i see the syllabus for the full stack course?", facts: FS_TOPICS },
  { kind: "paraphrase", question: "What's on the curriculum for QA and software testing?", facts: QA_TOPICS },
  { kind: "slang", question: "whats the module list for data analytics", anyOf: DA_TOPICS },
  { kind: "typo", question: "wat topics r in the sylabus for the testing course", facts: QA_TOPICS },
  {
    kind: "follow-up",
    before: ["tell me about the data analytics course"],
    question: "what's in the curriculum?",
    anyOf: DA_TOPICS,
  },
  {
    kind: "indirect",
    question: "do you have a prospectus or brochure for the full stack program I can download?",
    anyOf: [["outline", "Front end"]],
  },
  // Careers support under other names.
  { kind: "paraphrase", question: "will someone look over my résumé?", anyOf: [["CV and LinkedIn review", "CV"]] },
  { kind: "slang", question: "do u help with resumes and linkedin", facts: ["LinkedIn"] },
  { kind: "paraphrase", question: "Is there any interview prep?", anyOf: [["Mock interview", "practice interview"]] },
  { kind: "indirect", question: "will anyone check my portfolio before I start applying for jobs?", facts: ["Portfolio review"] },
  { kind: "typo", question: "do you help with my cv or job interveiws", anyOf: [["CV"]], facts: ["interview"] },
  // Graduates found by their story.
  { kind: "indirect", question: "did any of your grads come from hospitality?", facts: ["Priya Sharma"] },
  { kind: "paraphrase", question: "what did the past student who worked in hospitality say?", facts: ["Priya"] },
  { kind: "indirect", question: "is there an ex-student who kept their job while studying?", facts: ["Aisha Karim"] },
  { kind: "slang", question: "any alumni who already used spreadsheets before the course", facts: ["Marco Rossi"] },
  { kind: "paraphrase", question: "which graduate became a QA analyst?", facts: ["Liam O'Connor"] },
  { kind: "indirect", question: "did any former student talk about the careers help, like CV reviews?", facts: ["Sofia Martins"] },
  { kind: "slang", question: "which grad got their project deploying to aws", facts: ["Jack Thompson"] },
  { kind: "indirect", question: "has anyone said the instructors replied on weekends?", facts: ["Hannah Nguyen"] },
  // Payment terms under other names.
  { kind: "paraphrase", question: "Is there a deposit to hold my spot?", anyOf: PAID_AFTER },
  { kind: "slang", question: "do i have to pay anything upfront", anyOf: PAID_AFTER },
  { kind: "paraphrase", question: "how much is the enrolment fee?", anyOf: [["Applying is free", "$4,000", "$6,000"]] },
  { kind: "typo", question: "is ther an application fee or deposit", anyOf: [["Applying is free", "pay nothing before"]] },
  // The address under other names.
  { kind: "paraphrase", question: "where's your campus?", facts: ADDRESS },
  { kind: "slang", question: "what building r u in", anyOf: [["88 Harbour Street", "Level 12"]] },
  { kind: "paraphrase", question: "Where are your premises located?", facts: ADDRESS },
  { kind: "typo", question: "wher is the campas", facts: ADDRESS },
];
