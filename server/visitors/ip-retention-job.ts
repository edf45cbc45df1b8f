import type { Db } from "../db/client.ts";
import { repeatAfterDelay } from "../jobs/repeat.ts";
import { log } from "../log.ts";
import { purgeOldIps } from "./visitors.ts";

const EVERY_MS = 6 * 60 * 60 * 1000;
/** The first run waits a minute, so it does not compete with start-up for the database. */
const FIRST_RUN_AFTER_MS = 60 * 1000;

/**
 * Removes visitors' IP addresses once they are 30 days old: a minute after start, then every six hours.
 * The timer does not keep the process alive; the returned function stops it.
 */
export function startIpRetentionJob(db: Db, everyMs = EVERY_MS): () => void {
  const run = () =>
    purgeOldIps(db)
      .then((count) => {
        if (count > 0) log.info(`privacy: removed ${count} visitor IP address(es) older than 30 days`);
      })
      .catch((error) => log.error("privacy: removing old visitor IP addresses failed", error));
  return repeatAfterDelay(run, FIRST_RUN_AFTER_MS, everyMs);
}
