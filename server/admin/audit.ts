import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { admins, auditLog } from "../db/schema.ts";

export type AuditAction = "create" | "update" | "delete" | "status" | "erase";

/** Fields never copied into the audit log. */
const secretFields = new Set([
  "passwordHash",
  "password",
  "verifyPassword",
  "totpSecret",
  "totpPendingSecret",
]);

function redact(record: object | null | undefined): Record<string, unknown> | null {
  if (!record) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!secretFields.has(key)) out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Records one admin change. Call it with the transaction that makes the change, so the log and
 * the record always agree.
 */
export async function recordAudit(
  db: Db,
  entry: {
    adminId: string;
    action: AuditAction;
    entity: string;
    entityId: string;
    before?: object | null;
    after?: object | null;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: redact(entry.before),
    after: redact(entry.after),
  });
}

export interface AuditEntry {
  id: string;
  action: string;
  entity: string;
  entityId: string;
  adminId: string | null;
  adminName: string | null;
  /** Only the fields that changed, as [field, before, after]. */
  changes: { field: string; before: unknown; after: unknown }[];
  createdAt: string;
}

function diff(before: unknown, after: unknown): AuditEntry["changes"] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (f) => !["id", "createdAt", "updatedAt"].includes(f),
  );
  return fields
    .filter((f) => JSON.stringify(b[f] ?? null) !== JSON.stringify(a[f] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** The history of one record, newest first. */
export async function auditOf(db: Db, entity: string, entityId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      adminId: auditLog.adminId,
      firstName: admins.firstName,
      lastName: admins.lastName,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    adminId: r.adminId,
    adminName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
    changes: diff(r.before, r.after),
    createdAt: r.createdAt.toISOString(),
  }));
}
