import { afterAll, beforeAll } from "vitest";
import { apiClient } from "./api.ts";
import { seedAccounts } from "./seed.ts";
import { startTestServer, type TestServer } from "./server.ts";

export interface PagesWithAccounts {
  server: TestServer;
  api: ReturnType<typeof apiClient>;
  accounts: Awaited<ReturnType<typeof seedAccounts>>;
}

/**
 * A test file's own server with its pages (the compiled bundle), the seeded accounts and an API
 * client, started before the file's tests and closed after them; `ready` receives them.
 */
export function pagesWithAccounts(ready: (site: PagesWithAccounts) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ withPages: true });
    const accounts = await seedAccounts(server.database.db, server.config.sessionSecret);
    ready({ server, api: apiClient(server.url), accounts });
  });
  afterAll(async () => {
    await server?.close();
  });
}

/** A page as a browser without JavaScript gets it, with an optional cookie. */
export async function fetchPage(
  baseUrl: string,
  path: string,
  cookie?: string,
): Promise<{ status: number; html: string }> {
  const res = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text() };
}
