/**
 * Probe batch (issue 16, fixer u2-unknown-words): in-scope questions worded with words the site
 * never uses ("stack", "sprints", "cadence", "post-launch", "agency", "school", "bail", "hook up")
 * for things content/ answers: the web service's technologies, fortnightly demos, support after
 * launch, training and services both, weekly code review, a missed class, bringing your own
 * laptop. A few out-of-scope neighbours keep the honest reply. Written from content/ before any fix.
 * Run: npm run probe:assistant
 */
import type { EvalCase } from "./assistant-eval.ts";

type Probe = EvalCase & { orNone?: true };

export const probes: Probe[] = [
  { question: "what tech stack do you build websites on?", anyOf: [["React", "Nextjs", "TypeScript"]] },
  { question: "we're a typescript shop, what's your web stack like?", anyOf: [["React", "Nextjs", "TypeScript"]] },
  { question: "do you work in sprints when you build an app for us?", anyOf: [["fortnightly"]] },
  { question: "what's the demo cadence on a client project?", anyOf: [["fortnightly"]] },
  {
    before: ["Do you build mobile apps?"],
    question: "what about post-launch, any support?",
    anyOf: [["on call", "monitoring", "Launch and support"]],
  },
  { question: "are you an agency or a school?", anyOf: [["IT jobs", "training"], ["technology partner", "software"]] },
  { question: "is harbourline a bootcamp or a dev shop?", anyOf: [["IT jobs", "training"], ["technology partner", "software"]] },
  { question: "on the full stack course who reviews my code and how often?", anyOf: [["code review"]] },
  { question: "if i bail on a lesson do i miss out?", anyOf: [["catch up", "notes and exercises", "Tell your instructor"]] },
  { question: "what if i skip a class one week?", anyOf: [["catch up", "notes and exercises", "Tell your instructor"]] },
  { question: "can you hook me up with a laptop for the course?", anyOf: [["own laptop", "do not provide"]] },
  { question: "do students get loaner laptops?", anyOf: [["own laptop", "do not provide"]] },
  // Out of scope: still the honest reply.
  { question: "can you hook me up with a gym membership?", none: true },
  { question: "what's your agency's Glassdoor rating?", none: true },
];
