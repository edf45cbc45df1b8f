import { and, eq, isNull } from "drizzle-orm";
import { DateTime } from "luxon";
import { SLOT_NOT_OFFERED, SLOT_TAKEN } from "#forms/consultation.ts";
import type { Db } from "../db/client.ts";
import { consultations } from "../db/schema.ts";
import { conflict, invalid } from "../domain/errors.ts";
import { getAvailability } from "./availability.ts";
import { businessDate, clashes, offeredSlots, type Slot } from "./slot-grid.ts";
import { type BusinessPlace, busyBetween } from "./slots.ts";

/** A stored consultation with a booked time, as the booking, manage and reminder code read it. */
export type ConsultationRow = typeof consultations.$inferSelect;

/** Reads an ISO 8601 instant that names its offset (or Z); anything else is not a slot. */
function parseInstant(text: string): number | undefined {
  if (!/([+-]\d{2}:?\d{2}|Z)$/i.test(text)) return undefined;
  const parsed = DateTime.fromISO(text, { setZone: true });
  return parsed.isValid ? parsed.toMillis() : undefined;
}

/**
 * The slot a visitor picked, checked against what is offered right now: not a slot at all (or
 * outside notice, horizon, hours, or on a blocked date) is `invalid` on `slotStart`; a slot that
 * a live booking holds is `conflict` with SLOT_TAKEN. `ignoreId` leaves one booking out (the
 * one being moved). The database's unique index settles a race this check cannot see.
 */
export async function checkSlot(
  db: Db,
  place: BusinessPlace,
  slotStart: string,
  now: Date,
  ignoreId?: string,
): Promise<Slot> {
  const start = parseInstant(slotStart);
  if (start === undefined) throw invalid({ slotStart: SLOT_NOT_OFFERED });
  const availability = await getAvailability(db);
  const zone = place.businessTimeZone;
  const date = businessDate(start, zone);
  const slot = offeredSlots(availability, zone, date, date, now.getTime(), place.businessState).find(
    (s) => s.start === start,
  );
  if (!slot) throw invalid({ slotStart: SLOT_NOT_OFFERED });
  const busy = await busyBetween(db, slot.start, slot.end, ignoreId);
  if (busy.some((b) => clashes(slot, b, availability.bufferMinutes))) throw conflict(SLOT_TAKEN);
  return slot;
}

/** True for the unique-index violation of two live bookings with one start time. */
export function isSlotTakenError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const err = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (
      err.code === "23505" &&
      (err.constraint === "consultations_slot_start_key" ||
        (typeof err.message === "string" && err.message.includes("consultations_slot_start_key")))
    )
      return true;
    e = err.cause;
  }
  return false;
}

/** Runs a write that claims a slot; the database refusing a second live booking becomes SLOT_TAKEN. */
export async function claimingSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlotTakenError(error)) throw conflict(SLOT_TAKEN);
    throw error;
  }
}

/** A live (not cancelled) booking by id, or undefined. */
export async function liveBooking(db: Db, id: string): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), isNull(consultations.cancelledAt)));
  return row;
}
