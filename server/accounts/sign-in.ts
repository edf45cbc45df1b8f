import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type AccountKind, rateLimits } from "../db/schema.ts";
import { conflict, unauthorized } from "../domain/errors.ts";
import { enforce } from "../security/rate-limit.ts";
import { hashPassword } from "./password.ts";
import { checkPassword, findAccountByEmail } from "./accounts.ts";
import { createSession, type IssuedSession } from "./sessions.ts";
import { enqueueMail } from "../mail/outbox.ts";
import {
  claimVerificationToken,
  issueVerificationToken,
  markEmailVerified,
  sweepExpiredVerificationTokens,
  verificationMail,
} from "./email-verification.ts";
import type { SignInInput, SignUpInput } from "#forms/auth.ts";
import { accountTable } from "./accounts.ts";

export const signInFailed = "Invalid email or password";
export const signedInMessage = "You have signed in successfully";
export const signedUpMessage = "Your account has been created";
export const emailTaken = "An account with this email already exists. Please sign in instead.";

export interface SignedIn extends IssuedSession {
  account: { id: string; firstName: string; lastName: string; email: string };
}

/**
 * Checks the e-mail and password of either kind of account and opens a session. Every attempt is
 * checked against the per-IP and per-e-mail limits first, and failed ones keep counting, so
 * guessing is throttled.
 */
export async function signIn(
  db: Db,
  secret: string,
  kind: AccountKind,
  input: SignInInput,
  clientIp: string,
): Promise<SignedIn> {
  const emailKey = `${kind}:${input.email}`;
  await enforce(db, ["signInPerIp", `${kind}:${clientIp}`], ["signInPerEmail", emailKey]);
  const account = await findAccountByEmail(db, kind, input.email);
  const ok = await checkPassword(account, input.password);
  if (!account || !ok) throw unauthorized(signInFailed, { email: signInFailed });
  await forgetAttempt(db, `${kind}:${clientIp}`, emailKey);
  const session = await createSession(db, secret, kind, account, { remember: input.remember });
  const { passwordHash: _, ...publicAccount } = account;
  return { ...session, account: publicAccount };
}

/**
 * Only failed attempts should count: the owner got in, so their e-mail's earlier attempts stop
 * counting and this one is taken back from the IP's count. Signing in on several devices, or a
 * test suite signing in many times, is never throttled; guessing is. Keys are written as
 * enforce() writes them: "<limit name>:<key>", lower case.
 */
async function forgetAttempt(db: Db, ipKey: string, emailKey: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `signInPerEmail:${emailKey.toLowerCase()}`));
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, `signInPerIp:${ipKey.toLowerCase()}`));
}

/**
 * Creates a student account and signs it in. The address is not verified yet: the account gets a
 * verification link by e-mail, in the same transaction. A sign-up through the link of an
 * application's confirmation carries a token for that address; it verifies the account at once,
 * and the applications sent with the address join it.
 */
export async function signUp(
  db: Db,
  secret: string,
  input: SignUpInput,
  clientIp: string,
  options: { publicUrl: string; now?: Date },
): Promise<SignedIn> {
  await enforce(db, ["signUpPerIp", clientIp]);
  if (await findAccountByEmail(db, "student", input.email)) throw conflict(emailTaken, { email: emailTaken });
  const table = accountTable("student");
  const passwordHash = await hashPassword(input.password);
  const now = options.now ?? new Date();
  const account = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(table)
      .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: table.id, firstName: table.firstName, lastName: table.lastName, email: table.email });
    if (!created) return undefined;
    const { verificationToken } = input;
    if (verificationToken && (await claimVerificationToken(tx, verificationToken, created.email, now))) {
      await markEmailVerified(tx, created, now);
    } else {
      await sweepExpiredVerificationTokens(tx, now);
      const token = await issueVerificationToken(tx, created.email, now);
      await enqueueMail(tx, verificationMail(options.publicUrl, created, token));
    }
    return created;
  });
  // Two sign-ups racing for one e-mail: the unique index lets one through.
  if (!account) throw conflict(emailTaken, { email: emailTaken });
  const session = await createSession(db, secret, "student", account, { remember: input.remember });
  return { ...session, account };
}
