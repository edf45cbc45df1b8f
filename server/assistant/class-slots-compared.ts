/**
 * Class times set against each other: "so which starts first, a weekday class or the saturday
 * one?", "is that earlier than the weeknight ones?" after the Saturday class. The words name class
 * slots (a weekday evening, a Saturday) and a comparison of time ("first", "earlier", "later"), so
 * the slots' own times answer, not the intakes that "starts first" reads as alone. Called by
 * outright.ts.
 */
import { timeTableOptions } from "#content/options.ts";
import { classSchedule } from "#content/study.ts";
import * as facts from "./facts.ts";
import type { OutrightContext } from "./outright.ts";
import { pageAnswer, type Understanding } from "./reading.ts";

const weekdaySlot = /\b(weekdays?|weeknights?|week nights?|evenings?|nights?|after work|mon|monday|tue|tuesday|wed|wednesday|thu|thursday|fri|friday)\b/;
const saturdaySlot = /\b(saturdays?|sat|weekends?)\b/;
/** A comparison of the time of day: which starts or ends first, earlier, later. */
const timeCompared =
  /\b(first|earlier|earliest|sooner)\b|\b(starts?|begins?|finish(es)?|ends?|runs?|goes)\b.{0,20}\b(later|latest)\b|\blater in the day\b/;
/** Moving from one slot to the other ("can I switch to Saturdays later on?"): no time of day compared. */
const moving = /\b(switch\w*|change\w*|chang\w*|move|moving|swap\w*|transfer\w*)\b/;
/** The same words about an intake or a course's start ("which course starts first?"): not class times. */
const intakeWords = /\b(intakes?|courses?|programs?|programmes?|dates?|months?|year|next)\b/;

/** "6PM - 9PM" → [18, 21]; "11AM - 2PM" → [11, 14]. */
function hours(slot: string): [number, number] {
  const [from = 0, to = 0] = [...slot.matchAll(/(\d+)(AM|PM)/g)].map((m) => (Number(m[1]) % 12) + (m[2] === "PM" ? 12 : 0));
  return [from, to];
}

/**
 * Whether the text compares a weekday slot with the Saturday one in time of day; one side may be
 * the slot the previous turn asked about, pointed at ("is that earlier than the weeknight ones?").
 */
export function classSlotsCompared(text: string, previous = ""): boolean {
  if (!timeCompared.test(text) || intakeWords.test(text) || moving.test(text)) return false;
  if (!/\b(class|classes|one|ones|session|sessions|slot|slots|that|those|it|they)\b/.test(text)) return false;
  const pointed = /\b(that|those|it|they|them)\b/.test(text);
  const weekday = weekdaySlot.test(text) || (pointed && weekdaySlot.test(previous));
  const saturday = saturdaySlot.test(text) || (pointed && saturdaySlot.test(previous));
  return weekday && saturday;
}

export function classSlotsComparedReply(text: string): facts.Reply {
  const weekday = timeTableOptions.find((s) => !s.startsWith("Sat"))!;
  const saturday = timeTableOptions.find((s) => s.startsWith("Sat"))!;
  const [wFrom, wTo] = hours(weekday);
  const [sFrom, sTo] = hours(saturday);
  const wTimes = weekday.replace(/^\w+ /, "").replace(/ - /, "-");
  const sTimes = saturday.replace(/^\w+ /, "").replace(/ - /, "-");
  const ends = /\b(finish(es)?|ends?|over|out)\b/.test(text);
  const late = /\b(later|latest|after)\b/.test(text);
  const weekdayFirst = ends ? wTo < sTo : wFrom < sFrom;
  // Which one is asked for: the one that starts (or ends) first, or with "later" the other.
  const saturdayAnswer = late ? weekdayFirst : !weekdayFirst;
  const sat = `the Saturday class (${sTimes})`;
  const wk = `weekday evening classes (${wTimes})`;
  const verb = ends ? "ends" : "starts";
  const lead = saturdayAnswer
    ? `${facts.bold("The Saturday class")} ${verb} ${late ? "later" : "earlier"}, at ${ends ? sTimes.split("-")[1] : sTimes.split("-")[0]}; ${wk} ${ends ? "end" : "start"} at ${ends ? wTimes.split("-")[1] : wTimes.split("-")[0]}.`
    : `${facts.bold("Weekday evening classes")} ${ends ? "end" : "start"} ${late ? "later" : "earlier"}, at ${ends ? wTimes.split("-")[1] : wTimes.split("-")[0]}; ${sat} ${verb} at ${ends ? sTimes.split("-")[1] : sTimes.split("-")[0]}.`;
  return {
    lead,
    more: [classSchedule.summary.split(". ").slice(1).join(". ")].filter(Boolean),
    sources: [facts.faq, facts.enrol],
  };
}

export function classSlotsAsked(c: OutrightContext): Understanding | undefined {
  const t = c.reading.text;
  if (!classSlotsCompared(t, c.history.at(-1)?.toLowerCase())) return undefined;
  return pageAnswer(c.subject, [classSlotsComparedReply(t)], ["timetable"]);
}
