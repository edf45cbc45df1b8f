import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { admins, students } from "#server/db/schema.ts";
import { personId } from "#server/people/identity.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Every /api/admin and portal endpoint × {no token, student token, administrator token, staff
 * token, expired token, tampered token}. Admin endpoints: 401, 403, allowed, staff column, 401,
 * 401. Portal endpoints: 401, allowed, 403, 403, 401, 401. "Allowed" means the guard let it
 * through: any answer but 401/403. The staff column (docs/decisions/0073) is "allowed" for the
 * day-to-day sections and 403 for the administrators, the settings and any unknown path.
 */
const id = randomUUID();
/** A person the back-office can look up (the people API's ids encode an address). */
const personRef = personId("someone.else@example.com");
type Staff = "allowed" | 403;
const staffFor = (list: string): Staff => (list === "admins" ? 403 : "allowed");
const adminEndpoints: [string, string, Staff][] = [
  ["GET", "/api/admin/stats", "allowed"],
  ["GET", "/api/admin/stats/weekly-leads", "allowed"],
  ["GET", "/api/admin/search?q=a", "allowed"],
  ...[
    "students",
    "enrollments",
    "downloads",
    "consultations",
    "contacts",
    "admins",
    "visitors",
    "chats",
  ].flatMap(
    (list) =>
      [
        ["GET", `/api/admin/${list}?offset=0&limit=10`, staffFor(list)],
        ["GET", `/api/admin/export/${list}`, staffFor(list)],
        ["GET", `/api/admin/audit/${list}/${id}`, staffFor(list)],
      ] as [string, string, Staff][],
  ),
  ...["students", "enrollments", "downloads", "consultations", "contacts", "admins", "visitors"].map(
    (list) => ["GET", `/api/admin/${list}/${id}`, staffFor(list)] as [string, string, Staff],
  ),
  ...["students", "enrollments", "downloads", "consultations", "admins"].map(
    (list) => ["PUT", `/api/admin/${list}/${id}`, staffFor(list)] as [string, string, Staff],
  ),
  ...["students", "enrollments", "downloads", "consultations", "contacts", "admins", "visitors", "chats"].map(
    (list) => ["DELETE", `/api/admin/${list}/${id}`, staffFor(list)] as [string, string, Staff],
  ),
  ["PUT", `/api/admin/enrollments/${id}/status`, "allowed"],
  // Staff replies in chat (docs/decisions/0084): staff work.
  ["GET", "/api/admin/stats/work-queue", "allowed"],
  ["GET", "/api/admin/conversations?state=needs-reply", "allowed"],
  ["GET", `/api/admin/export/conversations`, "allowed"],
  ["GET", `/api/admin/conversations/${id}`, "allowed"],
  ["POST", `/api/admin/conversations/${id}/replies`, "allowed"],
  ["POST", `/api/admin/conversations/${id}/close`, "allowed"],
  ["GET", "/api/admin/unanswered", "allowed"],
  ["POST", "/api/admin/unanswered/handled", "allowed"],
  ["POST", "/api/admin/admins", 403],
  ["POST", "/api/admin/admins/invite", 403],
  ["PUT", `/api/admin/admins/${id}/role`, 403],
  ["DELETE", `/api/admin/admins/${id}/two-factor`, 403],
  ["GET", "/api/admin/settings", 403],
  ["PUT", "/api/admin/settings", 403],
  ["GET", "/api/admin/me/:self", "allowed"],
  ["PUT", "/api/admin/me/:self", "allowed"],
  ["PUT", "/api/admin/me/change-password", "allowed"],
  ["GET", "/api/admin/me/two-factor", "allowed"],
  ["POST", "/api/admin/me/two-factor/totp/confirm", "allowed"],
  ["POST", "/api/admin/me/two-factor/recovery-codes", "allowed"],
  ["POST", "/api/admin/me/two-factor/passkeys/options", "allowed"],
  ["POST", "/api/admin/me/two-factor/passkeys", "allowed"],
  ["DELETE", `/api/admin/me/two-factor/passkeys/${id}`, "allowed"],
  // Intakes and their waitlists (0082).
  ["GET", "/api/admin/intakes?offset=0&limit=10", "allowed"],
  ["GET", "/api/admin/intakes/interest", "allowed"],
  ["GET", `/api/admin/intakes/${id}`, "allowed"],
  ["POST", "/api/admin/intakes", "allowed"],
  ["PUT", `/api/admin/intakes/${id}`, "allowed"],
  ["DELETE", `/api/admin/intakes/${id}`, "allowed"],
  // Consultation availability (0081): its own module, the same guard; staff book calls too.
  ["GET", "/api/admin/consultation-availability", "allowed"],
  ["PUT", "/api/admin/consultation-availability", "allowed"],
  ["POST", "/api/admin/consultation-availability", "allowed"],
  ["GET", "/api/admin/consultation-availability/anything", "allowed"],
  // People and privacy (0083, issue 30): staff work with people and their notes every day; the
  // export and the erasure are administrators' (the export once handed out live links).
  ["GET", "/api/admin/people?offset=0&limit=10", "allowed"],
  ["GET", `/api/admin/people/${personRef}/timeline`, "allowed"],
  ["POST", `/api/admin/people/${personRef}/notes`, "allowed"],
  ["PUT", `/api/admin/people/${personRef}/notes/${id}`, "allowed"],
  ["GET", `/api/admin/people/${personRef}/export`, 403],
  ["GET", `/api/admin/people/${personRef}/export?format=html`, 403],
  ["DELETE", `/api/admin/people/${personRef}`, 403],
  // The site's content (issue 32): staff edit drafts; administrators publish, export and import.
  ["GET", "/api/admin/content/program", "allowed"],
  ["POST", "/api/admin/content/program", "allowed"],
  ["GET", `/api/admin/content/program/${id}`, "allowed"],
  ["PUT", `/api/admin/content/program/${id}`, "allowed"],
  ["DELETE", `/api/admin/content/program/${id}`, "allowed"],
  ["POST", `/api/admin/content/program/${id}/publish`, 403],
  ["POST", `/api/admin/content/program/${id}/unpublish`, 403],
  ["GET", `/api/admin/content/faq/${id}/revisions`, "allowed"],
  ["POST", `/api/admin/content/faq/${id}/revisions/${id}/restore`, "allowed"],
  ["GET", "/api/admin/content-export", 403],
  ["POST", "/api/admin/content-import", 403],
  // Images for the content (issue 32): staff place them in drafts too.
  ["POST", "/api/admin/uploads", "allowed"],
  ["DELETE", `/api/admin/uploads/${"0".repeat(32)}.png`, "allowed"],
  // Payments (issue 34): part of the enrolments' work, so staff too.
  ["GET", "/api/admin/payments?status=due&offset=0&limit=10", "allowed"],
  ["POST", `/api/admin/enrollments/${id}/payments`, "allowed"],
  ["POST", `/api/admin/payments/${id}/refund`, "allowed"],
  ["GET", `/api/admin/payments/documents/invoice/${id}.pdf`, "allowed"],
  ["GET", "/api/admin/payments/export.csv?status=paid", "allowed"],
  ["GET", "/api/admin/payments/money-due", "allowed"],
  ["GET", `/api/admin/payments/documents/receipt/${id}.pdf`, "allowed"],
  // A staff member's day (issue 35): follow-ups, assignment, bulk actions, the funnel.
  ["PUT", "/api/admin/follow-ups", "allowed"],
  ["GET", "/api/admin/follow-ups?when=today&assignee=me", "allowed"],
  ["POST", `/api/admin/follow-ups/${id}/done`, "allowed"],
  ["GET", "/api/admin/reports/funnel?from=2027-01-01&to=2027-01-31&groupBy=source", "allowed"],
  ["PUT", `/api/admin/enrollments/${id}/assignee`, "allowed"],
  ["PUT", `/api/admin/conversations/${id}/assignee`, "allowed"],
  // Each member's own notification choice (the handoff e-mail).
  ["GET", "/api/admin/me/notifications", "allowed"],
  ["PUT", "/api/admin/me/notifications", "allowed"],
  ["GET", `/api/admin/export/enrollments?ids=${id}`, "allowed"],
  ["GET", `/api/admin/export/contacts?ids=${id}`, "allowed"],
  ...["enrollments", "conversations", "contacts", "downloads", "consultations"].map(
    (list) => ["POST", `/api/admin/${list}/bulk`, "allowed"] as [string, string, Staff],
  ),
  // Methods and paths nobody defined are guarded too, so probing them reveals nothing.
  ["POST", "/api/admin/students", "allowed"],
  ["PATCH", `/api/admin/contacts/${id}`, "allowed"],
  ["PATCH", "/api/admin/settings", 403],
  ["GET", "/api/admin/no-such-list", 403],
];
const portalEndpoints: [string, string][] = [
  ["GET", "/api/portal/enrolments"],
  ["GET", "/api/portal/me"],
  ["POST", "/api/portal/me/verify-email"],
  ["POST", "/api/portal/me/email-verification"],
  ["GET", "/api/portal/me/export"],
  ["POST", "/api/portal/me/erasure-request"],
  ["GET", "/api/portal/payments"],
  ["POST", `/api/portal/payments/${id}/checkout`],
  ["GET", `/api/portal/payments/documents/invoice/${id}.pdf`],
  ["GET", `/api/portal/payments/documents/receipt/${id}.pdf`],
];

