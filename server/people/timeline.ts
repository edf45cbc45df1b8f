import { type SQL, sql } from "drizzle-orm";
import { pageFields } from "../admin/query.ts";
import type { Db } from "../db/client.ts";
import { invalid, notFound } from "../domain/errors.ts";
import { z } from "zod";
import { emailOfPersonId, type TimelineKind, timelineKinds } from "./identity.ts";
import { followUpTimelineSql } from "../followups/timeline-source.ts";
import { paymentTimelineSql } from "../payments/timeline-source.ts";

/*
 * One timeline per person (docs/decisions/0083): every table that holds something about a person
 * gives its events as (kind, at, summary, link), matched on the lower-case e-mail (each such
 * column has an index on lower(email)); each kind's newest events are merged, newest first, and
 * paged in SQL.
 */

export interface TimelineEvent {
  kind: TimelineKind;
  at: string;
  summary: string;
  link: string | null;
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The SQL of each kind's events for the person with normalised e-mail `e`. */
function sourcesOf(e: string): Record<TimelineKind, SQL> {
  const records = personRecordsSql(e);
  return {
    account: sql`select 'account' as kind, created_at as at, 'Portal account created'
      || case when email_verified_at is not null then ' (e-mail verified)' else '' end as summary,
      '/admin/students/' || id as link from students where lower(email) = ${e}`,
    application: sql`select 'application', created_at, 'Applied for ' || course || ' (' || status || ')',
      '/admin/enrollment/' || id from enrolments where lower(email) = ${e}`,
    status: sql`select 'status', c.created_at, 'Application for ' || en.course || ': '
      || c.from_status || ' → ' || c.to_status, '/admin/enrollment/' || en.id
      from enrolment_status_changes c join enrolments en on en.id = c.enrolment_id where lower(en.email) = ${e}`,
    "outline-request": sql`select 'outline-request', created_at, 'Asked for the ' || course
      || ' course outline (' || format || ')', '/admin/download-course-outline/' || id
      from outline_requests where lower(email) = ${e}`,
    "contact-message": sql`select 'contact-message', created_at, 'Sent a message: ' || left(message, 160),
      '/admin/contact-messages/' || id from contact_messages where lower(email) = ${e}`,
    consultation: sql`select 'consultation', created_at, 'Asked for a consultation: ' || service
      || case when cancelled_at is not null then ' (cancelled)'
              when slot_start is not null then ' (call booked)' else '' end,
      '/admin/consultations/' || id from consultations where lower(email) = ${e}`,
    newsletter: sql`select 'newsletter', created_at, 'Subscribed to the newsletter (form wording '
        || consent_wording || ')', null from newsletter_subscribers where lower(email) = ${e}
      union all select 'newsletter', confirmed_at, 'Confirmed the newsletter subscription', null
        from newsletter_subscribers where lower(email) = ${e} and confirmed_at is not null
      union all select 'newsletter', unsubscribed_at, 'Unsubscribed from the newsletter', null
        from newsletter_subscribers where lower(email) = ${e} and unsubscribed_at is not null`,
    chat: sql`select 'chat', max(c.created_at), 'Chat conversation: ' || count(*) || ' message(s)',
      '/admin/visitors/' || v.id from visitors v join chats c on c.visitor_id = v.id
      where lower(v.email) = ${e} group by v.id`,
    email: sql`select 'email', created_at, 'E-mail “' || subject || '”: ' || status, null
      from outbox where lower("to") = ${e}`,
    note: sql`select 'note', n.created_at, coalesce(a.first_name || ' ' || a.last_name, 'A former staff member')
      || ': ' || n.text, '#note-' || n.id from staff_notes n left join admins a on a.id = n.author_id
      where n.person_email = ${e}`,
    // "Ana Lima changed Sam Lee's application to Accepted": who, whose record, what it became.
    audit: sql`select 'audit', l.created_at, coalesce(a.first_name || ' ' || a.last_name, 'A deleted admin')
      || ' ' || case l.action when 'status' then 'changed' when 'create' then 'created'
                 when 'delete' then 'deleted' else 'updated' end
      || ' ' || r.what
      || case when l.action = 'status' and l.after ->> 'status' is not null
              then ' to ' || upper(left(l.after ->> 'status', 1)) || substr(l.after ->> 'status', 2) else '' end,
      null
      from (${records}) as r (entity, entity_id, what)
      join audit_log l on l.entity = r.entity and l.entity_id = r.entity_id
      left join admins a on a.id = l.admin_id`,
    // Issue 35's follow-ups: their SQL lives with them (server/followups/timeline-source.ts).
    "follow-up": followUpTimelineSql(e),
    // Issue 34's payments and refunds (server/payments/timeline-source.ts).
    payment: paymentTimelineSql(e),
  };
}

/** (section key, id as text, "Sam Lee's application") of every record of the person the audit log can name. */
function personRecordsSql(e: string): SQL {
  const whose = sql.raw("first_name || ' ' || last_name || '''s '");
  return sql`select 'students', id::text, ${whose} || 'student account' from students where lower(email) = ${e}
    union all select 'enrollments', id::text, ${whose} || 'application' from enrolments where lower(email) = ${e}
    union all select 'downloads', id::text, ${whose} || 'course outline request' from outline_requests where lower(email) = ${e}
    union all select 'contacts', id::text, ${whose} || 'message' from contact_messages where lower(email) = ${e}
    union all select 'consultations', id::text, ${whose} || 'consultation request' from consultations where lower(email) = ${e}
    union all select 'admins', id::text, ${whose} || 'staff account' from admins where lower(email) = ${e}`;
}

/** Whether anything at all is held about the address. */
export async function personExists(db: Db, e: string): Promise<boolean> {
  const result = await db.execute(sql`select exists (
      select 1 from students where lower(email) = ${e}
      union all select 1 from admins where lower(email) = ${e}
      union all select 1 from enrolments where lower(email) = ${e}
      union all select 1 from outline_requests where lower(email) = ${e}
      union all select 1 from contact_messages where lower(email) = ${e}
      union all select 1 from consultations where lower(email) = ${e}
      union all select 1 from newsletter_subscribers where lower(email) = ${e}
      union all select 1 from visitors where lower(email) = ${e}
      union all select 1 from outbox where lower("to") = ${e}
      union all select 1 from staff_notes where person_email = ${e}
      union all select 1 from erasure_requests where person_email = ${e}
    ) as found`);
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
}

/** The normalised e-mail of a person id that names someone the site holds data about; else not-found. */
export async function resolvePerson(db: Db, id: string): Promise<string> {
  const email = emailOfPersonId(id);
  if (!email || !(await personExists(db, email))) throw notFound("Person not found");
  return email;
}

export const TIMELINE_DEFAULT_LIMIT = 20;

const timelineQuerySchema = z.object({
  kind: z.enum(timelineKinds, `kind must be one of: ${timelineKinds.join(", ")}`).optional(),
  ...pageFields(TIMELINE_DEFAULT_LIMIT),
});

export interface TimelineQuery {
  kind: TimelineKind | undefined;
  /** A page index, as in every admin list (spec §3): rows offset × limit onwards. */
  offset: number;
  limit: number;
}

/** For the API: a bad kind, offset or limit is `invalid`, naming the parameter. */
export function parseTimelineQuery(raw: Record<string, unknown>): TimelineQuery {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v !== "" && v !== undefined) values[key] = v;
  }
  const parsed = timelineQuerySchema.safeParse(values);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "query")] ??= issue.message;
    throw invalid(fields);
  }
  return { kind: parsed.data.kind, offset: parsed.data.offset, limit: parsed.data.limit };
}

