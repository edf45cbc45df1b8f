import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import {
  admins,
  auditLog,
  chats,
  consultations,
  contactMessages,
  enrolments,
  enrolmentStatusChanges,
  newsletterSubscribers,
  outbox,
  outlineRequests,
  students,
  visitors,
} from "#server/db/schema.ts";
import { publishedSite } from "#server/content/published.ts";
import { personId } from "#server/people/identity.ts";
import { timelineKinds } from "#server/people/identity.ts";
import { apiClient } from "../support/api.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;
let api: ReturnType<typeof apiClient>;
let otherAdminToken: string;
const email = "Mira.Person@Example.com";
const id = personId(email);
const asAdmin = () => ({ token: accounts.adminToken });

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  const db = server.database.db;
  accounts = await seedAccounts(db, server.config.sessionSecret);
  const [other] = await db
    .insert(admins)
    .values({
      firstName: "Otto",
      lastName: "Other",
      email: "otto@example.com",
      passwordHash: await hashPassword("x-password"),
    })
    .returning();
  otherAdminToken = (await createSession(db, server.config.sessionSecret, "admin", other!)).token;
  const person = { firstName: "Mira", lastName: "Person", email };
  const at = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db
    .insert(students)
    .values({ ...person, email: "mira.person@example.com", passwordHash: "x", createdAt: at(9) });
  const [application] = await db
    .insert(enrolments)
    .values({
      ...person,
      mobile: "0400 111 222",
      address: "1 St",
      education: "BSc",
      institution: "UNSW",
      course: "Data Analytics",
      accept: true,
      feeTerms: true,
      createdAt: at(8),
    })
    .returning();
  await db.insert(enrolmentStatusChanges).values({
    enrolmentId: application!.id,
    fromStatus: "received",
    toStatus: "under review",
    createdAt: at(7),
  });
  await db.insert(auditLog).values({
    adminId: accounts.admin.id,
    action: "status",
    entity: "enrollments",
    entityId: application!.id,
    createdAt: at(7),
  });
  await db.insert(outlineRequests).values({
    ...person,
    mobile: "0400",
    course: "Data Analytics",
    format: "Online",
    agreed: true,
    createdAt: at(6),
  });
  await db
    .insert(contactMessages)
    .values({ ...person, mobile: "0400", message: "Hello there", createdAt: at(5) });
  await db.insert(consultations).values({
    ...person,
    phone: "0400",
    company: "Acme",
    projectDetails: "App",
    budget: "under_25k",
    service: "Other",
    createdAt: at(4),
  });
  await db.insert(newsletterSubscribers).values({
    email: "mira.person@example.com",
    unsubscribeToken: "tok-mira",
    consentWording: "2026-11",
    createdAt: at(3),
    confirmedAt: at(2),
  });
  const [visitor] = await db
    .insert(visitors)
    .values({ name: "Mira Person", email: "mira.person@example.com", ip: "203.0.113.9", createdAt: at(2) })
    .returning();
  await db.insert(chats).values({ visitorId: visitor!.id, type: "client", content: "Hi", createdAt: at(2) });
  await db
    .insert(outbox)
    .values({ to: "mira.person@example.com", subject: "Welcome", text: "Hi", createdAt: at(1) });
});
afterAll(async () => {
  await server.close();
});

describe("authorization of every /api/admin/people path", () => {
  const calls = [
    ["GET", () => "/api/admin/people"],
    ["GET", () => `/api/admin/people/${id}/timeline`],
    ["POST", () => `/api/admin/people/${id}/notes`],
    ["PUT", () => `/api/admin/people/${id}/notes/00000000-0000-0000-0000-000000000000`],
    ["GET", () => `/api/admin/people/${id}/export`],
    ["DELETE", () => `/api/admin/people/${id}`],
  ] as const;
  it.each(calls)("%s %s: 401 without a session, 403 with a student's", async (method, path) => {
    const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify({ text: "x" });
    const headers: Record<string, string> = body ? { "content-type": "application/json" } : {};
    const none = await fetch(`${server.url}${path()}`, { method, headers, body });
    expect(none.status).toBe(401);
    expect((await none.json()).error.messages).toHaveLength(1);
    const student = await fetch(`${server.url}${path()}`, {
      method,
      headers: { ...headers, token: accounts.studentToken },
      body,
    });
    expect(student.status).toBe(403);
  });
});

