import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "#server/db/schema.ts";
import { personId } from "#server/people/identity.ts";
import { getSettings } from "#server/settings/settings.ts";
import { fromNewIp, submitContactMessage } from "../support/leads.ts";
import { instalmentProgram, studentWithApplication } from "../support/payments.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * The back-office pages of a staff member's day and of getting paid (issues 35 and 34), as form
 * posts without JavaScript: the settings' seat release, a member's own handoff e-mail, the
 * conversation page's assignee and follow-up, bulk actions on a list (a delete asks once, naming
 * the count), the export of a selection, and the money on an enrolment's record page and on the
 * person's timeline.
 */
let adminId: string;
let cookie: string;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

function post(path: string, fields: Record<string, string> | [string, string][]) {
  return fetch(`${own.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: own.server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}
const page = async (path: string) =>
  text(await (await fetch(`${own.server.url}${path}`, { headers: { cookie } })).text());

const contact = (email: string) => submitContactMessage(own.api, own.admin(), email);

const own = serverWithAccounts({ withPages: true });
beforeAll(async () => {
  adminId = own.accounts.admin.id;
  cookie = `adminToken=${own.accounts.adminToken}`;
});

describe("settings and profile without JavaScript", () => {
  it("turns the automatic release of unpaid seats on and off", async () => {
    expect(await page("/admin/settings")).toContain("Release unpaid seats to the waitlist automatically");
    expect((await post("/admin/settings", { releaseUnpaidSeats: "true" })).status).toBe(200);
    expect((await getSettings(own.server.database.db)).releaseUnpaidSeats).toBe(true);
    // An unticked box is not sent at all: off.
    expect((await post("/admin/settings", {})).status).toBe(200);
    expect((await getSettings(own.server.database.db)).releaseUnpaidSeats).toBe(false);
  });

  it("lets a member ask for their own e-mail when a visitor asks for a person", async () => {
    expect(await page("/admin/profile")).toContain("E-mail me when a chat visitor asks for a person");
    expect((await post("/admin/profile", { intent: "notifications", handoffs: "true" })).status).toBe(200);
    expect((await own.api.get("/api/admin/me/notifications", own.admin())).json.data.handoffs).toBe(true);
    expect((await post("/admin/profile", { intent: "notifications" })).status).toBe(200);
    expect((await own.api.get("/api/admin/me/notifications", own.admin())).json.data.handoffs).toBe(false);
  });
});

describe("the conversation page", () => {
  it("assigns the conversation and plans its follow-up", async () => {
    const headers = fromNewIp();
    const visitor = (await own.api.post("/api/visitor", {}, headers)).json.data.id as string;
    await own.api.post(
      "/api/ai-chat/handoff",
      { visitorId: visitor, email: "assign.me@example.com" },
      headers,
    );
    const path = `/admin/conversations/${visitor}`;
    expect(await page(path)).toContain("Assigned to No one");
    // The list's message count (kept by a trigger, so the list sorts by it at scale) is the thread's.
    const thread = await own.api.get(`/api/admin/conversations/${visitor}`, own.admin());
    const [row] = (await own.api.get(`/api/admin/conversations?search=${visitor}`, own.admin())).json.data;
    expect(row.messageCount).toBe(thread.json.data.messages.length);
    expect(row.messageCount).toBeGreaterThan(0);
    const sorted = await own.api.get("/api/admin/conversations?sort=messageCount&order=desc", own.admin());
    expect(sorted.status).toBe(200);

    expect((await post(path, { intent: "assign", assigneeId: adminId })).status).toBe(200);
    const mine = await own.api.get("/api/admin/conversations?assignee=me", own.admin());
    expect(mine.json.data.map((r: { id: string }) => r.id)).toContain(visitor);

    const due = DateTime.now().setZone(own.server.config.businessTimeZone).plus({ days: 1 }).toISODate()!;
    expect((await post(path, { intent: "follow-up", dueOn: due, note: "Send the fee plan" })).status).toBe(
      200,
    );
    expect(await page(path)).toContain("Send the fee plan");
    const upcoming = await own.api.get("/api/admin/follow-ups?when=upcoming&assignee=me", own.admin());
    expect(upcoming.json.data.some((f: { record: { id: string } }) => f.record.id === visitor)).toBe(true);

    // A bad date is refused with the field's message, and nothing is added.
    const refused = await post(path, { intent: "follow-up", dueOn: "someday", note: "x" });
    expect(refused.status).toBe(400);
  });
});

describe("bulk actions on a list", () => {
  it("asks once before deleting, naming the count, then deletes exactly the ticked rows", async () => {
    const ids = [await contact("bulk.one@example.com"), await contact("bulk.two@example.com")];
    const keep = await contact("bulk.keep@example.com");
    const ticked = ids.map((id) => ["ids", id] as [string, string]);

    const asked = await post("/admin/contact-messages", [["intent", "bulk"], ["do", "delete"], ...ticked]);
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain("Delete 2 contact messages?");
    const still = await own.server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids[0]!));
    expect(still).toHaveLength(1);

    const confirmed = await post("/admin/contact-messages", [
      ["intent", "bulk"],
      ["do", "delete"],
      ["confirm", "yes"],
      ...ticked,
    ]);
    expect(confirmed.status).toBe(200);
    expect(text(await confirmed.text())).toContain("2 contact messages deleted");
    for (const id of ids)
      expect(
        await own.server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)),
      ).toHaveLength(0);
    expect(
      await own.server.database.db.select().from(contactMessages).where(eq(contactMessages.id, keep)),
    ).toHaveLength(1);
  });

  it("assigns every ticked application or, when one cannot be changed, none", async () => {
    const course = instalmentProgram().program.name;
    const applicant = (tag: string) =>
      studentWithApplication(own.server.database.db, own.server.config.sessionSecret, tag, course);
    const a = (await applicant("bulk-a")).enrolmentId;
    const b = (await applicant("bulk-b")).enrolmentId;
    const assigned = await post("/admin/enrollments", [
      ["intent", "bulk"],
      ["do", `assign:${adminId}`],
      ["ids", a],
      ["ids", b],
    ]);
    expect(assigned.status).toBe(200);
    expect(text(await assigned.text())).toContain("2 enrolments assigned");
    const mine = (
      await own.api.get("/api/admin/enrollments?assignee=me&limit=100", own.admin())
    ).json.data.map((r: { id: string }) => r.id);
    expect(mine).toEqual(expect.arrayContaining([a, b]));

    // One id that is no record: nothing changes, and the page says why.
    const missing = "7d2c5c1e-0000-4000-8000-00000000abcd";
    const refused = await post("/admin/enrollments", [
      ["intent", "bulk"],
      ["do", "assign:"],
      ["ids", a],
      ["ids", missing],
    ]);
    expect(refused.status).toBe(404);
    const after = (
      await own.api.get("/api/admin/enrollments?assignee=me&limit=100", own.admin())
    ).json.data.map((r: { id: string }) => r.id);
    expect(after).toEqual(expect.arrayContaining([a, b]));

    // Nothing ticked, or no action chosen: a form error, not a 500.
    expect((await post("/admin/enrollments", { intent: "bulk", do: `assign:${adminId}` })).status).toBe(400);
    expect(
      (
        await post("/admin/enrollments", [
          ["intent", "bulk"],
          ["ids", a],
        ])
      ).status,
    ).toBe(400);
  });

  it("exports just the ticked rows as CSV", async () => {
    const ids = [await contact("export.one@example.com"), await contact("export.two@example.com")];
    await contact("export.not@example.com");
    const query = new URLSearchParams(ids.map((id) => ["ids", id]));
    const res = await fetch(`${own.server.url}/api/admin/export/contacts?${query}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[0])
        .sort(),
    ).toEqual([...ids].sort());
    const bad = await fetch(`${own.server.url}/api/admin/export/contacts?ids=not-an-id`, {
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
  });

  it("shows the tick boxes only on lists that have bulk actions", async () => {
    const html = await (
      await fetch(`${own.server.url}/admin/contact-messages`, { headers: { cookie } })
    ).text();
    expect(html).toContain("data-bulk-bar");
    const students = await (await fetch(`${own.server.url}/admin/students`, { headers: { cookie } })).text();
    expect(students).not.toContain("data-bulk-bar");
  });
});

