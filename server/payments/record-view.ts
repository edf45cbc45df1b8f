import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payments } from "../db/schema.ts";
import { displayDate, formatCents } from "./fees.ts";
import { paymentsOfEnrolments } from "./views.ts";

/**
 * An enrolment's money as its back-office record page shows it (issue 34): the schedule with each
 * instalment's state, what was paid and is still owed, every payment with its receipt, and the
 * invoice. Null when the enrolment has no schedule (not accepted, or a course without a fee).
 * Amounts and dates already in words for people; ids and cents kept for the forms.
 */
export async function enrolmentPaymentsPanel(db: Db, enrolmentId: string, today: string) {
  const [schedule] = await paymentsOfEnrolments(db, [enrolmentId], today);
  if (!schedule) return null;
  const received = await db
    .select()
    .from(payments)
    .where(eq(payments.enrolmentId, enrolmentId))
    .orderBy(asc(payments.createdAt));
  return {
    reference: schedule.reference,
    total: formatCents(schedule.totalCents),
    paid: formatCents(schedule.paidCents),
    balance: formatCents(schedule.balanceCents),
    balanceCents: schedule.balanceCents,
    invoiceUrl: `/api/admin/payments/documents/invoice/${enrolmentId}.pdf`,
    instalments: schedule.instalments.map((i) => ({
      id: i.id,
      dueOn: i.dueOn,
      due: displayDate(i.dueOn),
      amount: formatCents(i.amountCents),
      status: i.status,
    })),
    payments: received.map((p) => ({
      id: p.id,
      receivedOn: p.receivedOn,
      received: displayDate(p.receivedOn),
      method: p.method === "card" ? "Card" : "Bank transfer",
      amount: formatCents(p.amountCents),
      refunded: p.refundedCents > 0 ? formatCents(p.refundedCents) : null,
      refundableCents: p.amountCents - p.refundedCents,
      receiptUrl: `/api/admin/payments/documents/receipt/${p.id}.pdf`,
    })),
  };
}
export type EnrolmentPaymentsPanel = NonNullable<Awaited<ReturnType<typeof enrolmentPaymentsPanel>>>;
