/**
 * Probe batch (issue 16, fixer f3-apply): getting in touch asked indirectly, following and
 * changing an application after sending it, what the terms checkbox agrees to, the visitor's own
 * homework and world facts (time zones, weather) the site never covers, and courses we do not run
 * that share words with ours. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type ProbeCase = EvalCase & { orNone?: true };

const EMAIL = "hello@harbourline.example";
const PHONE = ["5550 1234", "0491 570 156"];
const APPLY = ["how do i apply?", "what happens once i've sent the form?"];
const CANNOT_CHANGE = ["cannot be changed", "new application", "can't be changed"];
const NOT_RUN = ["We have no", "we don't run", "we do not run", "don't have a", "do not have a"];

export const f3Apply: ProbeCase[] = [
  // Getting in touch, asked indirectly (site.ts: email, phones).
  { question: "how would I reach someone at harbourline?", facts: [EMAIL], anyOf: [PHONE] },
  { question: "who do I talk to if I have more questions?", facts: [EMAIL] },
  { question: "is there an actual person I can chat to about the courses", anyOf: [[EMAIL, ...PHONE]] },
  { question: "whats the easiest way to get hold of you guys", facts: [EMAIL], anyOf: [PHONE] },
  { question: "Can I ring someone there to ask a couple of things?", anyOf: [PHONE] },
  { question: "what's the quickest way to contact a real person at your school?", anyOf: [[EMAIL, ...PHONE]] },
  { question: "how can i get in touch with your team", facts: [EMAIL] },

  // Following an application online (faq.ts: student portal).
  { question: "is there somewhere online where i can see how my application is going?", before: APPLY, facts: ["portal"] },
  { question: "can I log in anywhere to track it?", before: APPLY, facts: ["portal"] },
  { question: "do i get an account to keep an eye on it", before: APPLY, facts: ["portal"] },

  // Changing a sent application (faq.ts: cannot be changed, submit a new one).
  { question: "i spelled my email wrong on it, how do i fix that?", before: APPLY, anyOf: [CANNOT_CHANGE] },
  { question: "I picked the wrong class time when I applied, can I change it now?", anyOf: [[...CANNOT_CHANGE, "another class time", "move to another"]] },
  { question: "made a typo in my address on the form i sent, can that be updated?", anyOf: [CANNOT_CHANGE] },

  // The terms checkbox (enrolment-terms.ts, /terms).
  { question: "what do the checkboxes on the application form mean?", link: "/terms" },
  { question: "when I tick 'I accept the terms' what exactly am I signing up to?", link: "/terms" },
  { question: "what's in the terms and conditions I have to agree to when enrolling?", link: "/terms" },

  // The visitor's own work, world facts: the honest reply.
  { question: "could you help me do my javascript assignment?", none: true },
  { question: "can you check my SQL homework answers", none: true },
  { question: "what time is it in London now?", none: true },
  { question: "what's the weather going to be like in Sydney tomorrow?", none: true },
  { question: "how many hours ahead is Sydney from New York?", none: true },
  // ...without breaking the site's own times and workload.
  { question: "what time do the classes start in sydney?", anyOf: [["6PM", "6 PM", "11AM"]] },
  { question: "how much homework is there each week for QA?", anyOf: [["5 to 7", "5-7"]] },

  // Courses we do not run, named with words we use.
  { question: "do you offer a data science course?", anyOf: [NOT_RUN], orNone: true },
  { question: "is there a machine learning bootcamp?", anyOf: [NOT_RUN], orNone: true },
  { question: "any software engineering degree?", anyOf: [[...NOT_RUN, "not nationally accredited", "Full stack"]], orNone: true },
  { question: "do you teach a cloud computing course", anyOf: [[...NOT_RUN, "AWS"]], orNone: true },
  // ...while the ones we run stay answered.
  { question: "do you have a data analytics bootcamp?", facts: ["Data Analytics"], absent: NOT_RUN },
];
