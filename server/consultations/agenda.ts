import { and, asc, gte, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { consultations } from "../db/schema.ts";
import { describeDay, describeTime } from "./time-text.ts";

export interface AgendaDay {
  date: string;
  label: string;
  bookings: {
    id: string;
    start: string;
    time: string;
    end: string;
    name: string;
    email: string;
    phone: string;
    company: string;
    service: string;
  }[];
}

/**
 * The back-office agenda: live bookings from `now` on, earliest first, grouped by business-zone
 * day (the partial unique index on slot_start serves the range scan and the order).
 */
export async function upcomingAgenda(db: Db, zone: string, now: Date, limit = 200): Promise<AgendaDay[]> {
  const rows = await db
    .select()
    .from(consultations)
    .where(and(gte(consultations.slotStart, now), isNull(consultations.cancelledAt)))
    .orderBy(asc(consultations.slotStart))
    .limit(limit);
  const days: AgendaDay[] = [];
  for (const row of rows) {
    const start = row.slotStart!.getTime();
    const label = describeDay(start, zone);
    let day = days.at(-1);
    if (day?.label !== label) {
      day = { date: new Date(start).toISOString(), label, bookings: [] };
      days.push(day);
    }
    day.bookings.push({
      id: row.id,
      start: row.slotStart!.toISOString(),
      time: describeTime(start, zone),
      end: describeTime(row.slotEnd!.getTime(), zone),
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      company: row.company,
      service: row.service,
    });
  }
  return days;
}
