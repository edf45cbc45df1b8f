// The server bundle's entry: vite.config.ts makes it the input of the SSR build, so `npm run build`
// compiles it, the React Router server build it imports and every server module into one file,
// build/server/index.js. Express and the pages then share one copy of each module (one DomainError
// class, one logger). `node build/server/index.js` starts the server (`npm start`);
// `node build/server/index.js migrate` only applies the migrations, `… admin:create --email …`
// creates an administrator; importing the file (tests,
// bench) starts nothing and gives the exports below.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import * as reactRouterBuild from "virtual:react-router/server-build";
import { createAdminCommand } from "./accounts/create-admin-cli.ts";
import { migrateCommand } from "./db/migrate-cli.ts";
import { main, type StartOptions } from "./index.ts";

/** The pages, compiled into this same bundle. */
export const serverBuild: ServerBuild = reactRouterBuild;

/** Starts the server with this bundle's pages (what `npm start` does). */
export function start(options: Omit<StartOptions, "build"> = {}): Promise<void> {
  return main({ ...options, build: serverBuild });
}

// What the tests and benchmarks use from the compiled server.
export { apiErrorHandler } from "./api/router.ts";
export { loadConfig } from "./config.ts";
export { openPglite, openPostgres } from "./db/client.ts";
export { openConfiguredDatabase } from "./db/open.ts";
export { DomainError } from "./domain/errors.ts";
export { createApp } from "./http/app.ts";
export { invalidatePublicPages } from "./db/content-versions.ts";
export { setLogLevel } from "./log.ts";
export { main };

function runAsProgram(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (runAsProgram()) {
  if (process.argv[2] === "migrate") await migrateCommand();
  else if (process.argv[2] === "admin:create") await createAdminCommand(process.argv.slice(3));
  else await start();
}
