/**
 * The person a conversation is talking about, carried from turn to turn: a person named, a role
 * named ("whos the tech head"), a course's instructor ("who teaches full stack"), the director
 * ("who runs the company"), "he"/"she" for the last person of that pronoun, and "and the data
 * one?" after a question about a person, which moves to that course's instructor. Then what the
 * question asks of them: their past ("what did he do before teaching"), anything else their own
 * lines answer, or a personal detail the site never gives ("how old is arjun and is he married"),
 * which gets the honest reply rather than a bio line.
 */
import { team } from "#content/people.ts";
import { programDetails } from "#content/program-details.ts";
import { programs } from "#content/programs.ts";
import { bestSentences } from "./builtin-engine.ts";
import * as facts from "./facts.ts";
import type { Program, Reply, Subject } from "./facts.ts";
import type { IntentId } from "./intents.ts";
import { sentencesOf } from "./language.ts";
import { fullNames, programPatterns } from "./named-subjects.ts";

interface Person {
  name: string;
  role: string;
  /** Their program-page introduction, then their /our-people bio. */
  text: string;
  /** The pronoun their own lines use ("He teaches…", "She still sits in…"). */
  pronoun?: "he" | "she";
  /** The course they teach, if any. */
  teaches?: Program;
}

const fold = (x: string) => x.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** Everyone on /our-people and on the program pages, once each. */
function ourPeople(): Person[] {
  const byName = new Map<string, Person>();
  const add = (name: string, role: string, text: string, teaches?: Program) => {
    const known = byName.get(name);
    byName.set(name, {
      name,
      role: known?.role ?? role,
      text: [known?.text, text].filter(Boolean).join(" "),
      teaches: known?.teaches ?? teaches,
    });
  };
  for (const p of programs) {
    const i = programDetails[p.slug].instructor;
    add(i.name, i.role, i.intro, p);
  }
  for (const m of team) add(m.name, m.role, m.bio);
  return [...byName.values()].map((p) => {
    const he = (p.text.match(/\b(he|his|him)\b/gi) ?? []).length;
    const she = (p.text.match(/\b(she|her|hers)\b/gi) ?? []).length;
    return { ...p, pronoun: he > she ? "he" : she > he ? "she" : undefined };
  });
}
const people = ourPeople();

const pronounOf = (text: string): "he" | "she" | undefined =>
  /\b(he|him|his|hes)\b/.test(text) ? "he" : /\b(she|her|hers|shes)\b/.test(text) ? "she" : undefined;

/** A person named by first name ("how old is arjun", "daniel okafor - what's his work history"). */
const namedIn = (text: string) =>
  people.find((p) => new RegExp(`\\b${fold(p.name.split(" ")[0]!)}\\b`).test(fold(text)));

/** The programs a question names, by their words or full names. */
const programsIn = (text: string) => programPatterns.filter(([, re]) => re.test(text)).map(([p]) => p);

/**
 * "and the data one?", "what about for QA?", "and the full stack guy?": nothing but another
 * course, with "the", "one", "guy"… around it. After a question about a person it asks for that
 * course's person.
 */
