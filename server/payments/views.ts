import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { paymentListStatuses } from "#forms/payments.ts";
import { listApplicationsOf } from "../accounts/applications.ts";
import { csvField } from "../admin/csv.ts";
import { pageFields } from "../admin/query.ts";
import type { Db } from "../db/client.ts";
import { enrolments, feeSchedules, type InstalmentStatus, instalments, payments } from "../db/schema.ts";
import { parseOrInvalid } from "../domain/errors.ts";
import { programName } from "../intakes/labels.ts";

/** The enrolments a student may see (server/accounts/applications.ts decides which are theirs). */
export async function ownEnrolmentIds(db: Db, student: { id: string; email: string }): Promise<string[]> {
  return (await listApplicationsOf(db, student)).map((a) => a.id);
}

/** An instalment's state as people see it: a due one whose date has passed is overdue. */
export function effectiveStatus(status: InstalmentStatus, dueOn: string, today: string): InstalmentStatus {
  return status === "due" && dueOn < today ? "overdue" : status;
}

export interface PortalPayments {
  enrolmentId: string;
  program: string;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  reference: string;
  instalments: { id: string; dueOn: string; amountCents: number; status: InstalmentStatus }[];
  documents: { kind: "invoice" | "receipt"; url: string }[];
}

/** The fee schedules of some enrolments, with what was paid and the documents to download. */
export async function paymentsOfEnrolments(
  db: Db,
  enrolmentIds: string[],
  today: string,
): Promise<PortalPayments[]> {
  if (enrolmentIds.length === 0) return [];
  const schedules = await db
    .select()
    .from(feeSchedules)
    .where(inArray(feeSchedules.enrolmentId, enrolmentIds))
    .orderBy(asc(feeSchedules.createdAt));
  if (schedules.length === 0) return [];
  const ids = schedules.map((s) => s.enrolmentId);
  const rows = await db
    .select()
    .from(instalments)
    .where(inArray(instalments.enrolmentId, ids))
    .orderBy(asc(instalments.seq));
  const paid = await db
    .select()
    .from(payments)
    .where(inArray(payments.enrolmentId, ids))
    .orderBy(asc(payments.createdAt));
  return schedules.map((s) => {
    const own = rows.filter((r) => r.enrolmentId === s.enrolmentId);
    const ownPayments = paid.filter((p) => p.enrolmentId === s.enrolmentId);
    return {
      enrolmentId: s.enrolmentId,
      program: programName(s.program),
      totalCents: s.totalCents,
      paidCents: ownPayments.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0),
      balanceCents: own
        .filter((r) => r.status === "due" || r.status === "overdue")
        .reduce((sum, r) => sum + r.amountCents - r.paidCents, 0),
      reference: s.reference,
      instalments: own.map((r) => ({
        id: r.id,
        dueOn: r.dueOn,
        amountCents: r.amountCents,
        status: effectiveStatus(r.status, r.dueOn, today),
      })),
      documents: [
        { kind: "invoice" as const, url: `/api/portal/payments/documents/invoice/${s.enrolmentId}.pdf` },
        ...ownPayments.map((p) => ({
          kind: "receipt" as const,
          url: `/api/portal/payments/documents/receipt/${p.id}.pdf`,
        })),
      ],
    };
  });
}

/** GET /api/portal/payments: the signed-in student's schedules. */
export async function portalPayments(db: Db, student: { id: string; email: string }, today: string) {
  return paymentsOfEnrolments(db, await ownEnrolmentIds(db, student), today);
}

const listQuerySchema = z.object({
  ...pageFields(20),
  status: z.enum(paymentListStatuses, `status must be one of: ${paymentListStatuses.join(", ")}`).optional(),
});

export interface AdminPaymentRow {
  id: string;
  enrolmentId: string;
  firstName: string;
  lastName: string;
  email: string;
  program: string;
  reference: string;
  seq: number;
  dueOn: string;
  amountCents: number;
  paidCents: number;
  status: InstalmentStatus;
  paymentIds: string[];
  createdAt: string;
}

/**
 * The back-office's Payments list: instalments, filtered by state (overdue: due and past its
 * date), soonest due first, a page at a time like every admin list ({data, pagination}).
 */
