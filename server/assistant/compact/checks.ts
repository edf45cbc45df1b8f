/**
 * Yes/no questions that ask about a value: a time ("can I drop by at 2:30 pm on Saturday?"), a
 * price ("is it under $5k?") or a duration ("is QA 12 weeks?"). The asked value is checked against
 * the published fact, and the answer says yes only when the fact agrees; otherwise it says no and
 * gives the fact. Never a yes the content does not support.
 */
import type { OpeningHoursView, ProgramView } from "../../content/views.ts";
import type { Reply } from "./facts.ts";
import type { Knowledge, Subject } from "./knowledge.ts";

/** A question that expects yes or no: it opens with an auxiliary verb. */
export function isYesNo(text: string): boolean {
  return /^(?:(?:hi|hey|hello|so|and|ok|okay|um|also|quick question)[,!.]?\s+)*(is|are|was|does|do|can|could|will|would|am|may|should|has|have|did)\b/.test(
    text.trim(),
  );
}

const days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The days a row of opening hours covers ("Monday to Friday", "Saturday and Sunday"). */
function daysOf(row: OpeningHoursView): number[] {
  const text = row.days.toLowerCase();
  const range = /(\w+day)\s*(?:to|-|–|through|until)\s*(\w+day)/.exec(text);
  if (range) {
    const from = days.indexOf(range[1]!);
    const to = days.indexOf(range[2]!);
    if (from >= 0 && to >= 0) {
      const list: number[] = [];
      for (let d = from; ; d = (d + 1) % 7) {
        list.push(d);
        if (d === to || list.length > 7) break;
      }
      return list;
    }
  }
  return days.map((d, i) => (text.includes(d) ? i : -1)).filter((i) => i >= 0);
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/** "2:30 pm" → 870, "8am" → 480, "14:30" → 870, "noon" → 720. */
export function timeAsked(text: string): { minutes: number; said: string } | undefined {
  const twelve = /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?=\W|$)/.exec(text);
  if (twelve) {
    let h = Number(twelve[1]) % 12;
    if (twelve[3]!.startsWith("p")) h += 12;
    return { minutes: h * 60 + Number(twelve[2] ?? 0), said: twelve[0] };
  }
  const day24 = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
  if (day24) return { minutes: Number(day24[1]) * 60 + Number(day24[2]), said: day24[0] };
  if (/\b(noon|midday|lunchtime)\b/.test(text)) return { minutes: 12 * 60, said: "midday" };
  // "at 7", "around 5": a bare hour in office talk is read in the afternoon when it is 1–7.
  const bare =
    /\b(?:at|around|about|by|after|before) (\d{1,2})\b(?!\s*(weeks?|months?|days?|hours?|\$|k\b))/.exec(text);
  if (bare) {
    const h = Number(bare[1]);
    if (h >= 1 && h <= 12) return { minutes: (h <= 7 ? h + 12 : h) * 60, said: bare[1]! };
  }
  return undefined;
}

export function dayAsked(text: string): number[] | undefined {
  if (/\bweekends?\b/.test(text)) return [6, 0];
  if (/\bweekdays?\b/.test(text)) return [1, 2, 3, 4, 5];
  const found = days.map((d, i) => (new RegExp(`\\b${d}s?\\b`).test(text) ? i : -1)).filter((i) => i >= 0);
  return found.length > 0 ? found : undefined;
}

const capital = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);

