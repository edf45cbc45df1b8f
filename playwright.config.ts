import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testPass } from "./tests/support/test-pass.ts";

// Browser journeys drive Debian's Chromium through the compiled server (build/server/index.js,
// started by tests/support/e2e-server.ts, which adds the test-only seeding routes in front).
// `npx playwright install` is never needed: the browser comes from apt (scripts/check-chromium.mjs).
const port = Number(process.env.E2E_PORT ?? 3457);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "harbourline-e2e-"));
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
const reportDir = process.env.TEST_REPORT_DIR;
/*
 * CI's PostgreSQL pass (TEST_PASS=postgres) takes only the journeys whose database behaviour can
 * differ from PGlite's in a way no integration test sees: background jobs reading the database on
 * the server's clock (waitlist offers, consultation reminders), live events between requests and
 * processes (LISTEN/NOTIFY), and two server processes on one database. Every other journey runs
 * in the PGlite pass; the SQL its requests run is run on PostgreSQL by the integration test that
 * docs/testing.md names for it.
 */
const postgresJourneys = [
  "chat-handoff.spec.ts",
  "consultation-slots.spec.ts",
  "intakes.spec.ts",
  "live-inbox-two-servers.spec.ts",
];
// Two server processes on one PostgreSQL database whatever the pass: run once, in the PostgreSQL pass.
const twoServerJourneys = ["live-inbox-two-servers.spec.ts"];
const pass = testPass();

export default defineConfig({
  testDir: "tests/e2e",
  ...(pass === "postgres" ? { testMatch: postgresJourneys } : {}),
  testIgnore: pass === "embedded" ? twoServerJourneys : [],
  // Spec files run side by side on two workers (the 2-core machine's ceiling), the tests of one
  // file in order on one worker, except the long files whose tests share nothing and have no
  // beforeAll (accessibility, accessibility-private, admin, forms: `mode: "parallel"`), whose tests
  // are spread over both workers so the two finish together. A file with a beforeAll server is
  // split instead (form-messages-site, form-messages-back-office): in parallel mode every test
  // would start its own. Each test owns the records it reads (tests/e2e/own-data.ts), so order and
  // parallelism change nothing; E2E_WORKERS=1 runs one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries (issue 31, docs/decisions/0102): a test that fails once fails the run.
  retries: 0,
  forbidOnly: true,
  // A journey's longest tests (the back-office's axe scans at two widths, the people and content
  // editor journeys) take 20–26 s on the quiet 2-core machine with both workers busy: a 30 s limit
  // failed one of them in CI when the machine was a little slower. The limits bound a hang; they
  // are not the speed target (bench/ and the CI summary are).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir ? [["list"], ["json", { outputFile: `${reportDir}/playwright.json` }]] : [["list"]],
  use: { baseURL, launchOptions: chromium, trace: "off" },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    command: "node --import tsx tests/support/e2e-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      // Idle connections outlive any pause in a test, so a request sent through Playwright's own
      // HTTP client never meets a socket the server is closing (tests/support/server.ts).
      KEEP_ALIVE_TIMEOUT_SECONDS: "120",
      ADMIN_EMAIL: "admin@harbourline.example",
      ADMIN_PASSWORD: "e2e-admin-password",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
