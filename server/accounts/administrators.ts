import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { adminCreateSchema } from "#forms/admin/account.ts";
import { recordAudit } from "../admin/audit.ts";
import type { Db } from "../db/client.ts";
import { admins, adminSetupTokens } from "../db/schema.ts";
import { conflict, invalidFromZod } from "../domain/errors.ts";
import { hashPassword } from "./password.ts";
import type { Account } from "./sessions.ts";

export const adminEmailTaken = "This email is already in use";

/** The fields of a new administrator, by the admin create form's rules (spec §5). */
export function parseAdministrator(input: unknown): z.output<typeof adminCreateSchema> {
  const parsed = adminCreateSchema.safeParse(input ?? {});
  if (!parsed.success) throw invalidFromZod(parsed.error);
  return parsed.data;
}

/**
 * Serialises the creation of administrators until the transaction ends, on every server sharing
 * the database, so that the first-run check "no administrator exists yet" of two setups (or of a
 * setup and `admin:create`) cannot both pass. Taking it twice in one transaction is harmless.
 */
export async function lockAdministrators(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('harbourline:create-administrator'))`);
}

/**
 * Inserts an administrator inside the caller's transaction, under lockAdministrators, and voids
 * every first-run setup link, since an administrator now exists. The creation is audited as done
 * by the new account itself (there is no other administrator to name).
 */
export async function insertAdministrator(
  tx: Db,
  fields: { firstName: string; lastName: string; email: string; passwordHash: string },
): Promise<Account> {
  await lockAdministrators(tx);
  const taken = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, fields.email))
    .limit(1);
  if (taken.length > 0) throw conflict(adminEmailTaken, { email: adminEmailTaken });
  const [row] = await tx.insert(admins).values(fields).onConflictDoNothing().returning({
    id: admins.id,
    firstName: admins.firstName,
    lastName: admins.lastName,
    email: admins.email,
  });
  if (!row) throw conflict(adminEmailTaken, { email: adminEmailTaken });
  await tx.delete(adminSetupTokens);
  await recordAudit(tx, {
    adminId: row.id,
    action: "create",
    entity: "admins",
    entityId: row.id,
    after: row,
  });
  return row;
}

/** `npm run admin:create`: a new administrator from the shell, by the same rules as the form. */
export async function createAdministrator(db: Db, input: unknown): Promise<Account> {
  const { firstName, lastName, email, password } = parseAdministrator(input);
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => insertAdministrator(tx, { firstName, lastName, email, passwordHash }));
}
