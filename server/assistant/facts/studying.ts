/**
 * While studying and after: equipment, careers support and outcomes, the certificate.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { careersSupport, equipment } from "#content/study.ts";
import {
  faq,
  list,
  lowerFirst,
  programSource,
  type Reply,
  sentence,
  sourcesOf,
  type Subject,
  terms,
} from "./base.ts";

export function equipmentReply(s: Subject): Reply {
  const t = s.text;
  const da = programGuides["data-analytics"].equipmentNote;
  if (
    /\b(mac|macbook|apple|macos|imac)\b/.test(t) &&
    da &&
    (s.programs.length === 0 || s.programs.some((p) => p.slug === "data-analytics"))
  )
    return {
      lead: `Yes, a Mac works for most of it, but ${da}`,
      more: [equipment.minimum.split(". ")[0] + "."],
      sources: [programSource(programs[2]), faq],
    };
  const specsAsked =
    /\b(ram|memory|spec|specs|specification|requirement|disk|storage|processor|windows|linux|operating|gb)\b/.test(
      t,
    );
  // "Do I need my own laptop and what specs?": whether to bring one, then what it needs.
  if (
    specsAsked &&
    /\b(own|provide|provided|provides|lend|lent|loan|loaned|bring|supply|supplied|included|give)\b|\bneed (a|my) (laptop|computer)\b/.test(
      t,
    )
  )
    return {
      lead: `${equipment.summary.split(". ")[0]}.`,
      more: [
        `${equipment.requirements[0]!}, with ${lowerFirst(equipment.requirements[1]!)}.`,
        equipment.summary.split(". ").slice(1).join(". "),
      ],
      sources: [faq, terms],
    };
  if (specsAsked)
    return {
      lead: `${equipment.requirements[0]!}, with ${lowerFirst(equipment.requirements[1]!)}.`,
      more: [equipment.requirements.slice(2).join("; ") + "."],
      sources: [faq, terms],
    };
  if (/\b(software|licence|license|install|program|tool|app)\b/.test(t) && !/\blaptop|computer\b/.test(t))
    return { lead: equipment.software, more: [equipment.summary], sources: [faq, terms] };
  if (
    /\b(headset|microphone|mic|webcam|camera)\b/.test(t) ||
    (/\b(online|remotely|from home)\b/.test(t) &&
      (!/\b(laptop|computer|mac|pc)\b/.test(t) ||
        /\b(besides|apart from|other than|extra|else|as well as|in addition|on top of|more than|except|also)\b/.test(
          t,
        )))
  )
    return {
      lead: `Joining online? Add a headset with a microphone.`,
      more: [equipment.summary],
      sources: [faq, terms],
    };
  if (
    /\b(wifi|wi-fi|internet|power|charger|plug|plug in|socket|sockets|outlet|outlets)\b|\bcharg(e|ing) (up )?(my|the|a|your|our)? ?(laptop|computer|phone|device|battery)\b/.test(
      t,
    )
  )
    return { lead: equipment.campus, more: [equipment.summary], sources: [faq] };
  return {
    lead: `No laptop is provided: ${lowerFirst(equipment.summary)}`,
    more: [equipment.minimum.split(". ")[0] + ".", equipment.software],
    sources: [faq, terms],
  };
}

/** "What percentage get hired?", "what would I earn?": the honest no-figures sentence first. */
export function careersOutcome(): Reply {
  return {
    lead: `${sentence(careersSupport.honesty.split(". ")[0]!)}`,
    more: [
      `${careersSupport.summary.split(". ")[0]}.`,
      `It includes ${list(careersSupport.services.map((x) => lowerFirst(x.name)))}.`,
    ],
    sources: [faq, terms],
    final: true,
  };
}

/** When in the course something happens: "when in the course", "at what point", "which week". */
export const careersWhen =
  /\b(when (in|during) (the|my|a) (course|program|programme)|at what (point|stage)|what (point|stage|part) of|which (week|weeks|part)|how far (in|into)|when (do|does|will|would) (the |you |they )?(\w+ ){0,3}(happen|start|run|take place|begin|help|do|hold))\b/;

