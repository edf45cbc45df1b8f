import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { followUps, outbox } from "#server/db/schema.ts";
import { openEventStream } from "../support/events.ts";
import { submitApplication, submitContactMessage } from "../support/leads.ts";
import { seedAccounts } from "../support/seed.ts";
import { serverWithAccounts, staffMember } from "../support/pages-with-accounts.ts";

/**
 * Follow-ups (issue 35): any lead, application, consultation or conversation gets a next step on
 * a day of the business time zone; the Today view's API lists what is due today, overdue and
 * upcoming, for the asker or everyone; completing one records who and when. One due today is
 * announced on the live event stream, as a new application and a request for a person are.
 */
let adminId: string;

const day = (offset: number) =>
  DateTime.now().setZone(own.server.config.businessTimeZone).plus({ days: offset }).toISODate()!;

const apply = (email: string) => submitApplication(own.api, { email });
const contact = (email: string) => submitContactMessage(own.api, own.admin(), email);

const own = serverWithAccounts();
const mary = staffMember(own);
beforeAll(async () => {
  adminId = own.accounts.admin.id;
});

describe("follow-ups", () => {
  it("lists what is due today, overdue and upcoming, mine or everyone's, with the record's title", async () => {
    const application = await apply("follow.me@example.com");
    const enquiry = await contact("enquirer@example.com");
    const today = await own.api.put(
      "/api/admin/follow-ups",
      { record: { section: "enrollments", id: application }, dueOn: day(0), note: "Call about the fee plan" },
      mary.auth(),
    );
    expect(today.status).toBe(201);
    expect(today.json.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const late = await own.api.put(
      "/api/admin/follow-ups",
      {
        record: { section: "contacts", id: enquiry },
        dueOn: day(-2),
        note: "Send the brochure",
        assigneeId: adminId,
      },
      mary.auth(),
    );
    expect(late.status).toBe(201);
    const soon = await own.api.put(
      "/api/admin/follow-ups",
      {
        record: { section: "enrolments", id: application },
        dueOn: day(3),
        note: "Check documents",
        assigneeId: null,
      },
      own.admin(),
    );
    expect(soon.status).toBe(201);

    const mine = await own.api.get("/api/admin/follow-ups?when=today&assignee=me", mary.auth());
    expect(mine.status).toBe(200);
    expect(mine.json.data).toEqual([
      {
        id: today.json.data.id,
        record: {
          section: "enrollments",
          id: application,
          title: "Katherine Johnson (application: Data Analytics)",
        },
        dueOn: day(0),
        note: "Call about the fee plan",
        assignee: { id: mary.id, name: "Mary Jackson" },
        overdue: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(
      (await own.api.get("/api/admin/follow-ups?when=today&assignee=me", own.admin())).json.data,
    ).toEqual([]);
    const overdue = await own.api.get("/api/admin/follow-ups?when=overdue&assignee=all", mary.auth());
    expect(overdue.json.data.map((f: { id: string }) => f.id)).toEqual([late.json.data.id]);
    expect(overdue.json.data[0]).toMatchObject({
      record: { section: "contacts", id: enquiry, title: "Ada Lovelace (enquiry)" },
      assignee: { id: adminId, name: "Grace Hopper" },
      overdue: true,
    });
    const upcoming = await own.api.get("/api/admin/follow-ups?when=upcoming&assignee=all", mary.auth());
    expect(upcoming.json.data).toMatchObject([{ id: soon.json.data.id, assignee: null, dueOn: day(3) }]);
  });

  it("completing one records who and when, and it leaves the lists", async () => {
    const application = await apply("done.soon@example.com");
    const created = await own.api.put(
      "/api/admin/follow-ups",
      { record: { section: "enrollments", id: application }, dueOn: day(0), note: "Confirm start date" },
      mary.auth(),
    );
    const done = await own.api.post(`/api/admin/follow-ups/${created.json.data.id}/done`, {}, mary.auth());
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ id: created.json.data.id, doneBy: mary.id });
    const [row] = await own.server.database.db
      .select()
      .from(followUps)
      .where(eq(followUps.id, created.json.data.id));
    expect(row!.doneBy).toBe(mary.id);
    expect(Math.abs(row!.doneAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const all = await own.api.get("/api/admin/follow-ups?assignee=all", mary.auth());
    expect(all.json.data.map((f: { id: string }) => f.id)).not.toContain(created.json.data.id);
    // Again: still done once, by the same person.
    expect(
      (await own.api.post(`/api/admin/follow-ups/${created.json.data.id}/done`, {}, own.admin())).json.data
        .doneBy,
    ).toBe(mary.id);
    expect(
      (await own.api.post("/api/admin/follow-ups/7d2c5c1e-0000-4000-8000-000000000000/done", {}, mary.auth()))
        .status,
    ).toBe(404);

    // Both show on the person's timeline: when it was set, and who completed it.
    const person = (await own.api.get("/api/admin/people?search=done.soon", mary.auth())).json.data[0];
    const timeline = await own.api.get(`/api/admin/people/${person.id}/timeline?kind=follow-up`, mary.auth());
    expect(timeline.status).toBe(200);
    const summaries = timeline.json.data.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Follow-up due \w{3} \d{1,2} \w{3} \d{4}: Confirm start date$/),
        "Follow-up done by Mary Jackson: Confirm start date",
      ]),
    );
  });

  it("bad input is 400 with a message per field; an unknown record is 404", async () => {
    const application = await apply("bad.input@example.com");
    const bad = await own.api.put(
      "/api/admin/follow-ups",
      { record: { section: "students", id: "nope" }, dueOn: "2027-02-30", note: 5, assigneeId: "me" },
      mary.auth(),
    );
    expect(bad.status).toBe(400);
    const fields = bad.json.error.fields;
    expect(fields.dueOn).toBe("dueOn must be a date (YYYY-MM-DD)");
    expect(JSON.stringify(fields)).toContain("record.section must be one of");
    expect(JSON.stringify(fields)).toContain("assigneeId must be");
    const noAssignee = await own.api.put(
      "/api/admin/follow-ups",
      {
        record: { section: "enrollments", id: application },
        dueOn: day(1),
        note: "x",
        assigneeId: "7d2c5c1e-0000-4000-8000-000000000000",
      },
      mary.auth(),
    );
    expect(noAssignee.status).toBe(400);
    expect(JSON.stringify(noAssignee.json)).toContain("assigneeId");
    const missing = await own.api.put(
      "/api/admin/follow-ups",
      {
        record: { section: "consultations", id: "7d2c5c1e-0000-4000-8000-000000000000" },
        dueOn: day(1),
        note: "x",
      },
      mary.auth(),
    );
    expect(missing.status).toBe(404);
    expect((await own.api.get("/api/admin/follow-ups?when=yesterday", mary.auth())).status).toBe(400);
    expect((await own.api.get("/api/admin/follow-ups?assignee=everyone", mary.auth())).status).toBe(400);
  });
});

