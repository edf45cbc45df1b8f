import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccounts } from "../support/seed.ts";
import { type HostileCase, ownEmail, postAll } from "../support/hostile.ts";
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
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
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
    const { adminToken } = await seedAccounts(server.database.db, server.config.sessionSecret);
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