export async function adminPaymentList(db: Db, query: unknown, today: string) {
  const q = parseOrInvalid(listQuerySchema, query ?? {});
  const where =
    q.status === "overdue"
      ? or(
          eq(instalments.status, "overdue"),
          and(eq(instalments.status, "due"), lt(instalments.dueOn, today)),
        )
      : q.status === "due"
        ? and(eq(instalments.status, "due"), gte(instalments.dueOn, today))
        : q.status
          ? eq(instalments.status, q.status)
          : undefined;
  const [total] = await db.select({ n: count() }).from(instalments).where(where);
  const rows = await db
    .select({ instalment: instalments, schedule: feeSchedules, enrolment: enrolments })
    .from(instalments)
    .innerJoin(feeSchedules, eq(feeSchedules.enrolmentId, instalments.enrolmentId))
    .innerJoin(enrolments, eq(enrolments.id, instalments.enrolmentId))
    .where(where)
    .orderBy(
      q.status === "paid" || q.status === "refunded" ? desc(instalments.paidAt) : asc(instalments.dueOn),
      asc(instalments.id),
    )
    .limit(q.limit)
    .offset(q.offset * q.limit);
  const paidBy = rows.length
    ? await db
        .select({ paymentId: sql<string>`pa.payment_id`, instalmentId: sql<string>`pa.instalment_id` })
        .from(sql`payment_allocations pa`)
        .where(
          sql`pa.instalment_id in (${sql.join(
            rows.map((r) => sql`${r.instalment.id}`),
            sql`, `,
          )})`,
        )
    : [];
  const data: AdminPaymentRow[] = rows.map(({ instalment, schedule, enrolment }) => ({
    id: instalment.id,
    enrolmentId: instalment.enrolmentId,
    firstName: enrolment.firstName,
    lastName: enrolment.lastName,
    email: enrolment.email,
    program: programName(schedule.program),
    reference: schedule.reference,
    seq: instalment.seq,
    dueOn: instalment.dueOn,
    amountCents: instalment.amountCents,
    paidCents: instalment.paidCents,
    status: effectiveStatus(instalment.status, instalment.dueOn, today),
    paymentIds: paidBy.filter((p) => p.instalmentId === instalment.id).map((p) => p.paymentId),
    createdAt: instalment.createdAt.toISOString(),
  }));
  return { data, pagination: { total: Number(total?.n ?? 0), offset: q.offset, limit: q.limit } };
}

/** The dashboard's money: owed in the next seven days (from today), and overdue, in cents. */
export async function moneyDue(
  db: Db,
  today: string,
): Promise<{ dueThisWeekCents: number; overdueCents: number }> {
  const weekEnd = new Date(`${today}T00:00:00Z`);
  weekEnd.setUTCDate(weekEnd.getUTCDate() + 7);
  const [row] = await db
    .select({
      week: sql<string>`coalesce(sum(${instalments.amountCents} - ${instalments.paidCents}) filter (where ${instalments.status} = 'due' and ${instalments.dueOn} >= ${today} and ${instalments.dueOn} < ${weekEnd.toISOString().slice(0, 10)}), 0)`,
      overdue: sql<string>`coalesce(sum(${instalments.amountCents} - ${instalments.paidCents}) filter (where ${instalments.status} = 'overdue' or (${instalments.status} = 'due' and ${instalments.dueOn} < ${today})), 0)`,
    })
    .from(instalments);
  return { dueThisWeekCents: Number(row?.week ?? 0), overdueCents: Number(row?.overdue ?? 0) };
}

/** The Payments list as CSV (every page of the filter), ISO dates, cents as numbers. */
export async function paymentsCsv(db: Db, query: Record<string, unknown>, today: string): Promise<string> {
  const header = [
    "id",
    "enrolmentId",
    "firstName",
    "lastName",
    "email",
    "program",
    "reference",
    "seq",
    "dueOn",
    "amountCents",
    "paidCents",
    "status",
  ] as const;
  const lines: string[] = [header.join(",")];
  for (let offset = 0; ; offset++) {
    const page = await adminPaymentList(db, { status: query.status, offset, limit: 100 }, today);
    for (const row of page.data) lines.push(header.map((key) => csvField(row[key])).join(","));
    if ((offset + 1) * 100 >= page.pagination.total) break;
  }
  return `${lines.join("\r\n")}\r\n`;
}