const anotherCourseOnly = (text: string) => {
  if (!/^(and|what about|how about|what of|n)\b/.test(text) || programsIn(text).length !== 1) return false;
  let rest = text.replace(fullNames, " ");
  for (const [, re] of programPatterns) rest = rest.replace(new RegExp(re.source, "g"), " ");
  return rest
    .split(/[^a-z']+/)
    .filter(Boolean)
    .every((w) =>
      /^(and|n|what|about|how|of|for|in|on|with|the|a|one|ones|guy|guys|lady|bloke|dude|person|teacher|instructor|trainer|tutor|lecturer|course|program|programme|class|then|who|whos|who's|is|it|teaches|there|your|ur|you|u)$/.test(w),
    );
};

/** The reader's steps this needs, given by understand.ts. */
export interface PersonTalkContext {
  /** The kinds of fact a question asks, as the reader picks them. */
  intentsOf(text: string): IntentId[];
  /** Normalised, as the reader reads a question. */
  normalise(text: string): string;
  /** The programs a question names as the reader finds them ("who teaches data" is Data Analytics). */
  programsOf(text: string): Program[];
}

/** Who one question asks about, given the person talked about before it. */
function personOfTurn(text: string, before: Person[], c: PersonTalkContext): Person | undefined {
  const named = namedIn(text);
  if (named) return named;
  const role = facts.roleNamed(text);
  if (role) return people.find((p) => p.name === role.name);
  const pronoun = pronounOf(text);
  const last = before.at(-1);
  if (pronoun && last) return [...before].reverse().find((p) => !p.pronoun || p.pronoun === pronoun) ?? last;
  if (last && anotherCourseOnly(text)) return people.find((p) => p.teaches === programsIn(text)[0]);
  const named1 = c.programsOf(text);
  const intents = c.intentsOf(text);
  if (intents.includes("instructor") && named1.length === 1) return people.find((p) => p.teaches === named1[0]);
  if (intents.includes("leadership")) return people.find((p) => p.name === team[0]?.name);
  return undefined;
}

/** The people the conversation has talked about, the latest last (at most the last four turns). */
function talkedAbout(history: string[], c: PersonTalkContext): Person[] {
  const seen: Person[] = [];
  for (const earlier of history.slice(-4)) {
    const person = personOfTurn(c.normalise(earlier), seen, c);
    if (person) seen.push(person);
  }
  return seen;
}

/**
 * A personal detail no page gives of anyone: age, family, pay, where they live or come from.
 * "how old is arjun", "is she married", "does he have kids", "what does tomas earn".
 */
const personalAsked =
  /\b(how old|(his|her|their|\w+'?s) age|age of|birthday|when (was|is) (he|she|\w+) born|married|marry|wife|husband|spouse|girlfriend|boyfriend|(is|are) (he|she|they|\w+) single|(have|has|got) (any )?(kids|children|a family|family)|religio\w*|salary|earn|earns|earning|get paid|gets paid|paid a year|income|where (does|do|did) (he|she|they|\w+) live|lives? (in|near)|where (is|was|are) (he|she|they|\w+) from|grew up|grow up|nationality|hobbies|hobby|pets?)\b/;

/**
 * Their schooling, which no bio gives (the bios give years and industries): "what uni did he go
 * to", "where did she study", "what degree does he have", "which college did she graduate from".
 */
const schoolingAsked =
  /\b((what|which|wat) (uni|university|college|school|tafe)|where (did|does|do) (he|she|they|\w+) (study|studied|train|trained|graduate|go to (uni|university|college|school))|(go|went|been) to (uni|university|college)|graduat\w* from|alma mater|(his|her|their) (degree|degrees|qualifications?|studies|education)|(what|which) (degree|degrees|qualifications?)|(has|have|hold|holds|got) (a |any )?(degree|degrees|qualifications?))\b/;

/** Someone of the visitor's ("my daughter", "a mate of mine") or their side of it (enrolling, paying). */
const theirPerson =
  /\b(my|our|a) (son|daughter|kid|kids|child|partner|wife|husband|brother|sister|friend|mate|mum|mom|mother|dad|father|cousin|boyfriend|girlfriend|nephew|niece|colleague|coworker|boss|employee|staff member)\b|\b(enrol|enroll|enrolling|apply|applying|sign up|afford|qualify|eligible)\b/;

/** Their past: "what did he do before teaching", "where did she work before", "his work history". */
const pastAsked =
  /\b(before|previously|used to|prior|past|history|background|worked|career|experience|experienced|how long|years)\b/;

/** A line that tells what they did before: a length of time, or what they led or built. */
const pastLine = /\b(years?|spent|has led|have led|has built|has shipped|after|worked)\b/i;

/**
 * The person the question asks about and the reply, when the conversation or the question names
 * one and the question asks of them: undefined when no person is talked about, or the question is
 * another kind (a course named beside "he" is that course's).
 */
export function personTurn(
  text: string,
  subject: Subject,
  history: string[],
  c: PersonTalkContext,
): { reply?: Reply; unanswered?: true } | undefined {
  // "my son is 15, can he enrol?": the visitor's own person, not ours.
  if (theirPerson.test(text)) return undefined;
  const before = talkedAbout(history, c);
  const lastTurnPerson = history.length > 0 && before.length > 0 ? personOfTurn(c.normalise(history.at(-1)!), before.slice(0, -1), c) : undefined;
  // "and the data one?" after "how much experience has he got?": the data course's instructor.
  if (lastTurnPerson && anotherCourseOnly(text)) {
    const [program] = programsIn(text);
    if (program) return { reply: facts.instructor({ ...subject, programs: [program], services: [] }) };
  }
  const pronoun = pronounOf(text);
  const named = namedIn(text) ?? (facts.roleNamed(text) ? people.find((p) => p.name === facts.roleNamed(text)!.name) : undefined);
  const heard = pronoun ? ([...before].reverse().find((p) => p.pronoun === pronoun) ?? before.at(-1)) : undefined;
  // A course or service named beside "he" is that course's ("is he teaching the data one?"), unless
  // the last turn was about this person: "has she ever hired testers herself?" after "how long has
  // she been doing it".
  const person =
    named ??
    ((subject.programs.length === 0 && subject.services.length === 0) || (heard && heard === lastTurnPerson) ? heard : undefined);
  // "whats her email?": the ways to reach us answer, not her bio.
  if (!person || /\b(e-?mail|phone|number|call|contact|reach|linkedin)\b/.test(text)) return undefined;
  // "How old is the director?", "is Mei Lin married?": no page says it.
  if (personalAsked.test(text) && !personalAsked.test(fold(person.text))) return { unanswered: true };
  if (schoolingAsked.test(text) && !schoolingAsked.test(fold(person.text))) return { unanswered: true };
  // A person named without "he"/"she" is the named-person rules' (understand.ts personNamed).
  if (!pronoun || named) return undefined;
  const question = text.replace(/\b(he|she|him|her|his|hers|hes|shes)\b/g, " ");
  const lines = sentencesOf(person.text);
  // Their past: the lines with a length of time or what they led, before the rest.
  const past = pastAsked.test(text) ? lines.filter((l) => pastLine.test(l)) : [];
  const best = sentencesOf(bestSentences(person.text, question));
  const [lead, ...more] = [...new Set([...past, ...best, ...lines])];
  if (!lead) return undefined;
  return {
    reply: {
      lead: `${facts.bold(person.name)} (${person.role}): ${lead}`,
      more: more.slice(0, 1),
      sources: [...(person.teaches ? facts.sourcesOf([person.teaches]) : []), facts.page("/our-people")],
    },
  };
}
