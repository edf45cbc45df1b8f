import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type Job, type JobSettings, startJob } from "../jobs/scheduler.ts";

/*
 * Retention (docs/decisions/0083): leads (outline requests, contact messages, consultations,
 * visitors and their chats) older than RETENTION_DAYS that belong to no account or application
 * are de-identified, the same way an erasure de-identifies them (server/people/holdings.ts): the
 * rows stay as counts, without anything naming the person. A daily job runs it.
 */

const DAY_MS = 86_400_000;

/** Whether an e-mail belongs to an account or an application (those leads are kept). */
const belongsToSomeone = (column: string) =>
  sql.raw(`(exists (select 1 from students s where lower(s.email) = lower(${column}))
    or exists (select 1 from enrolments en where lower(en.email) = lower(${column})))`);

const notErased = (column: string) => sql.raw(`${column} not like '%@erased.invalid'`);

/** De-identifies the old leads; returns how many rows of each kind changed. */
export async function applyRetention(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const changed = (result: unknown) => {
    const r = result as { rowCount?: number; affectedRows?: number };
    return Number(r.rowCount ?? r.affectedRows ?? 0);
  };
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    counts.outline_requests = changed(
      await tx.execute(sql`update outline_requests set first_name = 'Erased', last_name = 'person',
        email = 'erased-' || id || '@erased.invalid', mobile = '', updated_at = ${now}
        where created_at < ${cutoff} and ${notErased("email")} and not ${belongsToSomeone("outline_requests.email")}`),
    );
    counts.contact_messages = changed(
      await tx.execute(sql`update contact_messages set first_name = 'Erased', last_name = 'person',
        email = 'erased-' || id || '@erased.invalid', mobile = '', message = ''
        where created_at < ${cutoff} and ${notErased("email")} and not ${belongsToSomeone("contact_messages.email")}`),
    );
    // A consultation counts from its call, when one was booked.
    counts.consultations = changed(
      await tx.execute(sql`update consultations set first_name = 'Erased', last_name = 'person',
        email = 'erased-' || id || '@erased.invalid', phone = '', company = '', project_details = '',
        updated_at = ${now}
        where coalesce(slot_start, created_at) < ${cutoff} and created_at < ${cutoff}
          and ${notErased("email")} and not ${belongsToSomeone("consultations.email")}`),
    );
    // Visitors whose last message is older than the cutoff, and their chats.
    const oldVisitors = sql`select v.id from visitors v where v.created_at < ${cutoff}
      and not exists (select 1 from chats c where c.visitor_id = v.id and c.created_at >= ${cutoff})
      and (v.email is null or not ${belongsToSomeone("v.email")})`;
    counts.chats = changed(
      await tx.execute(sql`update chats set content = '(erased)'
        where content <> '(erased)' and visitor_id in (${oldVisitors})`),
    );
    counts.visitors = changed(
      await tx.execute(sql`update visitors set name = null, email = null, mobile = null, ip = null, browser = null
        where id in (${oldVisitors})
          and (name is not null or email is not null or mobile is not null or ip is not null or browser is not null)`),
    );
    return counts;
  });
}

const EVERY_MS = DAY_MS;
/** The first run waits a few minutes, so it does not compete with start-up for the database. */
const FIRST_RUN_AFTER_MS = 5 * 60 * 1000;

/** Runs the retention rule a few minutes after start, then daily. */
export function startRetentionJob(db: Db, retentionDays: number, { takeTurn }: JobSettings = {}): Job {
  const job = { name: "lead-retention", everyMs: EVERY_MS, firstAfterMs: FIRST_RUN_AFTER_MS };
  return startJob(job, { takeTurn }, async () => {
    const counts = await applyRetention(db, retentionDays);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return total > 0
      ? `privacy: de-identified ${total} lead row(s) older than ${retentionDays} days`
      : undefined;
  });
}
