/**
 * Two of our people asked about in one message, each found by name or by what they do: "Arjun
 * or Tomás, which one teaches full stack and what does the other do?" (each person with their
 * role and the line that says what they do), and "who teaches full stack and who put its
 * curriculum together?" (the course's instructor, then the person whose bio says they lead its
 * curriculum). Without this the person rules answered with one person, the one whose bio shared
 * most words, and the other half was dropped. Read before the intents (outright.ts), after the
 * teacher-and-tools rule.
 */
import { team } from "#content/people.ts";
import { programDetails } from "#content/program-details.ts";
import { programs } from "#content/programs.ts";
import * as facts from "./facts.ts";
import { bold, page, type Reply } from "./facts/base.ts";
import { sentencesOf } from "./language.ts";
import type { OutrightContext } from "./outright.ts";
import type { Understanding } from "./reading.ts";

interface Someone {
  name: string;
  role: string;
  /** What they do, in the site's own words (the bio on /our-people or the program page's intro). */
  says: string;
  /** The program they teach, when they are its instructor. */
  teaches?: { name: string; href: string };
}

/** Everyone the site introduces: the team on /our-people and each program's instructor. */
function everyone(): Someone[] {
  const all = new Map<string, Someone>();
  for (const [slug, d] of Object.entries(programDetails)) {
    const program = programs.find((p) => p.slug === slug);
    all.set(d.instructor.name, {
      name: d.instructor.name,
      role: d.instructor.role,
      says: d.instructor.intro,
      teaches: program ? { name: program.name, href: program.href } : undefined,
    });
  }
  // The team's bio says what they do beyond teaching ("leads … the curriculum"): it is kept.
  for (const m of team) all.set(m.name, { ...all.get(m.name), name: m.name, role: m.role, says: m.bio });
  return [...all.values()];
}

const plain = (t: string) => t.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const firstName = (p: Someone) => plain(p.name.split(" ")[0]!);

/** Which one of the two, or what the other does: a choice between people, not a comparison of years. */
const whichOfThem =
  /\b(which (one|of (them|the two|those two))|who|the other( one| guy| person| lady)?|(the )?second (one|guy|person)|what (does|do|is) (the other|he|she|they)|or)\b/;
/** Years compared are longerServing's (facts/people.ts). */
const yearsCompared = /\b(longer|longest|more (experience|experienced|years)|most (experience|years)|more senior)\b/;

/** "**Arjun Mehta** (Lead Full Stack Instructor) teaches Full stack …", or their bio's first line. */
function whatTheyDo(p: Someone, asked: string): string {
  const lines = sentencesOf(p.says);
  // The line that names the course asked, or says what they lead, else the first.
  const line = lines.find((l) => /\b(curriculum|leads?|founded|teaches)\b/i.test(l) && (!asked || plain(l).includes(asked))) ?? lines[0] ?? "";
  return p.teaches && p.role.toLowerCase().includes("instructor")
    ? `${bold(p.name)} (${p.role}) teaches ${bold(p.teaches.name)}.`
    : `${bold(p.name)} (${p.role}): ${line}`;
}

function reply(lead: string, more: string[], sources: Reply["sources"]): Reply {
  return { lead, more, sources, final: true };
}

/** Two people named in one question ("Arjun or Tomás…"): what each does, the one who teaches first. */
function twoNamed(c: OutrightContext): Reply | undefined {
  const text = plain(c.reading.text);
  const named = everyone().filter((p) => new RegExp(`\\b${firstName(p)}\\b`).test(text));
  if (named.length !== 2 || !whichOfThem.test(text) || yearsCompared.test(text)) return undefined;
  const teaching = /\b(teach\w*|taught|instructor|class(es)?|lessons?|in front of)\b/.test(text);
  const asked = c.subject.programs[0]?.name.split(" ")[0]?.toLowerCase() ?? "";
  // The one who teaches the course asked leads, when teaching is what is asked.
  const ordered = teaching
    ? [...named].sort((a, b) => Number(Boolean(b.teaches && (!asked || plain(b.teaches.name).includes(asked)))) - Number(Boolean(a.teaches && (!asked || plain(a.teaches.name).includes(asked)))))
    : named;
  const [first, second] = ordered.map((p) => whatTheyDo(p, asked));
  return reply(first!, [second!], [page("/our-people")]);
}

