import { previewStatusChange } from "#server/admin/enrolment-status.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSession } from "#server/accounts/sessions.ts";
import { admins, enrolments, outbox, students } from "#server/db/schema.ts";
import { seedAccounts, seedLists } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;

beforeAll(async () => {
  server = await startTestServer();
  accounts = await seedAccounts(server.database.db, server.config.sessionSecret);
  await seedLists(server.database.db, 25);
});
afterAll(async () => {
  await server.close();
});

async function call(method: string, path: string, body?: object, token = accounts.adminToken) {
  const res = await fetch(`${server.url}/api/admin${path}`, {
    method,
    headers: { token, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: text.startsWith("{") ? JSON.parse(text) : null,
  };
}

describe("lists", () => {
  it("pages with {total, offset (page index), limit}, 10 by default and 50 for visitors and chats", async () => {
    const first = await call("GET", "/consultations");
    expect(first.json.pagination).toEqual({ total: 25, offset: 0, limit: 10 });
    expect(first.json.data).toHaveLength(10);
    expect(first.json.data[0]).toMatchObject({ firstName: "Client01", company: "Company 1" });
    const third = await call("GET", "/consultations?offset=2&limit=10");
    expect(third.json.data.map((r: { firstName: string }) => r.firstName)).toEqual([
      "Client21",
      "Client22",
      "Client23",
      "Client24",
      "Client25",
    ]);
    expect((await call("GET", "/visitors")).json.pagination).toEqual({ total: 25, offset: 0, limit: 50 });
    expect((await call("GET", "/chats")).json.pagination).toEqual({ total: 25, offset: 0, limit: 50 });
  });

  it("rejects a bad offset or limit with a 400 naming it", async () => {
    const bad = await call("GET", "/students?limit=0");
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.limit).toBe("limit must be between 1 and 100");
    expect((await call("GET", "/students?offset=-1")).status).toBe(400);
  });

  it("searches by name or e-mail, literally, and sorts by a named column", async () => {
    const found = await call("GET", "/contacts?search=contact1");
    expect(found.json.pagination.total).toBe(11); // contact1, contact10…contact19
    const name = await call("GET", "/admins?search=Admin07 Tester");
    expect(name.json.data.map((r: { email: string }) => r.email)).toEqual(["admin7@example.com"]);
    expect((await call("GET", "/students?search=%25")).json.pagination.total).toBe(0);
    const sorted = await call("GET", "/enrollments?sort=name&order=desc&limit=2");
    expect(sorted.json.data.map((r: { firstName: string }) => r.firstName)).toEqual([
      "Applicant25",
      "Applicant24",
    ]);
  });

  it("shows students with the course of their first application and visitors with a chat flag", async () => {
    const db = server.database.db;
    await db.insert(enrolments).values({
      studentId: accounts.student.id,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      mobile: "0400",
      address: "1 St",
      education: "BSc",
      institution: "UTS",
      course: "Full stack software development",
      accept: true,
      feeTerms: true,
    });
    const ada = await call("GET", "/students?search=ada@example.com");
    expect(ada.json.data[0]).toMatchObject({
      email: "ada@example.com",
      course: "Full stack software development",
    });
    const visitor = (await call("GET", "/visitors?limit=1")).json.data[0];
    expect(visitor).toMatchObject({ hasChats: true });
    const detail = await call("GET", `/visitors/${visitor.id}`);
    expect(detail.json.data.chats).toHaveLength(1);
  });

  it("exports exactly the filtered, sorted list as CSV", async () => {
    const csv = await call("GET", "/export/contacts?search=contact2&sort=email&order=asc");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?contacts-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = csv.text.trim().split("\r\n");
    expect(lines[0]).toBe("id,firstName,lastName,email,mobile,createdAt");
    const list = await call("GET", "/contacts?search=contact2&sort=email&order=asc&limit=100");
    expect(list.json.pagination.total).toBe(7); // contact2, contact20…contact25
    expect(lines.slice(1).map((l) => l.split(",")[3])).toEqual(
      list.json.data.map((r: { email: string }) => r.email),
    );
  });
});

describe("edits", () => {
  it("validates with the §5 rules and logs before → after", async () => {
    const id = (await call("GET", "/students?search=student03")).json.data[0].id;
    const bad = await call("PUT", `/students/${id}`, { firstName: "", lastName: "T", email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      firstName: "First name is required",
      email: "Email should be a valid email address",
    });
    const taken = await call("PUT", `/students/${id}`, {
      firstName: "S",
      lastName: "T",
      email: "ada@example.com",
    });
    expect(taken.json.error.fields.email).toBe("This email is already in use");
    const ok = await call("PUT", `/students/${id}`, {
      firstName: "Sam",
      lastName: "Tester",
      email: "Sam@Example.com",
    });
    expect(ok.json).toEqual({ message: "Student updated successfully" });
    expect((await call("GET", `/students/${id}`)).json.data).toMatchObject({
      firstName: "Sam",
      email: "sam@example.com",
    });
    const audit = await call("GET", `/audit/students/${id}`);
    expect(audit.json.data[0]).toMatchObject({ action: "update", adminName: "Grace Hopper" });
    expect(audit.json.data[0].changes).toContainEqual({
      field: "firstName",
      before: "Student03",
      after: "Sam",
    });
    expect(JSON.stringify(audit.json.data)).not.toContain("passwordHash");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await call("GET", "/students/00000000-0000-4000-8000-000000000000")).json).toEqual({
      error: { messages: ["Student not found"] },
    });
    expect((await call("DELETE", "/admins/not-an-id")).status).toBe(404);
  });
});

