import { afterAll, beforeAll } from "vitest";
import { apiClient } from "./api.ts";
import { seedAccounts } from "./seed.ts";
import { startTestServer, type TestServer } from "./server.ts";

export interface PagesWithAccounts {
  server: TestServer;
  api: ReturnType<typeof apiClient>;
  accounts: Awaited<ReturnType<typeof seedAccounts>>;
}

/** A test file's own site: set before its tests run. */
export interface OwnSite extends PagesWithAccounts {
  /** The administrator's credentials for `api` calls. */
  admin(): { token: string };
  /** A page of this site, as a browser without JavaScript gets it. */
  visit(path: string, cookie?: string): Promise<{ status: number; html: string }>;
}

/**
 * A test file's own server with its pages (the compiled bundle), the seeded accounts and an API
 * client, started before the file's tests and closed after them.
 */
export function pagesWithAccounts(): OwnSite {
  const site = {
    admin: () => ({ token: site.accounts.adminToken }),
    visit: (path: string, cookie?: string) => fetchPage(site.server.url, path, cookie),
  } as OwnSite;
  beforeAll(async () => {
    site.server = await startTestServer({ withPages: true });
    site.accounts = await seedAccounts(site.server.database.db, site.server.config.sessionSecret);
    site.api = apiClient(site.server.url);
  });
  afterAll(async () => {
    await site.server?.close();
  });
  return site;
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
