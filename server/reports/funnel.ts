import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { z } from "zod";
import { programNameOfSlug } from "#content/programs.ts";
import { isoDay } from "#forms/admin/follow-up.ts";
import { csvField } from "../admin/csv.ts";
import type { Db } from "../db/client.ts";
import { invalid, parseOrInvalid } from "../domain/errors.ts";

/*
 * The funnel report (issue 35): visitors → leads → applications → offers → enrolled, for records
 * created between two days of the business time zone (both included), per source (the first
 * touch's campaign source, else its referring site, else "direct") or per intake (applications,
 * their offers and enrolments only: visitors and leads are not tied to an intake, so 0).
 * Visitors are the visits that entered the site, by the source they entered with (counted per
 * day, server/reports/entrances.ts); leads and applications carry the browser's first touch.
 */

export interface FunnelRow {
  key: string;
  /** The key as people read it (an intake's program and start day). */
  label: string;
  visitors: number;
  leads: number;
  applications: number;
  offers: number;
  enrolled: number;
}

const MAX_DAYS = 3 * 366;
const funnelQuerySchema = z.object({
  from: isoDay("from must be a date (YYYY-MM-DD)"),
  to: isoDay("to must be a date (YYYY-MM-DD)"),
  groupBy: z.enum(["source", "intake"], "groupBy must be source or intake").default("source"),
  format: z.enum(["json", "csv"], "format must be json or csv").default("json"),
});
export type FunnelQuery = z.output<typeof funnelQuerySchema>;

export function parseFunnelQuery(raw: unknown): FunnelQuery {
  const query = parseOrInvalid(funnelQuerySchema, raw ?? {});
  if (query.from > query.to) throw invalid({ to: "to must be on or after from" });
  const days = DateTime.fromISO(query.to).diff(DateTime.fromISO(query.from), "days").days;
  if (days > MAX_DAYS) throw invalid({ to: `The range may be at most ${MAX_DAYS} days` });
  return query;
}

const sourceKey = (column: string) =>
  `coalesce(nullif(${column}->>'utmSource', ''), nullif(${column}->>'referrerHost', ''), 'direct')`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The funnel's rows, the biggest first. */
export async function funnelReport(db: Db, query: FunnelQuery, zone: string): Promise<FunnelRow[]> {
  const start = DateTime.fromISO(query.from, { zone }).startOf("day").toJSDate().toISOString();
  const end = DateTime.fromISO(query.to, { zone }).plus({ days: 1 }).startOf("day").toJSDate().toISOString();
  const within = (column: string) =>
    sql.raw(`${column} >= '${start}'::timestamptz and ${column} < '${end}'::timestamptz`);
  const bySource = query.groupBy === "source";
  const key = (alias: string, column: string) =>
    sql.raw(
      bySource ? sourceKey(`${alias}.${column}`) : `coalesce(i.program || '@' || i.start_date::text, 'none')`,
    );
  const intakeJoin = sql.raw(bySource ? "" : "left join intakes i on i.id = e.intake_id");
  const parts = [
    sql`select ${key("e", "source")} as key, 'applications' as what, 1 as n from enrolments e ${intakeJoin} where ${within("e.created_at")}`,
    sql`select ${key("e", "source")}, 'enrolled', 1 from enrolments e ${intakeJoin} where e.status = 'enrolled' and ${within("e.created_at")}`,
    sql`select ${key("e", "source")}, 'offers', 1 from intake_offers o join enrolments e on e.id = o.enrolment_id ${intakeJoin} where ${within("o.created_at")}`,
  ];
  if (bySource)
    parts.push(
      // Visits that entered the site, counted per day and entry source on the page request
      // (server/reports/entrances.ts): without JavaScript too, chat or no chat.
      sql`select s.source, 'visitors', s.visits from site_entrances s
        where s.day between ${query.from}::date and ${query.to}::date`,
      ...["contact_messages", "outline_requests", "consultations", "newsletter_subscribers"].map(
        (table) =>
          sql`select ${sql.raw(sourceKey("l.source"))}, 'leads', 1 from ${sql.raw(table)} l where ${within("l.created_at")}`,
      ),
    );
  const rows = rowsOf<
    { key: string } & Record<"visitors" | "leads" | "applications" | "offers" | "enrolled", number>
  >(
    await db.execute(sql`select key,
        coalesce(sum(n) filter (where what = 'visitors'), 0)::int as visitors,
        coalesce(sum(n) filter (where what = 'leads'), 0)::int as leads,
        coalesce(sum(n) filter (where what = 'applications'), 0)::int as applications,
        coalesce(sum(n) filter (where what = 'offers'), 0)::int as offers,
        coalesce(sum(n) filter (where what = 'enrolled'), 0)::int as enrolled
      from (${sql.join(parts, sql` union all `)}) as events
      group by key
      order by applications desc, leads desc, visitors desc, key`),
  );
  return rows.map((r) => ({
    key: r.key,
    label: bySource ? r.key : intakeLabel(r.key),
    visitors: Number(r.visitors),
    leads: Number(r.leads),
    applications: Number(r.applications),
    offers: Number(r.offers),
    enrolled: Number(r.enrolled),
  }));
}

/** "data-analytics@2027-02-01" as "Data Analytics, Mon 1 Feb 2027". */
function intakeLabel(key: string): string {
  if (key === "none") return "No intake";
  const [slug = "", day = ""] = key.split("@");
  const name = programNameOfSlug(slug);
  return `${name}, ${DateTime.fromISO(day).toFormat("ccc d LLL yyyy")}`;
}

export const funnelColumns = [
  "key",
  "label",
  "visitors",
  "leads",
  "applications",
  "offers",
  "enrolled",
] as const;

/** The report as CSV (defused cells, ISO keys). */
export function funnelCsv(rows: FunnelRow[]): string {
  const lines = [
    funnelColumns.join(","),
    ...rows.map((row) => funnelColumns.map((c) => csvField(row[c])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