describe("admins", () => {
  it("creates an admin only with matching passwords of at least 8 characters", async () => {
    const base = { firstName: "Kay", lastName: "Lee", email: "kay@example.com" };
    const short = await call("POST", "/admins", { ...base, password: "short", verifyPassword: "short" });
    expect(short.json.error.fields.password).toBe("Password must be at least 8 characters");
    const mismatch = await call("POST", "/admins", {
      ...base,
      password: "password1",
      verifyPassword: "password2",
    });
    expect(mismatch.json.error.fields.verifyPassword).toBe("Passwords must match");
    const missing = await call("POST", "/admins", base);
    expect(missing.json.error.fields).toMatchObject({
      password: "Password is required",
      verifyPassword: "Please confirm your password",
    });
    const ok = await call("POST", "/admins", { ...base, password: "password1", verifyPassword: "password1" });
    expect(ok.status).toBe(201);
    expect(ok.json.message).toBe("Admin created successfully");
    const detail = await call("GET", `/admins/${ok.json.id}`);
    expect(detail.json.data).not.toHaveProperty("passwordHash");
  });

  it("refuses to delete yourself or the last admin, with a clear message", async () => {
    const self = await call("DELETE", `/admins/${accounts.admin.id}`);
    expect(self.status).toBe(409);
    expect(self.json.error.messages[0]).toMatch(/cannot delete your own account/);
    const db = server.database.db;
    // Leave exactly one other admin, then make it the only one left by deleting Grace's peers.
    const others = await db.select({ id: admins.id }).from(admins);
    for (const o of others) if (o.id !== accounts.admin.id) await call("DELETE", `/admins/${o.id}`);
    expect((await call("GET", "/admins")).json.pagination.total).toBe(1);
  });

  it("updates the profile and returns a new token when the name changes", async () => {
    const same = await call("PUT", `/me/${accounts.admin.id}`, {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
    });
    expect(same.json).toEqual({ message: "Profile updated successfully" });
    const bad = await call("PUT", `/me/${accounts.admin.id}`, { firstName: "G", lastName: "H", email: "x" });
    expect(bad.json.error.fields.email).toBe("Invalid email");
    const renamed = await call("PUT", `/me/${accounts.admin.id}`, {
      firstName: "Amazing",
      lastName: "Grace",
      email: "grace@example.com",
    });
    const session = await resolveSession(
      server.database.db,
      server.config.sessionSecret,
      renamed.json.token,
      "admin",
    );
    expect(session?.payload).toMatchObject({ firstName: "Amazing", lastName: "Grace" });
    const student = (await server.database.db.select().from(students).limit(1))[0]!;
    expect((await call("GET", `/me/${student.id}`)).status).toBe(403);
  });

  it("changes the password only with the right old password", async () => {
    const wrong = await call("PUT", "/me/change-password", {
      oldPassword: "wrong-password",
      newPassword: "new-password",
      confirmNewPassword: "new-password",
    });
    expect(wrong.json.error).toEqual({
      messages: ["Old password is incorrect"],
      fields: { oldPassword: "Old password is incorrect" },
    });
    const mismatch = await call("PUT", "/me/change-password", {
      oldPassword: "admin-password",
      newPassword: "new-password",
      confirmNewPassword: "other-password",
    });
    expect(mismatch.json.error.fields.confirmNewPassword).toBe("Passwords must match");
    const ok = await call("PUT", "/me/change-password", {
      oldPassword: "admin-password",
      newPassword: "new-password",
      confirmNewPassword: "new-password",
    });
    expect(ok.json).toEqual({ message: "Password changed successfully" });
    // This session stays signed in; the expired one was already gone.
    expect((await call("GET", "/stats")).status).toBe(200);
  });
});

