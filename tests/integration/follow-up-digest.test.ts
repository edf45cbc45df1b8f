import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffDay } from "#content/staff-day.ts";
import { loadConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { admins, enrolments, followUps, outbox } from "#server/db/schema.ts";
import { dayText, sendFollowUpDigests } from "#server/followups/digest.ts";
import { createTestDatabase } from "../support/database.ts";
import { validBodies } from "../support/leads.ts";

/**
 * The morning digest of due follow-ups (issue 35): once the business day reaches the digest hour
 * each staff member with something due today or overdue gets exactly one e-mail a day, however
 * many servers run the job at once; nobody with nothing due is written to.
 */
let database: Database;
const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", SESSION_SECRET: "x".repeat(40) });
const zone = config.businessTimeZone;
const morning = DateTime.now().setZone(zone).set({ hour: staffDay.digestHour, minute: 5, second: 0 });
const iso = (offset: number) => morning.plus({ days: offset }).toISODate()!;
let mary = "";
let dorothy = "";
let katherine = "";

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const people = await db
    .insert(admins)
    .values([
      { firstName: "Mary", lastName: "Jackson", email: "mary@example.com", passwordHash: "x", role: "staff" },
      { firstName: "Dorothy", lastName: "Vaughan", email: "dorothy@example.com", passwordHash: "x", role: "staff" },
      { firstName: "Katherine", lastName: "G", email: "kg@example.com", passwordHash: "x", role: "staff" },
    ])
    .returning();
  [mary, dorothy, katherine] = people.map((p) => p.id) as [string, string, string];
  const { enrolmentDate: _d, ...body } = validBodies["/api/student-enrolment"];
  const [application] = await db.insert(enrolments).values(body).returning();
  const on = (assigneeId: string, dueOn: string, note: string, title: string) => ({
    section: "enrollments",
    recordId: application!.id,
    title,
    personEmail: body.email,
    dueOn,
    note,
    assigneeId,
  });
  await db.insert(followUps).values([
    on(mary, iso(0), "Call about the fee plan", "Katherine Johnson (application: Data Analytics)"),
    on(mary, iso(-3), "Send the timetable", "Katherine Johnson (application: Data Analytics)"),
    on(dorothy, iso(-1), "Check the documents", "Katherine Johnson (application: Data Analytics)"),
    on(katherine, iso(2), "Not yet", "Katherine Johnson (application: Data Analytics)"),
  ]);
  // Done ones are not listed.
  await db.insert(followUps).values({ ...on(katherine, iso(0), "Done already", "x"), doneAt: new Date() });
});
afterAll(async () => {
  await database.close();
});

const mailsTo = (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to));

describe("the morning digest", () => {
  it("waits for the digest hour, then sends one e-mail per staff member with something due, once", async () => {
    expect(await sendFollowUpDigests(database.db, config, morning.minus({ hours: 1 }).toJSDate())).toBe(0);
    expect(await mailsTo("mary@example.com")).toEqual([]);

    // Three servers' jobs at the same moment: each digest goes once.
    const counts = await Promise.all([1, 2, 3].map(() => sendFollowUpDigests(database.db, config, morning.toJSDate())));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const [toMary] = await mailsTo("mary@example.com");
    expect(await mailsTo("mary@example.com")).toHaveLength(1);
    expect(toMary!.subject).toContain(`2 follow-ups due today, ${dayText(iso(0))}`);
    expect(toMary!.text).toContain("Call about the fee plan");
    expect(toMary!.text).toContain(`overdue since ${dayText(iso(-3))}`);
    expect(toMary!.text).toContain("http://localhost:3000/admin/enrollment/");
    expect(await mailsTo("dorothy@example.com")).toHaveLength(1);
    expect(await mailsTo("kg@example.com")).toEqual([]);

    // Later the same day: nothing new. The next morning: again.
    expect(await sendFollowUpDigests(database.db, config, morning.plus({ hours: 5 }).toJSDate())).toBe(0);
    expect(await sendFollowUpDigests(database.db, config, morning.plus({ days: 1 }).toJSDate())).toBe(2);
    expect(await mailsTo("mary@example.com")).toHaveLength(2);
  });

  it("writes dates day first with the month in words", () => {
    expect(dayText("2027-02-01")).toBe("Mon 1 Feb 2027");
  });
});
