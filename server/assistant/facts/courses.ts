/**
 * The programs themselves: course type, duration and time budgets, topics and tools, prerequisites, who each suits, a week of study and the roles it leads to.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { programDetails } from "#content/program-details.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { careersSupport, classSchedule } from "#content/study.ts";
import {
  bold,
  durationOf,
  faq,
  feeOf,
  groupNames,
  list,
  lowerFirst,
  numberWords,
  type Program,
  programSource,
  rank,
  type Reply,
  sameAsked,
  sentence,
  sourcesOf,
  type Subject,
  subjectPrograms,
  weeksOf,
} from "./base.ts";

/** "Which courses are instructor-led?": the catalogue's course type (spec §3), with each study mode. */
export function courseType(s: Subject): Reply {
  const ps = subjectPrograms(s);
  const all = ps.length === programs.length;
  const types = new Set(ps.map((p) => p.courseType));
  // "Is it self-paced?", "is it just videos?": a no, before what it is instead.
  const no =
    /\bself[- ]?paced\b|\bat (my|your|our) own pace\b|\b(pre-?recorded|recorded|videos?|recordings)\b/.test(
      s.text,
    ) && !/\b(or|either)\b/.test(s.text)
      ? "No: "
      : "";
  if (all && types.size === 1)
    return {
      lead: `${no}${no ? "all" : "All"} ${programs.length === 3 ? "three" : programs.length} of our programs are ${[...types][0]!.toLowerCase()}s: ${list(ps.map((p) => `${bold(p.name)} (${p.studyMode.toLowerCase()})`))}.`,
      more: ["Each week is one three-hour class with your instructor, plus project work between classes."],
      sources: sourcesOf(ps),
      // The catalogue's own type for every program: no sentence about changing an instructor beats it.
      final: true,
    };
  return {
    lead:
      no +
      sentence(
        ps
          .map((p) => `${bold(p.name)} is an ${p.courseType.toLowerCase()} (${p.studyMode.toLowerCase()})`)
          .join("; "),
      ),
    sources: sourcesOf(ps),
  };
}

/** "I only have 4 months", "within 20 weeks": the time a visitor has, in weeks, and as they said it. */
export function timeBudget(text: string): { weeks: number; said: string } | undefined {
  const m =
    /\b(only|just|within|under|less than|fewer than|no more than|at most|max|maximum|up to|have|got|spare|into|(?:only|just) (?:commit|give|spare|devote|dedicate|manage|afford)(?: \w+){0,2}?|(?:finish|finished|done|complete|completed|over|ends?|wrapped up|qualified|trained|ready)(?: \w+){0,3} in)( about| around| roughly)? (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of) (weeks?|months?)\b/.exec(
      text,
    );
  // "I have an interview in 6 months. Can I finish a course before then?": a time ahead that a
  // course must be finished in.
  const ahead = m
    ? undefined
    : /\b(finish|finished|complete|completed|be done|done|before then|by then|wrap up)\b/.test(text)
      ? /\b()(in|within|next)( about| around| roughly)? (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of) (weeks?|months?)\b/.exec(
          text,
        )
      : undefined;
  const found = m
    ? [m[0], m[1], m[2], m[3], m[4]]
    : ahead
      ? [ahead[0], ahead[2], ahead[3], ahead[4], ahead[5]]
      : undefined;
  if (!found) return undefined;
  const n = /^\d+$/.test(found[3]!) ? Number(found[3]) : numberWords[found[3]!]!;
  const unit = found[4]!.startsWith("month") ? "month" : "week";
  return { weeks: unit === "month" ? n * 4.345 : n, said: `${found[3]} ${unit}${n === 1 ? "" : "s"}` };
}

