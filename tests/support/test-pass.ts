/**
 * Which of CI's two passes a run is (TEST_PASS, set by .ci/run; docs/testing.md):
 * - unset: everything (`npm test` on its own);
 * - "embedded": everything on PGlite except the two-server tests, which always use PostgreSQL;
 * - "postgres": only what can differ between the databases — the Vitest integration and security
 *   files but those in vitest.config.ts's pgliteOnlyTests, the two-server tests, and the browser
 *   journeys of playwright.config.ts's postgresJourneys (jobs, live events, two servers).
 * The summary (scripts/test-summary.mjs) adds both passes up, so every test that ran is counted.
 */
export type TestPass = "all" | "embedded" | "postgres";

export function testPass(value = process.env.TEST_PASS): TestPass {
  if (value === undefined || value === "" || value === "all") return "all";
  if (value === "embedded" || value === "postgres") return value;
  throw new Error(`TEST_PASS must be "embedded", "postgres" or unset, not "${value}"`);
}
