import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { outbox } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { validBodies } from "../support/leads.ts";
import { serverWithoutAccounts } from "../support/pages-with-accounts.ts";

/**
 * Issue 13, L5: CR/LF in single-line fields reached e-mail bodies (an enrolment first name
 * `Enr\r\nBcc: x@evil` put a forged "Bcc:" line in the confirmation) and a contact e-mail of
 * `a@x, b@y` became a two-address Reply-To. Single-line fields refuse control characters; an
 * e-mail field holds exactly one address; the mail layer strips line breaks from header values.
 */
const own = serverWithoutAccounts({ withPages: true });
afterEach(async () => {
  // Valid submissions count against the per-IP form limit, which is not under test here.
  await own.server.database.db.execute(sql`delete from rate_limits`);
});

/** The single-line fields of each public form (every text input that is not a textarea). */
const singleLine: Record<string, string[]> = {
  "/api/contacts/send-message": ["firstName", "lastName", "mobile"],
  "/api/downloads/course-outline": ["firstName", "lastName", "mobile"],
  "/api/consultations/book": ["firstName", "lastName", "phone", "company"],
  "/api/student-enrolment": ["firstName", "lastName", "mobile", "address", "education", "institution"],
};
// NUL never reaches a schema: the API body guard refuses it first (PostgreSQL cannot store it).
// Issue 30: bidirectional overrides and isolates, and zero-width characters, which reorder or
// disguise a name on staff screens and in mail subjects.
const hostileCharacters = [
  ...["\r\n", "\n", "\r", "\t", "\u0001", "\u001b", "\u0085", "\u007f"],
  ...["\u202e", "\u202d", "\u2066", "\u2069", "\u200f", "\u200b", "\u200d", "\u2060", "\ufeff"],
];

