/**
 * The instructors and the leadership: who teaches, their backgrounds and years, roles, and changes we make to who teaches.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { enrolmentTerms } from "#content/enrolment-terms.ts";
import { team } from "#content/people.ts";
import { programDetails } from "#content/program-details.ts";
import { sentencesOf } from "../language.ts";
import {
  bold,
  list,
  numberWords,
  page,
  type Program,
  type Reply,
  sentence,
  sourcesOf,
  type Subject,
  subjectPrograms,
  terms,
} from "./base.ts";
import { changeWord } from "./schedule.ts";

/** "**Arjun Mehta** (Full stack software development) has built web platforms…": the page's first line of them. */
export function instructorBackground(p: Program): string {
  const i = programDetails[p.slug].instructor;
  const first = i.intro.split(". ")[0]!.replace(/\.$/, "");
  const said = [i.name, i.name.split(" ")[0]!].map((n) => `${n} `).find((n) => first.startsWith(n));
  return `${bold(i.name)} (${p.name}) ${said ? first.slice(said.length) : `: ${first}`}`;
}

/**
 * A change the provider makes ("if you change my start date", "what if you replace the
 * instructor"): the terms' "Changes we may make", the paragraph about the thing named first
 * leading, the other after it.
 */
export const providerChangeAsked = (t: string) =>
  /\b(you|u|ya|they|harbourline|the school)\b (\w+ ){0,2}(change|changes|changed|move|moves|moved|push|pushes|pushed|shift|shifts|swap|swaps|swapped|switch|switches|replace|replaces|replaced|delay|delays|delayed|postpone|postpones|postponed|reschedule|reschedules)\b.{0,30}\b(start|starting|intake|class time|instructor|teacher|trainer|tutor|date)\b/.test(
    t,
  );

export function changesWeMake(t: string): Reply | undefined {
  const [people = "", dates = ""] = enrolmentTerms.sections.find((x) => x.id === "changes")?.paragraphs ?? [];
  if (!people) return undefined;
  const person =
    /\b(instructor|teacher|trainer|tutor|lecturer)s?\b/.exec(t)?.index ?? Number.POSITIVE_INFINITY;
  const date = /\b(start|starting|intake|date|class time)\b/.exec(t)?.index ?? Number.POSITIVE_INFINITY;
  const [lead, more] = date < person ? [dates, people] : [people, dates];
  return { lead, more: [more].filter(Boolean), sources: [terms], final: true };
}

export function instructor(s: Subject): Reply {
  const ps = subjectPrograms(s);
  // "Can you swap my teacher?", "will the instructor change?": the changes the terms allow us.
  if (
    changeWord.test(s.text) ||
    /\b(new|different|another) (teacher|instructor|trainer|tutor)\b/.test(s.text)
  ) {
    const changes = changesWeMake(s.text);
    if (changes) return changes;
  }
  if (ps.length === 1) {
    const { instructor: i } = programDetails[ps[0]!.slug];
    return {
      lead: `${bold(i.name)} (${i.role}) teaches ${bold(ps[0]!.name)}.`,
      more: [i.intro.split(". ")[0] + "."],
      sources: sourcesOf(ps, page("/our-people")),
    };
  }
  // "Are the teachers senior developers?": each instructor's background, as their program page says it.
  if (
    /\b(experience|experienced|senior|industry|background|backgrounds|developers?|engineers?|professionals?|experts?|expertise|worked)\b/.test(
      s.text,
    ) &&
    !/\b(checks?|checked|police|clearance|children|certif\w*|accredit\w*|qualif\w*)\b/.test(s.text)
  )
    return {
      lead: `Each course has its own instructor: ${ps.map((p) => instructorBackground(p)).join("; ")}.`,
      sources: [...sourcesOf(ps), page("/our-people")],
    };
  return {
    lead: `${sentence(ps.map((p) => `${bold(programDetails[p.slug].instructor.name)} teaches ${p.name}`).join("; "))}`,
    sources: [...sourcesOf(ps), page("/our-people")],
  };
}

