import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "./timeline.ts";

/*
 * What every table holds about a person, and how an erasure treats it (docs/decisions/0083). One
 * entry per table of server/db/schema.ts, by its SQL name: `held` tables give the person's rows
 * for the export and lose them (deleted, or de-identified where a count must survive) in the
 * erasure; `none` tables say why nothing of a person is in them. tests/integration/people-erasure
 * enumerates the schema's tables, so a new table without an entry here fails it.
 */

/** The person's keys, gathered once before an export or an erasure. */
export interface PersonKeys {
  /** Normalised e-mail. */
  email: string;
  studentIds: string[];
  adminIds: string[];
  visitorIds: string[];
  /** The IP addresses of the person's visitor rows. */
  ips: string[];
  enrolmentIds: string[];
  consultationIds: string[];
}

export type Holding =
  | {
      held: true;
      /** The person's rows (secrets left out by the export). */
      rows(db: Db, keys: PersonKeys): SQL;
      /** Deletes or de-identifies them; returns how many rows it touched. */
      erase(db: Db, keys: PersonKeys): SQL;
    }
  | { held: false; reason: string };

/** A uuid[] parameter. */
const ids = (values: string[]) => sql`${`{${values.join(",")}}`}::uuid[]`;
const texts = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
/** The address appears in the text (not a LIKE: an address may hold _ or %). */
const mentions = (column: SQL, e: string) => sql`position(${e} in lower(coalesce(${column}, ''))) > 0`;
/** A replacement address that names no one and stays unique per row. */
const erasedEmail = sql.raw(`'erased-' || id || '@erased.invalid'`);

const byEmail =
  (table: string, column = "email") =>
  (_: Db, k: PersonKeys) =>
    sql`select * from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = ${k.email}`;

/** The person's own rows of a table, found by their exact (stored lower-case) address and deleted whole. */
const ownRowsByEmail = (table: string, column = "person_email"): Holding => ({
  held: true,
  rows: (_, k) => sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${k.email}`,
  erase: (_, k) => sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${k.email}`,
});

