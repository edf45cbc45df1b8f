import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccounts } from "../support/seed.ts";
import { apiClient } from "../support/api.ts";
import { type HostileCase, ownEmail, postAll } from "../support/hostile.ts";
import { instalmentProgram, studentWithApplication } from "../support/payments.ts";
import { type StripeDouble, startStripeDouble } from "../support/stripe-double.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * At least 500 generated malformed or hostile bodies across the public API: SQL and HTML
 * injection strings, wrong types, huge strings, unicode edge cases, deep nesting. Zero 5xx, always
 * JSON, and nothing stored that would execute as HTML.
 */
const validBodies: Record<string, Record<string, unknown>> = {
  "/api/contacts/send-message": {
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    message: "Hi",
  },
  "/api/downloads/course-outline": {
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    course: "Data Analytics",
    format: "Online",
    agreed: true,
  },
  "/api/newsletter/subscribe": { email: "news@example.com" },
  "/api/consultations/book": {
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    phone: "0400000000",
    company: "Co",
    projectDetails: "An app",
    budget: "under_25k",
    service: "Other",
    slotStart: "",
  },
  "/api/student-enrolment": {
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    address: "1 St",
    education: "BSc",
    institution: "Uni",
    course: "Data Analytics",
    timeTable: "Mon 6PM - 9PM",
    accept: true,
    feeTerms: true,
    intakeId: "",
  },
  "/api/intakes/interest": { program: "data-analytics", email: "waiting@example.com" },
  "/api/intakes/interest/confirm": { token: "x" },
  // Stripe's webhook (issue 34): public, trusted only for a valid signature over the raw body.
  "/api/payments/stripe/webhook": { id: "evt_1", type: "checkout.session.completed", data: { object: {} } },
  "/api/portal/auth/sign-up": {
    firstName: "A",
    lastName: "B",
    email: "signup@example.com",
    password: "password123",
  },
  "/api/portal/auth/sign-in": { email: "a@example.com", password: "password123" },
  "/api/portal/auth/forgot-password": { email: "a@example.com" },
  "/api/admin/auth/sign-in": { email: "a@example.com", password: "password123" },
  "/api/admin/auth/reset-password": {
    email: "a@example.com",
    password: "password123",
    passwordResetToken: "x",
  },
};

const hostileStrings = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
  "\uD800",
  "\u202Eevil",
  "👩‍💻🚀".repeat(50),
  "\u200B\u200C\u200D",
  "a".repeat(60_000),
  "",
  " ",
  "%00",
  "../../etc/passwd",
];
const wrongTypes: unknown[] = [null, 0, -1, 1e308, true, false, [], ["a"], {}, { $gt: "" }, [[[[[]]]]]];

