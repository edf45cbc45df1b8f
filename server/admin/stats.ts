import { count, getTableName, gte, inArray, isNull, sql } from "drizzle-orm";
import { tableCount } from "../db/count.ts";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import {
  consultations,
  contactMessages,
  enrolments,
  newsletterSubscribers,
  outlineRequests,
  students,
  visitors,
} from "../db/schema.ts";

export interface StatItem {
  id: string;
  name: string;
  value: number;
}

async function countOf(db: Db, table: PgTable, where?: ReturnType<typeof isNull>) {
  const exact = async () => {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  };
  return where ? exact() : tableCount(db, getTableName(table), exact);
}

/** GET /admin/stats: the spec's four cards first, then the three the issue adds. */
export async function dashboardStats(db: Db): Promise<StatItem[]> {
  const items: [string, string, Promise<number>][] = [
    ["students", "Students", countOf(db, students)],
    ["enrolments", "Enrolments", countOf(db, enrolments)],
    ["downloads", "Course outline downloads", countOf(db, outlineRequests)],
    ["contacts", "Contact Messages", countOf(db, contactMessages)],
    ["consultations", "Consultations", countOf(db, consultations)],
    [
      "newsletter",
      "Newsletter subscribers",
      countOf(db, newsletterSubscribers, isNull(newsletterSubscribers.unsubscribedAt)),
    ],
    ["visitors", "Visitors", countOf(db, visitors)],
  ];
  const values = await Promise.all(items.map(([, , value]) => value));
  return items.map(([id, name], i) => ({ id, name, value: values[i]! }));
}

/** Where each stat card leads: the list it counts. */
export const statLists: Record<string, string> = {
  students: "/admin/students",
  enrolments: "/admin/enrollments",
  downloads: "/admin/download-course-outlines",
  contacts: "/admin/contact-messages",
  consultations: "/admin/consultations",
  visitors: "/admin/visitors",
};

/** The application statuses that wait for a person to act, in the order they are worked. */
export const waitingStatuses = ["received", "under review", "accepted", "waitlisted"] as const;

/** Applications waiting in each open status, for the dashboard's work cards. */
export async function applicationsWaiting(db: Db): Promise<{ status: string; value: number }[]> {
  const rows = await db
    .select({ status: enrolments.status, n: count() })
    .from(enrolments)
    .where(inArray(enrolments.status, [...waitingStatuses]))
    .groupBy(enrolments.status);
  const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return waitingStatuses.map((status) => ({ status, value: by.get(status) ?? 0 }));
}

export const leadKinds = [
  { id: "enrolments", name: "Enrolments", table: enrolments },
  { id: "downloads", name: "Course outlines", table: outlineRequests },
  { id: "consultations", name: "Consultations", table: consultations },
  { id: "contacts", name: "Contact messages", table: contactMessages },
  { id: "newsletter", name: "Newsletter", table: newsletterSubscribers },
] as const;

export interface WeeklyLeads {
  /** Monday of each week (UTC), oldest first. */
  weeks: string[];
  series: { id: string; name: string; values: number[] }[];
}

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

/** New leads per ISO week (weeks start Monday, UTC) over the last `weeks` weeks, by kind. */
export async function weeklyLeads(db: Db, now = new Date(), weeks = 12): Promise<WeeklyLeads> {
  const first = weekStart(now);
  first.setUTCDate(first.getUTCDate() - 7 * (weeks - 1));
  const labels = Array.from({ length: weeks }, (_, i) =>
    new Date(first.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10),
  );
  const series = await Promise.all(
    leadKinds.map(async (kind) => {
      const week = sql<string>`to_char(date_trunc('week', ${kind.table.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ week, n: count() })
        .from(kind.table)
        .where(gte(kind.table.createdAt, first))
        .groupBy(week);
      const byWeek = new Map(rows.map((r) => [r.week, Number(r.n)]));
      return { id: kind.id, name: kind.name, values: labels.map((w) => byWeek.get(w) ?? 0) };
    }),
  );
  return { weeks: labels, series };
}
