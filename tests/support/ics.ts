import ICAL from "ical.js";

export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  /** DTSTART's TZID parameter (the zone the times are written in). */
  tzid: string | null;
  /** Start and end as instants, resolved through the calendar's own VTIMEZONE. */
  start: Date;
  end: Date;
  organizer: string;
  attendee: string;
  /** The event's URL (the booking's manage link), if it has one. */
  url: string | null;
}

/**
 * Parses an invitation with ical.js (an independent iCalendar implementation), resolving its
 * local times through the VTIMEZONE it carries, the way a calendar program would.
 */
export function parseInvitation(text: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(vtimezone);
    zones.set(zone.tzid, zone);
  }
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the invitation");
  const instant = (name: "dtstart" | "dtend") => {
    const property = vevent.getFirstProperty(name)!;
    const time = property.getFirstValue() as ICAL.Time;
    const tzid = property.getParameter("tzid") as string | undefined;
    if (tzid) {
      const zone = zones.get(tzid);
      if (!zone) throw new Error(`no VTIMEZONE for ${tzid}`);
      time.zone = zone;
    }
    return time.toJSDate();
  };
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(vevent.getFirstPropertyValue("sequence") ?? 0),
    status: String(vevent.getFirstPropertyValue("status")),
    tzid: (vevent.getFirstProperty("dtstart")!.getParameter("tzid") as string | undefined) ?? null,
    start: instant("dtstart"),
    end: instant("dtend"),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendee: String(vevent.getFirstPropertyValue("attendee")),
    url: (vevent.getFirstPropertyValue("url") as string | null) ?? null,
  };
}
