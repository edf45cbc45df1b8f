import { createRequire } from "node:module";
import type Stripe from "stripe";
import type { Config } from "../config.ts";

/**
 * The payment provider as the domain sees it: Stripe through its official SDK. Tests point the
 * SDK at a loopback double (STRIPE_API_BASE), never at a mock of this interface.
 */
export interface PaymentProvider {
  createCheckout(input: {
    amountCents: number;
    description: string;
    email: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; url: string; expiresAt: Date }>;
  /** Stripe's refund id. */
  refund(input: {
    paymentIntent: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<string>;
  /** Events of the given types created since `since`, oldest first. */
  listEvents(types: string[], since: Date): Promise<Stripe.Event[]>;
  /** The event in a webhook delivery, or throws when the signature does not verify. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): Stripe.Event;
}

export type StripeSettings = NonNullable<Config["stripe"]>;

/**
 * The Stripe SDK is loaded when Stripe is configured and first used, not when the server starts:
 * it adds about 6 MB to the resident memory of every server (idle RSS target,
 * docs/performance.md). Required synchronously, since `verifyWebhook` is synchronous.
 */
let sdk: typeof Stripe | undefined;
function stripeSdk(): typeof Stripe {
  sdk ??= createRequire(import.meta.url)("stripe") as typeof Stripe;
  return sdk;
}

/** Whether `error` is one of the SDK's errors (none can be before the SDK was loaded). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return sdk !== undefined && error instanceof sdk.errors.StripeError;
}

/** The SDK client; `apiBase` (STRIPE_API_BASE) sends its requests to another host. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const Sdk = stripeSdk();
  return new Sdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: input.email,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "aud",
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          payment_intent_data: { metadata: input.metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntent, amount: input.amountCents, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      );
      return refund.id;
    },
    async listEvents(types, since) {
      const out: Stripe.Event[] = [];
      for await (const event of stripe.events.list({
        types,
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      }))
        out.push(event);
      return out.sort((a, b) => a.created - b.created);
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
    },
  };
}
