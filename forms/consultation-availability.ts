import { z } from "zod";

/**
 * The back-office's consultation availability (GET/PUT /api/admin/consultation-availability and
 * the settings page): weekly hours and booking rules, all in the business time zone (BUSINESS_TZ).
 */
export const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayLabels: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

export const availabilityLimits = {
  slotMinutes: { min: 15, max: 240 },
  bufferMinutes: { min: 0, max: 240 },
  minNoticeHours: { min: 0, max: 720 },
  horizonDays: { min: 1, max: 400 },
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Minutes since midnight of an "HH:MM" time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A whole number within bounds; numeric strings (a posted form) are read as numbers. */
function wholeNumber(label: string, unit: string, { min, max }: { min: number; max: number }) {
  const message = `${label} must be a whole number of ${unit} from ${min} to ${max}`;
  return z.preprocess(
    (v) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

const hours = z.object({
  day: z.enum(weekdays, { error: "Day must be one of mon, tue, wed, thu, fri, sat, sun" }),
  start: z
    .string({ error: "Start must be a time like 09:00" })
    .regex(TIME, "Start must be a time like 09:00"),
  end: z.string({ error: "End must be a time like 17:00" }).regex(TIME, "End must be a time like 17:00"),
});

export const availabilitySchema = z.object({
  weekly: z
    .array(hours, { error: "Weekly hours must be a list of {day, start, end}" })
    .max(70, "Weekly hours can have at most 70 entries")
    .superRefine((list, ctx) => {
      list.forEach((entry, i) => {
        if (TIME.test(entry.start) && TIME.test(entry.end) && minutesOf(entry.end) <= minutesOf(entry.start))
          ctx.addIssue({ code: "custom", path: [i, "end"], message: "End must be after start" });
      });
      for (const day of weekdays) {
        const spans = list
          .map((entry, i) => ({ ...entry, i }))
          .filter((e) => e.day === day && TIME.test(e.start) && TIME.test(e.end))
          .sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
        for (let k = 1; k < spans.length; k++) {
          if (minutesOf(spans[k]!.start) < minutesOf(spans[k - 1]!.end))
            ctx.addIssue({
              code: "custom",
              path: [spans[k]!.i, "start"],
              message: `Hours on ${weekdayLabels[day]} overlap`,
            });
        }
      }
    }),
  slotMinutes: wholeNumber("Slot length", "minutes", availabilityLimits.slotMinutes),
  bufferMinutes: wholeNumber("Buffer", "minutes", availabilityLimits.bufferMinutes),
  minNoticeHours: wholeNumber("Minimum notice", "hours", availabilityLimits.minNoticeHours),
  horizonDays: wholeNumber("How far ahead", "days", availabilityLimits.horizonDays),
  blockedDates: z
    .array(
      z
        .string({ error: "Blocked dates must be dates like 2026-12-25" })
        .refine(isCalendarDate, "Blocked dates must be dates like 2026-12-25"),
      { error: "Blocked dates must be a list of dates like 2026-12-25" },
    )
    .max(1000, "At most 1000 blocked dates")
    .transform((dates) => [...new Set(dates)].sort()),
  /** Public holidays opened for consultations (they are closed unless listed here). */
  openedDates: z
    .array(
      z
        .string({ error: "Choose each opened holiday from the calendar" })
        .refine(isCalendarDate, "Choose each opened holiday from the calendar"),
      { error: "Choose each opened holiday from the calendar" },
    )
    .max(1000, "At most 1000 opened holidays")
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
});

export type Availability = z.output<typeof availabilitySchema>;
export type WeeklyHours = Availability["weekly"][number];

/** A PUT may send only the settings it changes; the others keep their stored values. */
export const availabilityUpdateSchema = availabilitySchema.partial();
