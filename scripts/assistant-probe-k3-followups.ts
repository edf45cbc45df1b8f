/**
 * Probe batch (issue 16, fixer k3): follow-ups that compare or switch programs or topics. The
 * follow-up's own words say the kind of fact (a fee against another, a difference in price, class
 * times, an instructor, a course's contents, the cost of careers help, classes a week, joining a
 * class from home); the earlier turns say the subject. Facts verbatim from content/. Written
 * before any fix. Run: npm run probe:assistant
 */
import type { DevCase } from "./assistant-dev-set-2.ts";

const W16 = ["16 weeks", "16-week"];
const ONCE = ["One three-hour class"];
const STREAM = ["streamed live", "join the same class online", "live online attendance"];

export const probeK3: DevCase[] = [
  // A fee set against one other program's: those two only.
  { before: ["how much does data analytics cost"], question: "is QA the same fee?", kind: "follow-up", facts: ["4,000"], absent: ["6,000"] },
  { before: ["what's the price of the QA course"], question: "does data analytics cost the same as that?", kind: "follow-up", facts: ["4,000"], absent: ["6,000"] },
  { before: ["how much is data analytics"], question: "is full stack dearer?", kind: "comparison", facts: ["6,000"] },
  { before: ["whats the QA fee", "and data analytics?"], question: "so it's the same for both?", kind: "follow-up", facts: ["4,000"], absent: ["6,000"] },
  // A difference in price after two fees.
  { before: ["how much is full stack", "and data analytics?"], question: "what's the difference in price then?", kind: "comparison", facts: ["2,000"] },
  { before: ["fees for QA?", "and full stack?"], question: "how much more is full stack", kind: "comparison", facts: ["2,000"] },
  { before: ["how much is data analytics", "what about full stack"], question: "so how much cheaper is data", kind: "comparison", facts: ["2,000"] },
  // Class times compared: which slot is earlier, not which intake starts first.
  { before: ["what time are saturday classes"], question: "is that earlier than the weeknight ones?", kind: "comparison", facts: ["11AM", "6PM"], absent: ["intake"] },
  { before: ["what are the evening class times?"], question: "which one starts earlier in the day, evenings or saturdays?", kind: "comparison", facts: ["11AM"], absent: ["intake"] },
  // Who teaches the other program, after a question about one instructor.
  { before: ["who teaches full stack", "how long has he been doing it"], question: "and who's the QA teacher?", kind: "follow-up", facts: ["Mei Lin Chen"], absent: ["Arjun Mehta"] },
  { before: ["who teaches data analytics?", "what did he do before?"], question: "what about the full stack instructor", kind: "follow-up", facts: ["Arjun Mehta"], absent: ["Daniel Okafor"] },
  { before: ["who runs the QA classes"], question: "and the data analytics ones, who takes those?", kind: "follow-up", facts: ["Daniel Okafor"], absent: ["Mei Lin Chen"] },
  // What the other program covers, after one program's contents.
  { before: ["what does the data analytics course cover"], question: "and what would i learn in full stack", kind: "follow-up", facts: ["front end"], absent: ["Arjun Mehta"] },
  { before: ["whats in the QA syllabus"], question: "and what do they cover in data analytics?", kind: "follow-up", facts: ["data collection"], absent: ["Daniel Okafor"] },
  { before: ["what tools does full stack use"], question: "and what do they go through in the testing course", kind: "follow-up", facts: ["manual testing"], absent: ["Mei Lin Chen"] },
  // The cost of careers help, after careers help: no extra cost, not the course fee.
  { before: ["does the QA course come with careers support"], question: "is that included in the fee or extra?", kind: "follow-up", facts: ["no extra cost"] },
  { before: ["do you help graduates find jobs?"], question: "how much does that cost?", kind: "follow-up", facts: ["no extra cost"] },
  { before: ["do i get career support in full stack"], question: "do i have to pay for it separately?", kind: "follow-up", facts: ["no extra cost"] },
  // Near miss: the course's own fee asked after careers help is the fee.
  { before: ["is there careers help with the QA course"], question: "how much does the course itself cost?", kind: "follow-up", facts: ["4,000"] },
  // How many classes a week, after class times.
  { before: ["what are the full stack class times"], question: "how many nights a week would i be going in?", kind: "follow-up", anyOf: [ONCE] },
  { before: ["when are data analytics classes on"], question: "so is it just the one class each week?", kind: "follow-up", anyOf: [ONCE] },
  // Near miss: weeks of the course after class times is the course's length.
  { before: ["what are the QA class times"], question: "and how many weeks is it?", kind: "follow-up", anyOf: [W16] },
  // Joining from home when the course is on campus with live streaming.
  { before: ["is the full stack course on campus?"], question: "could i log in remotely on the nights i can't get there?", kind: "follow-up", anyOf: [STREAM] },
  { before: ["do you teach full stack in person?"], question: "so if i can't get to campus one week can i still attend from home?", kind: "follow-up", anyOf: [STREAM] },
];
