import { hostname } from "node:os";
import { and, eq, gt, lte, or } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import { admins, adminSetupTokens } from "../db/schema.ts";
import { conflict, unauthorized } from "../domain/errors.ts";
import { log } from "../log.ts";
import { insertAdministrator, lockAdministrators, parseAdministrator } from "./administrators.ts";
import { hashPassword } from "./password.ts";
import { ensureFirstAdmin } from "./seed-admin.ts";
import { createSession } from "./sessions.ts";
import type { SignedIn } from "./sign-in.ts";
import { expiresAfter, hashLinkToken, newLinkToken } from "../security/tokens.ts";

/**
 * First run: while no administrator exists, each server start prints a one-time link to
 * /admin/setup, where the first administrator is created (docs/decisions/0072).
 */

export const SETUP_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const setupLinkInvalid = "This setup link is no longer valid";
export const adminAlreadyExists = "An administrator already exists";

export type SetupLinkState = "valid" | "invalid" | "admin-exists";

/** SHA-256 is enough: the token has 256 random bits, so there is nothing to brute-force. */
export const hashSetupToken = hashLinkToken;

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: admins.id }).from(admins).limit(1);
  return rows.length > 0;
}

/**
 * A fresh setup token when no administrator exists (else undefined, and every setup token goes).
 * It voids the older tokens of the same issuer and the expired ones of any; the live tokens of
 * other servers on the same PostgreSQL stay valid.
 */
export async function issueSetupToken(
  db: Db,
  issuedBy: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (await adminExists(tx)) {
      await tx.delete(adminSetupTokens);
      return undefined;
    }
    await tx
      .delete(adminSetupTokens)
      .where(or(eq(adminSetupTokens.issuedBy, issuedBy), lte(adminSetupTokens.expiresAt, now)));
    const { token, hash } = newLinkToken();
    await tx.insert(adminSetupTokens).values({
      tokenHash: hash,
      issuedBy,
      expiresAt: expiresAfter(now, SETUP_TOKEN_LIFETIME_MS),
      createdAt: now,
    });
    return token;
  });
}

/** Whether a setup link can still create the first administrator. */
export async function setupLinkState(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<SetupLinkState> {
  if (await adminExists(db)) return "admin-exists";
  if (!token) return "invalid";
  const rows = await db
    .select({ id: adminSetupTokens.id })
    .from(adminSetupTokens)
    .where(and(eq(adminSetupTokens.tokenHash, hashSetupToken(token)), gt(adminSetupTokens.expiresAt, now)))
    .limit(1);
  return rows.length > 0 ? "valid" : "invalid";
}

async function assertSetupLink(db: Db, token: string, now: Date): Promise<void> {
  const state = await setupLinkState(db, token, now);
  if (state === "admin-exists") throw conflict(adminAlreadyExists);
  if (state === "invalid") throw unauthorized(setupLinkInvalid);
}

/**
 * /admin/setup: creates the first administrator with a valid setup token and signs them in. The
 * link is checked before the fields, so a stale link says so instead of asking for a better
 * password; it is checked again under the administrators' lock, and creating the account voids
 * every setup token, so a link works once and two links used at once make one administrator.
 */
export async function setUpFirstAdmin(
  db: Db,
  secret: string,
  input: Record<string, unknown>,
  now: Date = new Date(),
): Promise<SignedIn> {
  const token = typeof input.token === "string" ? input.token : "";
  await assertSetupLink(db, token, now);
  const { firstName, lastName, email, password } = parseAdministrator(input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await lockAdministrators(tx);
    await assertSetupLink(tx, token, now);
    const account = await insertAdministrator(tx, { firstName, lastName, email, passwordHash });
    const session = await createSession(tx, secret, "admin", account);
    return { ...session, account };
  });
}

export function setupUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/setup?token=${token}`;
}

/**
 * Who printed a token. The embedded database has one server per DATA_DIR, so a restart voids all
 * of its older links; servers sharing PostgreSQL are told apart by host and port.
 */
function issuerOf(database: Database, config: Config): string {
  return database.kind === "pglite" ? `embedded:${config.dataDir}` : `${hostname()}:${config.port}`;
}

/**
 * Start-up: creates the administrator of ADMIN_EMAIL/ADMIN_PASSWORD when set, then, if still no
 * administrator exists, logs the one-time setup link. The link is a secret printed on purpose: the
 * server's log is where the person who started it looks, and it dies with its first use.
 */
export async function prepareFirstRun(database: Database, config: Config): Promise<void> {
  if (config.admin && (await ensureFirstAdmin(database.db, config.admin))) {
    log.info(`Created the first administrator ${config.admin.email}`);
  }
  const token = await issueSetupToken(database.db, issuerOf(database, config));
  if (token) {
    log.info(
      `No administrator exists yet. Create the first one at ${setupUrl(config.publicUrl, token)} (single use, valid for 24 hours; a restart prints a new link)`,
    );
  }
}
