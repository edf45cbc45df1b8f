import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { site } from "#content/site.ts";
import { confirmStepUp } from "../accounts/step-up.ts";
import type { Db } from "../db/client.ts";
import { adminPasskeys, admins, webauthnChallenges } from "../db/schema.ts";
import { conflict, invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { getSettings } from "../settings/settings.ts";
import { recordTwoFactorChange } from "./audit.ts";
import { stillRequiredMessage } from "./enrolment.ts";

/**
 * Passkeys (WebAuthn) for back-office accounts through @simplewebauthn/server: registered from the
 * profile, used as a second factor after the password or alone (password-free, with user
 * verification). Challenges are stored, single use and short-lived.
 */

export const passkeyFailed = "That passkey could not be used. Try again or use another way to sign in.";
export const passkeyAddedMessage = "Passkey added";
export const passkeyRemovedMessage = "Passkey removed";
const CHALLENGE_MINUTES = 5;

/**
 * @simplewebauthn/server and its ASN.1 and crypto libraries (about 14 MB resident) are loaded on
 * the first passkey request, not when the server starts (idle RSS target, docs/performance.md).
 */
const webauthn = () => import("@simplewebauthn/server");

/** The relying party: PUBLIC_URL's host and origin (docs/decisions/0073). */
export interface RelyingParty {
  id: string;
  origins: string[];
}

/**
 * WebAuthn refuses IP addresses as relying-party ids. A loopback address (a local install or the
 * test server at http://127.0.0.1:PORT) is served as `localhost` instead, the same machine, whose
 * origin with the same port is accepted too.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  const loopbackIp = url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  if (!loopbackIp) return { id: url.hostname, origins: [url.origin] };
  const local = new URL(url.origin);
  local.hostname = "localhost";
  return { id: "localhost", origins: [url.origin, local.origin] };
}

const responseSchema = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
  authenticatorAttachment: z.string().optional(),
});
const registrationSchema = z.object({
  response: responseSchema,
  name: z.string().trim().max(60, "A passkey name is at most 60 characters").optional(),
});
const authenticationSchema = z.object({ response: responseSchema });

async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: "register" | "authenticate",
  adminId: string | null,
): Promise<void> {
  const now = new Date();
  // Expired challenges of anyone are cleared on the way; the table stays small.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    adminId,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
}

/** Takes a stored challenge (deleting it) when it is unexpired and for this purpose and account. */
function challengeTaker(db: Db, purpose: "register" | "authenticate", adminId: string | null) {
  return async (challenge: string): Promise<boolean> => {
    const taken = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          adminId === null ? isNull(webauthnChallenges.adminId) : eq(webauthnChallenges.adminId, adminId),
          gt(webauthnChallenges.expiresAt, new Date()),
        ),
      )
      .returning({ id: webauthnChallenges.id });
    return taken.length > 0;
  };
}

async function passkeysOf(db: Db, adminId: string) {
  return db
    .select({ credentialId: adminPasskeys.credentialId, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId));
}

/**
 * Options for the browser to create a passkey for the signed-in account. A passkey signs in on
 * its own, so both this request and the registration that follows need the step-up (the current
 * password, or a current second-factor code, each request its own).
 */
export async function passkeyRegistrationOptions(
  db: Db,
  rp: RelyingParty,
  adminId: string,
  input: unknown,
  clientIp: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await confirmStepUp(db, adminId, input, { clientIp });
  const [account] = await db
    .select({ email: admins.email, firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!account) throw notFound("Account not found");
  const existing = await passkeysOf(db, adminId);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: `${site.name} back-office`,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: `${account.firstName} ${account.lastName}`,
    userID: new TextEncoder().encode(adminId),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports ?? undefined })),
    // Discoverable, so it can sign in without a password; user verification where the device has it.
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await storeChallenge(db, options.challenge, "register", adminId);
  return options;
}

