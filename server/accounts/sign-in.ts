import type { Db } from "../db/client.ts";
import type { AccountKind } from "../db/schema.ts";
import { conflict, unauthorized } from "../domain/errors.ts";
import { enforce } from "../security/rate-limit.ts";
import { hashPassword } from "./password.ts";
import { checkPassword, findAccountByEmail, type StoredAccount } from "./accounts.ts";
import { throttledCheck } from "./sign-in-throttle.ts";
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
import { linkVisitorToEmail } from "../visitors/visitors.ts";

export const signInFailed = "Invalid email or password";
export const signedInMessage = "You have signed in successfully";
export const signedUpMessage = "Your account has been created";
export const emailTaken = "An account with this email already exists. Please sign in instead.";

export interface SignedIn extends IssuedSession {
  account: { id: string; firstName: string; lastName: string; email: string };
}

/**
 * Checks the e-mail and password of either kind of account and opens a session. The attempt
 * goes through the sign-in limits (server/accounts/sign-in-throttle.ts): hard limits per address
 * and per (e-mail, address), a growing delay per e-mail, so guessing is throttled but nobody can
 * lock the owner out.
 */
export async function signIn(
  db: Db,
  secret: string,
  kind: AccountKind,
  input: SignInInput,
  clientIp: string,
  /** The browser's chat visitor (the `visitor` cookie): a student's joins their person (0083). */
  options: { visitorId?: string } = {},
): Promise<SignedIn> {
  const account = await checkCredentials(db, kind, input, clientIp);
  const session = await createSession(db, secret, kind, account, { remember: input.remember });
  if (kind === "student") await linkVisitorToEmail(db, options.visitorId, account.email);
  return { ...session, account };
}

/**
 * The first step of signing in, without opening a session: the e-mail and password, through the
 * sign-in limits. The back-office's two-factor sign-in (server/two-factor/sign-in.ts) goes on
 * from here.
 */
export async function checkCredentials(
  db: Db,
  kind: AccountKind,
  input: SignInInput,
  clientIp: string,
): Promise<SignedIn["account"]> {
  let account: StoredAccount | undefined;
  const ok = await throttledCheck(db, { kind, email: input.email, ip: clientIp }, async () => {
    account = await findAccountByEmail(db, kind, input.email);
    return checkPassword(account, input.password);
  });
  if (!account || !ok) throw unauthorized(signInFailed, { email: signInFailed });
  const { passwordHash: _, ...publicAccount } = account;
  return publicAccount;
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
  options: { publicUrl: string; now?: Date; visitorId?: string },
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
  // The browser's chat visitor joins the new student's person (docs/decisions/0083).
  await linkVisitorToEmail(db, options.visitorId, account.email);
  return { ...session, account };
}
