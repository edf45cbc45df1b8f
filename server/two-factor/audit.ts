import type { Db } from "../db/client.ts";
import { recordAudit } from "../admin/audit.ts";

/**
 * Logs a change to an account's second factors ("passkey added", "authenticator app removed", …).
 * The account changes itself unless `actingAdminId` names the administrator who made the change.
 * Call it with the transaction that makes the change.
 */
export async function recordTwoFactorChange(
  db: Db,
  adminId: string,
  change: string,
  actingAdminId: string = adminId,
): Promise<void> {
  await recordAudit(db, {
    adminId: actingAdminId,
    action: "update",
    entity: "admins",
    entityId: adminId,
    after: { twoFactor: change },
  });
}
