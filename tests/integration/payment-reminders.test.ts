import { and, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { reminderDaysBefore } from "#content/payments.ts";
import { enrolments, instalments, intakeOffers, outbox } from "#server/db/schema.ts";
import { releaseUnpaidSeats, sendPaymentReminders } from "#server/payments/reminders.ts";
import { validBodies } from "../support/leads.ts";
import { instalmentProgram } from "../support/payments.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * Payment reminders and unpaid seats (issue 34): before a due date, on it and once overdue, each
 * exactly once however many runs race (three at once here, on separate connections when the
 * database is PostgreSQL); an overdue first payment is listed, and releases the seat to the
 * waitlist once, only when the setting is on.
 */
const db = () => own.server.database.db;
const zone = () => own.server.config.businessTimeZone;
const { program } = instalmentProgram();
let ip = 0;

const noonOn = (date: string, plusDays = 0) =>
  DateTime.fromISO(date, { zone: zone() }).plus({ days: plusDays }).set({ hour: 12 }).toJSDate();
const mailsTo = async (email: string) =>
  (await db().select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject);
/** Three runs at once: what several servers' jobs do. */
const race = async (now: Date) =>
  (await Promise.all([1, 2, 3].map(() => sendPaymentReminders(db(), own.server.config, now)))).reduce(
    (a, b) => a + b,
    0,
  );

async function apply(intakeId: string, email: string) {
  const res = await own.api.post(
    "/api/student-enrolment",
    { ...validBodies["/api/student-enrolment"], course: program.name, email, intakeId },
    { "x-forwarded-for": `192.0.2.${++ip}` },
  );
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

const own = serverWithAccounts();

describe("an accepted student who does not pay", () => {
  let seat = "";
  let waiting = "";
  let firstDue = "";
  const seatEmail = "unpaid-seat@example.com";
  const waitingEmail = "unpaid-waiting@example.com";

  it("is reminded before the first due date, on it and once overdue, each once", async () => {
    const start = DateTime.now().setZone(zone()).plus({ days: 90 }).toISODate()!;
    const intake = await own.api.post(
      "/api/admin/intakes",
      {
        program: program.slug,
        startDate: start,
        endDate: DateTime.fromISO(start).plus({ days: 100 }).toISODate(),
        timetable: "Sat 11AM - 2PM",
        mode: "online",
        capacity: 1,
      },
      own.admin(),
    );
    expect(intake.status).toBe(201);
    seat = await apply(intake.json.data.id, seatEmail);
    expect(
      (await own.api.put(`/api/admin/enrollments/${seat}/status`, { status: "accepted" }, own.admin()))
        .status,
    ).toBe(200);
    waiting = await apply(intake.json.data.id, waitingEmail);
    const [first] = await db()
      .select()
      .from(instalments)
      .where(and(eq(instalments.enrolmentId, seat), eq(instalments.seq, 1)));
    firstDue = first!.dueOn;

    expect(await race(noonOn(firstDue, -reminderDaysBefore - 1))).toBe(0);
    expect(await race(noonOn(firstDue, -reminderDaysBefore))).toBe(1);
    expect(await race(noonOn(firstDue, -1))).toBe(0);
    expect(await race(noonOn(firstDue))).toBe(1);
    expect(await race(noonOn(firstDue))).toBe(0);
    expect(await race(noonOn(firstDue, 1))).toBe(1);
    expect(await race(noonOn(firstDue, 5))).toBe(0);
    const subjects = (await mailsTo(seatEmail)).filter((s) => s.startsWith("Payment"));
    expect(subjects).toHaveLength(3);
    expect(subjects[0]).toContain(DateTime.fromISO(firstDue).toFormat("ccc d LLL yyyy"));
    expect(subjects.some((s) => s.startsWith("Payment due today"))).toBe(true);
    expect(subjects.some((s) => s.startsWith("Payment overdue"))).toBe(true);
    const [after] = await db()
      .select()
      .from(instalments)
      .where(and(eq(instalments.enrolmentId, seat), eq(instalments.seq, 1)));
    expect(after!.status).toBe("overdue");
    const money = await own.api.get("/api/admin/payments/money-due", own.admin());
    expect(money.json.data.overdueCents).toBeGreaterThanOrEqual(after!.amountCents);
    const listed = await own.api.get("/api/admin/payments?status=overdue&limit=100", own.admin());
    expect(
      listed.json.data.some(
        (r: { enrolmentId: string; seq: number }) => r.enrolmentId === seat && r.seq === 1,
      ),
    ).toBe(true);
  });

  it("keeps the seat while the release setting is off", async () => {
    expect(await releaseUnpaidSeats(db(), own.server.config, noonOn(firstDue, 3))).toBe(0);
    expect((await db().select().from(enrolments).where(eq(enrolments.id, seat)))[0]!.status).toBe("accepted");
  });

  it("releases the seat to the waitlist once when the setting is on", async () => {
    expect((await own.api.put("/api/admin/settings", { releaseUnpaidSeats: true }, own.admin())).status).toBe(
      200,
    );
    const results = await Promise.all(
      [1, 2].map(() => releaseUnpaidSeats(db(), own.server.config, noonOn(firstDue, 3))),
    );
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await db().select().from(enrolments).where(eq(enrolments.id, seat)))[0]!.status).toBe(
      "withdrawn",
    );
    const offers = await db().select().from(intakeOffers).where(eq(intakeOffers.enrolmentId, waiting));
    expect(offers).toHaveLength(1);
    expect((await mailsTo(seatEmail)).some((s) => s.includes("released"))).toBe(true);
    expect((await mailsTo(waitingEmail)).some((s) => s.startsWith("A seat is free for you"))).toBe(true);
    expect(await releaseUnpaidSeats(db(), own.server.config, noonOn(firstDue, 4))).toBe(0);
  });
});
