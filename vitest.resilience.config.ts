import { defineConfig } from "vitest/config";

// `npm run test:resilience`: load, crash and outage tests against real server processes.
// Minutes long, so not part of `npm test`.
export default defineConfig({
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    testTimeout: 10 * 60_000,
    hookTimeout: 2 * 60_000,
    fileParallelism: false,
    pool: "forks",
  },
});
