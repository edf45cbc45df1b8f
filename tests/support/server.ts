import type { AddressInfo } from "node:net";
import path from "node:path";
import { type Config, loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { createApp } from "#server/http/app.ts";
import { applyServerTimeouts } from "#server/http/server-timeouts.ts";
import { setLogLevel } from "#server/log.ts";
import { loadBundle } from "./bundle.ts";
import { createTestDatabase } from "./database.ts";

/** The PUBLIC_URL of every test server: the origin its pages' absolute links start with. */
export const testPublicUrl = "http://localhost:3000";

export interface TestServer {
  url: string;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real Express app on a random loopback port, over a fresh database. With pages it is the
 * compiled server's app (build/server/index.js), pages and API from one bundle as in production;
 * without, the API from the sources, so an API test sees an edit without a rebuild.
 */
export async function startTestServer(
  options: { withPages?: boolean; env?: Record<string, string>; database?: Database } = {},
): Promise<TestServer> {
  setLogLevel("silent");
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(process.env.TMPDIR ?? "/tmp", "harbourline-test-data"),
    PUBLIC_URL: testPublicUrl,
    SESSION_SECRET: "test-secret-that-is-at-least-32-characters-long",
    // The server shares this process with the test's fetch client: a stretch of awaits that never
    // yields to the timers (PGlite resolves queries as microtasks, so seeding 25 rows a table is one
    // such stretch) lets the server's 5 s idle timer and the client's next request land in the same
    // turn, and the request meets a socket being closed (ECONNRESET, seen in CI). Idle connections
    // are kept for two minutes here, so the client always lets go first.
    KEEP_ALIVE_TIMEOUT_SECONDS: "120",
    ...options.env,
  });
  let app: ReturnType<typeof createApp>;
  if (options.withPages) {
    const bundle = await loadBundle();
    bundle.setLogLevel("silent");
    app = bundle.createApp({ database, config, build: bundle.serverBuild });
  } else {
    // Imported here, not at the top: the source app reaches content/blog.ts, whose
    // import.meta.glob only Vite (and Vitest) understand; Playwright specs use the bundle above.
    const source = await import("#server/http/app.ts");
    app = source.createApp({ database, config });
  }
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