export const holdings: Record<string, Holding> = {
  students: {
    held: true,
    rows: byEmail("students"),
    erase: (_, k) => sql`delete from students where id = any(${ids(k.studentIds)})`,
  },
  admins: {
    held: true,
    rows: byEmail("admins"),
    erase: (_, k) => sql`delete from admins where id = any(${ids(k.adminIds)})`,
  },
  admin_recovery_codes: { held: false, reason: "code hashes only; deleted with the admin account (cascade)" },
  admin_passkeys: { held: false, reason: "credential keys only; deleted with the admin account (cascade)" },
  webauthn_challenges: {
    held: true,
    rows: (_, k) =>
      sql`select id, purpose, admin_id, expires_at from webauthn_challenges where admin_id = any(${ids(k.adminIds)})`,
    erase: (_, k) => sql`delete from webauthn_challenges where admin_id = any(${ids(k.adminIds)})`,
  },
  settings: { held: false, reason: "product settings; updated_by is an admin id only" },
  sessions: {
    held: true,
    rows: (_, k) =>
      sql`select id, kind, expires_at, created_at from sessions where user_id = any(${ids([...k.studentIds, ...k.adminIds])})`,
    erase: (_, k) => sql`delete from sessions where user_id = any(${ids([...k.studentIds, ...k.adminIds])})`,
  },
  password_reset_tokens: {
    held: true,
    rows: (_, k) =>
      sql`select id, kind, expires_at, used_at, created_at from password_reset_tokens where user_id = any(${ids([...k.studentIds, ...k.adminIds])})`,
    erase: (_, k) =>
      sql`delete from password_reset_tokens where user_id = any(${ids([...k.studentIds, ...k.adminIds])})`,
  },
  email_verification_tokens: {
    held: true,
    rows: (_, k) =>
      sql`select id, email, expires_at, used_at, created_at from email_verification_tokens where lower(email) = ${k.email}`,
    erase: (_, k) => sql`delete from email_verification_tokens where lower(email) = ${k.email}`,
  },
  admin_setup_tokens: { held: false, reason: "first-run links; name no person" },
  rate_limits: {
    held: true,
    rows: (_, k) => sql`select key, count, window_ends_at from rate_limits where ${rateLimitsOfPerson(k)}`,
    erase: (_, k) => sql`delete from rate_limits where ${rateLimitsOfPerson(k)}`,
  },
  content_versions: { held: false, reason: "cache version counters" },
  content_documents: { held: false, reason: "the site's published and draft content (issue 32)" },
  content_revisions: { held: false, reason: "content history; actor_id is an admin id only" },
  uploads: { held: false, reason: "the site's images; uploaded_by is an admin id only" },
  job_leases: { held: false, reason: "which server process runs each background job" },
  page_versions: { held: false, reason: "published versions of the site's pages (the terms); no person" },
  assistant_test_questions: {
    held: false,
    reason: "questions staff keep to check the assistant against a draft (issue 33); no person",
  },
  contact_messages: {
    held: true,
    rows: byEmail("contact_messages"),
    erase: (_, k) => sql`update contact_messages set first_name = 'Erased', last_name = 'person',
      email = ${erasedEmail}, mobile = '', message = '' where lower(email) = ${k.email}`,
  },
  outline_requests: {
    held: true,
    rows: byEmail("outline_requests"),
    erase: (_, k) => sql`update outline_requests set first_name = 'Erased', last_name = 'person',
      email = ${erasedEmail}, mobile = '', updated_at = now() where lower(email) = ${k.email}`,
  },
  newsletter_subscribers: {
    held: true,
    rows: (_, k) =>
      sql`select id, email, unsubscribed_at, confirmed_at, consent_wording, created_at from newsletter_subscribers where lower(email) = ${k.email}`,
    erase: (_, k) => sql`delete from newsletter_subscribers where lower(email) = ${k.email}`,
  },
  consultations: {
    held: true,
    rows: byEmail("consultations"),
    // A booked call that has not happened is cancelled: the time is free again.
    erase: (_, k) => sql`update consultations set first_name = 'Erased', last_name = 'person',
      email = ${erasedEmail}, phone = '', company = '', project_details = '',
      cancelled_at = case when slot_start > now() then coalesce(cancelled_at, now()) else cancelled_at end,
      updated_at = now() where id = any(${ids(k.consultationIds)})`,
  },
  consultation_availability: { held: false, reason: "the weekly consultation hours" },
  consultation_reminders: {
    held: true,
    rows: (_, k) =>
      sql`select * from consultation_reminders where consultation_id = any(${ids(k.consultationIds)})`,
    erase: (_, k) =>
      sql`delete from consultation_reminders where consultation_id = any(${ids(k.consultationIds)})`,
  },
  enrolments: {
    held: true,
    rows: (_, k) => sql`select * from enrolments where id = any(${ids(k.enrolmentIds)})`,
    // Applications are counted in the reports: the row stays, without anything naming the person.
    erase: (_, k) => sql`update enrolments set student_id = null, first_name = 'Erased', last_name = 'person',
      email = ${erasedEmail}, mobile = '', address = '', education = '', institution = '', time_table = null,
      status = case when status = 'waitlisted' then 'withdrawn' else status end,
      updated_at = now() where id = any(${ids(k.enrolmentIds)})`,
  },
  // Intakes (docs/decisions/0082) name no person; an erased person leaves every waitlist, and an
  // offer they had not answered is closed (nobody can answer it any more).
  intakes: { held: false, reason: "programs' dates, timetables and capacities" },
  intake_offers: {
    held: true,
    rows: (_, k) => sql`select id, intake_id, enrolment_id, status, expires_at, decided_at, created_at
      from intake_offers where enrolment_id = any(${ids(k.enrolmentIds)})`,
    erase: (_, k) => sql`update intake_offers set status = 'declined', decided_at = now()
      where enrolment_id = any(${ids(k.enrolmentIds)}) and status = 'pending'`,
  },
  intake_interest: {
    held: true,
    rows: byEmail("intake_interest"),
    erase: (_, k) => sql`delete from intake_interest where lower(email) = ${k.email}`,
  },
  enrolment_status_changes: {
    held: true,
    rows: (_, k) =>
      sql`select * from enrolment_status_changes where enrolment_id = any(${ids(k.enrolmentIds)})`,
    // Statuses and ids only: they stay with the de-identified application.
    erase: () => sql`select 1 where false`,
  },
  audit_log: {
    held: true,
    rows: (_, k) => sql`select * from audit_log where ${auditOfPerson(k)}`,
    // The entries stay (who changed what, when); the copies of the person's data in them go.
    erase: (_, k) => sql`update audit_log set before = null, after = null where ${auditOfPerson(k)}`,
  },
  outbox: {
    held: true,
    rows: (_, k) =>
      sql`select id, "to", subject, text, status, attempts, sent_at, created_at from outbox where ${outboxOfPerson(k)}`,
    // Mail to them, and staff notices about them (which carry their address).
    erase: (_, k) => sql`delete from outbox where ${outboxOfPerson(k)}`,
  },
  visitors: {
    held: true,
    rows: (_, k) => sql`select * from visitors where id = any(${ids(k.visitorIds)})`,
    // Visitors and chats are counted (conversations, messages): de-identified, not deleted.
    erase: (
      _,
      k,
    ) => sql`update visitors set name = null, email = null, mobile = null, ip = null, browser = null
      where id = any(${ids(k.visitorIds)})`,
  },
  chats: {
    held: true,
    rows: (_, k) => sql`select * from chats where visitor_id = any(${ids(k.visitorIds)}) order by created_at`,
    // The visitor's messages lose their text; a staff member who is erased loses their name on the
    // replies they wrote (the reply stays for the visitor's thread).
    erase: (_, k) => sql`update chats set
      content = case when visitor_id = any(${ids(k.visitorIds)}) then '(erased)' else content end,
      author_name = case when author_id = any(${ids(k.adminIds)}) then null else author_name end
      where visitor_id = any(${ids(k.visitorIds)}) or author_id = any(${ids(k.adminIds)})`,
  },
  conversations: {
    held: false,
    reason: "a visitor thread's state and times, keyed by the visitor id; the visitor row is de-identified",
  },
  staff_notes: ownRowsByEmail("staff_notes"),
  // Follow-ups (issue 35): a next step about the person, with their name as its title.
  follow_ups: ownRowsByEmail("follow_ups"),
  follow_up_digests: { held: false, reason: "the days a staff member's digest went; an admin id only" },
  site_entrances: { held: false, reason: "visits per day and entry source; a count, nobody named" },
  erasure_requests: ownRowsByEmail("erasure_requests"),
  // The people list's summary row (name, last activity). Triggers drop it once the tables above
  // no longer hold the address; deleting it here as well keeps the erasure complete on its own.
  people: ownRowsByEmail("people", "email"),
  // Payments (issue 34): money records are kept (tax law) with the de-identified enrolment; the
  // free text staff typed about the person (a transfer's reference, a refund's reason) goes.
  fee_schedules: {
    held: true,
    rows: (_, k) => sql`select * from fee_schedules where enrolment_id = any(${ids(k.enrolmentIds)})`,
    erase: () => sql`select 1 where false`,
  },
  instalments: {
    held: true,
    rows: (_, k) => sql`select * from instalments where enrolment_id = any(${ids(k.enrolmentIds)})`,
    erase: () => sql`select 1 where false`,
  },
  payments: {
    held: true,
    rows: (_, k) => sql`select * from payments where enrolment_id = any(${ids(k.enrolmentIds)})`,
    erase: (_, k) =>
      sql`update payments set reference = null where enrolment_id = any(${ids(k.enrolmentIds)})`,
  },
  payment_allocations: { held: false, reason: "amounts linking payments to instalments, by id" },
  refunds: {
    held: true,
    rows: (_, k) => sql`select r.* from refunds r join payments p on p.id = r.payment_id
      where p.enrolment_id = any(${ids(k.enrolmentIds)})`,
    erase: (_, k) => sql`update refunds set reason = 'Erased' where payment_id in
      (select id from payments where enrolment_id = any(${ids(k.enrolmentIds)}))`,
  },
  checkout_attempts: { held: false, reason: "the provider's checkout session ids and links, by instalment" },
  payment_events: { held: false, reason: "the provider's event ids and types" },
  payment_reminders: { held: false, reason: "which reminders were sent, by instalment and kind" },
};

