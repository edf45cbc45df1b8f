import type { Db } from "../db/client.ts";
import type { AccountKind } from "../db/schema.ts";
import { conflict, unauthorized } from "../domain/errors.ts";
import { enforce } from "../security/rate-limit.ts";
import { hashPassword } from "./password.ts";
import { checkPassword, findAccountByEmail, type StoredAccount } from "./accounts.ts";
import { throttledCheck } from "./sign-in-throttle.ts";
import { createSession, type IssuedSession } from "./sessions.ts";
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
): Promise<SignedIn> {
  const account = await checkCredentials(db, kind, input, clientIp);
  const session = await createSession(db, secret, kind, account, { remember: input.remember });
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

/** Creates a student account and signs it in. */
export async function signUp(
  db: Db,
  secret: string,
  input: SignUpInput,
  clientIp: string,
): Promise<SignedIn> {
  await enforce(db, ["signUpPerIp", clientIp]);
  if (await findAccountByEmail(db, "student", input.email)) throw conflict(emailTaken, { email: emailTaken });
  const table = accountTable("student");
  const [account] = await db
    .insert(table)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing()
    .returning({ id: table.id, firstName: table.firstName, lastName: table.lastName, email: table.email });
  // Two sign-ups racing for one e-mail: the unique index lets one through.
  if (!account) throw conflict(emailTaken, { email: emailTaken });
  const session = await createSession(db, secret, "student", account, { remember: input.remember });
  return { ...session, account };
}
