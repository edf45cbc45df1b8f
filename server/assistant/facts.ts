/**
 * Answers to structured questions, composed from the typed content (content/*.ts), never from
 * prose: a fee, a duration or an opening hour changes in one place and the assistant follows.
 * Every reply leads with the fact itself (a number, a date, a name, yes or no), adds at most two
 * supporting sentences, and names the pages that show it.
 */
import { paymentTerms, refundTerms, fees, formatAud } from "#content/fees.ts";
import { feeTerms as enrolmentTermsFee, enrolmentTerms, timetableSlots } from "#content/enrolment-terms.ts";
import { pages, type PagePath } from "#content/pages.ts";
import { privacyPolicy, privacyTables } from "#content/privacy.ts";
import { faqPage } from "#content/faq.ts";
import { sentencesOf } from "./language.ts";
import { programDetails } from "#content/program-details.ts";
import { upcomingSession } from "./sessions.ts";
import { programGuides } from "#content/program-guide.ts";
import { programs } from "#content/programs.ts";
import { services, serviceWork } from "#content/services.ts";
import { formatAddress, site } from "#content/site.ts";
import { budgetOptions, formatOptions, serviceOptions } from "#content/options.ts";
import { consultationBooking } from "#content/consultation.ts";
import { careersSupport, classSchedule, equipment } from "#content/study.ts";
import { team } from "#content/people.ts";
import { nextSteps } from "#content/application-next-steps.ts";
import { careerValues, openings } from "#content/careers.ts";
import { testimonials, testimonialsFor } from "#content/testimonials.ts";

export type Program = (typeof programs)[number];
export type ProgramSlug = Program["slug"];
export type Service = (typeof services)[number];
export type ServiceSlug = Service["slug"];

export interface Source {
  title: string;
  href: string;
}

/** One structured answer: the fact first, then at most two supporting sentences, then sources. */
export interface Reply {
  lead: string;
  more?: string[];
  sources: Source[];
  /** The reply is itself the site's sentence that answers (a term about a change): none overrules it. */
  final?: true;
}

/** What a reply may be about: the programs or services the question (or the conversation) names. */
export interface Subject {
  programs: Program[];
  services: Service[];
  /** The question compares ("which is shorter", "cheapest", "the difference between"). */
  compare: boolean;
  /** The superlative or comparative asked: shortest/longest, cheapest/dearest, first/last. */
  direction?: "low" | "high";
  /** The visitor's own words, normalised, for details inside an intent (a day, "provide"…). */
  text: string;
  /**
   * The program asked about when another is named only to measure it against ("can I do it
   * online like the QA one?" after Data Analytics): its answer comes first.
   */
  asked?: Program;
}

export const page = (href: PagePath): Source => ({ title: pages[href].title, href });
export const programSource = (p: Program): Source => ({ title: p.name, href: p.href });
const serviceSource = (s: Service): Source => ({ title: s.name, href: s.href });
const faq = page("/faq");
const terms = page("/terms");
const contact = page("/contact-us");
const enrol = page("/enrol-now");
const privacy = page("/privacy");
const consultation = page("/expertise/book-a-free-consultation");

const weeksOf = (p: Program) => Number.parseInt(p.duration, 10);
const durationOf = (p: Program) => p.duration.toLowerCase();
const feeOf = (p: Program) => formatAud(fees[p.slug].totalAud);
const sentence = (t: string) => (/[.!?]$/.test(t) ? t : `${t}.`);
const lowerFirst = (t: string) => (/^.[a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);
export const bold = (t: string) => `**${t}**`;

/** "a, b and c" */
export function list(items: string[], last = " and "): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")}${last}${items.at(-1)}`;
}

const subjectPrograms = (s: Subject) => (s.programs.length > 0 ? s.programs : [...programs]);
/** One program: its page, then the others. Several: the shared pages first (their names link already). */
const sourcesOf = (ps: readonly Program[], ...more: Source[]) =>
  ps.length === 1 ? [...ps.map(programSource), ...more] : [...more, ...ps.map(programSource)];

/** Groups programs by a value, lowest first: [[value, programs], …]. */
function rank<T extends number>(ps: readonly Program[], value: (p: Program) => T) {
  const groups = new Map<T, Program[]>();
  for (const p of ps) groups.set(value(p), [...(groups.get(value(p)) ?? []), p]);
  return [...groups].sort((a, b) => a[0] - b[0]);
}

/** "Do they take the same time?", "is it as expensive as QA?": a yes-or-no comparison of two figures. */
const sameAsked = (text: string) =>
  /\b(the )?same\b|\bas (long|short|much|expensive|cheap|pricey|dear) as\b|\b(equal|equally)\b/.test(text);

/** "X and Y both take 16 weeks" / "X takes 16 weeks": a group in words, saying when they tie. */
const groupNames = (ps: Program[]) => list(ps.map((p) => `[${p.name}](${p.href})`));

// ——— Programs ———

/** "Which courses are instructor-led?": the catalogue's course type (spec §3), with each study mode. */
export function courseType(s: Subject): Reply {
  const ps = subjectPrograms(s);
  const all = ps.length === programs.length;
  const types = new Set(ps.map((p) => p.courseType));
  // "Is it self-paced?", "is it just videos?": a no, before what it is instead.
  const no =
    /\bself[- ]?paced\b|\bat (my|your|our) own pace\b|\b(pre-?recorded|recorded|videos?|recordings)\b/.test(s.text) && !/\b(or|either)\b/.test(s.text) ? "No: " : "";
  if (all && types.size === 1)
    return {
      lead: `${no}${no ? "all" : "All"} ${programs.length === 3 ? "three" : programs.length} of our programs are ${[...types][0]!.toLowerCase()}s: ${list(ps.map((p) => `${bold(p.name)} (${p.studyMode.toLowerCase()})`))}.`,
      more: ["Each week is one three-hour class with your instructor, plus project work between classes."],
      sources: sourcesOf(ps),
      // The catalogue's own type for every program: no sentence about changing an instructor beats it.
      final: true,
    };
  return {
    lead: no + sentence(ps.map((p) => `${bold(p.name)} is an ${p.courseType.toLowerCase()} (${p.studyMode.toLowerCase()})`).join("; ")),
    sources: sourcesOf(ps),
  };
}

const numberWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  "a few": 3, "a couple of": 2,
};

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
      ? /\b()(in|within|next)( about| around| roughly)? (\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of) (weeks?|months?)\b/.exec(text)
      : undefined;
  const found = m ? [m[0], m[1], m[2], m[3], m[4]] : ahead ? [ahead[0], ahead[2], ahead[3], ahead[4], ahead[5]] : undefined;
  if (!found) return undefined;
  const n = /^\d+$/.test(found[3]!) ? Number(found[3]) : numberWords[found[3]!]!;
  const unit = found[4]!.startsWith("month") ? "month" : "week";
  return { weeks: unit === "month" ? n * 4.345 : n, said: `${found[3]} ${unit}${n === 1 ? "" : "s"}` };
}

/** Which programs fit in the time a visitor has: those that do first, then the others' lengths. */
function fitsIn(s: Subject, budget: { weeks: number; said: string }): Reply {
  const ps = subjectPrograms(s);
  const months = (p: Program) => (weeksOf(p) > 8 ? ` (about ${Math.round(weeksOf(p) / 4.345)} months)` : "");
  const fit = ps.filter((p) => weeksOf(p) <= budget.weeks + 0.01);
  const over = ps.filter((p) => !fit.includes(p));
  const each = (group: Program[]) =>
    rank(group, weeksOf)
      .map(([, g]) => `${list(g.map((p) => bold(p.name)))} ${g.length > 1 ? "each take" : "takes"} ${durationOf(g[0]!)}${months(g[0]!)}`)
      .join("; ");
  const others = s.programs.length === 1 ? programs.filter((p) => p !== ps[0] && weeksOf(p) <= budget.weeks + 0.01) : [];
  if (fit.length === 0)
    return {
      lead: ps.length > 1 ? `No course fits in ${budget.said}: ${lowerFirst(each(ps))}.` : `No: ${each(ps)}, longer than ${budget.said}.`,
      more: others.length > 0 ? [`${each(others)}, which ${others.length > 1 ? "fit" : "fits"} in ${budget.said}.`] : [],
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
      .map(([, group]) => `${groupNames(group)} ${group.length > 1 ? "each take" : "takes"} ${durationOf(group[0]!)}`);
    return { lead, more: rest.length > 0 ? [sentence(list(rest))] : [], sources: sourcesOf(ps) };
  }
  return { lead: `${sentence(list(all))}`, sources: sourcesOf(ps, faq) };
}

/** "Under 5 grand", "I can spend up to $4500": the money a visitor has, in AUD. */
export function moneyBudget(text: string): number | undefined {
  const m =
    /\b(under|less than|below|no more than|at most|max|maximum|up to|budget of|budget is|afford|spend|only have|only got|have|got|with|budget|savings of|saved|saved up)( about| around| roughly| up to| only| just)? \$?(\d[\d,]*(?:\.\d+)?) ?(k|grand|thousand|dollars|aud)?\b(?! ?(hours?|hrs?|weeks?|months?|days?|years?|minutes?|mins?|kids|children)\b)/.exec(text);
  if (!m) return undefined;
  const n = Number(m[3]!.replace(/,/g, "")) * (m[4] && /^(k|grand|thousand)$/.test(m[4]) ? 1000 : 1);
  // A bare small number is no sum of money ("under 5 weeks" is read elsewhere).
  if (!m[4] && !/\$/.test(text) && n < 500) return undefined;
  return n;
}

/** Which programs cost no more than the visitor's budget, then the others' fees. */
function feeFits(s: Subject, budget: number): Reply {
  const ps = subjectPrograms(s);
  const fit = ps.filter((p) => fees[p.slug].totalAud <= budget);
  const over = ps.filter((p) => !fit.includes(p));
  const each = (group: Program[]) =>
    rank(group, (p) => fees[p.slug].totalAud)
      .map(([, g]) => `${list(g.map((p) => bold(p.name)))} ${g.length > 1 ? "cost" : "costs"} ${feeOf(g[0]!)}${g.length > 1 ? " each" : ""}`)
      .join("; ");
  const said = formatAud(budget);
  if (fit.length === 0)
    return {
      lead: ps.length > 1 ? `No course fits ${said}: ${each(ps)}.` : `No: ${each(ps)}, more than ${said}.`,
      more: [paymentTerms.options],
      sources: sourcesOf(ps, terms),
    };
  return {
    lead: `${each(fit)}, within ${said}.`,
    more: [...(over.length > 0 ? [`${each(over).replace(/\*\*/g, "")}.`] : []), paymentTerms.currency],
    sources: sourcesOf(ps, terms),
  };
}

