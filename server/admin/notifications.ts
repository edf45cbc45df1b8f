import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { notFound, parseOrInvalid } from "../domain/errors.ts";

/**
 * A staff member's own notification choices (issue 35): today one, being e-mailed when a chat
 * visitor asks for a person, as STAFF_EMAIL always is. Each member sets only their own.
 */
export interface StaffNotifications {
  handoffs: boolean;
}

export const notificationsSchema = z
  .object({ handoffs: z.boolean({ error: "handoffs must be true or false" }) })
  .strict();

export const notificationsSavedMessage = "Notification settings saved";

export async function getNotifications(db: Db, adminId: string): Promise<StaffNotifications> {
  const [row] = await db
    .select({ handoffs: admins.notifyHandoffs })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!row) throw notFound("Account not found");
  return { handoffs: row.handoffs };
}

export async function updateNotifications(
  db: Db,
  adminId: string,
  input: unknown,
): Promise<{ message: string; data: StaffNotifications }> {
  const { handoffs } = parseOrInvalid(notificationsSchema, input ?? {});
  const rows = await db
    .update(admins)
    .set({ notifyHandoffs: handoffs, updatedAt: new Date() })
    .where(eq(admins.id, adminId))
    .returning({ handoffs: admins.notifyHandoffs });
  if (rows.length === 0) throw notFound("Account not found");
  return { message: notificationsSavedMessage, data: { handoffs: rows[0]!.handoffs } };
}

/** The e-mail addresses of the staff who asked to hear of every request for a person. */
export async function handoffSubscribers(db: Db): Promise<string[]> {
  const rows = await db.select({ email: admins.email }).from(admins).where(eq(admins.notifyHandoffs, true));
  return rows.map((r) => r.email);
}
