import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAttempts, paymentEvents, payments } from "#server/db/schema.ts";
import { reconcileProviderEvents } from "#server/payments/card.ts";
import { stripeProvider } from "#server/payments/provider.ts";
import { apiClient } from "../support/api.ts";
import { instalmentProgram, studentWithApplication } from "../support/payments.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type StripeDouble, startStripeDouble } from "../support/stripe-double.ts";

/**
 * Card payments (issue 34) through the real Stripe SDK against a loopback double of Stripe's API,
 * with webhooks signed by the SDK's test header: money arrives only by webhook, once however often
 * an event is delivered; a double click makes one Checkout Session; reconciliation finds an event
 * the webhook never got; a refund made in Stripe's dashboard reaches the app.
 */
let server: TestServer;
let stripe: StripeDouble;
let api: ReturnType<typeof apiClient>;
let admin: Record<string, string>;
const db = () => server.database.db;
const { program, fee } = instalmentProgram();
const totalCents = Math.round(fee.feeAud * 100);
const webhook = () => `${server.url}/api/payments/stripe/webhook`;
const paymentRows = async (enrolmentId: string) =>
  db().select().from(payments).where(eq(payments.enrolmentId, enrolmentId));

async function acceptedStudent(tag: string) {
  const who = await studentWithApplication(db(), server.config.sessionSecret, tag, program.name);
  expect(
    (await api.put(`/api/admin/enrollments/${who.enrolmentId}/status`, { status: "accepted" }, admin)).status,
  ).toBe(200);
  const headers = { token: who.token };
  const schedule = (await api.get("/api/portal/payments", headers)).json.data[0];
  return { ...who, headers, schedule };
}
const scheduleOf = async (headers: Record<string, string>) =>
  (await api.get("/api/portal/payments", headers)).json.data[0];
const sessionIdOf = (url: string) => url.split("/").at(-1)!;

beforeAll(async () => {
  stripe = await startStripeDouble();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  api = apiClient(server.url);
  admin = { token: (await seedAccounts(db(), server.config.sessionSecret)).adminToken };
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

describe("paying an instalment by card", () => {
  it("opens one Checkout Session for the instalment's amount, with metadata linking back, even on a double click", async () => {
    const who = await acceptedStudent("double");
    const instalment = who.schedule.instalments[0];
    const before = stripe.sessionsCreated();
    const [a, b] = await Promise.all([
      api.post(`/api/portal/payments/${instalment.id}/checkout`, {}, who.headers),
      api.post(`/api/portal/payments/${instalment.id}/checkout`, {}, who.headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.data.url).toBe(b.json.data.url);
    expect(stripe.sessionsCreated() - before).toBe(1);
    const session = stripe.sessions.get(sessionIdOf(a.json.data.url))!;
    expect(session.amount_total).toBe(instalment.amountCents);
    expect(session.currency).toBe("aud");
    expect(session.metadata).toMatchObject({ enrolmentId: who.enrolmentId, instalmentId: instalment.id });
    // A later click still gives the same live session.
    const c = await api.post(`/api/portal/payments/${instalment.id}/checkout`, {}, who.headers);
    expect(c.json.data.url).toBe(a.json.data.url);
    expect(stripe.sessionsCreated() - before).toBe(1);
  });

  it("records the payment only when the webhook says so, once for four concurrent deliveries", async () => {
    const who = await acceptedStudent("webhook");
    const instalment = who.schedule.instalments[0];
    const started = await api.post(`/api/portal/payments/${instalment.id}/checkout`, {}, who.headers);
    const event = stripe.pay(sessionIdOf(started.json.data.url));
    // Paid at Stripe, the student back on the return page: nothing is recorded yet, however often it is shown.
    for (let i = 0; i < 3; i++) expect((await scheduleOf(who.headers)).paidCents).toBe(0);
    expect(await paymentRows(who.enrolmentId)).toEqual([]);

    const statuses = await Promise.all([1, 2, 3, 4].map(() => stripe.deliver(event, webhook())));
    expect(statuses).toEqual([200, 200, 200, 200]);
    const rows = await paymentRows(who.enrolmentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "card", amountCents: instalment.amountCents });
    const after = await scheduleOf(who.headers);
    expect(after.instalments[0].status).toBe("paid");
    expect(after.balanceCents).toBe(totalCents - instalment.amountCents);
    // A redelivery later is a 200 that changes nothing.
    expect(await stripe.deliver(event, webhook())).toBe(200);
    expect(await paymentRows(who.enrolmentId)).toHaveLength(1);
    // A paid instalment cannot be paid again.
    expect((await api.post(`/api/portal/payments/${instalment.id}/checkout`, {}, who.headers)).status).toBe(
      409,
    );
  });

  it("refuses a delivery whose signature does not verify, storing nothing", async () => {
    const who = await acceptedStudent("forged");
    const started = await api.post(
      `/api/portal/payments/${who.schedule.instalments[0].id}/checkout`,
      {},
      who.headers,
    );
    const event = stripe.pay(sessionIdOf(started.json.data.url));
    expect(await stripe.deliver(event, webhook(), "whsec_not_the_secret")).toBe(400);
    const unsigned = await fetch(webhook(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    // The body changed after signing: the signature no longer matches the raw bytes.
    const tampered = await fetch(webhook(), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": new (await import("stripe")).default(
          stripe.secretKey,
        ).webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: stripe.webhookSecret,
        }),
      },
      body: JSON.stringify(event, null, 2),
    });
    expect(tampered.status).toBe(400);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
    expect(await paymentRows(who.enrolmentId)).toEqual([]);
  });

  it("picks up by reconciliation an event the webhook never delivered, and only once", async () => {
    const who = await acceptedStudent("undelivered");
    const instalment = who.schedule.instalments[1];
    const started = await api.post(`/api/portal/payments/${instalment.id}/checkout`, {}, who.headers);
    stripe.pay(sessionIdOf(started.json.data.url));
    expect(await paymentRows(who.enrolmentId)).toEqual([]);
    const provider = stripeProvider(server.config.stripe!);
    expect(await reconcileProviderEvents(db(), provider)).toBeGreaterThanOrEqual(1);
    const rows = await paymentRows(who.enrolmentId);
    expect(rows).toHaveLength(1);
    expect((await scheduleOf(who.headers)).instalments[1].status).toBe("paid");
    expect(await reconcileProviderEvents(db(), provider)).toBe(0);
    expect(await paymentRows(who.enrolmentId)).toHaveLength(1);
  });
});

