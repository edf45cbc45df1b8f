import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#server/accounts/sessions.ts";
import { publishedContent } from "#server/content/published.ts";
import { students } from "#server/db/schema.ts";
import { type LeadPath, postJson, validBodies } from "../support/leads.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { openLinkSecrets } from "#server/mail/link-secrets.ts";

let server: TestServer;
let ipCounter = 0;
/** Each test posts from its own client address (trusted X-Forwarded-For from loopback), so rate limits never collide. */
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter}` });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function count(table: string): Promise<number> {
  const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const tableOf: Record<LeadPath, string> = {
  "/api/contacts/send-message": "contact_messages",
  "/api/downloads/course-outline": "outline_requests",
  "/api/newsletter/subscribe": "newsletter_subscribers",
  "/api/consultations/book": "consultations",
  "/api/student-enrolment": "enrolments",
};

/** Required fields and the exact spec §5 message each one reports when missing. */
const required: Record<LeadPath, Record<string, string>> = {
  "/api/contacts/send-message": {
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Email is required",
    mobile: "Phone number is required",
    message: "Message is required",
  },
  "/api/downloads/course-outline": {
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Email is required",
    mobile: "Phone number is required",
    course: "Course is required",
    format: "Class format is required",
    agreed: "You'll need to agree to submit this form",
  },
  "/api/newsletter/subscribe": { email: "Email address is required!" },
  "/api/consultations/book": {
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Email is required",
    phone: "Phone number is required",
    company: "Company is required",
    projectDetails: "Project details is required",
    budget: "Budget is required",
    service: "Service is required",
  },
  "/api/student-enrolment": {
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Email is required",
    mobile: "Phone number is required",
    address: "Address is required",
    education: "Education is required",
    institution: "Institution is required",
    course: "Course is required",
    accept: "You'll need to accept the provider's course enrolment terms and conditions",
    feeTerms: "You'll need to accept to pay agreed course fee after the enrolment",
  },
};

const paths = Object.keys(validBodies) as LeadPath[];

describe.each(paths)("POST %s", (path) => {
  const table = tableOf[path];
  const valid = validBodies[path] as Record<string, unknown>;
  const unique = (n: string) => ({ ...valid, email: `${n}-${++ipCounter}@example.com` });

  it("stores valid input, queues its mail in the same step and answers 201 with a message", async () => {
    const [rows, mails] = [await count(table), await count("outbox")];
    const res = await postJson(server.url, path, unique("valid"), fromNewIp());
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe("string");
    expect(await count(table)).toBe(rows + 1);
    expect(await count("outbox")).toBeGreaterThan(mails);
  });

  it.each(Object.entries(required[path]))(
    "rejects a missing %s with its spec message",
    async (field, message) => {
      const rows = await count(table);
      const body = { ...valid };
      delete body[field];
      const res = await postJson(server.url, path, body, fromNewIp());
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
      expect(res.body.error.messages).toContain(message);
      expect(await count(table)).toBe(rows);
    },
  );

  it("rejects blank strings like missing ones", async () => {
    const field = Object.keys(required[path]).find((f) => typeof valid[f] === "string")!;
    const res = await postJson(server.url, path, { ...valid, [field]: "   " }, fromNewIp());
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(required[path][field]);
  });

  it("rejects wrong types field by field, storing nothing", async () => {
    const rows = await count(table);
    const wrong = Object.fromEntries(
      Object.entries(valid).map(([k, v]) => [
        k,
        typeof v === "boolean" ? "yes" : typeof v === "string" ? 42 : v,
      ]),
    );
    const res = await postJson(server.url, path, wrong, fromNewIp());
    expect(res.status).toBe(400);
    for (const field of Object.keys(required[path]))
      expect(res.body.error.fields[field]).toBeTypeOf("string");
    expect(await count(table)).toBe(rows);
  });

  it("rejects a JSON array, a bare string and null as the body", async () => {
    for (const body of ["[]", '"hello"', "null"]) {
      const res = await postJson(server.url, path, body, fromNewIp());
      expect(res.status).toBe(400);
      expect(Array.isArray(res.body.error.messages)).toBe(true);
    }
  });

  it("rejects an over-long field with 400 and a body over 100 kB with 413", async () => {
    const rows = await count(table);
    const long = await postJson(
      server.url,
      path,
      { ...valid, email: `${"a".repeat(300)}@example.com` },
      fromNewIp(),
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields.email).toMatch(/at most 254 characters/);
    const huge = await postJson(server.url, path, { ...valid, padding: "x".repeat(110 * 1024) }, fromNewIp());
    expect(huge.status).toBe(413);
    expect(huge.body.error.messages[0]).toMatch(/larger than/);
    expect(await count(table)).toBe(rows);
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await postJson(server.url, path, '{"email": "x@example.com",', fromNewIp());
    expect(res.status).toBe(400);
    expect(res.body.error.messages).toEqual(["Request body is not valid JSON"]);
  });

  it("gives a bot that fills the honeypot the normal reply and stores nothing", async () => {
    const [rows, mails] = [await count(table), await count("outbox")];
    const res = await postJson(
      server.url,
      path,
      { ...unique("bot"), website: "http://spam.example" },
      fromNewIp(),
    );
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe("string");
    expect(await count(table)).toBe(rows);
    expect(await count("outbox")).toBe(mails);
  });

  it("limits each client address to 20 valid submissions per window, not counting invalid ones", async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 3; i++) expect((await postJson(server.url, path, {}, ip)).status).toBe(400);
    for (let i = 0; i < 20; i++)
      expect((await postJson(server.url, path, unique(`burst${i}`), ip)).status).toBe(201);
    const blocked = await postJson(server.url, path, unique("over"), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.messages[0]).toMatch(/Too many attempts/);
  });
});

describe("course outline", () => {
  it("accepts the QA aliases and stores the canonical course name", async () => {
    const body = { ...validBodies["/api/downloads/course-outline"], course: "QA and Software Testing" };
    const res = await postJson(server.url, "/api/downloads/course-outline", body, fromNewIp());
    expect(res.status).toBe(201);
    expect(res.body.pdfUrl).toBe("/api/downloads/course-outline/qa-and-software-testing.pdf");
    const rows = await server.database.db.execute(
      sql`select course from outline_requests order by created_at desc limit 1`,
    );
    expect((rows as unknown as { rows: { course: string }[] }).rows[0]!.course).toBe("QA & Software Testing");
  });

  it("rejects an invalid e-mail, an unknown course and agreed=false with their messages", async () => {
    const body = {
      ...validBodies["/api/downloads/course-outline"],
      email: "not-an-email",
      course: "Cooking",
      agreed: false,
    };
    const res = await postJson(server.url, "/api/downloads/course-outline", body, fromNewIp());
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      email: "Email should be a valid email address",
      course: "Course is required",
      agreed: "You'll need to agree to submit this form",
    });
  });

  it("answers a bot in the honeypot with the outline of the course it named, and names none when it named no program", async () => {
    const [program] = (await publishedContent(server.database.db)).programs;
    const path = "/api/downloads/course-outline";
    const rows = await count("outline_requests");
    const bot = { ...validBodies[path], website: "http://spam.example" };
    const named = await postJson(server.url, path, { ...bot, course: program!.name }, fromNewIp());
    expect(named.status).toBe(201);
    expect(named.body.pdfUrl).toBe(`/api/downloads/course-outline/${program!.slug}.pdf`);
    const unknown = await postJson(server.url, path, { ...bot, course: "Cooking" }, fromNewIp());
    expect(unknown.status).toBe(201);
    expect(typeof unknown.body.message).toBe("string");
    expect(unknown.body.pdfUrl).toBeUndefined();
    expect(await count("outline_requests")).toBe(rows);
  });

  it("serves each program's outline as a PDF, and 404 JSON for an unknown one", async () => {
    const res = await fetch(`${server.url}/api/downloads/course-outline/data-analytics.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const missing = await fetch(`${server.url}/api/downloads/course-outline/cooking.pdf`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.messages).toHaveLength(1);
  });
});

