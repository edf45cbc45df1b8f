import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { visitorWords } from "#forms/content/answer-this.ts";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { createDocument, listDocuments } from "#server/content/documents.ts";
import { admins } from "#server/db/schema.ts";
import { seedAccounts } from "../support/seed.ts";
import { type HostileCase, ownEmail, postAll } from "../support/hostile.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The same kind of hostile input as hostile-input.test.ts, sent the way a browser without
 * JavaScript sends it: form posts to the pages' own actions, which are a second way in besides
 * the JSON API. Zero 5xx, and no stack trace in any answer.
 */
const validForms: Record<string, Record<string, string>> = {
  "/contact-us": {
    form: "contact",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    message: "Hi",
  },
  "/training-programs/data-analytics": {
    form: "outline",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    course: "Data Analytics",
    format: "Online",
    agreed: "true",
  },
  "/expertise/book-a-free-consultation": {
    form: "consultation",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    phone: "0400000000",
    company: "Co",
    projectDetails: "An app",
    budget: "under_25k",
    service: "Other",
  },
  "/enrol-now": {
    form: "enrolment",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    mobile: "0400000000",
    address: "1 St",
    education: "BSc",
    institution: "Uni",
    course: "Data Analytics",
    timeTable: "Mon 6PM - 9PM",
    accept: "true",
    feeTerms: "true",
  },
  "/newsletter/subscribe": { form: "newsletter", variant: "footer", email: "news@example.com" },
  "/portal/sign-up": { firstName: "A", lastName: "B", email: "signup@example.com", password: "password123" },
  "/portal/sign-in": { email: "a@example.com", password: "password123" },
  "/portal/forgot-password": { email: "a@example.com" },
  "/portal/reset-password?email=a%40example.com&token=t": {
    email: "a@example.com",
    password: "password123",
    passwordResetToken: "t",
  },
  "/admin/sign-in": { email: "a@example.com", password: "password123" },
  "/admin/forgot-password": { email: "a@example.com" },
  "/admin/reset-password?email=a%40example.com&token=t": {
    email: "a@example.com",
    password: "password123",
    confirmPassword: "password123",
    passwordResetToken: "t",
  },
  "/admin/setup?token=t": {
    token: "t",
    firstName: "A",
    lastName: "B",
    email: "a@example.com",
    password: "password123",
    verifyPassword: "password123",
  },
};

const hostileValues = [
  "' OR '1'='1",
  "'; DROP TABLE students; --",
  "<script>alert(1)</script>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "\u202Eevil",
  "👩‍💻🚀".repeat(50),
  "a".repeat(60_000),
  "",
  "\0",
];

function* generate(): Generator<HostileCase> {
  let n = 0;
  for (const [path, valid] of Object.entries(validForms)) {
    for (const field of Object.keys(valid)) {
      for (const value of hostileValues) {
        yield {
          path,
          body: new URLSearchParams({ ...ownEmail(path, field, valid, ++n), [field]: value }).toString(),
          label: `${field}=${JSON.stringify(value).slice(0, 30)}`,
        };
      }
      // The same name twice, as a tampered form can send it.
      yield { path, body: `${new URLSearchParams(valid)}&${field}=second`, label: `${field} twice` };
    }
    // Bodies no browser would send: stray separators, bad percent-encoding, invalid UTF-8.
    for (const raw of ["", "=", "&&&", "%", "a=%ZZ", "email=%ED%A0%80", `x=${"y".repeat(200_000)}`]) {
      yield { path, body: raw, label: `raw ${raw.slice(0, 20)}` };
    }
  }
}

let site: TestServer;
beforeAll(async () => {
  site = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await site.close();
});

