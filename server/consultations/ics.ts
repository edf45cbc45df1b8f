import { formatTimeRange } from "#forms/dates.ts";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";

/**
 * The calendar invitation (RFC 5545 / iTIP) that goes with each booking e-mail. One booking keeps
 * one UID for its whole life; every later message about it raises SEQUENCE, so a calendar that
 * holds the invitation updates it (REQUEST) or removes it (CANCEL) instead of adding a new event.
 * Times are written in the business zone with its VTIMEZONE, so calendars show the right time
 * across daylight-saving changes.
 */
export interface InvitationInput {
  id: string;
  start: Date;
  end: Date;
  sequence: number;
  attendee: { name: string; email: string };
  service: string;
  method: "REQUEST" | "CANCEL";
  /** Where the invitation's links point (PUBLIC_URL) and whose address sends it (MAIL_FROM). */
  publicUrl: string;
  mailFrom: string;
  /** The provider's name as the published site document gives it (the calendar's organizer). */
  organizer: string;
  zone: string;
  manageUrl?: string;
  now?: Date;
}

/** The invitation's UID: the booking's id at the site's host, the same in every message. */
export function invitationUid(id: string, publicUrl: string): string {
  return `consultation-${id}@${new URL(publicUrl).hostname}`;
}

function organizerEmail(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/** RFC 5545 UTC form, 20261005T220000Z. */
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/**
 * True unless the wall-clock time of `date` in `zone` also names another instant, as the
 * repeated hour does when the clocks go back (calendar programs disagree on which one it means).
 */
function localTimeIsUnique(date: Date, zone: string): boolean {
  const wall = (ms: number) => DateTime.fromMillis(ms, { zone }).toFormat("yyyy-LL-dd HH:mm");
  const own = wall(date.getTime());
  return [-60, -30, 30, 60].every((minutes) => wall(date.getTime() + minutes * 60_000) !== own);
}

export function invitation(input: InvitationInput): string {
  const cancelled = input.method === "CANCEL";
  const now = input.now ?? new Date();
  // A time in the repeated hour of a DST change is written in UTC instead, which is exact.
  const zone =
    localTimeIsUnique(input.start, input.zone) && localTimeIsUnique(input.end, input.zone)
      ? input.zone
      : undefined;
  const calendar = ical({
    prodId: { company: input.organizer, product: "Consultations", language: "EN" },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    ...(zone ? { timezone: { name: zone, generator: getVtimezoneComponent } } : {}),
  });
  calendar.createEvent({
    id: invitationUid(input.id, input.publicUrl),
    sequence: input.sequence,
    start: DateTime.fromJSDate(input.start, { zone: zone ?? "utc" }),
    end: DateTime.fromJSDate(input.end, { zone: zone ?? "utc" }),
    timezone: zone ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: `Free consultation with ${input.organizer}`,
    description: `${input.service}, ${formatTimeRange(input.start, input.end, { zone: input.zone })}. ${input.organizer} will call you on the phone number you gave.${
      input.manageUrl && !cancelled ? `\nTo reschedule or cancel: ${input.manageUrl}` : ""
    }`,
    organizer: { name: input.organizer, email: organizerEmail(input.mailFrom) },
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false }],
    ...(input.manageUrl && !cancelled ? { url: input.manageUrl } : {}),
  });
  // ical-generator writes DTSTAMP in the calendar's zone without one (a floating time) when the
  // calendar has a zone; RFC 5545 wants it in UTC, so it is written here.
  return calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${utcStamp(now)}`);
}
