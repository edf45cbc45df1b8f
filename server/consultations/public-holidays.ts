/**
 * The public holidays of the business's state, on which no consultation is offered unless staff
 * open the date (docs/decisions/0109). Computed from the state's rules rather than kept as a list
 * of dates, so no year runs out. New South Wales only (Public Holidays Act 2010 (NSW)): the
 * business is in Sydney. A zone of another state names no holidays until its rules are added here.
 */

type State = "NSW";

/** The state whose public holidays a business time zone observes. */
const stateOfZone: Record<string, State> = { "Australia/Sydney": "NSW" };

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** 0 = Sunday … 6 = Saturday. */
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const plusDays = (year: number, month: number, day: number, days: number) =>
  new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);

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

/** The nth Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = weekday(year, month, 1);
  return iso(year, month, 1 + ((8 - first) % 7) + (n - 1) * 7);
}

/** New South Wales' public holidays of one year, with their names. */
function nswHolidays(year: number): Map<string, string> {
  const out = new Map<string, string>();
  const add = (date: string, name: string) => out.set(date, name);
  // New Year's Day; on a weekend, the Monday after is a holiday too.
  add(iso(year, 1, 1), "New Year's Day");
  const ny = weekday(year, 1, 1);
  if (ny === 6) add(iso(year, 1, 3), "New Year's Day (additional day)");
  if (ny === 0) add(iso(year, 1, 2), "New Year's Day (additional day)");
  // Australia Day; on a weekend, the Monday after instead.
  const ad = weekday(year, 1, 26);
  add(ad === 6 ? iso(year, 1, 28) : ad === 0 ? iso(year, 1, 27) : iso(year, 1, 26), "Australia Day");
  const easter = easterSunday(year);
  add(plusDays(year, easter.month, easter.day, -2), "Good Friday");
  add(plusDays(year, easter.month, easter.day, -1), "Easter Saturday");
  add(iso(year, easter.month, easter.day), "Easter Sunday");
  add(plusDays(year, easter.month, easter.day, 1), "Easter Monday");
  add(iso(year, 4, 25), "Anzac Day");
  add(nthMonday(year, 6, 2), "King's Birthday");
  add(nthMonday(year, 10, 1), "Labour Day");
  add(iso(year, 12, 25), "Christmas Day");
  add(iso(year, 12, 26), "Boxing Day");
  // Christmas or Boxing Day on a weekend: the next weekday(s) not already a holiday are too.
  const xmas = weekday(year, 12, 25);
  if (xmas === 5) add(iso(year, 12, 28), "Boxing Day (additional day)"); // Boxing Day on Saturday
  if (xmas === 6) {
    add(iso(year, 12, 27), "Christmas Day (additional day)");
    add(iso(year, 12, 28), "Boxing Day (additional day)");
  }
  if (xmas === 0) add(iso(year, 12, 27), "Christmas Day (additional day)");
  return out;
}

/** The public holidays of the state a zone is in, between two dates (YYYY-MM-DD, inclusive). */
export function publicHolidaysBetween(zone: string, from: string, to: string): { date: string; name: string }[] {
  const state = stateOfZone[zone];
  if (!state) return [];
  const out: { date: string; name: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const [date, name] of nswHolidays(year)) if (date >= from && date <= to) out.push({ date, name });
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holiday's name when a business date is a public holiday of the zone's state. */
export function publicHolidayOn(zone: string, date: string): string | undefined {
  return stateOfZone[zone] ? nswHolidays(Number(date.slice(0, 4))).get(date) : undefined;
}
