import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type AccountKind, admins, students } from "../db/schema.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { Account } from "./sessions.ts";

/** Both kinds of account live in tables of the same shape. */
export const accountTable = (kind: AccountKind) => (kind === "admin" ? admins : students);

export interface StoredAccount extends Account {
  passwordHash: string;
}

/** E-mails are stored lower-cased; lookups compare lower-cased too, for rows written by others. */
export async function findAccountByEmail(
  db: Db,
  kind: AccountKind,
  email: string,
): Promise<StoredAccount | undefined> {
  const table = accountTable(kind);
  const [row] = await db
    .select({
      id: table.id,
      firstName: table.firstName,
      lastName: table.lastName,
      email: table.email,
      passwordHash: table.passwordHash,
    })
    .from(table)
    .where(eq(sql`lower(${table.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findAccountById(db: Db, kind: AccountKind, id: string): Promise<Account | undefined> {
  const table = accountTable(kind);
  const [row] = await db
    .select({ id: table.id, firstName: table.firstName, lastName: table.lastName, email: table.email })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against an account, or against a throw-away hash when there is no account,
 * so that "no such e-mail" and "wrong password" take the same time and cannot be told apart.
 */
export async function checkPassword(account: StoredAccount | undefined, password: string): Promise<boolean> {
  if (!account) {
    dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
    await verifyPassword(await dummyHash, password);
    return false;
  }
  return verifyPassword(account.passwordHash, password);
}
