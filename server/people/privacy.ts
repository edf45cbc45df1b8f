import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { adminAccessOf } from "../accounts/admin-access.ts";
import { recordAudit } from "../admin/audit.ts";
import type { Db } from "../db/client.ts";
import { students } from "../db/schema.ts";
import { conflict, forbidden, notFound } from "../domain/errors.ts";
import { eraseEmlFilesOf } from "../mail/eml-files.ts";
import { erasureOrder, holdings, personKeys } from "./holdings.ts";
import { personHeader } from "./people.ts";
import { rowsOf } from "./timeline.ts";
import { tableTitles } from "./table-titles.ts";

/*
 * Privacy self-service (docs/decisions/0083): the export of everything held about a person, and
 * the erasure. Both read the one registry of ./holdings.ts, so they cover the same tables.
 *
 * Who may (docs/security.md, "Export and erasure"): a student only for their own address, and
 * only once it is verified (an unverified sign-up proves nothing about the address); in the
 * back-office only administrators. An export is a copy of what the person gave and what we
 * decided about them, never a capability: stored mail holds no live link (server/mail/link-secrets.ts)
 * and columns that hold hashes, secrets or tokens are left out.
 */

export const verifyBeforeExportMessage =
  "Please verify your e-mail address first: open the link we e-mailed you (or ask for a new one), then you can download your data or ask for erasure.";
export const privacyAdministratorsOnly = "Only an administrator can export or erase a person's data.";
export const backOfficeAccountMessage =
  "This person has a back-office account: remove the account first (Admins), then erase the person.";
export const nothingToEraseMessage = "We hold nothing about this person any more.";

/** The portal's export and erasure request: the student's own address, verified. */
export async function assertVerifiedStudent(db: Db, studentId: string): Promise<void> {
  const [row] = await db
    .select({ verifiedAt: students.emailVerifiedAt })
    .from(students)
    .where(eq(students.id, studentId));
  if (!row?.verifiedAt) throw forbidden(verifyBeforeExportMessage);
}

/** The back-office's export and erasure of a person: administrators only (staff 403). */
export async function assertMayHandlePersonalData(db: Db, adminId: string): Promise<void> {
  const access = await adminAccessOf(db, adminId);
  if (access?.role !== "administrator") throw forbidden(privacyAdministratorsOnly);
}

/** Columns no export shows: password hashes, token hashes, two-factor secrets. */
const secret = /hash|secret|token/i;

function clean(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (secret.test(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export interface PersonExport {
  generatedAt: string;
  person: { email: string; name: string | null; phone: string | null };
  /** Every table that holds something about the person, by table name, with their rows. */
  tables: Record<string, Record<string, unknown>[]>;
}

export async function exportPerson(db: Db, email: string, now = new Date()): Promise<PersonExport> {
  const keys = await personKeys(db, email);
  const header = await personHeader(db, email);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [table, holding] of Object.entries(holdings)) {
    if (!holding.held) continue;
    const rows = rowsOf<Record<string, unknown>>(await db.execute(holding.rows(db, keys)));
    if (rows.length > 0) tables[table] = rows.map(clean);
  }
  return {
    generatedAt: now.toISOString(),
    person: { email, name: header.name, phone: header.phone },
    tables,
  };
}

/** What an erasure will remove, table by table (for the confirmation). */
export async function erasurePreview(db: Db, email: string): Promise<{ table: string; rows: number }[]> {
  const data = await exportPerson(db, email);
  return Object.entries(data.tables).map(([table, rows]) => ({ table, rows: rows.length }));
}

/**
 * Erases a person: every table loses their data (./holdings.ts), in one transaction; the audit log
 * records that an erasure happened, by whom and how many rows per table, and nothing about them.
 * A person with a back-office account is refused: the account is removed first, through the
 * Admins list, which keeps the last-administrator rule. Erasures of one address run one at a
 * time (a transaction-scoped advisory lock); the second finds nothing and says so (not found).
 * `mailDir`, when mail is delivered as files (no SMTP), loses the person's delivered messages too.
 */
export async function erasePerson(
  db: Db,
  email: string,
  actingAdminId: string,
  options: { mailDir?: string } = {},
): Promise<void> {
  await assertMayHandlePersonalData(db, actingAdminId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`erase:${email}`}, 0))`);
    const keys = await personKeys(tx, email);
    if (keys.adminIds.length > 0) throw conflict(backOfficeAccountMessage);
    const counts: Record<string, number> = {};
    for (const table of erasureOrder) {
      const holding = holdings[table]!;
      if (!holding.held) continue;
      const result = (await tx.execute(holding.erase(tx, keys))) as {
        rowCount?: number;
        affectedRows?: number;
      };
      const n = Number(result.rowCount ?? result.affectedRows ?? 0);
      if (n > 0) counts[table] = n;
    }
    if (Object.keys(counts).length === 0) throw notFound(nothingToEraseMessage);
    await recordAudit(tx, {
      adminId: actingAdminId,
      action: "erase",
      entity: "person",
      // A fresh reference: the person's id would name them (it encodes the address).
      entityId: randomUUID(),
      after: { rows: counts },
    });
  });
  if (options.mailDir) await eraseEmlFilesOf(options.mailDir, email);
}

/** Escapes text for HTML. */
const esc = (value: unknown) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The export as a readable, self-contained HTML page (no scripts, no external files). */
export function exportHtml(data: PersonExport, siteName: string): string {
  const sections = Object.entries(data.tables)
    .map(([table, rows]) => {
      const items = rows
        .map((row) => {
          const cells = Object.entries(row)
            .map(
              ([k, v]) =>
                `<dt>${esc(k)}</dt><dd>${esc(typeof v === "object" && v !== null ? JSON.stringify(v) : v)}</dd>`,
            )
            .join("");
          return `<li><dl>${cells}</dl></li>`;
        })
        .join("");
      return `<section><h2>${esc(tableTitles[table] ?? table)} <small>(${rows.length})</small></h2><ol>${items}</ol></section>`;
    })
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data held by ${esc(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}ol{padding-left:1.25rem}li{margin:.75rem 0;padding:.5rem;border:1px solid #cbd5e1;border-radius:.375rem}
dl{display:grid;grid-template-columns:minmax(6rem,max-content) 1fr;gap:.25rem .75rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}</style></head>
<body><h1>Everything ${esc(siteName)} holds about ${esc(data.person.email)}</h1>
<p>Generated ${esc(data.generatedAt)}. Name: ${esc(data.person.name ?? "—")}. Phone: ${esc(data.person.phone ?? "—")}.</p>
${sections || "<p>We hold nothing about this address.</p>"}</body></html>`;
}