/** "for twelve years", "eight years as an analyst": the years a person's own words give. */
export function yearsIn(text: string): { n: number; said: string } | undefined {
  const m =
    /\b(\d+|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty) years\b/i.exec(
      text,
    );
  if (!m) return undefined;
  return { n: Number(m[1]) || numberWords[m[1]!.toLowerCase()] || 0, said: m[0] };
}

/**
 * "Which instructor has been in the industry longer, Arjun or Mei Lin?", "who has more
 * experience?": two or more people compared by the years their own words give, the longest first.
 */
export function longerServing(people: { name: string; text: string }[], question: string): Reply | undefined {
  if (
    !/\b(longer|longest|more (experience|experienced|years)|most (experience|experienced|years)|(more|most) senior|been (\w+ ){0,3}(longer|the longest)|years)\b/.test(
      question,
    )
  )
    return undefined;
  const years = people.map((p) => ({ ...p, years: yearsIn(p.text) })).filter((p) => p.years);
  if (years.length < 2) return undefined;
  const sorted = [...years].sort((a, b) => b.years!.n - a.years!.n);
  const [first, ...rest] = sorted;
  return {
    lead: `${bold(first!.name)} has more years in the industry: ${first!.years!.said}, against ${list(rest.map((p) => `${p.years!.said} for ${p.name}`))}.`,
    more: [sentencesOf(first!.text).find((x) => x.includes(first!.years!.said)) ?? ""].filter(Boolean),
    sources: [page("/our-people")],
    final: true,
  };
}

/** Only who holds a role: "who is your director?", "whos ur head of technology?". */
export const bareWho =
  /^(who|whos|who s|who is|who's|and who|and the)\b(?!.*\b(do|does|did|has|have|had|built|build|before|background|experience)\b)/;

/** A role put in other words: "tech lead", "head of engineering", "technical director". */
export const roleWords = (t: string) =>
  t
    .replace(/\b(tech|technical|engineering|it)\b/g, "technology")
    .replace(/\bhead of technology\b/g, "technology head")
    .replace(/\btechnology (lead|leader|chief|boss|director|manager)\b/g, "technology head")
    // Whoever runs the whole place is the director: "the boss", "the founder", "the owner", "the
    // person running the place" (people-together.ts reads two people; this reads the one role).
    .replace(/\b(boss|founder|owner|ceo|managing director|head of (the )?(company|school|business|harbourline)|(person|woman|lady|man|guy|one) (who runs|running|in charge of) (the |this )?(place|company|school|business|show|harbourline))\b/g, "director");

/** The team member whose role the question names ("the director", "your tech lead"). */
export const roleNamed = (t: string) => {
  const text = roleWords(t);
  return team.find((m) => text && new RegExp(`\\b${m.role.toLowerCase()}\\b`).test(text));
};

export function leadership(s?: Subject): Reply {
  const [director, ...others] = team;
  // "Who is the technology head?": the person whose role the question names.
  const text = roleWords(s?.text ?? "");
  const named = roleNamed(s?.text ?? "");
  // "What has your technology lead built?", "is the director hands-on with students?": more than
  // who holds the role is asked, so their whole bio (two sentences) answers, not its first line.
  if (named && !bareWho.test(text)) {
    const [first = "", ...rest] = sentencesOf(named.bio);
    return {
      lead: `${bold(named.name)} is our ${named.role}. ${first}`,
      more: [rest.join(" ")].filter(Boolean),
      sources: [page("/our-people")],
    };
  }
  if (named && named !== director)
    return {
      lead: `${bold(named.name)} is our ${named.role}. ${named.bio.split(". ")[0]}.`,
      more: [`${director!.name} is our ${director!.role}.`],
      sources: [page("/our-people")],
    };
  return {
    lead: `${bold(director!.name)} is our ${director!.role}. ${director!.bio.split(". ")[0]}.`,
    more: [
      sentence(
        others
          .filter((m) => !/instructor/i.test(m.role))
          .map((m) => `${m.name} is our ${m.role}`)
          .join("; "),
      ),
    ],
    sources: [page("/our-people"), page("/about-us")],
  };
}
