/**
 * The one rule for dates and times people read (docs/decisions/0109): day before month with the
 * month in words ("Mon 1 Feb 2027"), times in the business time zone with its abbreviation
 * ("10:00 am AEDT"). Machines get ISO 8601 (CSV, the API) and never pass through here.
 *
 * It lives in forms/ because both sides import it: server code (e-mails, PDFs, ICS descriptions,
 * lists it shapes) and app code (portal, back-office, toasts). Plain Intl, no luxon, so the browser
 * bundle stays small and server and browser print the same characters.
 *
 * The business time zone has one source, the BUSINESS_TZ setting: the server sets it here when it
 * builds the app from its config (server/http/app.ts), and the root loader hands it to the browser
 * (app/root.tsx). Until then it is BUSINESS_TZ's own default.
 */

/** BUSINESS_TZ's default (server/config.ts), used until the configured zone is set. */
export const DEFAULT_BUSINESS_TIME_ZONE = "Australia/Sydney";

let zoneInUse = DEFAULT_BUSINESS_TIME_ZONE;

/** Makes the configured business time zone the one every format below uses. */
export function setBusinessTimeZone(zone: string): void {
  if (zone && zone !== zoneInUse) {
    zoneInUse = zone;
    formatters.clear();
  }
}

/** The business time zone in use (BUSINESS_TZ). */
export function businessTimeZone(): string {
  return zoneInUse;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are costly to build and lists format hundreds of values: one per shape and zone. */
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-AU", { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(date: Date, zone: string, options: Intl.DateTimeFormatOptions): Parts {
  const parts: Parts = {};
  for (const part of formatter(zone, options).formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A calendar date with no time of day ("2027-02-01"): it names the same day in every zone. */
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a value names, or null when it names none. Calendar dates are read at noon UTC. */
function instantOf(value: Date | string | number | null | undefined): { date: Date; calendar: boolean } | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && calendarDate.test(value)) {
    const date = new Date(`${value}T12:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, calendar: true };
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar: false };
}

export interface DateOptions {
  /** "Monday 1 February 2027" for sentences; the default is the short "Mon 1 Feb 2027". */
  long?: boolean;
  /** Leaves the year out ("Tue 8 Dec"), for near dates in a sentence that already has context. */
  noYear?: boolean;
  zone?: string;
}

/**
 * "Mon 1 Feb 2027": the day in the business time zone (a calendar date such as an intake's start
 * is that day everywhere). Nothing, or a value that is not a date, gives "".
 */
export function formatDay(value: Date | string | number | null | undefined, options: DateOptions = {}): string {
  const found = instantOf(value);
  if (!found) return "";
  const zone = found.calendar ? "UTC" : (options.zone ?? zoneInUse);
  const width = options.long ? "long" : "short";
  const p = partsOf(found.date, zone, { weekday: width, day: "numeric", month: width, year: "numeric" });
  return options.noYear ? `${p.weekday} ${p.day} ${p.month}` : `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/**
 * "10:00 am AEDT": the time of day in the business time zone with the zone's abbreviation. Plain
 * spaces, so text and mail read naturally; a narrow column keeps it whole with CSS (nowrap).
 */
export function formatTime(value: Date | string | number | null | undefined, options: { zone?: string; noZone?: boolean } = {}): string {
  const found = instantOf(value);
  if (!found || found.calendar) return "";
  const zone = options.zone ?? zoneInUse;
  const p = partsOf(found.date, zone, { hour: "numeric", minute: "2-digit", hour12: true, timeZoneName: "short" });
  const time = `${p.hour}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`;
  return options.noZone ? time : `${time} ${p.timeZoneName ?? ""}`.trimEnd();
}

/** "Mon 1 Feb 2027, 10:00 am AEDT". */
export function formatDateTime(value: Date | string | number | null | undefined, options: DateOptions = {}): string {
  const day = formatDay(value, options);
  const time = formatTime(value, { zone: options.zone });
  return day && time ? `${day}, ${time}` : day;
}

/** "Tue 8 Dec 2026, 10:00 am – 10:30 am AEDT": one sitting, its zone named once. */
export function formatTimeRange(start: Date | string | number, end: Date | string | number, options: DateOptions = {}): string {
  const day = formatDay(start, options);
  const from = formatTime(start, { zone: options.zone, noZone: true });
  const to = formatTime(end, { zone: options.zone });
  return day && from && to ? `${day}, ${from} – ${to}` : "";
}

/**
 * The portal's and back-office's long-standing helper: a day, or with `withTime` a day and time.
 * Kept so their many callers need no change (app/lib/dates.ts re-exports it).
 */
export function formatDate(value: Date | string | number | null | undefined, withTime = false): string {
  return withTime ? formatDateTime(value) : formatDay(value);
}
