import { eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { admins } from "../db/schema.ts";
import { invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { recordAudit } from "./audit.ts";
import { deleteRecord } from "./records.ts";
import { getRecord } from "./list.ts";
import { assertId } from "./record-id.ts";
import { type SectionKey, sections } from "./sections/index.ts";
import { sectionQueriesByKey } from "./sections/index.server.ts";
import type { AdminTable, BulkContext } from "./sections/queries.server.ts";
import { type BulkAction, bulkActions } from "./sections/shape.ts";

/*
 * Assignment and bulk actions (issue 35), for the sections whose definitions allow them
 * (`assignable`, `bulk` in ./sections/<key>.ts).
 */

interface Queries {
  table: AdminTable;
  assignee?: PgColumn;
  bulkStatus?(db: Db, id: string, value: unknown, context: BulkContext): Promise<void>;
}
const queriesOf = (key: SectionKey): Queries => sectionQueriesByKey[key] as Queries;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const assigneeMessage = "assigneeId must be a staff member's id, or null";

const assigneeSchema = z.object({
  assigneeId: z.union([z.null(), z.string().regex(uuid, assigneeMessage).toLowerCase()], assigneeMessage),
});

/** The section's assignee column, or not-found when its records cannot be assigned. */
function assigneeColumn(key: SectionKey): PgColumn {
  const column = queriesOf(key).assignee;
  if (!sections[key].assignable || !column)
    throw notFound(`${sections[key].labels.heading} cannot be assigned`);
  return column;
}

async function assertStaffMember(db: Db, id: string | null, field: string): Promise<void> {
  if (id === null) return;
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
  if (!row) throw invalid({ [field]: "No staff member has this id" });
}

/** PUT <api>/:id/assignee {assigneeId|null}: gives the record to a staff member, or to no one. */
export async function assignRecord(db: Db, key: SectionKey, id: string, body: unknown, adminId: string) {
  assigneeColumn(key);
  const { assigneeId } = parseOrInvalid(assigneeSchema, body ?? {});
  await assertStaffMember(db, assigneeId, "assigneeId");
  const recordId = assertId(key, id);
  await db.transaction(async (tx) => {
    await setAssignee(tx, key, recordId, assigneeId, adminId);
  });
  return { message: assigneeId ? "Assigned" : "Unassigned", data: { id: recordId, assigneeId } };
}

async function setAssignee(
  db: Db,
  key: SectionKey,
  id: string,
  assigneeId: string | null,
  adminId: string,
): Promise<void> {
  const before = (await getRecord(db, key, id)) as { assigneeId?: string | null };
  const { table } = queriesOf(key);
  await db
    .update(table)
    .set({ assigneeId } as never)
    .where(eq(table.id, id));
  await recordAudit(db, {
    adminId,
    action: "update",
    entity: key,
    entityId: id,
    before: { assigneeId: before.assigneeId ?? null },
    after: { assigneeId },
  });
}

/** A list query's filter with `me`/`mine` as the asker's id. */
export function withAsker<Q extends { filter?: Record<string, string> }>(query: Q, adminId: string): Q {
  const value = query.filter?.assignee;
  if (value !== "me" && value !== "mine") return query;
  return { ...query, filter: { ...query.filter, assignee: adminId } };
}

const MAX_BULK = 100;
const bulkSchema = z.object({
  ids: z
    .array(
      z.string("ids must be record ids").regex(uuid, "ids must be record ids"),
      "ids must be a list of record ids",
    )
    .min(1, "ids must name at least one record")
    .max(MAX_BULK, `ids may name at most ${MAX_BULK} records`),
  action: z.enum(bulkActions, "action must be status, assign or delete"),
  value: z.unknown().optional(),
});

/**
 * POST <api>/bulk {ids, action, value}: changes every named record or none (one transaction;
 * an unknown id is not-found, a bad value or a change a record may not make is invalid, and
 * nothing is kept). Each record goes through the same rules as its own page.
 */
export async function bulkAction(
  db: Db,
  key: SectionKey,
  body: unknown,
  context: BulkContext,
): Promise<{ message: string; data: { changed: number } }> {
  const section = sections[key];
  const allowed: readonly BulkAction[] = section.bulk ?? [];
  if (allowed.length === 0) throw notFound(`${section.labels.heading} have no bulk actions`);
  const input = parseOrInvalid(bulkSchema, body ?? {});
  if (!allowed.includes(input.action))
    throw invalid({
      action: `action must be one of ${allowed.join(", ")} for ${section.labels.heading.toLowerCase()}`,
    });
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  const queries = queriesOf(key);
  if (input.action === "assign") {
    const value = input.value === undefined ? undefined : input.value;
    if (value !== null && (typeof value !== "string" || !uuid.test(value)))
      throw invalid({ value: "value must be a staff member's id, or null" });
    await assertStaffMember(db, value === null ? null : value.toLowerCase(), "value");
  }
  if (input.action === "status" && (typeof input.value !== "string" || input.value === ""))
    throw invalid({ value: "value must be the new status" });
  await db.transaction(async (tx) => {
    // Every id must exist before anything changes (not-found names the first one missing).
    const found = await tx
      .select({ id: queries.table.id })
      .from(queries.table)
      .where(inArray(queries.table.id, ids));
    if (found.length !== ids.length) {
      const have = new Set(found.map((r) => String(r.id)));
      throw notFound(`${section.labels.noun} not found: ${ids.find((id) => !have.has(id))}`);
    }
    for (const id of ids) {
      if (input.action === "delete") await deleteRecord(tx, key, id, context.adminId);
      else if (input.action === "assign") {
        const value = input.value as string | null;
        assigneeColumn(key);
        await setAssignee(tx, key, id, value ? value.toLowerCase() : null, context.adminId);
      } else {
        if (!queries.bulkStatus) throw invalid({ action: "These records have no status to change" });
        await queries.bulkStatus(tx, id, input.value, context);
      }
    }
  });
  return { message: `${ids.length} changed`, data: { changed: ids.length } };
}