/** Audit entries about the person's records, or holding their address. */
function auditOfPerson(k: PersonKeys): SQL {
  const entityIds = [...k.studentIds, ...k.adminIds, ...k.enrolmentIds, ...k.consultationIds];
  return sql`(entity_id = any(${texts(entityIds)}) or ${mentions(sql`before::text`, k.email)}
    or ${mentions(sql`after::text`, k.email)})`;
}

/** Limits keyed by the address or by one of the person's IP addresses. */
function rateLimitsOfPerson(k: PersonKeys): SQL {
  return sql`(${mentions(sql`key`, k.email)}
    or exists (select 1 from unnest(${texts(k.ips)}) ip where position(lower(ip) in lower(key)) > 0))`;
}

function outboxOfPerson(k: PersonKeys): SQL {
  return sql`(lower("to") = ${k.email} or ${mentions(sql`subject`, k.email)} or ${mentions(sql`text`, k.email)}
    or ${mentions(sql`html`, k.email)} or ${mentions(sql`headers::text`, k.email)})`;
}

/**
 * The order an erasure runs in: the audit and outbox scans first (they find rows by the address),
 * and chats before admins (a staff reply is found by its author id, which deleting the admin nulls).
 */
const erasedFirst = ["audit_log", "outbox", "rate_limits", "consultation_reminders", "chats"];
export const erasureOrder = [
  ...erasedFirst,
  ...Object.keys(holdings).filter((name) => !erasedFirst.includes(name)),
];

/** The ids, addresses and records that name the person, read before anything changes. */
export async function personKeys(db: Db, email: string): Promise<PersonKeys> {
  // One query at a time: these may run on one transaction's client, which takes one at a time.
  const col = async (query: SQL) => rowsOf<{ v: string }>(await db.execute(query)).map((r) => r.v);
  const studentIds = await col(sql`select id::text as v from students where lower(email) = ${email}`);
  const adminIds = await col(sql`select id::text as v from admins where lower(email) = ${email}`);
  const visitorIds = await col(sql`select id::text as v from visitors where lower(email) = ${email}`);
  const ips = await col(
    sql`select distinct ip as v from visitors where lower(email) = ${email} and ip is not null`,
  );
  const enrolmentIds = await col(sql`select id::text as v from enrolments where lower(email) = ${email}
      or student_id in (select id from students where lower(email) = ${email})`);
  const consultationIds = await col(
    sql`select id::text as v from consultations where lower(email) = ${email}`,
  );
  return { email, studentIds, adminIds, visitorIds, ips, enrolmentIds, consultationIds };
}
