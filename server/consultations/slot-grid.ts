import { DateTime, IANAZone } from "luxon";
import { type AustralianState, publicHolidayOn, stateOfZone } from "./public-holidays.ts";
import { type Availability, minutesOf, type Weekday, weekdays } from "#forms/consultation-availability.ts";

/**
 * Which consultation times exist, as pure functions of the settings, the business time zone and
 * "now" (no database, no clock), so daylight-saving changes and the booking rules are unit-tested.
 *
 * Each weekly window is walked in real (absolute) time from its local start: slots are
 * `slotMinutes` long and start `slotMinutes + bufferMinutes` apart, so two neighbouring bookings
 * always keep the buffer between them. Walking absolute time means the night the clocks go back
 * has its repeated hour once per offset, and the night they go forward has no times in the gap.
 */

export interface Slot {
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

export interface Busy {
  start: number;
  end: number;
}

const MINUTE = 60_000;

/** The business-zone calendar date (YYYY-MM-DD) of an instant. */
export function businessDate(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone }).toISODate()!;
}

/** One local wall-clock time on a business date as an instant (a time skipped by DST moves forward). */
function instantAt(date: string, minutes: number, zone: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return DateTime.fromObject(
    { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone },
  ).toMillis();
}

/** Every date from `from` to `to` inclusive (YYYY-MM-DD, calendar arithmetic, no zone). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let day = DateTime.fromISO(from, { zone: "utc" });
  const last = DateTime.fromISO(to, { zone: "utc" });
  while (day <= last) {
    out.push(day.toISODate()!);
    day = day.plus({ days: 1 });
  }
  return out;
}

const weekdayOfDate = (date: string): Weekday =>
  weekdays[DateTime.fromISO(date, { zone: "utc" }).weekday - 1]!;

/**
 * The slots of one business date's weekly windows, ignoring notice, horizon and bookings. `state`
 * is whose public holidays close the date (BUSINESS_STATE; by default the zone's state).
 */
export function slotsOfDate(
  a: Availability,
  zone: string,
  date: string,
  state: AustralianState | undefined = stateOfZone(zone),
): Slot[] {
  if (a.blockedDates.includes(date)) return [];
  // A public holiday of the business's state is closed unless staff opened it (decision 0109).
  if (publicHolidayOn(state, date) && !(a.openedDates ?? []).includes(date)) return [];
  const length = a.slotMinutes * MINUTE;
  const step = (a.slotMinutes + a.bufferMinutes) * MINUTE;
  const day = weekdayOfDate(date);
  const slots: Slot[] = [];
  const windows = a.weekly
    .filter((w) => w.day === day)
    .sort((x, y) => minutesOf(x.start) - minutesOf(y.start));
  for (const window of windows) {
    const opens = instantAt(date, minutesOf(window.start), zone);
    const closes = instantAt(date, minutesOf(window.end), zone);
    for (let start = opens; start + length <= closes; start += step)
      slots.push({ start, end: start + length });
  }
  return slots;
}

/** The first and last business dates a visitor may book at `now`: today to today + horizonDays. */
export function bookableDates(a: Availability, zone: string, now: number): { first: string; last: string } {
  const today = DateTime.fromMillis(now, { zone }).startOf("day");
  return { first: today.toISODate()!, last: today.plus({ days: a.horizonDays }).toISODate()! };
}

/**
 * The slots offered between two business dates (inclusive) before bookings are taken out:
 * within the horizon, not on a blocked date, and starting at least minNoticeHours after `now`.
 */
export function offeredSlots(
  a: Availability,
  zone: string,
  from: string,
  to: string,
  now: number,
  state: AustralianState | undefined = stateOfZone(zone),
): Slot[] {
  const { first, last } = bookableDates(a, zone, now);
  const start = from > first ? from : first;
  const end = to < last ? to : last;
  if (start > end) return [];
  const earliest = now + a.minNoticeHours * 60 * MINUTE;
  return datesBetween(start, end).flatMap((date) =>
    slotsOfDate(a, zone, date, state).filter((slot) => slot.start >= earliest),
  );
}

/** True when a booking keeps less than the buffer from the slot (or overlaps it). */
export function clashes(slot: Slot, booking: Busy, bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE;
  return booking.start < slot.end + buffer && booking.end + buffer > slot.start;
}

/** The offered slots no live booking clashes with (a range holds a few hundred of each at most). */
export function freeSlots(offered: Slot[], busy: Busy[], bufferMinutes: number): Slot[] {
  if (busy.length === 0) return offered;
  return offered.filter((slot) => !busy.some((b) => clashes(slot, b, bufferMinutes)));
}

/**
 * ISO 8601 with the business zone's offset, e.g. 2026-10-05T09:00:00+11:00. Written from the
 * zone's offset at that instant rather than through a DateTime: a 30-day answer formats hundreds.
 */
export function isoInZone(ms: number, zone: string): string {
  const offset = IANAZone.create(zone).offset(ms);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
