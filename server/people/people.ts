import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { admins, erasureRequests, staffNotes } from "../db/schema.ts";
import { forbidden, invalid, notFound } from "../domain/errors.ts";
import { likePattern } from "../admin/query.ts";
import { emailOfPersonId, NOTE_MAX, normaliseEmail, personId } from "./identity.ts";
import { rowsOf } from "./timeline.ts";
import { tableCount } from "../db/count.ts";

/*
 * People (docs/decisions/0083): the list and search, a person's header, staff notes, and a
 * student's erasure request. A person is everyone the site holds an e-mail for, in any table.
 */

/** Where people come from: (e-mail, first name, last name, phone, time) of every person-shaped row. */
const peopleRows = sql.raw(`
  select email, first_name, last_name, null::text as phone, created_at as at from students
  union all select email, first_name, last_name, mobile, created_at from enrolments
  union all select email, first_name, last_name, mobile, created_at from outline_requests
  union all select email, first_name, last_name, mobile, created_at from contact_messages
  union all select email, first_name, last_name, phone, created_at from consultations
  union all select email, null, null, null, created_at from newsletter_subscribers
  union all select email, split_part(name, ' ', 1), nullif(substr(name, length(split_part(name, ' ', 1)) + 2), ''),
    mobile, created_at from visitors where email is not null`);

export interface PersonListRow {
  id: string;
  name: string;
  email: string;
  lastActivity: string;
}

/**
 * One page of people (the admin lists' shape): newest activity first, searched in name and e-mail.
 * Reads the `people` summary (one row per normalised e-mail, kept by triggers; migration 0011):
 * page one is a walk of its (last_activity desc, email) index, and the unfiltered total is the
 * planner's estimate once the table is large, as in every other list (server/db/count.ts).
 */
export async function listPeople(
  db: Db,
  query: { search: string; offset: number; limit: number },
): Promise<{ data: PersonListRow[]; pagination: { total: number; offset: number; limit: number } }> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = pattern ? sql`where email ilike ${pattern} or name ilike ${pattern}` : sql``;
  const exact = async () =>
    Number(
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from people ${where}`))[0]?.n ?? 0,
    );
  const [rows, total] = await Promise.all([
    db.execute(sql`select email, name, last_activity from people ${where}
      order by last_activity desc nulls last, email limit ${query.limit} offset ${query.offset * query.limit}`),
    pattern ? exact() : tableCount(db, "people", exact),
  ]);
  const data = rowsOf<{ email: string; name: string | null; last_activity: Date | string }>(rows).map(
    (r) => ({
      id: personId(r.email),
      name: r.name ?? r.email,
      email: r.email,
      lastActivity: new Date(r.last_activity).toISOString(),
    }),
  );
  return { data, pagination: { total, offset: query.offset, limit: query.limit } };
}

export interface PersonHeader {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  account: { id: string; createdAt: string; verified: boolean } | null;
  erasureRequestedAt: string | null;
}

/**
 * Who the person is: the newest name (from the people summary) and phone any table holds, their
 * portal account and any erasure request, in one statement.
 */
export async function personHeader(db: Db, email: string): Promise<PersonHeader> {
  const result = await db.execute(sql`select
      (select name from people where email = ${email}) as name,
      (select phone from (${peopleRows}) p
        where lower(email) = ${email} and phone is not null and phone <> '' order by at desc limit 1) as phone,
      account.id as account_id, account.created_at as account_created_at, account.verified,
      (select max(created_at) from erasure_requests where person_email = ${email}) as erasure_requested_at
    from (select 1) as one
    left join lateral (select id, created_at, email_verified_at is not null as verified from students
      where lower(email) = ${email} limit 1) as account on true`);
  const row = rowsOf<{
    name: string | null;
    phone: string | null;
    account_id: string | null;
    account_created_at: Date | string | null;
    verified: boolean | null;
    erasure_requested_at: Date | string | null;
  }>(result)[0];
  return {
    id: personId(email),
    email,
    name: row?.name || null,
    phone: row?.phone || null,
    account: row?.account_id
      ? {
          id: row.account_id,
          createdAt: new Date(row.account_created_at!).toISOString(),
          verified: Boolean(row.verified),
        }
      : null,
    erasureRequestedAt: row?.erasure_requested_at ? new Date(row.erasure_requested_at).toISOString() : null,
  };
}

// ── Staff notes ───────────────────────────────────────────────────────────────────────

export interface StaffNote {
  id: string;
  text: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
}

function noteText(body: unknown): string {
  const raw = (body as { text?: unknown } | null)?.text;
  if (typeof raw !== "string" || raw.trim() === "") throw invalid({ text: "Note text is required" });
  const text = raw.trim();
  if (text.length > NOTE_MAX) throw invalid({ text: `Note text must be at most ${NOTE_MAX} characters` });
  return text;
}

export async function personNotes(db: Db, email: string): Promise<StaffNote[]> {
  const rows = await db
    .select({
      id: staffNotes.id,
      text: staffNotes.text,
      authorId: staffNotes.authorId,
      first: admins.firstName,
      last: admins.lastName,
      createdAt: staffNotes.createdAt,
      updatedAt: staffNotes.updatedAt,
    })
    .from(staffNotes)
    .leftJoin(admins, eq(admins.id, staffNotes.authorId))
    .where(eq(staffNotes.personEmail, email))
    .orderBy(desc(staffNotes.createdAt));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    authorId: r.authorId,
    authorName: r.first === null ? null : `${r.first} ${r.last}`,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function addNote(db: Db, email: string, body: unknown, authorId: string) {
  const text = noteText(body);
  const [row] = await db
    .insert(staffNotes)
    .values({ personEmail: email, authorId, text })
    .returning({ id: staffNotes.id, createdAt: staffNotes.createdAt });
  return {
    message: "Note added",
    data: { id: row!.id, text, authorId, createdAt: row!.createdAt.toISOString() },
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the note's author may change it. */
export async function updateNote(db: Db, email: string, noteId: string, body: unknown, adminId: string) {
  if (!uuidPattern.test(noteId)) throw notFound("Note not found");
  const [note] = await db
    .select({ authorId: staffNotes.authorId })
    .from(staffNotes)
    .where(and(eq(staffNotes.id, noteId.toLowerCase()), eq(staffNotes.personEmail, email)));
  if (!note) throw notFound("Note not found");
  if (note.authorId !== adminId) throw forbidden("Only the author of a note may edit it");
  const text = noteText(body);
  await db
    .update(staffNotes)
    .set({ text, updatedAt: new Date() })
    .where(eq(staffNotes.id, noteId.toLowerCase()));
  return { message: "Note updated" };
}

// ── A student's erasure request ───────────────────────────────────────────────────────

/** Records that the signed-in student asked to be erased (once; staff confirm on the person page). */
export async function requestErasure(db: Db, student: { id: string; email: string }) {
  const email = normaliseEmail(student.email);
  const [existing] = await db
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(eq(erasureRequests.personEmail, email))
    .limit(1);
  if (!existing) await db.insert(erasureRequests).values({ personEmail: email, studentId: student.id });
  return {
    message:
      "We have your request to erase your data. Our team will confirm it and erase everything we hold about you.",
  };
}

export { emailOfPersonId };
