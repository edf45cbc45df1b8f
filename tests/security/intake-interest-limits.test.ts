import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { limits } from "#server/security/limits.ts";
import { validBodies } from "../support/leads.ts";
import { mailTo } from "../support/delivered-mail.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * L11 of issue 30: "tell me about the next intake" took 300 of 300 registrations from one address
 * in 1.8 s, and every stored address was mailed when an intake opened. It now has the per-IP limit
 * of the other public forms (same 429 reply), and double opt-in: nothing but the confirmation
 * e-mail until its link is used (tests/integration/intake-interest-double-opt-in.test.ts has the rest).
 */
let addressCount = 0;
/** A client address no other test has used (TEST-NET-2, one per call). */
const freshAddress = () => `198.51.100.${++addressCount}`;
const from = (ip: string) => ({ "x-forwarded-for": ip });

const own = serverWithAccounts({ withPages: true });

/**
 * The mails sent to `to` as their reader gets them. The one place that reads the outbox: when
 * stored mail stops holding live links, switch this to the text as delivered.
 */
async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  return mailTo(own.server.database.db, to);
}

/** What a 429 says, without the seconds to wait (they differ from one reply to the next). */
const shapeOf = (reply: { status: number; headers: Headers; json: unknown }) => ({
  status: reply.status,
  retryAfter: /^\d+$/.test(reply.headers.get("retry-after") ?? ""),
  json: JSON.parse(JSON.stringify(reply.json).replace(/in \d+ s\./g, "in N s.")),
});

describe("POST /api/intakes/interest (L11)", () => {
  it("takes a burst from one address only up to the public forms' per-IP limit, with their 429", async () => {
    const ip = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: limits.formPerIp.max + 10 }, (_, i) =>
        own.api.post(
          "/api/intakes/interest",
          { program: "data-analytics", email: `burst${i}@example.com` },
          from(ip),
        ),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limits.formPerIp.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const blocked = burst.find((r) => r.status === 429)!;
    expect(blocked.json.error.messages[0]).toMatch(/^Too many attempts\. Please try again in \d+ s\.$/);

    // The same reply as the contact form's, once over its own limit.
    const contactIp = freshAddress();
    let contact = await own.api.post(
      "/api/contacts/send-message",
      validBodies["/api/contacts/send-message"],
      from(contactIp),
    );
    for (let i = 0; i < limits.formPerIp.max; i++)
      contact = await own.api.post(
        "/api/contacts/send-message",
        validBodies["/api/contacts/send-message"],
        from(contactIp),
      );
    expect(contact.status).toBe(429);
    expect(shapeOf(blocked)).toEqual(shapeOf(contact));

    // The program page's form (no JavaScript) shares the limit of that address.
    const page = await fetch(`${own.server.url}/training-programs/data-analytics`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: own.server.url, ...from(ip) },
      body: new URLSearchParams({ form: "intake-interest", email: "page-burst@example.com" }),
    });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain("Too many attempts");
    expect(await mailsTo("page-burst@example.com")).toEqual([]);

    // Another address is not held back.
    const other = await own.api.post(
      "/api/intakes/interest",
      { program: "data-analytics", email: "other-address@example.com" },
      from(freshAddress()),
    );
    expect(other.status).toBe(201);
  });

  it("mails an unconfirmed address nothing but the confirmation, even when an intake opens", async () => {
    const email = "never-confirmed@example.com";
    const res = await own.api.post(
      "/api/intakes/interest",
      { program: "qa-and-software-testing", email },
      from(freshAddress()),
    );
    expect(res.status).toBe(201);
    expect(res.json.message).toContain(`We have sent a confirmation e-mail to ${email}`);
    const start = DateTime.now().setZone("Australia/Sydney").plus({ days: 60 });
    const opened = await own.api.post(
      "/api/admin/intakes",
      {
        program: "qa-and-software-testing",
        startDate: start.toISODate(),
        endDate: start.plus({ days: 100 }).toISODate(),
        timetable: "Mon 6PM - 9PM",
        mode: "online",
        capacity: 9,
      },
      own.admin(),
    );
    expect(opened.status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Please confirm: tell me about the next intake"]);
    expect(mails[0]!.text).toMatch(/\/next-intake\/confirm\?token=/);
  });

  it("sends no Referer to other sites from the confirmation page, whose URL carries the token", async () => {
    const res = await fetch(`${own.server.url}/next-intake/confirm?token=x`);
    expect(res.status).toBe(200);
    expect(["same-origin", "no-referrer"]).toContain(res.headers.get("referrer-policy"));
  });
});
