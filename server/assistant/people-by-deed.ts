/**
 * A person of ours found by what they did, not by name ("who on your team has tested banking
 * software?", "who puts together the full stack curriculum?", "has your QA teacher ever hired
 * testers?"): their bio lines on /our-people and on their program's page, pooled per person, and
 * the person whose lines hold most of the question answers, with the line that says it first.
 * A visitor asks about what someone did; the intents only know people by name or by the course
 * they teach, and a page that shares one word ("running delivery teams") is not the person asked.
 */
import { programs } from "#content/programs.ts";
import * as facts from "./facts.ts";
import type { Reply } from "./facts.ts";
import type { Passage } from "./corpus.ts";
import { sentencesOf } from "./language.ts";
import { domainWords } from "./reading.ts";
import type { SentenceIndex } from "./sentences.ts";
import { reviewerAsked } from "./student-worries.ts";
import type { Understander } from "./understand.ts";

interface Person {
  name: string;
  first: string;
  role: string;
  passages: Passage[];
  /** What their bios say, without the heading; a shorter line another one repeats is dropped. */
  lines: string[];
}

/** Our people, from /our-people ("**Name**: Role.") and the program pages ("**Name** (Role) teaches …"). */
export function people(passages: Passage[]): Person[] {
  const byName = new Map<string, Person>();
  for (const passage of passages) {
    if (!/^(people|program-instructor):/.test(passage.id)) continue;
    const head = /^\*\*([^*]+)\*\*(?:: ([^.]+)\.| \(([^)]+)\) teaches [^.]+\.)/.exec(passage.text);
    if (!head) continue;
    const name = head[1]!;
    const person = byName.get(name) ?? { name, first: name.split(" ")[0]!, role: head[2] ?? head[3]!, passages: [], lines: [] };
    person.passages.push(passage);
    person.lines.push(...sentencesOf(passage.text.slice(head[0].length).trim()));
    byName.set(name, person);
  }
  for (const person of byName.values()) {
    const bare = (t: string) => t.replace(/[.!]$/, "");
    person.lines = [...new Set(person.lines)].filter(
      (l) => !person.lines.some((o) => o !== l && o.startsWith(bare(l)) && o.length > l.length),
    );
  }
  return [...byName.values()];
}

/**
 * Asks about one of our people: who, or a teacher, staff member or lady named by role. Not
 * "someone like me" or "someone to test our app" (the visitor, a service), nor "she" or "he" alone,
 * which follow a previous answer (the intents read the conversation), nor "your team" (the services').
 */