let server: TestServer;
let adminId = "";
let staffId = "";
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await startTestServer();
  const secret = server.config.sessionSecret;
  const passwordHash = await hashPassword("matrix-password");
  const [student] = await server.database.db
    .insert(students)
    // Verified: the portal's export and erasure request need it (issue 30).
    .values({
      firstName: "Stu",
      lastName: "Dent",
      email: "stu@example.com",
      passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [admin] = await server.database.db
    .insert(admins)
    .values({ firstName: "Ad", lastName: "Min", email: "ad@example.com", passwordHash })
    .returning();
  adminId = admin!.id;
  tokens.none = undefined;
  tokens.student = (await createSession(server.database.db, secret, "student", student!)).token;
  tokens.admin = (await createSession(server.database.db, secret, "admin", admin!)).token;
  const [staff] = await server.database.db
    .insert(admins)
    .values({ firstName: "Sta", lastName: "Ff", email: "staff@example.com", passwordHash, role: "staff" })
    .returning();
  staffId = staff!.id;
  tokens.staff = (await createSession(server.database.db, secret, "admin", staff!)).token;
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
  // ":self" is the caller's own id (only staff differ from the administrator here).
  const path = rawPath.replace(":self", token !== undefined && token === tokens.staff ? staffId : adminId);
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: method === "GET" || method === "DELETE" ? undefined : "{}",
  });
  const text = await res.text();
  // Every refusal is JSON; an allowed CSV export is CSV.
  if (!/\/export(\/|\.csv)/.test(path) || res.status >= 400)
    expect(res.headers.get("content-type") ?? "", `${method} ${path}`).toMatch(/application\/json/);
  return { status: res.status, text };
}

