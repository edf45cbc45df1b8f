import { and, desc, eq, gt } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../db/client.ts";
import {
  checkoutAttempts,
  enrolments,
  feeSchedules,
  instalments,
  paymentEvents,
  payments,
} from "../db/schema.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type Job, type JobSettings, startJob } from "../jobs/scheduler.ts";
import { log } from "../log.ts";
import { programName } from "../intakes/labels.ts";
import { allocate, applyRefund, balanceOf, lockSchedule } from "./ledger.ts";
import type { PaymentProvider } from "./provider.ts";
import { assertUuid, receivedMail } from "./transfers.ts";
import { ownEnrolmentIds } from "./views.ts";

/*
 * Card payments through Stripe Checkout (issue 34, docs/decisions/0100). The browser only ever
 * starts a payment; money is recorded by one state transition, `applyProviderEvent`, which the
 * webhook and the reconciliation job call and which stores the event's id in the same
 * transaction as its effect. The return page reads state and changes nothing.
 */

/** The event types the app acts on (also what reconciliation asks the provider for). */
export const handledEventTypes = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "charge.refunded",
];

const notDue = "This instalment is not due: it is paid, cancelled or refunded.";

/**
 * A Checkout Session for one of the student's owed instalments, for its unpaid amount. Under the
 * enrolment's lock: a live session made before (a double click, a retried request) is handed
 * back instead of a new one, and a new attempt's idempotency key (instalment, attempt) makes the
 * provider answer a retried create with the same session.
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider | undefined,
  input: { student: { id: string; email: string }; instalmentId: string; publicUrl: string; now?: Date },
): Promise<{ url: string }> {
  const now = input.now ?? new Date();
  const instalmentId = assertUuid(input.instalmentId, "Instalment");
  const [peek] = await db.select().from(instalments).where(eq(instalments.id, instalmentId));
  const own = peek ? await ownEnrolmentIds(db, input.student) : [];
  if (!peek || !own.includes(peek.enrolmentId)) throw notFound("Instalment not found");
  if (!provider) throw conflict("Card payments are not available: please pay by bank transfer.");
  return db.transaction(async (tx) => {
    await lockSchedule(tx, peek.enrolmentId);
    const [instalment] = await tx.select().from(instalments).where(eq(instalments.id, instalmentId));
    if (!instalment || (instalment.status !== "due" && instalment.status !== "overdue"))
      throw conflict(notDue);
    const [live] = await tx
      .select()
      .from(checkoutAttempts)
      .where(
        and(
          eq(checkoutAttempts.instalmentId, instalmentId),
          gt(checkoutAttempts.expiresAt, new Date(now.getTime() + 60_000)),
        ),
      )
      .orderBy(desc(checkoutAttempts.attempt))
      .limit(1);
    if (live) return { url: live.url };
    const [last] = await tx
      .select({ attempt: checkoutAttempts.attempt })
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.instalmentId, instalmentId))
      .orderBy(desc(checkoutAttempts.attempt))
      .limit(1);
    const attempt = (last?.attempt ?? 0) + 1;
    const [enrolment] = await tx.select().from(enrolments).where(eq(enrolments.id, instalment.enrolmentId));
    const [schedule] = await tx
      .select()
      .from(feeSchedules)
      .where(eq(feeSchedules.enrolmentId, instalment.enrolmentId));
    const back = `${input.publicUrl}/portal/payments`;
    const session = await provider.createCheckout({
      amountCents: instalment.amountCents - instalment.paidCents,
      description: `${programName(schedule!.program)}: instalment ${instalment.seq} (${schedule!.reference})`,
      email: enrolment!.email,
      successUrl: `${back}?checkout=done&session={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}?checkout=cancelled`,
      metadata: { enrolmentId: instalment.enrolmentId, instalmentId, attempt: String(attempt) },
      idempotencyKey: `checkout-${instalmentId}-${attempt}`,
    });
    await tx.insert(checkoutAttempts).values({
      instalmentId,
      attempt,
      sessionId: session.id,
      url: session.url,
      expiresAt: session.expiresAt,
    });
    return { url: session.url };
  });
}

/**
 * The one state transition for provider events. Stores the event id and its effect in one
 * transaction; an event seen before (a repeat delivery, four at once, or reconciliation finding
 * one that was delivered) does nothing. Returns whether this call acted.
 */
export async function applyProviderEvent(
  db: Db,
  event: Stripe.Event,
  source: "webhook" | "reconciliation",
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const object = event.data.object as { id?: string };
    const stored = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, objectId: object.id ?? null, source })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return false;
    if (
      event.type === "checkout.session.completed" ||
      event.type === "checkout.session.async_payment_succeeded"
    )
      await settleCheckoutSession(tx, event.data.object as Stripe.Checkout.Session, now);
    else if (event.type === "charge.refunded")
      await reflectChargeRefund(tx, event.data.object as Stripe.Charge);
    return true;
  });
}