describe("staff (not only administrators) work with people", () => {
  it("answers the people list, timeline and notes for a staff account", async () => {
    const db = server.database.db;
    const [staff] = await db
      .insert(admins)
      .values({
        firstName: "Sam",
        lastName: "Staff",
        email: "sam@example.com",
        passwordHash: "x",
        role: "staff",
      })
      .returning();
    const token = (await createSession(db, server.config.sessionSecret, "admin", staff!)).token;
    expect((await api.get("/api/admin/people", { token })).status).toBe(200);
    expect((await api.get(`/api/admin/people/${id}/timeline`, { token })).status).toBe(200);
  });
});

describe("GET /api/admin/people", () => {
  it("lists people once each, by normalised e-mail, with id, name, e-mail and last activity", async () => {
    const res = await api.get("/api/admin/people?search=mira", asAdmin());
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({ id, name: "Mira Person", email: "mira.person@example.com" });
    expect(Date.parse(res.json.data[0].lastActivity)).toBeGreaterThan(0);
    expect(res.json.pagination).toMatchObject({ total: 1, offset: 0 });
  });
  it("searches the name too, and answers an empty page for no match", async () => {
    expect((await api.get("/api/admin/people?search=Mira%20Pers", asAdmin())).json.data).toHaveLength(1);
    expect((await api.get("/api/admin/people?search=nobody-here", asAdmin())).json.data).toHaveLength(0);
  });
  it("stays current as records come, change and go: newest activity first, newest name", async () => {
    const outline = {
      firstName: "Lena",
      lastName: "Listed",
      email: "Lena.Listed@Example.com",
      mobile: "0491 570 110",
      course: "QA & Software Testing",
      format: "Online",
    };
    const submitted = await api.post("/api/downloads/course-outline", { ...outline, agreed: true });
    expect(submitted.status).toBe(201);
    const first = (await api.get("/api/admin/people?limit=1", asAdmin())).json.data[0];
    expect(first).toMatchObject({ name: "Lena Listed", email: "lena.listed@example.com" });
    const [row] = await server.database.db
      .select({ id: outlineRequests.id })
      .from(outlineRequests)
      .where(sql`lower(email) = 'lena.listed@example.com'`);
    const renamed = await api.put(
      `/api/admin/downloads/${row!.id}`,
      { ...outline, lastName: "Renamed" },
      asAdmin(),
    );
    expect(renamed.status).toBe(200);
    const search = await api.get("/api/admin/people?search=lena.listed", asAdmin());
    expect(search.json.data).toMatchObject([{ name: "Lena Renamed" }]);
    const removed = await fetch(`${server.url}/api/admin/downloads/${row!.id}`, {
      method: "DELETE",
      headers: { token: accounts.adminToken },
    });
    expect(removed.status).toBe(200);
    expect((await api.get("/api/admin/people?search=lena.listed", asAdmin())).json.data).toEqual([]);
  });
  it("refuses a bad limit with the §7 error shape", async () => {
    const res = await api.get("/api/admin/people?limit=0", asAdmin());
    expect(res.status).toBe(400);
    expect(res.json.error.messages.length).toBeGreaterThan(0);
  });
});

