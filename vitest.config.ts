import { configDefaults, defineConfig } from "vitest/config";
import { testPass } from "./tests/support/test-pass.ts";

// Unit and integration tests only; browser journeys live in tests/e2e (Playwright).
// TEST_PASS (tests/support/test-pass.ts) narrows what CI's two passes take; unset, everything runs.
const pass = testPass();
const all = ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"];
// What can differ between PGlite and PostgreSQL: the tests that open a database. tests/unit never does.
const databaseTests = ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"];
// Two server processes on one PostgreSQL database, whatever DATABASE_URL says: run once, on PostgreSQL.
const twoServers = "tests/integration/**/*two-servers*.test.ts";

export default defineConfig({
  test: {
    include: pass === "postgres" ? databaseTests : all,
    exclude: pass === "embedded" ? [...configDefaults.exclude, twoServers] : configDefaults.exclude,
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The compiled server (build/server/index.js, loaded by tests/support/bundle.ts) is imported
    // by Node itself, as `npm start` runs it: transformed by Vite, its megabytes-long inline source
    // map overflowed the regular-expression stack when an error's stack trace was mapped.
    server: { deps: { external: [/\/build\/server\//] } },
    maxWorkers: 2,
    // `npm run coverage` (scripts/coverage-summary.mjs prints the figures docs/testing.md keeps).
    coverage: {
      provider: "v8",
      include: ["server/**", "forms/**", "content/**"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
    },
    reporters: process.env.TEST_REPORT_DIR ? ["default", "json"] : ["default"],
    outputFile: process.env.TEST_REPORT_DIR
      ? { json: `${process.env.TEST_REPORT_DIR}/vitest.json` }
      : undefined,
  },
});