/** Which programs fit in the time a visitor has: those that do first, then the others' lengths. */
export function fitsIn(s: Subject, budget: { weeks: number; said: string }): Reply {
  const ps = subjectPrograms(s);
  const months = (p: Program) => (weeksOf(p) > 8 ? ` (about ${Math.round(weeksOf(p) / 4.345)} months)` : "");
  const fit = ps.filter((p) => weeksOf(p) <= budget.weeks + 0.01);
  const over = ps.filter((p) => !fit.includes(p));
  const each = (group: Program[]) =>
    rank(group, weeksOf)
      .map(
        ([, g]) =>
          `${list(g.map((p) => bold(p.name)))} ${g.length > 1 ? "each take" : "takes"} ${durationOf(g[0]!)}${months(g[0]!)}`,
      )
      .join("; ");
  const others =
    s.programs.length === 1 ? programs.filter((p) => p !== ps[0] && weeksOf(p) <= budget.weeks + 0.01) : [];
  if (fit.length === 0)
    return {
      lead:
        ps.length > 1
          ? `No course fits in ${budget.said}: ${lowerFirst(each(ps))}.`
          : `No: ${each(ps)}, longer than ${budget.said}.`,
      more:
        others.length > 0
          ? [`${each(others)}, which ${others.length > 1 ? "fit" : "fits"} in ${budget.said}.`]
          : [],
      sources: sourcesOf([...ps, ...others]),
    };
  return {
    lead: `${s.programs.length === 1 ? "Yes: " : ""}${each(fit)}, which ${fit.length > 1 && fit.length === ps.length ? "all fit" : fit.length > 1 ? "fit" : "fits"} in ${budget.said}.`,
    more: over.length > 0 ? [`${each(over).replace(/\*\*/g, "")}.`] : [],
    sources: sourcesOf(ps),
  };
}

export function duration(s: Subject): Reply {
  const budget = timeBudget(s.text);
  if (budget) return fitsIn(s, budget);
  const ps = subjectPrograms(s);
  if (ps.length === 1) {
    const p = ps[0]!;
    // "How long is it in months?": the weeks, and roughly how many months they make.
    const months = /\bmonths?\b/.test(s.text) ? ` (about ${Math.round(weeksOf(p) / 4.345)} months)` : "";
    // "How many hours in total?": the class hours first.
    if (/\bhours?\b/.test(s.text) && /\b(total|in all|altogether|overall|whole|entire|all up)\b/.test(s.text))
      return {
        lead: `${bold(p.name)} is ${bold(`${weeksOf(p) * classSchedule.sessionHours} hours`)} of class in all: one ${classSchedule.sessionHours}-hour class a week for ${durationOf(p)}.`,
        more: [`Plan for ${programGuides[p.slug].selfStudy} of project work a week on top.`],
        sources: sourcesOf(ps),
      };
    return {
      lead: `${bold(p.name)} takes ${bold(durationOf(p))}${months}.`,
      more: [
        `That is one ${classSchedule.sessionHours}-hour class a week, ${weeksOf(p) * classSchedule.sessionHours} hours of class in all, plus project work between classes.`,
      ],
      sources: sourcesOf(ps),
    };
  }
  const ranked = rank(ps, weeksOf);
  const all = ranked.map(
    ([, group]) =>
      `${groupNames(group)} ${group.length > 1 ? "both take" : "takes"} ${durationOf(group[0]!)}`,
  );
  if (s.compare || s.programs.length > 1) {
    const [shortest, longest] = [ranked[0]!, ranked.at(-1)!];
    const pick = s.direction === "high" ? longest : shortest;
    const word = s.direction === "high" ? "longest" : "shortest";
    // "Do they take the same time?": the yes or no first, then each figure.
    if (sameAsked(s.text) && ps.length >= 2)
      return {
        lead:
          ranked.length === 1
            ? `Yes: ${groupNames(ps)} each take ${durationOf(ps[0]!)}.`
            : `No: ${list(ranked.map(([, group]) => `${groupNames(group)} ${group.length > 1 ? "each take" : "takes"} ${durationOf(group[0]!)}`))}.`,
        sources: sourcesOf(ps),
      };
    // Two programs that differ: "X is shorter at 16 weeks; Y takes 24 weeks." Nothing to repeat.
    if (ps.length === 2 && ranked.length === 2) {
      const other = pick === longest ? shortest : longest;
      return {
        // With the difference ("is full stack longer than data, and by how much?").
        lead: `${groupNames(pick[1])} is ${s.direction === "high" ? "longer" : "shorter"} at ${durationOf(pick[1][0]!)}; ${groupNames(other[1])} takes ${durationOf(other[1][0]!)}, ${Math.abs(weeksOf(pick[1][0]!) - weeksOf(other[1][0]!))} weeks ${s.direction === "high" ? "less" : "more"}.`,
        sources: sourcesOf(ps),
      };
    }
    const lead =
      ranked.length === 1
        ? `They take the same time: ${groupNames(pick[1])} each take ${durationOf(pick[1][0]!)}.`
        : pick[1].length > 1
          ? `${groupNames(pick[1])} are the ${word}, tied at ${durationOf(pick[1][0]!)} each.`
          : `${groupNames(pick[1])} is the ${word} at ${durationOf(pick[1][0]!)}.`;
    // The programs the lead does not name, with their figure: nothing said twice.
    const rest = ranked
      .filter((r) => r !== pick)
      .map(
        ([, group]) =>
          `${groupNames(group)} ${group.length > 1 ? "each take" : "takes"} ${durationOf(group[0]!)}`,
      );
    return { lead, more: rest.length > 0 ? [sentence(list(rest))] : [], sources: sourcesOf(ps) };
  }
  return { lead: `${sentence(list(all))}`, sources: sourcesOf(ps, faq) };
}

