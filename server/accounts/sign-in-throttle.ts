import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type AccountKind, rateLimits } from "../db/schema.ts";
import { tooMany } from "../domain/errors.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { signInAttemptsMail } from "../mail/templates/sign-in-attempts.ts";
import { limits } from "../security/limits.ts";
import { hit, tooManyMessage } from "../security/rate-limit.ts";
import { findAccountByEmail } from "./accounts.ts";

/**
 * The limits on guessing a password: sign-in (portal and back-office), change-password's
 * old-password check, and any later factor such as a TOTP code (docs/decisions/0080).
 *
 * - Per address, and per (e-mail, address): hard limits. Too many failures from one place are
 *   refused with too-many and a retry time.
 * - Per e-mail across addresses: no block, because anyone can fail from anywhere and a block
 *   would lock the owner out. Past `signInPerEmail.max` recent failures each attempt for that
 *   e-mail waits a little longer, never more than MAX_SIGN_IN_DELAY_MS, and the owner is told by
 *   e-mail, at most once an hour.
 *
 * Every attempt is counted before the secret is checked, so parallel guesses cannot slip past a
 * limit; an attempt that succeeds is taken back, so only failures count.
 */

/** The longest an attempt waits because its e-mail is under attack. */
export const MAX_SIGN_IN_DELAY_MS = 3_000;
const FIRST_DELAY_MS = 250;

export interface SignInAttemptKey {
  kind: AccountKind;
  email: string;
  /** The client address (Express req.ip, which follows TRUST_PROXY). */
  ip: string;
}

export interface SignInAttempt {
  /** The secret was right: this attempt stops counting and the pair's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The secret was wrong: it keeps counting, and the owner may be told. */
  failed(): Promise<void>;
}

const keysOf = ({ kind, email, ip }: SignInAttemptKey) => {
  const address = `${kind}:${ip}`.toLowerCase();
  const account = `${kind}:${email.trim()}`.toLowerCase();
  return {
    ip: `signInPerIp:${address}`,
    pair: `signInPerEmailAndIp:${account}|${ip.toLowerCase()}`,
    email: `signInPerEmail:${account}`,
    notice: `signInNotice:${account}`,
  };
};

/** How long an attempt waits after `earlier` recent attempts for its e-mail from anywhere. */
export function signInDelayMs(earlier: number): number {
  const over = earlier - limits.signInPerEmail.max;
  if (over < 0) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_DELAY_MS * 2 ** over);
}

/**
 * Counts one attempt to prove who someone is: throws too-many when the address, or this e-mail
 * from this address, has failed too often; otherwise waits as long as the e-mail's recent
 * failures ask, and returns the attempt so the caller can say how it went.
 */
export async function beginSignInAttempt(db: Db, who: SignInAttemptKey): Promise<SignInAttempt> {
  const keys = keysOf(who);
  const perIp = await hit(db, keys.ip, limits.signInPerIp);
  const perPair = await hit(db, keys.pair, limits.signInPerEmailAndIp);
  const refusedFor = Math.max(perIp.retryAfterSeconds, perPair.retryAfterSeconds);
  if (refusedFor > 0) throw tooMany(tooManyMessage(refusedFor), refusedFor);

  const perEmail = await hit(db, keys.email, limits.signInPerEmail);
  const earlier = perEmail.count - 1;
  const delay = signInDelayMs(earlier);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  return {
    succeeded: async () => {
      await db.delete(rateLimits).where(eq(rateLimits.key, keys.pair));
      await takeBack(db, keys.ip);
      await takeBack(db, keys.email);
    },
    failed: async () => {
      if (perEmail.count >= limits.signInPerEmail.max) await tellOwner(db, who, keys.notice);
    },
  };
}

/**
 * The common case in one call: counts the attempt, runs `check` (true when the secret is right)
 * and records the outcome. Throws too-many when a hard limit is reached.
 */
export async function throttledCheck(
  db: Db,
  who: SignInAttemptKey,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await beginSignInAttempt(db, who);
  const ok = await check();
  await (ok ? attempt.succeeded() : attempt.failed());
  return ok;
}

async function takeBack(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** One e-mail an hour at most, and only to an account that exists. */
async function tellOwner(db: Db, who: SignInAttemptKey, noticeKey: string): Promise<void> {
  const account = await findAccountByEmail(db, who.kind, who.email);
  if (!account) return;
  if (!(await hit(db, noticeKey, limits.signInNoticePerEmail)).allowed) return;
  await enqueueMail(
    db,
    signInAttemptsMail({
      site: await publishedSite(db),
      to: account.email,
      firstName: account.firstName,
      kind: who.kind,
    }),
  );
}
