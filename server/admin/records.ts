import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  adminEditSchema,
  consultationEditSchema,
  enrolmentEditSchema,
  outlineEditSchema,
  studentEditSchema,
} from "#forms/admin/records.ts";
import { endAllSessions } from "../accounts/sessions.ts";
import type { Db } from "../db/client.ts";
import { admins, chats, enrolments, students } from "../db/schema.ts";
import { conflict, invalid, parseOrInvalid } from "../domain/errors.ts";
import { recordAudit } from "./audit.ts";
import { assertId, getRecord, nounOf, type Row, type SectionKey, sections } from "./sections.ts";
import { nextStatuses, statusHistory } from "./enrolment-status.ts";

/** The sections an admin may edit, each with the §5 schema its edit form uses. */
export const editSchemas = {
  students: studentEditSchema,
  enrollments: enrolmentEditSchema,
  downloads: outlineEditSchema,
  consultations: consultationEditSchema,
  admins: adminEditSchema,
} satisfies Partial<Record<SectionKey, z.ZodType>>;
export type EditableKey = keyof typeof editSchemas;

export function isEditable(key: SectionKey): key is EditableKey {
  return key in editSchemas;
}

/** A record with what its detail page shows beside it: applications, status history, chats. */
export async function getDetail(db: Db, key: SectionKey, id: string): Promise<Row> {
  const record = await getRecord(db, key, id);
  if (key === "students") {
    const apps = await db
      .select({
        id: enrolments.id,
        course: enrolments.course,
        status: enrolments.status,
        createdAt: enrolments.createdAt,
      })
      .from(enrolments)
      .where(
        or(eq(enrolments.studentId, record.id), sql`lower(${enrolments.email}) = lower(${record.email})`),
      )
      .orderBy(asc(enrolments.createdAt));
    return { ...record, enrolments: apps.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })) };
  }
  if (key === "enrollments") {
    return {
      ...record,
      nextStatuses: nextStatuses(String(record.status)),
      statusHistory: await statusHistory(db, record.id),
    };
  }
  if (key === "visitors") {
    const history = await db
      .select({ id: chats.id, type: chats.type, content: chats.content, createdAt: chats.createdAt })
      .from(chats)
      .where(eq(chats.visitorId, record.id))
      .orderBy(asc(chats.createdAt), asc(chats.id));
    return { ...record, chats: history.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
  }
  return record;
}

import { adminEmailTaken as emailTaken } from "../accounts/administrators.ts";

/** Students and admins sign in by e-mail, so it must stay unique within their table. */
async function assertEmailFree(db: Db, key: SectionKey, id: string, email: string) {
  const table = key === "students" ? students : key === "admins" ? admins : undefined;
  if (!table) return;
  const clash = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.email, email), ne(table.id, id)))
    .limit(1);
  if (clash.length > 0) throw invalid({ email: emailTaken });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 5; i++) {
    if ((e as { code?: string }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Validates with the section's §5 schema, saves, and logs before → after. */
export async function updateRecord(
  db: Db,
  key: EditableKey,
  id: string,
  input: unknown,
  adminId: string,
): Promise<{ message: string; record: Row }> {
  const values = parseOrInvalid(editSchemas[key], input ?? {}) as Record<string, unknown>;
  const section = sections[key];
  assertId(key, id);
  try {
    const record = await db.transaction(async (tx) => {
      const before = await getRecord(tx, key, id);
      if (typeof values.email === "string") await assertEmailFree(tx, key, before.id, values.email);
      await tx
        .update(section.table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(eq(section.table.id, before.id));
      const after = await getRecord(tx, key, before.id);
      await recordAudit(tx, { adminId, action: "update", entity: key, entityId: before.id, before, after });
      return after;
    });
    return { message: `${nounOf(key)} updated successfully`, record };
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ email: emailTaken });
    throw error;
  }
}

/** The sections an admin may delete from: every list. */
export async function deleteRecord(
  db: Db,
  key: SectionKey,
  id: string,
  actingAdminId: string,
): Promise<{ message: string }> {
  const section = sections[key];
  await db.transaction(async (tx) => {
    const before = await getRecord(tx, key, id);
    if (key === "admins") {
      if (before.id === actingAdminId)
        throw conflict("You cannot delete your own account. Ask another admin to do it.");
      // Lock every admin row so two deletes at once cannot remove the last two admins.
      const all = await tx.select({ id: admins.id }).from(admins).for("update");
      if (all.length <= 1) throw conflict("You cannot delete the last admin.");
    }
    await tx.delete(section.table).where(eq(section.table.id, before.id));
    if (key === "admins") await endAllSessions(tx, "admin", before.id);
    if (key === "students") await endAllSessions(tx, "student", before.id);
    await recordAudit(tx, {
      adminId: actingAdminId,
      action: "delete",
      entity: key,
      entityId: before.id,
      before,
    });
  });
  return { message: `${nounOf(key)} deleted successfully` };
}