describe("hostile form posts to the pages", () => {
  it("answers every one without a 5xx or a stack trace", async () => {
    const { count, failures } = await postAll(site.url, generate(), {
      contentType: "application/x-www-form-urlencoded",
      subnet: 2,
      isBad: (res, body) => res.status >= 500 || /node_modules|at [\w.]+ \(/.test(body),
    });
    expect(count).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
  }, 180_000);
});

describe("hostile form posts to the content editor (issue 32)", () => {
  it("answers every one without a 5xx or a stack trace, and stores no Markdown that would run", async () => {
    const db = site.database.db;
    const { adminToken, admin } = await seedAccounts(db, site.config.sessionSecret);
    const actor = { id: admin.id, name: "Grace Hopper" };
    const faq = await createDocument(db, "faq", { question: "Hostile?", answer: "Yes." }, actor);
    const [siteDoc] = await listDocuments(db, "site");
    const forms: Record<string, Record<string, string>> = {
      "/admin/content/faq/new": {
        intent: "save",
        question: "Q?",
        answer: "**A**",
        phrasings: "a\nb",
        "link.href": "",
        order: "1",
      },
      "/admin/content/program/new": {
        name: "Hostile program",
        slug: "hostile-page-program",
        summary: "S",
        studyMode: "Online",
        durationWeeks: "10",
        feeAud: "100",
        instalments: "2",
        topics: "One",
        "banner.src": "",
        "banner.alt": "",
      },
      [`/admin/content/faq/${faq.id}`]: { intent: "save", version: "1", question: "Q?", answer: "A" },
      [`/admin/content/site/${siteDoc!.id}`]: {
        version: "1",
        name: "N",
        email: "a@example.com",
        phone: "1",
        "openingHours.days": "Monday",
        "openingHours.opens": "09:00",
        "openingHours.closes": "17:00",
      },
      "/admin/content/person/new": {
        name: "P",
        role: "R",
        bio: "B",
        image: "/uploads/x.png",
        imageAlt: "A photo",
      },
      "/admin/content/markdown-preview": { markdown: "*x*" },
      "/admin/content/test-questions": { intent: "add", question: "Q?", documentId: faq.id },
      [`/admin/content/faq/${faq.id}/revisions`]: { revisionId: faq.id },
      "/admin/content/uploads": { name: `${"0".repeat(32)}.png` },
    };
    function* cases(): Generator<HostileCase> {
      for (const [path, valid] of Object.entries(forms)) {
        for (const field of [...Object.keys(valid), "intent"])
          for (const value of [...hostileValues, "publish", "delete", "unpublish", "preview"])
            yield {
              path,
              body: new URLSearchParams({ ...valid, [field]: value }).toString(),
              label: `${field}=${JSON.stringify(value).slice(0, 30)}`,
            };
        for (const raw of ["", "=", "&&&", "%", "a=%ZZ", "topics=%ED%A0%80"])
          yield { path, body: raw, label: `raw ${raw}` };
      }
    }
    const { count, failures } = await postAll(site.url, cases(), {
      contentType: "application/x-www-form-urlencoded",
      subnet: 3,
      headers: { cookie: `adminToken=${adminToken}` },
      isBad: (res, body) => res.status >= 500 || /node_modules|at [\w.]+ \(/.test(body),
    });
    expect(count).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
    const result = await db.execute(
      sql`select id from content_documents
          where (coalesce(draft->>'answer', '') || coalesce(draft->>'body', '')) ~* '<script|\\son[a-z]+\\s*=|javascript:'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 240_000);
});

describe("hostile words for “Answer this” (issue 33)", () => {
  it("opens the editor with any visitor's words escaped and on one line, and creates the draft from them", async () => {
    const db = site.database.db;
    const [staff] = await db
      .insert(admins)
      .values({
        firstName: "Hostile",
        lastName: "Answer",
        email: "hostile-answer@example.com",
        passwordHash: await hashPassword("answer-this-password"),
        role: "staff",
      })
      .returning();
    const cookie = `adminToken=${(await createSession(db, site.config.sessionSecret, "admin", staff!)).token}`;
    const words = [...hostileValues, "a\nb\r\nc", "%ZZ", "\u2028x"];
    for (const value of words) {
      const path = `/admin/content/faq/new?phrasing=${encodeURIComponent(value)}`;
      const res = await fetch(`${site.url}${path}`, { headers: { cookie } });
      const body = await res.text();
      // An address too long for the server is refused before the page (431), which is fine.
      expect([200, 431], JSON.stringify(value).slice(0, 30)).toContain(res.status);
      expect(body).not.toContain("<script>alert(1)</script>");
      expect(body).not.toContain("<svg onload");
      const created = await fetch(`${site.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: site.url },
        body: new URLSearchParams({ intent: "save", question: visitorWords(value) || "Q?", answer: "A." }),
      });
      expect(created.status, JSON.stringify(value).slice(0, 30)).toBeLessThan(500);
    }
    // Bad percent-encoding in the address itself.
    const raw = await fetch(`${site.url}/admin/content/faq/new?phrasing=%E0%A4%A`, { headers: { cookie } });
    expect(raw.status).toBeLessThan(500);
  }, 120_000);
});