/** A paid Checkout Session becomes one payment (its session id is unique on payments). */
async function settleCheckoutSession(tx: Db, session: Stripe.Checkout.Session, now: Date): Promise<void> {
  if (session.payment_status !== "paid") return;
  const enrolmentId = session.metadata?.enrolmentId;
  const instalmentId = session.metadata?.instalmentId;
  const amount = session.amount_total ?? 0;
  if (!enrolmentId || !/^[0-9a-f-]{36}$/i.test(enrolmentId) || amount <= 0) {
    log.error(`payments: Checkout Session ${session.id} names no enrolment; not recorded`);
    return;
  }
  await lockSchedule(tx, enrolmentId);
  const paymentIntent =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const [payment] = await tx
    .insert(payments)
    .values({
      enrolmentId,
      method: "card",
      amountCents: amount,
      receivedOn: new Date((session.created ?? now.getTime() / 1000) * 1000).toISOString().slice(0, 10),
      providerRef: session.id,
      providerPaymentIntent: paymentIntent,
      reference: session.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) return;
  await allocate(tx, {
    paymentId: payment.id,
    enrolmentId,
    amountCents: amount,
    ...(instalmentId ? { first: instalmentId } : {}),
    now,
  });
  const [enrolment] = await tx.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
  if (enrolment)
    await enqueueMail(
      tx,
      await receivedMail(tx, enrolment, amount, payment.receivedOn, await balanceOf(tx, enrolmentId)),
    );
}

/**
 * A charge refunded, from our own refund call or the provider's dashboard: each of its refunds
 * not yet recorded (by refund id) is applied to the card payment of that payment intent.
 */
async function reflectChargeRefund(tx: Db, charge: Stripe.Charge): Promise<void> {
  const intent =
    typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return;
  const [payment] = await tx.select().from(payments).where(eq(payments.providerPaymentIntent, intent));
  if (!payment) return;
  const listed = charge.refunds?.data ?? [];
  for (const refund of listed) {
    if (refund.status === "failed" || refund.status === "canceled") continue;
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    const amount = Math.min(refund.amount, current!.amountCents - current!.refundedCents);
    if (amount <= 0) continue;
    await applyRefund(tx, {
      paymentId: payment.id,
      amountCents: amount,
      reason: refund.reason ? `Refunded in Stripe (${refund.reason})` : "Refunded in Stripe",
      providerRef: refund.id,
    });
  }
  // A charge whose refunds are not listed (newer API versions leave them out): what it says was
  // refunded beyond what the app knows, keyed by the charge and its refunded total.
  if (listed.length === 0) {
    const missing = Math.min(charge.amount_refunded, payment.amountCents) - payment.refundedCents;
    if (missing > 0)
      await applyRefund(tx, {
        paymentId: payment.id,
        amountCents: missing,
        reason: "Refunded in Stripe",
        providerRef: `${charge.id}:${charge.amount_refunded}`,
      });
  }
}

/**
 * Asks the provider for the events of the last `days` days and applies those the webhook did not
 * deliver. Safe to run on every server at once: each event acts once (its id is the key).
 */
export async function reconcileProviderEvents(
  db: Db,
  provider: PaymentProvider,
  options: { now?: Date; days?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - (options.days ?? 3) * 86_400_000);
  let applied = 0;
  for (const event of await provider.listEvents(handledEventTypes, since))
    if (await applyProviderEvent(db, event, "reconciliation", now)) applied++;
  return applied;
}

/** Runs reconciliation every `everyMs` (10 minutes by default). */
export function startReconciliationJob(db: Db, provider: PaymentProvider, settings: JobSettings = {}): Job {
  // The provider's events are asked for by real time: the test clock does not apply.
  const { takeTurn } = settings;
  return startJob({ name: "card-reconciliation", everyMs: 600_000 }, { takeTurn }, async () => {
    const n = await reconcileProviderEvents(db, provider);
    return n > 0 ? `payments: reconciliation applied ${n} provider event(s) the webhook missed` : undefined;
  });
}

/** What the return page shows for a Checkout Session: read only. */
export async function checkoutState(db: Db, sessionId: string): Promise<"paid" | "processing" | "unknown"> {
  const [attempt] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.sessionId, sessionId));
  if (!attempt) return "unknown";
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerRef, sessionId));
  return payment ? "paid" : "processing";
}
