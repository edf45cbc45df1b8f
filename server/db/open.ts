import type { Config } from "../config.ts";
import { seedContent } from "../content/seed.ts";
import { type Database, openPglite, openPostgres } from "./client.ts";
import { type DataDirLock, lockDataDir } from "./lock.ts";

/**
 * Opens the configured database (PGlite in DATA_DIR, or PostgreSQL), applies the migrations and,
 * once per database, seeds the content store from content/ (issue 32; server/content/seed.ts).
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await database.migrate();
    await seedContent(database.db);
    return database;
  }
  const lock: DataDirLock = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(config.dataDir);
    await database.migrate();
    await seedContent(database.db);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
