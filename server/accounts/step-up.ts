import { eq } from "drizzle-orm";
import { safeParse } from "zod";
import { profileSchema } from "#forms/admin/account.ts";
import {
  currentPasswordRequired,
  currentPasswordWrong,
  type StepUpInput,
  stepUpSchema,
} from "#forms/admin/two-factor.ts";
import type { Db } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { spendTotpCode, wrongCodeMessage } from "../two-factor/codes.ts";
import { spendRecoveryCode } from "../two-factor/recovery-codes.ts";
import { verifyPassword } from "./password.ts";
import { throttledCheck } from "./sign-in-throttle.ts";

export { currentPasswordRequired, currentPasswordWrong };

/**
 * Step-up for account security (issue 30, M4; docs/decisions/0097): a session alone does not
 * change how the account signs in. Every change of a back-office account's second factors or
 * passkeys, and of its e-mail, calls `confirmStepUp` in the same request, which asks for the
 * current password or a current second-factor code (authenticator app or recovery code).
 * A change of password asks for the old password through the same sign-in limits
 * (server/admin/accounts.ts changePassword, which is that rule's password half already).
 *
 * Every attempt, password or code, counts against the sign-in limits of the account's e-mail
 * and the client's address (sign-in-throttle.ts), so a stolen session cannot guess either here.
 */

export interface StepUpOptions {
  /** The client address (Express req.ip, or the page context's clientIp). */
  clientIp: string;
  /**
   * Whether a second-factor `code` may stand in for the password. False where the request's
   * `code` means something else: confirming a new authenticator app carries the new app's code.
   */
  acceptCode?: boolean;
}

/** What the request proved: the password, or a code that is now spent. */
export type StepUpProof = "password" | "code";

/**
 * Throws `invalid` unless `input` carries the account's current password or (where accepted) a
 * current second-factor code: {currentPassword: "Enter your current password…"} when it carries
 * neither, {currentPassword: wrong} or {code: wrong} when it is not right. Too many wrong ones
 * answer too-many, as at sign-in.
 */
export async function confirmStepUp(
  db: Db,
  adminId: string,
  input: unknown,
  { clientIp, acceptCode = true }: StepUpOptions,
): Promise<StepUpProof> {
  const { currentPassword, code } = parseStepUp(input);
  const [account] = await db
    .select({ email: admins.email, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!account) throw notFound("Account not found");
  const who = { kind: "admin" as const, email: account.email, ip: clientIp };
  if (currentPassword) {
    const ok = await throttledCheck(db, who, () => verifyPassword(account.passwordHash, currentPassword));
    if (!ok) throw invalid({ currentPassword: currentPasswordWrong });
    return "password";
  }
  if (acceptCode && code) {
    const ok = await throttledCheck(
      db,
      who,
      async () => (await spendTotpCode(db, adminId, code)) || (await spendRecoveryCode(db, adminId, code)),
    );
    if (!ok) throw invalid({ code: wrongCodeMessage });
    return "code";
  }
  throw invalid({ currentPassword: currentPasswordRequired });
}

/** The step-up fields of a request body (other fields are the change's own). */
function parseStepUp(input: unknown): StepUpInput {
  const body = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  return parseOrInvalid(stepUpSchema, { currentPassword: body.currentPassword, code: body.code });
}

/**
 * PUT /admin/me/{id} and the profile page: a change of e-mail (the sign-in identity, where
 * reset links go) needs the step-up; a change of names alone does not (spec §7's contract).
 * Only the signed-in account's own id is checked here: another id is refused by the profile
 * update itself (403), and a form that is not valid gets the profile's own messages.
 */
export async function confirmEmailChange(
  db: Db,
  adminId: string,
  id: string,
  input: unknown,
  clientIp: string,
): Promise<void> {
  if (id.toLowerCase() !== adminId) return;
  // A form that breaks the profile's own rules gets those messages first, from the update.
  const profile = safeParse(profileSchema, input ?? {});
  if (!profile.success) return;
  const [account] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId));
  if (!account || profile.data.email === account.email.toLowerCase()) return;
  await confirmStepUp(db, adminId, input, { clientIp, acceptCode: true });
}
