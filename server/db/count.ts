import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/** Below this many rows an exact count(*) is cheap; above it the planner's estimate is used. */
export const EXACT_COUNT_BELOW = 100_000;

/**
 * A large table's estimate is kept for a few seconds per database: it only moves when ANALYZE
 * runs, and reading it is a round trip that page one of a large list would otherwise pay on every
 * request. Small tables are counted exactly every time.
 */
const ESTIMATE_KEPT_MS = 5_000;
const estimates = new WeakMap<Db, Map<string, { estimate: number; at: number }>>();

/**
 * Row count of a whole table that stays fast at millions of rows: the planner's estimate
 * (pg_class.reltuples, kept fresh by ANALYZE/autovacuum) once a table is large, an exact count
 * while it is small or never analysed. Filtered lists must count exactly (see countCapped).
 */
export async function tableCount(db: Db, table: string, exact: () => Promise<number>): Promise<number> {
  const known = estimates.get(db)?.get(table);
  if (known && Date.now() - known.at < ESTIMATE_KEPT_MS) return known.estimate;
  const result = await db.execute(
    sql`select reltuples::bigint as estimate from pg_class where oid = to_regclass(${table})`,
  );
  const estimate = Number(
    (result as unknown as { rows: { estimate: string | number }[] }).rows[0]?.estimate ?? -1,
  );
  if (estimate < EXACT_COUNT_BELOW) return exact();
  let tables = estimates.get(db);
  if (!tables) {
    tables = new Map();
    estimates.set(db, tables);
  }
  tables.set(table, { estimate, at: Date.now() });
  return estimate;
}
