import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { seedContent } from "#server/content/seed.ts";
import { type Database, openPglite, openPostgres } from "#server/db/client.ts";
import { appRoot, migrationsFolder } from "#server/paths.ts";

/*
 * Test databases start migrated without migrating: each is a copy of one migrated database, made
 * once per set of migrations and kept (its name or file carries a hash of drizzle/ and the driver
 * versions, so a new migration makes a new one and two runs of the same tree share it safely).
 * - PostgreSQL: `CREATE DATABASE … TEMPLATE test_template_<hash>`, a file copy on the server.
 * - PGlite: a dumped data directory in the system's temporary folder, loaded into memory.
 * The tests of migrating itself (startup, admin:create, two servers) use createPostgresDatabase's
 * empty database or a new DATA_DIR, and migrate as production does.
 */

/**
 * The content/ a test database is seeded from: content/ itself, or the changed copy of Vitest's
 * content-change project (tests/support/changed-content.ts), whose `#content/*` imports resolve there.
 */
const contentDirOf = () => process.env.TEST_CONTENT_DIR ?? path.join(appRoot, "content");

/** Hash of what decides a template's contents: the migrations, the seed content and the driver versions. */
function migrationsHash(contentDir = contentDirOf()): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  // The template also holds the content seeded from content/ (issue 32), as a first start would;
  // Vitest's content-change project seeds from a changed copy (tests/support/changed-content.ts).
  walk(contentDir);
  for (const pkg of ["drizzle-orm", "@electric-sql/pglite"])
    hash.update(
      JSON.parse(readFileSync(path.join(appRoot, "node_modules", pkg, "package.json"), "utf8")).version,
    );
  return hash.digest("hex").slice(0, 16);
}

const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Arbitrary constant: the advisory lock under which one process builds the template. Advisory
 * locks belong to one database, so runs connected through another database may build it at the
 * same time: the second to finish finds the name taken and drops its own copy.
 */
const TEMPLATE_LOCK = 724_312;
const templates = new Map<string, Promise<string>>();

/** The migrated template database on the server at `serverUrl`, built by the first caller. */
function migratedTemplate(serverUrl: string): Promise<string> {
  const key = new URL(serverUrl).host;
  let template = templates.get(key);
  if (!template) {
    template = onServer(serverUrl, async (admin) => {
      const name = `test_template_${migrationsHash()}`;
      await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
      try {
        const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
        if (found.rowCount) return name;
        // Built under another name and renamed when complete, so a crash leaves no half template.
        const building = uniqueName("test_building");
        await admin.query(`create database "${building}"`);
        const database = await openPostgres(databaseUrl(serverUrl, building), { max: 1 });
        try {
          await database.migrate();
          await seedContent(database.db);
        } finally {
          await database.close();
        }
        try {
          await admin.query(`alter database "${building}" rename to "${name}"`);
        } catch (error) {
          await admin.query(`drop database if exists "${building}" with (force)`);
          if (!/already exists/.test(String(error))) throw error;
        }
        return name;
      } finally {
        await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
      }
    });
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

/**
 * A new, uniquely named database on the PostgreSQL server at `serverUrl`: empty, or a copy of
 * `template`.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName("test");
  await onServer(serverUrl, async (admin) => {
    const from = options.template ? ` template "${options.template}"` : "";
    // Copying a template fails while anyone is connected to it; nobody stays, so retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database "${name}"${from}`);
        return;
      } catch (error) {
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

const pgliteSnapshots = new Map<string, Promise<Blob>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The migrated PGlite data directory, from the temporary folder or made (and saved) now. One
 * process makes it while the others wait (a lock folder beside the file): on a fresh machine every
 * worker's first file would otherwise run initdb, the migrations and the seed at the same time.
 */
function migratedPgliteSnapshot(contentDir = contentDirOf()): Promise<Blob> {
  let snapshot = pgliteSnapshots.get(contentDir);
  if (snapshot) return snapshot;
  snapshot = (async () => {
    const file = path.join(tmpdir(), `harbourline-test-pglite-${migrationsHash(contentDir)}.tar`);
    const lock = `${file}.lock`;
    for (;;) {
      if (existsSync(file)) {
        try {
          return new Blob([readFileSync(file)]);
        } catch {
          // Removed meanwhile (a cleaned temporary folder): made again below.
        }
      }
      try {
        mkdirSync(lock);
        break;
      } catch {
        // Another process is making it; a lock older than five minutes was left by a crash.
        try {
          if (Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
        } catch {}
        await sleep(250);
      }
    }
    try {
      const database = await openPglite(undefined);
      try {
        await database.migrate();
        await seedContent(database.db);
        const dump = await database.dumpDataDir!();
        // Written under another name and renamed, so a reader never sees half a file.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
        return dump;
      } finally {
        await database.close();
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  })();
  pgliteSnapshots.set(contentDir, snapshot);
  snapshot.catch(() => pgliteSnapshots.delete(contentDir));
  return snapshot;
}

/**
 * Vitest's global set-up (vitest.config.ts): makes the PGlite snapshot, or the PostgreSQL
 * template when DATABASE_URL is set, once before any test file starts, instead of inside the
 * first files' hooks. `contentDir` is the project's content (its TEST_CONTENT_DIR).
 */
export async function prepareTestDatabases(contentDir?: string): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await migratedTemplate(serverUrl);
  else await migratedPgliteSnapshot(contentDir ?? contentDirOf());
}

/**
 * A fresh, migrated database, its content seeded from content/ as on a first start, for one test file: PGlite in memory by default, or, when
 * DATABASE_URL is set (CI's second pass), a new uniquely named database on that PostgreSQL
 * server, dropped again by close(). Either starts as a copy of the migrated template above.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPglite(undefined, { loadDataDir: await migratedPgliteSnapshot() });
  const created = await createPostgresDatabase(serverUrl, { template: await migratedTemplate(serverUrl) });
  const database = await openPostgres(created.url, { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
