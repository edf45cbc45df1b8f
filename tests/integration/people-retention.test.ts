import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import {
  chats,
  consultations,
  contactMessages,
  enrolments,
  outlineRequests,
  students,
  visitors,
} from "#server/db/schema.ts";
import { applyRetention } from "#server/people/retention.ts";
import { createTestDatabase } from "../support/database.ts";

/* Retention (issue 15): old leads without an account or application are de-identified; injected clock. */

let database: Database;
const db = () => database.db;
const DAY = 86_400_000;
const lead = (email: string) => ({ firstName: "Old", lastName: "Lead", email });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function emails(table: string): Promise<string[]> {
  const result = await db().execute(sql`select email from ${sql.identifier(table)} order by email`);
  return (result as unknown as { rows: { email: string | null }[] }).rows.map((r) => r.email ?? "(none)");
}

describe("retention", () => {
  it("defaults to 730 days (RETENTION_DAYS)", () => {
    expect(loadConfig({ SESSION_SECRET: "x".repeat(32) }).retentionDays).toBe(730);
    expect(loadConfig({ SESSION_SECRET: "x".repeat(32), RETENTION_DAYS: "30" }).retentionDays).toBe(30);
    expect(() => loadConfig({ SESSION_SECRET: "x".repeat(32), RETENTION_DAYS: "0" })).toThrow(
      /RETENTION_DAYS/,
    );
  });

  it("de-identifies leads older than the retention that belong to no account or application", async () => {
    // Everything is created now; the clock handed to the job is 731 days later.
    await db()
      .insert(students)
      .values({ ...lead("student@example.com"), passwordHash: "x" });
    await db()
      .insert(enrolments)
      .values({
        ...lead("applicant@example.com"),
        mobile: "0400",
        address: "1 St",
        education: "BSc",
        institution: "UTS",
        course: "Data Analytics",
        accept: true,
        feeTerms: true,
      });
    for (const email of ["gone@example.com", "Student@example.com", "applicant@example.com"]) {
      await db()
        .insert(outlineRequests)
        .values({ ...lead(email), mobile: "0411", course: "Data Analytics", format: "Online", agreed: true });
      await db()
        .insert(contactMessages)
        .values({ ...lead(email), mobile: "0411", message: "Call me" });
      await db()
        .insert(consultations)
        .values({
          ...lead(email),
          phone: "0411",
          company: "Acme",
          projectDetails: "x",
          budget: "under_25k",
          service: "Other",
        });
    }
    const [old] = await db()
      .insert(visitors)
      .values({ name: "Old Visitor", email: "gone@example.com", ip: "203.0.113.5" })
      .returning();
    await db().insert(chats).values({ visitorId: old!.id, type: "client", content: "my number is 0411" });

    // Not yet old enough: nothing changes.
    const early = await applyRetention(db(), 730, new Date(Date.now() + 700 * DAY));
    expect(Object.values(early).every((n) => n === 0)).toBe(true);

    const later = new Date(Date.now() + 731 * DAY);
    const counts = await applyRetention(db(), 730, later);
    expect(counts).toMatchObject({
      outline_requests: 1,
      contact_messages: 1,
      consultations: 1,
      visitors: 1,
      chats: 1,
    });
    for (const table of ["outline_requests", "contact_messages", "consultations"]) {
      const left = await emails(table);
      expect(left).toContain("Student@example.com");
      expect(left).toContain("applicant@example.com");
      expect(left).not.toContain("gone@example.com");
      expect(left.filter((e) => e.endsWith("@erased.invalid"))).toHaveLength(1);
    }
    const [visitor] = await db().select().from(visitors);
    expect(visitor).toMatchObject({ name: null, email: null, ip: null });
    const [chat] = await db().select().from(chats);
    expect(chat!.content).toBe("(erased)");
    // The rows stay, so the counts do; a second run changes nothing.
    expect(await emails("contact_messages")).toHaveLength(3);
    const again = await applyRetention(db(), 730, later);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
