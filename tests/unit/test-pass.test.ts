import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testPass } from "../support/test-pass.ts";

// CI's PostgreSQL pass leaves tests/unit to the PGlite pass (docs/testing.md): that holds only
// while no unit test opens a database or a server.
describe("CI's passes (TEST_PASS)", () => {
  it("reads unset, embedded and postgres, and refuses anything else", () => {
    // Not testPass(undefined): that reads TEST_PASS itself, which CI's passes set.
    expect(testPass("")).toBe("all");
    expect(testPass("all")).toBe("all");
    expect(testPass("embedded")).toBe("embedded");
    expect(testPass("postgres")).toBe("postgres");
    expect(() => testPass("pg")).toThrow(/TEST_PASS/);
  });

  it("no unit test opens a database or a server (they run on PGlite only)", () => {
    const dir = path.join(import.meta.dirname);
    const opening =
      /support\/(database|server|server-processes)\.ts|openPglite|openPostgres|startTestServer|DATABASE_URL=/;
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && name !== path.basename(import.meta.filename))
      .filter((name) => opening.test(readFileSync(path.join(dir, name), "utf8")));
    expect(offenders, "move these to tests/integration").toEqual([]);
  });
});
