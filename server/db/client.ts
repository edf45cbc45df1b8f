import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { appRoot, migrationsFolder } from "../paths.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type every domain function takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** A real round trip; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /** Applies the committed drizzle-kit migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` with every NOTIFY on `channel` (issue 35's live events), from any server
   * process on this database; resolves once listening, to the function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: its whole data directory as a tarball (see openPglite's loadDataDir). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

/** Hide the password of a postgres:// URL before it reaches a log line. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers makes PGlite grow its WebAssembly memory past the
 * 128 MB it starts with; 32 MB fits inside it and is plenty for one small site's working set
 * (the operating system caches the files as well). docs/performance.md has the measurements.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/**
 * A new data directory is created in a short-lived child process: initdb's WebAssembly memory
 * (about 500 MB) would otherwise stay in the server until V8's next full garbage collection,
 * which an idle server may not run for hours. The child gives it back to the system when it exits.
 */
async function createPgliteDirectory(dir: string): Promise<void> {
  const script = `import { PGlite } from "@electric-sql/pglite";
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir], {
    cwd: appRoot, // where node_modules/@electric-sql/pglite is found
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dir}: ${errors.trim()}`);
}

/**
 * Embedded PGlite: its files in DATA_DIR/pglite, or in memory when dataDir is undefined (tests).
 * `loadDataDir` (in memory only) starts from a dumped data directory instead of running initdb:
 * the tests start each file from one migrated snapshot (tests/support/database.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const dir = dataDir ? path.join(dataDir, "pglite") : undefined;
  if (dir && !existsSync(path.join(dir, "PG_VERSION"))) await createPgliteDirectory(dir);
  // In memory (tests) PGlite keeps its default start parameters, as it always has here.
  const client = dir
    ? new PGlite(dir, { startParams: pgliteStartParams })
    : new PGlite({ loadDataDir: options.loadDataDir });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its server (PostgreSQL restarted) must not crash the process;
  // the next query gets a fresh connection.
  pool.on("error", () => {});
  // A client checked out for a query or transaction when the server goes away emits 'error' too;
  // without a listener that would end the process. The query itself fails, and the adapters answer "unavailable".
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${reason}`, {
      cause: error,
    });
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = postgresListener(url);
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: () => migratePostgres(url),
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/** Arbitrary constant: the advisory lock that keeps two servers from migrating at once. */
const MIGRATION_LOCK = 724_311;

async function migratePostgres(url: string): Promise<void> {
  // A session-level advisory lock needs one dedicated connection for the whole migration.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * LISTEN on one dedicated connection (a pooled one may be handed to someone else): opened at the
 * first listen, reopened a second after it is lost (a PostgreSQL restart), its channels listened
 * to again. Notifications sent while it is down are missed; the pages that use them reload their
 * data when the stream reconnects.
 */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on("error", () => {});
      c.on("end", () => {
        if (client === c) client = undefined;
        if (!closed && handlers.size > 0) {
          clearTimeout(retry);
          retry = setTimeout(() => void connect().catch(() => {}), 1_000);
          retry.unref();
        }
      });
      c.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${quote(channel)}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      const c = client ?? (await connect());
      if (first) await c.query(`listen ${quote(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`unlisten ${quote(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
