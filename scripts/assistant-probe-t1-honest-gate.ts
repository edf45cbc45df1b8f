/**
 * Probe batch (issue 16, fixer t1-honest-gate): in-scope questions worded with slang, typos or
 * everyday words the site never uses ("gear", "flake", "ghost", "gig") around an ask content/
 * answers (a week in a course, equipment for online study, a missed class, no job guarantee, the
 * web service's stack, fortnightly demos, support after launch, when an applicant hears back, the
 * careers page, blog advice, weekly code review, training and services, the privacy regulator).
 * A few out-of-scope neighbours keep the honest reply. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

export const probes: Probe[] = [
  // A week in a course (program-guide.ts: week, selfStudy).
  { question: "whats the usual weekly grind like on full stack?", anyOf: [["6 to 8 hours", "code review", "module project"]] },
  { question: "give me the rundown of a regular week in data analytics", anyOf: [["5 to 7 hours", "analysis exercise", "public data set"]] },
  // Equipment (study.ts: equipment).
  {
    before: ["Can I do the QA course online?"],
    question: "sweet, any special kit I need to join from home?",
    facts: ["headset"],
  },
  { question: "what gadgets do i need for the online classes", facts: ["headset"] },
  { question: "do u lend out macbooks to students or do i bring mine", anyOf: [["own laptop", "do not provide"]] },
  { question: "will i need to buy any programs for the course or is it all freebies", anyOf: [["free for students"]] },
  // A missed class (study.ts: missedClass).
  { question: "if i flake on a saturday class do i fall behind for good?", anyOf: [["catch up", "notes and exercises", "Tell your instructor"]] },
  { question: "gonna have to ditch one class for a wedding, am i cooked?", anyOf: [["catch up", "notes and exercises", "Tell your instructor"]] },
  // Careers support: no promise of a job.
  { question: "no offence but is there a promise i'll land a gig after?", anyOf: [["cannot promise", "no course can guarantee"]] },
  { question: "will you fellas guarantee me employment when i finish", anyOf: [["cannot promise", "no course can guarantee"]] },
  // The web service's technologies, demos, support after launch (services.ts).
  { question: "what frameworks does your web crew build with? we're a react shop", anyOf: [["React", "Nextjs", "TypeScript"]] },
  { question: "how often do we get to eyeball progress while you build our app?", anyOf: [["fortnightly"]] },
  {
    before: ["How much is a mobile app?"],
    question: "once the app's live do you ghost us or keep maintaining it?",
    anyOf: [["on call", "monitoring", "Launch and support"]],
  },
  // When an applicant hears back (application-next-steps.ts, FAQ).
  { question: "sent off my QA aplication yesterday, when shud i expect a ring or email?", anyOf: [["two business days", "within a week"]] },
  // The careers page: what the company looks for.
  { question: "any vacancies at harbourline? keen to join ur crew, what sort of ppl do u want", anyOf: [["Teach by doing", "Small teams", "Flexible hours"]] },
  // Blog advice.
  { question: "should empty spreadsheet cells just become zero?", anyOf: [["not the same as zero"]] },
  { question: "whats the very first thing ur analysts type in a fresh notebook", facts: ["df.dtypes"] },
  { question: "my boss reckons we can bin all manual testing and automate the lot, good plan?", anyOf: [["honest answer is no", "need both", "does not replace manual"]] },
  // Weekly code review (program-details.ts, program-guide.ts).
  { question: "on full stack who marks my homework, and is it every week?", anyOf: [["code review"]] },
  // Training and services both (pages.ts: about).
  { question: "r u a uni-type place or a software shop??", anyOf: [["IT jobs", "training"], ["technology partner", "software"]] },
  // Privacy complaints: the regulator.
  { question: "who can i grumble to outside harbourline if u botch my personal data?", anyOf: [["OAIC", "Australian Information Commissioner"]] },
  // Other facts behind a slangy word.
  { question: "how many hrs of homework a week on the QA course roughly", anyOf: [["5 to 7 hours"]] },
  { question: "do i score a cert at the end or nah", anyOf: [["certificate of completion"]] },
  { question: "is there a portal to stalk my application status?", anyOf: [["student portal", "portal"]] },
  // Out of scope: still the honest reply.
  { question: "do u hook students up with free parking?", none: true },
  { question: "can i bring my dog to class, he's chill", none: true },
  { question: "do you do free pizza fridays for students?", none: true },
];
