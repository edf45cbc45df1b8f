import { beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { serverWithoutAccounts } from "../support/pages-with-accounts.ts";

/**
 * Issue 13, L9: `GET /admin/log-out` and `/portal/log-out` signed out, so any link (an <img>, a
 * link in a chat message) could sign someone out. Now a GET shows a "Sign out" button, a
 * same-site form POST signs out, and a cross-site POST is refused.
 */
const own = serverWithoutAccounts({ withPages: true });
beforeAll(async () => {
  await ensureFirstAdmin(own.server.database.db, { email: "boss@example.com", password: "admin password" });
});

const surfaces = [
  {
    name: "portal",
    cookie: "portalToken",
    logOut: "/portal/log-out",
    signIn: "/portal/sign-in",
    check: "/api/portal/me",
    token: async () => {
      const email = `student-${Math.random().toString(36).slice(2)}@example.com`;
      const reply = await own.api.post("/api/portal/auth/sign-up", {
        firstName: "Sam",
        lastName: "Student",
        email,
        password: "student password",
      });
      return reply.json.token as string;
    },
  },
  {
    name: "admin",
    cookie: "adminToken",
    logOut: "/admin/log-out",
    signIn: "/admin/sign-in",
    check: "/api/admin/stats",
    token: async () =>
      (
        await own.api.post("/api/admin/auth/sign-in", {
          email: "boss@example.com",
          password: "admin password",
        })
      ).json.token as string,
  },
];

function postLogOut(path: string, cookie: string, headers: Record<string, string> = {}) {
  return fetch(`${own.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "",
  });
}

describe.each(surfaces)("L9: $name log-out", (surface) => {
  it("a GET signs nobody out: it shows a Sign out button that posts a form", async () => {
    const token = await surface.token();
    const cookie = `${surface.cookie}=${token}`;
    const res = await fetch(`${own.server.url}${surface.logOut}`, {
      redirect: "manual",
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    const forms = html.match(/<form\b[^>]*>/g) ?? [];
    expect(
      forms.some((tag) => tag.includes('method="post"') && tag.includes(`action="${surface.logOut}"`)),
    ).toBe(true);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign out<\/button>/);
    expect((await own.api.get(surface.check, { token })).status).toBe(200);
  });

  it("a GET without a session goes to the sign-in screen", async () => {
    const res = await fetch(`${own.server.url}${surface.logOut}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(surface.signIn);
  });

  it("the same-site POST signs out and goes to the sign-in screen", async () => {
    const token = await surface.token();
    const res = await postLogOut(surface.logOut, `${surface.cookie}=${token}`, {
      origin: own.server.url,
      "sec-fetch-site": "same-origin",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(surface.signIn);
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^${surface.cookie}=;.*Max-Age=0`));
    expect((await own.api.get(surface.check, { token })).status).toBe(401);
  });

  // Every cross-site page form post is refused by server/http/page-methods.ts (403) before the
  // action runs; React Router would also refuse a foreign Origin (400).
  it("a POST from another site is refused and the session lives on", async () => {
    const token = await surface.token();
    const cookie = `${surface.cookie}=${token}`;
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const res = await postLogOut(surface.logOut, cookie, headers);
      expect([400, 403], JSON.stringify(headers)).toContain(res.status);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await own.api.get(surface.check, { token })).status).toBe(200);
  });
});
