/**
 * Fees, budgets, instalments, payment timing and methods, GST and refunds.
 * Part of the typed facts (../facts.ts re-exports every module here).
 */
import { fees, formatAud, paymentTerms, refundTerms } from "#content/fees.ts";
import { programs } from "#content/programs.ts";
import { services, serviceWork } from "#content/services.ts";
import { sentencesOf } from "../language.ts";
import { programPatterns } from "../named-subjects.ts";
import {
  bold,
  consultation,
  enrol,
  faq,
  feeOf,
  groupNames,
  list,
  lowerFirst,
  type Program,
  rank,
  type Reply,
  sameAsked,
  sentence,
  serviceRates,
  serviceRatesSentence,
  serviceSource,
  sourcesOf,
  type Subject,
  subjectPrograms,
  terms,
} from "./base.ts";

/** "Under 5 grand", "I can spend up to $4500": the money a visitor has, in AUD. */
export function moneyBudget(text: string): number | undefined {
  const m =
    /\b(under|less than|below|no more than|at most|max|maximum|up to|budget of|budget is|afford|spend|only have|only got|have|got|with|budget|savings of|saved|saved up)( about| around| roughly| up to| only| just)? \$?(\d[\d,]*(?:\.\d+)?) ?(k|grand|thousand|dollars|aud)?\b(?! ?(hours?|hrs?|weeks?|months?|days?|years?|minutes?|mins?|kids|children)\b)/.exec(
      text,
    );
  if (!m) return undefined;
  const n = Number(m[3]!.replace(/,/g, "")) * (m[4] && /^(k|grand|thousand)$/.test(m[4]) ? 1000 : 1);
  // A bare small number is no sum of money ("under 5 weeks" is read elsewhere).
  if (!m[4] && !/\$/.test(text) && n < 500) return undefined;
  return n;
}

