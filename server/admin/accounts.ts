import { and, eq, ne } from "drizzle-orm";
import {
  adminCreateSchema,
  adminRoleSchema,
  changePasswordSchema,
  profileSchema,
} from "#forms/admin/account.ts";
import { hashPassword, verifyPassword } from "../accounts/password.ts";
import { reissueToken, type ResolvedSession } from "../accounts/sessions.ts";
import { throttledCheck } from "../accounts/sign-in-throttle.ts";
import type { Db } from "../db/client.ts";
import { admins, sessions } from "../db/schema.ts";
import { forbidden, invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { roleLabels, type StaffRole } from "../accounts/roles.ts";
import { recordAudit } from "./audit.ts";
import { getRecord, type StoredOf } from "./list.ts";
import { assertAdministratorRemains } from "./last-administrator.ts";

import { adminEmailTaken as emailTaken } from "../accounts/administrators.ts";

async function assertAdminEmailFree(db: Db, email: string, exceptId?: string) {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(exceptId ? and(eq(admins.email, email), ne(admins.id, exceptId)) : eq(admins.email, email))
    .limit(1);
  if (rows.length > 0) throw invalid({ email: emailTaken });
}

/** POST /admin/admins: password and verifyPassword required, ≥ 8 characters and equal. */
export async function createAdmin(
  db: Db,
  input: unknown,
  actingAdminId: string,
): Promise<{ message: string; id: string }> {
  const { firstName, lastName, email, password, role } = parseOrInvalid(adminCreateSchema, input ?? {});
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    await assertAdminEmailFree(tx, email);
    const [row] = await tx
      .insert(admins)
      .values({ firstName, lastName, email, passwordHash, role })
      .onConflictDoNothing()
      .returning();
    if (!row) throw invalid({ email: emailTaken });
    const after = { id: row.id, firstName, lastName, email, role, createdAt: row.createdAt };
    await recordAudit(tx, {
      adminId: actingAdminId,
      action: "create",
      entity: "admins",
      entityId: row.id,
      after,
    });
    return row.id;
  });
  return { message: "Admin created successfully", id };
}

function assertSelf(session: ResolvedSession, id: string) {
  if (id.toLowerCase() !== session.account.id)
    throw forbidden("You can only view or change your own profile");
}

/** GET /admin/me/{id}: the signed-in admin's own record. */
export async function getProfile(db: Db, session: ResolvedSession, id: string): Promise<StoredOf<"admins">> {
  assertSelf(session, id);
  return getRecord(db, "admins", id);
}

/**
 * PUT /admin/me/{id}. The token carries the admin's names, so a name change comes back with a
 * re-signed token for the same session, which the top bar then reads.
 */
export async function updateProfile(
  db: Db,
  secret: string,
  session: ResolvedSession,
  id: string,
  input: unknown,
): Promise<{ message: string; token?: string }> {
  assertSelf(session, id);
  const profile = parseOrInvalid(profileSchema, input ?? {});
  await db.transaction(async (tx) => {
    const before = await getRecord(tx, "admins", id);
    await assertAdminEmailFree(tx, profile.email, before.id);
    await tx
      .update(admins)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(admins.id, before.id));
    const after = await getRecord(tx, "admins", before.id);
    await recordAudit(tx, {
      adminId: session.account.id,
      action: "update",
      entity: "admins",
      entityId: before.id,
      before,
      after,
    });
  });
  const { firstName, lastName } = profile;
  const renamed = firstName !== session.payload.firstName || lastName !== session.payload.lastName;
  return {
    message: "Profile updated successfully",
    ...(renamed ? { token: reissueToken(secret, session.payload, { firstName, lastName }) } : {}),
  };
}

/**
 * PUT /admin/me/change-password: checks the old password (through the sign-in limits, so a
 * stolen session cannot guess it), stores the new one and signs out the admin's other sessions
 * (this one stays signed in).
 */
export async function changePassword(
  db: Db,
  session: ResolvedSession,
  input: unknown,
  clientIp: string,
): Promise<{ message: string }> {
  const { oldPassword, newPassword } = parseOrInvalid(changePasswordSchema, input ?? {});
  const [row] = await db
    .select({ passwordHash: admins.passwordHash, email: admins.email })
    .from(admins)
    .where(eq(admins.id, session.account.id));
  const ok =
    row !== undefined &&
    (await throttledCheck(db, { kind: "admin", email: row.email, ip: clientIp }, () =>
      verifyPassword(row.passwordHash, oldPassword),
    ));
  if (!ok) throw invalid({ oldPassword: "Old password is incorrect" });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(admins.id, session.account.id));
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.kind, "admin"),
          eq(sessions.userId, session.account.id),
          ne(sessions.id, session.payload.sid),
        ),
      );
    await recordAudit(tx, {
      adminId: session.account.id,
      action: "update",
      entity: "admins",
      entityId: session.account.id,
      after: { passwordChanged: true },
    });
  });
  return { message: "Password changed successfully" };
}

/** PUT /admin/admins/{id}/role: an administrator makes an account an administrator or staff. */
export async function changeAdminRole(
  db: Db,
  id: string,
  input: unknown,
  actingAdminId: string,
): Promise<{ message: string; role: StaffRole }> {
  const { role } = parseOrInvalid(adminRoleSchema, input ?? {});
  const before = await getRecord(db, "admins", id);
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ role: admins.role }).from(admins).where(eq(admins.id, before.id));
    if (!current) throw notFound("Admin not found");
    if (current.role === role) return;
    if (role !== "administrator") await assertAdministratorRemains(tx, before.id);
    await tx.update(admins).set({ role, updatedAt: new Date() }).where(eq(admins.id, before.id));
    await recordAudit(tx, {
      adminId: actingAdminId,
      action: "update",
      entity: "admins",
      entityId: before.id,
      before: { role: current.role },
      after: { role },
    });
  });
  return { message: `Role changed to ${roleLabels[role]}`, role };
}
