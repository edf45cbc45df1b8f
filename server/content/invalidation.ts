import { eq, sql } from "drizzle-orm";
import { invalidatePublicPages } from "../db/content-versions.ts";
import type { Db } from "../db/client.ts";
import { contentVersions } from "../db/schema.ts";

/**
 * The published content's version (issue 32), a row of content_versions (migration 0006, decision
 * 0090: the version counters of what server processes cache in memory). A publish, unpublish or
 * import bumps it and the public pages' row; every process's read model (./published.ts) compares
 * it on its next request and reloads, and every page cache drops its pages.
 */
export const publishedContentKey = "published-content";

const localListeners = new Set<() => void>();

/** Called when this process changes the published content (the read model drops its copy). */
export function onPublishedContentChanged(listener: () => void): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

export async function invalidatePublishedContent(db: Db, reason: string): Promise<void> {
  await db
    .insert(contentVersions)
    .values({ key: publishedContentKey, version: 1 })
    .onConflictDoUpdate({
      target: contentVersions.key,
      set: { version: sql`${contentVersions.version} + 1` },
    });
  for (const listener of localListeners) listener();
  await invalidatePublicPages(db, reason);
}

/** The published content's current version (0 before the first publish). */
export async function publishedContentVersion(db: Db): Promise<number> {
  const rows = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.key, publishedContentKey));
  return rows[0]?.version ?? 0;
}
