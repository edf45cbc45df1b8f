import { and, asc, eq, isNull } from "drizzle-orm";
import { codeSchema } from "#forms/admin/two-factor.ts";
import { confirmStepUp } from "../accounts/step-up.ts";
import type { Db } from "../db/client.ts";
import { adminPasskeys, adminRecoveryCodes, admins } from "../db/schema.ts";
import { conflict, invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { getSettings } from "../settings/settings.ts";
import { recordTwoFactorChange } from "./audit.ts";
import { wrongCodeMessage } from "./codes.ts";
import { recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes.ts";
import { matchTotp, newTotpSecret, otpauthUri, qrCodePath } from "./totp.ts";

export { spendTotpCode, wrongCodeMessage } from "./codes.ts";

export { codeSchema };

export const totpOnMessage = "Two-factor sign-in is on. Keep your recovery codes somewhere safe.";
export const totpOffMessage = "The authenticator app is no longer used to sign in.";
export const newCodesMessage = "New recovery codes made. The old ones no longer work.";
export const stillRequiredMessage =
  "Two-factor sign-in is required for every back-office account: keep at least one second factor.";

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qr: { size: number; path: string };
}

export interface TwoFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  required: boolean;
}

async function accountOf(db: Db, adminId: string) {
  const [row] = await db
    .select({
      id: admins.id,
      email: admins.email,
      totpSecret: admins.totpSecret,
      totpPendingSecret: admins.totpPendingSecret,
      totpLastStep: admins.totpLastStep,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!row) throw notFound("Account not found");
  return row;
}

export async function twoFactorStatus(db: Db, adminId: string): Promise<TwoFactorStatus> {
  const account = await accountOf(db, adminId);
  const passkeys = await db
    .select({
      id: adminPasskeys.id,
      name: adminPasskeys.name,
      createdAt: adminPasskeys.createdAt,
      lastUsedAt: adminPasskeys.lastUsedAt,
    })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.createdAt));
  return {
    totp: account.totpSecret !== null,
    recoveryCodesLeft: await recoveryCodesLeft(db, adminId),
    passkeys: passkeys.map((p) => ({
      ...p,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    })),
    required: (await getSettings(db)).requireTwoFactor,
  };
}

/**
 * Starts (or, on a reload, continues) TOTP enrolment: a new secret is kept as pending until a
 * code confirms it, so the QR code shown stays the same until then. `fresh` replaces a pending
 * secret: one shown before the step-up may have been seen by someone else.
 */
export async function startTotpEnrolment(
  db: Db,
  adminId: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<TotpEnrolment> {
  const account = await accountOf(db, adminId);
  if (account.totpSecret !== null)
    throw conflict("Two-factor sign-in with an authenticator app is already on.");
  let secret = fresh ? null : account.totpPendingSecret;
  if (!secret) {
    secret = newTotpSecret();
    await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
  }
  const uri = otpauthUri(account.email, secret);
  return { secret, otpauthUri: uri, qr: qrCodePath(uri) };
}

/**
 * Confirms enrolment with a code from the app: the pending secret becomes the account's, the
 * code's step counts as used, and ten recovery codes are made and returned (shown once).
 */
export async function confirmTotpEnrolment(
  db: Db,
  adminId: string,
  input: unknown,
): Promise<{ message: string; recoveryCodes: string[] }> {
  const { code } = parseOrInvalid(codeSchema, input ?? {});
  const account = await accountOf(db, adminId);
  if (account.totpSecret !== null)
    throw conflict("Two-factor sign-in with an authenticator app is already on.");
  if (!account.totpPendingSecret) throw conflict("Start setting up two-factor sign-in first.");
  const step = await matchTotp(account.totpPendingSecret, code, null);
  if (step === undefined) throw invalid({ code: wrongCodeMessage });
  const recoveryCodes = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(admins)
      .set({
        totpSecret: account.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        updatedAt: new Date(),
      })
      .where(and(eq(admins.id, adminId), isNull(admins.totpSecret)))
      .returning({ id: admins.id });
    if (!updated) throw conflict("Two-factor sign-in with an authenticator app is already on.");
    await recordTwoFactorChange(tx, adminId, "authenticator app added");
    return replaceRecoveryCodes(tx, adminId);
  });
  return { message: totpOnMessage, recoveryCodes };
}

/**
 * A signed-in account sets up its authenticator app (the profile's two-factor page and the
 * API): only after the step-up, and always with a new secret, so a secret a stolen session saw
 * earlier never becomes the account's.
 */
export async function startOwnTotpEnrolment(
  db: Db,
  adminId: string,
  input: unknown,
  clientIp: string,
): Promise<TotpEnrolment> {
  const status = await accountOf(db, adminId);
  if (status.totpSecret !== null)
    throw conflict("Two-factor sign-in with an authenticator app is already on.");
  await confirmStepUp(db, adminId, input, { clientIp });
  return startTotpEnrolment(db, adminId, { fresh: true });
}

/**
 * A signed-in account confirms its new authenticator app: the step-up (the current password;
 * the request's `code` is the new app's) and then the code.
 */
export async function confirmOwnTotpEnrolment(
  db: Db,
  adminId: string,
  input: unknown,
  clientIp: string,
): Promise<{ message: string; recoveryCodes: string[] }> {
  await confirmStepUp(db, adminId, input, { clientIp, acceptCode: false });
  return confirmTotpEnrolment(db, adminId, input);
}

/** New recovery codes (the old ones stop working); needs the step-up (password or a current code). */
export async function renewRecoveryCodes(
  db: Db,
  adminId: string,
  input: unknown,
  clientIp: string,
): Promise<{ message: string; recoveryCodes: string[] }> {
  await confirmStepUp(db, adminId, input, { clientIp });
  const recoveryCodes = await db.transaction((tx) => replaceRecoveryCodes(tx, adminId));
  return { message: newCodesMessage, recoveryCodes };
}

/** Forgets the account's authenticator app (set up or pending) and its recovery codes. */
async function removeAuthenticatorApp(tx: Db, adminId: string): Promise<void> {
  await tx
    .update(admins)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: new Date(),
    })
    .where(eq(admins.id, adminId));
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
}

/**
 * Turns the authenticator app off (needs the step-up: the password or a current code). Refused while the settings require a
 * second factor and the account would be left with none.
 */
export async function turnOffTotp(
  db: Db,
  adminId: string,
  input: unknown,
  clientIp: string,
): Promise<{ message: string }> {
  await confirmStepUp(db, adminId, input, { clientIp });
  const status = await twoFactorStatus(db, adminId);
  if (status.required && status.passkeys.length === 0) throw conflict(stillRequiredMessage);
  await db.transaction(async (tx) => {
    await removeAuthenticatorApp(tx, adminId);
    await recordTwoFactorChange(tx, adminId, "authenticator app removed");
  });
  return { message: totpOffMessage };
}

/**
 * An administrator clears another account's second factors (a lost phone): authenticator app,
 * recovery codes and passkeys. The account signs in with its password again and, if the
 * settings require it, is sent to enrolment.
 */
export async function resetTwoFactor(
  db: Db,
  adminId: string,
  actingAdminId: string,
): Promise<{ message: string }> {
  await accountOf(db, adminId);
  await db.transaction(async (tx) => {
    await removeAuthenticatorApp(tx, adminId);
    await tx.delete(adminPasskeys).where(eq(adminPasskeys.adminId, adminId));
    await recordTwoFactorChange(tx, adminId, "reset by an administrator", actingAdminId);
  });
  return { message: "Two-factor sign-in was reset for this account." };
}