describe("GET /api/admin/people/:id/timeline", () => {
  it("joins every table, newest first, with kind, time, summary and link", async () => {
    const res = await api.get(`/api/admin/people/${id}/timeline?limit=100`, asAdmin());
    expect(res.status).toBe(200);
    const kinds = new Set(res.json.data.map((e: { kind: string }) => e.kind));
    // Notes and follow-ups (issue 35: tests/integration/follow-ups-api.test.ts) are tested on their own.
    for (const kind of timelineKinds.filter((k) => k !== "note" && k !== "follow-up" && k !== "payment"))
      expect(kinds).toContain(kind);
    expect(res.json.total).toBe(res.json.data.length);
    const times = res.json.data.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const application = res.json.data.find((e: { kind: string }) => e.kind === "application");
    expect(application.link).toMatch(/^\/admin\/enrollment\//);
    expect(application.summary).toContain("Data Analytics");
    // The audit line in words: who did what to whose record (issue 36).
    const audit = res.json.data.find((e: { kind: string }) => e.kind === "audit");
    expect(audit.summary).toBe(
      `${accounts.admin.firstName} ${accounts.admin.lastName} changed Mira Person's application`,
    );
  });
  it("filters by kind and pages (offset is a page index, as in every admin list)", async () => {
    const all = await api.get(`/api/admin/people/${id}/timeline?limit=100`, asAdmin());
    const news = await api.get(`/api/admin/people/${id}/timeline?kind=newsletter`, asAdmin());
    expect(news.json.data.map((e: { kind: string }) => e.kind)).toEqual(["newsletter", "newsletter"]);
    expect(news.json.total).toBe(2);
    const second = await api.get(`/api/admin/people/${id}/timeline?limit=2&offset=1`, asAdmin());
    expect(second.json.data).toEqual(all.json.data.slice(2, 4));
    expect(second.json.total).toBe(all.json.total);
  });
  it.each([["kind=nonsense"], ["offset=-1"], ["offset=x"], ["limit=0"], ["limit=101"]])(
    "answers 400 in the §7 shape for %s",
    async (query) => {
      const res = await api.get(`/api/admin/people/${id}/timeline?${query}`, asAdmin());
      expect(res.status).toBe(400);
      expect(res.json.error.messages).toHaveLength(1);
    },
  );
  it("answers 404 for a person the site holds nothing about, and for a malformed id", async () => {
    for (const unknown of [personId("nobody@example.com"), "not*an*id", "bWlyYQ"]) {
      const res = await api.get(`/api/admin/people/${encodeURIComponent(unknown)}/timeline`, asAdmin());
      expect(res.status).toBe(404);
    }
  });
});

describe("staff notes", () => {
  it("adds a note (201) shown in the timeline with its author, editable by the author only", async () => {
    const res = await api.post(
      `/api/admin/people/${id}/notes`,
      { text: "  Called back, wants evening classes  " },
      asAdmin(),
    );
    expect(res.status).toBe(201);
    const noteId = res.json.data.id;
    const timeline = await api.get(`/api/admin/people/${id}/timeline?kind=note`, asAdmin());
    expect(timeline.json.data).toHaveLength(1);
    expect(timeline.json.data[0].summary).toBe("Grace Hopper: Called back, wants evening classes");

    const other = await api.put(
      `/api/admin/people/${id}/notes/${noteId}`,
      { text: "mine now" },
      { token: otherAdminToken },
    );
    expect(other.status).toBe(403);
    const own = await api.put(
      `/api/admin/people/${id}/notes/${noteId}`,
      { text: "Prefers evenings" },
      asAdmin(),
    );
    expect(own.status).toBe(200);
    const after = await api.get(`/api/admin/people/${id}/timeline?kind=note`, asAdmin());
    expect(after.json.data[0].summary).toBe("Grace Hopper: Prefers evenings");
    const missing = await api.put(
      `/api/admin/people/${id}/notes/00000000-0000-0000-0000-000000000000`,
      { text: "x" },
      asAdmin(),
    );
    expect(missing.status).toBe(404);
  });
  it.each([
    ["empty", { text: "" }],
    ["blank", { text: "   " }],
    ["missing", {}],
    ["4001 characters", { text: "x".repeat(4001) }],
  ])("refuses %s text with 400", async (_name, body) => {
    const res = await api.post(`/api/admin/people/${id}/notes`, body, asAdmin());
    expect(res.status).toBe(400);
    expect(res.json.error.fields.text).toBeTruthy();
  });
  it("answers 404 for a note on an unknown person", async () => {
    const res = await api.post(
      `/api/admin/people/${personId("ghost@example.com")}/notes`,
      { text: "x" },
      asAdmin(),
    );
    expect(res.status).toBe(404);
  });
});

describe("export", () => {
  it("gives staff everything held about the person as JSON, without secrets", async () => {
    const res = await api.get(`/api/admin/people/${id}/export`, asAdmin());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment/);
    const tables = res.json.tables;
    for (const table of [
      "students",
      "enrolments",
      "enrolment_status_changes",
      "outline_requests",
      "contact_messages",
      "consultations",
      "newsletter_subscribers",
      "visitors",
      "chats",
      "outbox",
      "audit_log",
    ])
      expect(Object.keys(tables)).toContain(table);
    const text = JSON.stringify(res.json);
    expect(text).not.toMatch(/password_hash|passwordHash|unsubscribe_token|tok-mira/);
    expect(res.json.person).toMatchObject({ email: "mira.person@example.com", name: "Mira Person" });
  });
  it("gives a readable HTML page too", async () => {
    const res = await fetch(`${server.url}/api/admin/people/${id}/export?format=html`, {
      headers: asAdmin(),
    });
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("<h2>Applications");
    expect(html).toContain("Data Analytics");
    expect(html).toContain(`Everything ${(await publishedSite(server.database.db)).name} holds about`);
  });
  it("names the provider as published: a name changed in the back-office heads the next export", async () => {
    const db = server.database.db;
    const before = (await publishedSite(db)).name;
    const renamed = `${before} Academy`;
    const setName = (name: string) =>
      db.execute(
        sql`update content_documents set published = jsonb_set(published, '{name}', ${JSON.stringify(name)}::jsonb) where type = 'site'`,
      );
    await setName(renamed);
    try {
      const res = await fetch(`${server.url}/api/admin/people/${id}/export?format=html`, {
        headers: asAdmin(),
      });
      expect(await res.text()).toContain(`Everything ${renamed} holds about`);
    } finally {
      await setName(before);
    }
  });
  it("gives a signed-in student their own export once the address is verified (401 without a session)", async () => {
    const db = server.database.db;
    const [student] = await db.select().from(students).where(sql`email = 'mira.person@example.com'`);
    const token = (await createSession(db, server.config.sessionSecret, "student", student!)).token;
    // Issue 30: an unverified account proves nothing about the address.
    expect((await api.get("/api/portal/me/export", { token })).status).toBe(403);
    expect((await api.post("/api/portal/me/erasure-request", {}, { token })).status).toBe(403);
    await db.update(students).set({ emailVerifiedAt: new Date() }).where(sql`id = ${student!.id}`);
    const res = await api.get("/api/portal/me/export", { token });
    expect(res.status).toBe(200);
    expect(res.json.person.email).toBe("mira.person@example.com");
    expect(Object.keys(res.json.tables)).toContain("enrolments");
    expect((await api.get("/api/portal/me/export")).status).toBe(401);
    const asked = await api.post("/api/portal/me/erasure-request", {}, { token });
    expect(asked.status).toBe(201);
    const timeline = await api.get(`/api/admin/people/${id}/export`, asAdmin());
    expect(Object.keys(timeline.json.tables)).toContain("erasure_requests");
  });
});

describe("DELETE /api/admin/people/:id", () => {
  it("erases the person (204): they are gone from the list, the timeline is 404, the audit says who", async () => {
    const res = await fetch(`${server.url}/api/admin/people/${id}`, { method: "DELETE", headers: asAdmin() });
    expect(res.status).toBe(204);
    expect((await api.get("/api/admin/people?search=mira", asAdmin())).json.data).toHaveLength(0);
    expect((await api.get(`/api/admin/people/${id}/timeline`, asAdmin())).status).toBe(404);
    const entries = await server.database.db.select().from(auditLog).where(sql`action = 'erase'`);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.adminId).toBe(accounts.admin.id);
    expect(JSON.stringify(entries[0])).not.toMatch(/mira/i);
    // Counts survive: the application is still there, without the person.
    const [application] = await server.database.db.select().from(enrolments);
    expect(application).toMatchObject({ course: "Data Analytics", firstName: "Erased" });
  });
  it("refuses to erase the signed-in admin's own account", async () => {
    const res = await fetch(`${server.url}/api/admin/people/${personId("grace@example.com")}`, {
      method: "DELETE",
      headers: asAdmin(),
    });
    expect(res.status).toBe(409);
  });
});