const allowed = (status: number) => status !== 401 && status !== 403 && status < 500;

describe("authorization matrix: /api/admin", () => {
  it.each(adminEndpoints)("%s %s (staff: %s)", async (method, path, staff) => {
    expect((await call(method, path, tokens.none)).status).toBe(401);
    expect((await call(method, path, tokens.student)).status).toBe(403);
    expect((await call(method, path, tokens.expired)).status).toBe(401);
    expect((await call(method, path, tokens.tampered)).status).toBe(401);
    const asAdmin = await call(method, path, tokens.admin);
    expect(allowed(asAdmin.status), `${method} ${path} as admin: ${asAdmin.status} ${asAdmin.text}`).toBe(
      true,
    );
    const asStaff = await call(method, path, tokens.staff);
    if (staff === "allowed")
      expect(allowed(asStaff.status), `${method} ${path} as staff: ${asStaff.status} ${asStaff.text}`).toBe(
        true,
      );
    else expect(asStaff.status, `${method} ${path} as staff`).toBe(403);
  });
});

describe("authorization matrix: Stripe's webhook", () => {
  it("trusts no session, only the signature: any token without one is a 400 (or 404 without Stripe)", async () => {
    for (const token of Object.values(tokens)) {
      const { status } = await call("POST", "/api/payments/stripe/webhook", token);
      expect([400, 404]).toContain(status);
    }
  });
});