/** Which programs cost no more than the visitor's budget, then the others' fees. */
export function feeFits(s: Subject, budget: number): Reply {
  const ps = subjectPrograms(s);
  const fit = ps.filter((p) => fees[p.slug].totalAud <= budget);
  const over = ps.filter((p) => !fit.includes(p));
  const each = (group: Program[]) =>
    rank(group, (p) => fees[p.slug].totalAud)
      .map(
        ([, g]) =>
          `${list(g.map((p) => bold(p.name)))} ${g.length > 1 ? "cost" : "costs"} ${feeOf(g[0]!)}${g.length > 1 ? " each" : ""}`,
      )
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
    // "What's the cheapest course you have then?", no course named in it (a follow-up's subject
    // may still be every course): the superlative alone answers it;
    // the other fees would be a second answer to a question not asked. Both ends asked ("the
    // cheapest, and which costs the most?") keep both.
    const low = /\b(cheapest|least expensive|most affordable|lowest|costs? the least|least (money|costly))\b/.test(s.text);
    const high = /\b(priciest|dearest|most expensive|highest|costs? the most|most (money|costly))\b/.test(s.text);
    const onlyPick = !programPatterns.some(([, named]) => named.test(s.text)) && low !== high;
    return {
      lead,
      more: [...(rest.length > 0 && !onlyPick ? [sentence(list(rest))] : []), paymentTerms.currency],
      sources: sourcesOf(onlyPick ? pick[1] : ps, terms),
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
  const otherPeriod =
    /\b(weekly|fortnightly|daily|every (week|fortnight|day)|per (week|fortnight)|a week|a fortnight)\b/.test(
      s.text,
    );
  const opening = otherPeriod ? "Instalments are monthly, not weekly or fortnightly" : "Yes";
  // "Can I spread it over more months on full stack or data analytics?": which allows more instalments.
  const most = [...ps].sort((a, b) => fees[b.slug].instalments - fees[a.slug].instalments);
  if (
    ps.length > 1 &&
    /\b(more|most|longer|fewer|less|least) (monthly )?(instalments|installments|months|payments)\b|\b(which|compare|compared|comparison|versus|difference)\b/.test(
      s.text,
    ) &&
    fees[most[0]!.slug].instalments > fees[most.at(-1)!.slug].instalments
  ) {
    const top = most.filter((p) => fees[p.slug].instalments === fees[most[0]!.slug].instalments);
    const rest = most.filter((p) => !top.includes(p));
    const split = (p: Program) =>
      `${fees[p.slug].instalments} monthly instalments of ${formatAud(fees[p.slug].totalAud / fees[p.slug].instalments)}`;
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
  if (
    s &&
    /\b(after|once) (the )?(enrolment|enrollment|enrolling|enroled|enrolled|i am enrolled|i enrol|accepted|i am accepted)\b/.test(
      s.text,
    )
  )
    return { lead: paymentTerms.when, more: [paymentTerms.options], sources: [terms, enrol] };
  // "Can we pay after the course starts?", "on 30-day terms?": when it is due, which is before the first class.
  if (
    s &&
    /\b(after|once) (the )?(course|class|classes) (start|starts|begin|begins|started)\b|\b\d+[- ]?days? terms?\b|\bpay (it )?later\b/.test(
      s.text,
    )
  )
    return { lead: paymentTerms.options, more: [paymentTerms.when], sources: [terms] };
  // "When do I have to pay?", "when is the fee due?": when the fee is paid (after enrolment) first;
  // that applying is free answers a question about applying.
  if (
    s &&
    /\bwhen\b.{0,30}\b(pay|paid|due|payment|payments|invoice\w*)\b/.test(s.text) &&
    !/\b(apply|applying|application)\b/.test(s.text)
  )
    return {
      lead: paymentTerms.when,
      more: [paymentTerms.applying, paymentTerms.options],
      sources: [terms, enrol],
    };
  return {
    lead: paymentTerms.applying,
    more: [paymentTerms.when, paymentTerms.options],
    sources: [terms, enrol],
  };
}

export function paymentMethods(s?: Subject): Reply {
  // "How is the fee invoiced?", "how does my employer get billed?": the invoice first, then the ways to pay it.
  if (s && /\b(invoice|invoices|invoiced|invoicing|bill|billed|billing)\b/.test(s.text))
    return {
      lead: paymentTerms.when.replace(/^The course fee is paid after enrolment\. /, ""),
      more: [paymentTerms.methods, paymentTerms.options],
      sources: [terms],
    };
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
  if (
    s &&
    s.programs.length === 0 &&
    s.services.length === 0 &&
    !/\b(course|courses|class|classes|program|programs|fee|fees|tuition|study|studying|enrol\w*|projects?|rates?|apps?|website|websites|web|development|services?|quotes?|testing)\b/.test(
      s.text,
    )
  )
    return {
      lead: `Course fees include GST: ${list(programs.map((p) => `${p.name} ${feeOf(p)}`))}.`,
      more: [serviceRatesSentence()],
      sources: [terms, ...services.map(serviceSource)],
    };
  // "Your course fees include GST. Do your software development prices include GST as well?": the
  // course fees said only as the contrast, our work's price asked about: the rates exclude GST.
  // (A service's price asked alone is answered by its page's rate, with its note.)
  if (
    s &&
    s.services.length === 0 &&
    servicePriceAsked.test(s.text) &&
    /\b(course|courses|tuition|training)\b/.test(s.text)
  )
    return {
      lead: `No: service rates are a ${serviceWork.rateNote} (${serviceRates()}).`,
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
export const servicePriceAsked =
  /\b(development|dev|services?|app|apps|website|websites|web|software|project|projects|build|testing) (prices?|rates?|costs?|quotes?|charges?|pricing)\b|\b(prices?|rates?|quotes?|costs?) (for|of) (an? |your |the )?(app|apps|website|websites|software|projects?|development|services?|builds?)\b/;

/** GST or tax asked about a price ("inc gst?", "is that plus tax?"). */
export const gstAsked = /\b(gst|tax|taxes)\b/;

export function refund(s?: Subject): Reply {
  const [covers = "", ...instalments] = sentencesOf(refundTerms.detail);
  // "What happens to my instalments if I withdraw?": the instalments sentence first.
  const aboutInstalments =
    s !== undefined && /\b(instalments?|installments?|payment plan|monthly)\b/.test(s.text);
  // "What happens to my money if you cancel the course?": the provider's cancellation, which the
  // law covers, not the visitor's change of mind.
  if (
    s &&
    /\b(you|they|harbourline|the school|the provider) (cancel|cancels|cancelled|canceled|call off|scrap|scraps|drop|drops)\b|\b(course|class|intake|program) (is |gets |was |were |got )?(cancelled|canceled|called off|scrapped)\b/.test(
      s.text,
    )
  )
    return {
      lead: refundTerms.law,
      more: [`For your own change of mind: ${lowerFirst(refundTerms.summary)}`],
      sources: [terms, faq],
      final: true,
    };
  return {
    // The no once: the terms' summary, then what it covers and what happens to instalments.
    lead: `No: ${lowerFirst(refundTerms.summary)}`,
    more: (aboutInstalments ? [instalments.join(" "), covers] : [covers, instalments.join(" ")]).filter(
      Boolean,
    ),
    sources: [terms, enrol, faq],
  };
}
