import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { newsletterSubscribers } from "#server/db/schema.ts";
import { confirmedSubscribers, NEWSLETTER_CONSENT_WORDING } from "#server/leads/newsletter.ts";
import { postJson } from "../support/leads.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { mailTo } from "../support/delivered-mail.ts";

/* Newsletter double opt-in (issue 15, docs/decisions/0083). */

let server: TestServer;
let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function mailsTo(to: string) {
  return mailTo(server.database.db, to);
}

const linkIn = (text: string) => new URL(/(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(text)![1]!);

describe("newsletter double opt-in", () => {
  it("keeps the §7 replies, sends only a confirmation, and sends the newsletter once confirmed", async () => {
    const email = "optin@example.com";
    const first = await postJson(server.url, "/api/newsletter/subscribe", { email }, fromNewIp());
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message: "Thank you for subscribing! We'll keep you posted with our latest updates.",
    });
    const again = await postJson(server.url, "/api/newsletter/subscribe", { email }, fromNewIp());
    expect(again.status).toBe(409);
    expect(again.body.error.messages).toEqual([
      "Your email address is already subscribed with us. Please try different email address.",
    ]);

    // Pending: the second try resent the confirmation (a fresh link; the first one no longer
    // works), no newsletter, not among the addresses a newsletter goes to.
    const pending = await mailsTo(email);
    expect(pending.map((m) => m.subject)).toEqual([
      `Please confirm your ${site.name} newsletter subscription`,
      `Please confirm your ${site.name} newsletter subscription`,
    ]);
    const firstToken = linkIn(pending[0]!.text).searchParams.get("token")!;
    expect((await postJson(server.url, "/api/newsletter/confirm", { token: firstToken })).status).toBe(404);
    expect((await confirmedSubscribers(server.database.db)).map((s) => s.email)).not.toContain(email);
    const [record] = await server.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`email = ${email}`);
    expect(record).toMatchObject({ email, confirmedAt: null, consentWording: NEWSLETTER_CONSENT_WORDING });
    expect(record!.createdAt).toBeInstanceOf(Date);

    // The link opens a page whose button confirms (app/routes/site/newsletter-confirm.tsx).
    const link = linkIn(pending[1]!.text);
    expect(link.pathname).toBe("/newsletter/confirm");
    const token = link.searchParams.get("token")!;

    const confirmed = await postJson(server.url, "/api/newsletter/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/confirmed/);
    const [after] = await server.database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`email = ${email}`);
    expect(after!.confirmedAt).toBeInstanceOf(Date);
    expect((await confirmedSubscribers(server.database.db)).map((s) => s.email)).toContain(email);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      `Please confirm your ${site.name} newsletter subscription`,
      `Please confirm your ${site.name} newsletter subscription`,
      `Welcome to the ${site.name} newsletter`,
    ]);
    // The link works once.
    expect((await postJson(server.url, "/api/newsletter/confirm", { token })).status).toBe(404);
    expect((await postJson(server.url, "/api/newsletter/confirm", { token: "nope" })).status).toBe(404);
  });
});
