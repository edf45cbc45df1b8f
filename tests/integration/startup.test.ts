import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bundleFile, requireCurrentBuild } from "../support/bundle.ts";
import { createPostgresDatabase, createTestDatabase } from "../support/database.ts";
import { freePort } from "../support/smtp.ts";

const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];

/** The compiled server as `npm start` runs it: plain node on build/server/index.js. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [bundleFile], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const check = () => (output.includes("listening on") ? resolve() : undefined);
    child.stdout!.on("data", check);
    exited.then(() => reject(new Error(`server exited: ${output}`)));
  });
  listening.catch(() => {}); // only the tests that wait for it care

  return { child, exited, listening, output: () => output };
}

beforeAll(requireCurrentBuild);

let started: Promise<string> | undefined;
/**
 * A fresh embedded data directory after one clean start and stop: PGlite's files made, every
 * migration applied, the content seeded, no administrator. That first start is checked here; the
 * tests below start servers on copies of it, since a start on an empty directory costs several
 * seconds of CPU and what they test (locks, shutdown, test doors, the first administrator) is
 * the same on any directory without an administrator.
 */
function startedDataDir(): Promise<string> {
  started ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "start-"));
    const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await server.listening;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Stopped cleanly");
    return dataDir;
  })();
  return started;
}

/** A data directory of its own, copied from the started one. */
async function copyOfStartedDataDir(): Promise<string> {
  const copy = mkdtempSync(path.join(tmpdir(), "start-"));
  cpSync(await startedDataDir(), copy, { recursive: true });
  return copy;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("server start-up and shutdown", { timeout: 90_000 }, () => {
  it("refuses a second server on the same embedded data directory, and says why", async () => {
    const dataDir = await copyOfStartedDataDir();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await first.listening;
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another server \(pid \d+\) is already using the embedded database/);
    expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace

    // SIGTERM: it finishes, closes the database, releases the lock and exits 0.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("Stopped cleanly");
    const third = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await third.listening;
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  });

  it("has no test doors: the production build answers 404 on the former test paths, even with NODE_ENV=test", async () => {
    // On CI's PostgreSQL pass the server runs on a fresh PostgreSQL database, else on PGlite.
    const postgres = process.env.DATABASE_URL
      ? await createPostgresDatabase(process.env.DATABASE_URL)
      : undefined;
    try {
      const port = await freePort();
      const server = startServer({
        DATA_DIR: postgres ? mkdtempSync(path.join(tmpdir(), "start-")) : await copyOfStartedDataDir(),
        PORT: String(port),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      });
      await server.listening;
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: "ok", database: postgres ? "postgres" : "pglite" });
      const base = `http://127.0.0.1:${port}/api/test-support`;
      const json = { "content-type": "application/json" };
      const answers = await Promise.all([
        fetch(`${base}/seed`, { method: "POST", headers: json, body: '{"rows":25}' }),
        fetch(`${base}/counts`),
        fetch(`${base}/admin-session`, {
          method: "POST",
          headers: json,
          body: '{"email":"a@b.c","password":"x"}',
        }),
      ]);
      expect(answers.map((res) => res.status)).toEqual([404, 404, 404]);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await postgres?.drop();
    }
  });

  it("exits non-zero with a clear line when PostgreSQL cannot be reached", async () => {
    const server = startServer({
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/x",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "start-")),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Cannot connect to PostgreSQL at postgres:\/\/nobody@127\.0\.0\.1:1\/x/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("exits non-zero naming the variable when the configuration is bad", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "not-a-port")',
    );
  });

  it("creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    const dataDir = await copyOfStartedDataDir();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      ADMIN_EMAIL: "Owner@Example.com",
      ADMIN_PASSWORD: "correct-horse",
    };
    const server = startServer(env);
    await server.listening;
    expect(server.output()).toContain("Created the first administrator");
    expect(server.output()).not.toContain("/admin/setup");
    server.child.kill("SIGTERM");
    await server.exited;
    // A restart finds the account and leaves it alone.
    const again = startServer({ ...env, PORT: String(await freePort()) });
    await again.listening;
    expect(again.output()).not.toContain("Created the first administrator");
    again.child.kill("SIGTERM");
    await again.exited;
  });
});

/** The one log line with the setup link: at info level, so the default LOG_LEVEL shows it. */
function setupLinkIn(output: string): URL {
  const lines = output.split("\n").filter((line) => line.includes("/admin/setup?token="));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/ INFO No administrator exists yet\./);
  return new URL(/(https?:\/\/\S+\/admin\/setup\?token=[\w-]+)/.exec(lines[0]!)![1]!);
}

describe("first run without ADMIN_EMAIL", { timeout: 90_000 }, () => {
  it("logs a one-time setup link that opens the setup form; a restart prints a new one and voids the old", async () => {
    const port = await freePort();
    const env = { DATA_DIR: await copyOfStartedDataDir(), PORT: String(port) };
    const open = (link: URL) => fetch(`http://127.0.0.1:${port}${link.pathname}${link.search}`);

    const first = startServer(env);
    await first.listening;
    const link = setupLinkIn(first.output());
    expect(link.origin).toBe(`http://localhost:${port}`); // PUBLIC_URL's default
    expect(link.searchParams.get("token")!.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Create the first administrator");
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = startServer(env);
    await second.listening;
    const fresh = setupLinkIn(second.output());
    expect(fresh.href).not.toBe(link.href);
    expect((await open(link)).status).toBe(410);
    expect((await open(fresh)).status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });
});

describe("first administrator on the test database", () => {
  it("is created once, with a hashed password and a lower-case e-mail", async () => {
    const { ensureFirstAdmin } = await import("#server/accounts/seed-admin.ts");
    const { verifyPassword } = await import("#server/accounts/password.ts");
    const { admins } = await import("#server/db/schema.ts");
    const database = await createTestDatabase();
    try {
      expect(
        await ensureFirstAdmin(database.db, { email: "Boss@Example.com", password: "s3cret-pass" }),
      ).toBe(true);
      expect(await ensureFirstAdmin(database.db, { email: "boss@example.com", password: "other-pass" })).toBe(
        false,
      );
      const rows = await database.db.select().from(admins);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.email).toBe("boss@example.com");
      expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(rows[0]!.passwordHash, "s3cret-pass")).toBe(true);
    } finally {
      await database.close();
    }
  });
});
