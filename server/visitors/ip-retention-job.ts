import type { Db } from "../db/client.ts";
import { type Job, type JobSettings, startJob } from "../jobs/scheduler.ts";
import { purgeOldIps } from "./visitors.ts";

const EVERY_MS = 6 * 60 * 60 * 1000;
/** The first run waits a minute, so it does not compete with start-up for the database. */
const FIRST_RUN_AFTER_MS = 60 * 1000;

/**
 * Removes visitors' IP addresses once they are 30 days old: a minute after start, then every six hours.
 */
export function startIpRetentionJob(db: Db, { takeTurn }: JobSettings = {}): Job {
  const job = { name: "visitor-ip-retention", everyMs: EVERY_MS, firstAfterMs: FIRST_RUN_AFTER_MS };
  return startJob(job, { takeTurn }, async () => {
    const count = await purgeOldIps(db);
    return count > 0 ? `privacy: removed ${count} visitor IP address(es) older than 30 days` : undefined;
  });
}
