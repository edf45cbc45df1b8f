import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { verifyPassword } from "#server/accounts/password.ts";
import { type Database, openPglite, openPostgres } from "#server/db/client.ts";
import { admins } from "#server/db/schema.ts";
import { createPostgresDatabase } from "../support/database.ts";

/**
 * `npm run admin:create`, run as a person would, on the configured database: the embedded one in
 * a fresh DATA_DIR, or (CI's PostgreSQL pass, DATABASE_URL set) a fresh PostgreSQL database.
 */
const root = path.resolve(import.meta.dirname, "../..");
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function adminCreate(args: string[], env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", "admin:create", "--", ...args], {
    cwd: root,
    // stdin is a pipe, not a terminal: without ADMIN_PASSWORD there is nobody to ask.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "error", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end();
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

/** The database the command is pointed at, and a way to read it afterwards. */
async function configuredDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATA_DIR: dataDir }, open: () => openPglite(dataDir) };
  const scratch = await createPostgresDatabase(serverUrl);
  cleanups.push(scratch.drop);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, open: () => openPostgres(scratch.url) };
}

async function adminRows(database: { open(): Promise<Database> }) {
  const opened = await database.open();
  try {
    return await opened.db.select().from(admins);
  } finally {
    await opened.close();
  }
}

describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("creates an administrator with the password from ADMIN_PASSWORD, and refuses the same e-mail twice", async () => {
    const database = await configuredDatabase();
    const env = { ...database.env, ADMIN_PASSWORD: "correct-horse-battery" };
    const created = await adminCreate(
      ["--email", "Ada@Example.com", "--first-name", "Ada", "--last-name", "Lovelace"],
      env,
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Created the administrator ada@example.com");

    const again = await adminCreate(["--email", "ADA@example.com"], {
      ...env,
      ADMIN_PASSWORD: "another-one",
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("This email is already in use");

    const rows = await adminRows(database);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    expect(await verifyPassword(rows[0]!.passwordHash, "correct-horse-battery")).toBe(true);
  });

  it("keeps the admin password and e-mail rules, and says so before it opens the database", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "admin-create-")), "data");
    const env = { DATA_DIR: dataDir };
    const cases: [string[], Record<string, string>, string][] = [
      [["--email", "ops@example.com"], { ADMIN_PASSWORD: "short" }, "Password must be at least 8 characters"],
      [
        ["--email", "not-an-email"],
        { ADMIN_PASSWORD: "long-enough" },
        "Email should be a valid email address",
      ],
      [["--email", "ops@example.com"], {}, "No password given: set ADMIN_PASSWORD"],
      [[], { ADMIN_PASSWORD: "long-enough" }, "Usage: npm run admin:create -- --email you@example.com"],
      [["--emial", "ops@example.com"], { ADMIN_PASSWORD: "long-enough" }, "Unknown option '--emial'"],
    ];
    for (const [args, extra, message] of cases) {
      const result = await adminCreate(args, { ...env, ...extra });
      expect(result.code, message).toBe(1);
      expect(result.stderr, message).toContain(message);
      expect(result.stderr, message).not.toMatch(/\n\s+at /); // no stack trace
    }
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("says clearly that a running server holds the embedded database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
    // This test's own process stands in for the running server that holds the lock.
    writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
    const result = await adminCreate(["--email", "ops@example.com"], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "long-enough",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `A server (pid ${process.pid}) has the embedded database in ${dataDir} open, and only one process at a time can. Stop it, run this command again`,
    );
    expect(result.stderr).toContain("/admin/setup");
  });
});
