import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { forbidden } from "../domain/errors.ts";
import { canUseAdminPath, type StaffRole } from "./roles.ts";

/**
 * What one back-office request may do, read fresh for every request (one query), so a changed
 * role or a newly required second factor applies at once, without waiting for sessions to end.
 */
export interface AdminAccess {
  role: StaffRole;
  /** The account has a confirmed TOTP or a passkey. */
  hasSecondFactor: boolean;
  /** The settings require a second factor of every back-office account. */
  requireTwoFactor: boolean;
}

export const noAccessMessage = "Your role does not give access to this part of the back-office.";
export const enrolmentRequiredMessage =
  "Two-factor sign-in is required for every back-office account. Set it up at /admin/two-factor/setup before going on.";

export async function adminAccessOf(db: Db, adminId: string): Promise<AdminAccess | undefined> {
  const [row] = await db
    .select({
      role: admins.role,
      // Written out: Drizzle leaves column names unqualified inside sql``.
      hasSecondFactor: sql<boolean>`("admins"."totp_enabled_at" is not null or exists (
        select 1 from "admin_passkeys" p where p."admin_id" = "admins"."id"))`,
      requireTwoFactor: sql<boolean>`coalesce((
        select s."value" = 'true'::jsonb from "settings" s where s."key" = 'requireTwoFactor'), false)`,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row
    ? {
        role: row.role,
        hasSecondFactor: Boolean(row.hasSecondFactor),
        requireTwoFactor: Boolean(row.requireTwoFactor),
      }
    : undefined;
}

/**
 * Paths an account that still has to enrol a second factor may use: the enrolment itself (API
 * and page) and its own account's two-factor API. Signing out is outside the guard.
 */
const enrolmentPaths = [/^\/admin\/two-factor(\/|$)/i, /^\/api\/admin\/me\/two-factor(\/|$)/i];

export type AccessDecision = "allowed" | "forbidden" | "enrol";

/** The decision for one request: the role's policy first, then the second-factor requirement. */
export function decideAdminAccess(
  access: AdminAccess | undefined,
  method: string,
  path: string,
): AccessDecision {
  if (!access) return "forbidden";
  if (access.requireTwoFactor && !access.hasSecondFactor)
    return enrolmentPaths.some((p) => p.test(path)) ? "allowed" : "enrol";
  return canUseAdminPath(access.role, method, path) ? "allowed" : "forbidden";
}

/**
 * The guard both adapters call once they know who is signed in: throws `forbidden` when the
 * role may not use the path or the account must first enrol a second factor.
 */
export async function assertAdminAccess(
  db: Db,
  adminId: string,
  method: string,
  path: string,
): Promise<AdminAccess> {
  const access = await adminAccessOf(db, adminId);
  const decision = decideAdminAccess(access, method, path);
  if (decision === "enrol") throw forbidden(enrolmentRequiredMessage);
  if (decision === "forbidden" || !access) throw forbidden(noAccessMessage);
  return access;
}
