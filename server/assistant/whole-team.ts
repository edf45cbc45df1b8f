/**
 * Our people asked about as a group, or by the part of the company they lead rather than by name
 * or role: "who are the people behind the company", "can you introduce your team", "who would be
 * the lead engineer on my project", "who's in charge of the engineers that would build our app".
 * The person rules answered a group with the one person whose bio shared a word ("the curriculum
 * behind the full stack course"), and the lead of the engineers with a service page's "senior
 * engineers". Here the group gets everyone on /our-people with their role, the director's line
 * first; the engineers' lead gets the person whose bio says they lead the engineering team.
 * Read before the person rules (outright.ts).
 */
import { team } from "#content/people.ts";
import { bold, page, type Reply } from "./facts/base.ts";
import { sentencesOf } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";

/** The people as a group: the team, the people behind the company, the staff introduced. */
const groupAsked =
  /\b(who (are|r|is|s) (the )?(people|ppl|folks|faces|team|crew|staff)( behind| running| who run)?|(people|ppl|folks|faces|team) behind (the |this |your |ur )?(company|business|place|school|harbourline)|introduce (me to )?(your|ur|the) (team|staff|people|crew)|(meet|tell me about|who'?s on|whos on|who is on|who are on) (your|ur|the) (whole )?(team|staff|crew)|who (works|work) (there|here|for you|for u|at (harbourline|your company|the company))|who (are|r) (you|u) (guys|people|lot)|your (team|staff) members)\b/;
/** A course, a teacher or one role asked is the person rules'. */
const oneAsked = /\b(teach\w*|instructor|tutor|trainer|lecturer|director|founder|owner|ceo|boss|head|lead|leads|course|courses|program|programs)\b/;

/** The engineers asked about, and who leads or is in charge of them. */
const engineersAsked = /\b(engineers?|engineering|developers?|devs?|dev team|programmers?|coders?)\b/;
const leadAsked =
  /\b(lead|leads|leading|head|heads|in charge|charge of|manages?|managing|runs?|running|oversees?|overseeing|boss|senior most|top)\b/;

function groupReply(): Reply {
  const [first, ...others] = team;
  const line = (m: (typeof team)[number]) => `${bold(m.name)} (${m.role})`;
  const named = others.map(line);
  const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : (named[0] ?? "");
  return {
    lead: `Our people are ${line(first!)}, ${list}. ${sentencesOf(first!.bio)[0] ?? ""}`.trim(),
    more: others.map((m) => sentencesOf(m.bio)[0] ?? "").filter(Boolean).slice(0, 1),
    sources: [page("/our-people")],
  };
}

function engineeringLead(): Reply | undefined {
  const lead = team.find((m) => /\bleads?\b[^.]*\bengineering\b/i.test(m.bio));
  if (!lead) return undefined;
  const [first = "", ...rest] = sentencesOf(lead.bio);
  return { lead: `${bold(lead.name)} (${lead.role}): ${first}`, more: rest.slice(0, 1), sources: [page("/our-people")] };
}

export function wholeTeam(c: OutrightContext): Understanding | undefined {
  if (c.besideDescription) return undefined;
  const text = c.reading.text;
  let reply: Reply | undefined;
  if (groupAsked.test(text) && !oneAsked.test(text) && c.subject.programs.length === 0) reply = groupReply();
  else if (/\bwho\b/.test(text) && engineersAsked.test(text) && leadAsked.test(text) && c.subject.programs.length === 0)
    reply = engineeringLead();
  if (!reply) return undefined;
  return { replies: [reply], intents: ["leadership"], subject: c.subject, unknown: [], confidence: 1, page: true, basic: true };
}
