import { z } from "zod";
import type { Db } from "../db/client.ts";
import { settings } from "../db/schema.ts";
import { adminAccessOf } from "../accounts/admin-access.ts";
import { conflict, parseOrInvalid } from "../domain/errors.ts";
import { recordAudit } from "../admin/audit.ts";

/**
 * Product-wide settings an administrator changes at run time, kept in the `settings` table (one
 * row per key, JSON value). Only what is listed here can be stored.
 */
export interface Settings {
  /** Every back-office account must sign in with a second factor (TOTP or a passkey). */
  requireTwoFactor: boolean;
  /**
   * A seat whose first payment is overdue (after its reminder) goes back to the intake's waitlist
   * by itself (issue 34); off, staff see it in the overdue list and decide.
   */
  releaseUnpaidSeats: boolean;
}

export const defaultSettings: Settings = { requireTwoFactor: false, releaseUnpaidSeats: false };

export const settingsSchema = z
  .object({
    requireTwoFactor: z.boolean({ error: "requireTwoFactor must be true or false" }).optional(),
    releaseUnpaidSeats: z.boolean({ error: "releaseUnpaidSeats must be true or false" }).optional(),
  })
  .strict();

export const settingsSavedMessage = "Settings saved";
export const enrolYourselfFirst =
  "Set up two-factor sign-in for your own account before requiring it for everyone.";

export async function getSettings(db: Db): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const out: Settings = { ...defaultSettings };
  for (const row of rows)
    if (row.key === "requireTwoFactor" && typeof row.value === "boolean") out.requireTwoFactor = row.value;
    else if (row.key === "releaseUnpaidSeats" && typeof row.value === "boolean")
      out.releaseUnpaidSeats = row.value;
  return out;
}

/**
 * Saves the given settings. Requiring two-factor sign-in is refused (conflict) while the
 * administrator turning it on has no second factor: they would be sent to enrolment at once.
 */
export async function updateSettings(
  db: Db,
  input: unknown,
  actingAdminId: string,
): Promise<{ message: string; settings: Settings }> {
  const changes = parseOrInvalid(settingsSchema, input ?? {});
  if (changes.requireTwoFactor === true && !(await hasSecondFactor(db, actingAdminId)))
    throw conflict(enrolYourselfFirst);
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      await tx
        .insert(settings)
        .values({ key, value, updatedBy: actingAdminId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value, updatedAt: new Date(), updatedBy: actingAdminId },
        });
    }
    const after = await getSettings(tx);
    await recordAudit(tx, {
      adminId: actingAdminId,
      action: "update",
      entity: "settings",
      entityId: "settings",
      before,
      after,
    });
  });
  return { message: settingsSavedMessage, settings: await getSettings(db) };
}

/** Whether an account has a confirmed TOTP or at least one passkey. */
async function hasSecondFactor(db: Db, adminId: string): Promise<boolean> {
  return (await adminAccessOf(db, adminId))?.hasSecondFactor ?? false;
}