export function fee(s: Subject): Reply {
  const budget = moneyBudget(s.text);
  if (budget !== undefined && s.programs.length !== 1) return feeFits(s, budget);
  const ps = subjectPrograms(s);
  if (ps.length === 1) {
    const p = ps[0]!;
    const f = fees[p.slug];
    return {
      lead: `${bold(p.name)} costs ${bold(feeOf(p))}, GST included.`,
      more: [
        f.instalments > 1
          ? `You can pay it in full or in ${f.instalments} monthly instalments of ${formatAud(f.totalAud / f.instalments)}, after you are enrolled; applying is free.`
          : paymentTerms.when,
      ],
      sources: sourcesOf(ps, terms),
    };
  }
  const ranked = rank(ps, (p) => fees[p.slug].totalAud);
  const all = ranked.map(
    ([, group]) =>
      `${groupNames(group)} ${group.length > 1 ? "cost" : "costs"} ${feeOf(group[0]!)}${group.length > 1 ? " each" : ""}`,
  );
  if (s.compare || s.programs.length > 1) {
    const pick = s.direction === "high" ? ranked.at(-1)! : ranked[0]!;
    const word = s.direction === "high" ? "the most expensive" : "the cheapest";
    // "Do QA and full stack cost the same?": the yes or no first, then each figure.
    if (sameAsked(s.text) && ps.length >= 2)
      return {
        lead:
          ranked.length === 1
            ? `Yes: ${groupNames(ps)} each cost ${feeOf(ps[0]!)}.`
            : `No: ${list(ranked.map(([, group]) => `${groupNames(group)} ${group.length > 1 ? "cost" : "costs"} ${feeOf(group[0]!)}${group.length > 1 ? " each" : ""}`))}.`,
        more: [paymentTerms.currency],
        sources: sourcesOf(ps, terms),
      };
    if (ps.length === 2 && ranked.length === 2) {
      const other = pick === ranked[0] ? ranked[1]! : ranked[0]!;
      return {
        // The difference too ("how much more is full stack than QA?", "the price difference"):
        // two figures side by side are a subtraction the visitor should not have to do.
        lead: `${groupNames(pick[1])} is ${s.direction === "high" ? "more expensive" : "cheaper"} at ${feeOf(pick[1][0]!)}; ${groupNames(other[1])} costs ${feeOf(other[1][0]!)}, ${formatAud(Math.abs(fees[pick[1][0]!.slug].totalAud - fees[other[1][0]!.slug].totalAud))} ${s.direction === "high" ? "less" : "more"}.`,
        more: [paymentTerms.currency],
        sources: sourcesOf(ps, terms),
      };
    }
    const lead =
      ranked.length === 1
        ? `They cost the same: ${groupNames(pick[1])} are ${feeOf(pick[1][0]!)} each.`
        : pick[1].length > 1
          ? `${groupNames(pick[1])} are ${word}, both ${feeOf(pick[1][0]!)}.`
          : `${groupNames(pick[1])} is ${word} at ${feeOf(pick[1][0]!)}.`;
    const rest = ranked
      .filter((r) => r !== pick)
      .map(
        ([, group]) =>
          `${groupNames(group)} ${group.length > 1 ? "cost" : "costs"} ${feeOf(group[0]!)}${group.length > 1 ? " each" : ""}`,
      );
    return {
      lead,
      more: [...(rest.length > 0 ? [sentence(list(rest))] : []), paymentTerms.currency],
      sources: sourcesOf(ps, terms),
    };
  }
  return {
    lead: `${sentence(list(all))}`,
    more: [`${paymentTerms.currency} ${paymentTerms.when.split(". ")[0]}.`],
    sources: sourcesOf(ps, terms, enrol),
  };
}

export function instalments(s: Subject): Reply {
  const ps = subjectPrograms(s);
  const plan = (p: Program) => {
    const f = fees[p.slug];
    return `${bold(p.name)}: ${formatAud(f.totalAud)} in full or ${f.instalments} monthly instalments of ${formatAud(f.totalAud / f.instalments)}`;
  };
  // "Can I pay weekly?": the instalments are monthly, which is not a plain yes.
  const otherPeriod = /\b(weekly|fortnightly|daily|every (week|fortnight|day)|per (week|fortnight)|a week|a fortnight)\b/.test(s.text);
  const opening = otherPeriod ? "Instalments are monthly, not weekly or fortnightly" : "Yes";
  // "Can I spread it over more months on full stack or data analytics?": which allows more instalments.
  const most = [...ps].sort((a, b) => fees[b.slug].instalments - fees[a.slug].instalments);
  if (
    ps.length > 1 &&
    /\b(more|most|longer|fewer|less|least) (monthly )?(instalments|installments|months|payments)\b|\b(which|compare|compared|comparison|versus|difference)\b/.test(s.text) &&
    fees[most[0]!.slug].instalments > fees[most.at(-1)!.slug].instalments
  ) {
    const top = most.filter((p) => fees[p.slug].instalments === fees[most[0]!.slug].instalments);
    const rest = most.filter((p) => !top.includes(p));
    const split = (p: Program) => `${fees[p.slug].instalments} monthly instalments of ${formatAud(fees[p.slug].totalAud / fees[p.slug].instalments)}`;
    return {
      lead: `${list(top.map((p) => bold(p.name)))} can be spread over ${ps.length === 2 ? "more" : "the most"} months: ${list(top.map(split))}.`,
      more: [
        sentence(
          [...new Set(rest.map((p) => fees[p.slug].instalments))]
            .map((n) => {
              const group = rest.filter((p) => fees[p.slug].instalments === n);
              // "allows 4 monthly instalments": the count read plainly, with what it counts.
              return `${list(group.map((p) => p.name))} ${group.length > 1 ? "each allow" : "allows"} ${n} monthly instalments`;
            })
            .join("; "),
        ),
      ],
      sources: [...sourcesOf(ps), terms],
      final: true,
    };
  }
  return {
    lead:
      ps.length === 1
        ? `${opening}: ${plan(ps[0]!)}.`
        : `${otherPeriod ? opening : "Yes, you can pay in equal monthly instalments"}: ${ps.map(plan).join("; ")}.`,
    more: [paymentTerms.options],
    sources: [...(s.programs.length === 1 ? sourcesOf(ps) : []), terms, faq],
  };
}

export function paymentTiming(s?: Subject): Reply {
  // "After enrolment, when do I pay?": the invoice and when it is due, not that applying is free.
  if (s && /\b(after|once) (the )?(enrolment|enrollment|enrolling|enroled|enrolled|i am enrolled|i enrol|accepted|i am accepted)\b/.test(s.text))
    return { lead: paymentTerms.when, more: [paymentTerms.options], sources: [terms, enrol] };
  // "Can we pay after the course starts?", "on 30-day terms?": when it is due, which is before the first class.
  if (s && /\b(after|once) (the )?(course|class|classes) (start|starts|begin|begins|started)\b|\b\d+[- ]?days? terms?\b|\bpay (it )?later\b/.test(s.text))
    return { lead: paymentTerms.options, more: [paymentTerms.when], sources: [terms] };
  // "When do I have to pay?", "when is the fee due?": when the fee is paid (after enrolment) first;
  // that applying is free answers a question about applying.
  if (s && /\bwhen\b.{0,30}\b(pay|paid|due|payment|payments|invoice\w*)\b/.test(s.text) && !/\b(apply|applying|application)\b/.test(s.text))
    return { lead: paymentTerms.when, more: [paymentTerms.applying, paymentTerms.options], sources: [terms, enrol] };
  return {
    lead: paymentTerms.applying,
    more: [paymentTerms.when, paymentTerms.options],
    sources: [terms, enrol],
  };
}

export function paymentMethods(s?: Subject): Reply {
  // "How is the fee invoiced?", "how does my employer get billed?": the invoice first, then the ways to pay it.
  if (s && /\b(invoice|invoices|invoiced|invoicing|bill|billed|billing)\b/.test(s.text))
    return { lead: paymentTerms.when.replace(/^The course fee is paid after enrolment\. /, ""), more: [paymentTerms.methods, paymentTerms.options], sources: [terms] };
  return { lead: paymentTerms.methods, more: [paymentTerms.currency], sources: [terms] };
}

export function gst(s?: Subject): Reply {
  // "Are prices in USD?": the currency is the answer, GST beside it.
  if (s && /\b(currency|usd|aud|dollars?|us|american)\b/.test(s.text) && !/\bgst\b/.test(s.text))
    return {
      lead: `${paymentTerms.currency.replace(/ and include GST\.$/, "")}: ${list(programs.map((p) => `${p.name} ${feeOf(p)}`))}.`,
      more: ["The fees include GST."],
      sources: [terms, faq],
    };
  // "Do your prices include GST?", with no course or service named: both kinds of price, the
  // course fees (GST included) and the service rates (starting prices, excluding GST).
  if (s && s.programs.length === 0 && s.services.length === 0 && !/\b(course|courses|class|classes|program|programs|fee|fees|tuition|study|studying|enrol\w*|projects?|rates?|apps?|website|websites|web|development|services?|quotes?|testing)\b/.test(s.text))
    return {
      lead: `Course fees include GST: ${list(programs.map((p) => `${p.name} ${feeOf(p)}`))}.`,
      more: [`Service rates are a ${serviceWork.rateNote}: ${list(services.map((x) => `${x.name} from ${formatAud(x.startingRateAud)}`))}.`],
      sources: [terms, ...services.map(serviceSource)],
    };
  // "Your course fees include GST. Do your software development prices include GST as well?": the
  // course fees said only as the contrast, our work's price asked about: the rates exclude GST.
  // (A service's price asked alone is answered by its page's rate, with its note.)
  if (s && s.services.length === 0 && servicePriceAsked.test(s.text) && /\b(course|courses|tuition|training)\b/.test(s.text))
    return {
      lead: `No: service rates are a ${serviceWork.rateNote} (${list(services.map((x) => `${x.name} from ${formatAud(x.startingRateAud)}`))}).`,
      more: ["Course fees are different: they include GST."],
      sources: [...services.map(serviceSource), consultation],
    };
  return {
    lead: `Yes: ${lowerFirst(paymentTerms.currency)}`,
    more: [list(programs.map((p) => `${p.name} ${feeOf(p)}`)) + "."],
    sources: [terms, faq],
  };
}

/** The price of our work for a client: "your development prices", "app rates", "a website quote". */
const servicePriceAsked =
  /\b(development|dev|services?|app|apps|website|websites|web|software|project|projects|build|testing) (prices?|rates?|costs?|quotes?|charges?|pricing)\b|\b(prices?|rates?|quotes?|costs?) (for|of) (an? |your |the )?(app|apps|website|websites|software|projects?|development|services?|builds?)\b/;

/** GST or tax asked about a price ("inc gst?", "is that plus tax?"). */
const gstAsked = /\b(gst|tax|taxes)\b/;

export function refund(s?: Subject): Reply {
  const [covers = "", ...instalments] = sentencesOf(refundTerms.detail);
  // "What happens to my instalments if I withdraw?": the instalments sentence first.
  const aboutInstalments = s !== undefined && /\b(instalments?|installments?|payment plan|monthly)\b/.test(s.text);
  // "What happens to my money if you cancel the course?": the provider's cancellation, which the
  // law covers, not the visitor's change of mind.
  if (s && /\b(you|they|harbourline|the school|the provider) (cancel|cancels|cancelled|canceled|call off|scrap|scraps|drop|drops)\b|\b(course|class|intake|program) (is |gets |was |were |got )?(cancelled|canceled|called off|scrapped)\b/.test(s.text))
    return {
      lead: refundTerms.law,
      more: [`For your own change of mind: ${lowerFirst(refundTerms.summary)}`],
      sources: [terms, faq],
      final: true,
    };
  return {
    // The no once: the terms' summary, then what it covers and what happens to instalments.
    lead: `No: ${lowerFirst(refundTerms.summary)}`,
    more: (aboutInstalments ? [instalments.join(" "), covers] : [covers, instalments.join(" ")]).filter(Boolean),
    sources: [terms, enrol, faq],
  };
}

/**
 * "Which law governs the terms?", "what privacy law do you follow?": the sentence of the terms or
 * of the privacy policy's introduction that names it; both when the question names neither.
 */
export function law(s: Subject): Reply {
  const governing =
    enrolmentTerms.sections.flatMap((x) => x.paragraphs).find((p) => /\bgoverned by\b/.test(p)) ?? "";
  const termsLead = governing.replace(/^These terms/, "Our enrolment terms");
  const privacyLead = (privacyPolicy.intro.split(/(?<=\.) /)[0] ?? "").replace(/^.*?\(“we”\) handles/, "We handle");
  const aboutPrivacy = /\b(privacy|data|information|info|details|personal|principles)\b/.test(s.text);
  const aboutTerms = /\b(terms|enrolment|enrol|contract|agreement|refund|refunds|state|consumer|dispute)\b/.test(s.text);
  if (aboutPrivacy && !aboutTerms) return { lead: privacyLead, sources: [privacy] };
  if (aboutTerms && !aboutPrivacy) return { lead: termsLead, more: [refundTerms.law], sources: [terms] };
  return { lead: `${termsLead} ${privacyLead}`, sources: [terms, privacy] };
}

/** "Can I see the privacy policy?": its page, and what it covers in a sentence. */
export function documentPage(href: "/privacy" | "/terms" | "/faq"): Reply {
  const p = page(href);
  const covers =
    href === "/privacy"
      ? sentencesOf(privacyPolicy.intro)[1] ?? ""
      : href === "/terms"
        ? `Their sections: ${list(enrolmentTerms.sections.map((x) => x.heading.toLowerCase()))}.`
        : `Its sections: ${list(faqPage.groups.map((g) => g.heading.toLowerCase()))}.`;
  return { lead: `Yes: read our [${p.title}](${href}).`, more: [covers].filter(Boolean), sources: [p] };
}

