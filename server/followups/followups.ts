import { and, asc, eq, gt, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { DateTime } from "luxon";
import {
  type FollowUpInput,
  type FollowUpQuery,
  type FollowUpSection,
  followUpMessages,
  followUpQuerySchema,
  followUpSchema,
} from "#forms/admin/follow-up.ts";
import { staffDay } from "#content/staff-day.ts";
import type { Db } from "../db/client.ts";
import {
  admins,
  consultations,
  contactMessages,
  enrolments,
  followUps,
  outlineRequests,
  visitors,
} from "../db/schema.ts";
import { invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { publishEvent } from "../events/events.ts";
import { recordAudit } from "../admin/audit.ts";

/*
 * Follow-ups (issue 35): the next step on a lead, application, consultation or conversation, due
 * on a day of the business time zone. Each names its record by section and id, and keeps the
 * record's title and person (normalised e-mail) for the Today view and the person's timeline.
 */

/** Today's date (YYYY-MM-DD) in the business time zone. */
export function businessToday(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(zone).toISODate()!;
}

interface RecordInfo {
  title: string;
  email: string | null;
}

const personName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/**
 * The sections whose records are a person's (first and last name, e-mail): the table, and what
 * the follow-up's title says after the name, from the record's course where it has one.
 */
const personSections = {
  contacts: { table: contactMessages, course: undefined, what: () => "enquiry" },
  downloads: { table: outlineRequests, course: outlineRequests.course, what: (c) => `outline: ${c}` },
  enrollments: { table: enrolments, course: enrolments.course, what: (c) => `application: ${c}` },
  consultations: { table: consultations, course: undefined, what: () => "consultation" },
} satisfies Record<
  Exclude<FollowUpSection, "conversations">,
  { table: PersonTable; course: PgColumn | undefined; what: (course: string | null) => string }
>;

type PersonTable = typeof contactMessages | typeof outlineRequests | typeof enrolments | typeof consultations;

/** The title and person of a record a follow-up is put on; not-found when there is none. */
async function recordInfo(db: Db, section: FollowUpSection, id: string): Promise<RecordInfo> {
  let found: RecordInfo | undefined;
  if (section === "conversations") {
    const [r] = await db
      .select({ name: visitors.name, email: visitors.email })
      .from(visitors)
      .where(eq(visitors.id, id));
    if (r)
      found = { title: `Conversation with ${r.name ?? r.email ?? "an anonymous visitor"}`, email: r.email };
  } else {
    const { table, course, what } = personSections[section];
    const [r] = await db
      .select({
        firstName: sql<string>`first_name`,
        lastName: sql<string>`last_name`,
        email: sql<string>`email`,
        course: course ? sql<string | null>`${course}` : sql<null>`null`,
      })
      .from(table as typeof contactMessages)
      .where(eq(table.id, id));
    if (r) found = { title: `${personName(r)} (${what(r.course)})`, email: r.email };
  }
  if (!found) throw notFound("No such record to follow up");
  return { ...found, email: found.email ? found.email.trim().toLowerCase() : null };
}

/** An account that may be given work: not-found is a field error of the form. */
async function assertAssignee(db: Db, id: string, field: string, message: string): Promise<void> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
  if (!row) throw invalid({ [field]: message });
}

/**
 * Puts a follow-up on a record (PUT /api/admin/follow-ups): its day, note and who does it (the
 * author when no one is named). One due today or earlier is announced to the live inbox.
 */
export async function createFollowUp(
  db: Db,
  input: unknown,
  actor: { adminId: string; zone: string; now?: Date },
): Promise<{ id: string }> {
  const values: FollowUpInput = parseOrInvalid(followUpSchema, input ?? {});
  const assigneeId = values.assigneeId === undefined ? actor.adminId : values.assigneeId;
  if (assigneeId) await assertAssignee(db, assigneeId, "assigneeId", followUpMessages.assignee);
  const info = await recordInfo(db, values.record.section, values.record.id);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(followUps)
      .values({
        section: values.record.section,
        recordId: values.record.id,
        title: info.title,
        personEmail: info.email,
        dueOn: values.dueOn,
        note: values.note,
        assigneeId,
        createdBy: actor.adminId,
      })
      .returning({ id: followUps.id });
    await recordAudit(tx, {
      adminId: actor.adminId,
      action: "create",
      entity: "follow-ups",
      entityId: row!.id,
      after: { ...values, assigneeId },
    });
    return row!.id;
  });
  if (values.dueOn <= businessToday(actor.zone, actor.now))
    await publishEvent(db, { name: "followup.due", data: { id } });
  return { id };
}

