// Start-up: configuration, database (with migrations), first admin, HTTP server, graceful shutdown.
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ensureFirstAdmin } from "./accounts/seed-admin.ts";
import { startIpRetentionJob } from "./assistant/ip-retention-job.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { type Database, DatabaseUnavailableError } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { buildDir, createApp } from "./http/app.ts";
import { applyServerTimeouts } from "./http/server-timeouts.ts";
import { log, setLogLevel } from "./log.ts";
import { transportFor } from "./mail/transport.ts";
import { startMailWorker } from "./mail/worker.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `npm run dev`: Vite in middleware mode, so pages hot-reload while /api stays this server's. */
async function startViteDev() {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    middleware: server.middlewares as unknown as import("express").RequestHandler,
    build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  };
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  setLogLevel(config.logLevel);

  const dev = process.argv.includes("--dev") ? await startViteDev() : undefined;
  const serverBuildFile = path.join(buildDir, "server/index.js");
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) build = dev.build;
  else {
    try {
      build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    } catch {
      fail(
        `The app is not built (${serverBuildFile} is missing). Run \`npm run build\` first, or use \`npm start\`.`,
      );
    }
  }

  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseUnavailableError) fail(error.message);
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  }

  if (config.admin && (await ensureFirstAdmin(database.db, config.admin))) {
    log.info(`Created the first administrator ${config.admin.email}`);
  }

  const stopIpRetention = startIpRetentionJob(database.db);
  const app = createApp({ database, config, build, devMiddleware: dev?.middleware });
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
    stopIpRetention();
    log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      log.error("Shutdown took too long; closing remaining connections");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await mailWorker.stop().catch((error) => log.error("stopping the mail worker failed", error));
      await database.close().catch((error) => log.error("closing the database failed", error));
      log.info("Stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();