describe("card refunds", () => {
  async function paidByCard(tag: string) {
    const who = await acceptedStudent(tag);
    const instalment = who.schedule.instalments[0];
    const started = await api.post(`/api/portal/payments/${instalment.id}/checkout`, {}, who.headers);
    expect(await stripe.deliver(stripe.pay(sessionIdOf(started.json.data.url)), webhook())).toBe(200);
    const [payment] = await paymentRows(who.enrolmentId);
    return { who, instalment, payment: payment! };
  }

  it("reflects a refund made in Stripe's dashboard", async () => {
    const { who, payment } = await paidByCard("dashboard");
    const event = stripe.dashboardRefund(payment.providerPaymentIntent!, 1_000);
    expect(await stripe.deliver(event, webhook())).toBe(200);
    expect(await stripe.deliver(event, webhook())).toBe(200);
    const [after] = await paymentRows(who.enrolmentId);
    expect(after!.refundedCents).toBe(1_000);
    const schedule = await scheduleOf(who.headers);
    expect(schedule.paidCents).toBe(payment.amountCents - 1_000);
    expect(schedule.instalments[0].status).toBe("refunded");
  });

  it("refunds a card payment through Stripe from the back-office, counted once when Stripe's event follows", async () => {
    const { who, payment } = await paidByCard("staff-refund");
    const res = await api.post(
      `/api/admin/payments/${payment.id}/refund`,
      { amountCents: 500, reason: "Goodwill" },
      admin,
    );
    expect(res.status).toBe(201);
    expect(stripe.refundsCreated.at(-1)).toMatchObject({
      payment_intent: payment.providerPaymentIntent,
      amount: "500",
    });
    expect(await stripe.deliver(stripe.events.at(-1), webhook())).toBe(200);
    const [after] = await paymentRows(who.enrolmentId);
    expect(after!.refundedCents).toBe(500);
    const over = await api.post(
      `/api/admin/payments/${payment.id}/refund`,
      { amountCents: payment.amountCents, reason: "Too much" },
      admin,
    );
    expect(over.status).toBe(400);
    expect(
      Number((await db().select({ n: count() }).from(payments).where(eq(payments.id, payment.id)))[0]!.n),
    ).toBe(1);
  });
});

describe("Stripe not answering", () => {
  it("answers 503 to Pay and writes no checkout attempt", async () => {
    const who = await acceptedStudent("outage");
    const down = await startTestServer({
      database: { ...server.database, close: async () => {} },
      env: {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: "http://127.0.0.1:9",
      },
    });
    try {
      const res = await apiClient(down.url).post(
        `/api/portal/payments/${who.schedule.instalments[0].id}/checkout`,
        {},
        who.headers,
      );
      expect(res.status).toBe(503);
      expect(JSON.stringify(res.json)).not.toContain(stripe.secretKey);
      const [schedule] = (await api.get("/api/portal/payments", who.headers)).json.data;
      expect(schedule.instalments[0].status).toBe("due");
      expect(
        await db()
          .select()
          .from(checkoutAttempts)
          .where(eq(checkoutAttempts.instalmentId, who.schedule.instalments[0].id)),
      ).toEqual([]);
    } finally {
      await down.close();
    }
  }, 30_000);
});
