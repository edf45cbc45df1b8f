import { setBusinessTimeZone } from "#forms/dates.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { apiAreas } from "../api/areas.ts";
import { createApiRouter } from "../api/router.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { log } from "../log.ts";
import { createEventHub } from "../events/events.ts";
import { buildDir } from "../paths.ts";
import { isPublicPagePath } from "../content/public-urls.ts";
import { pageErrorHandler } from "./page-errors.ts";
import { createPageCache } from "./page-cache.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { pageMethods } from "./page-methods.ts";
import { securityHeaders } from "./security-headers.ts";
import { leadSource } from "./lead-source.ts";
import { createEntranceCounter } from "../reports/entrances.ts";
import { serveUploads } from "./uploads.ts";
import { uploadStoreOf } from "../uploads/store.ts";
import { UPLOADS_PATH } from "../uploads/uploads.ts";
import { contentPreview } from "./content-preview.ts";

export interface AppOptions {
  database: Database;
  config: Config;
  /**
   * The React Router server build (or a loader of it, in dev mode); without it only /api and
   * /healthz are served (API tests).
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middleware (npm run dev): serves source modules with hot reload. */
  devMiddleware?: RequestHandler;
  /** Directory holding client/ and enhance-manifest.json (defaults to ./build). */
  buildDirectory?: string;
}

function readEnhanceSrc(dir: string): string | undefined {
  const file = path.join(dir, "enhance-manifest.json");
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, "utf8")) as { src?: string }).src;
}

export function createApp({
  database,
  config,
  build,
  devMiddleware,
  buildDirectory = buildDir,
}: AppOptions): Express {
  // The one source of the business time zone for every date people read (docs/decisions/0109).
  setBusinessTimeZone(config.businessTimeZone);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders({ production: config.isProduction }));
  // Public pages the same for every anonymous visitor are served from memory (decision 0090);
  // hits answer here, before compression and the static file lookups they cannot need.
  // On PostgreSQL other processes publish too, so every request reads the pages' version (one
  // primary-key read, shared by the requests in flight): a publish shows on the next request
  // everywhere (issue 32). PGlite has one process, whose own invalidations clear at once.
  const pageCache = build
    ? createPageCache({
        db: database.db,
        paths: isPublicPagePath,
        versionCheckMs: database.kind === "postgres" ? 0 : 1_000,
      })
    : undefined;
  // Where the visitor came from (issue 35), set on the page request so it works without JavaScript.
  // Visits entering the site from elsewhere are counted here too, for the funnel (issue 35).
  const entrances = build
    ? { counter: createEntranceCounter(database.db, config.businessTimeZone), isPage: isPublicPagePath }
    : undefined;
  if (build) app.use(leadSource({ secure: config.isProduction, entrances }));
  if (pageCache) app.use(pageCache.middleware);
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      res.json({ status: "ok", database: database.kind });
    } catch (error) {
      log.error("health check: database unreachable", error);
      res.status(503).json({ status: "error", reason: "database unavailable" });
    }
  });

  // Uploaded images (issue 32): files on the embedded database, the database's table on PostgreSQL.
  const uploads = uploadStoreOf(database, config.dataDir);
  app.use(UPLOADS_PATH, serveUploads(uploads));

  const events = createEventHub(database);
  app.use("/api", createApiRouter({ db: database.db, config, areas: apiAreas, events, uploads }));

  if (devMiddleware) app.use(devMiddleware);
  if (build) {
    const clientDir = path.join(buildDirectory, "client");
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets")));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
    const enhanceSrc = readEnhanceSrc(buildDirectory);
    app.use(pageMethods(config));
    if (pageCache) app.use(pageCache.captureMisses);
    // A signed-in staff member's ?preview=<document id>: that draft, on its real page (issue 32).
    app.use(contentPreview(database.db, config));
    app.all(
      "/{*splat}",
      createRequestHandler({
        build,
        mode: config.isProduction ? "production" : "development",
        getLoadContext: (req, res) => ({
          db: database.db,
          config,
          enhanceSrc,
          clientIp: req.ip ?? "unknown",
          cspNonce: res.locals.cspNonce,
          uploads,
        }),
      }),
    );
  }
  app.use(pageErrorHandler());
  return app;
}