/** Who puts a course together: its syllabus, curriculum, content or modules designed or written. */
const curriculumAsked =
  /\b(design\w*|plan\w*|wr[io]te|written|writes|puts? together|put together|putting together|built|builds|creat\w*|came up with|behind|responsible for)\b.{0,30}\b(curriculum|syllabus|course content|content|materials?|modules|course outline)\b|\b(curriculum|syllabus)\b.{0,20}\b(designed|written|made|created|put together|built) by\b|\bwho\b.{0,15}\b(curriculum|syllabus)\b|\b(put|puts|putting|pulled|pull) (the |its |that )?(\w+ ){0,3}(curriculum|syllabus|course content) together\b/;
/** The teacher's background asked too ("…and what did he do before?"). */
const backgroundAsked = /\b(background|before|experience|experienced|years|history|worked|career)\b/;
/** Who teaches or delivers it. */
const teacherAsked = /\b(teach\w*|deliver\w*|instructor|teacher|trainer|tutor|lecturer|in front of the class|runs the class(es)?|takes the class(es)?)\b/;

/** A course's teacher and the author of its curriculum, asked together. */
function teacherAndAuthor(c: OutrightContext): Reply | undefined {
  const text = c.reading.text;
  if (c.subject.programs.length !== 1 || !curriculumAsked.test(text) || !teacherAsked.test(text)) return undefined;
  const program = c.subject.programs[0]!;
  const word = plain(program.name.split(" ").slice(0, 2).join(" "));
  // The person whose own words say they lead this course's curriculum.
  const author = team.find((m) => /\bcurriculum\b/i.test(m.bio) && plain(m.bio).includes(word));
  if (!author) return undefined;
  const taught = facts.instructor(c.subject);
  const line = sentencesOf(author.bio).find((l) => /\bcurriculum\b/i.test(l)) ?? "";
  // Their background, in the program page's own words, when it is asked beside.
  const intro = programDetails[program.slug].instructor.intro;
  const background = backgroundAsked.test(text) ? [sentencesOf(intro)[0] ?? ""].filter(Boolean) : [];
  // Worded as the person rules word them ("**Name** (Role): line"), so an ask split off finds it said.
  const curriculum = `${bold(author.name)} (${author.role}): ${line}`;
  return reply(taught.lead, [...background, curriculum], [...taught.sources, page("/our-people")]);
}

/** What a role's holder does with students or their work, not only who holds it. */
const involvementAsked =
  /\b(students?|graduates?|learners?|classes|teach\w*|hands[- ]on|involved|anything to do with|meet|sees?|projects?|reviews?)\b/;

/**
 * One of us found by a role said in other words ("the boss", "the person running the place") and
 * asked what they have to do with students: their whole bio, which says it (leadership, facts).
 */
function roleHolderAsked(c: OutrightContext): Reply | undefined {
  const text = c.reading.text;
  if (!facts.roleNamed(text) || facts.bareWho.test(facts.roleWords(text)) || !involvementAsked.test(text)) return undefined;
  // A course named is its instructor's ("does the QA teacher review projects?").
  if (c.subject.programs.length > 0) return undefined;
  return facts.leadership({ ...c.subject, text });
}

export function peopleTogether(c: OutrightContext): Understanding | undefined {
  if (c.besideDescription) return undefined;
  const answer = twoNamed(c) ?? teacherAndAuthor(c) ?? roleHolderAsked(c);
  if (!answer) return undefined;
  // Two people asked, so two intents: the person-by-deed step (assistant.ts) then keeps this answer.
  return { replies: [answer], intents: ["instructor", "leadership"], subject: c.subject, unknown: [], confidence: 1, page: true, basic: true };
}