const asksPerson =
  /\b(who|who's|whos|whom|staff|staff members?|team members?|on (your|ur|the) team|teachers?|instructors?|tutors?|trainers?|lecturers?|mentors?|director|founder|owner|lady|guy|woman|man)\b/;
/** A client's own project ("who will write the code for my website?") is the services'. */
const clientProject = /\b(my|our) (\w+ )?(website|web ?site|app|apps|site|project|business|shop|store|platform|system|software)\b/;
/** Who a course is for is its guide's ("full stack: who is it for?"). */
const whoFor = /\bwho (is|are|was) (it|this|that|they|the (course|courses|program|programs|class|classes)|\w+ \w+) (for|aimed at|suited to)\b|\bwho it'?s for\b|\bwho (is|are) (it|this|that) (aimed|meant)\b/;
/**
 * What students or graduates did is a testimonial's (quotes-and-counts.ts), not a person of ours;
 * who applies or who reviews an application is admission's (admission.ts).
 */
const asksStudent = /\b(students?|graduates?|grads?|alumni|learners?|classmates?|past|former|applies|applicants?|applications?)\b/;
/**
 * Who wrote a post is its byline's; who to contact or send things to is the contact details';
 * who else can see a form's details is the privacy policy's.
 */
const otherWho = /\bwho (wrote|writes|has written|authored|do i|should i|can i|will|would|to|else|can|could|gets|sees|has access)\b|\b(contact|call|email|e-mail|phone|reach|talk to|speak to|send)\b/;
/** Words that say a person is asked about, not what they did. */
const personLemma =
  /^(who|whom|anyone|anybody|someone|somebody|staff|team|teacher|instructor|tutor|trainer|lecturer|mentor|member|person|people|lady|guy|woman|man|one|ever|actually|really|real|any|your|our|experience|experienced|background|work|worked|year|long|job|role|position|title)$/;
/**
 * What someone did, said in the visitor's words and in the bio's: a company "set up" or "started"
 * was founded; what a course teaches "designed" or "put together" is its curriculum.
 */
const deedWords: [RegExp, string][] = [
  [/\b(set up|setup|started|start|established|establish|began|opened|launched|created|owns|runs) (the |this |your )?(company|business|school|place|harbourline)\b|\bfounder\b/, "founded"],
  [/\b(design\w*|plan\w*|writ\w*|wrote|puts? together|putting together|build\w*|built|creat\w*|decid\w*|choos\w*|chose|in charge of) (the |what'?s |what is |what (gets|is) )?(syllabus|content|materials?|taught|lessons|modules|course|courses|program)\b/, "curriculum"],
];

/** Running a course named is teaching it, no deed of anyone else's ("running delivery teams"). */
const runVerb = /^(run|running|lead|leading|head|take|taking|teach|in|charge|behind)$/;
/** Words of a role ("tech lead", "head of technology", "the boss"), not of what someone did. */
const roleWord = /^(head|lead|leader|tech|technology|director|boss|manager|owner|founder|ceo|cto|chief|place|company|business)$/;
/** Who runs, leads or teaches a course: its instructor. */
const runsCourse = /\bwho('s| is)? (runs?|running|leads?|leading|teach(es|ing)?|takes?|taking|heads?|in charge of)\b/;

/** Asked how long or how much experience: the line with a length of time says it. */
const asksYears = /\b(how long|how many years|years?|experience|experienced|background|industry|been doing)\b/;

/** The person whose bio lines hold the question, as a reply: who, their role, the line that says it. */
export function personByDeed(
  reading: ReturnType<Understander["read"]>,
  understander: Understander,
  sentences: SentenceIndex | undefined,
  passages: Passage[],
  /** The one program the question names, if any. */
  program?: string,
  /**
   * Asked as who holds a role ("who leads…", "who's in charge…"), which the leadership intent
   * answers by role: a person is found only by two deeds of theirs beside the role's words.
   */
  byRole = false,
): Reply | undefined {
  const text = reading.text;
  // Who looks at a student's weekly work is the course's review (student-worries.ts), not a bio line.
  if (!sentences || !asksPerson.test(text) || whoFor.test(text) || clientProject.test(text) || asksStudent.test(text) || otherWho.test(text) || reviewerAsked(text))
    return undefined;
  const team = people(passages);
  // A person named is the named-subject rules' ("does Sarah review projects?").
  const plain = (t: string) => t.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  if (team.some((p) => new RegExp(`\\b${plain(p.first)}\\b`).test(plain(text)))) return undefined;
  const query = [
    ...understander.sentenceQuery(reading).filter((q) => !personLemma.test(q.lemma)),
    ...deedWords.filter(([said]) => said.test(text)).map(([, word]) => ({ lemma: understander.lemmaOf(word), factor: 1 })),
  ];
  // At least one word says what they did ("banking", "curriculum", "hired"): words every page uses
  // do not. Without one, the person asked is the one who teaches the course named, asked how long.
  const deeds = query.filter(
    (q) => q.factor >= 0.5 && !domainWords.has(q.lemma) && !((program || byRole) && runVerb.test(q.lemma)) && !(byRole && roleWord.test(q.lemma)),
  );
  const onlyYears = deeds.length === 0 && asksYears.test(text);
  if (deeds.length === 0 && !onlyYears && !program) return undefined;
  const own = (p: Person) => new Set(p.passages.map((x) => x.id));
  const whose = new Map(team.flatMap((p) => p.passages.map((x) => [x.id, p.name] as const)));
  // A person is the sum of what their lines say: each word, matched anywhere in them.
  const whole = sentences.coverageBy(query, (x) => whose.get(x.id));
  const scores = team.map((p) => ({
    p,
    score: whole.get(p.name) ?? 0,
    deedSaid: deeds.filter((q) => (sentences.coverageBy([q], (x) => (whose.get(x.id) === p.name ? p.name : undefined)).get(p.name) ?? 0) >= 0.6).length,
  }));
  scores.sort((a, b) => b.score - a.score);
  const [best, next] = scores;
  const margin = best ? best.score - (next?.score ?? 0) : 0;
  const found =
    best && best.score >= 0.5 && margin >= (onlyYears ? 0.2 : 0.1) && (onlyYears ? !byRole : best.deedSaid >= (byRole ? 2 : 1));
  // "Who runs the QA course, and how much experience does she have?": no line says the deed, but
  // the course named says who: its instructor, with the line that answers the rest.
  const teacher =
    program && runsCourse.test(text) && (deeds.length > 0 || asksYears.test(text)) ? team.find((p) => p.passages.some((x) => x.id === `program-instructor:${program}`)) : undefined;
  // Asked only how long or what background beside the course's runner, the runner is its teacher:
  // "who runs the analytics course and what's his background?" is never the director's "running".
  const chosen = teacher && onlyYears ? teacher : found ? best.p : teacher;
  if (!chosen) return undefined;
  // Their lines, the one that holds most of the question first; asked how long, a length of time first.
  const ids = own(chosen);
  const years = asksYears.test(text);
  const ranked = sentences
    .best(query, 400)
    .filter((m) => ids.has(m.passage.id) && chosen.lines.includes(m.text))
    .map((m) => ({ text: m.text, rank: m.coverage + (years && /\byears\b/.test(m.text) ? 0.5 : 0) }))
    .sort((a, b) => b.rank - a.rank)
    .map((m) => m.text);
  const lines = [...new Set([...ranked, ...chosen.lines])];
  const [lead, ...more] = lines;
  if (!lead) return undefined;
  return {
    lead: `**${chosen.name}** (${chosen.role}): ${lead}`,
    more: more.slice(0, 1),
    sources: [...new Map(chosen.passages.map((x) => [x.href, { title: x.title, href: x.href }])).values()],
  };
}

/** Asked what an author's job is ("…and what's his job at your company?", "what does she do there?"). */
const asksRole =
  /\b(job|role|position|title|works? as|what (does|do) (he|she|they) do|who (is|are) (he|she|they))\b/;

/**
 * The role of a post's author, when the question asks it beside who wrote the post: the byline
 * names the author only, /our-people and the program pages say what they do.
 */
export function authorRole(text: string, byline: Passage, passages: Passage[]): string | undefined {
  const author = /^(.+?) wrote the blog post/.exec(byline.text)?.[1];
  const person = author ? people(passages).find((p) => p.name === author) : undefined;
  if (!person) return undefined;
  if (asksRole.test(text)) return `${person.name} is our ${person.role}.`;
  return authorsTools(text, person);
}

/**
 * "Who wrote the testing post, and which tools does she teach automation with?": the tools of the
 * course the author teaches (their program page's instructor), as that course's page lists them.
 */
function authorsTools(text: string, person: Person): string | undefined {
  const kind = facts.toolKindAsked(text);
  const slug = person.passages.map((x) => /^program-instructor:(.+)$/.exec(x.id)?.[1]).find(Boolean);
  const program = programs.find((p) => p.slug === slug);
  if (!kind || !program) return undefined;
  const tools = facts.tools({ programs: [program], services: [], compare: false, text }, kind);
  return tools ? `${person.name} is our ${person.role}. ${tools.lead}` : undefined;
}
