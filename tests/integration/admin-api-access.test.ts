import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chats,
  consultations,
  contactMessages,
  enrolments,
  outlineRequests,
  visitors,
} from "#server/db/schema.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  accounts = await seedAccounts(db, server.config.sessionSecret);
  const lead = { firstName: "Lin", lastName: "Lead", email: "lin@example.com" };
  const [enrolment] = await db
    .insert(enrolments)
    .values({
      ...lead,
      mobile: "0400",
      address: "1 St",
      education: "BSc",
      institution: "UNSW",
      course: "Data Analytics",
      accept: true,
      feeTerms: true,
    })
    .returning();
  const [outline] = await db
    .insert(outlineRequests)
    .values({ ...lead, mobile: "0400", course: "Data Analytics", format: "Online", agreed: true })
    .returning();
  const [consultation] = await db
    .insert(consultations)
    .values({
      ...lead,
      phone: "0400",
      company: "Acme",
      projectDetails: "App",
      budget: "under_25k",
      service: "Other",
    })
    .returning();
  const [contact] = await db
    .insert(contactMessages)
    .values({ ...lead, mobile: "0400", message: "Hi" })
    .returning();
  const [visitor] = await db.insert(visitors).values({ browser: "Firefox", ip: "10.0.0.1" }).returning();
  const [chat] = await db
    .insert(chats)
    .values({ visitorId: visitor!.id, type: "client", content: "Hello" })
    .returning();
  await db
    .insert(chats)
    .values({ visitorId: visitor!.id, type: "client", content: "Is there parking?", unanswered: true });
  const other = await fetch(`${server.url}/api/admin/admins`, {
    method: "POST",
    headers: { token: accounts.adminToken, "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Other",
      lastName: "Admin",
      email: "other@example.com",
      password: "password1",
      verifyPassword: "password1",
    }),
  });
  const otherId = ((await other.json()) as { id: string }).id;
  ids = {
    student: accounts.student.id,
    enrolment: enrolment!.id,
    outline: outline!.id,
    consultation: consultation!.id,
    contact: contact!.id,
    visitor: visitor!.id,
    chat: chat!.id,
    admin: otherId,
    me: accounts.admin.id,
  };
});
afterAll(async () => {
  await server.close();
});

type Call = { method: string; path: () => string; body?: object; ok: number };

const person = { firstName: "Lin", lastName: "Lead", email: "lin@example.com" };
/** Every /api/admin endpoint of spec §7.3 plus the additions; deletes come last. */
const calls: Call[] = [
  { method: "GET", path: () => "/api/admin/stats", ok: 200 },
  { method: "GET", path: () => "/api/admin/stats/weekly-leads", ok: 200 },
  { method: "GET", path: () => "/api/admin/search?q=lin", ok: 200 },
  { method: "GET", path: () => "/api/admin/export/students", ok: 200 },
  { method: "GET", path: () => `/api/admin/audit/enrollments/${ids.enrolment}`, ok: 200 },
  { method: "GET", path: () => "/api/admin/students", ok: 200 },
  { method: "GET", path: () => `/api/admin/students/${ids.student}`, ok: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/students/${ids.student}`,
    body: { ...person, email: "ada2@example.com" },
    ok: 200,
  },
  { method: "GET", path: () => "/api/admin/enrollments", ok: 200 },
  { method: "GET", path: () => `/api/admin/enrollments/${ids.enrolment}`, ok: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/enrollments/${ids.enrolment}`,
    body: {
      ...person,
      mobile: "0400",
      address: "2 St",
      education: "BSc",
      institution: "UTS",
      course: "Data Analytics",
    },
    ok: 200,
  },
  {
    method: "PUT",
    path: () => `/api/admin/enrollments/${ids.enrolment}/status`,
    body: { status: "under review" },
    ok: 200,
  },
  { method: "GET", path: () => "/api/admin/downloads", ok: 200 },
  { method: "GET", path: () => `/api/admin/downloads/${ids.outline}`, ok: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/downloads/${ids.outline}`,
    body: { ...person, mobile: "0400", course: "QA and Software Testing", format: "Face-to-face" },
    ok: 200,
  },
  { method: "GET", path: () => "/api/admin/consultations", ok: 200 },
  { method: "GET", path: () => `/api/admin/consultations/${ids.consultation}`, ok: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/consultations/${ids.consultation}`,
    body: {
      ...person,
      phone: "0400",
      company: "Acme",
      projectDetails: "App",
      budget: "25k-50k",
      service: "Other",
    },
    ok: 200,
  },
  { method: "GET", path: () => "/api/admin/contacts", ok: 200 },
  { method: "GET", path: () => `/api/admin/contacts/${ids.contact}`, ok: 200 },
  { method: "GET", path: () => `/api/admin/me/${ids.me}`, ok: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/me/${ids.me}`,
    // A new e-mail needs the current password (the step-up, issue 30 M4).
    body: {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      currentPassword: "admin-password",
    },
    ok: 200,
  },
  {
    method: "PUT",
    path: () => "/api/admin/me/change-password",
    body: {
      oldPassword: "admin-password",
      newPassword: "admin-password",
      confirmNewPassword: "admin-password",
    },
    ok: 200,
  },
  { method: "GET", path: () => "/api/admin/admins", ok: 200 },
  { method: "GET", path: () => `/api/admin/admins/${ids.admin}`, ok: 200 },
  {
    method: "PUT",
    path: () => `/api/admin/admins/${ids.admin}`,
    body: { firstName: "O", lastName: "A", email: "oa@example.com" },
    ok: 200,
  },
  {
    method: "POST",
    path: () => "/api/admin/admins",
    body: {
      firstName: "New",
      lastName: "Admin",
      email: "new@example.com",
      password: "password1",
      verifyPassword: "password1",
    },
    ok: 201,
  },
  { method: "GET", path: () => "/api/admin/visitors", ok: 200 },
  { method: "GET", path: () => `/api/admin/visitors/${ids.visitor}`, ok: 200 },
  { method: "GET", path: () => "/api/admin/chats", ok: 200 },
  // Staff replies in chat (docs/decisions/0084).
  { method: "GET", path: () => "/api/admin/stats/work-queue", ok: 200 },
  { method: "GET", path: () => "/api/admin/conversations?state=needs-reply", ok: 200 },
  { method: "GET", path: () => `/api/admin/conversations/${ids.visitor}`, ok: 200 },
  {
    method: "POST",
    path: () => `/api/admin/conversations/${ids.visitor}/replies`,
    body: { text: "Hello from staff" },
    ok: 201,
  },
  { method: "POST", path: () => `/api/admin/conversations/${ids.visitor}/close`, ok: 200 },
  { method: "GET", path: () => "/api/admin/unanswered", ok: 200 },
  { method: "POST", path: () => "/api/admin/unanswered/handled", body: { key: "parking" }, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/chats/${ids.chat}`, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/visitors/${ids.visitor}`, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/contacts/${ids.contact}`, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/consultations/${ids.consultation}`, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/downloads/${ids.outline}`, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/enrollments/${ids.enrolment}`, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/admins/${ids.admin}`, ok: 200 },
  { method: "DELETE", path: () => `/api/admin/students/${ids.student}`, ok: 200 },
];

