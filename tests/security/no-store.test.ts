import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { apiClient } from "../support/api.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Issue 13, L10: signed-in responses (/api/portal, /api/admin, /portal, /admin, CSV exports)
 * carried no `Cache-Control: no-store`, so a shared or back-button cache could keep a student's
 * applications or an admin's lists after sign-out.
 */
let server: TestServer;
let student: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  const api = apiClient(server.url);
  await ensureFirstAdmin(server.database.db, { email: "boss@example.com", password: "admin password" });
  admin = (
    await api.post("/api/admin/auth/sign-in", { email: "boss@example.com", password: "admin password" })
  ).json.token;
  student = (
    await api.post("/api/portal/auth/sign-up", {
      firstName: "Sam",
      lastName: "Student",
      email: "sam@example.com",
      password: "student password",
    })
  ).json.token;
});
afterAll(async () => {
  await server.close();
});

const portalUrls = [
  "/api/portal/enrolments",
  "/api/portal/me",
  "/portal",
  "/portal/applications",
  "/portal/applications/enroll?program=Data%20Analytics",
  "/portal/profile",
  "/portal/change-password",
  // React Router's data requests for client navigations.
  "/portal.data",
  "/portal/applications.data",
];
const adminUrls = [
  "/api/admin/stats",
  "/api/admin/students",
  "/api/admin/enrollments?offset=0&limit=10",
  "/api/admin/export/students",
  "/api/admin/export/enrollments",
  "/admin/dashboard",
  "/admin/students",
  "/admin/profile",
  "/admin/dashboard.data",
];

function noStore(res: Response) {
  return (res.headers.get("cache-control") ?? "").split(/,\s*/).includes("no-store");
}

describe("L10: Cache-Control: no-store on every signed-in response", () => {
  it.each(portalUrls)("%s (student)", async (path) => {
    const res = await fetch(`${server.url}${path}`, {
      redirect: "manual",
      headers: { cookie: `portalToken=${student}` },
    });
    expect(res.status).toBe(200);
    expect(noStore(res)).toBe(true);
  });

  it.each(adminUrls)("%s (admin)", async (path) => {
    const res = await fetch(`${server.url}${path}`, {
      redirect: "manual",
      headers: { cookie: `adminToken=${admin}` },
    });
    expect(res.status).toBe(200);
    expect(noStore(res)).toBe(true);
  });

  it("the CSV export is a no-store attachment", async () => {
    const res = await fetch(`${server.url}/api/admin/export/students`, { headers: { token: admin } });
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(noStore(res)).toBe(true);
  });

  it("the sign-in screens and refusals of the private areas are not stored either", async () => {
    for (const path of ["/portal/sign-in", "/admin/sign-in", "/api/portal/enrolments", "/api/admin/stats"]) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(noStore(res), path).toBe(true);
    }
  });

  it("leaves the public site cacheable as before", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