describe("newsletter", () => {
  it("answers {message} for a new address and {error} for one already subscribed, in any case", async () => {
    const first = await postJson(
      server.url,
      "/api/newsletter/subscribe",
      { email: "twice@example.com" },
      fromNewIp(),
    );
    expect(first.status).toBe(201);
    expect(first.body.message).toMatch(/Thank you for subscribing/);
    const again = await postJson(
      server.url,
      "/api/newsletter/subscribe",
      { email: "Twice@Example.com" },
      fromNewIp(),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.messages).toEqual([
      "Your email address is already subscribed with us. Please try different email address.",
    ]);
  });

  it("unsubscribes with the one-click token, idempotently, and lets the address subscribe again", async () => {
    await postJson(server.url, "/api/newsletter/subscribe", { email: "leaver@example.com" }, fromNewIp());
    const rows = await server.database.db.execute(
      sql`select unsubscribe_token as t from newsletter_subscribers where email = 'leaver@example.com'`,
    );
    const token = (rows as unknown as { rows: { t: string }[] }).rows[0]!.t;
    const mail = await server.database.db.execute(
      sql`select headers, link_secrets from outbox where "to" = 'leaver@example.com' order by created_at desc limit 1`,
    );
    const stored = (
      mail as unknown as { rows: { headers: Record<string, string>; link_secrets: string[] | null }[] }
    ).rows[0]!;
    // The stored header holds a placeholder; the delivered one the token (server/mail/link-secrets.ts).
    expect(stored.headers["List-Unsubscribe"]).not.toContain(token);
    const headers = openLinkSecrets({ text: "", headers: stored.headers }, stored.link_secrets).headers!;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = new URL(headers["List-Unsubscribe"]!.slice(1, -1));
    expect(url.searchParams.get("token")).toBe(token);

    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.url}${url.pathname}${url.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(200);
    }
    const bad = await postJson(server.url, "/api/newsletter/unsubscribe?token=nope", {});
    expect(bad.status).toBe(404);
    const back = await postJson(
      server.url,
      "/api/newsletter/subscribe",
      { email: "leaver@example.com" },
      fromNewIp(),
    );
    expect(back.status).toBe(201);
  });
});

