import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "#server/db/lock.ts";

describe("PGlite data directory lock", () => {
  it("refuses a second holder while the first is alive", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    const first = lockDataDir(dir);
    // Pretend another live process (our parent) holds it.
    writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the embedded database/);
    first.release();
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    const lock = lockDataDir(dir);
    expect(existsSync(path.join(dir, "server.lock"))).toBe(true);
    lock.release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });
});