describe("L5: single-line fields refuse control characters", () => {
  it("refuses the issue's enrolment first name `Enr\\r\\nBcc: x@evil` with a clear message", async () => {
    const reply = await own.api.post("/api/student-enrolment", {
      ...validBodies["/api/student-enrolment"],
      firstName: "Enr\r\nBcc: x@evil",
    });
    expect(reply.status).toBe(400);
    expect(reply.json.error.fields).toEqual({
      firstName: "First name must be a single line without control characters",
    });
    const queued = await own.server.database.db.select({ text: outbox.text }).from(outbox);
    expect(queued.filter((m) => m.text.includes("Bcc:"))).toEqual([]);
  });

  for (const [path, fields] of Object.entries(singleLine))
    it(`${path}: every single-line field refuses line breaks, tabs and other control characters`, async () => {
      for (const field of fields)
        for (const bad of hostileCharacters) {
          const body = { ...validBodies[path as keyof typeof validBodies], [field]: `One${bad}Two` };
          const reply = await own.api.post(path, body);
          expect(reply.status, `${field} with ${JSON.stringify(bad)}`).toBe(400);
          expect(Object.keys(reply.json.error.fields)).toEqual([field]);
        }
    });

  it("textareas keep their line breaks: the contact message and the project details", async () => {
    const contact = await own.api.post("/api/contacts/send-message", {
      ...validBodies["/api/contacts/send-message"],
      message: "Line one\r\nLine two\n\tindented",
    });
    expect(contact.status).toBe(201);
    const booking = await own.api.post("/api/consultations/book", {
      ...validBodies["/api/consultations/book"],
      projectDetails: "First\nSecond",
    });
    expect(booking.status).toBe(201);
  });

  it("the portal's names refuse them too: sign-up and the profile", async () => {
    const signUp = await own.api.post("/api/portal/auth/sign-up", {
      firstName: "Eve\nBcc: x@evil",
      lastName: "Smith",
      email: "eve@example.com",
      password: "a good password",
    });
    expect(signUp.status).toBe(400);
    expect(Object.keys(signUp.json.error.fields)).toEqual(["firstName"]);
    const ok = await own.api.post("/api/portal/auth/sign-up", {
      firstName: "Eve",
      lastName: "Smith",
      email: "eve@example.com",
      password: "a good password",
    });
    const profile = await own.api.put(
      "/api/portal/me",
      { firstName: "Eve", lastName: "Smith\r\nX" },
      { token: ok.json.token },
    );
    expect(profile.status).toBe(400);
    expect(Object.keys(profile.json.error.fields)).toEqual(["lastName"]);
  });

  it("the back-office edit forms refuse them in single-line fields", async () => {
    await ensureFirstAdmin(own.server.database.db, { email: "boss@example.com", password: "admin password" });
    const { json } = await own.api.post("/api/admin/auth/sign-in", {
      email: "boss@example.com",
      password: "admin password",
    });
    const created = await own.api.post(
      "/api/admin/admins",
      {
        firstName: "New\nAdmin",
        lastName: "Person",
        email: "new-admin@example.com",
        password: "password123",
        verifyPassword: "password123",
      },
      { token: json.token },
    );
    expect(created.status).toBe(400);
    expect(Object.keys(created.json.error.fields)).toEqual(["firstName"]);
  });

  it("the forms posted without JavaScript refuse them as well", async () => {
    const res = await fetch(`${own.server.url}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        form: "contact",
        firstName: "Ada\r\nBcc: x@evil",
        lastName: "B",
        email: "a@example.com",
        mobile: "0400000000",
        message: "Hi",
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("First name must be a single line without control characters");
  });
});

describe("L5: an e-mail field holds exactly one address", () => {
  it("refuses the issue's contact e-mail `a@x, b@y`, and other ways to name two addresses", async () => {
    for (const email of [
      "a@x, b@y",
      "a@x;b@y",
      "a@x b@y",
      "Eve <a@x>",
      "a@x\r\nBcc: b@y",
      "a@x\tb@y",
      "a@x@y",
    ]) {
      const reply = await own.api.post("/api/contacts/send-message", {
        ...validBodies["/api/contacts/send-message"],
        email,
      });
      expect(reply.status, JSON.stringify(email)).toBe(400);
      expect(reply.json.error.fields).toEqual({ email: "Email should be a valid email address" });
    }
  });

  it("still takes any single address on the contact form (the spec sets no format there)", async () => {
    const reply = await own.api.post("/api/contacts/send-message", {
      ...validBodies["/api/contacts/send-message"],
      email: "  someone@localhost  ",
    });
    expect(reply.status).toBe(201);
  });

  it("refuses two addresses on the forms that check the format", async () => {
    for (const path of [
      "/api/downloads/course-outline",
      "/api/consultations/book",
      "/api/student-enrolment",
      "/api/newsletter/subscribe",
    ] as const) {
      const reply = await own.api.post(path, { ...validBodies[path], email: "a@example.com, b@example.com" });
      expect(reply.status, path).toBe(400);
      expect(Object.keys(reply.json.error.fields), path).toEqual(["email"]);
    }
  });
});

describe("L5: the mail layer strips line breaks from header values", () => {
  it("queues no CR or LF in the recipient, the subject or any header", async () => {
    const id = await enqueueMail(own.server.database.db, {
      to: "a@example.com\r\nBcc: x@evil.example",
      subject: "Hello\r\nBcc: x@evil.example",
      text: "Body lines\r\nstay as they are",
      headers: { "Reply-To": "a@example.com\nBcc: x@evil.example" },
    });
    const rows = await own.server.database.db.execute(
      sql`select "to", subject, text, headers from outbox where id = ${id}`,
    );
    const [row] = (
      rows as unknown as {
        rows: { to: string; subject: string; text: string; headers: Record<string, string> }[];
      }
    ).rows;
    expect(row!.to).not.toMatch(/[\r\n]/);
    expect(row!.subject).not.toMatch(/[\r\n]/);
    expect(row!.headers["Reply-To"]).not.toMatch(/[\r\n]/);
    expect(row!.text).toBe("Body lines\r\nstay as they are");
  });
});
