import { eq } from "drizzle-orm";
import type { SignInInput } from "#forms/auth.ts";
import { adminAccessOf } from "../accounts/admin-access.ts";
import { findAccountById } from "../accounts/accounts.ts";
import { createSession } from "../accounts/sessions.ts";
import { checkCredentials, type SignedIn } from "../accounts/sign-in.ts";
import type { Db } from "../db/client.ts";
import { adminPasskeys, admins, rateLimits } from "../db/schema.ts";
import { parseOrInvalid, unauthorized } from "../domain/errors.ts";
import { enforce } from "../security/rate-limit.ts";
import { codeSchema, confirmTotpEnrolment, spendTotpCode, wrongCodeMessage } from "./enrolment.ts";
import { type RelyingParty, passkeyFailed, verifyPasskey } from "./passkeys.ts";
import { spendRecoveryCode } from "./recovery-codes.ts";
import { issueTicket, readTicket, type Ticket, type TicketPurpose } from "./tickets.ts";

/**
 * Signing in to the back-office (docs/decisions/0073): the password first; then, for an account
 * with a second factor, a code, a recovery code or a passkey; an account without one while the
 * settings require it is sent to enrolment. A session is opened only at the end. In between,
 * the browser or API client holds a signed, short-lived ticket (tickets.ts), never a session.
 */

export type SecondFactorMethod = "totp" | "recovery" | "passkey";

export type AdminSignIn =
  | { step: "signed-in"; signedIn: SignedIn }
  | { step: "second-factor"; ticket: string; methods: SecondFactorMethod[] }
  | { step: "enrol"; ticket: string };

export const ticketExpired = "Your sign-in has expired. Please sign in again.";

/** The second factors an account can use at sign-in. */
export async function methodsOf(db: Db, adminId: string): Promise<SecondFactorMethod[]> {
  const [row] = await db.select({ totp: admins.totpSecret }).from(admins).where(eq(admins.id, adminId));
  const passkeys = await db
    .select({ id: adminPasskeys.id })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .limit(1);
  return [
    ...(row?.totp ? (["totp", "recovery"] as const) : []),
    ...(passkeys.length > 0 ? (["passkey"] as const) : []),
  ];
}

/** Step one: e-mail and password (with the sign-in limits), then what comes next. */
export async function beginAdminSignIn(
  db: Db,
  secret: string,
  input: SignInInput,
  clientIp: string,
): Promise<AdminSignIn> {
  const account = await checkCredentials(db, "admin", input, clientIp);
  const methods = await methodsOf(db, account.id);
  const remember = Boolean(input.remember);
  if (methods.length > 0)
    return {
      step: "second-factor",
      ticket: issueTicket(secret, "second-factor", account.id, remember),
      methods,
    };
  const access = await adminAccessOf(db, account.id);
  if (access?.requireTwoFactor)
    return { step: "enrol", ticket: issueTicket(secret, "enrol", account.id, remember) };
  const session = await createSession(db, secret, "admin", account, { remember });
  return { step: "signed-in", signedIn: { ...session, account } };
}

/** The ticket of a request, or `unauthorized` (the page sends the person back to sign in). */
export function requireTicket(secret: string, ticket: unknown, purpose: TicketPurpose): Ticket {
  const read = readTicket(secret, typeof ticket === "string" ? ticket : undefined, purpose);
  if (!read) throw unauthorized(ticketExpired);
  return read;
}

async function openSession(db: Db, secret: string, adminId: string, remember: boolean): Promise<SignedIn> {
  const account = await findAccountById(db, "admin", adminId);
  if (!account) throw unauthorized(ticketExpired);
  const session = await createSession(db, secret, "admin", account, { remember });
  return { ...session, account };
}

/**
 * Step two: a TOTP code (of a step not used before), a recovery code (once), or a passkey
 * assertion. Every attempt counts against the account's and the address's limits; a success
 * clears the account's count.
 */
export async function completeSecondFactor(
  db: Db,
  secret: string,
  rp: RelyingParty,
  input: { ticket?: unknown; code?: unknown; passkey?: unknown },
  clientIp: string,
): Promise<SignedIn> {
  const ticket = requireTicket(secret, input.ticket, "second-factor");
  await enforce(db, ["secondFactorPerAccount", ticket.adminId], ["secondFactorPerIp", clientIp]);
  let ok: boolean;
  if (input.passkey !== undefined) {
    ok = (await verifyPasskey(db, rp, ticket.adminId, { response: input.passkey })) === ticket.adminId;
    if (!ok) throw unauthorized(passkeyFailed, { code: passkeyFailed });
  } else {
    const { code } = parseOrInvalid(codeSchema, { code: input.code });
    ok =
      (await spendTotpCode(db, ticket.adminId, code)) || (await spendRecoveryCode(db, ticket.adminId, code));
    if (!ok) throw unauthorized(wrongCodeMessage, { code: wrongCodeMessage });
  }
  await db
    .delete(rateLimits)
    .where(eq(rateLimits.key, `secondFactorPerAccount:${ticket.adminId.toLowerCase()}`));
  return openSession(db, secret, ticket.adminId, ticket.remember);
}

/** Password-free: a discoverable passkey with user verification opens a session on its own. */
export async function passkeySignIn(
  db: Db,
  secret: string,
  rp: RelyingParty,
  input: unknown,
  clientIp: string,
): Promise<SignedIn> {
  await enforce(db, ["passkeySignInPerIp", clientIp]);
  const adminId = await verifyPasskey(db, rp, null, input);
  if (!adminId) throw unauthorized(passkeyFailed, { passkey: passkeyFailed });
  return openSession(db, secret, adminId, false);
}

/**
 * Enrolment required by the settings, right after the password: confirming the first code opens
 * the session and returns the recovery codes (shown once).
 */
export async function completeRequiredEnrolment(
  db: Db,
  secret: string,
  input: { ticket?: unknown; code?: unknown },
): Promise<SignedIn & { message: string; recoveryCodes: string[] }> {
  const ticket = requireTicket(secret, input.ticket, "enrol");
  const confirmed = await confirmTotpEnrolment(db, ticket.adminId, { code: input.code });
  return { ...(await openSession(db, secret, ticket.adminId, ticket.remember)), ...confirmed };
}