describe("authorization matrix: the live event stream", () => {
  it("GET /api/admin/events: 401, 403, 401, 401; a stream for an administrator and for staff", async () => {
    const open = async (token: string | undefined) => {
      const controller = new AbortController();
      const res = await fetch(`${server.url}/api/admin/events`, {
        headers: token ? { token } : {},
        signal: controller.signal,
      });
      const type = res.headers.get("content-type") ?? "";
      controller.abort();
      return { status: res.status, type };
    };
    expect((await open(tokens.none)).status).toBe(401);
    expect((await open(tokens.student)).status).toBe(403);
    expect((await open(tokens.expired)).status).toBe(401);
    expect((await open(tokens.tampered)).status).toBe(401);
    for (const token of [tokens.admin, tokens.staff]) {
      const res = await open(token);
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^text\/event-stream/);
    }
  });
});

describe("authorization matrix: portal", () => {
  it.each(portalEndpoints)("%s %s", async (method, path) => {
    expect((await call(method, path, tokens.none)).status).toBe(401);
    expect((await call(method, path, tokens.admin)).status).toBe(403);
    expect((await call(method, path, tokens.staff)).status).toBe(403);
    expect((await call(method, path, tokens.expired)).status).toBe(401);
    expect((await call(method, path, tokens.tampered)).status).toBe(401);
    const asStudent = await call(method, path, tokens.student);
    expect(allowed(asStudent.status), `${method} ${path} as student: ${asStudent.status}`).toBe(true);
  });
});

/**
 * The content editor's pages (issue 32): a visitor and a student are sent to the back-office
 * sign-in, staff and administrators open every page; only an administrator's publish and
 * unpublish go through (staff 403). Uploaded images and a page's `?preview=` are public URLs: a
 * visitor gets the upload and the published page, never a draft.
 */
