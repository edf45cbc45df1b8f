import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type DomainError, isDomainError, tooMany } from "../domain/errors.ts";
import { type Limit, type LimitName, limits } from "./limits.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `key` in a fixed window, atomically in the database (one upsert), and says
 * whether it is within the limit.
 *
 * The upsert commits without waiting for its WAL to reach the disk (`synchronous_commit` off for
 * this statement's transaction only): every public form post makes this write before its own
 * transaction, and waiting for two disk flushes per post instead of one cost form posts a large
 * part of their throughput (docs/performance.md, issue 31 item 6). A crash of PostgreSQL can lose
 * at most the last fraction of a second of counts, which only lets a client a few hits more; the
 * post's own records still commit synchronously.
 */
export async function hit(db: Db, key: string, limit: Limit): Promise<RateLimitResult> {
  const result = await db.execute<{ count: number; seconds_left: number }>(sql`
    insert into rate_limits (key, count, window_ends_at)
    select ${key}, 1, now() + make_interval(secs => ${limit.windowSeconds})
    from (select set_config('synchronous_commit', 'off', true)) as without_waiting_for_the_disk
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= now()
        then now() + make_interval(secs => ${limit.windowSeconds}) else rate_limits.window_ends_at end
    returning count, ceil(extract(epoch from (window_ends_at - now())))::int as seconds_left`);
  const row = (result as unknown as { rows: { count: number; seconds_left: number }[] }).rows[0]!;
  const count = Number(row.count);
  const allowed = count <= limit.max;
  return { allowed, count, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.seconds_left)) };
}

/** The message every throttled reply carries. */
export function tooManyMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${retryAfterSeconds} s.`;
}

/**
 * Hits every named limit for its key and throws `too-many` (with the longest wait of the limits
 * exceeded) when any is. Usage: `await enforce(db, ["signInPerIp", ip], ["signInPerEmail", email])`.
 */
export async function enforce(db: Db, ...checks: [LimitName, string][]): Promise<void> {
  let worst = 0;
  for (const [name, key] of checks) {
    const result = await hit(db, `${name}:${key.toLowerCase()}`, limits[name]);
    if (!result.allowed) worst = Math.max(worst, result.retryAfterSeconds);
  }
  if (worst > 0) throw tooMany(tooManyMessage(worst), worst);
}

/** True for the error `enforce` throws when a limit is reached. */
export function isTooMany(error: unknown): error is DomainError & { retryAfterSeconds: number } {
  return isDomainError(error) && error.kind === "too-many" && error.retryAfterSeconds !== undefined;
}
