import { eq } from "drizzle-orm";
import {
  type Availability,
  availabilitySchema,
  availabilityUpdateSchema,
} from "#forms/consultation-availability.ts";
import { recordAudit } from "../admin/audit.ts";
import type { Db } from "../db/client.ts";
import { invalidatePublicPages } from "../db/content-versions.ts";
import { consultationAvailability } from "../db/schema.ts";
import { invalidFromZod, parseOrInvalid } from "../domain/errors.ts";

const ROW_ID = "default";

/** What a fresh install offers: Monday to Friday, 09:00–17:00 business time, 30-minute calls. */
export const defaultAvailability: Availability = {
  weekly: (["mon", "tue", "wed", "thu", "fri"] as const).map((day) => ({
    day,
    start: "09:00",
    end: "17:00",
  })),
  slotMinutes: 30,
  bufferMinutes: 0,
  minNoticeHours: 12,
  horizonDays: 30,
  blockedDates: [],
  openedDates: [],
};

/** The stored settings, or the defaults while an administrator has saved none. */
export async function getAvailability(db: Db): Promise<Availability> {
  const [row] = await db
    .select()
    .from(consultationAvailability)
    .where(eq(consultationAvailability.id, ROW_ID));
  if (!row) return structuredClone(defaultAvailability);
  return {
    weekly: row.weekly as Availability["weekly"],
    slotMinutes: row.slotMinutes,
    bufferMinutes: row.bufferMinutes,
    minNoticeHours: row.minNoticeHours,
    horizonDays: row.horizonDays,
    blockedDates: row.blockedDates,
    openedDates: row.openedDates ?? [],
  };
}

/**
 * Replaces the settings a body names (the others keep their values), audited. A bad value is
 * `invalid` with one message per field, e.g. `slotMinutes` or `weekly.2.end`.
 */
export async function saveAvailability(db: Db, body: unknown, adminId: string): Promise<Availability> {
  const changes = parseOrInvalid(availabilityUpdateSchema, body ?? {});
  const saved = await db.transaction(async (tx) => {
    const before = await getAvailability(tx);
    const merged = availabilitySchema.safeParse({ ...before, ...changes });
    if (!merged.success) throw invalidFromZod(merged.error);
    const after = merged.data;
    await tx
      .insert(consultationAvailability)
      .values({ id: ROW_ID, ...after })
      .onConflictDoUpdate({ target: consultationAvailability.id, set: { ...after, updatedAt: new Date() } });
    await recordAudit(tx, {
      adminId,
      action: "update",
      entity: "consultation-availability",
      entityId: ROW_ID,
      before,
      after,
    });
    return after;
  });
  // The booking page lists the free times (decision 0090).
  await invalidatePublicPages(db, "consultation availability saved");
  return saved;
}
