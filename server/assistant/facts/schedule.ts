/**
 * When and where classes run: start dates, study modes, class times, session length, moving a class, keeping a job, missing a class.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { enrolmentTerms, timetableSlots } from "#content/enrolment-terms.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { classSchedule } from "#content/study.ts";
import { upcomingSession } from "../sessions.ts";
import {
  bold,
  durationOf,
  enrol,
  faq,
  list,
  lowerFirst,
  type Program,
  type Reply,
  sentence,
  sourcesOf,
  type Subject,
  subjectPrograms,
  terms,
  weeksOf,
} from "./base.ts";
import { changesWeMake, providerChangeAsked } from "./people.ts";

/** "Next intake starts Monday 2 February 2027" → a time, or undefined for "TBA". */
export function startTime(p: Program): number | undefined {
  const m =
    /(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/.exec(
      upcomingSession(p.slug),
    );
  return m ? Date.parse(`${m[2]} ${m[1]}, ${m[3]}`) : undefined;
}

export function startText(p: Program): string {
  const session = upcomingSession(p.slug);
  return session === "TBA"
    ? `The next ${bold(p.name)} start date is not announced yet (TBA)`
    : `${bold(p.name)}: ${lowerFirst(session)}`;
}

export function start(s: Subject): Reply {
  // "What if you push back my start date?": the terms' notice, not the next intake's date.
  const changes = providerChangeAsked(s.text) ? changesWeMake(s.text) : undefined;
  if (changes) return changes;
  const ps = subjectPrograms(s);
  const applyLine = "Apply now and we hold a place for you in the next intake.";
  if (ps.length === 1)
    return { lead: `${sentence(startText(ps[0]!))}`, more: [applyLine], sources: sourcesOf(ps, enrol) };
  const dated = ps.filter((p) => startTime(p) !== undefined).sort((a, b) => startTime(a)! - startTime(b)!);
  const tba = ps.filter((p) => startTime(p) === undefined);
  const tbaLine = tba.length
    ? `${list(tba.map((p) => p.name))} ${tba.length > 1 ? "have" : "has"} no start date announced yet (TBA).`
    : "";
  if (dated.length === 0)
    return {
      lead: `No start dates are announced yet (TBA) for ${list(ps.map((p) => bold(p.name)))}.`,
      more: [applyLine],
      sources: sourcesOf(ps, enrol),
    };
  const first = dated[0]!;
  const lead =
    s.compare || s.programs.length > 1
      ? `${bold(first.name)} starts first: ${lowerFirst(upcomingSession(first.slug))}.`
      : `${sentence(dated.map(startText).join("; "))}`;
  return { lead, more: [tbaLine, applyLine].filter(Boolean), sources: sourcesOf(ps, enrol) };
}

export const onlineLine = (p: Program) => {
  const g = programGuides[p.slug];
  return `${bold(p.name)}: ${lowerFirst(g.modes.detail)}`;
};

/**
 * "Any course I can do without moving to Sydney?", "I don't want to relocate": coming in is what
 * the visitor would rather not do, so the question is which courses can be studied from elsewhere.
 */
export const avoidsComing =
  /\b(without|skip|skipping|never|no need to|instead of|rather than|avoid|avoiding|rather not|can not|cannot|do not|not able to|unable to|not|no way)( ever)?( having to| needing to| have to| need to| want to| wanting to| planning to| going to)? (come|coming|move|moving|travel\w*|fly|flying|relocat\w*|commut\w*)\b/;

/**
 * "Do I have to travel to Sydney for QA?", "must I attend in person?": coming in asked as an
 * obligation, so the answer's yes or no is the reverse of "can it be studied online".
 */
export const mustCome =
  /\b(have to|has to|need to|needs to|must|required to|gotta|got to|obliged to|expected to|compulsory to|mandatory to)( i| we| you| students)?( physically)? (come|travel\w*|attend|be (there|in sydney|on campus|in person)|show up|rock up|go in|turn up|commute)\b/;

export function mode(s: Subject): Reply {
  const ps = subjectPrograms(s);
  const asksCampus =
    (/\b(campus|in person|face to face|classroom|on site|onsite|in class|(come|coming|move|moving|travel|travelling|traveling|fly|flying|relocate|relocating) (to|into|over to) (sydney|australia))\b/.test(
      s.text,
    ) ||
      mustCome.test(s.text)) &&
    !/\b(online|remote|home|distance|virtual|zoom)\b/.test(s.text) &&
    !avoidsComing.test(s.text);
  if (ps.length === 1) {
    const p = ps[0]!;
    const g = programGuides[p.slug];
    const yes = asksCampus ? (mustCome.test(s.text) ? !g.modes.online : true) : g.modes.online;
    return {
      lead: `${yes ? "Yes" : "No"}: ${bold(p.name)} is ${lowerFirst(g.modes.short)}. ${g.modes.detail}`,
      sources: sourcesOf(ps),
    };
  }
  const online = ps.filter((p) => programGuides[p.slug].modes.online);
  const campusOnly = ps.filter((p) => !programGuides[p.slug].modes.online);
  // "can I do it online like the QA one?": yes or no for the one asked, then the other.
  if (s.asked && ps.includes(s.asked) && ps.length === 2 && !asksCampus) {
    const other = ps.find((p) => p !== s.asked)!;
    const yes = programGuides[s.asked.slug].modes.online;
    const otherYes = programGuides[other.slug].modes.online;
    return {
      lead: `${yes ? "Yes" : "No"}: ${bold(s.asked.name)} ${yes ? "can be studied online" : "is taught on campus in Sydney only"}${yes === otherYes ? `, as ${other.name} ${yes ? "can" : "is"}` : `; ${other.name} ${otherYes ? "can be studied online" : "is on campus only"}`}.`,
      more: yes ? [programGuides[s.asked.slug].modes.detail] : [],
      sources: sourcesOf([s.asked, other]),
    };
  }
  // "Which courses are on campus?", "are they all taught in person?": every one is, each with its mode.
  if (asksCampus && !/\bonly\b/.test(s.text))
    return {
      lead: `${ps.length === programs.length ? `${/^(are|is|do|does|can)\b/.test(s.text) && !mustCome.test(s.text) ? "Yes: all" : "All"} ${programs.length === 3 ? "three" : ps.length} of our programs are` : `${list(ps.map((p) => bold(p.name)))} are`} taught on campus in Sydney: ${list(ps.map((p) => `${bold(p.name)} (${lowerFirst(programGuides[p.slug].modes.short)})`))}.`,
      more: online.length > 0 ? [`${list(online.map((p) => p.name))} can also be joined online, live.`] : [],
      sources: sourcesOf(ps),
    };
  // "Which course can't be done online?", "which are campus only?": those first.
  if (
    campusOnly.length > 0 &&
    /\b(can not|cannot|not|is not|are not)\b( be)?( done| studied| taken| available| offered| attended)? (online|remote|remotely|from home)\b|\bno (online|remote) (option|version|class|classes)\b|\b(campus|in person|face to face) only\b|\bonly (on campus|in person|face to face)\b/.test(
      s.text,
    )
  )
    return {
      lead: `${list(campusOnly.map((p) => bold(p.name)))} ${campusOnly.length > 1 ? "are" : "is"} taught on campus in Sydney only${online.length ? `; ${list(online.map((p) => p.name))} can be studied online` : ""}.`,
      // How the others are joined online would say "taught on campus in Sydney" again: the lead has answered.
      more: [],
      sources: sourcesOf(ps),
    };
  const lead =
    online.length === 0
      ? `No: ${list(ps.map((p) => bold(p.name)))} ${ps.length > 1 ? "are" : "is"} taught on campus in Sydney only.`
      : `Yes: you can study ${list(online.map((p) => bold(p.name)))} online${campusOnly.length ? `; ${list(campusOnly.map((p) => p.name))} is on campus in Sydney only` : ""}.`;
  return { lead, more: online.map(onlineLine).slice(0, 2), sources: sourcesOf(ps) };
}

/**
 * "If you push back the start date, how much warning will I get?": what the terms promise when we
 * move an intake's start or a class time (notice, another class or intake), then what else we may change.
 */
export function ourChanges(): Reply {
  const [others = "", times = ""] = enrolmentTerms.sections.find((x) => x.id === "changes")?.paragraphs ?? [];
  return { lead: times, more: [others].filter(Boolean), sources: [terms], final: true };
}

export const slotList = list([...timetableSlots]);

export const classSources = (s: Subject) => [
  ...(s.programs.length === 1 ? sourcesOf(s.programs) : []),
  faq,
  enrol,
];

/** A sentence of the terms' section, by its id and a word it holds. */
export const termsLine = (id: string, holds: RegExp) =>
  enrolmentTerms.sections.find((x) => x.id === id)?.paragraphs.find((p) => holds.test(p)) ?? "";

export const changeWord =
  /\b(swap|swapping|switch|switching|change|changing|changed|move|moving|transfer|transferring|replace|replaced|replacing)\b/;

/** "Am I locked into the class time I choose?": whether the class picked is fixed. */
export const lockedToClass =
  /\b(locked|stuck|tied|bound|committed) (in|into|to|with) (the |my |a |that |this |one )?(class time|class night|class day|class|time|slot|night|day|evening)\b|\b(class time|class slot|class night|class day|slot|time i (pick|choose|chose|picked|select))\b.{0,20}\b(fixed|set in stone|permanent|locked( in)?|final)\b|\b(stay|stick|remain|keep) (in|with|to|on) (the same|my|one|that) (class time|class slot|class night|class day|class|slot|night|day|time)\b/;

export const weekday =
  "mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weeknights?|weekdays?";

/**
 * "Switch from the Tuesday evening class to Saturday", "move me to a different class time",
 * "change to another night": the visitor's own class moved to another time. Not a course
 * swapped for another ("switch from QA to data analytics"), nor a visitor's own roster changing.
 */
export const classMove = new RegExp(
  `\\b(swap|swapping|switch|switching|change|changing|move|moving|transfer|transferring)\\b( me| my| our| the| over| it| classes| class| to| into| from| between| a| an| another| different| other| later| on| across){1,5} ([a-z]+ ){0,2}(class|classes|class time|night|nights|evening|evenings|slot|slots|time|times|session|sessions|${weekday})\\b`,
);

export function ownClassMove(t: string): boolean {
  if (lockedToClass.test(t)) return true;
  // "Can't make my usual class night any more, can I join a different one?"
  if (
    /\b(join|go to|attend|be in|get into|switch to|move to) (a |an )?(different|another|other) (one|class|night|day|slot|time|session|group|evening)\b/.test(
      t,
    ) &&
    /\b(class|classes|night|nights|evening|slot|session|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?)\b/.test(
      t,
    ) &&
    // "Join a different class if I miss one": catching up a missed class, not moving for good.
    !/\b(miss|misses|missed|missing|catch up|sick|ill)\b/.test(t)
  )
    return true;
  return (
    classMove.test(t) &&
    !/\b(switch|swap|change|move|transfer)\w* (from|to|into|between) (the |a |another |an? other |a different )?(course|courses|program|programs|qa|full ?stack|data analytics|data|testing)\b/.test(
      t,
    )
  );
}

/** The visitor's own working hours ("I work nights", "on night shift", "I work weekends"). */
const ownShifts =
  /\b(i|we|i'm|im|i am) (\w+ )?(work|works|working|do|on) (the |a )?(night|nights|evening|evenings|weekend|weekends|saturday|saturdays|night shifts?|evening shifts?|weekend shifts?)\b|\b(night|evening|weekend) ?shifts?\b|\bnightshifts?\b|\b(work|working) (at |through the )?(night|nights)\b/g;

export function timetable(s: Subject): Reply {
  const t = s.text;
  // "If my roster changes can I swap to a different class night?": moving one's own class time.
  // "My weekdays change every fortnight: any weekend classes?": the visitor's own week changes,
  // not the class they are in.
  const ownWeekChanges =
    /\b(my|our) (\w+ )?(weekdays|days|week|weeks|roster|rosters|shifts?|schedule|hours)\b (change|changes|vary|varies|rotate|rotates)\b/.test(
      t,
    ) &&
    !/\b(swap|switch|change|move|transfer)\b( to| my| the| into| between)* (class|classes|night|slot|time|evening|session)\b/.test(
      t,
    );
  if (
    (changeWord.test(t) &&
      /\b(class|classes|night|nights|day|days|time|times|slot|slots|evening|session)\b/.test(t) &&
      !ownWeekChanges) ||
    /\b(different|another|other) (class )?(night|day|time|slot|evening|class)\b/.test(t) ||
    lockedToClass.test(t) ||
    (ownClassMove(t) && !ownWeekChanges)
  ) {
    const move = termsLine("classes", /another class time/);
    if (move && !/\b(you|they) (change|move|switch|swap)\b(?! (me|us)\b)/.test(t))
      return {
        lead: move,
        more: [`The class times are ${slotList}.`],
        sources: [terms, ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
        final: true,
      };
  }
  let lead = `Classes run on weekday evenings, 6PM-9PM, or on Saturday, 11AM-2PM: ${slotList}.`;
  // "I work nights… what times can I pick?": the visitor's own shifts are the situation, not a
  // yes/no ask about evening or weekend classes, so every slot is listed, with no "Yes:".
  const asked = t.replace(ownShifts, " ");
  if (/\b(saturdays?|weekends?|sundays?)\b/.test(asked))
    lead =
      /\bsundays?\b/.test(asked) && !/\bsaturdays?|weekends?\b/.test(asked)
        ? "No Sunday classes: the weekend class is on Saturday, 11AM-2PM (Sat 11AM - 2PM)."
        : "Yes: there is a Saturday class, 11AM-2PM (Sat 11AM - 2PM).";
  else if (/\b(evenings?|nights?|weeknights?|after work|tonight)\b/.test(asked))
    lead = "Yes: weekday evening classes run 6PM-9PM, Monday to Friday (Mon 6PM - 9PM to Fri 6PM - 9PM).";
  else if (/\b(morning|daytime|during the day|afternoon)\b/.test(asked))
    lead =
      "No: there are no daytime weekday classes; classes run on weekday evenings 6PM-9PM or on Saturday 11AM-2PM.";
  return {
    lead,
    more: [
      classSchedule.summary,
      ...(lead.includes(slotList) ? [] : [`The class times are ${slotList}.`]),
    ].slice(0, 2),
    sources: classSources(s),
  };
}

export function session(s: Subject): Reply {
  const p = s.programs.length === 1 ? s.programs[0] : undefined;
  // "How many hours of class in total?": the total first.
  if (p && /\b(total|in all|altogether|overall|whole course)\b/.test(s.text))
    return {
      lead: `${bold(p.name)} has ${bold(`${weeksOf(p) * classSchedule.sessionHours} hours`)} of class in all: one ${classSchedule.sessionHours}-hour class a week for ${durationOf(p)}.`,
      more: [`The class times are ${slotList}.`],
      sources: classSources(s),
    };
  // "How many classes a week?", "how often do we meet?": the number of classes first.
  if (
    /\bhow (many|often)\b|\b(times|days|classes|sessions|lessons) (a|per) week\b/.test(s.text) &&
    !/\bhow many hours\b/.test(s.text)
  )
    return {
      // In the site's own words ("One three-hour class a week, on a weekday evening…").
      lead: `${bold(`One class a week`)}: ${lowerFirst(classSchedule.summary.split(". ")[0]!)}.`,
      more: [`The class times are ${slotList}: you choose one when you apply.`],
      sources: classSources(s),
    };
  return {
    lead: `Each class is ${bold(`${classSchedule.sessionHours} hours`)}: one three-hour class a week.`,
    more: [
      p
        ? `Over ${durationOf(p)} that is ${weeksOf(p) * classSchedule.sessionHours} hours of class in ${p.name}.`
        : "Classes run on weekday evenings 6PM-9PM or on Saturday 11AM-2PM.",
      `The class times are ${slotList}.`,
    ],
    sources: classSources(s),
  };
}

export function keepWorking(s: Subject): Reply {
  // "I work nights", "I work weekends": the class time that fits around that job.
  // (The reading calls shifts "my job": "I do night shifts" reads "i do night my job".)
  const nights =
    /\b(work|works|working|job|shifts?)\b.{0,25}\b(nights?|evenings?|late|afternoons?)\b|\b(nights?|evenings?|late) (shifts?|my job|job)\b/.test(
      s.text,
    );
  const weekends =
    /\b(work|works|working|job|shifts?)\b.{0,25}\b(weekends?|saturdays?)\b|\b(weekends?|saturdays?) (shifts?|my job|job)\b/.test(
      s.text,
    );
  if (nights !== weekends) {
    const saturday = timetableSlots.find((x) => /^Sat/.test(x));
    return {
      lead: nights
        ? `The Saturday class fits: ${saturday ?? "Saturday 11AM-2PM"}, one three-hour class a week.`
        : "The weekday evening classes fit: 6PM-9PM, Monday to Friday, one three-hour class a week.",
      more: [`The class times are ${slotList}; you choose one when you apply.`],
      sources: classSources(s),
    };
  }
  // "Is that going to clash?" wants a no, where "can I keep working?" wants a yes.
  const clash = /\b(clash|clashes|conflict|overlap)\b/.test(s.text);
  return {
    lead: clash
      ? classSchedule.keepWorking.replace(/^Yes\. Classes/, "Not with a daytime job: classes")
      : classSchedule.keepWorking,
    more: [`The class times are ${slotList}.`],
    sources: classSources(s),
  };
}

export function missedClass(s: Subject): Reply {
  // One answer sentence: "Tell your instructor." alone is no answer when another ask's reply
  // takes the supporting sentence (the notes in the online space, the catching up are the fact).
  const [first, ...rest] = classSchedule.missedClass.split(". ");
  const then = rest.join(". ");
  return {
    lead: sentence(`${first}: ${then.charAt(0).toLowerCase()}${then.slice(1)}`.replace(/\.$/, "")),
    sources: [faq, terms],
  };
}