export function topics(s: Subject, tech?: string[]): Reply {
  const ps = subjectPrograms(s);
  if (tech && tech.length > 0) {
    // "Do you teach Python?": the programs whose topics name it.
    const label = tech.join(" and ");
    const hits = ps.filter((p) => topicText(p).toLowerCase().includes(tech[0]!.toLowerCase()));
    const where = hits.map((p) => {
      const feature = programDetails[p.slug].features.find((f) =>
        `${f.name} ${f.description}`.toLowerCase().includes(tech[0]!.toLowerCase()),
      );
      return feature ? `${bold(feature.name)}: ${feature.description}` : "";
    });
    // "Which tools are used for test automation?": where it is taught, and with what.
    const feature = hits.length === 1 ? where[0] : "";
    if (feature && /\b(what|which|wat)\b/.test(s.text))
      return {
        lead: `${bold(hits[0]!.name)} teaches it in ${feature.replace(/^\*\*(.+?)\*\*: (.*)$/, (_m, name: string, rest: string) => `${name.toLowerCase()}: ${lowerFirst(rest)}`)}`,
        sources: sourcesOf(hits),
      };
    if (hits.length > 0)
      return {
        lead: `Yes: ${list(hits.map((p) => bold(p.name)))} ${hits.length > 1 ? "cover" : "covers"} ${label}.`,
        more: where.filter(Boolean).slice(0, 2),
        sources: sourcesOf(hits),
      };
  }
  if (ps.length === 1) {
    const p = ps[0]!;
    const { features, overviewIntro } = programDetails[p.slug];
    // "How many modules are in full stack?": the count, then the modules.
    const count = /\bhow many\b/.test(s.text)
      ? `${["no", "one", "two", "three", "four", "five", "six"][features.length] ?? features.length} modules: `
      : "";
    return {
      lead: `${bold(p.name)} ${count ? `has ${count}` : "covers "}${list(features.map((f) => f.name.toLowerCase()))}.`,
      more: [
        features.map((f) => `${bold(f.name)}: ${f.description}`).join(" "),
        overviewIntro.split(". ")[0] + ".",
      ],
      sources: sourcesOf(ps),
    };
  }
  return {
    lead: `We teach three programs: ${list(ps.map((p) => `${bold(p.name)} (${programDetails[p.slug].features.map((f) => f.name.toLowerCase()).join(", ")})`))}.`,
    sources: sourcesOf(ps),
  };
}

/**
 * Kinds of tool a visitor asks about by kind ("which cloud platform", "what database", "which
 * programming languages"), each with the products of that kind. Which of them a course teaches is
 * read from its page's text (topicText), so a tool dropped from a page drops from the answer.
 */
export const toolKinds: { asked: RegExp; names: string[] }[] = [
  {
    asked: /\bclouds?\b|\bhosting\b|\bdeploy\w* (platform|provider|service)s?\b/,
    names: ["AWS", "Azure", "Google Cloud", "GCP", "Heroku", "Vercel", "Netlify"],
  },
  {
    asked: /\bdatabases?\b|\bdbms\b|\bdb\b/,
    names: ["PostgreSQL", "MySQL", "MongoDB", "SQLite", "SQL Server", "Oracle"],
  },
  {
    asked:
      /\b(programming|coding|code|computer|scripting) languages?\b|\blanguages? (will|do|does|would|are|is|r)\b|\b(what|which|wat) languages?\b/,
    names: ["HTML", "CSS", "JavaScript", "TypeScript", "Python", "SQL", "Java", "C#"],
  },
  {
    asked: /\bframeworks?\b|\blibrar(y|ies)\b/,
    names: ["React", "Node.js", "Express", "Angular", "Vue", "Django", "pandas", "Playwright"],
  },
  {
    asked:
      /\b(test|testing|automation|qa|bug tracking|defect tracking) (tools?|software|frameworks?|apps?)\b|\b(bug|defect|issue|test case|test management) (trackers?|tracking|management)\b/,
    names: ["Playwright", "Postman", "Jira", "TestRail", "Selenium", "Cypress"],
  },
  {
    asked:
      /\b(bi|business intelligence|dashboard\w*|visuali[sz]ation|reporting|charting|analytics|analysis|data) (tools?|software|apps?|platforms?)\b/,
    names: ["Power BI", "Excel", "Tableau", "Looker", "Python", "SQL", "pandas"],
  },
  { asked: /\b(version|source) control\b/, names: ["Git", "GitHub"] },
];

