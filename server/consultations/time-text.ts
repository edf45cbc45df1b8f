import { formatDay, formatTime, formatTimeRange } from "#forms/dates.ts";

/**
 * A booked time as people read it, through the one date rule (forms/dates.ts), naming its zone
 * once: "Monday 5 October 2026, 9:00 am – 9:30 am AEDT (Australia/Sydney)". The zone's name stays
 * because a visitor elsewhere reads the abbreviation and may not know it.
 */
export function describeSlot(startMs: number, endMs: number, zone: string): string {
  return `${formatTimeRange(startMs, endMs, { zone, long: true })} (${zone})`;
}

/** A day heading: "Monday 5 October". */
export function describeDay(ms: number, zone: string): string {
  return formatDay(ms, { zone, long: true, noYear: true });
}

/** A time of day: "9:00 am" (the day's heading or the page names the zone). */
export function describeTime(ms: number, zone: string): string {
  return formatTime(ms, { zone, noZone: true });
}
