import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments, outbox } from "#server/db/schema.ts";
import { submitApplication } from "../support/leads.ts";
import { serverWithAccounts, staffMember } from "../support/pages-with-accounts.ts";

/**
 * Assignment and bulk actions (issue 35): applications and conversations are given to a staff
 * member and filtered by "mine" and "unassigned"; a bulk action changes every named record or
 * none at all.
 */
const missing = "7d2c5c1e-0000-4000-8000-000000000000";

const apply = (email: string) => submitApplication(own.api, { email });
const statuses = async (ids: string[]) =>
  (
    await own.server.database.db
      .select({ id: enrolments.id, status: enrolments.status })
      .from(enrolments)
      .where(inArray(enrolments.id, ids))
  )
    .map((r) => r.status)
    .sort();

const own = serverWithAccounts();
const mary = staffMember(own);

describe("assignment", () => {
  it("gives an application to a staff member; the list filters mine and unassigned", async () => {
    const mine = await apply("assigned@example.com");
    const other = await apply("unassigned@example.com");
    const res = await own.api.put(
      `/api/admin/enrollments/${mine}/assignee`,
      { assigneeId: mary.id },
      own.admin(),
    );
    expect(res.status).toBe(200);
    const listed = await own.api.get("/api/admin/enrollments?assignee=me", mary.auth());
    expect(listed.json.data.map((r: { id: string }) => r.id)).toEqual([mine]);
    const open = await own.api.get("/api/admin/enrollments?assignee=unassigned&status=received", mary.auth());
    expect(open.json.data.map((r: { id: string }) => r.id)).toContain(other);
    expect(open.json.data.map((r: { id: string }) => r.id)).not.toContain(mine);
    expect((await own.api.get(`/api/admin/enrollments/${mine}`, mary.auth())).json.data.assigneeId).toBe(
      mary.id,
    );
    expect(
      (await own.api.put(`/api/admin/enrollments/${mine}/assignee`, { assigneeId: null }, mary.auth()))
        .status,
    ).toBe(200);
    expect((await own.api.get("/api/admin/enrollments?assignee=me", mary.auth())).json.data).toEqual([]);
  });

  it("assigns a conversation; bad input is 400 with the field, an unknown record 404", async () => {
    const visitor = (await own.api.post("/api/visitor", {}, { "x-forwarded-for": "198.51.100.99" })).json.data
      .id;
    await own.api.post(
      "/api/ai-chat",
      { visitorId: visitor, question: "Hello" },
      { "x-forwarded-for": "198.51.100.99" },
    );
    expect(
      (
        await own.api.put(
          `/api/admin/conversations/${visitor}/assignee`,
          { assigneeId: mary.id },
          mary.auth(),
        )
      ).status,
    ).toBe(200);
    const mine = await own.api.get("/api/admin/conversations?assignee=me", mary.auth());
    expect(mine.json.data.map((r: { id: string }) => r.id)).toEqual([visitor]);
    const bad = await own.api.put(
      `/api/admin/conversations/${visitor}/assignee`,
      { assigneeId: "someone" },
      mary.auth(),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.assigneeId).toBeTruthy();
    const nobody = await own.api.put(
      `/api/admin/conversations/${visitor}/assignee`,
      { assigneeId: missing },
      mary.auth(),
    );
    expect(nobody.status).toBe(400);
    expect(
      (await own.api.put(`/api/admin/conversations/${missing}/assignee`, { assigneeId: null }, mary.auth()))
        .status,
    ).toBe(404);
    expect((await own.api.get("/api/admin/conversations?assignee=nonsense", mary.auth())).status).toBe(400);
  });
});

describe("bulk actions", () => {
  it("changes the status of every named application, each through its own rules and e-mail", async () => {
    const ids = [
      await apply("bulk1@example.com"),
      await apply("bulk2@example.com"),
      await apply("bulk3@example.com"),
    ];
    const res = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids, action: "status", value: "under review" },
      mary.auth(),
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ changed: 3 });
    expect(await statuses(ids)).toEqual(["under review", "under review", "under review"]);
    const mails = await own.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "bulk2@example.com"));
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });

  it("changes nothing when one id is unknown or the value is bad", async () => {
    const ids = [await apply("none1@example.com"), await apply("none2@example.com")];
    const unknown = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids: [...ids, missing], action: "status", value: "under review" },
      mary.auth(),
    );
    expect(unknown.status).toBe(404);
    expect(await statuses(ids)).toEqual(["received", "received"]);
    const badValue = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids, action: "status", value: "teleported" },
      mary.auth(),
    );
    expect(badValue.status).toBe(400);
    expect(await statuses(ids)).toEqual(["received", "received"]);
    // The second may not make the change: the first is rolled back with it.
    await own.api.put(`/api/admin/enrollments/${ids[1]}/status`, { status: "rejected" }, mary.auth());
    const partly = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids, action: "status", value: "under review" },
      mary.auth(),
    );
    expect(partly.status).toBe(400);
    expect(await statuses(ids)).toEqual(["received", "rejected"]);
    for (const body of [
      {},
      { ids: [], action: "delete" },
      { ids: ["x"], action: "delete" },
      { ids, action: "explode" },
      { ids, action: "assign", value: "someone" },
    ])
      expect(
        (await own.api.post("/api/admin/enrollments/bulk", body, mary.auth())).status,
        JSON.stringify(body),
      ).toBe(400);
    expect(
      (await own.api.post("/api/admin/contacts/bulk", { ids, action: "status", value: "x" }, mary.auth()))
        .status,
    ).toBe(400);
  });

  it("assigns and deletes many at once", async () => {
    const ids = [await apply("many1@example.com"), await apply("many2@example.com")];
    const assigned = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids, action: "assign", value: mary.id },
      own.admin(),
    );
    expect(assigned.json.data).toEqual({ changed: 2 });
    const mine = await own.api.get("/api/admin/enrollments?assignee=me&limit=100", mary.auth());
    expect(mine.json.data.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(ids));
    const deleted = await own.api.post("/api/admin/enrollments/bulk", { ids, action: "delete" }, own.admin());
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toEqual({ changed: 2 });
    expect(await statuses(ids)).toEqual([]);
  });
});
