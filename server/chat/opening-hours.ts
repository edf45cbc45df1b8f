/*
 * When the team usually answers a handed-off chat: the published opening hours (the content
 * store's site document, server/content/published.ts; every caller passes them, so no seed hours
 * from content/site.ts can stand in after a publish), in their schema.org form
 * "Mo-Fr 09:00-21:00", read in the business time zone.
 */

/** One line of opening hours, as the published site document's view has it. */
export interface OpeningHours {
  days: string;
  hours: string;
  schema: string | null;
}

const dayCodes = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const;
const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

interface Span {
  day: number;
  /** Minutes after midnight. */
  from: number;
  to: number;
}

const minutes = (hhmm: string) => {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
};

/** Every open span of the week, from the site's opening hours. */
export function openSpans(hours: readonly { schema: string | null }[]): Span[] {
  const spans: Span[] = [];
  for (const { schema } of hours) {
    const match = schema ? /^(\w\w)(?:-(\w\w))?\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(schema) : null;
    if (!match) continue;
    const first = dayCodes.indexOf(match[1] as (typeof dayCodes)[number]);
    const last = match[2] ? dayCodes.indexOf(match[2] as (typeof dayCodes)[number]) : first;
    if (first < 0 || last < 0) continue;
    for (let d = first; d <= last; d++)
      spans.push({ day: d, from: minutes(match[3]!), to: minutes(match[4]!) });
  }
  return spans;
}

/** The weekday (0 = Sunday) and minute of the day at `now` in `zone`. */
function localTime(now: Date, zone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

const clock = (minute: number) => {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  const suffix = h >= 12 ? "PM" : "AM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
};

/** The opening hours as one line: "Monday to Friday 9AM-9PM, Saturday 10AM-3PM, Sunday closed". */
export function hoursLine(hours: readonly OpeningHours[]): string {
  return hours.map((h) => `${h.days} ${h.schema ? h.hours : h.hours.toLowerCase()}`).join(", ");
}

/**
 * One sentence telling the visitor when a person usually answers: soon while the office is open,
 * otherwise when it next opens.
 */
export function whenWeAnswer(now: Date, zone: string, hours: readonly OpeningHours[]): string {
  const spans = openSpans(hours);
  const { day, minute } = localTime(now, zone);
  const openNow = spans.some((s) => s.day === day && minute >= s.from && minute < s.to);
  if (openNow)
    return `We're open now (${hoursLine(hours)}), so a member of our team usually answers within the hour.`;
  for (let ahead = 0; ahead < 8; ahead++) {
    const d = (day + ahead) % 7;
    const next = spans
      .filter((s) => s.day === d && (ahead > 0 || s.from > minute))
      .sort((a, b) => a.from - b.from)[0];
    if (!next) continue;
    const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : `on ${dayNames[d]}`;
    return `We're closed right now (${hoursLine(hours)}); our team usually answers soon after we open ${when} at ${clock(next.from)}.`;
  }
  return `Our team answers during our opening hours (${hoursLine(hours)}).`;
}
