import { and, eq, gt, isNull } from "drizzle-orm";
import type { ForgotPasswordInput, ResetPasswordInput } from "#forms/auth.ts";
import type { Db } from "../db/client.ts";
import { type AccountKind, passwordResetTokens } from "../db/schema.ts";
import { invalid } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { passwordResetMail } from "../mail/templates/password-reset.ts";
import { enforce } from "../security/rate-limit.ts";
import { hashLinkToken, newLinkToken } from "../security/tokens.ts";
import { accountTable, findAccountByEmail, findAccountById } from "./accounts.ts";
import { markEmailVerified } from "./email-verification.ts";
import { hashPassword } from "./password.ts";
import { endAllSessions } from "./sessions.ts";

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Every forgot-password reply takes at least this long, so its timing says nothing either. */
export const FORGOT_PASSWORD_MIN_MS = 400;

export const resetLinkSentMessage = "We've sent you a password reset link";
export const passwordChangedMessage = "You've changed your password successfully!";
export const resetLinkInvalid =
  "This password reset link is invalid or has expired. Please request a new one.";

/** 256 random bits; only the SHA-256 of the token is stored, so a database leak reveals no link. */
export function newResetToken(): { token: string; tokenHash: string } {
  const { token, hash } = newLinkToken();
  return { token, tokenHash: hash };
}

export const hashResetToken = hashLinkToken;

const resetPath: Record<AccountKind, string> = {
  student: "/portal/reset-password",
  admin: "/admin/reset-password",
};

function resetMail(publicUrl: string, kind: AccountKind, to: string, firstName: string, token: string) {
  const link = `${publicUrl}${resetPath[kind]}?email=${encodeURIComponent(to)}&token=${encodeURIComponent(token)}`;
  return passwordResetMail({ to, firstName, link });
}

/**
 * Issues a reset link when the e-mail has an account of `kind`, and says the same thing, in at
 * least FORGOT_PASSWORD_MIN_MS, whether or not it does. A new token voids the user's older ones;
 * the token row and the e-mail are written in one transaction.
 */
export async function requestPasswordReset(
  db: Db,
  options: { kind: AccountKind; publicUrl: string; clientIp: string; now?: Date },
  input: ForgotPasswordInput,
): Promise<{ message: string }> {
  const started = Date.now();
  try {
    await enforce(
      db,
      ["forgotPerIp", options.clientIp],
      ["forgotPerEmail", `${options.kind}:${input.email}`],
    );
    const account = await findAccountByEmail(db, options.kind, input.email);
    const { token, tokenHash } = newResetToken();
    if (account) {
      const now = options.now ?? new Date();
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.kind, options.kind), eq(passwordResetTokens.userId, account.id)));
        await tx.insert(passwordResetTokens).values({
          kind: options.kind,
          userId: account.id,
          tokenHash,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
        });
        await enqueueMail(
          tx,
          resetMail(options.publicUrl, options.kind, account.email, account.firstName, token),
        );
      });
    }
    return { message: resetLinkSentMessage };
  } finally {
    const left = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/**
 * Sets a new password with a reset token of either kind of account: the token decides whose
 * account it is, and the e-mail must be that account's. The token is used up, and every session
 * of the account ends, in one transaction; a student's address counts as verified.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  now: Date = new Date(),
): Promise<{ message: string; kind: AccountKind }> {
  const linkInvalid = invalid({ email: resetLinkInvalid });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes it single-use even under concurrent resets.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(input.passwordResetToken)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ kind: passwordResetTokens.kind, userId: passwordResetTokens.userId });
    if (!claimed) throw linkInvalid;
    const account = await findAccountById(tx, claimed.kind, claimed.userId);
    if (!account || account.email.toLowerCase() !== input.email) throw linkInvalid;
    const table = accountTable(claimed.kind);
    await tx.update(table).set({ passwordHash, updatedAt: now }).where(eq(table.id, account.id));
    await endAllSessions(tx, claimed.kind, account.id);
    // The link came to the address and its holder chose the password (every other session ended):
    // that proves the address as a verification link would.
    if (claimed.kind === "student") await markEmailVerified(tx, account, now);
    return { message: passwordChangedMessage, kind: claimed.kind };
  });
}
