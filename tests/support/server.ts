import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { type Config, loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { buildDir, createApp } from "#server/http/app.ts";
import { applyServerTimeouts } from "#server/http/server-timeouts.ts";
import { setLogLevel } from "#server/log.ts";
import { createTestDatabase } from "./database.ts";

export interface TestServer {
  url: string;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The built React Router app; `npm test` builds before it runs the suite. */
export async function loadBuild(): Promise<ServerBuild> {
  const file = path.join(buildDir, "server/index.js");
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`Run \`npm run build\` before these tests (${file} could not be loaded)`, {
      cause: error,
    });
  }
}

/** The real Express app on a random loopback port, over a fresh database. */
export async function startTestServer(
  options: { withPages?: boolean; env?: Record<string, string>; database?: Database } = {},
): Promise<TestServer> {
  setLogLevel("silent");
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(process.env.TMPDIR ?? "/tmp", "harbourline-test-data"),
    PUBLIC_URL: "http://localhost:3000",
    SESSION_SECRET: "test-secret-that-is-at-least-32-characters-long",
    ...options.env,
  });
  const build = options.withPages ? await loadBuild() : undefined;
  const app = createApp({ database, config, build });
  const server = applyServerTimeouts(app.listen(0, "127.0.0.1"), config);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    config,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
