/**
 * The public holidays of the business's state or territory, on which no consultation is offered
 * unless staff open the date (docs/decisions/0109, 0114). Computed from each state's rules rather
 * than kept as a list of dates, so no year runs out. The state is the BUSINESS_STATE setting (by
 * default the state of BUSINESS_TZ: New South Wales for Australia/Sydney); a business outside
 * Australia has none here.
 *
 * Covered: the state-wide full-day holidays each state's Act fixes by rule (New Year's Day, Australia
 * Day, Easter, Anzac Day, Labour Day and the state's own days, Christmas and Boxing Day) with the
 * state's weekend substitutes. Not covered, so staff block them on the availability page: days
 * set each year by proclamation (Victoria's Friday before the AFL Grand Final), regional days (the
 * Royal Queensland Show, Hobart Regatta, Tasmania's Recreation Day) and evening part-days
 * (Christmas Eve and New Year's Eve from 6 or 7 pm in some states).
 */

export const australianStates = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;
export type AustralianState = (typeof australianStates)[number];

/** The states' names as staff read them ("New South Wales public holidays"). */
export const stateNames: Record<AustralianState, string> = {
  NSW: "New South Wales",
  VIC: "Victorian",
  QLD: "Queensland",
  WA: "Western Australian",
  SA: "South Australian",
  TAS: "Tasmanian",
  ACT: "ACT",
  NT: "Northern Territory",
};

/** The state or territory each Australian time zone (IANA name) belongs to. */
const zones: Record<string, AustralianState> = {
  "Australia/Sydney": "NSW",
  "Australia/NSW": "NSW",
  "Australia/ACT": "ACT",
  "Australia/Canberra": "ACT",
  "Australia/Melbourne": "VIC",
  "Australia/Victoria": "VIC",
  "Australia/Brisbane": "QLD",
  "Australia/Queensland": "QLD",
  "Australia/Lindeman": "QLD",
  "Australia/Perth": "WA",
  "Australia/West": "WA",
  "Australia/Adelaide": "SA",
  "Australia/South": "SA",
  "Australia/Hobart": "TAS",
  "Australia/Tasmania": "TAS",
  "Australia/Darwin": "NT",
  "Australia/North": "NT",
};