/** Every tool of every kind: what "which tools will I use?" names. */
export const allTools = [...new Set(toolKinds.flatMap((k) => k.names))];

export const genericTools =
  /\b(tools?|software|tech|techs|technolog(y|ies)|tech stack|technology stack|stack of tools|platforms?|apps)\b/;

export const toolVerbs =
  /\b(use|uses|using|used|learn|learning|learnt|learned|teach|teaches|taught|teaching|cover|covers|covered|work with|working with|study|pick up|get to (use|know)|be using|master|trained on|train on)\b/;

/** The tools of the kind a question asks about ("which cloud platform do you teach?"), else undefined. */
export function toolKindAsked(text: string): string[] | undefined {
  if (
    !/\b(what|which|wat|wot|whats|any|list|name|do (you|u|they|i|we)|will (i|we|you|u)|does (it|the|this))\b/.test(
      text,
    )
  )
    return undefined;
  // "What language are the classes taught in?" is the language spoken, not one taught.
  if (
    /\b(taught|delivered|held|run|spoken|conducted|given) in\b|\bin (what|which) languages?\b|\blanguages? (of|for) (instruction|teaching)\b/.test(
      text,
    )
  )
    return undefined;
  const kinds = toolKinds.filter((k) => k.asked.test(text));
  if (kinds.length > 0) return [...new Set(kinds.flatMap((k) => k.names))];
  return genericTools.test(text) && toolVerbs.test(text) ? allTools : undefined;
}

/** A tool's name as a page writes it, as a whole word ("SQL" is not inside "PostgreSQL"). */
export const names = (text: string, tool: string) =>
  new RegExp(`(^|[^A-Za-z])${tool.replace(/[.+#]/g, "\\$&")}(?![A-Za-z])`).test(text);

/**
 * "Which cloud platform do you teach?", "what tools will I use in QA?": the tools of that kind each
 * program's page names, in the order the page names them, with the module that teaches them.
 */
export function tools(s: Subject, kind: string[]): Reply | undefined {
  const found = subjectPrograms(s)
    .map((p) => {
      // The prerequisites say what is taught from the start ("the JavaScript you need for automation").
      const text = `${topicText(p)} ${programGuides[p.slug].prerequisites.join(". ")}`;
      const named = kind
        .filter((t) => names(text, t))
        .sort(
          (a, b) =>
            text.search(new RegExp(`(^|[^A-Za-z])${a.replace(/[.+#]/g, "\\$&")}`)) -
            text.search(new RegExp(`(^|[^A-Za-z])${b.replace(/[.+#]/g, "\\$&")}`)),
        );
      return { p, named };
    })
    .filter((x) => x.named.length > 0);
  if (found.length === 0) return undefined;
  if (found.length === 1) {
    const { p, named } = found[0]!;
    const features = programDetails[p.slug].features.filter((f) =>
      named.some((t) => names(f.description, t)),
    );
    return {
      final: true,
      lead: `${bold(p.name)} teaches ${list(named)}.`,
      more: features.slice(0, 2).map((f) => `${bold(f.name)}: ${f.description}`),
      sources: sourcesOf([p]),
    };
  }
  return {
    final: true,
    lead: `${sentence(found.map(({ p, named }) => `${bold(p.name)} teaches ${list(named)}`).join("; "))}`,
    sources: sourcesOf(found.map((x) => x.p)),
  };
}

/** Everything a program page says it teaches, for "do you teach X" lookups. */
/**
 * "Does the QA course teach Selenium?": a tool the program's modules do not name. The modules that
 * name their tools say which it does teach; no module naming any gives no answer.
 */
