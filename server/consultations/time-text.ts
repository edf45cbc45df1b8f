import { DateTime } from "luxon";

/**
 * A booked time as people read it, in one zone and naming it:
 * "Monday 5 October 2026, 9:00 am – 9:30 am AEDT (Australia/Sydney)".
 */
export function describeSlot(startMs: number, endMs: number, zone: string): string {
  const start = DateTime.fromMillis(startMs, { zone, locale: "en-AU" });
  const end = DateTime.fromMillis(endMs, { zone, locale: "en-AU" });
  return `${start.toFormat("cccc d LLLL yyyy, h:mm a")} – ${end.toFormat("h:mm a")} ${start.offsetNameShort ?? ""} (${zone})`.replace(
    /\s+\(/,
    " (",
  );
}

/** A day heading: "Monday 5 October". */
export function describeDay(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone, locale: "en-AU" }).toFormat("cccc d LLLL");
}

/** A time of day: "9:00 am". */
export function describeTime(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone, locale: "en-AU" }).toFormat("h:mm a");
}
