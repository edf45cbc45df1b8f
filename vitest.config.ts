import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { changedContentCopy } from "./tests/support/changed-content.ts";
import { testPass } from "./tests/support/test-pass.ts";

// Unit and integration tests only; browser journeys live in tests/e2e (Playwright).
// TEST_PASS (tests/support/test-pass.ts) narrows what CI's two passes take; unset, everything runs.
// docs/testing.md says what runs where and what covers what a pass leaves out.
const pass = testPass();
const unitTests = ["tests/unit/**/*.test.ts"];
const databaseTests = ["tests/integration/**/*.test.ts", "tests/security/**/*.test.ts"];
// Two server processes on one PostgreSQL database, whatever DATABASE_URL says: run once, on PostgreSQL.
const twoServers = "tests/integration/**/*two-servers*.test.ts";

/*
 * Left to the PGlite pass: files whose subject is the same on either database (HTTP, headers,
 * pages rendered from the content store, validation before anything is written, the compiled
 * bundle). The SQL their requests run goes through the same server functions as the files the
 * PostgreSQL pass keeps (docs/testing.md names the one for each).
 */
export const pgliteOnlyTests = [
  "tests/integration/assistant-compact-chat.test.ts",
  "tests/integration/assistant-golden.test.ts",
  "tests/integration/assistant-openai.test.ts",
  "tests/integration/compiled-server.test.ts",
  "tests/integration/consultation-page-cache.test.ts",
  "tests/integration/form-messages-api.test.ts",
  "tests/integration/form-messages-pages.test.ts",
  "tests/integration/content-editor-pages.test.ts",
  "tests/integration/content-pages.test.ts",
  "tests/integration/http-basics.test.ts",
  "tests/integration/intake-pages.test.ts",
  "tests/integration/lead-source.test.ts",
  "tests/integration/newsletter-pages.test.ts",
  "tests/integration/page-cache.test.ts",
  "tests/integration/page-weight.test.ts",
  "tests/integration/pages.test.ts",
  "tests/integration/payments-pages.test.ts",
  "tests/integration/portal-pages.test.ts",
  "tests/integration/site-content.test.ts",
  "tests/integration/site-policies.test.ts",
  "tests/integration/site-seo.test.ts",
  "tests/integration/staff-pages.test.ts",
  "tests/integration/today-page.test.ts",
  "tests/security/authorization-matrix.test.ts",
  "tests/security/cross-site.test.ts",
  "tests/security/csv-injection.test.ts",
  "tests/security/headers.test.ts",
  "tests/security/hostile-page-forms.test.ts",
  "tests/security/log-out.test.ts",
  "tests/security/no-store.test.ts",
  "tests/security/request-bodies.test.ts",
  "tests/security/single-line-fields.test.ts",
  "tests/security/timeouts.test.ts",
  "tests/security/trust-proxy.test.ts",
];

/*
 * The content-change check (issue 31 item 3): these files run a second time with `#content/*`
 * resolved to a copy of content/ in which one program's fee and duration and one opening time
 * differ (tests/support/changed-content.ts); their databases are seeded from that copy. They
 * pass only if every price, duration and time they expect is read from the content (or the
 * store), not written down. Pages come from the compiled bundle, built from content/ itself, so
 * the files here reach the server through its sources (docs/testing.md).
 */
const contentChangeTests = [
  // The PDF outline (fee, duration), the fee schedule's arithmetic, the fees' own rules, and when
  // a handed-off chat is answered (opening hours).
  "tests/unit/course-outline-pdf.test.ts",
  "tests/unit/opening-hours.test.ts",
  "tests/unit/payment-schedule.test.ts",
  "tests/unit/privacy-facts.test.ts",
  // The store equals the content it was seeded from; a schedule's instalments and the payment e-mails.
  "tests/integration/content-seed.test.ts",
  "tests/integration/payments-bank-transfer.test.ts",
];

/*
 * React picks its production or development build from NODE_ENV when it is first loaded, and
 * these files load it natively (the compiled server, and the sources' react-router import, share
 * Node's module cache in a worker that keeps its modules between files). With NODE_ENV=test every
 * page would render with React's development build: about twice the CPU, and not what `npm start`
 * serves. The server's own settings do not follow: tests/support/server.ts passes NODE_ENV=test to
 * loadConfig, so cookies, headers and the request handler behave as in a test.
 */
const productionReact = { NODE_ENV: "production" };

const contentDir = path.resolve(import.meta.dirname, "content");
const changedContent = pass === "postgres" ? undefined : changedContentCopy(contentDir);

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    // A worker's first file transforms and imports the server's sources (or the bundle) inside
    // its beforeAll: over 60 s at the load average of 30 this machine sees with every session testing.
    hookTimeout: 120_000,
    pool: "forks",
    // The compiled server (build/server/index.js, loaded by tests/support/bundle.ts) is imported
    // by Node itself, as `npm start` runs it: transformed by Vite, its megabytes-long inline source
    // map overflowed the regular-expression stack when an error's stack trace was mapped.
    server: { deps: { external: [/\/build\/server\//] } },
    // Three workers on the 2-core machine: a worker waits in stretches (timers, child processes,
    // PostgreSQL's answers, the last files), and with two the cores stood 10–25% idle there
    // (docs/testing.md, the fourth round). VITEST_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 3),
    projects: [
      ...(pass === "postgres"
        ? []
        : [
            {
              extends: true as const,
              // The unit files share one process per worker, as the database files do: each file
              // re-imported the sources (and the assistant's files each built its knowledge again),
              // 72 s of the pass; shared, 24 s. No unit file mocks a module or keeps global state
              // across files (fake timers and stubbed settings are restored in each file).
              test: { name: "unit", include: unitTests, isolate: false },
            },
          ]),
      {
        extends: true as const,
        test: {
          name: "database",
          include: databaseTests,
          exclude: [
            ...configDefaults.exclude,
            ...(pass === "embedded" ? [twoServers] : []),
            ...(pass === "postgres" ? pgliteOnlyTests : []),
          ],
          // One process per worker for all its files: the compiled bundle, the sources and the
          // PGlite snapshot are loaded once per worker instead of once per file. Each file still
          // opens its own database and server (tests/support/server.ts), so files share no data;
          // module-level state is keyed by database (server/content/published.ts).
          isolate: false,
          // The database every file copies, made once before the files start.
          globalSetup: ["tests/support/prepare-databases.ts"],
          env: productionReact,
        },
      },
      ...(changedContent
        ? [
            {
              extends: true as const,
              resolve: { alias: [{ find: /^#content\/(.*)$/, replacement: `${changedContent}/$1` }] },
              test: {
                name: "content-change",
                include: contentChangeTests,
                env: { TEST_CONTENT_DIR: changedContent, ...productionReact },
                globalSetup: ["tests/support/prepare-databases.ts"],
              },
            },
          ]
        : []),
    ],
    // `npm run coverage` (scripts/coverage-summary.mjs prints the figures docs/testing.md keeps).
    coverage: {
      provider: "v8",
      include: ["server/**", "forms/**", "content/**"],
      reporter: ["text-summary", "json-summary"],
      // A test that times out on a busy machine would otherwise leave no figures at all.
      reportOnFailure: true,
      reportsDirectory: "coverage",
    },
    reporters: process.env.TEST_REPORT_DIR ? ["default", "json"] : ["default"],
    outputFile: process.env.TEST_REPORT_DIR
      ? { json: `${process.env.TEST_REPORT_DIR}/vitest.json` }
      : undefined,
  },
});
