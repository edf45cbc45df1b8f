import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type AccountKind, admins, sessions, students } from "../db/schema.ts";
import { signToken, type TokenPayload, verifyToken } from "./tokens.ts";

/** Unticked 'Remember me': a browser-session cookie and 12 hours on the server. Ticked: 30 days. */
export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;

export interface Account {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  /** Whether the cookie should outlive the browser session. */
  persistent: boolean;
}

const tableOf = (kind: AccountKind) => (kind === "admin" ? admins : students);

export async function createSession(
  db: Db,
  secret: string,
  kind: AccountKind,
  account: Pick<Account, "id" | "firstName" | "lastName">,
  options: { remember?: boolean; now?: Date } = {},
): Promise<IssuedSession> {
  const now = options.now ?? new Date();
  const lifetimeMs = options.remember ? REMEMBERED_SESSION_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  const [row] = await db
    .insert(sessions)
    .values({ kind, userId: account.id, expiresAt })
    .returning({ id: sessions.id });
  const token = signToken(secret, {
    sid: row!.id,
    kind,
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  return { token, expiresAt, persistent: Boolean(options.remember) };
}

/** Re-signs a live session with new names (after a profile edit), keeping its id and expiry. */
export function reissueToken(
  secret: string,
  payload: TokenPayload,
  names: { firstName: string; lastName: string },
): string {
  return signToken(secret, { ...payload, ...names });
}

export interface ResolvedSession {
  payload: TokenPayload;
  account: Account;
}

/**
 * The signed-in account behind a token: the signature must be ours, the token unexpired, and its
 * session row still present (log-out and password resets delete rows), for the expected kind.
 */
export async function resolveSession(
  db: Db,
  secret: string,
  token: string | undefined,
  kind: AccountKind,
  now: Date = new Date(),
): Promise<ResolvedSession | undefined> {
  if (!token) return undefined;
  const payload = verifyToken(secret, token, now);
  if (!payload || payload.kind !== kind) return undefined;
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id, firstName: table.firstName, lastName: table.lastName, email: table.email })
    .from(sessions)
    .innerJoin(table, eq(table.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, payload.sid),
        eq(sessions.kind, kind),
        eq(sessions.userId, payload.id),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  const account = rows[0];
  return account ? { payload, account } : undefined;
}

/**
 * The kind a validly signed token claims, without touching the database: it tells "not signed
 * in" from "signed in as the other kind of account".
 */
export function tokenKind(secret: string, token: string | undefined): AccountKind | undefined {
  return token ? verifyToken(secret, token)?.kind : undefined;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function endAllSessions(db: Db, kind: AccountKind, userId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.userId, userId)));
}

/** Whether a re-signed token should keep a persistent cookie: its session outlives a plain one. */
export function isRememberedSession(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() - now.getTime() > SESSION_HOURS * 3_600_000;
}
