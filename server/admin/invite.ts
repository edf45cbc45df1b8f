import { randomBytes } from "node:crypto";
import { adminInviteSchema } from "#forms/admin/account.ts";
import { adminEmailTaken } from "../accounts/administrators.ts";
import { hashPassword } from "../accounts/password.ts";
import { newResetToken } from "../accounts/password-reset.ts";
import { roleLabels } from "../accounts/roles.ts";
import type { Db } from "../db/client.ts";
import { admins, passwordResetTokens } from "../db/schema.ts";
import { invalid, parseOrInvalid } from "../domain/errors.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { staffInvitationMail } from "../mail/templates/staff-invitation.ts";
import { recordAudit } from "./audit.ts";

/** How long an invitation's set-password link works: long enough to be read after a weekend. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Invites a staff member (issue 36): the account is created with a password nobody knows, and
 * the person gets a single-use link to choose their own (the admin password-reset page and
 * token, server/accounts/password-reset.ts). The token is stored only as its hash; the outbox
 * keeps the link apart and drops it once delivered (server/mail/link-secrets.ts). Audited.
 */
export async function inviteAdmin(
  db: Db,
  config: { publicUrl: string },
  input: unknown,
  inviter: { id: string; firstName: string; lastName: string },
  now: Date = new Date(),
): Promise<{ message: string; id: string }> {
  const { firstName, lastName, email, role } = parseOrInvalid(adminInviteSchema, input ?? {});
  // Unguessable and never shown: until the link is used, no password signs this account in.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const { token, tokenHash } = newResetToken();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      .values({ firstName, lastName, email, passwordHash, role })
      .onConflictDoNothing()
      .returning();
    if (!row) throw invalid({ email: adminEmailTaken });
    await tx.insert(passwordResetTokens).values({ kind: "admin", userId: row.id, tokenHash, expiresAt });
    await recordAudit(tx, {
      adminId: inviter.id,
      action: "create",
      entity: "admins",
      entityId: row.id,
      after: { id: row.id, firstName, lastName, email, role, invited: true },
    });
    const link = `${config.publicUrl}/admin/reset-password?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
    await enqueueMail(
      tx,
      staffInvitationMail({
        site: await publishedSite(tx),
        to: email,
        firstName,
        inviter,
        roleLabel: roleLabels[role],
        link,
        expiresAt,
      }),
    );
    return row.id;
  });
  return {
    message: `Invitation sent to ${email}. ${firstName} chooses a password with the link in it.`,
    id,
  };
}
