import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A loopback stand-in for the part of Stripe's HTTP API the app uses, driven by the real SDK
 * (STRIPE_API_BASE points it here): Checkout Sessions (create, retrieve), events (list), refunds
 * (create). Idempotency keys are honoured as Stripe does: the same key returns the first answer.
 * Tests play the customer and the dashboard with `pay` and `dashboardRefund`, and deliver events
 * as Stripe would with `deliver`: signed with the SDK's own test header.
 */

// biome-ignore lint/suspicious/noExplicitAny: the double speaks loosely typed JSON, like the wire
type Json = any;

export interface StripeDouble {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, Json>;
  events: Json[];
  /** How many Checkout Sessions were really created (idempotent replays excluded). */
  sessionsCreated(): number;
  /** The customer pays a session: it completes, a charge exists, the event is recorded (not delivered). */
  pay(sessionId: string): Json;
  /** A refund made in Stripe's dashboard: the charge.refunded event (not delivered). */
  dashboardRefund(paymentIntent: string, amount: number): Json;
  /** Posts an event to the app's webhook as Stripe does, signed; returns the status. */
  deliver(event: Json, webhookUrl: string, secret?: string): Promise<number>;
  /** The request bodies of refunds created through the API. */
  refundsCreated: Json[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = node[part];
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => resolve(text));
  });

export async function startStripeDouble(): Promise<StripeDouble> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const sessions = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const events: Json[] = [];
  const idempotent = new Map<string, { status: number; body: Json }>();
  const refundsCreated: Json[] = [];
  let created = 0;

  const event = (type: string, object: Json) => {
    const e = {
      id: id("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    events.push(e);
    return e;
  };

  const refund = (paymentIntent: string, amount: number, metadata: Json = {}) => {
    const charge = charges.get(paymentIntent);
    if (!charge)
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: "No such payment_intent" } },
      };
    if (amount > charge.amount - charge.amount_refunded)
      return {
        status: 400,
        body: { error: { type: "invalid_request_error", message: "Refund exceeds charge" } },
      };
    const r = {
      id: id("re"),
      object: "refund",
      amount,
      charge: charge.id,
      payment_intent: paymentIntent,
      status: "succeeded",
      reason: null,
      metadata,
      created: now(),
      currency: "aud",
    };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    charge.refunds.data.push(r);
    event("charge.refunded", charge);
    return { status: 200, body: r };
  };

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://double");
    const reply = (status: number, json: Json) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return reply(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    const key = req.headers["idempotency-key"];
    const remembered =
      typeof key === "string" && req.method === "POST" ? idempotent.get(`${url.pathname} ${key}`) : undefined;
    if (remembered) {
      res.setHeader("idempotent-replayed", "true");
      return reply(remembered.status, remembered.body);
    }
    const remember = (status: number, json: Json) => {
      if (typeof key === "string" && req.method === "POST")
        idempotent.set(`${url.pathname} ${key}`, { status, body: json });
      reply(status, json);
    };

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const params = parseForm(body);
      const line = params.line_items?.[0];
      const amount = Number(line?.price_data?.unit_amount) * Number(line?.quantity ?? 1);
      const session = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        amount_total: amount,
        currency: line?.price_data?.currency,
        customer_email: params.customer_email,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: params.metadata ?? {},
        payment_intent: null,
        created: now(),
        expires_at: now() + 24 * 3600,
        url: "",
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      created++;
      return remember(200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      return session
        ? reply(200, session)
        : reply(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    }
    if (req.method === "GET" && url.pathname === "/v1/events") {
      const types = url.searchParams.getAll("types[]").concat(url.searchParams.getAll("types[0]"));
      for (const [k, v] of url.searchParams)
        if (/^types\[\d+\]$/.test(k) && !types.includes(v)) types.push(v);
      const gte = Number(url.searchParams.get("created[gte]") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 10);
      const after = url.searchParams.get("starting_after");
      // Newest first, as Stripe lists them.
      let list = [...events]
        .reverse()
        .filter((e) => (types.length === 0 || types.includes(e.type)) && e.created >= gte);
      if (after) list = list.slice(list.findIndex((e) => e.id === after) + 1);
      return reply(200, {
        object: "list",
        url: "/v1/events",
        has_more: list.length > limit,
        data: list.slice(0, limit),
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const params = parseForm(body);
      refundsCreated.push(params);
      const answer = refund(params.payment_intent, Number(params.amount), params.metadata);
      return remember(answer.status, answer.body);
    }
    reply(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
      },
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    sessions,
    events,
    refundsCreated,
    sessionsCreated: () => created,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const paymentIntent = id("pi");
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = paymentIntent;
      charges.set(paymentIntent, {
        id: id("ch"),
        object: "charge",
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: "aud",
        payment_intent: paymentIntent,
        refunds: { object: "list", data: [] as Json[], has_more: false },
      });
      return event("checkout.session.completed", session);
    },
    dashboardRefund(paymentIntent, amount) {
      const answer = refund(paymentIntent, amount);
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      return events.at(-1);
    },
    async deliver(e, webhookUrl, secret = webhookSecret) {
      const payload = JSON.stringify(e);
      const header = signer.webhooks.generateTestHeaderString({ payload, secret });
      const res = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
        body: payload,
      });
      await res.text();
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
