import { and, eq, ne } from "drizzle-orm";
import type { ChangePasswordInput, ProfileInput } from "#forms/auth.ts";
import type { Db } from "../db/client.ts";
import { type AccountKind, sessions } from "../db/schema.ts";
import { invalid, notFound } from "../domain/errors.ts";
import { accountTable, findAccountByEmail, findAccountById } from "./accounts.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { Account } from "./sessions.ts";
import { throttledCheck } from "./sign-in-throttle.ts";

export const profileSavedMessage = "Your profile has been updated";
export const passwordSavedMessage = "Your password has been changed";
export const oldPasswordWrong = "Old password is incorrect";

export async function getProfile(db: Db, kind: AccountKind, id: string): Promise<Account> {
  const account = await findAccountById(db, kind, id);
  if (!account) throw notFound("Account not found");
  return account;
}

/** Changes the first and last name; the e-mail is the sign-in identity and stays as it is. */
export async function updateProfile(
  db: Db,
  kind: AccountKind,
  id: string,
  input: ProfileInput,
): Promise<{ message: string; account: Account }> {
  const table = accountTable(kind);
  const [account] = await db
    .update(table)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id, firstName: table.firstName, lastName: table.lastName, email: table.email });
  if (!account) throw notFound("Account not found");
  return { message: profileSavedMessage, account };
}

/**
 * Changes the password after checking the old one. The check goes through the sign-in limits
 * (a stolen session must not become a way to guess the password). The session making the change
 * stays signed in; every other session of the account ends, as a stolen session should not
 * survive it.
 */
export async function changePassword(
  db: Db,
  kind: AccountKind,
  session: { userId: string; sessionId: string },
  input: ChangePasswordInput,
  clientIp: string,
): Promise<{ message: string }> {
  const current = await findAccountById(db, kind, session.userId);
  const stored = current && (await findAccountByEmail(db, kind, current.email));
  if (!stored) throw invalid({ oldPassword: oldPasswordWrong });
  const ok = await throttledCheck(db, { kind, email: stored.email, ip: clientIp }, () =>
    verifyPassword(stored.passwordHash, input.oldPassword),
  );
  if (!ok) throw invalid({ oldPassword: oldPasswordWrong });
  const passwordHash = await hashPassword(input.newPassword);
  const table = accountTable(kind);
  await db.transaction(async (tx) => {
    await tx.update(table).set({ passwordHash, updatedAt: new Date() }).where(eq(table.id, stored.id));
    await tx
      .delete(sessions)
      .where(
        and(eq(sessions.kind, kind), eq(sessions.userId, stored.id), ne(sessions.id, session.sessionId)),
      );
  });
  return { message: passwordSavedMessage };
}