describe("enrolment status", () => {
  it("moves along received → under review → accepted → enrolled, e-mailing and recording each change", async () => {
    const db = server.database.db;
    const id = (await call("GET", "/enrollments?search=applicant05")).json.data[0].id;
    const skip = await call("PUT", `/enrollments/${id}/status`, { status: "enrolled" });
    expect(skip.status).toBe(400);
    expect(skip.json.error.messages[0]).toBe("An application that is received cannot become enrolled");
    for (const status of ["under review", "accepted", "enrolled"]) {
      const res = await call("PUT", `/enrollments/${id}/status`, { status });
      expect(res.json).toEqual({ message: `Status changed to ${status}`, status });
    }
    expect((await call("PUT", `/enrollments/${id}/status`, { status: "withdrawn" })).status).toBe(400);
    const detail = (await call("GET", `/enrollments/${id}`)).json.data;
    expect(detail.status).toBe("enrolled");
    expect(detail.nextStatuses).toEqual([]);
    expect(
      detail.statusHistory.map(
        (h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}→${h.toStatus}`,
      ),
    ).toEqual(["received→under review", "under review→accepted", "accepted→enrolled"]);
    expect(detail.statusHistory[0].adminName).toBeTruthy();
    const mail = await db.select().from(outbox).where(eq(outbox.to, "applicant5@example.com"));
    expect(mail.map((m) => m.subject)).toEqual([
      "Your Data Analytics application is now under review",
      "Your Data Analytics application is now accepted",
      "Your Data Analytics application is now enrolled",
    ]);
  });

  it("can waitlist, reject or withdraw at any open point", async () => {
    const id = (await call("GET", "/enrollments?search=applicant06")).json.data[0].id;
    expect((await call("PUT", `/enrollments/${id}/status`, { status: "waitlisted" })).status).toBe(200);
    expect((await call("PUT", `/enrollments/${id}/status`, { status: "accepted" })).status).toBe(200);
    expect((await call("PUT", `/enrollments/${id}/status`, { status: "rejected" })).status).toBe(200);
    expect((await call("PUT", `/enrollments/${id}/status`, { status: "accepted" })).status).toBe(400);
    const bogus = await call("PUT", `/enrollments/${id}/status`, { status: "lost" });
    expect(bogus.json.error.fields.status).toMatch(/^Status must be one of/);
  });

  it("filters applications by status (the dashboard's work cards link there) and previews the mail", async () => {
    const rejected = await call("GET", "/enrollments?status=rejected");
    expect(rejected.json.data.map((r: { status: string }) => r.status)).toEqual(["rejected"]);
    const none = await call("GET", "/enrollments?status=nonsense");
    expect(none.json.pagination.total).toBe(0);
    const csv = await call("GET", "/export/enrollments?status=rejected");
    expect(csv.text.trim().split("\r\n")).toHaveLength(2);
    const id = (await call("GET", "/enrollments?search=applicant07")).json.data[0].id;
    const preview = await previewStatusChange(server.database.db, { id, status: "enrolled" });
    expect(preview).toBeNull(); // received cannot jump to enrolled
    const next = await previewStatusChange(server.database.db, { id, status: "under review" });
    expect(next).toMatchObject({
      email: "applicant7@example.com",
      subject: "Your Data Analytics application is now under review",
    });
    expect(next!.text).toContain("Our team is now reviewing your application.");
  });
});

describe("dashboard and search", () => {
  it("counts every list and charts 12 weeks of leads", async () => {
    const stats = (await call("GET", "/stats")).json.data as { id: string; name: string; value: number }[];
    expect(stats.map((s) => s.name)).toEqual([
      "Students",
      "Enrolments",
      "Course outline downloads",
      "Contact Messages",
      "Consultations",
      "Newsletter subscribers",
      "Visitors",
    ]);
    expect(stats.find((s) => s.id === "consultations")?.value).toBe(25);
    const chart = (await call("GET", "/stats/weekly-leads")).json.data;
    expect(chart.weeks).toHaveLength(12);
    const thisWeek = chart.series
      .map((s: { values: number[] }) => s.values.at(-1))
      .reduce((a: number, b: number) => a + b);
    expect(thisWeek).toBeGreaterThan(0);
  });

  it("finds people by name or e-mail across every list", async () => {
    const hits = (await call("GET", "/search?q=example.com")).json.data as { kind: string; href: string }[];
    expect(new Set(hits.map((h) => h.kind))).toEqual(
      new Set(["Student", "Application", "Outline request", "Consultation", "Contact message", "Admin"]),
    );
    expect(hits.find((h) => h.kind === "Application")?.href).toMatch(/^\/admin\/enrollment\//);
    expect((await call("GET", "/search?q=zzzz")).json.data).toEqual([]);
  });
});

describe("status changes reach the student", () => {
  it("shows an admin's status change on the student's own applications list", async () => {
    const [application] = await server.database.db
      .insert(enrolments)
      .values({
        studentId: accounts.student.id,
        firstName: accounts.student.firstName,
        lastName: accounts.student.lastName,
        email: accounts.student.email,
        mobile: "0400000000",
        address: "1 Test St",
        education: "BSc",
        institution: "Uni",
        course: "Data Analytics",
        accept: true,
        feeTerms: true,
      })
      .returning();
    expect(
      (await call("PUT", `/enrollments/${application!.id}/status`, { status: "under review" })).status,
    ).toBe(200);
    const mine = await fetch(`${server.url}/api/portal/enrolments`, {
      headers: { token: accounts.studentToken },
    });
    const body = (await mine.json()) as { data: { id: string; status: string }[] };
    expect(body.data.find((a) => a.id === application!.id)?.status).toBe("under review");
  });
});
