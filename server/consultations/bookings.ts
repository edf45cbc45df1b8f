import { and, eq, isNull, sql } from "drizzle-orm";
import type { ConsultationInput } from "#forms/consultation.ts";
import type { StoredSource } from "../db/schema.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { invalidatePublicPages } from "../db/content-versions.ts";
import { consultations } from "../db/schema.ts";
import { conflict, invalid, notFound } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type ConsultationRow, checkSlot, claimingSlot } from "./booking.ts";
import { idOfManageToken } from "./manage-links.ts";
import { publishedSite } from "../content/published.ts";
import { consultationBookedMail } from "../mail/templates/consultation-booked.ts";
import { consultationCancelledMail } from "../mail/templates/consultation-cancelled.ts";
import { consultationMovedMail } from "../mail/templates/consultation-moved.ts";
import { consultationStaffNoticeMail } from "../mail/templates/consultation-staff-notice.ts";
import { planReminder, withdrawReminder } from "./reminders.ts";

/**
 * Booking, moving and cancelling a consultation with a time. Each is one transaction: the row,
 * the reminder plan and the e-mails (requester with the invitation, staff notice) commit together.
 * Once it has committed, the cached public pages are dropped: the booking page lists the free
 * times (decision 0090).
 */

async function freeTimesChanged<T>(db: Db, reason: string, write: Promise<T>): Promise<T> {
  const result = await write;
  await invalidatePublicPages(db, reason);
  return result;
}

export const BAD_LINK = "This link is not valid. Please use the link in your latest e-mail.";
export const ALREADY_CANCELLED = "This consultation was cancelled.";
export const ALREADY_HELD = "This consultation has already taken place.";

type Booked = ConsultationRow & { slotStart: Date; slotEnd: Date };

const booked = (row: ConsultationRow | undefined) => row as Booked;

/** Books a checked free slot for a validated request (unique index: one live booking per start). */
export async function bookSlot(
  db: Db,
  config: Config,
  input: ConsultationInput & { source?: StoredSource },
  slotStart: string,
  now: Date,
): Promise<Booked> {
  const slot = await checkSlot(db, config, slotStart, now);
  const write = claimingSlot(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consultations)
        .values({ ...input, slotStart: new Date(slot.start), slotEnd: new Date(slot.end) })
        .returning();
      const b = booked(row);
      await planReminder(tx, b.id, b.slotStart, now);
      await enqueueMail(
        tx,
        consultationBookedMail({ site: await publishedSite(tx), booking: b, config, now }),
      );
      await enqueueMail(tx, consultationStaffNoticeMail({ booking: b, config, change: "booked" }));
      return b;
    }),
  );
  return freeTimesChanged(db, "consultation booked", write);
}

/** The booking a reschedule/cancel link names, as it is now (cancelled ones included). */
export async function bookingOfToken(db: Db, config: Config, token: unknown): Promise<Booked> {
  const id = idOfManageToken(config.sessionSecret, token);
  const [row] = id ? await db.select().from(consultations).where(eq(consultations.id, id)) : [];
  if (!row?.slotStart || !row.slotEnd) throw notFound(BAD_LINK);
  return booked(row);
}

/** Why a booking can no longer be moved or cancelled, if it cannot. */
function refusal(b: Booked, now: Date): string | undefined {
  if (b.cancelledAt) return ALREADY_CANCELLED;
  if (b.slotStart <= now) return ALREADY_HELD;
  return undefined;
}

/** Moves a live booking to another free slot: SEQUENCE + 1, a new reminder, update e-mails. */
export async function rescheduleBooking(
  db: Db,
  config: Config,
  token: unknown,
  body: { slotStart?: unknown },
  now: Date = new Date(),
): Promise<Booked> {
  const current = await bookingOfToken(db, config, token);
  const why = refusal(current, now);
  if (why) throw conflict(why);
  const slotStart = typeof body.slotStart === "string" ? body.slotStart.trim() : "";
  if (!slotStart) throw invalid({ slotStart: "Please pick a new time" });
  const slot = await checkSlot(db, config, slotStart, now, current.id);
  if (slot.start === current.slotStart.getTime())
    throw invalid({ slotStart: "That is your current time. Please pick another." });
  const write = claimingSlot(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(consultations)
        .set({
          slotStart: new Date(slot.start),
          slotEnd: new Date(slot.end),
          icsSequence: sql`${consultations.icsSequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(consultations.id, current.id), isNull(consultations.cancelledAt)))
        .returning();
      if (!row) throw conflict(ALREADY_CANCELLED);
      const b = booked(row);
      await planReminder(tx, b.id, b.slotStart, now);
      await enqueueMail(
        tx,
        consultationMovedMail({ site: await publishedSite(tx), booking: b, config, now }),
      );
      await enqueueMail(
        tx,
        consultationStaffNoticeMail({
          booking: b,
          config,
          change: "moved",
          previous: { start: current.slotStart, end: current.slotEnd },
        }),
      );
      return b;
    }),
  );
  return freeTimesChanged(db, "consultation moved", write);
}

/** Cancels a live booking: its time is free again, the reminder withdrawn, METHOD:CANCEL sent. */
export async function cancelBooking(
  db: Db,
  config: Config,
  token: unknown,
  now: Date = new Date(),
): Promise<Booked> {
  const current = await bookingOfToken(db, config, token);
  const why = refusal(current, now);
  if (why) throw conflict(why);
  const write = db.transaction(async (tx) => {
    const [row] = await tx
      .update(consultations)
      .set({ cancelledAt: now, icsSequence: sql`${consultations.icsSequence} + 1`, updatedAt: now })
      .where(and(eq(consultations.id, current.id), isNull(consultations.cancelledAt)))
      .returning();
    if (!row) throw conflict(ALREADY_CANCELLED);
    const b = booked(row);
    await withdrawReminder(tx, b.id);
    await enqueueMail(
      tx,
      consultationCancelledMail({ site: await publishedSite(tx), booking: b, config, now }),
    );
    await enqueueMail(tx, consultationStaffNoticeMail({ booking: b, config, change: "cancelled" }));
    return b;
  });
  return freeTimesChanged(db, "consultation cancelled", write);
}
