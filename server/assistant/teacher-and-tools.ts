/**
 * Who teaches a course and which tools they teach it with, asked in one message ("who runs the
 * data analytics course and which tools will they teach me?", "who's the QA instructor, and what
 * software does she use?"): the course's instructor, then the tools its page names. Without this
 * the person rules answered with the instructor's bio alone, and the tools were dropped. Read
 * before the intents (outright.ts), only when exactly one course is named.
 */
import * as facts from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";

/** Who teaches, runs or leads the course, or who its instructor is. */
const whoTeaches =
  /\bwho('s| is| s)? (\w+ )?(teach(es|ing)?|runs?|running|leads?|leading|takes?|taking|in charge of|the (instructor|teacher|trainer|tutor|lecturer))\b|\bwhich (person|instructor|teacher|trainer|one of (you|your (staff|team|people)))\b.{0,20}\b(teach(es)?|runs?|takes?|leads?)\b|\bwho (is|s) (your |ur |the )?(\w+ ){0,3}(instructor|teacher|trainer|tutor|lecturer)\b/;

export function teacherAndTools(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  if (c.subject.programs.length !== 1 || !whoTeaches.test(t)) return undefined;
  // The tools asked in another part of the message ("…and which tools will they teach me?").
  const kind = facts.toolKindAsked(t);
  if (!kind) return undefined;
  const tools = facts.tools(c.subject, kind);
  if (!tools) return undefined;
  return {
    replies: [facts.instructor(c.subject), tools],
    intents: ["instructor", "topics"],
    subject: c.subject,
    unknown: [],
    confidence: 1,
    page: true,
    // Read outright: the answer need not repeat the ask's own short words ("runs").
    basic: true,
  };
}
