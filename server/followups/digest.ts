import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { DateTime } from "luxon";
import { staffDay } from "#content/staff-day.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { admins, followUpDigests, followUps } from "../db/schema.ts";
import { publishEvent } from "../events/events.ts";
import { type Job, type JobSettings, startJob } from "../jobs/scheduler.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { followUpDigestMail } from "../mail/templates/follow-up-digest.ts";
import { conversationHref } from "../admin/sections/conversations.ts";
import { sections } from "../admin/sections/index.ts";
import { recordHref } from "../admin/sections/shape.ts";

/** "Mon 1 Feb 2027": day before month, the month in words. */
export const dayText = (isoDay: string) => DateTime.fromISO(isoDay).toFormat("ccc d LLL yyyy");

/** The back-office page of a follow-up's record. */
export function followUpHref(section: string, id: string): string {
  if (section === "conversations") return conversationHref(id);
  const definition = (sections as Record<string, { record?: { path: string } }>)[section];
  return definition?.record ? recordHref(definition, id) : "/admin/today";
}

/**
 * The morning digest (issue 35): once the business day has reached `staffDay.digestHour`, each
 * staff member with open follow-ups due today or earlier gets one e-mail listing them. A row in
 * follow_up_digests per (account, day), inserted in the transaction that queues the mail, makes
 * it once a day across every server process: a second server's insert finds the row and sends
 * nothing. Nobody with nothing due is written to. Returns how many digests were queued.
 */
export async function sendFollowUpDigests(db: Db, config: Config, now: Date = new Date()): Promise<number> {
  const local = DateTime.fromJSDate(now).setZone(config.businessTimeZone);
  if (local.hour < staffDay.digestHour) return 0;
  const today = local.toISODate()!;
  const due = await db
    .selectDistinct({ adminId: followUps.assigneeId })
    .from(followUps)
    .where(and(isNull(followUps.doneAt), isNotNull(followUps.assigneeId), lte(followUps.dueOn, today)));
  let sent = 0;
  for (const { adminId } of due) {
    if (!adminId) continue;
    const queued = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(followUpDigests)
        .values({ adminId, day: today, sentAt: now })
        .onConflictDoNothing()
        .returning({ adminId: followUpDigests.adminId });
      if (claimed.length === 0) return false;
      const [account] = await tx.select().from(admins).where(eq(admins.id, adminId));
      const items = await tx
        .select()
        .from(followUps)
        .where(and(eq(followUps.assigneeId, adminId), isNull(followUps.doneAt), lte(followUps.dueOn, today)))
        .orderBy(asc(followUps.dueOn), asc(followUps.createdAt));
      if (!account || items.length === 0) return false;
      await enqueueMail(
        tx,
        followUpDigestMail({
          site: await publishedSite(tx),
          to: account.email,
          firstName: account.firstName,
          today: dayText(today),
          items: items.map((f) => ({
            title: f.title,
            when: f.dueOn < today ? `overdue since ${dayText(f.dueOn)}` : "due today",
            note: f.note,
            link: `${config.publicUrl}${followUpHref(f.section, f.recordId)}`,
          })),
          todayLink: `${config.publicUrl}/admin/today`,
        }),
      );
      for (const f of items) await publishEvent(tx, { name: "followup.due", data: { id: f.id } });
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** Checks every few minutes whether the day's digests are due (only the first check a day sends). */
export function startFollowUpDigestJob(db: Db, config: Config, settings: JobSettings = {}): Job {
  return startJob({ name: "follow-up-digest", everyMs: 5 * 60_000 }, settings, async (now) => {
    const count = await sendFollowUpDigests(db, config, now);
    return count > 0 ? `follow-ups: queued ${count} morning digest(s)` : undefined;
  });
}
