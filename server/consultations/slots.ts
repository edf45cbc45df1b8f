import { and, gte, isNull, lt, ne } from "drizzle-orm";
import { DateTime } from "luxon";
import { isCalendarDate } from "#forms/consultation-availability.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { consultations } from "../db/schema.ts";
import { invalid } from "../domain/errors.ts";
import { getAvailability } from "./availability.ts";
import { type Busy, freeSlots, isoInZone, offeredSlots } from "./slot-grid.ts";

/** Where the business is: its time zone and the state whose public holidays close days (config). */
export type BusinessPlace = Pick<Config, "businessTimeZone" | "businessState">;

/** The longest range GET /api/consultations/slots answers: `to` at most 62 days after `from`. */
export const MAX_RANGE_DAYS = 62;

export interface SlotRange {
  from: string;
  to: string;
}

/** Reads ?from=YYYY-MM-DD&to=YYYY-MM-DD (business-zone dates, both included), or `invalid`. */
export function parseSlotRange(query: Record<string, unknown>): SlotRange {
  const fields: Record<string, string> = {};
  const from = typeof query.from === "string" ? query.from : "";
  const to = typeof query.to === "string" ? query.to : "";
  if (!isCalendarDate(from)) fields.from = "from must be a date written YYYY-MM-DD";
  if (!isCalendarDate(to)) fields.to = "to must be a date written YYYY-MM-DD";
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (to < from) throw invalid({ to: "to must not be before from" });
  const span = DateTime.fromISO(to, { zone: "utc" }).diff(
    DateTime.fromISO(from, { zone: "utc" }),
    "days",
  ).days;
  if (span > MAX_RANGE_DAYS) throw invalid({ to: `The range may span at most ${MAX_RANGE_DAYS} days` });
  return { from, to };
}

/**
 * Live bookings that may touch the given instants. A booking is at most a day long, so looking
 * one day further back catches one that started before the range; the partial unique index on
 * slot_start serves the range scan, whatever the table's size.
 */
export async function busyBetween(
  db: Db,
  startMs: number,
  endMs: number,
  ignoreId?: string,
): Promise<Busy[]> {
  const rows = await db
    .select({ start: consultations.slotStart, end: consultations.slotEnd })
    .from(consultations)
    .where(
      and(
        gte(consultations.slotStart, new Date(startMs - 24 * 3600_000)),
        lt(consultations.slotStart, new Date(endMs + 24 * 3600_000)),
        isNull(consultations.cancelledAt),
        ignoreId ? ne(consultations.id, ignoreId) : undefined,
      ),
    );
  return rows.map((r) => ({ start: r.start!.getTime(), end: r.end!.getTime() }));
}

/** The free slots between two business dates, as the API and the pages show them. */
export async function listFreeSlots(
  db: Db,
  place: BusinessPlace,
  range: SlotRange,
  now: Date = new Date(),
  ignoreId?: string,
): Promise<{ start: string; end: string }[]> {
  const availability = await getAvailability(db);
  const zone = place.businessTimeZone;
  const offered = offeredSlots(availability, zone, range.from, range.to, now.getTime(), place.businessState);
  if (offered.length === 0) return [];
  const busy = await busyBetween(db, offered[0]!.start, offered.at(-1)!.end, ignoreId);
  return freeSlots(offered, busy, availability.bufferMinutes).map((slot) => ({
    start: isoInZone(slot.start, zone),
    end: isoInZone(slot.end, zone),
  }));
}

/** From today to the end of the horizon (at most MAX_RANGE_DAYS): the range the booking form offers. */
export async function upcomingRange(db: Db, zone: string, now: Date = new Date()): Promise<SlotRange> {
  const from = DateTime.fromJSDate(now, { zone }).toISODate()!;
  const days = Math.min((await getAvailability(db)).horizonDays, MAX_RANGE_DAYS);
  return { from, to: DateTime.fromISO(from, { zone: "utc" }).plus({ days }).toISODate()! };
}