/** For the page: a hand-edited URL falls back to the defaults. */
export function lenientTimelineQuery(params: URLSearchParams): TimelineQuery {
  const out: TimelineQuery = { kind: undefined, offset: 0, limit: TIMELINE_DEFAULT_LIMIT };
  const kind = params.get("kind");
  if (kind && (timelineKinds as readonly string[]).includes(kind)) out.kind = kind as TimelineKind;
  const offset = Number(params.get("offset"));
  if (Number.isInteger(offset) && offset >= 0) out.offset = offset;
  return out;
}

/**
 * One page of a person's timeline, newest first, and how many events it holds in all. Each kind
 * gives only its newest (page + 1) × limit events (its index on the normalised e-mail, then a
 * top-N), so a person with thousands of e-mails costs what a page needs, and the merged list is
 * paged here. A kind that filled its share may hold more: only those kinds are counted, in a
 * second, small statement (one statement with every kind twice costs more to plan than to run).
 */
export async function personTimeline(
  db: Db,
  email: string,
  query: TimelineQuery,
): Promise<{ data: TimelineEvent[]; total: number }> {
  const sources = sourcesOf(email);
  const kinds = query.kind ? [query.kind] : [...timelineKinds];
  const reach = (query.offset + 1) * query.limit;
  const newest = sql.join(
    kinds.map(
      (kind) =>
        sql`(select * from (${sources[kind]}) as s (kind, at, summary, link) order by at desc limit ${reach})`,
    ),
    sql` union all `,
  );
  const rows = rowsOf<{ kind: TimelineKind; at: Date | string; summary: string; link: string | null }>(
    await db.execute(sql`select kind, at, summary, link from (${newest}) as events order by at desc, kind`),
  );
  const perKind = new Map<string, number>();
  for (const row of rows) perKind.set(row.kind, (perKind.get(row.kind) ?? 0) + 1);
  const full = kinds.filter((kind) => perKind.get(kind) === reach);
  let total = rows.length;
  if (full.length > 0) {
    const counts = sql.join(
      full.map((kind) => sql`(select count(*) from (${sources[kind]}) as s)`),
      sql` + `,
    );
    const counted = rowsOf<{ n: number }>(await db.execute(sql`select (${counts})::int as n`));
    total += Number(counted[0]?.n ?? 0) - full.length * reach;
  }
  const start = query.offset * query.limit;
  return {
    data: rows.slice(start, start + query.limit).map((r) => ({
      kind: r.kind,
      at: new Date(r.at).toISOString(),
      summary: r.summary,
      link: r.link,
    })),
    total,
  };
}
