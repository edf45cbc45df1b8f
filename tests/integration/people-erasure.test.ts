import { randomUUID } from "node:crypto";
import { getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#server/db/schema.ts";
import { holdings } from "#server/people/holdings.ts";
import { personId } from "#server/people/identity.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * The erasure test of issue 15: one person in EVERY table of server/db/schema.ts (enumerated from
 * the module, so a new table without a fixture here and an entry in server/people/holdings.ts
 * fails), erased through the API; then every text and JSON column of every table is scanned for
 * their e-mail, names, phone and IP address.
 */

let server: TestServer;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;
const db = () => server.database.db;

const who = {
  firstName: "Zephyrine",
  lastName: "Quackenbush",
  email: "zephyrine.quackenbush@example.com",
  phone: "0491 570 313", // not the provider's own mobile, which the site content shows
  ip: "198.51.100.77",
};
const needles = [who.email, who.firstName, who.lastName, who.phone, who.ip];
const person = { firstName: who.firstName, lastName: who.lastName, email: who.email };
/** Someone else, whose rows must survive the erasure untouched. */
const bystander = { firstName: "Bea", lastName: "Stander", email: "bea@example.com" };

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const ids: Record<string, string> = {};

/** One row naming the person in each table (by their data, or by their ids where that is all it holds). */
const fixtures: Record<string, () => Promise<unknown>> = {
  students: async () => {
    const [row] = await db()
      .insert(schema.students)
      .values({ ...person, passwordHash: "x" })
      .returning();
    ids.student = row!.id;
  },
  admins: async () => {
    const [row] = await db()
      .insert(schema.admins)
      .values({ ...person, email: "Zephyrine.Quackenbush@Example.com", passwordHash: "x" })
      .returning();
    ids.admin = row!.id;
  },
  admin_recovery_codes: () =>
    db().insert(schema.adminRecoveryCodes).values({ adminId: ids.admin!, codeHash: "code-hash-1" }),
  admin_passkeys: () =>
    db()
      .insert(schema.adminPasskeys)
      .values({
        adminId: ids.admin!,
        credentialId: "cred-1",
        publicKey: "key",
        name: `${who.firstName}'s phone`,
      }),
  webauthn_challenges: () =>
    db()
      .insert(schema.webauthnChallenges)
      .values({
        challenge: "challenge-1",
        purpose: "register",
        adminId: ids.admin!,
        expiresAt: new Date(Date.now() + 60_000),
      }),
  settings: () =>
    db()
      .insert(schema.settings)
      .values({ key: "erasure-test", value: { on: true }, updatedBy: ids.admin! }),
  sessions: () =>
    db()
      .insert(schema.sessions)
      .values({ kind: "student", userId: ids.student!, expiresAt: new Date(Date.now() + 60_000) }),
  password_reset_tokens: () =>
    db()
      .insert(schema.passwordResetTokens)
      .values({
        kind: "student",
        userId: ids.student!,
        tokenHash: "reset-hash-1",
        expiresAt: new Date(Date.now() + 60_000),
      }),
  email_verification_tokens: () =>
    db()
      .insert(schema.emailVerificationTokens)
      .values({ email: who.email, tokenHash: "verify-hash-1", expiresAt: new Date(Date.now() + 60_000) }),
  admin_setup_tokens: () =>
    db()
      .insert(schema.adminSetupTokens)
      .values({ tokenHash: "setup-hash-1", issuedBy: "test", expiresAt: new Date(Date.now() + 60_000) }),
  rate_limits: () =>
    db()
      .insert(schema.rateLimits)
      .values([
        { key: `signInPerEmail:student:${who.email}`, count: 1, windowEndsAt: new Date(Date.now() + 60_000) },
        { key: `formPerIp:contact:${who.ip}`, count: 1, windowEndsAt: new Date(Date.now() + 60_000) },
      ]),
  content_versions: () => db().insert(schema.contentVersions).values({ key: "erasure-test", version: 1 }),
  page_versions: () =>
    db()
      .insert(schema.pageVersions)
      .values({ slug: "erasure-test", number: 1, fields: { title: "Terms" } }),
  job_leases: () =>
    db()
      .insert(schema.jobLeases)
      .values({ name: "erasure-test", holder: "process-1", heldUntil: new Date() }),
  uploads: () =>
    db()
      .insert(schema.uploads)
      .values({ name: "erasure-test.png", contentType: "image/png", size: 1, bytes: Buffer.from([0]) }),
  content_documents: () =>
    db()
      .insert(schema.contentDocuments)
      .values({ type: "faq", title: "Erasure test?", draft: { question: "Erasure test?" }, version: 1 }),
  assistant_test_questions: async () => {
    const [doc] = await db()
      .insert(schema.contentDocuments)
      .values({ type: "faq", title: "Tested?", draft: { question: "Tested?" }, version: 1 })
      .returning();
    await db().insert(schema.assistantTestQuestions).values({ question: "Tested?", documentId: doc!.id });
  },
  content_revisions: async () => {
    const [doc] = await db()
      .insert(schema.contentDocuments)
      .values({ type: "faq", title: "Revised?", draft: { question: "Revised?" }, version: 1 })
      .returning();
    await db()
      .insert(schema.contentRevisions)
      .values({
        documentId: doc!.id,
        version: 1,
        action: "create",
        fields: doc!.draft,
        changed: ["question"],
      });
  },
  contact_messages: () =>
    db()
      .insert(schema.contactMessages)
      .values([
        { ...person, mobile: who.phone, message: `Hi, I am ${who.firstName}, call ${who.phone}` },
        { ...bystander, mobile: "0400 000 000", message: "Hello" },
      ]),
  outline_requests: () =>
    db()
      .insert(schema.outlineRequests)
      .values({ ...person, mobile: who.phone, course: "Data Analytics", format: "Online", agreed: true }),
  newsletter_subscribers: () =>
    db()
      .insert(schema.newsletterSubscribers)
      .values({ email: who.email, unsubscribeToken: "unsub-1", consentWording: "2026-11" }),
  consultations: async () => {
    const [row] = await db()
      .insert(schema.consultations)
      .values({
        ...person,
        phone: who.phone,
        company: `${who.lastName} Pty Ltd`,
        projectDetails: `Project of ${who.firstName}`,
        budget: "under_25k",
        service: "Other",
        slotStart: new Date(Date.now() + 5 * 86_400_000),
        slotEnd: new Date(Date.now() + 5 * 86_400_000 + 1_800_000),
      })
      .returning();
    ids.consultation = row!.id;
  },
  consultation_availability: () =>
    db().insert(schema.consultationAvailability).values({
      id: "default",
      weekly: [],
      slotMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: 1,
      horizonDays: 30,
      blockedDates: [],
    }),
  consultation_reminders: () =>
    db()
      .insert(schema.consultationReminders)
      .values({ consultationId: ids.consultation!, dueAt: new Date(Date.now() + 86_400_000) }),
  enrolments: async () => {
    const [row] = await db()
      .insert(schema.enrolments)
      .values({
        ...person,
        studentId: ids.student!,
        mobile: who.phone,
        address: `1 ${who.lastName} Street`,
        education: "BSc",
        institution: "UNSW",
        course: "Data Analytics",
        accept: true,
        feeTerms: true,
      })
      .returning();
    ids.enrolment = row!.id;
  },
  intakes: async () => {
    const [row] = await db()
      .insert(schema.intakes)
      .values({
        program: "data-analytics",
        startDate: "2030-02-04",
        endDate: "2030-06-28",
        timetable: ["Mon 6PM - 9PM"],
        mode: "online",
        capacity: 1,
      })
      .returning();
    ids.intake = row!.id;
  },
  intake_offers: () =>
    db()
      .insert(schema.intakeOffers)
      .values({
        intakeId: ids.intake!,
        enrolmentId: ids.enrolment!,
        tokenHash: "offer-hash-1",
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
  intake_interest: () =>
    db().insert(schema.intakeInterest).values({ program: "data-analytics", email: who.email }),
  enrolment_status_changes: () =>
    db().insert(schema.enrolmentStatusChanges).values({
      enrolmentId: ids.enrolment!,
      fromStatus: "received",
      toStatus: "under review",
      adminId: accounts.admin.id,
    }),
  audit_log: () =>
    db()
      .insert(schema.auditLog)
      .values({
        adminId: accounts.admin.id,
        action: "update",
        entity: "students",
        entityId: ids.student!,
        before: { firstName: "Zeph", email: who.email },
        after: { ...person },
      }),
  outbox: () =>
    db()
      .insert(schema.outbox)
      .values([
        {
          to: who.email,
          subject: `Welcome, ${who.firstName}`,
          text: `Dear ${who.firstName} ${who.lastName}`,
        },
        {
          to: "staff@example.com",
          subject: `New message from ${who.firstName} ${who.lastName}`,
          text: `Email: ${who.email}\nPhone: ${who.phone}`,
          headers: { "Reply-To": who.email },
        },
      ]),
  visitors: async () => {
    const [row] = await db()
      .insert(schema.visitors)
      .values({
        name: `${who.firstName} ${who.lastName}`,
        email: who.email,
        mobile: who.phone,
        ip: who.ip,
        browser: "Firefox",
      })
      .returning();
    ids.visitor = row!.id;
  },
  chats: () =>
    db()
      .insert(schema.chats)
      .values({
        visitorId: ids.visitor!,
        type: "client",
        content: `I'm ${who.firstName}, call me on ${who.phone}`,
      })
      .then(() =>
        // A reply the person wrote as staff to someone else's thread: their name goes, the reply stays.
        db().insert(schema.chats).values({
          visitorId: ids.visitor!,
          type: "staff",
          content: "We open at 9",
          authorId: ids.admin!,
          authorName: who.firstName,
        }),
      ),
  conversations: () =>
    db()
      .insert(schema.conversations)
      .values({ id: ids.visitor!, state: "answered-by-staff", handoffAt: new Date() }),
  staff_notes: () =>
    db()
      .insert(schema.staffNotes)
      .values({
        personEmail: who.email,
        authorId: accounts.admin.id,
        text: `${who.firstName} prefers evenings`,
      }),
  erasure_requests: () =>
    db().insert(schema.erasureRequests).values({ personEmail: who.email, studentId: ids.student! }),
  // Kept by triggers from the tables above; present already, named here so the table is covered.
  fee_schedules: () =>
    db().insert(schema.feeSchedules).values({
      enrolmentId: ids.enrolment!,
      program: "data-analytics",
      totalCents: 100_00,
      reference: "PAY-TEST-0001",
    }),
  instalments: async () => {
    const [row] = await db()
      .insert(schema.instalments)
      .values({
        enrolmentId: ids.enrolment!,
        seq: 1,
        dueOn: "2030-01-01",
        amountCents: 100_00,
        paidCents: 100_00,
        status: "paid",
      })
      .returning();
    ids.instalment = row!.id;
  },
  payments: async () => {
    const [row] = await db()
      .insert(schema.payments)
      .values({
        enrolmentId: ids.enrolment!,
        method: "bank-transfer",
        amountCents: 100_00,
        reference: `${who.lastName} transfer`,
        receivedOn: "2030-01-01",
      })
      .returning();
    ids.payment = row!.id;
  },
  payment_allocations: () =>
    db()
      .insert(schema.paymentAllocations)
      .values({ paymentId: ids.payment!, instalmentId: ids.instalment!, amountCents: 100_00 }),
  refunds: () =>
    db()
      .insert(schema.refunds)
      .values({ paymentId: ids.payment!, amountCents: 1_00, reason: `Asked by ${who.firstName}` }),
  checkout_attempts: () =>
    db()
      .insert(schema.checkoutAttempts)
      .values({
        instalmentId: ids.instalment!,
        attempt: 1,
        sessionId: "cs_test_1",
        url: "https://checkout.example/cs_test_1",
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
  payment_events: () =>
    db()
      .insert(schema.paymentEvents)
      .values({ id: "evt_test_1", type: "checkout.session.completed", source: "webhook" }),
  payment_reminders: () =>
    db().insert(schema.paymentReminders).values({ instalmentId: ids.instalment!, kind: "due" }),
  follow_ups: () =>
    db()
      .insert(schema.followUps)
      .values({
        section: "contacts",
        recordId: randomUUID(),
        title: `${who.firstName} ${who.lastName}`,
        personEmail: who.email.toLowerCase(),
        dueOn: "2027-01-04",
        note: `Call ${who.firstName} on ${who.phone}`,
      }),
  site_entrances: () =>
    db().insert(schema.siteEntrances).values({ day: "2027-01-01", source: "newsletter", visits: 3 }),
  follow_up_digests: () =>
    db().insert(schema.followUpDigests).values({ adminId: accounts.admin.id, day: "2027-01-04" }),
  people: () =>
    db()
      .insert(schema.people)
      .values({
        email: who.email.toLowerCase(),
        name: `${who.firstName} ${who.lastName}`,
        lastActivity: new Date(),
      })
      .onConflictDoNothing(),
};

/** Fixtures whose rows need another table's row first. */
const order = ["students", "admins", "consultations", "intakes", "enrolments", "visitors", "chats"];

beforeAll(async () => {
  server = await startTestServer();
  accounts = await seedAccounts(db(), server.config.sessionSecret);
});
afterAll(async () => {
  await server.close();
});

async function mentions(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const columns = config.columns.filter((c) => c.dataType === "string" || c.dataType === "json");
    if (columns.length === 0) continue;
    // One statement a table, a count for each text column (one a column took ~15 s on PGlite).
    const counts = sql.join(
      columns.map(
        (column, i) =>
          sql`count(*) filter (where position(lower(${needle}) in lower(${sql.identifier(column.name)}::text)) > 0)::int as ${sql.identifier(`c${i}`)}`,
      ),
      sql`, `,
    );
    const result = await db().execute(sql`select ${counts} from ${sql.identifier(config.name)}`);
    const row = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
    columns.forEach((column, i) => {
      const n = Number(row[`c${i}`]);
      if (n > 0) found.push(`${config.name}.${column.name} (${n})`);
    });
  }
  return found;
}

describe("erasing a person", () => {
  it("has a fixture and an erasure rule for every table of the schema", () => {
    const names = tables.map((t) => getTableName(t)).sort();
    expect(names.filter((n) => !fixtures[n])).toEqual([]);
    expect(names.filter((n) => !holdings[n])).toEqual([]);
    expect(Object.keys(holdings).sort()).toEqual(names);
  });

  it("leaves no row anywhere holding their e-mail, names, phone or IP address", async () => {
    const names = tables.map((t) => getTableName(t));
    for (const name of [...order, ...names.filter((n) => !order.includes(n))]) await fixtures[name]!();
    // Every needle is somewhere before.
    for (const needle of needles) expect(await mentions(needle)).not.toEqual([]);

    const erase = () =>
      fetch(`${server.url}/api/admin/people/${personId(who.email)}`, {
        method: "DELETE",
        headers: { token: accounts.adminToken },
      });
    // Issue 30: a person with a back-office account is refused until the account is removed
    // (through the Admins list, which keeps the last-administrator rule).
    expect((await erase()).status).toBe(409);
    const removed = await fetch(`${server.url}/api/admin/admins/${ids.admin}`, {
      method: "DELETE",
      headers: { token: accounts.adminToken },
    });
    expect(removed.status).toBe(200);
    expect((await erase()).status).toBe(204);

    for (const needle of needles) expect(await mentions(needle), needle).toEqual([]);
    // Counts survive where they matter; the bystander is untouched.
    const count = async (table: string) =>
      Number(
        (
          (await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    expect(await count("enrolments")).toBe(1);
    expect(await count("chats")).toBe(2);
    expect(await count("contact_messages")).toBe(2);
    expect(await mentions(bystander.email)).toEqual(["contact_messages.email (1)", "people.email (1)"]);
    // The audit log says an erasure happened and who did it.
    const erased = await db().select().from(schema.auditLog).where(sql`action = 'erase'`);
    expect(erased).toHaveLength(1);
    expect(erased[0]!.adminId).toBe(accounts.admin.id);
    expect(erased[0]!.entity).toBe("person");
  });
});
