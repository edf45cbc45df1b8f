// Start-up: configuration, database (with migrations), first admin, HTTP server, graceful shutdown.
// Compiled into the server bundle (server/entry.ts → build/server/index.js, which `npm start` runs
// with plain node); `npm run dev` runs it through Vite (scripts/dev.mjs).
import type { Server } from "node:http";
import type { Express, RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { prepareFirstRun } from "./accounts/first-run.ts";
import { startIpRetentionJob } from "./visitors/ip-retention-job.ts";
import { startRetentionJob } from "./people/retention.ts";
import { type Config, ConfigError, configWarnings, loadConfig } from "./config.ts";
import { startReminderJob } from "./consultations/reminders.ts";
import { startOfferJob } from "./intakes/offers.ts";
import { startReconciliationJob } from "./payments/card.ts";
import { startPaymentReminderJob } from "./payments/reminders.ts";
import { stripeProvider } from "./payments/provider.ts";
import { startFollowUpDigestJob } from "./followups/digest.ts";
import { type Database, DatabaseUnavailableError } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { createApp } from "./http/app.ts";
import { applyServerTimeouts } from "./http/server-timeouts.ts";
import { log, setLogLevel } from "./log.ts";
import { transportFor } from "./mail/transport.ts";
import { startMailWorker } from "./mail/worker.ts";
import { leasesIn } from "./jobs/leases.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export interface StartOptions {
  /** The React Router server build; in dev mode a loader of it, so Vite can serve fresh code. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middleware (npm run dev): serves source modules with hot reload. */
  devMiddleware?: RequestHandler;
  /**
   * Wraps the app before it listens. The browser tests' server (tests/support/e2e-server.ts)
   * mounts its seeding routes in front of the production app this way.
   */
  wrapApp?: (app: Express, context: { database: Database; config: Config }) => Express;
  /**
   * The clock and period of the reminder and waitlist-offer jobs (default: the real time, every
   * minute). The browser tests' server sets both, so a test can move time forward in a running
   * process (tests/integration/intake-offers-two-servers.test.ts).
   */
  jobs?: { clock?: () => Date; everyMs?: number };
}

export async function main({ build, devMiddleware, wrapApp, jobs }: StartOptions) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  setLogLevel(config.logLevel);
  for (const warning of configWarnings(config)) log.warn(warning);

  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError) fail(error.message);
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  }

  // ADMIN_EMAIL's administrator, or else a one-time /admin/setup link in the log.
  await prepareFirstRun(database, config);

  // The background jobs, on one scheduler (server/jobs/scheduler.ts). On PostgreSQL several
  // servers may share the database: each job runs in one of them a period (server/jobs/leases.ts).
  // A PGlite data directory belongs to one process, so there is nobody to take turns with.
  const settings = { ...jobs, takeTurn: database.kind === "postgres" ? leasesIn(database.db) : undefined };
  const backgroundJobs = [
    startIpRetentionJob(database.db, settings),
    // De-identifies leads older than RETENTION_DAYS that belong to no account or application (0083).
    startRetentionJob(database.db, config.retentionDays, settings),
    // Queues each booked consultation's reminder 24 h before it (server/consultations/reminders.ts).
    startReminderJob(database.db, config, settings),
    // Expires waitlist offers past their hold and offers the seats on (server/intakes/offers.ts).
    startOfferJob(database.db, config, settings),
    // Payment reminders before, on and after due dates, and unpaid seats released (server/payments/reminders.ts).
    startPaymentReminderJob(database.db, config, settings),
    // With Stripe: asks it for payment events the webhook did not deliver (server/payments/card.ts).
    ...(config.stripe ? [startReconciliationJob(database.db, stripeProvider(config.stripe), settings)] : []),
    // Each staff member's morning digest of due follow-ups, once a day (server/followups/digest.ts).
    startFollowUpDigestJob(database.db, config, settings),
  ];
  const created = createApp({ database, config, build, devMiddleware });
  const app = wrapApp ? wrapApp(created, { database, config }) : created;
  // Delivers the durable outbox (server/mail): SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail.
  const mailWorker = startMailWorker(database.db, transportFor(config));
  const server: Server = applyServerTimeouts(app.listen(config.port, config.host), config);
  server.on("error", async (error: NodeJS.ErrnoException) => {
    await database.close().catch(() => {});
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${config.port} is already in use. Set PORT to a free port.`
        : `Could not start the HTTP server: ${error.message}`,
    );
  });
  server.on("listening", () => {
    log.info(
      `Harbourline site listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port} (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // No new runs from here; runs under way are waited for before the database closes.
    const jobsStopped = Promise.all(backgroundJobs.map((job) => job.stop()));
    log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      log.error("Shutdown took too long; closing remaining connections");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await mailWorker.stop().catch((error) => log.error("stopping the mail worker failed", error));
      await jobsStopped;
      await database.close().catch((error) => log.error("closing the database failed", error));
      log.info("Stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