/** "Can you kick me out?": the terms' conduct section, in its own words. */
export function conduct(): Reply {
  const section = enrolmentTerms.sections.find((x) => x.id === "conduct")!;
  const [rule = "", consequence] = section.paragraphs.join(" ").split(/(?<=\.) /);
  return { lead: consequence ?? rule, more: consequence ? [rule] : [], sources: [terms] };
}

/**
 * "What am I agreeing to when I tick the terms boxes?", "what do the checkboxes on the form mean?":
 * the form's two boxes accept the enrolment terms (what they cover, by their sections) and the fee
 * terms, in the terms' own words.
 */
export function enrolmentAgreement(): Reply {
  const feeTerms = lowerFirst(enrolmentTermsFee.summary);
  return {
    lead: `The application form's two boxes accept our [enrolment terms and conditions](/terms) and the fee terms: ${feeTerms}`,
    more: [
      `The terms cover ${list(enrolmentTerms.sections.map((x) => x.heading.toLowerCase()))}.`,
      paymentTerms.applying,
    ],
    sources: [terms, enrol],
  };
}

export function apply(s: Subject): Reply {
  const which = s.programs.length === 1 ? ` for ${bold(s.programs[0]!.name)}` : "";
  // "What am I agreeing to when I tick the box?": the terms, and the fee terms in one line.
  if (/\b(agree|agreeing|accepting|signing up) to\b|\btick\b/.test(s.text)) return enrolmentAgreement();
  // "What happens after I apply?", "when will I hear back?", "when am I officially enrolled?":
  // the steps after the form, not the form.
  // "Lost my login for the portal": the password reset, as the FAQ says it.
  if (/\b(forgot|forgotten|forget|lost|reset|can not remember|locked out)\b.{0,25}\b(password|login|log in|sign in|account|details)\b|\b(password|login|log in|sign in)\b.{0,20}\b(forgot|forgotten|lost|reset|not working|wrong|does not work|do not work|is not working|will not work|broken|fails|failed|rejected)\b/.test(s.text)) {
    const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
    const line = sentencesOf(entry?.answer ?? "").find((x) => /Forgot password/.test(x));
    if (line)
      return {
        lead: line,
        sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
        final: true,
      };
  }
  // "I made a mistake in my application, can I edit it?": it cannot be changed; a new one updates it.
  if (/\b(edit|change|update|fix|correct|amend|alter|mistake|mistakes|wrong|typo|error)\b/.test(s.text) && /\b(application|form|applied)\b/.test(s.text)) {
    const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
    const line = sentencesOf(entry?.answer ?? "").find((x) => /cannot be changed/.test(x));
    if (line)
      return {
        lead: line,
        more: ["Your student portal dashboard lists your applications and their status."],
        sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
        final: true,
      };
  }
  // "Is there a waiting list for data analytics?": when one is used, and what it means.
  if (/\b(is there|are there|do you have|do you use|does (it|qa|full ?stack|data analytics|the [\w ]{1,20}) (have|use)|have an?|any)\b.{0,20}\b(waiting list|wait list|waitlist)s?\b|\b(waiting list|wait list|waitlist) (for|on)\b|\bwhat is (a|the) (waiting list|wait list|waitlist)\b|\b(class|classes|course|courses|intake|intakes|it|they) (is |are |gets |get |was |were )?(already |all |too )?(full|booked out|sold out|fully booked)\b|\bno (room|places?|spots?|seats?) (left|available)\b/.test(s.text)) {
    const line = termsLine("applying", /waiting list/);
    if (line)
      return {
        lead: `When a class is full, we put you on a waiting list: ${lowerFirst(nextSteps.waitlisted!.replace(/^The intake you chose is full, so you are on its waiting list\. /, ""))}`,
        sources: [terms, { href: "/portal/sign-in", title: "Student portal" }],
      };
  }
  // "I was accepted, now what?": the accepted application's next step.
  if (/\b(i was|i am|i have been|i got|got|been|was) (accepted|offered a place)\b/.test(s.text) && /\b(now what|what now|what next|next steps?|then what|what do i do|what happens)\b/.test(s.text))
    return {
      lead: `To confirm your place, ${lowerFirst(nextSteps.accepted!.replace(/^Your place is offered\. To confirm it, /, ""))}`,
      sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
      final: true,
    };
  // "Can I track my application?", "where do I see its status?": the student portal (the FAQ).
  if (
    /\b(track|follow|check|status|progress|see|view|log in|login|sign in|online|monitor|keep an eye on|keep track of)\b.{0,40}\b(application|applications|applied|apply)\b|\b(progress|status) of (my|the|an|our) (application|enrolment|enrollment)\b|\bhow (it is|its|my application is|my enrolment is|things are) going\b|\b(application|applications|enrolment|enrollment)\b.{0,20}\b(status|progress|track|tracking)\b|\bportal\b|\bhappening with (my|the|our) (application|enrolment)\b|\b(applied|apply|application|submitted)\b.{0,40}\b(check on|check up on|track|follow up on|see) (it|its|my)\b|\b(went through|got through|was received|been received|arrived|was submitted)\b/.test(
      s.text,
    )
  ) {
    const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
    const [first = "", second = ""] = sentencesOf(entry?.answer ?? "");
    if (first)
      return {
        lead: `Yes, in the student portal: ${lowerFirst(first.replace(/^Yes: /, ""))}`,
        // "Did it go through?": the confirmation e-mail says so too.
        more: /\b(went through|got through|was received|been received|arrived|was submitted)\b/.test(s.text)
          ? ["We e-mail you a confirmation straight away."]
          : [second].filter(Boolean),
        sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
        // Following an application is what this FAQ sentence answers; a password is another's.
        ...(/\b(application|applications|applied|status|progress|track|tracking)\b/.test(s.text) && !/\bpassword\b/.test(s.text) ? { final: true as const } : {}),
      };
  }
  if (
    /\b(after|afterwards|next|hear back|hear from|reply|respond|response|decision|submitted|sent it|sent (my|the|an) (application|form)|what happens (once|when|now)|officially|official|accepted|confirmed|get back to (me|us)|gets back to (me|us)|contact(s)? (me|us)|call(s)? (me|us)|reach(es)? out|how soon|how quickly|expect (a |an )?(call|reply|response|answer|e-?mail|phone call))\b/.test(
      s.text,
    ) ||
    replyWaitAsked(s.text)
  ) {
    if (
      /\b(officially|official|enrolled|enrol|enrolment|confirmed)\b/.test(s.text) &&
      !/\b(hear|reply|respond|response|decision)\b/.test(s.text) &&
      !replyWaitAsked(s.text)
    )
      return {
        lead: "You are enrolled when you accept the place we offer you.",
        more: [`After you apply, ${lowerFirst(nextSteps.received ?? "")}`],
        sources: [terms, faq],
      };
    return {
      lead: `After you apply, ${lowerFirst(nextSteps.received ?? "")}`,
      more: [
        "We e-mail you a confirmation straight away, and a decision usually comes within a week.",
        "You are enrolled when you accept the place we offer you.",
      ],
      sources: [faq, terms],
      // "How long till I hear back after applying?": the advisor's promise is the answer, whatever
      // another page says about its own replies.
      ...(replyWaitAsked(s.text) ? { final: true as const } : {}),
    };
  }
  // "Which class times can I choose when I fill in the application?": one field's choices, which
  // the timetable gives, not the list of fields.
  if (/\b(which|what) (class )?(times?|time slots?)\b.{0,30}\b(choose|pick|select|options?|choices?|available)\b|\b(class times?|time slots?) (options?|choices?|available)\b/.test(s.text))
    return timetable(s);
  // "How does the application process work?", "walk me through applying": the whole way, the
  // form and then what happens after it (the advisor's call, the decision, accepting the place).
  if (/\b(process|processes|processed|procedure|steps|stages|walk me through|run me through|take me through|how does (the )?(application|applying|enrolment|enrollment) work)\b/.test(s.text))
    return {
      lead: `Apply online${which} on our [application form](/enrol-now): your details, the course, a preferred start date and a class time.`,
      more: [
        `After you apply, ${lowerFirst(nextSteps.received ?? "")}`,
        "We e-mail you a confirmation straight away, and a decision usually comes within a week; you are enrolled when you accept the place we offer you.",
        paymentTerms.applying,
      ],
      sources: [enrol, faq, terms],
    };
  // "What do I need to fill in on the form?": the application form's fields (spec §3).
  if (/\b(fields?|fill (in|out)|information|info|details|ask(s|ed)? (for|me)|what goes)\b/.test(s.text) && /\b(form|apply|application|enrol|enrolment|enroll)\b/.test(s.text))
    return {
      lead: `The [application form](/enrol-now)${which} asks for your name, e-mail, mobile, residential address, education and college or university, the course, a preferred start date (optional) and a class time, and you tick that you accept the terms and the fee terms.`,
      more: [paymentTerms.applying],
      sources: [enrol, ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
    };
  return {
    lead: `Apply online${which} on our [application form](/enrol-now): your details, the course, a preferred start date and a class time.`,
    more: [
      paymentTerms.applying,
      "We e-mail you a confirmation and an advisor contacts you about the next steps.",
    ],
    sources: [enrol, ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
  };
}

/**
 * "Locked out of my portal account", "my dashboard is empty": trouble with the student portal,
 * answered by what the portal FAQ says of signing in (the password reset) or of seeing one's
 * applications (an account with the e-mail address applied with, confirmed); undefined when the
 * question is no portal trouble.
 */
export function portalTrouble(text: string): Reply | undefined {
  if (!/\b(portal|dashboard)\b/.test(text)) return undefined;
  const entry = faqPage.groups.flatMap((g) => g.faqs).find((f) => f.link?.href === "/portal/sign-in");
  const lines = sentencesOf(entry?.answer ?? "");
  const reset = lines.find((x) => /Forgot password/.test(x));
  const account = lines.find((x) => /you applied with/.test(x));
  const sources = [{ href: "/portal/sign-in", title: "Student portal" }, faq];
  // Trouble signing in, not a question about the reset itself ("how long is the reset link valid?").
  if (reset && !/\b(how long|expire|expires|valid)\b/.test(text) && /\b(locked|forgot|forgotten|forget|lost|gone|(can not|do not|cannot) remember|can not (log|sign|get) in(to)?|cannot (log|sign|get) in(to)?|will not let me in|not working|wrong)\b/.test(text))
    return { lead: reset, sources, final: true };
  // Nothing showing is an account under another address than the application's.
  if (account && /\b(empty|blank|nothing|none|no applications?|missing|not (there|showing|appearing|listed)|does not (show|list|appear)|do not (show|appear|see)|can not (see|find)|cannot (see|find)|different (e-?mail|address)|(other|another|wrong) (e-?mail|address)|gmail|work e-?mail)\b/.test(text))
    return { lead: account.replace(/^Yes: c/, "C"), more: reset ? [reset] : [], sources, final: true };
  return undefined;
}

/** The site's forms as a visitor names them, each with its row in the privacy policy's table. */
const namedForms: [RegExp, string][] = [
  [/\bcontact (us )?(form|page)\b/, "Contact form"],
  // The outline or the consultation as a thing asked for, not what the outline or the call holds.
  [/\b(outline|brochure) (form|request)\b|\b(ask|asking|request|requesting|get|getting|download|downloading|want|order) (for )?(the |a |an |your )?(course )?(outline|brochure)\b/, "Course outline form"],
  [/\b(book|booking|booked) (a |the |your |my )?(free )?(consult|consultation|call)\b|\b(consult|consultation) (form|booking)\b|\bbooking form\b/, "Consultation booking"],
  [/\b(this|the|your|ur|use|using) (chat|chatbot|bot|assistant)\b/, "Chat assistant"],
];

/** "What info do I put in it?", "do I have to give my name?": a form's fields are asked. */
const fieldsAsked =
  /\b(what|which|do i (have|need) to|do you need|must i)\b.{0,40}\b(fill in|fill out|put in|put on|enter|type in|give|provide|info|information|details|collect\w*)\b|\bfields?\b|\basks? (me )?for\b/;

/** "Are you gonna spam me with sales calls?": whether we contact the visitor after the form. */
const contactedAsked = /\b(spam|sales|marketing|hassle|bombard|call me|calls|ring me|contact me|chase me)\b/;

/** "If I ask for the outline, are you gonna spam me with sales calls?": contact after the outline form. */
export const outlineContactAsked = (text: string) =>
  namedForms.find(([named]) => named.test(text))?.[1] === "Course outline form" && contactedAsked.test(text);

/**
 * "What info do I have to put in the contact form?", "do I have to give my name to use this
 * chat?", "if I ask for the outline will you spam me?": the form the question names answers it,
 * with its own row of the privacy policy's table (what it collects and why), never another form's.
 * Undefined when no form is named or neither its fields nor being contacted is asked.
 */
export function formAsked(text: string): Reply | undefined {
  const source = namedForms.find(([named]) => named.test(text))?.[1];
  const row = privacyTables.collectionPoints.find((c) => c.source === source);
  if (!row) return undefined;
  // Being contacted after an outline request is the outline answer's (outlineContactAsked).
  if (outlineContactAsked(text) || !fieldsAsked.test(text)) return undefined;
  const where = row.where.replace(/^The /, "the ");
  return {
    // The chat takes what the visitor types and what the browser sends; a form asks for its fields.
    lead: `The ${lowerFirst(row.source)} (${lowerFirst(where)}) ${row.source === "Chat assistant" ? "keeps" : "asks for"} ${list(row.collects, "; and ")}.`,
    more: [`We use it ${lowerFirst(row.why.replace(/^To /, "to "))}`],
    sources: [privacy],
    final: true,
  };
}

/**
 * "If I close the tab and come back next week, will the chat remember what we talked about?": the
 * chat's "visitor" cookie links a visitor's messages, as the privacy policy's cookie table says.
 * Undefined unless the chat's memory of a conversation is asked (how long records are kept is
 * the retention answer's).
 */
export function chatMemory(t: string): Reply | undefined {
  if (!/\b(chat|chatbot|bot|assistant)\b/.test(t)) return undefined;
  if (!/\b(remember|remembers|recall|pick up|continue|carry on|come back|coming back|return|returning)\b/.test(t)) return undefined;
  if (!/\b(conversation|conversations|talked|said|discussed|chatted|messages?|where we (left|were)|chat history|history)\b/.test(t)) return undefined;
  const cookie = privacyTables.cookies.find((c) => c.name === "visitor");
  if (!cookie) return undefined;
  const [what = "", when = ""] = sentencesOf(cookie.purpose);
  return {
    lead: `The chat keeps your conversation with its “${cookie.name}” cookie, ${what.replace(/^A /, "a ").replace(/\.$/, "")}. ${when.replace(/^Set /, "It is set ").replace(/\.$/, "")} and lasts ${cookie.lasts}.`,
    sources: [privacy],
    final: true,
  };
}

/** What an application's status means, as the portal dashboard says it; undefined when none is asked. */
export function applicationStatus(question: string): Reply | undefined {
  // The reading spells "waitlisted" as "waiting list"; the dashboard's label is "waitlisted".
  // "They declined my application", "got knocked back": the dashboard says "rejected".
  const text = question
    .replace(/\b(on (the |a )?)?wait(ing)? ?list(ed)?\b/g, "waitlisted")
    .replace(/\b(declined|turned down|knocked back|unsuccessful)\b/g, "rejected")
    .replace(/\b(getting|being) (rejected|waitlisted)\b/g, "got $2");
  // "Once I'm accepted, how do I confirm my place?": the accepted application's next step.
  if (/\b(accepted|offered (a|my|the) place|(get|got|receive|received) (an|the) offer|offer)\b/.test(text) && /\b(confirm|accept|secure|take up|lock in|claim)\b.{0,20}\b(place|spot|seat|offer|enrolment)\b/.test(text))
    return {
      lead: `To confirm your place, ${lowerFirst(nextSteps.accepted!.replace(/^Your place is offered\. To confirm it, /, ""))}`,
      sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
    };
  // "Got rejected. Can I try again?", "I've been waitlisted": a status said as what happened to
  // the visitor is their application's, even when the application is not named.
  // Only with what to do about it ("is that bad?" is the terms' line on offers and waiting lists).
  const happened =
    /\b(got|get|was|been|am|im|i'm|were|is) (rejected|waitlisted|under review|withdrawn)\b/.test(text) &&
    /\b(try again|reapply|re-apply|apply again|what now|what next|what do i do|mean|means)\b/.test(text);
  // "What's the difference between waitlisted and rejected?": what each one means.
  const named = Object.keys(nextSteps).filter((k) => new RegExp(`\\b${k}\\b`).test(text));
  if (named.length >= 2 && /\b(difference|differences|different|differ|vs|versus|compared|compare)\b/.test(text))
    return {
      lead: named.map((k) => `“${k[0]!.toUpperCase()}${k.slice(1)}”: ${lowerFirst(nextSteps[k]!)}`).join(" "),
      sources: [{ href: "/portal/sign-in", title: "Student portal" }],
    };
  if (!happened && !/\b(application|applied|apply|status|portal|dashboard)\b/.test(text)) return undefined;
  // "What does 'under review' mean?", "my application says waitlisted": that status's next step,
  // as the portal dashboard shows it; "what do the statuses mean?": each of them.
  const status = Object.keys(nextSteps).find((k) => new RegExp(`\\b${k}\\b`).test(text) && k !== "received" && k !== "accepted" && k !== "enrolled");
  const namedStatus = status ?? (/\b(says|shows|status is|marked|mean|means)\b.{0,20}\b(received|accepted)\b|\b(received|accepted)\b.{0,15}\b(mean|means|status)\b/.exec(text)?.[2] ?? /\b(received|accepted)\b.{0,15}\b(mean|means|status)\b/.exec(text)?.[1]);
  // Named as a label ("says", "shows", "what does … mean"), not asked about ("could I be rejected?").
  // "My application got rejected, can I apply again?": what happened to it, said as a fact.
  const asLabel = /\b(mean|means|meaning|says|say|shows|show|status|marked|listed as|what now|what next)\b|\b(got|was|been|is|were|has been|have been) (rejected|waitlisted|withdrawn|under review)\b|\b(rejected|waitlisted) (my|our|the|an) application\b/.test(text);
  if (namedStatus && asLabel && nextSteps[namedStatus])
    return {
      lead: `“${namedStatus[0]!.toUpperCase()}${namedStatus.slice(1)}”: ${lowerFirst(nextSteps[namedStatus]!)}`,
      sources: [{ href: "/portal/sign-in", title: "Student portal" }],
    };
  if (/\b(statuses|status|stages?)\b.{0,30}\b(mean|means|meaning)\b|\bwhat (are|do) the (statuses|status|stages)\b/.test(text))
    return {
      lead: `In the student portal each application shows its status: ${list(Object.keys(nextSteps).map((k) => `“${k}”`))}, each with what happens next.`,
      more: [`“Received”: ${lowerFirst(nextSteps.received!)}`],
      sources: [{ href: "/portal/sign-in", title: "Student portal" }, faq],
    };
  return undefined;
}

/** "Next intake starts Monday 2 February 2027" → a time, or undefined for "TBA". */
export function startTime(p: Program): number | undefined {
  const m =
    /(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/.exec(
      upcomingSession(p.slug),
    );
  return m ? Date.parse(`${m[2]} ${m[1]}, ${m[3]}`) : undefined;
}

function startText(p: Program): string {
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

const onlineLine = (p: Program) => {
  const g = programGuides[p.slug];
  return `${bold(p.name)}: ${lowerFirst(g.modes.detail)}`;
};

/**
 * "Any course I can do without moving to Sydney?", "I don't want to relocate": coming in is what
 * the visitor would rather not do, so the question is which courses can be studied from elsewhere.
 */
const avoidsComing =
  /\b(without|skip|skipping|never|no need to|instead of|rather than|avoid|avoiding|rather not|can not|cannot|do not|not able to|unable to|not|no way)( ever)?( having to| needing to| have to| need to| want to| wanting to| planning to| going to)? (come|coming|move|moving|travel\w*|fly|flying|relocat\w*|commut\w*)\b/;

export function mode(s: Subject): Reply {
  const ps = subjectPrograms(s);
  const asksCampus =
    /\b(campus|in person|face to face|classroom|on site|onsite|in class|(come|coming|move|moving|travel|travelling|traveling|fly|flying|relocate|relocating) (to|into|over to) (sydney|australia))\b/.test(s.text) &&
    !/\b(online|remote|home|distance|virtual|zoom)\b/.test(s.text) &&
    !avoidsComing.test(s.text);
  if (ps.length === 1) {
    const p = ps[0]!;
    const g = programGuides[p.slug];
    const yes = asksCampus ? true : g.modes.online;
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
      lead: `${ps.length === programs.length ? `${/^(are|is|do|does|can)\b/.test(s.text) ? "Yes: all" : "All"} ${programs.length === 3 ? "three" : ps.length} of our programs are` : `${list(ps.map((p) => bold(p.name)))} are`} taught on campus in Sydney: ${list(ps.map((p) => `${bold(p.name)} (${lowerFirst(programGuides[p.slug].modes.short)})`))}.`,
      more: online.length > 0 ? [`${list(online.map((p) => p.name))} can also be joined online, live.`] : [],
      sources: sourcesOf(ps),
    };
  // "Which course can't be done online?", "which are campus only?": those first.
  if (
    campusOnly.length > 0 &&
    /\b(can not|cannot|not|is not|are not)\b( be)?( done| studied| taken| available| offered| attended)? (online|remote|remotely|from home)\b|\bno (online|remote) (option|version|class|classes)\b|\b(campus|in person|face to face) only\b|\bonly (on campus|in person|face to face)\b/.test(s.text)
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
 * "If I tick remember me, how long do I stay logged in?": the portal's sign-in cookie, as the
 * privacy policy's cookie table says how long it lasts.
 */
export function signInLength(): Reply {
  const row = privacyTables.cookies.find((c) => c.name === "portalToken")!;
  return {
    // How long it lasts in the lead: the length is what is asked.
    lead: `The “${row.name}” cookie: ${row.purpose.split(". ")[0]!.replace(/\.$/, "")}; it lasts ${lowerFirst(row.lasts)}.`,
    sources: [privacy, { href: "/portal/sign-in", title: "Student portal" }],
    final: true,
  };
}

/**
 * "If you push back the start date, how much warning will I get?": what the terms promise when we
 * move an intake's start or a class time (notice, another class or intake), then what else we may change.
 */
export function ourChanges(): Reply {
  const [others = "", times = ""] = enrolmentTerms.sections.find((x) => x.id === "changes")?.paragraphs ?? [];
  return { lead: times, more: [others].filter(Boolean), sources: [terms], final: true };
}

/** "**Arjun Mehta** (Full stack software development) has built web platforms…": the page's first line of them. */
function instructorBackground(p: Program): string {
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
  /\b(you|u|ya|they|harbourline|the school)\b (\w+ ){0,2}(change|changes|changed|move|moves|moved|push|pushes|pushed|shift|shifts|swap|swaps|swapped|switch|switches|replace|replaces|replaced|delay|delays|delayed|postpone|postpones|postponed|reschedule|reschedules)\b.{0,30}\b(start|starting|intake|class time|instructor|teacher|trainer|tutor|date)\b/.test(t);

export function changesWeMake(t: string): Reply | undefined {
  const [people = "", dates = ""] = enrolmentTerms.sections.find((x) => x.id === "changes")?.paragraphs ?? [];
  if (!people) return undefined;
  const person = /\b(instructor|teacher|trainer|tutor|lecturer)s?\b/.exec(t)?.index ?? Number.POSITIVE_INFINITY;
  const date = /\b(start|starting|intake|date|class time)\b/.exec(t)?.index ?? Number.POSITIVE_INFINITY;
  const [lead, more] = date < person ? [dates, people] : [people, dates];
  return { lead, more: [more].filter(Boolean), sources: [terms], final: true };
}

export function instructor(s: Subject): Reply {
  const ps = subjectPrograms(s);
  // "Can you swap my teacher?", "will the instructor change?": the changes the terms allow us.
  if (changeWord.test(s.text) || /\b(new|different|another) (teacher|instructor|trainer|tutor)\b/.test(s.text)) {
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
  if (/\b(experience|experienced|senior|industry|background|backgrounds|developers?|engineers?|professionals?|experts?|expertise|worked)\b/.test(s.text) && !/\b(checks?|checked|police|clearance|children|certif\w*|accredit\w*|qualif\w*)\b/.test(s.text))
    return {
      lead: `Each course has its own instructor: ${ps.map((p) => instructorBackground(p)).join("; ")}.`,
      sources: [...sourcesOf(ps), page("/our-people")],
    };
  return {
    lead: `${sentence(ps.map((p) => `${bold(programDetails[p.slug].instructor.name)} teaches ${p.name}`).join("; "))}`,
    sources: [...sourcesOf(ps), page("/our-people")],
  };
}

const yearWords: Record<string, number> = { five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20 };
/** "for twelve years", "eight years as an analyst": the years a person's own words give. */
function yearsIn(text: string): { n: number; said: string } | undefined {
  const m = /\b(\d+|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|twenty) years\b/i.exec(text);
  if (!m) return undefined;
  return { n: Number(m[1]) || yearWords[m[1]!.toLowerCase()] || 0, said: m[0] };
}

/**
 * "Which instructor has been in the industry longer, Arjun or Mei Lin?", "who has more
 * experience?": two or more people compared by the years their own words give, the longest first.
 */
export function longerServing(people: { name: string; text: string }[], question: string): Reply | undefined {
  if (!/\b(longer|longest|more (experience|experienced|years)|most (experience|experienced|years)|(more|most) senior|been (\w+ ){0,3}(longer|the longest)|years)\b/.test(question)) return undefined;
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
const bareWho = /^(who|whos|who s|who is|who's|and who|and the)\b(?!.*\b(do|does|did|has|have|had|built|build|before|background|experience)\b)/;

/** A role put in other words: "tech lead", "head of engineering", "technical director". */
const roleWords = (t: string) =>
  t
    .replace(/\b(tech|technical|engineering|it)\b/g, "technology")
    .replace(/\bhead of technology\b/g, "technology head")
    .replace(/\btechnology (lead|leader|chief|boss|director|manager)\b/g, "technology head");

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
    return { lead: `${bold(named.name)} is our ${named.role}. ${first}`, more: [rest.join(" ")].filter(Boolean), sources: [page("/our-people")] };
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
    const count = /\bhow many\b/.test(s.text) ? `${["no", "one", "two", "three", "four", "five", "six"][features.length] ?? features.length} modules: ` : "";
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
const toolKinds: { asked: RegExp; names: string[] }[] = [
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
      /\b(test|testing|automation|qa|bug tracking|defect tracking) (tools?|software|frameworks?|apps?)\b/,
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
const allTools = [...new Set(toolKinds.flatMap((k) => k.names))];
const genericTools =
  /\b(tools?|software|tech|techs|technolog(y|ies)|tech stack|technology stack|stack of tools|platforms?|apps)\b/;
const toolVerbs =
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
const names = (text: string, tool: string) =>
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
  const withTools = programDetails[p.slug].features.filter((f) => /\s[A-Z][a-zA-Z]+/.test(f.description.slice(1)));
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
        lead: `${sentence(said.map((p) => `${bold(p.name)} asks for ${englishOf(p)!.replace(/^English/, "English").replace(/^Clear/, "clear")}`).join("; "))}`,
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

// ——— Timetable ———

const slotList = list([...timetableSlots]);
const classSources = (s: Subject) => [...(s.programs.length === 1 ? sourcesOf(s.programs) : []), faq, enrol];

/** A sentence of the terms' section, by its id and a word it holds. */
const termsLine = (id: string, holds: RegExp) =>
  enrolmentTerms.sections.find((x) => x.id === id)?.paragraphs.find((p) => holds.test(p)) ?? "";
export const changeWord = /\b(swap|swapping|switch|switching|change|changing|changed|move|moving|transfer|transferring|replace|replaced|replacing)\b/;
/** "Am I locked into the class time I choose?": whether the class picked is fixed. */
export const lockedToClass =
  /\b(locked|stuck|tied|bound|committed) (in|into|to|with) (the |my |a |that |this |one )?(class time|class night|class day|class|time|slot|night|day|evening)\b|\b(class time|class slot|class night|class day|slot|time i (pick|choose|chose|picked|select))\b.{0,20}\b(fixed|set in stone|permanent|locked( in)?|final)\b|\b(stay|stick|remain|keep) (in|with|to|on) (the same|my|one|that) (class time|class slot|class night|class day|class|slot|night|day|time)\b/;
const weekday = "mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weeknights?|weekdays?";
/**
 * "Switch from the Tuesday evening class to Saturday", "move me to a different class time",
 * "change to another night": the visitor's own class moved to another time. Not a course
 * swapped for another ("switch from QA to data analytics"), nor a visitor's own roster changing.
 */
const classMove = new RegExp(
  `\\b(swap|swapping|switch|switching|change|changing|move|moving|transfer|transferring)\\b( me| my| our| the| over| it| classes| class| to| into| from| between| a| an| another| different| other| later| on| across){1,5} ([a-z]+ ){0,2}(class|classes|class time|night|nights|evening|evenings|slot|slots|time|times|session|sessions|${weekday})\\b`,
);
export function ownClassMove(t: string): boolean {
  if (lockedToClass.test(t)) return true;
  // "Can't make my usual class night any more, can I join a different one?"
  if (
    /\b(join|go to|attend|be in|get into|switch to|move to) (a |an )?(different|another|other) (one|class|night|day|slot|time|session|group|evening)\b/.test(t) &&
    /\b(class|classes|night|nights|evening|slot|session|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?)\b/.test(t) &&
    // "Join a different class if I miss one": catching up a missed class, not moving for good.
    !/\b(miss|misses|missed|missing|catch up|sick|ill)\b/.test(t)
  )
    return true;
  return (
    classMove.test(t) &&
    !/\b(switch|swap|change|move|transfer)\w* (from|to|into|between) (the |a |another |an? other |a different )?(course|courses|program|programs|qa|full ?stack|data analytics|data|testing)\b/.test(t)
  );
}

export function timetable(s: Subject): Reply {
  const t = s.text;
  // "If my roster changes can I swap to a different class night?": moving one's own class time.
  // "My weekdays change every fortnight: any weekend classes?": the visitor's own week changes,
  // not the class they are in.
  const ownWeekChanges =
    /\b(my|our) (\w+ )?(weekdays|days|week|weeks|roster|rosters|shifts?|schedule|hours)\b (change|changes|vary|varies|rotate|rotates)\b/.test(t) &&
    !/\b(swap|switch|change|move|transfer)\b( to| my| the| into| between)* (class|classes|night|slot|time|evening|session)\b/.test(t);
  if (
    (changeWord.test(t) && /\b(class|classes|night|nights|day|days|time|times|slot|slots|evening|session)\b/.test(t) && !ownWeekChanges) ||
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
  if (/\b(saturdays?|weekends?|sundays?)\b/.test(t))
    lead =
      /\bsundays?\b/.test(t) && !/\bsaturdays?|weekends?\b/.test(t)
        ? "No Sunday classes: the weekend class is on Saturday, 11AM-2PM (Sat 11AM - 2PM)."
        : "Yes: there is a Saturday class, 11AM-2PM (Sat 11AM - 2PM).";
  else if (/\b(evenings?|nights?|weeknights?|after work|tonight)\b/.test(t))
    lead = "Yes: weekday evening classes run 6PM-9PM, Monday to Friday (Mon 6PM - 9PM to Fri 6PM - 9PM).";
  else if (/\b(morning|daytime|during the day|afternoon)\b/.test(t))
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
  if (/\bhow (many|often)\b|\b(times|days|classes|sessions|lessons) (a|per) week\b/.test(s.text) && !/\bhow many hours\b/.test(s.text))
    return {
      lead: `${bold(`One class a week`)}, of ${classSchedule.sessionHours} hours.`,
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
  const nights = /\b(work|works|working|job|shifts?)\b.{0,25}\b(nights?|evenings?|late|afternoons?)\b|\b(nights?|evenings?|late) (shifts?|my job|job)\b/.test(s.text);
  const weekends = /\b(work|works|working|job|shifts?)\b.{0,25}\b(weekends?|saturdays?)\b|\b(weekends?|saturdays?) (shifts?|my job|job)\b/.test(s.text);
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
    lead: clash ? classSchedule.keepWorking.replace(/^Yes\. Classes/, "Not with a daytime job: classes") : classSchedule.keepWorking,
    more: [`The class times are ${slotList}.`],
    sources: classSources(s),
  };
}

export function missedClass(s: Subject): Reply {
  // One answer sentence: "Tell your instructor." alone is no answer when another ask's reply
  // takes the supporting sentence (the notes in the online space, the catching up are the fact).
  const [first, ...rest] = classSchedule.missedClass.split(". ");
  const then = rest.join(". ");
  return { lead: sentence(`${first}: ${then.charAt(0).toLowerCase()}${then.slice(1)}`.replace(/\.$/, "")), sources: [faq, terms] };
}

// ——— Studying ———

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
  const specsAsked = /\b(ram|memory|spec|specs|specification|requirement|disk|storage|processor|windows|linux|operating|gb)\b/.test(t);
  // "Do I need my own laptop and what specs?": whether to bring one, then what it needs.
  if (specsAsked && /\b(own|provide|provided|provides|lend|lent|loan|loaned|bring|supply|supplied|included|give)\b|\bneed (a|my) (laptop|computer)\b/.test(t))
    return {
      lead: `${equipment.summary.split(". ")[0]}.`,
      more: [`${equipment.requirements[0]!}, with ${lowerFirst(equipment.requirements[1]!)}.`, equipment.summary.split(". ").slice(1).join(". ")],
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
      (!/\b(laptop|computer|mac|pc)\b/.test(t) || /\b(besides|apart from|other than|extra|else|as well as|in addition|on top of|more than|except|also)\b/.test(t)))
  )
    return {
      lead: `Joining online? Add a headset with a microphone.`,
      more: [equipment.summary],
      sources: [faq, terms],
    };
  if (/\b(wifi|wi-fi|internet|power|charger|plug|plug in|socket|sockets|outlet|outlets)\b|\bcharg(e|ing) (up )?(my|the|a|your|our)? ?(laptop|computer|phone|device|battery)\b/.test(t))
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
    const extra: Record<string, string> = { cv: "resume|résumé", introdu: "connect|refer|employers?|put me in touch|job ads?|job adverts?|job listings?|job openings?|job leads?|openings|vacanc|pass on (jobs|roles|job)|recruit|(hire|hiring|employ) (from |one of |some of )?(your|ur) (graduates|grads|students|alumni)|(share|post|send|advertise|put) (it|them|our|the|this|a|an)\\b.{0,30}\\b(with|to|in front of) (your|ur)" };
    const words = stems.flatMap((w) => [w, ...(extra[w] ? [extra[w]] : [])]).join("|");
    return words !== "" && new RegExp(`\\b(${words})`).test(t);
  });
  // "Does any of it carry on once I've finished?": of the services, only introductions reach
  // recent graduates, as the site says.
  const afterCourse =
    /\b(graduat\w*|alumni|after (i|we) (finish|graduate|complete)|once (i|we)( have)? (finish|finished|graduate|graduated|complete|completed)|after the course|finished the course|course (is )?(over|done|finished))\b/.test(t) &&
    /\b(still|anymore|any more|continue|continues|carry on|carries on|graduat\w*|alumni|former students?|ex-students?)\b/.test(t);
  const graduates = careersSupport.services.filter((x) => /\bgraduates\b/.test(x.description));
  if (asked.length === 0 && afterCourse && graduates.length === 1) asked.push(graduates[0]!);
  // "When in the course do the job-search sessions happen?": the service whose description says
  // when ("In the last weeks of the course"), said with its time first.
  const timed = careersSupport.services.filter((x) => /^(in|during|at|after|before|from) /i.test(x.description));
  const when = careersWhen.test(t) ? (asked.find((x) => timed.includes(x)) ?? (asked.length === 0 ? timed[0] : undefined)) : undefined;
  if (when) {
    const [time = "", what = ""] = when.description.split(": ");
    return { lead: `${time}: ${lowerFirst(when.name)}, ${what.replace(/\.$/, "")}.`, more: [`${careersSupport.summary.split(". ")[0]}.`], sources: [faq], final: true };
  }
  // "What help would I actually get with job hunting?": what the support is, all of it, not the
  // one service the words name.
  const whatHelp = /\b(what|which|wat|wot) (kind of |sort of |type of )?(help|support|assistance|careers? (help|support))\b|\bhow (do|would|will|can|could) (you|u|ya) help\b/.test(t);
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

// ——— Visiting and contacting ———

const hoursLine = site.openingHours.map((h) => `${h.days}: ${h.hours}`).join("; ");

export function openingHours(s: Subject): Reply {
  const t = s.text;
  const day = (name: string) => site.openingHours.find((h) => h.days.toLowerCase().includes(name));
  let lead = `We're open ${hoursLine}.`;
  // The day asked about first, then the whole week (which holds the site's own wording).
  if (/\bsundays?\b/.test(t)) lead = "No, we're closed on Sunday.";
  else if (/\b(saturdays?|weekends?)\b/.test(t))
    lead = `Yes, on Saturday we're open ${day("saturday")!.hours}; we're closed on Sunday.`;
  else if (/\b(monday|tuesday|wednesday|thursday|friday|weekday|weekdays)\b/.test(t))
    lead = `On weekdays we're open ${site.openingHours[0].hours}.`;
  return {
    lead,
    more: lead.includes(hoursLine) ? [`Find us at ${formatAddress()}.`] : [`Our hours are ${hoursLine}.`],
    sources: [contact],
  };
}

export function address(): Reply {
  return {
    lead: `We're at ${bold(formatAddress())}.`,
    more: ["Campus classes are taught there, in Sydney.", `We're open ${hoursLine}.`],
    sources: [contact],
  };
}

const phones = list(
  site.phones.map((p) => `${p.display} (${p.label.toLowerCase()})`),
  " or ",
);

export function phone(): Reply {
  return {
    lead: `Call ${bold(phones)}.`,
    more: [`We answer ${hoursLine}.`, `You can also e-mail ${site.email}.`],
    sources: [contact],
  };
}

export function email(s?: Subject): Reply {
  // "Where do I send an e-mail with a question?": our address is the whole answer, not a privacy
  // sentence about what is sent where.
  const whereToWrite =
    s !== undefined &&
    /\b(where|which address|what address|who)\b.{0,15}\b(i|we) (can |could |should |do )?(send|write)\b/.test(s.text) &&
    !/\b(privacy|personal|data|details|information|shared?|ai|chat)\b/.test(s.text);
  return { lead: `E-mail us at ${bold(site.email)}.`, more: [`Or call ${phones}.`], sources: [contact], ...(whereToWrite ? { final: true } : {}) };
}

export function contactReply(): Reply {
  return {
    lead: `E-mail ${bold(site.email)}, call ${phones}, or [send us a message](/contact-us).`,
    more: [
      `Visit us at ${formatAddress()}: ${hoursLine}.`,
      "For a project, [book a free consultation](/expertise/book-a-free-consultation).",
    ],
    sources: [contact, consultation],
  };
}

/** "What's your ABN?": the tax number the footer shows, with the legal name it belongs to. */
export function taxNumber(s: Subject): Reply {
  // An employer or a company paying wants the invoice too.
  const paying = /\b(invoice|invoices|paying|pay|pays|paid|employer|boss|accounts|finance|payroll|reimburse|reimbursement|fees)\b/.test(s.text);
  return {
    lead: `Our tax number is ${bold(site.taxNumber)} (Australian Business Number), for ${site.legalName}.`,
    more: paying ? [sentencesOf(paymentTerms.when)[1] ?? paymentTerms.when] : [`It is at the bottom of every page.`],
    sources: [contact, ...(paying ? [terms] : [])],
  };
}

/**
 * "Is this legit or a scam?", "are you even a real company?": who we are, as the site states it
 * (legal name, ABN, street address), so the visitor can check; no claim the site does not make.
 */
export function legitimacy(): Reply {
  return {
    lead: `${site.name} is run by ${bold(site.legalName)}, ${site.taxNumber}, at ${bold(formatAddress())}.`,
    more: [`You can call us on ${site.phones[0].display} or visit during opening hours: ${hoursLine}.`],
    sources: [contact, page("/about-us")],
  };
}

/** "How long have you been doing it?": the years the site states, for a service or the company. */
export function history(s: Subject): Reply {
  const years = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty) years\b/;
  const stated = (s.services.length > 0 ? s.services : [...services]).filter((x) => years.test(x.description));
  const director = team[0]!;
  const founder = sentencesOf(director.bio)[0] ?? "";
  if (stated.length > 0)
    return {
      lead: `${sentence(stated.map((x) => `${bold(x.name)}: ${lowerFirst(x.description)}`).join(" "))}`,
      more: [founder],
      sources: [...stated.map(serviceSource), page("/our-people")],
    };
  return { lead: founder, sources: [page("/our-people"), page("/about-us")] };
}

// ——— Services ———

/**
 * "Can you check our online store for security holes?": the service's own kind of work the visitor
 * named (its technologies: security testing, test automation…), said beside its card.
 */
function techNamed(x: Service, text: string): string[] {
  const named = x.technologies.filter((t) => {
    const stem = t.toLowerCase().split(" ")[0]!.slice(0, 6);
    return stem.length >= 5 && !/^(testin|javasc|typesc)/.test(stem) && new RegExp(`\\b${stem}`).test(text);
  });
  return named.length > 0 ? [`${x.name} includes ${list(named.map((t) => t.toLowerCase()))}.`] : [];
}

export function serviceRate(s: Subject): Reply {
  const ss = s.services.length > 0 ? s.services : [...services];
  // "Is the $10k for a web app inc GST?": the rate's note says it is a starting price, excluding GST.
  const taxNote = gstAsked.test(s.text) ? ` (${serviceWork.rateNote})` : "";
  if (ss.length === 1) {
    const x = ss[0]!;
    return {
      lead: `${bold(x.name)} starts from ${bold(formatAud(x.startingRateAud))}${taxNote}.`,
      more: [
        ...techNamed(x, s.text),
        x.description,
        "For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation).",
      ],
      sources: [serviceSource(x), consultation],
    };
  }
  // "What do I actually get with the testing service vs the web one?": no price asked, so what
  // each service works with, beside its starting rate, one sentence each.
  if (s.compare && !/\b(cost|costs|price|prices|pricing|priced|pricier|priciest|cheaper|cheapest|dearer|expensive|rates?|how much|budget|spend|afford)\b/.test(s.text)) {
    // One sentence: the same words repeated per service would be trimmed as a repeated phrase.
    const each = ss.map((x, i) => `${i === 0 ? "With" : "with"} ${bold(x.name)} (from ${formatAud(x.startingRateAud)})${i === 0 ? " we work with" : ","} ${list([...x.technologies])}`);
    return {
      lead: `${each.join("; ")}.`,
      more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
      sources: [...ss.map(serviceSource), consultation],
    };
  }
  // "Which service is the cheapest?", "web or mobile, which costs more?": the pick first, then
  // the others' starting rates.
  if (s.compare) {
    const sorted = [...ss].sort((a, b) => a.startingRateAud - b.startingRateAud);
    const pick = s.direction === "high" ? sorted.at(-1)! : sorted[0]!;
    const others = sorted.filter((x) => x !== pick);
    const word =
      ss.length === 2
        ? s.direction === "high"
          ? "costs more"
          : "costs less"
        : s.direction === "high"
          ? "is the most expensive"
          : "is the cheapest";
    return {
      lead: `${bold(pick.name)} ${word}, from ${bold(formatAud(pick.startingRateAud))}; ${list(others.map((x) => `${x.name} starts from ${formatAud(x.startingRateAud)}`))}.`,
      more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
      sources: [...ss.map(serviceSource), consultation],
    };
  }
  return {
    lead: `${sentence(ss.map((x) => `${bold(x.name)} starts from ${formatAud(x.startingRateAud)}`).join("; "))}`.replace(/\.$/, `${taxNote}.`),
    more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
    sources: [...ss.map(serviceSource), consultation],
  };
}

export function serviceOverview(s: Subject): Reply {
  const ss = s.services.length > 0 ? s.services : [...services];
  if (ss.length === 1) {
    const x = ss[0]!;
    return {
      lead: `Yes: ${bold(x.name)}, from ${formatAud(x.startingRateAud)}. ${x.description}`,
      more: [`We work with ${list([...x.technologies])}.`],
      sources: [serviceSource(x), consultation],
    };
  }
  return {
    lead: `We build and test software for businesses: ${list(ss.map((x) => `${bold(x.name)} (from ${formatAud(x.startingRateAud)})`))}.`,
    more: ["For a quote on your project, [book a free consultation](/expertise/book-a-free-consultation)."],
    sources: [...ss.map(serviceSource), consultation],
  };
}

export function serviceTech(s: Subject): Reply {
  const ss = s.services.length > 0 ? s.services : [...services];
  return {
    lead: `${sentence(ss.map((x) => `For ${x.name} we work with ${list([...x.technologies])}`).join("; "))}`,
    sources: ss.map(serviceSource),
  };
}

/**
 * "How soon will you get back to me?", "when will I hear from you?", "how fast do you respond?":
 * the wait for a reply after a form is sent, not the form's fields or the steps.
 */
export const replyWaitAsked = (t: string) =>
  /\b(how (soon|quickly|fast|long)|when|wait|waiting|until|turnaround|how many (days|hours)|expect)\b/.test(t) &&
  /\b(hear|heard|get back|gets back|getting back|reply|replies|respond|responds|response|responses|get in touch|gets in touch|contact (me|us)|contacts (me|us)|call (me|us)|calls (me|us)|reach out|reaches out|back to (me|us)|decision|(know|find out|told|tell me) (if|whether))\b/.test(t);

/**
 * "Who gets back to you faster: the consultation team or admissions?": each wait the site promises,
 * a booking's and an application's, side by side; undefined unless both are named with a reply asked.
 */
export function replyTimes(t: string): Reply | undefined {
  if (!/\b(consult\w*|booking|book)\b/.test(t) || !/\b(application|applications|apply|applied|admissions?|enrol\w*)\b/.test(t)) return undefined;
  if (!replyWaitAsked(t) && !/\b(faster|quicker|sooner|fastest|quickest|first)\b.*\b(hear|reply|respond|get back|gets back|back to|contact)\b|\b(hear|reply|respond|get back|gets back|back to|contact)\b.*\b(faster|quicker|sooner|fastest|quickest|first)\b/.test(t)) return undefined;
  const booking = sentencesOf(consultationBooking.reply).find((x) => /\breply\b/.test(x)) ?? consultationBooking.reply;
  return {
    lead: `After a consultation booking: ${lowerFirst(booking)} After an application: ${lowerFirst(nextSteps.received ?? "")}`,
    sources: [consultation, faq],
    final: true,
  };
}

export function consultationReply(s?: Subject): Reply {
  // "Once I send the booking form, how soon will you get back to me?": the reply the page promises.
  if (s && replyWaitAsked(s.text) && !/\b(reschedul\w*|cancel\w*|postpone|rebook)\b/.test(s.text)) {
    const reply = sentencesOf(consultationBooking.reply).find((x) => /\breply\b/.test(x)) ?? consultationBooking.reply;
    // "What do I fill in to book, and how quickly do you reply?": the booking form's fields too.
    const fields = fieldsAsked.test(s.text) ? formAsked(`consultation ${s.text}`) : undefined;
    return {
      lead: fields ? `${fields.lead} ${reply}` : reply,
      more: [`The call itself is ${consultationBooking.promises[0]!.replace(/^A /, "a ")}.`],
      sources: [consultation],
      final: true,
    };
  }
  // "I booked a consultation but need another time", "can I cancel my booking?": the e-mail's links.
  if (s && /\b(reschedul\w*|cancel\w*|move|moving|change|changing|postpone|another time|different time|(different|another|other) (day|date)|rebook|booked|signed up for|can not (make|attend|do))\b/.test(s.text)) {
    const cancel = /\bcancel\w*\b/.test(s.text) && !/\b(reschedul\w*|another time|different time|rebook|move|change)\b/.test(s.text);
    return {
      lead: `Use the ${cancel ? "cancel" : "reschedule"} link in the e-mail we sent when you booked.`,
      more: [sentence(consultationBooking.manage.replace(/^Picked a time\? /, "")), `Or call ${site.phones[0].display}.`],
      sources: [consultation],
      final: true,
    };
  }
  // "How long is the free call?", "who is it with?": the call itself, as the booking page promises it.
  if (s && /\b(how long|how many minutes|minutes?|length|duration|who (is it|will i|would i|do i|am i|will it be|is the call)|with whom|who with|who (will|would) (i|we) (talk|speak|meet)|(talk|speak|meet) (to|with) who|salesperson|sales person)\b/.test(s.text))
    return {
      lead: `The free consultation is ${sentence(consultationBooking.promises[0]).replace(/^A /, "a ")}`,
      more: [`${consultationBooking.promises.slice(1).map(sentence).join(" ")}`.replace(/\.\s+A /, "; a ").replace(/^Honest/, "You get honest")],
      sources: [consultation],
    };
  // "Do I get a quote in writing after the call?": the written proposal the page promises.
  const proposal = consultationBooking.promises.find((p) => /\bproposal\b/i.test(p));
  // "What budget ranges can I pick, and will I get a fixed quote?": the form's ranges, then the quote.
  if (s && proposal && /\bbudgets?\b/.test(s.text) && /\b(quote|quotes|quotation|proposal|estimate)\b/.test(s.text))
    return {
      lead: `The booking form asks for a budget range: ${list(budgetOptions.map((o) => o.label), " or ")}.`,
      more: [`After the free consultation you get ${proposal.replace(/^A /, "a ")}.`],
      sources: [consultation],
      final: true,
    };
  // "Do you quote a fixed price or bill by the hour?": a fixed quote, in the written proposal.
  if (s && proposal && /\b(fixed|hourly|by the hour|per hour|an hour|day rate|daily rate|time and materials|per day|set price|one price|flat price|as (you|we) go|keep (on )?(billing|charging))\b/.test(s.text))
    return {
      lead: `We quote a fixed price: after the free consultation you get ${proposal.replace(/^A /, "a ")}.`,
      more: [`The call itself is ${consultationBooking.promises[0]!.replace(/^A /, "a ")}.`],
      sources: [consultation],
      final: true,
    };
  if (s && proposal && /\b(quote|quotes|quotation|proposal|in writing|written|estimate)\b/.test(s.text) && !/\bhow much\b|\b(cost|costs)\b/.test(s.text))
    return {
      lead: `After the free consultation you get ${proposal.replace(/^A /, "a ")}.`,
      more: [`The call itself is ${consultationBooking.promises[0]!.replace(/^A /, "a ")}.`],
      sources: [consultation],
    };
  // "What budget ranges can I pick?": the booking form's own choices.
  if (s && /\bbudgets?\b/.test(s.text))
    return {
      lead: `The booking form asks for a budget range: ${list(budgetOptions.map((o) => o.label), " or ")}.`,
      more: ["Booking a consultation is free: [book a free consultation](/expertise/book-a-free-consultation) and tell us about your project."],
      sources: [consultation],
    };
  // "Which services can I choose when booking?", "what's on the booking form?": the form's choices.
  // Not a service named by its name ("how much is the testing service and how do we get started?").
  // Nor the call asked about beside the form ("book a consultation or fill in the contact form?
  // What happens in the consultation?"): the call, below.
  const callAsked = /\bwhat (\w+ )?(happens|goes on)\b|\bwhat (do|will|would|should) (i|we) (get|expect)\b|\b(consultation|consult|call) (like|about)\b/.test(s?.text ?? "");
  if (s && !callAsked && /\b(which services?|what services?|options?|choices?|choose|pick|select|form|fields?|dropdown|ask)\b/.test(s.text) && !/\b(cost|price|free)\b/.test(s.text))
    return {
      lead: `The booking form asks which service you need (${list([...serviceOptions], " or ")}) and your budget range (${list(budgetOptions.map((o) => o.label), " or ")}), with your project's details.`,
      more: ["Booking a consultation is free: [book a free consultation](/expertise/book-a-free-consultation) and tell us about your project."],
      sources: [consultation],
    };
  // "How long is the call?", "who is it with?", "what happens in it?": the page's promises about the call.
  if (s && (callAsked || /\b(how long|length|minutes?|who|with whom|expect|like)\b/.test(s.text)))
    return {
      lead: `The free consultation is ${consultationBooking.promises[0]!.charAt(0).toLowerCase()}${consultationBooking.promises[0]!.slice(1)}.`,
      more: [`${consultationBooking.promises[1]}.`, `[Book a free consultation](/expertise/book-a-free-consultation): ${consultationBooking.reply.charAt(0).toLowerCase()}${consultationBooking.reply.slice(1)}`],
      sources: [consultation],
    };
  return {
    lead: `Booking a consultation is free: [book a free consultation](/expertise/book-a-free-consultation) and tell us about your project.`,
    more: [pages["/expertise/book-a-free-consultation"].description],
    sources: [consultation],
  };
}

// ——— The provider ———

/** "Do you do anything with AI?": the innovation and technology research page. */
export function research(): Reply {
  return {
    // The page's description: "How Harbourline Tech researches artificial intelligence and …".
    lead: `Yes: ${pages["/technology-research"].description.replace(/^How /, "")}`,
    more: ["To talk about what it could do for your business, [book a free consultation](/expertise/book-a-free-consultation)."],
    sources: [page("/technology-research")],
  };
}

export function about(): Reply {
  return {
    lead: `We're ${bold(site.name)}: ${lowerFirst(site.tagline)}.`,
    more: [
      pages["/about-us"].description,
      `We teach ${list(programs.map((p) => p.name))}, and build and test software for businesses.`,
    ],
    sources: [page("/about-us")],
  };
}

/** "What's it like working at your company?", "what do you value?": the careers page's values. */
const asksValues =
  /\b(value|values|culture|like working|like to work|look for|looking for in|environment|vibe)\b/;

export function jobsHere(s?: Subject): Reply {
  if (s && asksValues.test(s.text))
    return {
      lead: `What we value: ${list(careerValues.map((v) => `**${v.name}** (${lowerFirst(v.description).replace(/\.$/, "")})`))}.`,
      more: [
        openings.length === 0
          ? "We have no open roles right now; the careers page says how to tell us you are interested."
          : `We're hiring: ${list(openings.map((o) => `${o.title} (${o.type}, ${o.location})`))}.`,
      ],
      sources: [page("/careers")],
    };
  return {
    lead:
      openings.length === 0
        ? "We have no open roles right now."
        : `We're hiring: ${list(openings.map((o) => `${o.title} (${o.type}, ${o.location})`))}.`,
    more: ["The careers page says how to tell us you are interested."],
    sources: [page("/careers")],
  };
}

/**
 * Which of the policy's retention rows a question names: its own words, and the ways a visitor
 * says them ("if I'm rejected" is an application that did not lead to enrolment).
 */
const retentionAliases: [RegExp, RegExp][] = [
  [/not lead to enrolment/i, /\b(reject\w*|declin\w*|unsuccessful|turn(ed)? (me )?down|not (accepted|successful|offered)|do not enrol|never enrol\w*|(never|not|do not|did not|does not) (end up |actually |go on to |get to )?(enrol|enroll)\w*)\b|\bapplications?\b.{0,30}\b(never|not|did not|does not|do not|that failed|went nowhere)\b|\b(never|not|did not|does not|do not) (turn|turned|go|went|lead|led|become|became|end|ended)\b.{0,25}\b(anywhere|into|to|in)\b/],
  [/payment records/i, /\b(payment|payments|financial|invoice\w*|bank|receipts?)\b|\benrolment records?\b|\bafter (i|the course|my course) (finish|end|complete)\w*\b|\b(if|once|when|after) (i|we) (enrol|enroll|am enrolled|get enrolled|do enrol)\w*\b|\benrolled students?\b|\b(students?|those|people|ones?) (who|that) (do |did |actually |go on to )?(enrol|enroll)\w*\b/],
  [/newsletter/i, /\b(newsletter|unsubscrib\w*|mailing list)\b/],
  [/portal account/i, /\b(portal|account)\b/],
  [/contact messages/i, /\b(messages?|outline requests?|consultation bookings?|chats?|enquir\w*|inquir\w*)\b/],
];

const keepAsked =
  /\b(how long|keep|kept|retain\w*|hold on to|hang on to|hold onto|hang onto|store|stored|on file|still (have|hold|got))\b/;

/** The policy's retention rows a question names, in the policy's order; none unless keeping is asked. */
export function retentionRows(t: string) {
  if (!keepAsked.test(t)) return [];
  const named = retentionAliases.filter(([, asked]) => asked.test(t)).map(([row]) => row);
  return privacyTables.retention.filter((r) => named.some((row) => row.test(r.records)));
}

/**
 * Keeping records asked in so many words ("do you keep", "still on file", "how long … my
 * records"): not "how long does the payment plan last?", which names a row's word only.
 */
export const retentionAsked = (t: string) =>
  (/\b(keep|kept|retain\w*|hold on ?to|hang on ?to|store|stored|on file|still (have|hold|got))\b/.test(t) ||
    /\bhow long\b.{0,40}\b(records?|data|details|info|information|e-?mail|address|history|file|messages?|chats?)\b/.test(t)) &&
  // How it is stored ("is my password stored safely?") is the policy's security, not a period.
  !/\b(passwords?|safe|safely|secure|securely|hash\w*|encrypt\w*|where)\b/.test(t) &&
  retentionRows(t).length > 0;

function retentionRow(t: string) {
  const [first] = retentionAliases
    .filter(([, asked]) => keepAsked.test(t) && asked.test(t))
    .map(([row]) => privacyTables.retention.find((r) => row.test(r.records)));
  return first;
}

const periodWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, thirty: 30 };
/** "Seven years after your course ends" → days, for comparing two retention periods. */
function periodDays(kept: string): number | undefined {
  const m = /\b(\d+|one|two|three|four|five|six|seven|ten|thirty) (day|days|month|months|year|years)\b/i.exec(kept);
  if (!m) return undefined;
  const n = Number(m[1]) || periodWords[m[1]!.toLowerCase()] || 0;
  return n * (/^day/i.test(m[2]!) ? 1 : /^month/i.test(m[2]!) ? 30 : 365);
}

/** A complaint about how we handle personal information, or where to take one. */
const complaintAsked =
  /\b(complain|complaint|complaints|mishandl\w*|breach|regulator|escalat\w*|report you|lodge)\b|\bwho (can|do|should|would|could) (i|we) (go|turn|talk|speak|appeal|report)( it)? to\b|\bwhere (can|do|should|would|could) (i|we) (take|go with|turn|report|complain)\b/;

/**
 * Going past us: "if you ignore me", "if you don't sort it out", "who's above you": what the visitor
 * asks is where to take it then, which is the regulator (the OAIC).
 */
const pastUs =
  /\b(ignor\w*|not (satisfied|happy)|unhappy|dissatisfied|(do not|did not|does not|never|will not|won't|wont|don't|dont|didn't|didnt|refuse to) (do|sort|fix|answer|reply|respond|act|delete|listen|help)\w*|where (can|do|should|would|could) (i|we) (take|go with|turn)|above you|over you|outside|external|independent|regulator|escalat\w*|mishandl\w*|breach\w*|who (can|do|should|would|could) (i|we) (go|turn|appeal|report)( it)? to)\b/;

/** "Who can I complain to about privacy?": the policy's complaints section, the regulator too. */
function privacyComplaint(t: string): Reply | undefined {
  if (!complaintAsked.test(t) || /\bhow long\b/.test(t)) return undefined;
  const section = privacyPolicy.sections.find((x) => x.id === "complaints");
  const [first = "", second = ""] = section?.paragraphs ?? [];
  if (!first) return undefined;
  const ours = first.replace(
    /^If you think we have mishandled your personal information, tell us first using the contact details above/,
    `Tell us first (e-mail ${site.email} or call ${site.phones[0].display})`,
  );
  const [lead, more] = pastUs.test(t) && second ? [second, ours] : [ours, second];
  // The policy's own sentences on the complaint asked: no other sentence overrules them.
  return { lead, more: [more].filter(Boolean), sources: [{ href: "/privacy#complaints", title: "Privacy policy: complaints" }], final: true };
}

const lowerInitial = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
const countWords = ["no", "one", "two", "three", "four", "five", "six"];

/** The chat's cookie in other words: "the chat one", "the visitor cookie". */
const cookieNamed: [RegExp, string][] = [
  [/\b(chat|chatbot|visitor)\b/, "visitor"],
  [/\b(portal|student|sign ?in|log ?in|remember me)\b/, "portalToken"],
  [/\b(admin|staff|back-?office)\b/, "adminToken"],
];

/**
 * "What cookies does the site set?": the policy's three cookies, by name; "how long does the chat
 * one last?" (after cookies were asked): that cookie's lifetime.
 */
function cookieReply(t: string): Reply | undefined {
  if (!/\bcookies?\b|\b(chat|visitor|portal|sign ?in) one\b/.test(t)) return undefined;
  const source = privacy;
  const none = "We use no advertising or analytics cookies and no third-party trackers.";
  const lifetime = /\b(how long|last|lasts|expire\w*|kept|stay|stays|until when)\b/.test(t);
  // Each with what it is for and, briefly, how long it lasts ("365 days", "until you close the browser").
  const names = privacyTables.cookies.map(
    (c) => `“${c.name}” (${lowerInitial(c.purpose.split(". ")[0]!.replace(/\.$/, ""))}, ${lowerFirst(c.lasts.split(/[;,]/)[0]!)})`,
  );
  const count = `The site sets ${countWords[names.length] ?? names.length} cookies`;
  const named = cookieNamed.find(([asked]) => asked.test(t))?.[1];
  const one = privacyTables.cookies.find((c) => c.name === named);
  // "Do you use tracking or analytics cookies?", "are you tracking me while I chat?": no, first;
  // then the ones there are.
  if (/\b(track\w*|analytics|advertis\w*|ads?|marketing|third[- ]party|google|facebook|pixels?)\b/.test(t))
    return { lead: `No: ${lowerFirst(none)}`, more: [`${count}: ${list(names)}.`], sources: [source], final: true };
  // "How long does the chat cookie last?", "what cookie does the chat use?": that cookie.
  if (one)
    return lifetime
      ? { lead: `The “${one.name}” cookie lasts ${lowerFirst(one.lasts)}.`, more: [one.purpose], sources: [source], final: true }
      : { lead: `The “${one.name}” cookie: ${lowerInitial(one.purpose)}`, more: [`It lasts ${lowerFirst(one.lasts)}.`], sources: [source], final: true };
  // "How long do your cookies last?": each one's lifetime.
  if (lifetime)
    return {
      lead: `${count}: ${privacyTables.cookies.map((c) => `“${c.name}” lasts ${lowerFirst(c.lasts)}`).join("; ")}.`,
      more: [none],
      sources: [source],
      final: true,
    };
  return { lead: `${count}: ${list(names)}.`, more: [none], sources: [source], final: true };
}

/**
 * "Does this chatbot send my details to an AI company?": the policy's sentence on the external AI
 * service (the question's text is sent; name, e-mail and phone are not).
 */
function aiServiceReply(t: string): Reply | undefined {
  if (!/\b(ai|openai|chatgpt|gpt|llm|language model|artificial intelligence)\b/.test(t)) return undefined;
  const section = privacyPolicy.sections.find((x) => x.id === "use");
  const said = section?.paragraphs.flatMap(sentencesOf).find((x) => /external AI service/.test(x));
  return said ? { lead: said, sources: [{ href: "/privacy#use", title: "Privacy policy: how we use and share it" }], final: true } : undefined;
}

export function privacyReply(s: Subject): Reply {
  const t = s.text;
  const complaint = privacyComplaint(t);
  if (complaint) return complaint;
  // A cookie named is the policy's cookie table, before any period kept ("the chat one").
  const cookie = cookieReply(t);
  if (cookie) return cookie;
  // "If I'm rejected, how long do you keep my details?": the policy's retention row for it.
  // "Which do you keep longer: a declined application or my payment records?": both rows, the
  // longer first.
  const rows = retentionRows(t);
  if (rows.length >= 2 && !/\b(ip)\b/.test(t)) {
    const sorted = [...rows].sort((a, b) => (periodDays(b.kept) ?? 0) - (periodDays(a.kept) ?? 0));
    const line = (r: (typeof rows)[number]) => `${r.records.toLowerCase()}: kept ${lowerFirst(r.kept).replace(/\.$/, "")}`;
    const [longest, ...rest] = sorted;
    const known = sorted.every((r) => periodDays(r.kept) !== undefined);
    return {
      lead: known
        ? `${longest!.records} are kept ${sorted.length === 2 ? "longer" : "longest"}: ${lowerFirst(longest!.kept)}`
        : sentence(`${line(longest!).charAt(0).toUpperCase()}${line(longest!).slice(1)}`),
      more: [sentence(rest.map(line).join("; ").replace(/^./, (c) => c.toUpperCase()))],
      sources: [privacy],
      final: true,
    };
  }
  // "How do you keep my details secure?": the policy's "Keeping it safe", not a retention row.
  if (/\b(secure|securely|security|safe|safely|protect|protected|hack\w*|encrypt\w*|leak\w*)\b/.test(t) && !/\b(how long|until when|delet\w*|complain\w*)\b/.test(t)) {
    const section = privacyPolicy.sections.find((x) => x.id === "security");
    const [first = ""] = section?.paragraphs ?? [];
    if (first)
      return { lead: first, sources: [{ href: "/privacy#security", title: "Privacy policy: keeping it safe" }] };
  }
  const row = retentionRow(t);
  // "How long does it take you to delete my account?": the request's 30 days, not the row's period.
  const erase = /\b(delet\w*|eras\w*|wipe\w*|remov\w*)\b/.test(t) && !/\b(keep|kept|retain\w*|store|stored|on file|still (have|hold|got))\b/.test(t);
  if (row && !erase && !/\b(ip)\b/.test(t))
    return {
      lead: `${row.records}: kept ${lowerFirst(row.kept)}${/[.!?]$/.test(row.kept) ? "" : "."}`,
      sources: [privacy],
      ...(retentionAsked(t) ? { final: true as const } : {}),
    };
  // "Do you share my info with third parties?": the policy's "How we use and share it".
  if (/\b(share|shares|shared|sharing|third part(y|ies)|others|pass on|give|hand over|disclose|who else|marketers?|spam|other (companies|company|firms|businesses|parties|people)|outside (your|the) (company|business)|happens? to)\b/.test(t) && !/\b(cookies?|sell|selling)\b/.test(t)) {
    const section = privacyPolicy.sections.find((x) => x.id === "use");
    const [first = "", second = ""] = section?.paragraphs ?? [];
    if (first) {
      const [read = "", sell = ""] = sentencesOf(first);
      return {
        lead: `${sell || read} ${sell ? read : ""}`.trim(),
        more: [sentencesOf(second)[0] ?? ""].filter(Boolean),
        sources: [{ href: "/privacy#use", title: "Privacy policy: how we use and share it" }],
      };
    }
  }
  if (/\b(delet\w*|eras\w*|remov\w*|access|see|correct\w*|copy|wipe\w*|download\w*|export\w*|hold)\b/.test(t))
    return {
      lead: `E-mail ${site.email}, call ${site.phones[0].display} or use the contact form to see, correct or delete your information; we answer within 30 days, free of charge.`,
      sources: [privacy, contact],
      // "Delete everything you have on me, and how long does it take?": the request and its 30 days.
      ...(/\b(delet\w*|eras\w*|wipe\w*)\b/.test(t) ? { final: true as const } : {}),
    };
  if (/\b(ip|address)\b/.test(t) && /\b(chat|ip)\b/.test(t))
    return {
      lead: "A chat visitor's IP address is erased after 30 days.",
      more: ["We keep it only to protect the chat from abuse."],
      sources: [privacy],
    };
  const ai = aiServiceReply(t);
  if (ai) return ai;
  return {
    lead: "We never sell your information: we use what you type into a form only for the reason you gave it, and keep it only as long as the privacy policy says.",
    more: ["You can see, correct or delete it: we answer within 30 days, free of charge."],
    sources: [privacy],
  };
}

export function testimonialsReply(s: Subject): Reply {
  // "What did Priya say?": that student's words first.
  const named = testimonials.filter((t) =>
    t.author.name
      .toLowerCase()
      .split(" ")
      .some((n) => n.length > 2 && new RegExp(`\\b${n}\\b`).test(s.text)),
  );
  const quotes =
    named.length > 0 ? named : s.programs.length === 1 ? testimonialsFor(s.programs[0]!.name) : testimonials;
  const [first, second] = quotes;
  const quote = (t: (typeof testimonials)[number]) => `${bold(t.author.name)} (${t.program}): “${t.body}”`;
  return {
    lead: first ? quote(first) : "Students' words are on our testimonials page.",
    more: second ? [quote(second)] : [],
    sources: [page("/client-testimonials"), ...(s.programs.length === 1 ? sourcesOf(s.programs) : [])],
  };
}

// ——— Forms and channels ———

/** How to get a program's course outline: the form on its page, which e-mails it. */
export function outline(s: Subject): Reply {
  const ps = s.programs.length > 0 ? s.programs : [...programs];
  // "If I download the outline, will you contact me afterwards?": what the form's details are for,
  // as the privacy policy says it.
  const point = privacyTables.collectionPoints.find((c) => /outline/i.test(c.source));
  if (
    point &&
    /\b(contact|contacts|call|calls|ring|phone|e-?mail|hear from|follow up|following up|spam|marketing|sales|salesperson|pester|bother|chase)\b.{0,30}\b(me|us|afterwards|after|later)\b|\b(will|would|do|does) (you|someone|anyone|somebody|a salesperson|an advisor) (contact|call|ring|phone|e-?mail|follow up|chase)\b|\b(get|receive|getting|be getting) (any |a lot of |lots of )?(sales |marketing |follow-up |follow up |spam )?(calls|phone calls|e-?mails|messages|spam)\b|\b(spam|spammed|spamming|hassled|pestered|bombarded|harassed)\b/.test(s.text)
  )
    return {
      lead: `Yes: the outline form's details are used ${lowerFirst(point.why).replace(/\.$/, "")}, and the form asks for your agreement to be contacted.`,
      sources: [...ps.map(programSource), privacy],
      final: true,
    };
  return {
    lead: `Fill in the course outline form on ${ps.length === 1 ? `the ${bold(ps[0]!.name)} page` : "each program's page"} and we e-mail you the outline.`,
    more: [
      `The form asks for your name, e-mail address and phone number, and the class format you are interested in (${list([...formatOptions], " or ")}).`,
    ],
    sources: ps.map(programSource),
  };
}

/** The newsletter: signed up with an e-mail address in every page's footer. */
export function newsletter(s?: Subject): Reply {
  // "How do I stop getting your emails?": the unsubscribe link first.
  // "If I stop the newsletter, do you delete my address?": what is kept after, as the policy says.
  const kept = privacyTables.retention.find((r) => /newsletter/i.test(r.records));
  if (s && kept && /\b(stop|quit|cancel|unsubscrib\w*|opt out)\b/.test(s.text) && /\b(delete|deleted|remove|removed|erase|erased|keep|kept|still have|still hold|on file|my (e-?mail|address|details|data|info|information))\b/.test(s.text) && /\b(you|your|u)\b/.test(s.text))
    return {
      lead: kept.kept.replace(/^Until you unsubscribe\. After that we keep/, "After you unsubscribe we keep"),
      sources: [page("/privacy")],
      final: true,
    };
  if (s && /\b(stop|quit|cancel|unsubscribe|opt out|remove|delete|take me off|get me off)\b/.test(s.text))
    return {
      lead: "Every newsletter e-mail has an unsubscribe link: use it to stop the newsletter.",
      more: [`Or e-mail ${site.email}.`],
      sources: [page("/privacy")],
    };
  return {
    lead: "Sign up with your e-mail address in the newsletter form at the bottom of every page (it is on the program pages too).",
    more: ["Every newsletter e-mail has an unsubscribe link."],
    sources: [page("/privacy")],
    // "Send me updates about new courses": no sentence about updating an application answers it.
    final: true,
  };
}

/** Where else to find us: the social profiles in the footer. */
export function social(): Reply {
  return {
    lead: `Yes: we're on ${list(site.social.map((x) => `[${x.name}](${x.href})`))}.`,
    more: ["The links are at the bottom of every page."],
    sources: [contact],
  };
}
