import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Db } from "../db/client.ts";
import { siteEntrances } from "../db/schema.ts";
import { touchOfRequest } from "../leads/source.ts";
import { log } from "../log.ts";

/*
 * The funnel's "visitors" (issue 35): visits that entered the public site from elsewhere, counted
 * on the page request (so without JavaScript too, and for visitors who never open the chat), per
 * business day and entry source: the campaign source, else the referring site, else "direct" (no
 * referrer: typed, bookmarked, an app). A page reached from another page of this site is the same
 * visit and is not counted. No cookie and nothing about the person is kept: a count per day.
 *
 * Counting must not cost the cached public pages a database write each: the counts gather in this
 * process and are added to site_entrances at most once a second (one upsert per day and source).
 * A process that dies loses at most that second's counts; a report can live with that.
 */

/** The entry source of a page request, or undefined when the request is not an entrance. */
export function entranceSource(
  url: URL,
  referer: string | undefined,
  ownHost: string | undefined,
): string | undefined {
  const touch = touchOfRequest(url, referer, ownHost);
  if (touch) return touch.utmSource ?? touch.referrerHost ?? "direct";
  // No referrer: typed, bookmarked, from an app. One from this site's own page: the same visit.
  return referer ? undefined : "direct";
}

export interface EntranceCounter {
  count(source: string, now?: Date): void;
  /** Adds what was counted to the database now (tests, shutdown). */
  flush(): Promise<void>;
}

const FLUSH_AFTER_MS = 1_000;

export function createEntranceCounter(db: Db, zone: string): EntranceCounter {
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, number>) {
    for (const [key, visits] of batch) {
      const [day, source] = key.split("\t") as [string, string];
      await db
        .insert(siteEntrances)
        .values({ day, source, visits })
        .onConflictDoUpdate({
          target: [siteEntrances.day, siteEntrances.source],
          set: { visits: sql`${siteEntrances.visits} + excluded.visits` },
        });
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = new Map();
    if (batch.size === 0) return flushing;
    flushing = flushing
      .then(() => write(batch))
      .catch((error) => log.error("site entrances: count not saved", error));
    return flushing;
  }

  return {
    count(source, now = new Date()) {
      const day = DateTime.fromJSDate(now).setZone(zone).toISODate()!;
      const key = `${day}\t${source.slice(0, 200)}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_AFTER_MS);
        timer.unref();
      }
    },
    flush,
  };
}
