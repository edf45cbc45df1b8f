import { eq, sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { consultationReminders, consultations } from "../db/schema.ts";
import { type Job, type JobSettings, startJob } from "../jobs/scheduler.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { publishedSite } from "../content/published.ts";
import { consultationReminderMail } from "../mail/templates/consultation-reminder.ts";

/** How long before the call its reminder goes. */
export const REMINDER_LEAD_MS = 24 * 3600_000;

/**
 * Plans the reminder of a booking that starts at `start` (replacing any earlier plan, so a moved
 * booking is reminded of its new time only). A booking made less than a day ahead gets none: its
 * confirmation has just gone. Call it in the transaction that books or moves.
 */
export async function planReminder(db: Db, consultationId: string, start: Date, now: Date): Promise<void> {
  const dueAt = new Date(start.getTime() - REMINDER_LEAD_MS);
  if (dueAt <= now) return withdrawReminder(db, consultationId);
  await db
    .insert(consultationReminders)
    .values({ consultationId, dueAt, sentAt: null })
    .onConflictDoUpdate({ target: consultationReminders.consultationId, set: { dueAt, sentAt: null } });
}

/** Withdraws a booking's unsent reminder (cancelled, or moved to within a day). */
export async function withdrawReminder(db: Db, consultationId: string): Promise<void> {
  await db.delete(consultationReminders).where(eq(consultationReminders.consultationId, consultationId));
}

/**
 * Queues every reminder due at `now` into the outbox, each once: a claimed row is marked sent in
 * the same transaction as its mail is queued, and `for update skip locked` lets several servers on
 * one PostgreSQL run this together without two taking one row. A booking whose call has already
 * started (the server was down when it fell due) is marked without a mail.
 */
export async function sendDueReminders(db: Db, config: Config, now: Date, batch = 50): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: consultationReminders.consultationId })
        .from(consultationReminders)
        .where(sql`${consultationReminders.sentAt} is null and ${consultationReminders.dueAt} <= ${now}`)
        .orderBy(consultationReminders.dueAt)
        .limit(batch)
        .for("update", { skipLocked: true });
      for (const { id } of due) {
        const [b] = await tx.select().from(consultations).where(eq(consultations.id, id));
        if (b?.slotStart && b.slotEnd && !b.cancelledAt && b.slotStart > now) {
          await enqueueMail(
            tx,
            consultationReminderMail({
              site: await publishedSite(tx),
              booking: { ...b, slotStart: b.slotStart, slotEnd: b.slotEnd },
              config,
            }),
          );
          sent++;
        }
        await tx
          .update(consultationReminders)
          .set({ sentAt: now })
          .where(eq(consultationReminders.consultationId, id));
      }
      return due.length;
    });
    if (claimed < batch) return sent;
  }
}

/** Runs sendDueReminders every minute. */
export function startReminderJob(db: Db, config: Config, settings: JobSettings = {}): Job {
  return startJob({ name: "consultation-reminders", everyMs: 60_000 }, settings, async (now) => {
    const count = await sendDueReminders(db, config, now);
    return count > 0 ? `consultations: queued ${count} reminder(s)` : undefined;
  });
}
