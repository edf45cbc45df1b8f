import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hoursLine } from "#server/chat/opening-hours.ts";
import { invalidatePublishedContent } from "#server/content/invalidation.ts";
import { publishedContent } from "#server/content/published.ts";
import { outbox } from "#server/db/schema.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";
import { seedStaff } from "../support/seed.ts";

/**
 * A visitor's request for a person (issue 35) e-mails STAFF_EMAIL and every staff member who
 * turned the notification on (their own choice, GET/PUT /api/admin/me/notifications), and the
 * visitor is told the published opening hours: a change in the content store shows at once.
 */
let member: { email: string; headers: Record<string, string> };
let quiet: { email: string };
let ip = 0;

async function staffMember(email: string) {
  const { token } = await seedStaff(own.server.database.db, own.server.config.sessionSecret, {
    firstName: "Kay",
    lastName: "Staff",
    email,
  });
  return { email, headers: { token } };
}

async function askForAPerson(email?: string) {
  const headers = { "x-forwarded-for": `198.51.100.${++ip}` };
  const visitor = (await own.api.post("/api/visitor", {}, headers)).json.data.id as string;
  const res = await own.api.post(
    "/api/ai-chat/handoff",
    { visitorId: visitor, ...(email ? { email } : {}) },
    headers,
  );
  expect(res.status).toBe(200);
  return { visitor, message: res.json.message as string };
}

const mailsAbout = async (visitor: string) =>
  (await own.server.database.db.select().from(outbox)).filter((m) =>
    m.text.includes(`/admin/conversations/${visitor}`),
  );

const own = serverWithAccounts();
beforeAll(async () => {
  member = await staffMember("notify.me@example.com");
  quiet = await staffMember("leave.me.alone@example.com");
});

describe("a staff member's handoff notification", () => {
  it("is off until the member turns it on, and only their own", async () => {
    expect((await own.api.get("/api/admin/me/notifications", member.headers)).json).toEqual({
      data: { handoffs: false },
    });
    const on = await own.api.put("/api/admin/me/notifications", { handoffs: true }, member.headers);
    expect(on.status).toBe(200);
    expect(on.json.data).toEqual({ handoffs: true });
    expect((await own.api.get("/api/admin/me/notifications", member.headers)).json.data.handoffs).toBe(true);
    // Someone else's choice is untouched.
    expect((await own.api.get("/api/admin/me/notifications", own.admin())).json.data.handoffs).toBe(false);
  });

  it("refuses anything but a true or false, changing nothing", async () => {
    for (const body of [
      { handoffs: "yes" },
      {},
      { handoffs: true, email: "x@example.com" },
      { handoffs: 1 },
    ]) {
      const res = await own.api.put("/api/admin/me/notifications", body, own.admin());
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await own.api.get("/api/admin/me/notifications", own.admin())).json.data.handoffs).toBe(false);
  });

  it("e-mails STAFF_EMAIL and the members who turned it on, each once, with a link to the conversation", async () => {
    await own.api.put("/api/admin/me/notifications", { handoffs: true }, member.headers);
    const { visitor } = await askForAPerson("needs.a.human@example.com");
    const mails = await mailsAbout(visitor);
    expect(mails.map((m) => m.to).sort()).toEqual([member.email, own.server.config.staffEmail].sort());
    expect(mails.every((m) => m.subject.includes("needs.a.human@example.com asked for a person"))).toBe(true);
    expect(mails.some((m) => m.to === quiet.email)).toBe(false);
    // Asking again while waiting tells no one twice.
    await own.api.post(
      "/api/ai-chat/handoff",
      { visitorId: visitor },
      { "x-forwarded-for": "198.51.100.250" },
    );
    expect(await mailsAbout(visitor)).toHaveLength(2);
  });

  it("stops when the member turns it off", async () => {
    await own.api.put("/api/admin/me/notifications", { handoffs: false }, member.headers);
    const { visitor } = await askForAPerson();
    expect((await mailsAbout(visitor)).map((m) => m.to)).toEqual([own.server.config.staffEmail]);
  });
});

describe("the opening hours a visitor is told", () => {
  it("are the published site document's, so a change in the back-office shows on the next request", async () => {
    const db = own.server.database.db;
    const before = (await askForAPerson()).message;
    const published = hoursLine((await publishedContent(db)).site.openingHours);
    expect(before).toContain(published);

    const hours = [{ days: "Monday", opens: "09:00", closes: "10:00" }];
    await db.execute(
      sql`update content_documents set published = jsonb_set(published, '{openingHours}', ${JSON.stringify(hours)}::jsonb) where type = 'site'`,
    );
    await invalidatePublishedContent(db, "test: opening hours changed");
    const changed = hoursLine((await publishedContent(db)).site.openingHours);
    expect(changed).not.toEqual(published);
    const after = (await askForAPerson()).message;
    expect(after).toContain(changed);
    expect(after).not.toContain(published);
  });
});