/** After the step-up, checks the browser's new passkey against the stored challenge and keeps it. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  adminId: string,
  input: unknown,
  clientIp: string,
): Promise<{ message: string; id: string }> {
  await confirmStepUp(db, adminId, input, { clientIp });
  const { response, name } = parseOrInvalid(registrationSchema, input ?? {});
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await (await webauthn()).verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challengeTaker(db, "register", adminId),
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw invalid({ passkey: passkeyFailed });
  }
  if (!verification.verified) throw invalid({ passkey: passkeyFailed });
  const { credential } = verification.registrationInfo;
  const [row] = await db
    .insert(adminPasskeys)
    .values({
      adminId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? null,
      name: name || `Passkey added ${new Date().toISOString().slice(0, 10)}`,
    })
    .onConflictDoNothing()
    .returning({ id: adminPasskeys.id });
  if (!row) throw conflict("This passkey is already registered.");
  await recordTwoFactorChange(db, adminId, "passkey added");
  return { message: passkeyAddedMessage, id: row.id };
}

/**
 * Removes one of the account's passkeys after the step-up, unless it is the last second factor
 * while one is required.
 */
export async function removePasskey(
  db: Db,
  adminId: string,
  passkeyId: string,
  input: unknown,
  clientIp: string,
): Promise<{ message: string }> {
  if (!z.uuid().safeParse(passkeyId).success) throw notFound("Passkey not found");
  const [account] = await db.select({ totp: admins.totpSecret }).from(admins).where(eq(admins.id, adminId));
  const mine = await db
    .select({ id: adminPasskeys.id })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId));
  if (!mine.some((p) => p.id === passkeyId)) throw notFound("Passkey not found");
  await confirmStepUp(db, adminId, input, { clientIp });
  if ((await getSettings(db)).requireTwoFactor && !account?.totp && mine.length === 1)
    throw conflict(stillRequiredMessage);
  await db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.id, passkeyId), eq(adminPasskeys.adminId, adminId)));
  await recordTwoFactorChange(db, adminId, "passkey removed");
  return { message: passkeyRemovedMessage };
}

/**
 * Options for signing in with a passkey: for one account's passkeys (second factor after the
 * password), or for any discoverable passkey (password-free, `adminId` null).
 */
export async function passkeyAuthenticationOptions(
  db: Db,
  rp: RelyingParty,
  adminId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allow = adminId ? await passkeysOf(db, adminId) : [];
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: allow.map((p) => ({ id: p.credentialId, transports: p.transports ?? undefined })),
    // Alone, a passkey stands for password and second factor: the device must verify the person.
    userVerification: adminId ? "preferred" : "required",
  });
  await storeChallenge(db, options.challenge, "authenticate", adminId);
  return options;
}

/**
 * Verifies a passkey assertion and returns the account it belongs to, or undefined. For a second
 * factor `adminId` names the account the password was checked for; the passkey must be theirs.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  adminId: string | null,
  input: unknown,
): Promise<string | undefined> {
  const parsed = authenticationSchema.safeParse(input ?? {});
  if (!parsed.success) return undefined;
  const response = parsed.data.response as unknown as AuthenticationResponseJSON;
  const [stored] = await db
    .select()
    .from(adminPasskeys)
    .where(
      adminId
        ? and(eq(adminPasskeys.credentialId, response.id), eq(adminPasskeys.adminId, adminId))
        : eq(adminPasskeys.credentialId, response.id),
    );
  if (!stored) return undefined;
  try {
    const result = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeTaker(db, "authenticate", adminId),
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
        counter: stored.counter,
        transports: stored.transports ?? undefined,
      },
      requireUserVerification: adminId === null,
    });
    if (!result.verified) return undefined;
    // A counter that does not move on (when the device keeps one) means a cloned authenticator.
    const moved = await db
      .update(adminPasskeys)
      .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(
        and(
          eq(adminPasskeys.id, stored.id),
          or(eq(adminPasskeys.counter, 0), lt(adminPasskeys.counter, result.authenticationInfo.newCounter)),
        ),
      )
      .returning({ id: adminPasskeys.id });
    return moved.length > 0 ? stored.adminId : undefined;
  } catch {
    return undefined;
  }
}
