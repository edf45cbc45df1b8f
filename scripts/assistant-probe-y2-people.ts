/**
 * Probe batch (issue 16, fixer y2-people): people found by their role or by what they did or
 * said, compared, or asked two things about. New wordings written from content/people.ts,
 * content/program-details.ts, content/testimonials.ts and content/blog/ before any fix.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

export const probeY2People: DevCase[] = [
  // --- staff found by role, asked two things ---
  { kind: "indirect", question: "is the boss of the company hands-on with the students at all or only the money side?", anyOf: [["graduation project review", "graduation project"]] },
  { kind: "indirect", question: "does the founder ever see what students build?", anyOf: [["graduation project review", "graduation project"]] },
  { kind: "comparison", question: "Tomás vs Arjun: who is actually in front of the full stack class, and what is the other one responsible for?", facts: ["Arjun", "curriculum"] },
  { kind: "comparison", question: "is it Arjun Mehta or Tomas Rivera teaching full stack? what does the second guy do then?", facts: ["Arjun", "curriculum"] },
  { kind: "multi-part", question: "who designed the full stack syllabus, and who delivers the lessons?", facts: ["Tomás", "Arjun"] },
  { kind: "multi-part", question: "who's the full stack teacher and what did he do before? also who wrote that course's curriculum?", facts: ["Arjun", "Tomás"], anyOf: [["twelve years", "12 years", "logistics", "fintech"]] },
  { kind: "answer", question: "which person on your team teaches testing?", facts: ["Mei Lin"] },
  { kind: "typo", question: "who teachs the testin course", facts: ["Mei Lin"] },
  { kind: "multi-part", question: "who is the QA teacher and which tools does she automate with?", facts: ["Mei Lin", "Playwright"] },
  { kind: "multi-part", question: "who runs the analytics course and what's his background?", facts: ["Daniel"], anyOf: [["retail", "government", "eight years", "8 years"]] },
  // --- graduates found by what they said ---
  { kind: "paraphrase", question: "which former student talked about their project deploying itself to the cloud whenever they pushed?", facts: ["Jack"] },
  { kind: "paraphrase", question: "who was the grad that loved the devops part?", facts: ["Jack"] },
  { kind: "typo", question: "wut do graduats think of the class size", anyOf: [["small classes", "Small classes", "Hannah"]] },
  { kind: "indirect", question: "are classes small? what do students who went there say?", anyOf: [["small classes", "Small classes", "Hannah"]] },
  { kind: "paraphrase", question: "which graduate went from hospitality to a junior developer job?", facts: ["Priya"] },
  { kind: "paraphrase", question: "did any graduate mention getting a QA analyst job soon after finishing?", facts: ["Liam"] },
  { kind: "paraphrase", question: "what have past students said about studying at night while working?", anyOf: [["Aisha", "Evening classes"]] },
  { kind: "paraphrase", question: "which testimonial mentions a Power BI dashboard?", facts: ["Marco"] },
  // --- blog authors plus their role or course ---
  { kind: "multi-part", question: "who authored the article about whether to automate all tests, and what does she teach?", facts: ["Mei Lin"], anyOf: [["QA", "testing"]] },
  { kind: "multi-part", question: "the manual vs automation blog - who's the writer and what automation tools are in her course?", facts: ["Mei Lin", "Playwright", "Postman"] },
  { kind: "multi-part", question: "who wrote the post on a junior developer's first 90 days, and what's his job here?", facts: ["Tomás"], anyOf: [["Technology Head", "technology head"]] },
  { kind: "multi-part", question: "who is behind the clean data blog post and which course does he teach?", facts: ["Daniel"], anyOf: [["Data Analytics", "data analytics"]] },
  { kind: "typo", question: "who rote the blog abt cleaning data b4 charts", facts: ["Daniel"] },
  { kind: "comparison", question: "who has more years in industry, the testing instructor or the analytics one?", facts: ["Mei Lin"], anyOf: [["ten years", "10 years"]] },
];