describe("money on the enrolment's record and the person's timeline", () => {
  it("shows the schedule, records a transfer from the record page and puts it on the timeline", async () => {
    const { program, fee } = instalmentProgram();
    const who = await studentWithApplication(
      own.server.database.db,
      own.server.config.sessionSecret,
      "record-money",
      program.name,
    );
    await own.api.put(
      `/api/admin/enrollments/${who.enrolmentId}/status`,
      { status: "accepted" },
      own.admin(),
    );
    const [schedule] = (await own.api.get("/api/portal/payments", { token: who.token })).json.data;
    const path = `/admin/enrollment/${who.enrolmentId}`;
    const before = await page(path);
    expect(before).toContain(schedule.reference);
    expect(before).toContain("Nothing received yet.");

    const first = schedule.instalments[0].amountCents as number;
    const dollars = (first / 100).toFixed(2);
    const today = DateTime.now().setZone(own.server.config.businessTimeZone).toISODate()!;
    const recorded = await post(path, {
      intent: "transfer",
      reference: schedule.reference,
      amount: dollars,
      receivedOn: today,
    });
    expect(recorded.status).toBe(200);
    const [after] = (await own.api.get("/api/portal/payments", { token: who.token })).json.data;
    expect(after.balanceCents).toBe(Math.round(fee.feeAud * 100) - first);
    expect(await page(path)).toContain("Receipt (PDF)");

    // More than the balance: refused with the reason, nothing written.
    const over = await post(path, {
      intent: "transfer",
      reference: schedule.reference,
      amount: "99999",
      receivedOn: today,
    });
    expect(over.status).toBe(400);
    expect((await own.api.get("/api/portal/payments", { token: who.token })).json.data[0].balanceCents).toBe(
      after.balanceCents,
    );

    const timeline = await own.api.get(
      `/api/admin/people/${personId(who.student.email)}/timeline?kind=payment`,
      own.admin(),
    );
    expect(timeline.status).toBe(200);
    expect(timeline.json.data).toHaveLength(1);
    expect(timeline.json.data[0].summary).toContain("by bank transfer");
    expect(timeline.json.data[0].link).toBe(path);
  });
});
