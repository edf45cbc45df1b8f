import { eq } from "drizzle-orm";
import { recordTransferSchema, refundSchema } from "#forms/payments.ts";
import { recordAudit } from "../admin/audit.ts";
import type { Db } from "../db/client.ts";
import { enrolments, payments } from "../db/schema.ts";
import { conflict, invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { paymentReceivedMail } from "../mail/templates/payment-received.ts";
import { formatCents } from "./fees.ts";
import { allocate, applyRefund, balanceOf, lockSchedule } from "./ledger.ts";
import type { PaymentProvider } from "./provider.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Not found for anything that is not an id, before it reaches the database. */
export function assertUuid(id: string, what: string): string {
  if (!uuidPattern.test(id)) throw notFound(`${what} not found`);
  return id.toLowerCase();
}

/**
 * Staff record a bank transfer they received for an enrolment: applied to its oldest owed
 * instalments, at most the balance (more is refused, nothing written), with an audit entry and
 * the student's receipt e-mail, all in one transaction.
 */
export async function recordTransfer(
  db: Db,
  input: { enrolmentId: string; body: unknown; adminId: string; now?: Date },
): Promise<{ message: string; data: { id: string; amountCents: number; balanceCents: number } }> {
  const now = input.now ?? new Date();
  const enrolmentId = assertUuid(input.enrolmentId, "Enrolment");
  const body = parseOrInvalid(recordTransferSchema, input.body ?? {});
  return db.transaction(async (tx) => {
    const [enrolment] = await tx.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
    if (!enrolment) throw notFound("Enrolment not found");
    await lockSchedule(tx, enrolmentId);
    const balance = await balanceOf(tx, enrolmentId);
    if (balance === 0) throw conflict("Nothing is owed on this enrolment");
    if (body.amountCents > balance)
      throw invalid({
        amountCents: `Amount is more than the balance of ${formatCents(balance)} (${balance} cents)`,
      });
    const [payment] = await tx
      .insert(payments)
      .values({
        enrolmentId,
        method: "bank-transfer",
        amountCents: body.amountCents,
        reference: body.reference,
        receivedOn: body.receivedOn,
        adminId: input.adminId,
      })
      .returning();
    await allocate(tx, { paymentId: payment!.id, enrolmentId, amountCents: body.amountCents, now });
    const balanceCents = await balanceOf(tx, enrolmentId);
    await recordAudit(tx, {
      adminId: input.adminId,
      action: "create",
      entity: "payments",
      entityId: payment!.id,
      after: {
        enrolmentId,
        method: "bank-transfer",
        amountCents: body.amountCents,
        reference: body.reference,
        receivedOn: body.receivedOn,
      },
    });
    await enqueueMail(tx, await receivedMail(tx, enrolment, body.amountCents, body.receivedOn, balanceCents));
    return {
      message: `Transfer of ${formatCents(body.amountCents)} recorded`,
      data: { id: payment!.id, amountCents: body.amountCents, balanceCents },
    };
  });
}

/** The e-mail a student gets when money for their enrolment arrives. */
export async function receivedMail(
  db: Db,
  to: { email: string; firstName: string; course: string },
  amountCents: number,
  receivedOn: string,
  balanceCents: number,
) {
  return paymentReceivedMail({ site: await publishedSite(db), to, amountCents, receivedOn, balanceCents });
}

/**
 * Staff refund (part of) a payment. A card payment is refunded through the provider first (its
 * refund id makes the recording idempotent against the provider's own charge.refunded event);
 * a transfer's refund is recorded, the money going back by the bank. More than is refundable: 400.
 */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider | undefined,
  input: { paymentId: string; body: unknown; adminId: string },
): Promise<{ message: string; data: { id: string; amountCents: number } }> {
  const paymentId = assertUuid(input.paymentId, "Payment");
  const body = parseOrInvalid(refundSchema, input.body ?? {});
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound("Payment not found");
  const refundable = payment.amountCents - payment.refundedCents;
  if (body.amountCents > refundable)
    throw invalid({
      amountCents: `Amount is more than can be refunded: ${formatCents(refundable)} (${refundable} cents) of this payment is refundable`,
    });
  let providerRef: string | undefined;
  if (payment.method === "card") {
    if (!provider || !payment.providerPaymentIntent)
      throw conflict("Card payments cannot be refunded while Stripe is not configured");
    providerRef = await provider.refund({
      paymentIntent: payment.providerPaymentIntent,
      amountCents: body.amountCents,
      idempotencyKey: `refund-${payment.id}-${payment.refundedCents}-${body.amountCents}`,
      metadata: { paymentId: payment.id },
    });
  }
  const id = await db.transaction(async (tx) => {
    const refundId = await applyRefund(tx, {
      paymentId,
      amountCents: body.amountCents,
      reason: body.reason,
      ...(providerRef ? { providerRef } : {}),
      adminId: input.adminId,
    });
    await recordAudit(tx, {
      adminId: input.adminId,
      action: "create",
      entity: "refunds",
      entityId: refundId ?? providerRef ?? paymentId,
      after: { paymentId, amountCents: body.amountCents, reason: body.reason },
    });
    return refundId;
  });
  return {
    message: `Refund of ${formatCents(body.amountCents)} recorded`,
    data: { id: id ?? providerRef ?? paymentId, amountCents: body.amountCents },
  };
}