/** "Can I come in at 2:30 pm on Saturday?" against the opening hours. */
export function hoursCheck(k: Knowledge, text: string): Reply | undefined {
  const asked = dayAsked(text);
  const time = timeAsked(text);
  if (!asked && !time) return undefined;
  const rows = k.content.site.openingHours;
  const sources = [{ title: "Contact us", href: "/contact-us" }];
  const verdicts = (asked ?? []).map((day) => {
    const row = rows.find((r) => daysOf(r).includes(day));
    const open = row && row.opens !== "closed";
    const inside =
      open && (!time || (time.minutes >= minutes(row.opens) && time.minutes < minutes(row.closes)));
    return { day, row, open: Boolean(open), inside: Boolean(inside) };
  });
  if (verdicts.length === 0) {
    // A time without a day: open at that time on some days.
    const openRows = rows.filter(
      (r) =>
        r.opens !== "closed" && time && time.minutes >= minutes(r.opens) && time.minutes < minutes(r.closes),
    );
    const all = rows.map((r) => `${r.days}: ${r.hours}`).join("; ");
    return openRows.length > 0
      ? {
          text: `Yes, on ${openRows.map((r) => r.days).join(" and ")}. Our hours: ${all}.`,
          sources,
          verdict: "yes",
        }
      : { text: `No, we're not open at ${time!.said}. Our hours: ${all}.`, sources, verdict: "no" };
  }
  const all = verdicts.every((v) => v.inside);
  const parts = verdicts.map((v) => {
    const name = capital(days[v.day]!);
    if (!v.row || !v.open) return `we're closed on ${name}`;
    return `on ${name} we're open ${v.row.hours}`;
  });
  const hours = rows.map((r) => `${r.days}: ${r.hours}`).join("; ");
  const detail = `${parts.join("; ")}. Our hours: ${hours}`;
  if (all) return { text: `Yes: ${detail}.`, sources, verdict: "yes" };
  const when = time ? ` at ${time.said}` : "";
  return {
    text: `No, not${when} on ${verdicts
      .filter((v) => !v.inside)
      .map((v) => capital(days[v.day]!))
      .join(" or ")}: ${detail}.`,
    sources,
    verdict: "no",
  };
}

/** "$5,000", "5k", "4500 dollars" → the amount in dollars. */
export function amountAsked(text: string): number | undefined {
  const m =
    /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|grand|thousand)?\b/.exec(text) ??
    /\b(\d[\d,]*(?:\.\d+)?)\s*(k|grand|thousand|dollars|bucks|aud)\b/.exec(text);
  if (!m) return undefined;
  const value = Number(m[1]!.replace(/,/g, ""));
  return /^(k|grand|thousand)$/.test(m[2] ?? "") ? value * 1000 : value;
}

/** "is it under $5k?", "does it cost $4,500?" against a program's fee or a service's starting rate. */
export function priceCheck(subject: Subject, text: string): Reply | undefined {
  const asked = amountAsked(text);
  if (asked === undefined) return undefined;
  const fact = subject.program?.feeAud ?? subject.service?.startingRateAud;
  if (fact === undefined) return undefined;
  const said = subject.program
    ? `**${subject.name}** costs **${subject.program.fee.total}**, ${subject.program.fee.instalments}.`
    : `**${subject.name}** starts from **${subject.service!.startingRate.replace(/^From /, "")}**.`;
  const under = /\b(under|less than|below|cheaper than|within|at most|max|maximum|up to|no more than)\b/.test(
    text,
  );
  const over = /\b(over|more than|above|at least|dearer than|exceed)\b/.test(text);
  const yes = under ? fact <= asked : over ? fact >= asked : fact === asked;
  return {
    text: `${yes ? "Yes" : "No"}: ${said}`,
    sources: [{ title: subject.name, href: subject.href }],
    verdict: yes ? "yes" : "no",
  };
}

/** "is QA 12 weeks?", "is it 6 months long?" against a program's duration. */
export function durationCheck(p: ProgramView, href: string, text: string): Reply | undefined {
  const m = /\b(\d{1,3})\s*(weeks?|wks?|months?|mths?)\b/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  const weeksAsked = /^m/.test(m[2]!) ? undefined : n;
  const said = `**${p.name}** takes **${p.durationWeeks} weeks**.`;
  const sources = [{ title: p.name, href }];
  if (weeksAsked === undefined) {
    // Months are not a unit the content uses: give the weeks, and say no only when far off.
    const months = p.durationWeeks / 4.345;
    if (Math.abs(months - n) < 0.6) return { text: `About that: ${said}`, sources };
    return { text: `No: ${said}`, sources, verdict: "no" };
  }
  const yes = weeksAsked === p.durationWeeks;
  return { text: `${yes ? "Yes" : "No"}: ${said}`, sources, verdict: yes ? "yes" : "no" };
}
