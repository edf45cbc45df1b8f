/**
 * Probe batch m3 (issue 16): enrolled students during their course, and the edge of what the site
 * says. New wordings of the kinds that failed in development sets 54 and 55; facts verbatim from
 * content/. Written before any fix.
 */
import type { DevCase } from "./assistant-dev-set-2.ts";
export const probeM3: DevCase[] = [
  { before: ["I'd like to move to a different class time"], question: "who do i contact to arrange it?", kind: "follow-up", anyOf: [["e-mail", "hello@harbourline.example"]] },
  { before: ["can I switch to the Saturday class mid course?"], question: "ok how do I request that", kind: "follow-up", anyOf: [["e-mail", "hello@harbourline.example"]] },
  { question: "who marks my full stack project work each week?", kind: "paraphrase", anyOf: [["code review", "working developer"]] },
  { question: "on full stack, who reviews the code i submit?", kind: "answer", anyOf: [["code review", "working developer"]] },
  { question: "what kind of feedback do data analytics students get on their weekly work?", kind: "answer", anyOf: [["feedback on your analysis", "present it"]] },
  { question: "how does weekly feedback differ between QA and full stack?", kind: "comparison", anyOf: [["working developer", "code review"], ["instructor reviews", "your instructor"]] },
  { question: "do full stack modules finish with some sort of test or project?", kind: "paraphrase", anyOf: [["ends with a project", "project reviewed by a working developer"]] },
  { question: "how are full stack students assessed?", kind: "indirect", anyOf: [["ends with a project", "project reviewed by a working developer", "code review"]] },
  { question: "who do I talk to if I have a complaint about my course?", kind: "paraphrase", anyOf: [["hello@harbourline.example", "(02) 5550 1234", "put it right"]] },
  { question: "im unhappy with how my class is going, how do i raise it", kind: "slang", anyOf: [["hello@harbourline.example", "(02) 5550 1234", "put it right"]] },
  { question: "what do i do if something goes wrong during the course?", kind: "indirect", anyOf: [["hello@harbourline.example", "(02) 5550 1234", "put it right"]] },
  { question: "If I'm not satisfied with how you handle my privacy complaint, where can I escalate it?", kind: "answer", anyOf: [["OAIC", "Australian Information Commissioner"]] },
  { before: ["how do I complain about a privacy issue?"], question: "what if your answer doesn't sort it out?", kind: "follow-up", anyOf: [["OAIC", "Australian Information Commissioner"]] },
  { question: "which programs let me join the class remotely?", kind: "comparison", facts: ["QA", "Full stack"] },
  { question: "can i do any of your courses from home some weeks?", kind: "indirect", facts: ["QA", "Full stack"] },
  { question: "for the data analytics projects, who do we show our dashboards to?", kind: "paraphrase", anyOf: [["panel"]] },
  { question: "do data analytics students have to present their project?", kind: "answer", anyOf: [["panel"]] },
  { question: "is your building wheelchair accessible?", kind: "no answer", none: true },
  { question: "when's the deadline to apply for the next full stack intake?", kind: "no answer", none: true },
  { question: "can i get a letter of recommendation from my teacher when i finish?", kind: "no answer", none: true },
  { before: ["will I definitely get a job after the course?"], question: "ok but do you help me prepare for interviews?", kind: "follow-up", facts: ["mock interview"] },
  { before: ["is there a job guarantee?"], question: "so what help do i actually get then", kind: "follow-up", anyOf: [["Mock interview", "Portfolio review", "CV and LinkedIn review"]] },
  { question: "can i get my money back if i drop out, and do you promise a job at the end?", kind: "multi-part", anyOf: [["no refund", "not refunded"], ["cannot promise you a job", "no course can guarantee you a job"]] },
  { question: "what's your refund policy and do graduates get guaranteed work?", kind: "multi-part", anyOf: [["no refund", "not refunded"], ["cannot promise you a job", "no course can guarantee you a job"]] },
];