describe("GET /api/admin/events", () => {
  it("streams application.created, followup.due and a request for a person (which e-mails STAFF_EMAIL)", async () => {
    const stream = await openEventStream(own.server.url, mary.auth());
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const application = await apply("live@example.com");
      await stream.next(
        (e) => e.event === "application.created" && (e.data as { id: string }).id === application,
      );

      const followUp = await own.api.put(
        "/api/admin/follow-ups",
        { record: { section: "enrollments", id: application }, dueOn: day(0), note: "Welcome call" },
        mary.auth(),
      );
      await stream.next(
        (e) => e.event === "followup.due" && (e.data as { id: string }).id === followUp.json.data.id,
      );

      const visitor = (await own.api.post("/api/visitor", {}, { "x-forwarded-for": "198.51.100.200" })).json
        .data.id;
      await own.api.post(
        "/api/ai-chat",
        { visitorId: visitor, question: "Hello there" },
        { "x-forwarded-for": "198.51.100.200" },
      );
      await stream.next((e) => e.event === "conversation.message");
      const handoff = await own.api.post(
        "/api/ai-chat/handoff",
        { visitorId: visitor, email: "needs.help@example.com" },
        { "x-forwarded-for": "198.51.100.200" },
      );
      expect(handoff.status).toBe(200);
      const event = await stream.next((e) => e.event === "conversation.handoff");
      expect(event.data).toEqual({ conversationId: visitor, visitorId: visitor });
      const mails = await own.server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, own.server.config.staffEmail));
      const alert = mails.find((m) => m.text.includes(`/admin/conversations/${visitor}`));
      expect(alert?.subject).toContain("needs.help@example.com asked for a person");
      // Asking again while waiting tells no one twice.
      await own.api.post(
        "/api/ai-chat/handoff",
        { visitorId: visitor },
        { "x-forwarded-for": "198.51.100.200" },
      );
      const again = await own.server.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, own.server.config.staffEmail));
      expect(again.filter((m) => m.text.includes(`/admin/conversations/${visitor}`))).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it("needs a back-office session: 401 without one, 403 with a student's", async () => {
    const accounts = await seedAccounts(own.server.database.db, own.server.config.sessionSecret).catch(
      () => undefined,
    );
    expect((await fetch(`${own.server.url}/api/admin/events`)).status).toBe(401);
    if (accounts)
      expect(
        (await fetch(`${own.server.url}/api/admin/events`, { headers: { token: own.accounts.studentToken } }))
          .status,
      ).toBe(403);
  });
});
