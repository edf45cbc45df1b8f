import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const root = path.resolve(import.meta.dirname, "../..");
/** The compiled server, as `npm start` runs it (`npm run bench` builds first). */
export const serverBundle = path.join(root, "build/server/index.js");
export const benchSecret = "bench-session-secret-that-is-long-enough-1234";

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port the OS says is free right now (random picks collided with local services). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Which server to start: this checkout's compiled server by default, or another checkout's command. */
export interface Launch {
  cwd?: string;
  args?: string[];
}

/**
 * Spawns the compiled server with plain node, as `npm start` does, in production mode on
 * 127.0.0.1:`port` with errors-only logging; `env` adds to or overrides that. What it prints is
 * kept for error messages.
 */
export function spawnServer(port: number, env: Record<string, string>, launch: Launch = {}) {
  const child = spawn(process.execPath, launch.args ?? [serverBundle], {
    cwd: launch.cwd ?? root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      SESSION_SECRET: benchSecret,
      LOG_LEVEL: "error",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the compiled server (spawnServer) and waits for /healthz. */
export async function startServer(
  env: Record<string, string>,
  options: { timeoutMs?: number } & Launch = {},
): Promise<RunningServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const { child, output, exited } = spawnServer(port, env, options);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy: ${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    child,
    output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function tempDataDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `harbourline-${label}-`));
}

export const postgresServerUrl =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A new, uniquely named PostgreSQL database; returns its URL and a drop function. */
export async function createPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: postgresServerUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