export function toolNotListed(s: Subject, tool: string): Reply | undefined {
  const p = subjectPrograms(s)[0];
  if (!p) return undefined;
  // A module naming its tools: a capitalised word inside its description ("with Playwright").
  const withTools = programDetails[p.slug].features.filter((f) =>
    /\s[A-Z][a-zA-Z]+/.test(f.description.slice(1)),
  );
  if (withTools.length === 0) return undefined;
  return {
    lead: `${bold(p.name)} does not list ${tool}: ${withTools.map((f) => `${bold(f.name)} covers ${f.description.replace(/\.$/, "")}`).join("; ")}.`,
    sources: sourcesOf([p]),
  };
}

export function topicText(p: Program): string {
  const d = programDetails[p.slug];
  return [
    p.name,
    p.summary,
    d.heroText,
    d.overviewIntro,
    ...d.features.map((f) => `${f.name} ${f.description}`),
  ].join(" ");
}

export function overview(s: Subject): Reply {
  const ps = subjectPrograms(s);
  if (ps.length === 1) {
    const p = ps[0]!;
    const g = programGuides[p.slug];
    return {
      lead: `${bold(p.name)} is a ${durationOf(p).replace(/^(\d+) weeks$/, "$1-week")} instructor-led course, ${lowerFirst(g.modes.short)}, for ${feeOf(p)}.`,
      more: [
        p.summary,
        `It covers ${list(programDetails[p.slug].features.map((f) => f.name.toLowerCase()))}.`,
      ],
      sources: sourcesOf(ps),
    };
  }
  return topics(s);
}

export function prerequisites(s: Subject): Reply {
  const ps = subjectPrograms(s);
  const experience = (p: Program) =>
    programGuides[p.slug].prerequisites.find((x) => /experience/i.test(x)) ??
    programGuides[p.slug].prerequisites[0]!;
  if (ps.length === 1) {
    const p = ps[0]!;
    const g = programGuides[p.slug];
    const maths = /\b(math|maths|mathematics|statistic)/.test(s.text)
      ? g.prerequisites.find((x) => /math/i.test(x))
      : undefined;
    const english = /\benglish\b/.test(s.text) ? g.prerequisites.find((x) => /english/i.test(x)) : undefined;
    // "Can I do data analytics if I've never used Excel?": the spreadsheet skills it asks for.
    const sheets = /\b(spreadsheets?|excel|sheets)\b/.test(s.text)
      ? g.prerequisites.find((x) => /spreadsheet/i.test(x))
      : undefined;
    // "Is it ok if I'm slow at typing?": the computer skills it asks for.
    const computer = /\b(typing|type|computers?|tech|technology)\b/.test(s.text)
      ? g.prerequisites.find((x) => /computer/i.test(x))
      : undefined;
    const first = maths ?? english ?? sheets ?? computer ?? experience(p);
    return {
      lead: `${sentence(first)}`,
      more: [
        `Before ${p.name} you need: ${list(g.prerequisites.filter((x) => x !== first).map(lowerFirst), "; and ")}.`,
      ],
      sources: sourcesOf(ps, faq),
    };
  }
  // "My English is not perfect, what level is needed?": each course's English, said as the site says it.
  if (/\benglish\b/.test(s.text)) {
    const englishOf = (p: Program) => programGuides[p.slug].prerequisites.find((x) => /english/i.test(x));
    const said = ps.filter((p) => englishOf(p));
    if (said.length > 0)
      return {
        lead: `${sentence(
          said
            .map(
              (p) =>
                `${bold(p.name)} asks for ${englishOf(p)!
                  .replace(/^English/, "English")
                  .replace(/^Clear/, "clear")}`,
            )
            .join("; "),
        )}`,
        sources: sourcesOf(said, faq),
      };
  }
  return {
    lead: `No course needs programming experience: ${ps.map((p) => `${bold(p.name)}: ${lowerFirst(experience(p))}`).join("; ")}.`,
    more: [
      "You need your own laptop and to be comfortable using a computer; Data Analytics also expects spreadsheets and high-school maths.",
    ],
    sources: sourcesOf(ps, faq),
  };
}

