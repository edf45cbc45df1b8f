import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enrolments, outbox } from "#server/db/schema.ts";
import { validBodies } from "../support/leads.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";
import { seedStaff } from "../support/seed.ts";

/**
 * Assignment and bulk actions (issue 35): applications and conversations are given to a staff
 * member and filtered by "mine" and "unassigned"; a bulk action changes every named record or
 * none at all.
 */
let staff: Record<string, string>;
let staffId: string;
let ip = 0;
const missing = "7d2c5c1e-0000-4000-8000-000000000000";

async function apply(email: string): Promise<string> {
  const res = await own.api.post(
    "/api/student-enrolment",
    { ...validBodies["/api/student-enrolment"], email },
    { "x-forwarded-for": `198.51.100.${++ip}` },
  );
  expect(res.status).toBe(201);
  return res.json.data.id;
}
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
beforeAll(async () => {
  const { staff: member, token } = await seedStaff(own.server.database.db, own.server.config.sessionSecret, {
    firstName: "Mary",
    lastName: "Jackson",
    email: "mary@example.com",
  });
  staffId = member!.id;
  staff = { token };
});

describe("assignment", () => {
  it("gives an application to a staff member; the list filters mine and unassigned", async () => {
    const mine = await apply("assigned@example.com");
    const other = await apply("unassigned@example.com");
    const res = await own.api.put(
      `/api/admin/enrollments/${mine}/assignee`,
      { assigneeId: staffId },
      own.admin(),
    );
    expect(res.status).toBe(200);
    const listed = await own.api.get("/api/admin/enrollments?assignee=me", staff);
    expect(listed.json.data.map((r: { id: string }) => r.id)).toEqual([mine]);
    const open = await own.api.get("/api/admin/enrollments?assignee=unassigned&status=received", staff);
    expect(open.json.data.map((r: { id: string }) => r.id)).toContain(other);
    expect(open.json.data.map((r: { id: string }) => r.id)).not.toContain(mine);
    expect((await own.api.get(`/api/admin/enrollments/${mine}`, staff)).json.data.assigneeId).toBe(staffId);
    expect(
      (await own.api.put(`/api/admin/enrollments/${mine}/assignee`, { assigneeId: null }, staff)).status,
    ).toBe(200);
    expect((await own.api.get("/api/admin/enrollments?assignee=me", staff)).json.data).toEqual([]);
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
      (await own.api.put(`/api/admin/conversations/${visitor}/assignee`, { assigneeId: staffId }, staff))
        .status,
    ).toBe(200);
    const mine = await own.api.get("/api/admin/conversations?assignee=me", staff);
    expect(mine.json.data.map((r: { id: string }) => r.id)).toEqual([visitor]);
    const bad = await own.api.put(
      `/api/admin/conversations/${visitor}/assignee`,
      { assigneeId: "someone" },
      staff,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.assigneeId).toBeTruthy();
    const nobody = await own.api.put(
      `/api/admin/conversations/${visitor}/assignee`,
      { assigneeId: missing },
      staff,
    );
    expect(nobody.status).toBe(400);
    expect(
      (await own.api.put(`/api/admin/conversations/${missing}/assignee`, { assigneeId: null }, staff)).status,
    ).toBe(404);
    expect((await own.api.get("/api/admin/conversations?assignee=nonsense", staff)).status).toBe(400);
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
      staff,
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
      staff,
    );
    expect(unknown.status).toBe(404);
    expect(await statuses(ids)).toEqual(["received", "received"]);
    const badValue = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids, action: "status", value: "teleported" },
      staff,
    );
    expect(badValue.status).toBe(400);
    expect(await statuses(ids)).toEqual(["received", "received"]);
    // The second may not make the change: the first is rolled back with it.
    await own.api.put(`/api/admin/enrollments/${ids[1]}/status`, { status: "rejected" }, staff);
    const partly = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids, action: "status", value: "under review" },
      staff,
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
        (await own.api.post("/api/admin/enrollments/bulk", body, staff)).status,
        JSON.stringify(body),
      ).toBe(400);
    expect(
      (await own.api.post("/api/admin/contacts/bulk", { ids, action: "status", value: "x" }, staff)).status,
    ).toBe(400);
  });

  it("assigns and deletes many at once", async () => {
    const ids = [await apply("many1@example.com"), await apply("many2@example.com")];
    const assigned = await own.api.post(
      "/api/admin/enrollments/bulk",
      { ids, action: "assign", value: staffId },
      own.admin(),
    );
    expect(assigned.json.data).toEqual({ changed: 2 });
    const mine = await own.api.get("/api/admin/enrollments?assignee=me&limit=100", staff);
    expect(mine.json.data.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(ids));
    const deleted = await own.api.post("/api/admin/enrollments/bulk", { ids, action: "delete" }, own.admin());
    expect(deleted.status).toBe(200);
    expect(deleted.json.data).toEqual({ changed: 2 });
    expect(await statuses(ids)).toEqual([]);
  });
});
