import type { Db } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { conflict } from "../domain/errors.ts";

// Its own module: deleting an admin from the list (sections/admins.server.ts) and changing a
// role (accounts.ts) both check it, and accounts.ts reads records through list.ts, which the
// sections' queries belong to; importing accounts.ts from a section would make a cycle.

export const lastAdministratorMessage =
  "This is the last administrator. Make another account an administrator first.";

/**
 * Refuses (conflict) a change that would leave no administrator: demoting or deleting the only
 * one. Every admin row is locked first, so two changes at once cannot remove the last two.
 * Call it inside the transaction that makes the change.
 */
export async function assertAdministratorRemains(db: Db, losingId: string): Promise<void> {
  const all = await db.select({ id: admins.id, role: admins.role }).from(admins).for("update");
  const target = all.find((a) => a.id === losingId);
  if (target?.role !== "administrator") return;
  if (!all.some((a) => a.id !== losingId && a.role === "administrator"))
    throw conflict(lastAdministratorMessage);
}
