import { defineConfig } from "vitest/config";

// Unit and integration tests only; browser journeys live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The compiled server (build/server/index.js, loaded by tests/support/bundle.ts) is imported
    // by Node itself, as `npm start` runs it: transformed by Vite, its megabytes-long inline source
    // map overflowed the regular-expression stack when an error's stack trace was mapped.
    server: { deps: { external: [/\/build\/server\//] } },
    maxWorkers: 2,
    reporters: process.env.TEST_REPORT_DIR ? ["default", "json"] : ["default"],
    outputFile: process.env.TEST_REPORT_DIR
      ? { json: `${process.env.TEST_REPORT_DIR}/vitest.json` }
      : undefined,
  },
});
