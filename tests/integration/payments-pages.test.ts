import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "#server/db/schema.ts";
import { apiClient } from "../support/api.ts";
import { instalmentProgram, studentWithApplication } from "../support/payments.ts";
import { seedAccounts } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type StripeDouble, startStripeDouble } from "../support/stripe-double.ts";

/**
 * The portal's Payments page with card payments on (issue 34), on the compiled server: Pay sends
 * the student to Stripe's Checkout; the page Stripe sends them back to only shows the state,
 * however often it is opened (a bookmarked or replayed success page), until the webhook arrives.
 */
let server: TestServer;
let stripe: StripeDouble;
let api: ReturnType<typeof apiClient>;
const db = () => server.database.db;
const { program } = instalmentProgram();

beforeAll(async () => {
  stripe = await startStripeDouble();
  server = await startTestServer({
    withPages: true,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    },
  });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

describe("the Payments page with Stripe", () => {
  it("sends Pay to Checkout, and the return page changes nothing until the webhook", async () => {
    const { adminToken } = await seedAccounts(db(), server.config.sessionSecret);
    const who = await studentWithApplication(db(), server.config.sessionSecret, "page", program.name);
    await api.put(
      `/api/admin/enrollments/${who.enrolmentId}/status`,
      { status: "accepted" },
      { token: adminToken },
    );
    const cookie = `portalToken=${who.token}`;
    const page = await fetch(`${server.url}/portal/payments`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/>Pay (<!-- -->)?\$/);
    const instalmentId = /name="instalmentId" value="([0-9a-f-]{36})"/.exec(html)![1]!;

    const pay = await fetch(`${server.url}/portal/payments`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ instalmentId }),
    });
    expect([302, 303]).toContain(pay.status);
    const checkoutUrl = pay.headers.get("location")!;
    const sessionId = checkoutUrl.split("/").at(-1)!;
    expect(stripe.sessions.get(sessionId)?.metadata.instalmentId).toBe(instalmentId);

    const event = stripe.pay(sessionId);
    const back = `${server.url}/portal/payments?checkout=done&session=${sessionId}`;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(back, { headers: { cookie } });
      expect(await res.text()).toContain("your payment is being confirmed");
    }
    expect(await db().select().from(payments).where(eq(payments.enrolmentId, who.enrolmentId))).toEqual([]);

    expect(await stripe.deliver(event, `${server.url}/api/payments/stripe/webhook`)).toBe(200);
    const after = await (await fetch(back, { headers: { cookie } })).text();
    expect(after).toContain("your payment has been received");
    expect(await db().select().from(payments).where(eq(payments.enrolmentId, who.enrolmentId))).toHaveLength(
      1,
    );
  });
});
