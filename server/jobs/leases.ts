import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobLeases } from "../db/schema.ts";
import type { TakeTurn } from "./scheduler.ts";

/** This process, as the holder of a job's turn. */
const thisProcess = randomUUID();

/**
 * Run-once-across-processes on PostgreSQL (docs/decisions/0104): a job's turn is a row of
 * job_leases held until one period from now. A process takes the turn when it is free (held
 * by nobody, expired, or its own), in one statement, so of two servers ticking together one gets it
 * and the other skips the run. The turn is not given back after the run: the job runs once a
 * period across all servers, and when a server stops, another takes over once its turn expires.
 * The jobs' own row claims (sent_at, claimed offers) still make a run that overlaps another
 * harmless; the lease only spares the repeated work.
 */
export function leasesIn(db: Db, holder: string = thisProcess): TakeTurn {
  return async (job, forMs) => {
    const until = sql`now() + make_interval(secs => ${forMs / 1000})`;
    const taken = await db
      .insert(jobLeases)
      .values({ name: job, holder, heldUntil: until })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder, heldUntil: until },
        setWhere: sql`${jobLeases.heldUntil} <= now() or ${jobLeases.holder} = ${holder}`,
      })
      .returning({ name: jobLeases.name });
    return taken.length > 0;
  };
}
