import { formatDay } from "#forms/dates.ts";
import { eq } from "drizzle-orm";
import { publishedSite } from "../content/published.ts";
import type { Db } from "../db/client.ts";
import { enrolments, feeSchedules, instalments, payments } from "../db/schema.ts";
import { notFound } from "../domain/errors.ts";
import { programName } from "../intakes/labels.ts";
import { bankLines, paymentDocumentPdf } from "../pdf/payment-documents.ts";
import { displayDate, formatCents, gstOfCents } from "./fees.ts";
import { assertUuid } from "./transfers.ts";
import { ownEnrolmentIds } from "./views.ts";

/** Who may download: the student whose enrolment it is, or any back-office account (`student` unset). */
type Viewer = { student?: { id: string; email: string } };

async function mayView(db: Db, viewer: Viewer, enrolmentId: string) {
  if (viewer.student && !(await ownEnrolmentIds(db, viewer.student)).includes(enrolmentId))
    throw notFound("Document not found");
}

/** The tax invoice of an enrolment's fee: its schedule, GST shown, and how to pay. */
export async function invoicePdf(db: Db, viewer: Viewer, rawId: string) {
  const enrolmentId = assertUuid(rawId, "Document");
  const [schedule] = await db.select().from(feeSchedules).where(eq(feeSchedules.enrolmentId, enrolmentId));
  if (!schedule) throw notFound("Document not found");
  await mayView(db, viewer, enrolmentId);
  const [enrolment] = await db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
  const rows = await db
    .select()
    .from(instalments)
    .where(eq(instalments.enrolmentId, enrolmentId))
    .orderBy(instalments.seq);
  const program = programName(schedule.program);
  return {
    fileName: `invoice-${schedule.reference}.pdf`,
    pdf: await paymentDocumentPdf({
      title: "Tax invoice",
      provider: await publishedSite(db),
      number: schedule.reference,
      // The day it was issued in the business zone, not in UTC (decision 0109).
      issuedOn: formatDay(schedule.createdAt),
      billTo: [`${enrolment!.firstName} ${enrolment!.lastName}`, enrolment!.email],
      lines: [
        { label: `Course fee: ${program}`, value: formatCents(schedule.totalCents) },
        ...rows
          .filter((r) => r.status !== "cancelled")
          .map((r) => ({
            label: `  Instalment ${r.seq}, due ${displayDate(r.dueOn)} (${r.status})`,
            value: formatCents(r.amountCents),
          })),
      ],
      totals: [
        { label: "Total (AUD, GST inclusive)", value: formatCents(schedule.totalCents) },
        { label: "GST included", value: formatCents(gstOfCents(schedule.totalCents)) },
      ],
      notes: bankLines(schedule.reference),
    }),
  };
}

/** The receipt of one payment. */
export async function receiptPdf(db: Db, viewer: Viewer, rawId: string) {
  const paymentId = assertUuid(rawId, "Document");
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound("Document not found");
  await mayView(db, viewer, payment.enrolmentId);
  const [schedule] = await db
    .select()
    .from(feeSchedules)
    .where(eq(feeSchedules.enrolmentId, payment.enrolmentId));
  const [enrolment] = await db.select().from(enrolments).where(eq(enrolments.id, payment.enrolmentId));
  const number = `${schedule!.reference}-${payment.id.slice(0, 8).toUpperCase()}`;
  return {
    fileName: `receipt-${number}.pdf`,
    pdf: await paymentDocumentPdf({
      title: "Receipt",
      provider: await publishedSite(db),
      number,
      issuedOn: displayDate(payment.receivedOn),
      billTo: [`${enrolment!.firstName} ${enrolment!.lastName}`, enrolment!.email],
      lines: [
        {
          label: `${programName(schedule!.program)}: ${payment.method === "card" ? "card payment" : "bank transfer"} received ${displayDate(payment.receivedOn)}`,
          value: formatCents(payment.amountCents),
        },
        ...(payment.refundedCents > 0
          ? [{ label: "Refunded", value: `-${formatCents(payment.refundedCents)}` }]
          : []),
      ],
      totals: [
        {
          label: "Paid (AUD, GST inclusive)",
          value: formatCents(payment.amountCents - payment.refundedCents),
        },
        {
          label: "GST included",
          value: formatCents(gstOfCents(payment.amountCents - payment.refundedCents)),
        },
      ],
      notes: [`Payment reference: ${schedule!.reference}.`],
    }),
  };
}