function* generate(): Generator<HostileCase> {
  let n = 0;
  for (const [path, valid] of Object.entries(validBodies)) {
    for (const field of Object.keys(valid)) {
      for (const value of [...hostileStrings, ...wrongTypes]) {
        yield {
          path,
          body: JSON.stringify({ ...ownEmail(path, field, valid, ++n), [field]: value }),
          label: `${field}=${String(JSON.stringify(value)).slice(0, 30)}`,
        };
      }
    }
    for (const raw of [
      "null",
      "[]",
      '"text"',
      "42",
      "{",
      '{"a":',
      "{}",
      `${"{".repeat(3000)}`,
      `{"a":${"[".repeat(3000)}${"]".repeat(3000)}}`,
    ]) {
      yield { path, body: raw, label: `raw ${raw.slice(0, 20)}` };
    }
    yield { path, body: JSON.stringify({ ...valid, extra: "x".repeat(200_000) }), label: "oversized" };
    yield {
      path,
      body: JSON.stringify({ ...valid, __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
      label: "prototype pollution",
    };
  }
}

let server: TestServer;
let stripe: StripeDouble;
beforeAll(async () => {
  stripe = await startStripeDouble();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

/** One administrator for the blocks below that need one (they share this file's server). */
let seeded: ReturnType<typeof seedAccounts> | undefined;
async function seededAdminToken(): Promise<string> {
  seeded ??= seedAccounts(server.database.db, server.config.sessionSecret);
  return (await seeded).adminToken;
}

describe("hostile input to the payments endpoints (issue 34)", () => {
  it("answers hostile bodies with JSON and never a 5xx, and records no payment from them", async () => {
    const db = server.database.db;
    const adminToken = await seededAdminToken();
    const { program } = instalmentProgram();
    const who = await studentWithApplication(db, server.config.sessionSecret, "hostile", program.name);
    const api = apiClient(server.url);
    await api.put(
      `/api/admin/enrollments/${who.enrolmentId}/status`,
      { status: "accepted" },
      { token: adminToken },
    );
    const [schedule] = (await api.get("/api/portal/payments", { token: who.token })).json.data;
    const transfer = {
      amountCents: 100,
      method: "bank-transfer",
      reference: schedule.reference,
      receivedOn: "2027-02-01",
    };
    const paid = await api.post(`/api/admin/enrollments/${who.enrolmentId}/payments`, transfer, {
      token: adminToken,
    });
    expect(paid.status).toBe(201);
    const targets: [string, string, Record<string, unknown>][] = [
      [`/api/admin/enrollments/${who.enrolmentId}/payments`, adminToken, transfer],
      [`/api/admin/payments/${paid.json.data.id}/refund`, adminToken, { amountCents: 1, reason: "Test" }],
      [`/api/portal/payments/${schedule.instalments[1].id}/checkout`, who.token, {}],
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const [path, token, valid] of targets)
      for (const field of Object.keys(valid).length ? Object.keys(valid) : ["any"])
        for (const value of [...hostileStrings, ...wrongTypes, 1.5, -100, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
          // Amounts must stay below what is owed or refundable, or valid ones would really be recorded.
          if (
            field === "amountCents" &&
            typeof value === "number" &&
            Number.isInteger(value) &&
            value > 0 &&
            value < 2 ** 31
          )
            continue;
          sent++;
          const res = await fetch(`${server.url}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", token },
            body: JSON.stringify({ ...valid, [field]: value }),
          });
          const text = await res.text();
          if (res.status >= 500 || !(res.headers.get("content-type") ?? "").includes("application/json"))
            failures.push(
              `${res.status} ${path} ${field}=${String(JSON.stringify(value)).slice(0, 30)} ${text.slice(0, 80)}`,
            );
        }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    // Hostile text in an otherwise valid body is just text; the money stays whole and consistent.
    const [after] = (await api.get("/api/portal/payments", { token: who.token })).json.data;
    expect(Number.isInteger(after.paidCents) && after.paidCents >= 0).toBe(true);
    expect(Number.isInteger(after.balanceCents) && after.balanceCents >= 0).toBe(true);
    expect(after.paidCents + after.balanceCents).toBeLessThanOrEqual(after.totalCents);
  }, 120_000);
});

describe("hostile input across the public API", () => {
  it("answers at least 500 hostile bodies with JSON and never a 5xx", async () => {
    const { count, failures } = await postAll(server.url, generate(), {
      contentType: "application/json",
      subnet: 1,
      isBad: (res) =>
        res.status >= 500 || !(res.headers.get("content-type") ?? "").includes("application/json"),
    });
    expect(count).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
  }, 120_000);

  it("stores nothing that would execute as HTML", async () => {
    const result = await server.database.db.execute(
      sql`select content from chats where content ~* '<script|\\son[a-z]+\\s*=|javascript:'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("answers hostile bodies and queries to a staff member's day endpoints (issue 35) with JSON 4xx, never a 5xx", async () => {
    const adminToken = await seededAdminToken();
    const record = "7d2c5c1e-0000-4000-8000-000000000000";
    const staffDay: [string, string, Record<string, unknown>][] = [
      [
        "PUT",
        "/api/admin/follow-ups",
        { record: { section: "enrollments", id: record }, dueOn: "2027-02-01", note: "x", assigneeId: null },
      ],
      ["PUT", `/api/admin/enrollments/${record}/assignee`, { assigneeId: null }],
      ["PUT", `/api/admin/conversations/${record}/assignee`, { assigneeId: null }],
      ["POST", "/api/admin/enrollments/bulk", { ids: [record], action: "status", value: "accepted" }],
      ["POST", "/api/admin/conversations/bulk", { ids: [record], action: "assign", value: null }],
      ["POST", "/api/admin/contacts/bulk", { ids: [record], action: "delete" }],
      ["PUT", "/api/admin/me/notifications", { handoffs: true }],
      // Inviting a staff member (issue 36).
      [
        "POST",
        "/api/admin/admins/invite",
        { firstName: "Ana", lastName: "Lima", email: "ana.invite@example.com", role: "staff" },
      ],
    ];
    const failures: string[] = [];
    let count = 0;
    const send = async (method: string, path: string, body?: string) => {
      count++;
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { token: adminToken, "content-type": "application/json" },
        body,
      });
      const text = await res.text();
      if (res.status >= 500 || !(res.headers.get("content-type") ?? "").includes("application/json"))
        failures.push(`${res.status} ${method} ${path} ${(body ?? "").slice(0, 60)} ${text.slice(0, 100)}`);
    };
    for (const [method, path, valid] of staffDay) {
      for (const field of Object.keys(valid))
        for (const value of [...hostileStrings, ...wrongTypes])
          await send(method, path, JSON.stringify({ ...valid, [field]: value }));
      for (const raw of ["null", "[]", '"text"', "{", "{}"]) await send(method, path, raw);
    }
    for (const value of [...hostileStrings.filter((s) => s.length < 1000), "me", "%E0%A4%A", "[]"]) {
      // A lone surrogate cannot be URI-encoded: send the bytes a client would (invalid UTF-8).
      const q = value === "\uD800" ? "%ED%A0%80" : encodeURIComponent(value);
      await send("GET", `/api/admin/follow-ups?when=${q}&assignee=${q}`);
      await send("GET", `/api/admin/enrollments?assignee=${q}&status=${q}`);
      await send("GET", `/api/admin/conversations?assignee=${q}&state=${q}`);
      await send("POST", `/api/admin/follow-ups/${q}/done`, "{}");
      await send("GET", `/api/admin/reports/funnel?from=${q}&to=${q}&groupBy=${q}`);
      // Not a record id: the export of a selection refuses it (400 JSON) instead of exporting.
      await send("GET", `/api/admin/export/enrollments?ids=${q}&ids=${record}`);
    }
    expect(count).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 120_000);

  it("did not let injection strings change the schema or other tables", async () => {
    const result = await server.database.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'students'`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

/** Valid fields of each content type (issue 32): every field gets every hostile value in turn. */
const contentBodies: Record<string, Record<string, unknown>> = {
  program: {
    slug: "hostile-program",
    name: "Hostile program",
    summary: "A summary",
    studyMode: "Online",
    durationWeeks: 10,
    feeAud: 1000,
    instalments: 2,
    topics: ["One"],
  },
  service: { name: "Hostile service", startingRateAud: 100, technologies: ["Go"] },
  faq: { question: "Hostile?", answer: "An **answer**", phrasings: ["hostile"] },
  person: { name: "Hostile Person", role: "Tester", bio: "Tests things." },
  post: { title: "Hostile post", date: "2026-01-02", description: "A post", body: "Some *text*" },
};

function* generateContent(): Generator<HostileCase> {
  for (const [type, valid] of Object.entries(contentBodies)) {
    const path = `/api/admin/content/${type}`;
    for (const field of Object.keys(valid))
      for (const value of [...hostileStrings, ...wrongTypes])
        yield {
          path,
          body: JSON.stringify({ ...valid, [field]: value }),
          label: `${field}=${String(JSON.stringify(value)).slice(0, 30)}`,
        };
    for (const raw of ["null", "[]", '"text"', "{", `{"a":${"[".repeat(3000)}${"]".repeat(3000)}}`])
      yield { path, body: raw, label: `raw ${raw.slice(0, 20)}` };
    yield {
      path,
      body: JSON.stringify({ ...valid, __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
      label: "prototype pollution",
    };
  }
}

describe("hostile input to the content API (issue 32)", () => {
  it("answers every hostile document with JSON and never a 5xx", async () => {
    const adminToken = await seededAdminToken();
    const { count, failures } = await postAll(server.url, generateContent(), {
      contentType: "application/json",
      subnet: 2,
      headers: { token: adminToken },
      isBad: (res) =>
        res.status >= 500 || !(res.headers.get("content-type") ?? "").includes("application/json"),
    });
    expect(count).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
  }, 180_000);

  it("stores no Markdown that would execute as HTML", async () => {
    const result = await server.database.db.execute(
      sql`select id from content_documents
          where (coalesce(draft->>'answer', '') || coalesce(draft->>'body', '')) ~* '<script|\\son[a-z]+\\s*=|javascript:'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe("hostile uploads (issue 32)", () => {
  it("answers hostile files and bodies with JSON 4xx, never a 5xx, and serves what it took as an image only", async () => {
    const adminToken = await seededAdminToken();
    const png = Buffer.from("89504e470d0a1a0a", "hex");
    const files: [string, Buffer, string, string][] = [
      ["file", Buffer.alloc(0), "empty.png", "image/png"],
      ["file", Buffer.from("<svg onload=alert(1)/>"), "x.svg", "image/svg+xml"],
      ["file", Buffer.from("<html><script>alert(1)</script></html>"), "x.png", "image/png"],
      ["file", Buffer.from("GIF89a<script>alert(1)</script>"), "x.gif", "image/gif"],
      ["file", Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]), "polyglot.html", "text/html"],
      ["file", Buffer.from("%PDF-1.4"), "../../etc/passwd", "application/pdf"],
      ["file", Buffer.from("\u0000\uD800"), "\u202Eevil.png", "image/png"],
      ["photo", png, "wrong-field.png", "image/png"],
    ];
    const failures: string[] = [];
    let count = 0;
    const accepted: string[] = [];
    const send = async (body: BodyInit, headers: Record<string, string> = {}) => {
      count++;
      const res = await fetch(`${server.url}/api/admin/uploads`, {
        method: "POST",
        headers: { token: adminToken, ...headers },
        body,
      });
      const text = await res.text();
      if (res.status >= 500 || !(res.headers.get("content-type") ?? "").includes("application/json"))
        failures.push(`${res.status} ${text.slice(0, 100)}`);
      if (res.status === 201) accepted.push(JSON.parse(text).data.url);
    };
    for (const [field, bytes, name, type] of files) {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
      await send(form);
      // The same file twice in one form, and with hostile text fields beside it.
      const twice = new FormData();
      twice.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
      twice.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
      for (const value of hostileStrings.slice(0, 12)) twice.append("alt", value);
      await send(twice);
    }
    for (const value of [...hostileStrings, "{}", "null"]) {
      const form = new FormData();
      form.append("file", value);
      await send(form);
      await send(JSON.stringify({ file: value }), { "content-type": "application/json" });
      await send(value || "x", { "content-type": "text/plain" });
      await send(value || "x", { "content-type": "multipart/form-data; boundary=zzz" });
      await send(value || "x", { "content-type": "multipart/form-data" });
    }
    expect(count).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    // Only the PNG-headed files were taken, and they are served as PNG that cannot run.
    expect(accepted.length).toBeGreaterThan(0);
    for (const url of accepted) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
      const served = await fetch(`${server.url}${url}`);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-security-policy")).toContain("sandbox");
    }
  }, 120_000);

  it("answers hostile names to delete with JSON 404, never a 5xx, and deletes nothing else", async () => {
    const adminToken = await seededAdminToken();
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(Buffer.from("89504e470d0a1a0a6b656570", "hex"))]),
      "keep.png",
    );
    const kept = await fetch(`${server.url}/api/admin/uploads`, {
      method: "POST",
      headers: { token: adminToken },
      body: form,
    });
    expect(kept.status).toBe(201);
    const keptUrl = ((await kept.json()) as { data: { url: string } }).data.url;
    const keptName = keptUrl.split("/").pop()!;
    const failures: string[] = [];
    const names = [
      // Every byte percent-encoded (encodeURIComponent refuses a lone surrogate).
      ...hostileStrings.map((s) =>
        [...Buffer.from(s || "x", "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""),
      ),
      "..%2F..%2Fsession-secret",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      `${keptName.slice(0, 32)}.svg`,
      `${keptName}%00.png`,
      `${keptName.toUpperCase()}`,
      `${"0".repeat(32)}.png`,
      "%25",
      "*",
      `${keptName.slice(0, 31)}_.png`,
      `${keptName.slice(0, 31)}%25.png`,
    ];
    for (const name of names) {
      const res = await fetch(`${server.url}/api/admin/uploads/${name}`, {
        method: "DELETE",
        headers: { token: adminToken },
      });
      const text = await res.text();
      if (res.status >= 500 || res.status === 204 || (text && !text.startsWith("{")))
        failures.push(`${name}: ${res.status} ${text.slice(0, 100)}`);
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${server.url}${keptUrl}`)).status).toBe(200);
  });
});
