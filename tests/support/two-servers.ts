import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { bundleFile, requireCurrentBuild } from "./bundle.ts";
import { createPostgresDatabase } from "./database.ts";
import { type ServerProcess, serverProcesses } from "./server-processes.ts";

/*
 * The set-up every two-server test shares (issue 31, item 4): a fresh PostgreSQL database (the
 * one DATABASE_URL names, or the local server CI and the resilience tests use), two server
 * processes on it with the same session secret and first administrator, optionally a pg client on
 * the database, and the administrator's token from signing in on the first. Everything is
 * stopped and the database dropped after the file.
 */

export const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The first administrator every two-server process creates. */
export const twoServersAdmin = { email: "grace@example.com", password: "two-servers-password" };
const json = { "content-type": "application/json" };

export interface TwoServersOptions {
  /** `bundle`: the compiled server; `clock`: the browser tests' server, whose clock a test moves. */
  kind?: "bundle" | "clock";
  /** More environment for both (a function: read once the hooks run, e.g. an SMTP port). */
  env?: () => Record<string, string>;
  /** Start both at once (they seed the database together), or one after the other. */
  together?: boolean;
  /** A pg client on the database, for reading rows the API does not show. */
  client?: boolean;
}

export interface TwoServers {
  a: ServerProcess;
  b: ServerProcess;
  database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  client: pg.Client;
  /** The administrator's token, signed in on `a`. */
  token: string;
  /** A JSON request with the token, from its own client address (the per-address limits). */
  call(
    server: ServerProcess,
    method: string,
    url: string,
    body?: unknown,
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
  ): Promise<{ status: number; json: any }>;
}

export async function signInAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/auth/sign-in`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(twoServersAdmin),
  });
  return (await res.json()).token;
}

/** Registers the file's hooks; the fields are there once `beforeAll` has run. */
export function twoServers(options: TwoServersOptions = {}): TwoServers {
  const servers = serverProcesses();
  const args = options.kind === "clock" ? ["--import", "tsx", "tests/support/e2e-server.ts"] : [bundleFile];
  const jobs: Record<string, string> = options.kind === "clock" ? { TEST_JOBS_EVERY_MS: "25" } : {};
  let ip = 0;
  const two = {
    token: "",
    async call(server: ServerProcess, method: string, url: string, body?: unknown) {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { ...json, token: two.token, "x-forwarded-for": `198.51.100.${(++ip % 250) + 1}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
  } as TwoServers;

  beforeAll(async () => {
    requireCurrentBuild();
    two.database = await createPostgresDatabase(serverUrl);
    const env = { ...jobs, ...options.env?.(), DATABASE_URL: two.database.url };
    if (options.together)
      [two.a, two.b] = await Promise.all([servers.start(args, env), servers.start(args, env)]);
    else {
      two.a = await servers.start(args, env);
      two.b = await servers.start(args, env);
    }
    if (options.client) {
      two.client = new pg.Client({ connectionString: two.database.url });
      await two.client.connect();
    }
    two.token = await signInAdmin(two.a.url);
  }, 120_000);

  afterAll(async () => {
    servers.stopAll();
    await two.client?.end();
    await two.database?.drop();
  });

  return two;
}
