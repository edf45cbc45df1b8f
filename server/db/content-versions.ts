import { eq, sql } from "drizzle-orm";
import { log } from "../log.ts";
import type { Db } from "./client.ts";
import { contentVersions } from "./schema.ts";

/**
 * Versions of content that server processes cache in memory (decision 0090). Domain code that
 * changes what a public page shows (intakes, seats left, …) calls `invalidatePublicPages(db,
 * reason)` after its write; this process drops its cached pages at once, the others within a
 * second when they next read the version.
 */
const publicPagesKey = "public-pages";

const localListeners = new Set<() => void>();

/** Called on invalidation in this process (the public page cache registers itself). */
export function onPublicPagesInvalidated(listener: () => void): void {
  localListeners.add(listener);
}

export async function invalidatePublicPages(db: Db, reason: string): Promise<void> {
  await db
    .insert(contentVersions)
    .values({ key: publicPagesKey, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.key,
      set: { version: sql`${contentVersions.version} + 1` },
    });
  for (const listener of localListeners) listener();
  log.info(`public pages invalidated: ${reason}`);
}

/** The public pages' current version (0 before the first invalidation). */
export async function publicPagesVersion(db: Db): Promise<number> {
  const rows = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.key, publicPagesKey));
  return rows[0]?.version ?? 0;
}