/** Completes a follow-up, recording who and when; completing it again changes nothing. */
export async function completeFollowUp(db: Db, rawId: string, adminId: string, now: Date = new Date()) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(rawId))
    throw notFound("Follow-up not found");
  const id = rawId.toLowerCase();
  return db.transaction(async (tx) => {
    const [open] = await tx
      .update(followUps)
      .set({ doneAt: now, doneBy: adminId })
      .where(and(eq(followUps.id, id), isNull(followUps.doneAt)))
      .returning({ id: followUps.id, doneAt: followUps.doneAt, doneBy: followUps.doneBy });
    if (open) {
      await recordAudit(tx, {
        adminId,
        action: "update",
        entity: "follow-ups",
        entityId: id,
        after: { doneAt: now.toISOString(), doneBy: adminId },
      });
      return { id: open.id, doneAt: open.doneAt!.toISOString(), doneBy: open.doneBy };
    }
    const [done] = await tx
      .select({ id: followUps.id, doneAt: followUps.doneAt, doneBy: followUps.doneBy })
      .from(followUps)
      .where(eq(followUps.id, id));
    if (!done) throw notFound("Follow-up not found");
    return { id: done.id, doneAt: done.doneAt?.toISOString() ?? null, doneBy: done.doneBy };
  });
}

export interface FollowUpItem {
  id: string;
  record: { section: string; id: string; title: string };
  dueOn: string;
  note: string;
  assignee: { id: string; name: string } | null;
  overdue: boolean;
  createdAt: string;
}

/** The most a list answers with (the Today view of a whole team stays one page). */
const LIST_CAP = 500;

/** The columns every list of follow-ups shows: what, about which record, when, and the note. */
const listed = {
  id: followUps.id,
  section: followUps.section,
  recordId: followUps.recordId,
  title: followUps.title,
  dueOn: followUps.dueOn,
  note: followUps.note,
};

/**
 * Open follow-ups (GET /api/admin/follow-ups): due today, overdue, upcoming (the next
 * `staffDay.upcomingDays`), or all of them; someone's, the asker's ("me"), unassigned or all.
 * Oldest due first.
 */
export async function listFollowUps(
  db: Db,
  rawQuery: unknown,
  asker: { adminId: string; zone: string; now?: Date },
): Promise<FollowUpItem[]> {
  const query: FollowUpQuery = parseOrInvalid(followUpQuerySchema, rawQuery ?? {});
  const today = businessToday(asker.zone, asker.now);
  const conditions: (SQL | undefined)[] = [isNull(followUps.doneAt)];
  if (query.when === "today") conditions.push(eq(followUps.dueOn, today));
  if (query.when === "overdue") conditions.push(lt(followUps.dueOn, today));
  if (query.when === "due") conditions.push(lte(followUps.dueOn, today));
  if (query.when === "upcoming") {
    const until = DateTime.fromISO(today).plus({ days: staffDay.upcomingDays }).toISODate()!;
    conditions.push(gt(followUps.dueOn, today), lte(followUps.dueOn, until));
  }
  if (query.assignee === "me") conditions.push(eq(followUps.assigneeId, asker.adminId));
  else if (query.assignee === "unassigned") conditions.push(isNull(followUps.assigneeId));
  else if (query.assignee !== "all") conditions.push(eq(followUps.assigneeId, query.assignee.toLowerCase()));
  const rows = await db
    .select({
      ...listed,
      assigneeId: followUps.assigneeId,
      firstName: admins.firstName,
      lastName: admins.lastName,
      createdAt: followUps.createdAt,
    })
    .from(followUps)
    .leftJoin(admins, eq(admins.id, followUps.assigneeId))
    .where(and(...conditions))
    .orderBy(asc(followUps.dueOn), asc(followUps.createdAt))
    .limit(LIST_CAP);
  return rows.map((r) => ({
    id: r.id,
    record: { section: r.section, id: r.recordId, title: r.title },
    dueOn: r.dueOn,
    note: r.note,
    assignee:
      r.assigneeId && r.firstName !== null
        ? { id: r.assigneeId, name: `${r.firstName} ${r.lastName ?? ""}`.trim() }
        : null,
    overdue: r.dueOn < today,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The follow-ups of one person (normalised e-mail), for their timeline: newest first. */
export async function followUpsOfPerson(db: Db, email: string) {
  return db
    .select({
      ...listed,
      doneAt: followUps.doneAt,
      createdAt: followUps.createdAt,
    })
    .from(followUps)
    .where(eq(followUps.personEmail, email.trim().toLowerCase()))
    .orderBy(sql`${followUps.createdAt} desc`)
    .limit(LIST_CAP);
}

/** The open follow-ups of one record (its page's "Follow-ups" panel), soonest first. */
export async function openFollowUpsOfRecord(db: Db, section: string, recordId: string) {
  const rows = await db
    .select({
      id: followUps.id,
      dueOn: followUps.dueOn,
      note: followUps.note,
      firstName: admins.firstName,
      lastName: admins.lastName,
    })
    .from(followUps)
    .leftJoin(admins, eq(admins.id, followUps.assigneeId))
    .where(and(eq(followUps.section, section), eq(followUps.recordId, recordId), isNull(followUps.doneAt)))
    .orderBy(asc(followUps.dueOn))
    .limit(LIST_CAP);
  return rows.map((r) => ({
    id: r.id,
    dueOn: r.dueOn,
    note: r.note,
    assignee: r.firstName ? `${r.firstName} ${r.lastName ?? ""}`.trim() : null,
  }));
}

/** Everyone work can be given to (back-office accounts), by name. */
export async function staffMembers(db: Db) {
  const rows = await db
    .select({ id: admins.id, firstName: admins.firstName, lastName: admins.lastName })
    .from(admins)
    .orderBy(asc(admins.firstName), asc(admins.lastName))
    .limit(LIST_CAP);
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
}
