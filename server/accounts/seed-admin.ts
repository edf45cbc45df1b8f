import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { hashPassword } from "./password.ts";

/**
 * A new install gets its first administrator from ADMIN_EMAIL and ADMIN_PASSWORD. An existing
 * account with that e-mail is left alone (its password may have been changed since).
 */
export async function ensureFirstAdmin(db: Db, admin: { email: string; password: string }): Promise<boolean> {
  const email = admin.email.trim().toLowerCase();
  const existing = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email)).limit(1);
  if (existing.length > 0) return false;
  const inserted = await db
    .insert(admins)
    .values({
      firstName: "Site",
      lastName: "Administrator",
      email,
      passwordHash: await hashPassword(admin.password),
    })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return inserted.length > 0;
}