/** The state a business time zone is in (BUSINESS_STATE's default), or none outside Australia. */
export function stateOfZone(zone: string): AustralianState | undefined {
  return zones[zone];
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
const weekday = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

/** The nth (1-based) given weekday of a month. */
function nth(year: number, month: number, day: number, n: number): string {
  const first = weekday(year, month, 1);
  return iso(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
}

/** The last given weekday of a month. */
function last(year: number, month: number, day: number): string {
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lastDay = weekday(year, month, lastDate);
  return iso(year, month, lastDate - ((lastDay - day + 7) % 7));
}

/** The first given weekday on or after a date. */
function onOrAfter(year: number, month: number, date: number, day: number): string {
  return iso(year, month, date + ((day - weekday(year, month, date) + 7) % 7));
}

const MON = 1;
const TUE = 2;

/** What differs between the states, besides their own days. */
interface Rules {
  easterSaturday: boolean;
  easterSunday: boolean;
  /** Anzac Day on a weekend: the Monday after is a holiday when it falls on these weekdays. */
  anzacMondayAfter: number[];
  /** The name of 26 December (South Australia calls it Proclamation Day). */
  boxingDay: string;
  /** The state's own days for a year: date → name. */
  own(year: number): [string, string][];
}

const rules: Record<AustralianState, Rules> = {
  // Public Holidays Act 2010 (NSW).
  NSW: {
    easterSaturday: true,
    easterSunday: true,
    anzacMondayAfter: [],
    boxingDay: "Boxing Day",
    own: (y) => [
      [nth(y, 6, MON, 2), "King's Birthday"],
      [nth(y, 10, MON, 1), "Labour Day"],
    ],
  },
  // Public Holidays Act 1993 (Vic). Melbourne Cup Day is metropolitan Melbourne's (elsewhere a
  // council picks another day); the Friday before the AFL Grand Final is set each year.
  VIC: {
    easterSaturday: true,
    easterSunday: true,
    anzacMondayAfter: [],
    boxingDay: "Boxing Day",
    own: (y) => [
      [nth(y, 3, MON, 2), "Labour Day"],
      [nth(y, 6, MON, 2), "King's Birthday"],
      [nth(y, 11, TUE, 1), "Melbourne Cup Day"],
    ],
  },
  // Holidays Act 1983 (Qld).
  QLD: {
    easterSaturday: true,
    easterSunday: true,
    anzacMondayAfter: [0],
    boxingDay: "Boxing Day",
    own: (y) => [
      [nth(y, 5, MON, 1), "Labour Day"],
      [nth(y, 10, MON, 1), "King's Birthday"],
    ],
  },
  // Public and Bank Holidays Act 1972 (WA). The King's Birthday is proclaimed each year: the last
  // Monday of September in every recent year.
  WA: {
    easterSaturday: false,
    easterSunday: true,
    anzacMondayAfter: [6, 0],
    boxingDay: "Boxing Day",
    own: (y) => [
      [nth(y, 3, MON, 1), "Labour Day"],
      [nth(y, 6, MON, 1), "Western Australia Day"],
      [last(y, 9, MON), "King's Birthday"],
    ],
  },
  // Public Holidays Act 2023 (SA).
  SA: {
    easterSaturday: true,
    easterSunday: true,
    anzacMondayAfter: [],
    boxingDay: "Proclamation Day",
    own: (y) => [
      [nth(y, 3, MON, 2), "Adelaide Cup Day"],
      [nth(y, 6, MON, 2), "King's Birthday"],
      [nth(y, 10, MON, 1), "Labour Day"],
    ],
  },
  // Statutory Holidays Act 2000 (Tas), the state-wide days.
  TAS: {
    easterSaturday: false,
    easterSunday: false,
    anzacMondayAfter: [],
    boxingDay: "Boxing Day",
    own: (y) => [
      [nth(y, 3, MON, 2), "Eight Hours Day"],
      [nth(y, 6, MON, 2), "King's Birthday"],
    ],
  },
  // Holidays Act 1958 (ACT).
  ACT: {
    easterSaturday: true,
    easterSunday: true,
    anzacMondayAfter: [6, 0],
    boxingDay: "Boxing Day",
    own: (y) => [
      [nth(y, 3, MON, 2), "Canberra Day"],
      [onOrAfter(y, 5, 27, MON), "Reconciliation Day"],
      [nth(y, 6, MON, 2), "King's Birthday"],
      [nth(y, 10, MON, 1), "Labour Day"],
    ],
  },
  // Public Holidays Act 1981 (NT).
  NT: {
    easterSaturday: true,
    easterSunday: true,
    anzacMondayAfter: [0],
    boxingDay: "Boxing Day",
    own: (y) => [
      [nth(y, 5, MON, 1), "May Day"],
      [nth(y, 6, MON, 2), "King's Birthday"],
      [nth(y, 8, MON, 1), "Picnic Day"],
    ],
  },
};

const cache = new Map<string, Map<string, string>>();

/** A state's public holidays of one year: date (YYYY-MM-DD) → name. */
export function holidaysOfYear(state: AustralianState, year: number): Map<string, string> {
  const key = `${state}|${year}`;
  const known = cache.get(key);
  if (known) return known;
  const r = rules[state];
  const out = new Map<string, string>();
  const add = (date: string, name: string) => {
    if (!out.has(date)) out.set(date, name);
  };
  // New Year's Day; on a weekend, the Monday after is a holiday too (every state).
  add(iso(year, 1, 1), "New Year's Day");
  const ny = weekday(year, 1, 1);
  if (ny === 6) add(iso(year, 1, 3), "New Year's Day (additional day)");
  if (ny === 0) add(iso(year, 1, 2), "New Year's Day (additional day)");
  // Australia Day; on a weekend, the Monday after instead.
  const ad = weekday(year, 1, 26);
  add(ad === 6 ? iso(year, 1, 28) : ad === 0 ? iso(year, 1, 27) : iso(year, 1, 26), "Australia Day");
  const easter = easterSunday(year);
  add(iso(year, easter.month, easter.day - 2), "Good Friday");
  if (r.easterSaturday) add(iso(year, easter.month, easter.day - 1), "Easter Saturday");
  if (r.easterSunday) add(iso(year, easter.month, easter.day), "Easter Sunday");
  add(iso(year, easter.month, easter.day + 1), "Easter Monday");
  add(iso(year, 4, 25), "Anzac Day");
  const anzac = weekday(year, 4, 25);
  if (r.anzacMondayAfter.includes(anzac))
    add(iso(year, 4, anzac === 6 ? 27 : 26), "Anzac Day (additional day)");
  for (const [date, name] of r.own(year)) add(date, name);
  add(iso(year, 12, 25), "Christmas Day");
  add(iso(year, 12, 26), r.boxingDay);
  // Christmas or Boxing Day on a weekend: the next weekday(s) not already a holiday are too.
  const xmas = weekday(year, 12, 25);
  if (xmas === 5) add(iso(year, 12, 28), `${r.boxingDay} (additional day)`); // 26th a Saturday
  if (xmas === 6) {
    add(iso(year, 12, 27), "Christmas Day (additional day)");
    add(iso(year, 12, 28), `${r.boxingDay} (additional day)`);
  }
  if (xmas === 0) add(iso(year, 12, 27), "Christmas Day (additional day)");
  cache.set(key, out);
  return out;
}

/** The public holidays of a state between two dates (YYYY-MM-DD, inclusive), in date order. */
export function publicHolidaysBetween(
  state: AustralianState | undefined,
  from: string,
  to: string,
): { date: string; name: string }[] {
  if (!state) return [];
  const out: { date: string; name: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const [date, name] of holidaysOfYear(state, year))
      if (date >= from && date <= to) out.push({ date, name });
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holiday's name when a date (YYYY-MM-DD) is a public holiday of the state. */
export function publicHolidayOn(state: AustralianState | undefined, date: string): string | undefined {
  return state ? holidaysOfYear(state, Number(date.slice(0, 4))).get(date) : undefined;
}