describe("student enrolment", () => {
  const path = "/api/student-enrolment";

  it("stores an anonymous application as 'received' with no student", async () => {
    const res = await postJson(
      server.url,
      path,
      { ...validBodies[path], course: "QA & Software Development" },
      fromNewIp(),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: "received", linked: false });
    const rows = await server.database.db.execute(
      sql`select * from enrolments where id = ${res.body.data.id}`,
    );
    const row = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    expect(row).toMatchObject({ student_id: null, status: "received", course: "QA & Software Testing" });
  });

  it("links the application to the student whose portal token comes in the token header", async () => {
    const [student] = await server.database.db
      .insert(students)
      .values({ firstName: "Mae", lastName: "Jemison", email: "mae@example.com", passwordHash: "x" })
      .returning();
    const session = await createSession(server.database.db, server.config.sessionSecret, "student", student!);
    const res = await postJson(server.url, path, validBodies[path], { ...fromNewIp(), token: session.token });
    expect(res.status).toBe(201);
    expect(res.body.data.linked).toBe(true);
    const rows = await server.database.db.execute(
      sql`select student_id from enrolments where id = ${res.body.data.id}`,
    );
    expect((rows as unknown as { rows: { student_id: string }[] }).rows[0]!.student_id).toBe(student!.id);
  });

  it("ignores an invalid token and still accepts the application", async () => {
    const res = await postJson(server.url, path, validBodies[path], {
      ...fromNewIp(),
      token: "forged.token",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.linked).toBe(false);
  });

  it("makes enrolmentDate and timeTable optional but checks them when given", async () => {
    const { enrolmentDate: _d, timeTable: _t, ...rest } = validBodies[path];
    expect((await postJson(server.url, path, rest, fromNewIp())).status).toBe(201);
    const bad = await postJson(
      server.url,
      path,
      { ...rest, enrolmentDate: "31/02/2027", timeTable: "Sun 1AM" },
      fromNewIp(),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["enrolmentDate", "timeTable"]);
  });
});