describe("authorization matrix: the content editor's pages", () => {
  let pages: TestServer;
  const cookies: Record<"none" | "student" | "staff" | "admin", string> = {
    none: "",
    student: "",
    staff: "",
    admin: "",
  };
  let faqId = "";
  beforeAll(async () => {
    pages = await startTestServer({ withPages: true });
    const db = pages.database.db;
    const secret = pages.config.sessionSecret;
    const passwordHash = await hashPassword("matrix-password");
    const [student] = await db
      .insert(students)
      .values({ firstName: "S", lastName: "T", email: "s@example.com", passwordHash })
      .returning();
    const [admin] = await db
      .insert(admins)
      .values({ firstName: "A", lastName: "D", email: "a@example.com", passwordHash })
      .returning();
    const [staff] = await db
      .insert(admins)
      .values({ firstName: "S", lastName: "F", email: "f@example.com", passwordHash, role: "staff" })
      .returning();
    cookies.student = `portalToken=${(await createSession(db, secret, "student", student!)).token}`;
    cookies.admin = `adminToken=${(await createSession(db, secret, "admin", admin!)).token}`;
    cookies.staff = `adminToken=${(await createSession(db, secret, "admin", staff!)).token}`;
    const { createDocument } = await import("#server/content/documents.ts");
    faqId = (
      await createDocument(
        db,
        "faq",
        { question: "Matrix?", answer: "Draft answer text." },
        { id: admin!.id, name: "A D" },
      )
    ).id;
  });
  afterAll(async () => {
    await pages.close();
  });
  const request = (method: string, path: string, cookie: string, form?: Record<string, string>) =>
    fetch(`${pages.url}${path}`, {
      method,
      redirect: "manual",
      headers: { cookie, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
  const pageCases = (): [string, string, Record<string, string> | undefined, number | "allowed"][] => [
    ["GET", "/admin/content/faq", undefined, "allowed"],
    ["GET", "/admin/content/faq/new", undefined, "allowed"],
    // "Answer this" on the unanswered-questions report (issue 33): the report and the prefilled editor.
    ["GET", "/admin/unanswered", undefined, "allowed"],
    ["GET", "/admin/content/faq/new?phrasing=Can%20I%20park%3F", undefined, "allowed"],
    // The assistant's test questions (issue 33): staff keep them too.
    ["GET", "/admin/content/test-questions", undefined, "allowed"],
    [
      "POST",
      "/admin/content/test-questions",
      { intent: "add", question: "Matrix?", documentId: faqId },
      "allowed",
    ],
    ["GET", `/admin/content/faq/${faqId}`, undefined, "allowed"],
    ["GET", `/admin/content/faq/${faqId}/revisions`, undefined, "allowed"],
    ["POST", "/admin/content/markdown-preview", { markdown: "*x*" }, "allowed"],
    ["POST", `/admin/content/faq/${faqId}`, { intent: "preview", question: "Q", answer: "A" }, "allowed"],
    ["POST", `/admin/content/faq/${faqId}`, { intent: "publish" }, 403],
    ["POST", `/admin/content/faq/${faqId}`, { intent: "unpublish" }, 403],
  ];

  it("sends visitors and students to sign in, lets staff in except publishing, and administrators everywhere", async () => {
    for (const [method, path, form, staff] of pageCases()) {
      for (const who of ["none", "student"] as const) {
        const res = await request(method, path, cookies[who], form);
        expect(res.status, `${who} ${method} ${path}`).toBe(302);
        expect(res.headers.get("location"), `${who} ${method} ${path}`).toBe("/admin/sign-in");
      }
      const asStaff = await request(method, path, cookies.staff, form);
      if (staff === "allowed") expect(asStaff.status, `staff ${method} ${path}`).toBeLessThan(400);
      else expect(asStaff.status, `staff ${method} ${path}`).toBe(staff);
      const asAdmin = await request(method, path, cookies.admin, form);
      expect(asAdmin.status, `admin ${method} ${path}`).toBeLessThan(400);
    }
  });

  it("lets staff and administrators, and nobody else, remove a test question", async () => {
    const { addTestQuestion } = await import("#server/content/test-questions.ts");
    const db = pages.database.db;
    for (const who of ["staff", "admin"] as const) {
      const { data } = await addTestQuestion(db, { question: `Remove me, ${who}?`, documentId: faqId });
      const form = { intent: "remove", id: data.id };
      for (const nobody of ["none", "student"] as const) {
        const res = await request("POST", "/admin/content/test-questions", cookies[nobody], form);
        expect(res.status, nobody).toBe(302);
        expect(res.headers.get("location"), nobody).toBe("/admin/sign-in");
      }
      const res = await request("POST", "/admin/content/test-questions", cookies[who], form);
      expect(res.status, who).toBe(200);
    }
  });

  it("shows a draft at its public address to staff and administrators only", async () => {
    for (const who of ["none", "student"] as const) {
      const res = await request("GET", `/faq?preview=${faqId}`, cookies[who]);
      expect(await res.text(), who).not.toContain("Draft answer text.");
    }
    expect((await request("GET", `/uploads/${"a".repeat(32)}.png`, "")).status).toBe(404);
  });
});