function send(call: Call, headers: Record<string, string>) {
  return fetch(`${server.url}${call.path()}`, {
    method: call.method,
    headers: { "content-type": "application/json", ...headers },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
}

function tamper(token: string): string {
  const [body, signature] = token.split(".");
  const payload = JSON.parse(Buffer.from(body!, "base64url").toString());
  const forged = Buffer.from(JSON.stringify({ ...payload, firstName: "Mallory" })).toString("base64url");
  return `${forged}.${signature}`;
}

describe("every /api/admin endpoint is enforced on the server", () => {
  it("answers 401 JSON without a token, with an expired token and with a tampered token", async () => {
    for (const call of calls) {
      const label = `${call.method} ${call.path()}`;
      const variants: [string, Record<string, string>][] = [
        ["no token", {}],
        ["expired", { token: accounts.expiredToken }],
        ["tampered", { token: tamper(accounts.adminToken) }],
        ["tampered cookie", { cookie: `adminToken=${tamper(accounts.adminToken)}` }],
      ];
      for (const [name, headers] of variants) {
        const res = await send(call, headers);
        expect(res.status, `${label} (${name})`).toBe(401);
        expect(await res.json(), `${label} (${name})`).toEqual({
          error: { messages: ["Please sign in to continue"] },
        });
      }
    }
  });

  it("answers 403 with a student token, in the header or the portal cookie", async () => {
    for (const call of calls) {
      const label = `${call.method} ${call.path()}`;
      const header = await send(call, { token: accounts.studentToken });
      expect(header.status, label).toBe(403);
      const cookie = await send(call, { cookie: `portalToken=${accounts.studentToken}` });
      expect(cookie.status, label).toBe(403);
    }
  });

  it("answers every endpoint for an admin, by header or by the adminToken cookie", async () => {
    for (const [i, call] of calls.entries()) {
      const headers: Record<string, string> =
        i % 2 === 0 ? { token: accounts.adminToken } : { cookie: `adminToken=${accounts.adminToken}` };
      const res = await send(call, headers);
      expect(res.status, `${call.method} ${call.path()}: ${await res.clone().text()}`).toBe(call.ok);
    }
  });

  it("leaves /api/admin/auth/* to the sign-in area (not guarded here)", async () => {
    const res = await fetch(`${server.url}/api/admin/auth/sign-in`, { method: "POST" });
    // The sign-in area answers (a 400 for the empty body), not this guard's 401.
    expect([400, 404]).toContain(res.status);
    const unknown = await fetch(`${server.url}/api/admin/nothing-here`);
    expect(unknown.status).toBe(401);
  });
});
