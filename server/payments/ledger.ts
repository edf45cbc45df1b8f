import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { feeSchedules, instalments, paymentAllocations, payments, refunds } from "../db/schema.ts";
import { invalid, notFound } from "../domain/errors.ts";
import { formatCents } from "./fees.ts";

/*
 * The money of an enrolment (issue 34, docs/decisions/0100). Every change takes the enrolment's
 * fee-schedule row lock first (SELECT … FOR UPDATE), so payments, refunds and webhooks for one
 * enrolment queue behind each other, whichever server process runs them. These functions run
 * inside the caller's transaction: what they write lands with the caller's other rows, or not at all.
 */

const owed = ["due", "overdue"] as const;

/** Locks an enrolment's schedule; not found when the enrolment has none. */
export async function lockSchedule(tx: Db, enrolmentId: string) {
  const [schedule] = await tx
    .select()
    .from(feeSchedules)
    .where(eq(feeSchedules.enrolmentId, enrolmentId))
    .for("update");
  if (!schedule) throw notFound("This enrolment has no fee schedule");
  return schedule;
}

/** What is still owed: the unpaid part of every due or overdue instalment. Call under the lock. */
export async function balanceOf(tx: Db, enrolmentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${instalments.amountCents} - ${instalments.paidCents}), 0)` })
    .from(instalments)
    .where(and(eq(instalments.enrolmentId, enrolmentId), inArray(instalments.status, [...owed])));
  return Number(row?.n ?? 0);
}

/**
 * Applies `amountCents` of a payment to the enrolment's owed instalments: `first` (the one a card
 * payment was made for) before the others, then the oldest first. An instalment covered in full
 * becomes paid. Returns what was left over (money beyond the balance: a card payment for an
 * instalment a transfer had paid meanwhile), which stays on the payment as credit.
 */
export async function allocate(
  tx: Db,
  input: { paymentId: string; enrolmentId: string; amountCents: number; first?: string; now: Date },
): Promise<number> {
  const open = await tx
    .select()
    .from(instalments)
    .where(and(eq(instalments.enrolmentId, input.enrolmentId), inArray(instalments.status, [...owed])))
    .orderBy(asc(instalments.seq))
    .for("update");
  const ordered = [...open.filter((i) => i.id === input.first), ...open.filter((i) => i.id !== input.first)];
  let left = input.amountCents;
  for (const instalment of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, instalment.amountCents - instalment.paidCents);
    if (take <= 0) continue;
    left -= take;
    const paidCents = instalment.paidCents + take;
    const full = paidCents === instalment.amountCents;
    await tx
      .update(instalments)
      .set({ paidCents, ...(full ? { status: "paid" as const, paidAt: input.now } : {}) })
      .where(eq(instalments.id, instalment.id));
    await tx
      .insert(paymentAllocations)
      .values({ paymentId: input.paymentId, instalmentId: instalment.id, amountCents: take });
  }
  return left;
}

/**
 * Records a refund of a payment, at most what is refundable (the payment less earlier refunds).
 * The refunded money is taken back from the instalments the payment covered, newest first; each
 * of those becomes `refunded` (no longer owed). `providerRef` (Stripe's refund id) is unique, so
 * a refund reported twice, by the dashboard's webhook and by our own call, is recorded once.
 * Returns the refund's id, or undefined when that provider refund was already recorded.
 */
export async function applyRefund(
  tx: Db,
  input: {
    paymentId: string;
    amountCents: number;
    reason: string;
    providerRef?: string;
    adminId?: string;
  },
): Promise<string | undefined> {
  const [peek] = await tx.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!peek) throw notFound("Payment not found");
  await lockSchedule(tx, peek.enrolmentId);
  if (input.providerRef) {
    const [known] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.providerRef, input.providerRef));
    if (known) return undefined;
  }
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
  if (!payment) throw notFound("Payment not found");
  const refundable = payment.amountCents - payment.refundedCents;
  if (input.amountCents > refundable)
    throw invalid({
      amountCents: `Amount is more than can be refunded: ${formatCents(refundable)} (${refundable} cents) of this payment is refundable`,
    });
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents: input.amountCents,
      reason: input.reason,
      providerRef: input.providerRef ?? null,
      adminId: input.adminId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) return undefined;
  await tx
    .update(payments)
    .set({ refundedCents: payment.refundedCents + input.amountCents })
    .where(eq(payments.id, payment.id));
  const covered = await tx
    .select({ allocation: paymentAllocations, instalment: instalments })
    .from(paymentAllocations)
    .innerJoin(instalments, eq(instalments.id, paymentAllocations.instalmentId))
    .where(eq(paymentAllocations.paymentId, payment.id))
    .orderBy(desc(instalments.seq))
    .for("update");
  let left = input.amountCents;
  for (const { allocation, instalment } of covered) {
    if (left <= 0) break;
    const take = Math.min(left, allocation.amountCents - allocation.refundedCents);
    if (take <= 0) continue;
    left -= take;
    await tx
      .update(paymentAllocations)
      .set({ refundedCents: allocation.refundedCents + take })
      .where(
        and(eq(paymentAllocations.paymentId, payment.id), eq(paymentAllocations.instalmentId, instalment.id)),
      );
    await tx
      .update(instalments)
      .set({ paidCents: instalment.paidCents - take, status: "refunded" })
      .where(eq(instalments.id, instalment.id));
  }
  return row.id;
}
