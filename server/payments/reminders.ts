import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { reminderDaysBefore } from "#content/payments.ts";
import type { Config } from "../config.ts";
import { invalidatePublicPages } from "../db/content-versions.ts";
import type { Db } from "../db/client.ts";
import {
  enrolmentStatusChanges,
  enrolments,
  feeSchedules,
  instalments,
  intakeOffers,
  intakes,
  paymentReminders,
} from "../db/schema.ts";
import { todayIn } from "../intakes/labels.ts";
import { offerFreeSeats } from "../intakes/offers.ts";
import { type Job, type JobSettings, startJob } from "../jobs/scheduler.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { paymentReminderMail, type ReminderKind } from "../mail/templates/payment-reminder.ts";
import { seatReleasedMail } from "../mail/templates/seat-released.ts";
import { getSettings } from "../settings/settings.ts";
import { cancelFutureInstalments } from "./schedule.ts";

/*
 * Payment reminders and unpaid seats (issue 34). Each reminder (before a due date, on it, once
 * overdue) is a row of payment_reminders keyed (instalment, kind), inserted in the transaction
 * that queues its mail: however many servers run this job on one database, the insert succeeds
 * once and only that transaction mails. A first payment still unpaid a day after its overdue
 * reminder releases the seat (when the setting says so) under the intake lock, like the offers.
 */

export type { ReminderKind };
export type ReminderConfig = Pick<Config, "publicUrl" | "offerHours" | "businessTimeZone">;

/** Which reminder an owed instalment is due for on `today`, if any. */
function kindFor(dueOn: string, today: string): ReminderKind | undefined {
  if (dueOn < today) return "overdue";
  if (dueOn === today) return "due";
  const before = DateTime.fromISO(dueOn, { zone: "utc" }).minus({ days: reminderDaysBefore }).toISODate()!;
  return before <= today ? "before" : undefined;
}

/**
 * Sends the reminders due on `now`'s business date, each once, and marks past-due instalments
 * overdue. Returns how many reminders this call queued.
 */
export async function sendPaymentReminders(db: Db, config: ReminderConfig, now: Date): Promise<number> {
  const today = todayIn(config.businessTimeZone, now);
  const horizon = DateTime.fromISO(today, { zone: "utc" }).plus({ days: reminderDaysBefore }).toISODate()!;
  await db
    .update(instalments)
    .set({ status: "overdue" })
    .where(and(eq(instalments.status, "due"), lt(instalments.dueOn, today)));
  const owed = await db
    .select({ instalment: instalments, schedule: feeSchedules, enrolment: enrolments })
    .from(instalments)
    .innerJoin(feeSchedules, eq(feeSchedules.enrolmentId, instalments.enrolmentId))
    .innerJoin(enrolments, eq(enrolments.id, instalments.enrolmentId))
    .where(
      and(
        inArray(instalments.status, ["due", "overdue"]),
        lte(instalments.dueOn, horizon),
        sql`not exists (select 1 from payment_reminders r where r.instalment_id = ${instalments.id} and r.kind = 'overdue')`,
      ),
    )
    .orderBy(asc(instalments.dueOn))
    .limit(500);
  let sent = 0;
  for (const { instalment, schedule, enrolment } of owed) {
    const kind = kindFor(instalment.dueOn, today);
    if (!kind || enrolment.status === "withdrawn" || enrolment.status === "rejected") continue;
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(paymentReminders)
        .values({ instalmentId: instalment.id, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentReminders.instalmentId });
      if (claimed.length === 0) return;
      await enqueueMail(
        tx,
        paymentReminderMail({
          site: await publishedSite(tx),
          kind,
          to: enrolment,
          instalment,
          reference: schedule.reference,
          publicUrl: config.publicUrl,
        }),
      );
      sent++;
    });
  }
  return sent;
}

/**
 * Accepted applications whose first payment is overdue and was reminded at least a day ago:
 * the back-office's overdue list, and what the release acts on.
 */
export async function overdueFirstPayments(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  return db
    .select({
      enrolmentId: enrolments.id,
      intakeId: enrolments.intakeId,
      email: enrolments.email,
      dueOn: instalments.dueOn,
      remindedAt: paymentReminders.sentAt,
    })
    .from(instalments)
    .innerJoin(enrolments, eq(enrolments.id, instalments.enrolmentId))
    .innerJoin(
      paymentReminders,
      and(eq(paymentReminders.instalmentId, instalments.id), eq(paymentReminders.kind, "overdue")),
    )
    .where(
      and(
        eq(instalments.seq, 1),
        inArray(instalments.status, ["due", "overdue"]),
        eq(enrolments.status, "accepted"),
        lte(paymentReminders.sentAt, dayAgo),
      ),
    );
}

/**
 * Releases the seats of accepted applications whose first payment stayed unpaid after its overdue
 * reminder, when the setting says so: the application is withdrawn, its later instalments are
 * cancelled, the student is told, and the seat is offered to the waitlist (server/intakes/offers.ts).
 * The status moves from accepted once, under the intake lock, so two servers release it once.
 */
export async function releaseUnpaidSeats(db: Db, config: ReminderConfig, now: Date): Promise<number> {
  if (!(await getSettings(db)).releaseUnpaidSeats) return 0;
  const today = todayIn(config.businessTimeZone, now);
  let released = 0;
  for (const row of await overdueFirstPayments(db, now)) {
    const done = await db.transaction(async (tx) => {
      if (row.intakeId)
        await tx.select({ id: intakes.id }).from(intakes).where(eq(intakes.id, row.intakeId)).for("update");
      const [changed] = await tx
        .update(enrolments)
        .set({ status: "withdrawn", updatedAt: now })
        .where(and(eq(enrolments.id, row.enrolmentId), eq(enrolments.status, "accepted")))
        .returning();
      if (!changed) return false;
      await tx
        .insert(enrolmentStatusChanges)
        .values({ enrolmentId: changed.id, fromStatus: "accepted", toStatus: "withdrawn", adminId: null });
      await tx
        .update(intakeOffers)
        .set({ status: "declined", decidedAt: now })
        .where(and(eq(intakeOffers.enrolmentId, changed.id), eq(intakeOffers.status, "pending")));
      await cancelFutureInstalments(tx, changed.id, today);
      await enqueueMail(
        tx,
        seatReleasedMail({
          site: await publishedSite(tx),
          to: changed.email,
          firstName: changed.firstName,
          course: changed.course,
          dueOn: row.dueOn,
        }),
      );
      if (row.intakeId) await offerFreeSeats(tx, config, row.intakeId, now);
      return true;
    });
    if (done) released++;
  }
  if (released > 0) await invalidatePublicPages(db, "unpaid seats were released");
  return released;
}

/** Runs reminders and seat release every `everyMs` (15 minutes by default). */
export function startPaymentReminderJob(db: Db, config: ReminderConfig, settings: JobSettings = {}): Job {
  return startJob({ name: "payment-reminders", everyMs: 15 * 60_000 }, settings, async (now) => {
    const sent = await sendPaymentReminders(db, config, now);
    const released = await releaseUnpaidSeats(db, config, now);
    return sent + released > 0
      ? `payments: ${sent} reminder(s) queued, ${released} unpaid seat(s) released`
      : undefined;
  });
}
