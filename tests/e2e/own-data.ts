import { type APIRequestContext, type Page, test } from "@playwright/test";

/*
 * Each browser test owns the records it reads (issue 31): its own rows, tagged, and its own
 * administrator, made through the test server's routes (tests/support/test-support-routes.ts).
 * Order, retries, parallel workers and the other database then never change what it sees.
 */

/** A tag no other test or run uses: lowercase letters and digits. */
export function newTag(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export interface OwnAdmin {
  token: string;
  email: string;
  password: string;
  id: string;
  /** "First Last", as the top bar shows it. */
  name: string;
}

/** A new administrator (or staff member) of the test's own, signed in through the API. */
export async function ownAdmin(
  request: APIRequestContext,
  names: { firstName?: string; lastName?: string; role?: "administrator" | "staff" } = {},
): Promise<OwnAdmin> {
  const firstName = names.firstName ?? "Site";
  const lastName = names.lastName ?? "Administrator";
  const res = await request.post("/api/test-support/admin-account", {
    data: { ...names, firstName, lastName },
  });
  if (!res.ok()) throw new Error(`admin-account answered ${res.status()}: ${await res.text()}`);
  const body = (await res.json()) as Omit<OwnAdmin, "name">;
  return { ...body, name: `${firstName} ${lastName}` };
}

/** Signs the page's browser context in with an admin token (the adminToken cookie). */
export async function signInAs(page: Page, admin: { token: string }): Promise<void> {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "adminToken", value: admin.token, url }]);
}

/** `rows` rows of the test's own in every back-office list, tagged (see seedLists). */
export async function ownLists(
  request: APIRequestContext,
  rows = 25,
): Promise<{ tag: string; xssVisitorId: string }> {
  const tag = newTag();
  const res = await request.post("/api/test-support/seed", { data: { rows, tag } });
  if (!res.ok()) throw new Error(`seed answered ${res.status()}: ${await res.text()}`);
  return { tag, ...((await res.json()) as { xssVisitorId: string }) };
}
