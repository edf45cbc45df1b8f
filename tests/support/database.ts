import { randomBytes } from "node:crypto";
import pg from "pg";
import { seedContent } from "#server/content/seed.ts";
import { type Database, openPglite, openPostgres } from "#server/db/client.ts";

/** A new, uniquely named, empty database on the PostgreSQL server at `serverUrl`. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database, its content seeded from content/ as on a first start, for one test file: PGlite in memory by default, or, when
 * DATABASE_URL is set (CI's second pass), a new uniquely named database on that PostgreSQL
 * server, dropped again by close().
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(undefined);
    await database.migrate();
    await seedContent(database.db);
    return database;
  }
  const created = await createPostgresDatabase(serverUrl);
  const database = await openPostgres(created.url, { max: 4 });
  await database.migrate();
  await seedContent(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