export function careers(s: Subject): Reply {
  const t = s.text;
  if (
    /\b(guarantee|guaranteed|promise|rate|rates|percent|percentage|statistic|salary|salaries|earn|earns|pay|pays|paying|paid|wage|outcome|definitely|certainly|sure|certain|assured|chance|chances|likely|proportion|wages?|income)\b|\b(how many|share)\b.{0,40}\b(hired|employed|jobs?|work|working|roles?)\b|\b(make|earn)\b.{0,20}\b(a|per) (year|month|week|hour)\b|\bwhat (would|will|could|can|might) \w+ make\b|\bearnings?\b|\bhow much (do|does|will|would|can|could|might) [\w ]{0,30}\bmake\b/.test(
      t,
    )
  )
    return careersOutcome();
  // "Do you introduce students to employers?", "help with my resume?": that service, as the site
  // describes it, first.
  const asked = careersSupport.services.filter((x) => {
    const stems = x.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4 || w === "cv")
      .filter((w) => !["when", "review", "sessions", "with"].includes(w))
      .map((w) => (w.length > 7 ? w.slice(0, 7) : w));
    const extra: Record<string, string> = {
      cv: "resume|résumé",
      introdu:
        "connect|refer|employers?|put me in touch|job ads?|job adverts?|job listings?|job openings?|job leads?|openings|vacanc|pass on (jobs|roles|job)|recruit|(hire|hiring|employ) (from |one of |some of )?(your|ur) (graduates|grads|students|alumni)|(share|post|send|advertise|put) (it|them|our|the|this|a|an)\\b.{0,30}\\b(with|to|in front of) (your|ur)",
    };
    const words = stems.flatMap((w) => [w, ...(extra[w] ? [extra[w]] : [])]).join("|");
    return words !== "" && new RegExp(`\\b(${words})`).test(t);
  });
  // "Does any of it carry on once I've finished?": of the services, only introductions reach
  // recent graduates, as the site says.
  const afterCourse =
    /\b(graduat\w*|alumni|after (i|we) (finish|graduate|complete)|once (i|we)( have)? (finish|finished|graduate|graduated|complete|completed)|after the course|finished the course|course (is )?(over|done|finished))\b/.test(
      t,
    ) &&
    /\b(still|anymore|any more|continue|continues|carry on|carries on|graduat\w*|alumni|former students?|ex-students?)\b/.test(
      t,
    );
  const graduates = careersSupport.services.filter((x) => /\bgraduates\b/.test(x.description));
  if (asked.length === 0 && afterCourse && graduates.length === 1) asked.push(graduates[0]!);
  // "When in the course do the job-search sessions happen?": the service whose description says
  // when ("In the last weeks of the course"), said with its time first.
  const timed = careersSupport.services.filter((x) =>
    /^(in|during|at|after|before|from) /i.test(x.description),
  );
  const when = careersWhen.test(t)
    ? (asked.find((x) => timed.includes(x)) ?? (asked.length === 0 ? timed[0] : undefined))
    : undefined;
  if (when) {
    const [time = "", what = ""] = when.description.split(": ");
    return {
      lead: `${time}: ${lowerFirst(when.name)}, ${what.replace(/\.$/, "")}.`,
      more: [`${careersSupport.summary.split(". ")[0]}.`],
      sources: [faq],
      final: true,
    };
  }
  // "What help would I actually get with job hunting?": what the support is, all of it, not the
  // one service the words name.
  const whatHelp =
    /\b(what|which|wat|wot) (kind of |sort of |type of )?(help|support|assistance|careers? (help|support))\b|\bhow (do|would|will|can|could) (you|u|ya) help\b/.test(
      t,
    );
  if (asked.length === 1 && !whatHelp) {
    const x = asked[0]!;
    return {
      lead: `Yes: ${lowerFirst(x.name)}. ${x.description}`,
      more: [careersSupport.summary.split(". ")[0] + "."],
      sources: [faq],
    };
  }
  return {
    lead: `Yes: careers support is part of every course at no extra cost: ${list(careersSupport.services.map((x) => lowerFirst(x.name)))}.`,
    // One honest sentence: saying "no guarantee" twice is boilerplate.
    more: ["We help you get ready for the job market; we cannot promise you a job."],
    sources: [faq, ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
  };
}

export function certificate(s?: Subject): Reply {
  const [received, ...rest] = careersSupport.certificate.split(". ");
  // "Are you a registered training organisation?", "is it accredited?": the no first.
  if (s && /\b(accredit\w*|registered|rto|recogni[sz]ed|nationally|government|official)\b/.test(s.text))
    return {
      lead: `No: ${lowerFirst(received!)}, and ${lowerFirst(sentence(rest.join(". ")))}`,
      more: ["To receive it, hand in the course's projects."],
      sources: [faq, terms],
    };
  return {
    lead: `${sentence(received!)}`,
    more: [rest.join(". "), "To receive it, hand in the course's projects."],
    sources: [faq, terms],
  };
}
