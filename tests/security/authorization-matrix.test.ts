import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { admins, students } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Every /api/admin and portal endpoint × {no token, student token, admin token, expired token,
 * tampered token}. Admin endpoints: 401, 403, allowed, 401, 401. Portal endpoints: 401, allowed,
 * 403, 401, 401. "Allowed" means the guard let it through: any answer but 401/403.
 */
const id = randomUUID();
const adminEndpoints: [string, string][] = [
  ["GET", "/api/admin/stats"],
  ...["students", "enrollments", "downloads", "consultations", "contacts", "admins", "visitors", "chats"].map(
    (list) => ["GET", `/api/admin/${list}?offset=0&limit=10`] as [string, string],
  ),
  ...["students", "enrollments", "downloads", "consultations", "contacts", "admins", "visitors"].map(
    (list) => ["GET", `/api/admin/${list}/${id}`] as [string, string],
  ),
  ...["students", "enrollments", "downloads", "consultations", "admins"].map(
    (list) => ["PUT", `/api/admin/${list}/${id}`] as [string, string],
  ),
  ...["students", "enrollments", "downloads", "consultations", "contacts", "admins", "visitors", "chats"].map(
    (list) => ["DELETE", `/api/admin/${list}/${id}`] as [string, string],
  ),
  ["POST", "/api/admin/admins"],
  ["GET", "/api/admin/me/:self"],
  ["PUT", "/api/admin/me/:self"],
  ["PUT", "/api/admin/me/change-password"],
  // Consultation availability (issue 14): its own module, the same guard.
  ["GET", "/api/admin/consultation-availability"],
  ["PUT", "/api/admin/consultation-availability"],
  ["POST", "/api/admin/consultation-availability"],
  ["GET", "/api/admin/consultation-availability/anything"],
  // Methods and paths nobody defined are guarded too, so probing them reveals nothing.
  ["POST", "/api/admin/students"],
  ["PATCH", `/api/admin/contacts/${id}`],
  ["GET", "/api/admin/no-such-list"],
];
const portalEndpoints: [string, string][] = [["GET", "/api/portal/enrolments"]];

let server: TestServer;
let adminId = "";
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await startTestServer();
  const secret = server.config.sessionSecret;
  const passwordHash = await hashPassword("matrix-password");
  const [student] = await server.database.db
    .insert(students)
    .values({ firstName: "Stu", lastName: "Dent", email: "stu@example.com", passwordHash })
    .returning();
  const [admin] = await server.database.db
    .insert(admins)
    .values({ firstName: "Ad", lastName: "Min", email: "ad@example.com", passwordHash })
    .returning();
  adminId = admin!.id;
  tokens.none = undefined;
  tokens.student = (await createSession(server.database.db, secret, "student", student!)).token;
  tokens.admin = (await createSession(server.database.db, secret, "admin", admin!)).token;
  tokens.expired = (
    await createSession(server.database.db, secret, "admin", admin!, {
      now: new Date(Date.now() - 13 * 3600_000),
    })
  ).token;
  // A student's token whose payload now claims to be an admin, signature unchanged.
  const [body, signature] = tokens.student.split(".");
  const claims = { ...JSON.parse(Buffer.from(body!, "base64url").toString()), kind: "admin" };
  tokens.tampered = `${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
});
afterAll(async () => {
  await server.close();
});

async function call(method: string, rawPath: string, token: string | undefined) {
  const path = rawPath.replace(":self", adminId);
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: method === "GET" || method === "DELETE" ? undefined : "{}",
  });
  const text = await res.text();
  expect(res.headers.get("content-type") ?? "", `${method} ${path}`).toMatch(/application\/json/);
  return { status: res.status, text };
}

const allowed = (status: number) => status !== 401 && status !== 403 && status < 500;

describe("authorization matrix: /api/admin", () => {
  it.each(adminEndpoints)("%s %s", async (method, path) => {
    expect((await call(method, path, tokens.none)).status).toBe(401);
    expect((await call(method, path, tokens.student)).status).toBe(403);
    expect((await call(method, path, tokens.expired)).status).toBe(401);
    expect((await call(method, path, tokens.tampered)).status).toBe(401);
    const asAdmin = await call(method, path, tokens.admin);
    expect(allowed(asAdmin.status), `${method} ${path} as admin: ${asAdmin.status} ${asAdmin.text}`).toBe(
      true,
    );
  });
});

describe("authorization matrix: portal", () => {
  it.each(portalEndpoints)("%s %s", async (method, path) => {
    expect((await call(method, path, tokens.none)).status).toBe(401);
    expect((await call(method, path, tokens.admin)).status).toBe(403);
    expect((await call(method, path, tokens.expired)).status).toBe(401);
    expect((await call(method, path, tokens.tampered)).status).toBe(401);
    const asStudent = await call(method, path, tokens.student);
    expect(allowed(asStudent.status), `${method} ${path} as student: ${asStudent.status}`).toBe(true);
  });
});
