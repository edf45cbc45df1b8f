import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/** Below this many rows an exact count(*) is cheap; above it the planner's estimate is used. */
export const EXACT_COUNT_BELOW = 100_000;

/**
 * Row count of a whole table that stays fast at millions of rows: the planner's estimate
 * (pg_class.reltuples, kept fresh by ANALYZE/autovacuum) once a table is large, an exact count
 * while it is small or never analysed. Filtered lists must count exactly (see countCapped).
 */
export async function tableCount(db: Db, table: string, exact: () => Promise<number>): Promise<number> {
  const result = await db.execute(
    sql`select reltuples::bigint as estimate from pg_class where oid = to_regclass(${table})`,
  );
  const estimate = Number(
    (result as unknown as { rows: { estimate: string | number }[] }).rows[0]?.estimate ?? -1,
  );
  if (estimate < EXACT_COUNT_BELOW) return exact();
  return estimate;
}
