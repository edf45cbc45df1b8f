/**
 * Probe batch x5-service-turns (issue 16): conversations that move between a service (web app,
 * mobile app, software testing for clients) and a course, with follow-ups that lean on the earlier
 * turns, and a client's general asks about a service. New wordings written for this batch, facts
 * from content/ (services.ts, consultation.ts, fees.ts, program-guide.ts, privacy.ts).
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const k20 = ["20,000", "20000"];
const k10 = ["10,000", "10000"];
const k5 = ["5,000", "5000"];
const k4 = ["4,000", "4000"];
const h57 = ["5 to 7", "5-7", "5–7", "five to seven"];
const h68 = ["6 to 8", "6-8", "6–8", "six to eight"];
const half = ["30-minute", "30 minute", "30 min", "half an hour", "half-hour"];
const fortnight = ["fortnightly", "every two weeks", "every 2 weeks"];

// chat A: a clinic's phone app, then what it is built with, progress, after launch
const a = [
  "we run a physio clinic and want patients to book from an app on their phones, ballpark price?",
  "which tech would you use for it",
  "how would we see how it's going while you build it",
  "and once it's live do you hang around if something breaks",
];
// chat B: study hours, then the testing one, then data
const bb = [
  "how many hours outside class does full stack take each week",
  "is the QA one lighter?",
  "what about the data one",
];
// chat C: testing for companies, kinds, back to the course
const c = [
  "do you guys test software for other businesses",
  "what sorts of testing do you cover",
  "back to the qa course for a sec, what's the fee",
];
// chat D: a course, then a web portal, what it's built in, back to the course
const d = [
  "i'm thinking about the data analytics course",
  "separately my boss wants a web portal for our staff, is that something you do?",
  "what's it built in",
  "returning to the course, how long does it run",
];
// chat E: the consultation and who is on it
const e = [
  "what actually happens on the free consult",
  "how soon would someone get back to me",
];
// chat F: a course first, then a mobile app, then back to the course fee
const f = [
  "tell me about the full stack course",
  "do you also make ios apps for companies?",
  "what do you code those in",
  "ok and going back to full stack, what does it cost",
];
// chat G: a website's price, then seniority and whether the price moves
const g = [
  "whats the starting price to get a website built by you",
  "are the people building it experienced or juniors",
  "will that price blow out halfway through",
];
// chat H: the QA course fee, then the service for a company
const h = [
  "how much is the QA course",
  "and if my company wanted you to test our product instead?",
  "what kinds of testing would that include",
];

const b = (chat: string[], i: number) => chat.slice(0, i);

export const probeX5ServiceTurns: DevCase[] = [
  { kind: "indirect", question: a[0]!, anyOf: [k20] },
  { kind: "follow-up", before: b(a, 1), question: a[1]!, facts: ["React Native", "Swift"] },
  { kind: "follow-up", before: b(a, 2), question: a[2]!, anyOf: [fortnight] },
  { kind: "follow-up", before: b(a, 3), question: a[3]!, anyOf: [["on call", "support", "monitoring"]] },

  { kind: "paraphrase", question: bb[0]!, anyOf: [h68] },
  { kind: "comparison", before: b(bb, 1), question: bb[1]!, anyOf: [h57] },
  { kind: "follow-up", before: b(bb, 2), question: bb[2]!, anyOf: [h57] },

  { kind: "indirect", question: c[0]!, anyOf: [k5] },
  { kind: "follow-up", before: b(c, 1), question: c[1]!, facts: ["security testing"], anyOf: [["functional"]] },
  { kind: "follow-up", before: b(c, 2), question: c[2]!, anyOf: [k4], absent: ["5,000"] },

  { kind: "indirect", before: b(d, 1), question: d[1]!, anyOf: [k10] },
  { kind: "follow-up", before: b(d, 2), question: d[2]!, facts: ["React"], anyOf: [["Typescript", "Javascript"]] },
  { kind: "follow-up", before: b(d, 3), question: d[3]!, anyOf: [["16 weeks", "16-week", "sixteen weeks"]] },

  { kind: "paraphrase", question: e[0]!, facts: ["senior developer"], anyOf: [half] },
  { kind: "follow-up", before: b(e, 1), question: e[1]!, anyOf: [["one business day", "1 business day"]] },

  { kind: "indirect", before: b(f, 1), question: f[1]!, anyOf: [k20] },
  { kind: "follow-up", before: b(f, 2), question: f[2]!, facts: ["React Native", "Swift"] },
  { kind: "follow-up", before: b(f, 3), question: f[3]!, anyOf: [["6,000", "6000"]], absent: ["20,000"] },

  { kind: "paraphrase", question: g[0]!, anyOf: [k10] },
  { kind: "follow-up", before: b(g, 1), question: g[1]!, anyOf: [["senior"]] },
  { kind: "follow-up", before: b(g, 2), question: g[2]!, facts: ["fixed quote"] },

  { kind: "answer", question: h[0]!, anyOf: [k4] },
  { kind: "follow-up", before: b(h, 1), question: h[1]!, anyOf: [k5] },
  { kind: "follow-up", before: b(h, 2), question: h[2]!, facts: ["security testing"] },

  { kind: "paraphrase", question: "does this chat keep what i write in it", facts: ["IP address"], anyOf: [["30 days"]] },
];
