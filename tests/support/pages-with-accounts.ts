import { afterAll, beforeAll, expect } from "vitest";
import { apiClient } from "./api.ts";
import { seedAccounts, seedStaff } from "./seed.ts";
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
  /** The seeded student's credentials for `api` calls. */
  student(): { token: string };
  /** A page of this site, as a browser without JavaScript gets it. */
  visit(path: string, cookie?: string): Promise<{ status: number; html: string }>;
}

/**
 * A test file's own server with the seeded accounts and an API client, started before the file's
 * tests and closed after them. Read its fields inside tests or later hooks (they are set by then);
 * a file's own set-up goes in a `beforeAll` after this call, which runs after the server is up.
 */
export function serverWithAccounts(options: Parameters<typeof startTestServer>[0] = {}): OwnSite {
  const site = {
    admin: () => ({ token: site.accounts.adminToken }),
    student: () => ({ token: site.accounts.studentToken }),
    visit: (path: string, cookie?: string) => fetchPage(site.server.url, path, cookie),
  } as OwnSite;
  beforeAll(async () => {
    site.server = await startTestServer(options);
    site.accounts = await seedAccounts(site.server.database.db, site.server.config.sessionSecret);
    site.api = apiClient(site.server.url);
  });
  afterAll(async () => {
    await site.server?.close();
  });
  return site;
}

/** A staff member of a test file's own site: set in a `beforeAll` once the site is up. */
export interface OwnStaff {
  id: string;
  /** Their credentials for `api` calls. */
  auth(): { token: string };
}

/** Seeds a staff member (by default Mary Jackson) on the file's own site before its tests run. */
export function staffMember(
  site: OwnSite,
  person = { firstName: "Mary", lastName: "Jackson", email: "mary@example.com" },
): OwnStaff {
  let token = "";
  const member: OwnStaff = { id: "", auth: () => ({ token }) };
  beforeAll(async () => {
    const seeded = await seedStaff(site.server.database.db, site.server.config.sessionSecret, person);
    member.id = seeded.staff.id;
    token = seeded.token;
  });
  return member;
}

/** A test file's own server and an API client, with no accounts: set before its tests run. */
export interface OwnServer {
  server: TestServer;
  api: ReturnType<typeof apiClient>;
}

/**
 * A test file's own server with an empty database and an API client, started before the file's
 * tests and closed after them, for tests that make the accounts they need (sign-up, first run,
 * throttles). As `serverWithAccounts`, a file's own set-up goes in a later `beforeAll`.
 */
export function serverWithoutAccounts(options: Parameters<typeof startTestServer>[0] = {}): OwnServer {
  const own = {} as OwnServer;
  beforeAll(async () => {
    own.server = await startTestServer(options);
    own.api = apiClient(own.server.url);
  });
  afterAll(async () => {
    await own.server?.close();
  });
  return own;
}

/** A test file's own server with its pages (the compiled bundle), as `serverWithAccounts`. */
export function pagesWithAccounts(): OwnSite {
  return serverWithAccounts({ withPages: true });
}

/**
 * A test file's own server with its pages and no accounts, for tests of the public site: started
 * before the file's tests, closed after them. `html(path)` is a page's HTML, checked to be a 200.
 */
export function publicPages() {
  const own = {
    html: async (path: string): Promise<string> => {
      const res = await fetch(`${own.server.url}${path}`);
      expect(res.status, path).toBe(200);
      return res.text();
    },
  } as { server: TestServer; html(path: string): Promise<string> };
  beforeAll(async () => {
    own.server = await startTestServer({ withPages: true });
  });
  afterAll(async () => {
    await own.server?.close();
  });
  return own;
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
