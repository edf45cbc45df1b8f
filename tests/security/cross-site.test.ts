import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { admins } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * L1 of issue 13: a request another site makes a visitor's browser send. State-changing /api
 * requests take JSON only (a cross-site HTML form cannot send it without CORS, which this server
 * never grants), and a request whose Origin or Sec-Fetch-Site says it comes from another site is
 * refused, on /api and on the pages' form posts alike. Clients that send no Origin (scripts,
 * curl, mobile apps) are not browsers acting for someone else and keep working.
 */
let server: TestServer;
let adminCookie: string;
const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
const newAdmin = {
  firstName: "Mallory",
  lastName: "Intruder",
  email: "mallory@example.com",
  password: "taken over!",
  verifyPassword: "taken over!",
};

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  await server.database.db.insert(admins).values({
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    passwordHash: await hashPassword("admin-password"),
  });
  const signedIn = await fetch(`${server.url}/api/admin/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "grace@example.com", password: "admin-password" }),
  });
  expect(signedIn.status).toBe(200);
  adminCookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
});
afterAll(async () => {
  await server.close();
});

const adminsNamed = async (email: string) =>
  server.database.db.select().from(admins).where(eq(admins.email, email));

function post(path: string, headers: Record<string, string>, body?: string) {
  return fetch(`${server.url}${path}`, { method: "POST", headers, body, redirect: "manual" });
}

describe("cross-site requests to /api", () => {
  it("a cross-site form post carrying the admin cookie cannot create an admin", async () => {
    const res = await post(
      "/api/admin/admins",
      { ...evil, cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
      new URLSearchParams(newAdmin).toString(),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.messages).toEqual([expect.stringMatching(/another site/i)]);
    expect(await adminsNamed(newAdmin.email)).toHaveLength(0);
  });

  it("a form post with the cookie and no Origin (an old browser) is refused for not being JSON", async () => {
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", new URLSearchParams(newAdmin).toString()],
      ["text/plain", JSON.stringify(newAdmin)],
      [
        "multipart/form-data; boundary=x",
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--`,
      ],
    ] as const) {
      const res = await post("/api/admin/admins", { cookie: adminCookie, "content-type": type }, body);
      expect(res.status).toBe(415);
      expect((await res.json()).error.messages).toEqual(["The API accepts JSON request bodies only"]);
    }
    expect(await adminsNamed(newAdmin.email)).toHaveLength(0);
  });

  it("login CSRF: a cross-site sign-in sets no session", async () => {
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "email=grace%40example.com&password=admin-password"],
      ["application/json", JSON.stringify({ email: "grace@example.com", password: "admin-password" })],
    ] as const) {
      const res = await post("/api/admin/auth/sign-in", { ...evil, "content-type": type }, body);
      expect(res.status).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("either signal is enough: Sec-Fetch-Site alone, a foreign Origin alone, or Origin null", async () => {
    const json = { "content-type": "application/json" };
    const body = JSON.stringify({ email: "grace@example.com", password: "admin-password" });
    const signals: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: `${server.url}.evil.example` },
    ];
    for (const headers of signals) {
      const res = await post("/api/admin/auth/sign-in", { ...json, ...headers }, body);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("Origin null with Sec-Fetch-Site same-origin is a no-referrer page posting its own form (L13)", async () => {
    const form = { "content-type": "application/json", origin: "null" };
    const body = JSON.stringify({ email: "grace@example.com", password: "admin-password" });
    const own = await post("/api/admin/auth/sign-in", { ...form, "sec-fetch-site": "same-origin" }, body);
    expect(own.status).toBe(200);
    for (const site of ["cross-site", "same-site", "none"]) {
      const res = await post("/api/admin/auth/sign-in", { ...form, "sec-fetch-site": site }, body);
      expect(res.status, site).toBe(403);
    }
  });

  it("a same-origin fetch works, by the request's own host or by PUBLIC_URL", async () => {
    for (const [origin, email] of [
      [server.url, "same-host@example.com"],
      [server.config.publicUrl, "public-url@example.com"],
    ] as const) {
      const res = await post(
        "/api/admin/admins",
        { origin, "sec-fetch-site": "same-origin", cookie: adminCookie, "content-type": "application/json" },
        JSON.stringify({ ...newAdmin, email }),
      );
      expect(res.status).toBe(201);
    }
  });

  it("a client that sends no Origin (curl, a mobile app) keeps working", async () => {
    const signIn = await post(
      "/api/admin/auth/sign-in",
      { "content-type": "application/json" },
      JSON.stringify({ email: "grace@example.com", password: "admin-password" }),
    );
    expect(signIn.status).toBe(200);
    const token = (await signIn.json()).token as string;
    // A POST without a body needs no content type.
    const logOut = await post("/api/admin/auth/log-out", { token });
    expect(logOut.status).toBe(200);
    // Reads are not state-changing: a cross-site GET is CORS's business, as before.
    expect(
      (await fetch(`${server.url}/api/admin/stats`, { headers: { ...evil, cookie: adminCookie } })).status,
    ).toBe(200);
  });

  it("the newsletter's one-click unsubscribe still takes the form post mail providers send (RFC 8058)", async () => {
    const res = await post(
      "/api/newsletter/unsubscribe?token=not-a-token",
      { "content-type": "application/x-www-form-urlencoded" },
      "List-Unsubscribe=One-Click",
    );
    expect(res.status).toBe(404);
  });
});

describe("cross-site form posts to the pages", () => {
  const form = "email=grace%40example.com&password=admin-password";
  const type = { "content-type": "application/x-www-form-urlencoded" };

  it("login CSRF through the sign-in page is refused with a page, and sets no session", async () => {
    const res = await post("/admin/sign-in", { ...type, ...evil }, form);
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("the same form from the site itself signs in", async () => {
    const res = await post(
      "/admin/sign-in",
      { ...type, origin: server.url, "sec-fetch-site": "same-origin" },
      form,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/^adminToken=/);
  });

  it("the form of a no-referrer page (Origin null, Sec-Fetch-Site same-origin) is the site's own (L13)", async () => {
    const res = await post(
      "/admin/sign-in",
      { ...type, origin: "null", "sec-fetch-site": "same-origin" },
      form,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/^adminToken=/);
    const refused = await post(
      "/admin/sign-in",
      { ...type, origin: "null", "sec-fetch-site": "cross-site" },
      form,
    );
    expect(refused.status).toBe(403);
  });
});