export function suits(s: Subject, best?: { program: Program; reason: string; summary?: boolean }): Reply {
  if (best && s.programs.length !== 1) {
    return {
      // A line of who it suits, or what the course does ("learn to find the bugs before users do"):
      // the program named first, which a restated FAQ line would not do.
      final: true,
      lead: best.summary
        ? `${bold(best.program.name)} is likely the best fit: ${lowerFirst(sentence(best.reason))}`
        : `${bold(best.program.name)} is likely the best fit: it suits ${lowerFirst(best.reason)}.`,
      more: [
        sentence(programGuides[best.program.slug].prerequisites.find((x) => /experience/i.test(x)) ?? ""),
      ],
      sources: [programSource(best.program), faq],
    };
  }
  const ps = subjectPrograms(s);
  // The one program asked about, by a visitor it fits on one line: that line first.
  if (ps.length === 1 && best && best.program === ps[0] && !best.summary) {
    const g = programGuides[ps[0]!.slug];
    return {
      lead: `Yes: ${bold(ps[0]!.name)} suits ${lowerFirst(best.reason)}.`,
      more: [
        `It also suits ${list(g.suits.filter((x) => x !== best.reason).map(lowerFirst), "; and ")}.`,
        sentence(g.prerequisites.find((x) => /experience/i.test(x)) ?? ""),
      ],
      sources: sourcesOf(ps, faq),
    };
  }
  if (ps.length === 1) {
    const p = ps[0]!;
    const g = programGuides[p.slug];
    return {
      lead: `${bold(p.name)} suits ${lowerFirst(g.suits[0]!)}.`,
      more: [
        `It also suits ${list(g.suits.slice(1).map(lowerFirst), "; and ")}.`,
        sentence(g.prerequisites.find((x) => /experience/i.test(x)) ?? ""),
      ],
      sources: sourcesOf(ps, faq),
    };
  }
  return {
    lead: `${sentence(ps.map((p) => `${bold(p.name)} suits ${lowerFirst(programGuides[p.slug].suits[0]!)}`).join("; "))}`,
    more: ["None of them needs programming experience."],
    sources: sourcesOf(ps, faq),
  };
}

/**
 * "My son loves breaking things, is this for him?" asked of full stack: the course whose line fits
 * the person described, then who the course asked about suits.
 */
export function suitsElsewhere(asked: Program, best: { program: Program; reason: string }): Reply {
  return {
    final: true,
    lead: `${bold(best.program.name)} may be the better fit: it suits ${lowerFirst(best.reason)}.`,
    more: [`${bold(asked.name)} suits ${lowerFirst(programGuides[asked.slug].suits[0]!)}.`],
    sources: [programSource(best.program), programSource(asked), faq],
  };
}

export function week(s: Subject): Reply {
  const ps = subjectPrograms(s);
  const p = ps[0]!;
  const g = programGuides[p.slug];
  if (ps.length === 1)
    return {
      lead: `A ${bold(p.name)} week is one ${classSchedule.sessionHours}-hour class, then ${g.selfStudy} of project work, then feedback on your work before the next class.`,
      // The class, then the feedback that closes the week (a written code review, written feedback):
      // the project work between them is in the lead.
      more: [g.week[0]!, g.week.at(-1)!].map((w) => `${w.when}: ${lowerFirst(w.what)}`),
      sources: sourcesOf(ps, faq),
    };
  return {
    lead: `Each week is one ${classSchedule.sessionHours}-hour class with your instructor, then project work at your own pace, then written feedback on the week's work before the next class.`,
    more: [`Plan for ${ps.map((x) => `${programGuides[x.slug].selfStudy} on ${x.name}`).join(", ")}.`],
    sources: [faq, ...sourcesOf(ps)],
  };
}

export function selfStudy(s: Subject): Reply {
  const ps = subjectPrograms(s);
  if (ps.length === 1) {
    const p = ps[0]!;
    return {
      lead: `Plan for ${bold(programGuides[p.slug].selfStudy)} of project work a week on ${bold(p.name)}, on top of the ${classSchedule.sessionHours}-hour class.`,
      sources: sourcesOf(ps, faq),
    };
  }
  return {
    lead: `Plan for ${sentence(ps.map((p, i) => `${bold(programGuides[p.slug].selfStudy)}${i === 0 ? " of project work a week" : ""} on ${p.name}`).join(", "))}`,
    more: [`That is on top of one ${classSchedule.sessionHours}-hour class a week.`],
    sources: [faq, ...sourcesOf(ps)],
  };
}

export function roles(s: Subject): Reply {
  const ps = subjectPrograms(s);
  return {
    lead: `${sentence(ps.map((p) => `${bold(p.name)} graduates apply for roles such as ${list(programGuides[p.slug].roles)}`).join("; "))}`,
    more: [careersSupport.honesty.split(". ")[0] + ".", careersSupport.summary.split(". ")[0] + "."],
    sources: [...sourcesOf(ps), faq],
  };
}
