import { anyProgramOf } from "#content/programs.ts";
import { publishedContent } from "../content/published.ts";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { forbidden, invalid, parseOrInvalid } from "../domain/errors.ts";
import { recordAudit } from "./audit.ts";
import { getRecord } from "./list.ts";
import { assertId } from "./record-id.ts";
import { type RecordOf, type SectionKey, sections } from "./sections/index.ts";
import { sectionQueriesByKey } from "./sections/index.server.ts";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AdminTable } from "./sections/queries.server.ts";

/** What this generic code needs of a section's database side (see ./sections/queries.server.ts). */
interface Queries {
  table: AdminTable;
  uniqueEmail?: PgColumn;
  extras?(db: Db, record: Record<string, unknown>): Promise<object>;
  beforeDelete?(db: Db, record: Record<string, unknown>, actingAdminId: string): Promise<void>;
  afterDelete?(db: Db, record: Record<string, unknown>): Promise<void>;
}

const queriesOf = (key: SectionKey): Queries => sectionQueriesByKey[key] as Queries;

/** A record with what its page shows beside it: applications, status history, chats. */
export async function getDetail<K extends SectionKey>(db: Db, key: K, id: string): Promise<RecordOf<K>> {
  const record = await getRecord(db, key, id);
  const extras = await queriesOf(key).extras?.(db, record);
  return { ...record, ...extras } as RecordOf<K>;
}

/** Whether the section's record page is an edit form (PUT /api/admin/<list>/:id). */
export function isEditable(key: SectionKey): boolean {
  return sections[key].record?.kind === "form";
}

import { adminEmailTaken as emailTaken } from "../accounts/administrators.ts";

/** Students and admins sign in by e-mail, so it must stay unique within their table. */
async function assertEmailFree(db: Db, table: AdminTable, email: PgColumn, id: string, value: string) {
  const clash = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(email, value), ne(table.id, id)))
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
  key: SectionKey,
  id: string,
  input: unknown,
  adminId: string,
): Promise<{ message: string }> {
  const page = sections[key].record;
  if (page?.kind !== "form") throw forbidden("This record cannot be edited");
  await publishedContent(db); // the store's programs, fresh (the course check below)
  const values = parseOrInvalid(page.schema, input ?? {}) as Record<string, unknown>;
  const queries = queriesOf(key);
  assertId(key, id);
  // A course must name a program of the content store (issue 32): a published one, or an
  // unpublished one the record already names (records keep the name they were filed with).
  if (typeof values.course === "string" && !anyProgramOf(values.course))
    throw invalid({ course: "Course is required" });
  try {
    await db.transaction(async (tx) => {
      const before = await getRecord(tx, key, id);
      if (queries.uniqueEmail && typeof values.email === "string")
        await assertEmailFree(tx, queries.table, queries.uniqueEmail, before.id, values.email);
      await tx
        .update(queries.table)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(eq(queries.table.id, before.id));
      const after = await getRecord(tx, key, before.id);
      await recordAudit(tx, { adminId, action: "update", entity: key, entityId: before.id, before, after });
    });
    return { message: `${sections[key].labels.noun} updated successfully` };
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ email: emailTaken });
    throw error;
  }
}

/** Any record of any list may be deleted, unless its section refuses (your own admin account). */
export async function deleteRecord(
  db: Db,
  key: SectionKey,
  id: string,
  actingAdminId: string,
): Promise<{ message: string }> {
  const queries = queriesOf(key);
  await db.transaction(async (tx) => {
    const before = await getRecord(tx, key, id);
    await queries.beforeDelete?.(tx, before, actingAdminId);
    await tx.delete(queries.table).where(eq(queries.table.id, before.id));
    await queries.afterDelete?.(tx, before);
    await recordAudit(tx, {
      adminId: actingAdminId,
      action: "delete",
      entity: key,
      entityId: before.id,
      before,
    });
  });
  return { message: `${sections[key].labels.noun} deleted successfully` };
}
