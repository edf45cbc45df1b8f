import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { auditLog, enrolments, outbox } from "#server/db/schema.ts";
import { validBodies } from "../support/leads.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * Intakes (issue 14): the back-office API, the public list, applying to an intake (waitlist when
 * full) and accepting into it, seats guarded by a row lock — against the real app (PGlite, or
 * PostgreSQL with DATABASE_URL). Dates are relative to today in the business zone.
 */
const ZONE = "Australia/Sydney";
let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });

const inDays = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
const intakeBody = (extra: Record<string, unknown> = {}) => ({
  program: "data-analytics",
  startDate: inDays(60),
  endDate: inDays(170),
  timetable: "Sat 11AM - 2PM",
  mode: "campus",
  capacity: 2,
  ...extra,
});
const createIntake = async (extra: Record<string, unknown> = {}) => {
  const res = await own.api.post("/api/admin/intakes", intakeBody(extra), own.admin());
  expect(res.status).toBe(201);
  return res.json.data as { id: string } & Record<string, unknown>;
};
const apply = (intakeId: string | undefined, email: string, extra: Record<string, unknown> = {}) =>
  own.api.post(
    "/api/student-enrolment",
    { ...validBodies["/api/student-enrolment"], email, ...(intakeId ? { intakeId } : {}), ...extra },
    fromNewIp(),
  );
const setStatus = (id: string, body: Record<string, unknown>) =>
  own.api.put(`/api/admin/enrollments/${id}/status`, body, own.admin());
/** A received application is reviewed before it can be accepted (the status lifecycle). */
const review = async (id: string) =>
  expect((await setStatus(id, { status: "under review" })).status).toBe(200);
const del = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${own.server.url}${path}`, { method: "DELETE", headers });
  return { status: res.status, json: await res.json() };
};

const own = serverWithAccounts();

describe("back-office intakes API", () => {
  it("is guarded: 401 without a session, 403 for a student", async () => {
    expect((await own.api.get("/api/admin/intakes")).status).toBe(401);
    expect((await own.api.get("/api/admin/intakes", own.student())).status).toBe(403);
    expect((await own.api.post("/api/admin/intakes", intakeBody())).status).toBe(401);
    expect((await own.api.post("/api/admin/intakes", intakeBody(), own.student())).status).toBe(403);
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await own.api.put(`/api/admin/intakes/${id}`, { capacity: 3 }, own.student())).status).toBe(403);
    expect((await del(`/api/admin/intakes/${id}`)).status).toBe(401);
    expect((await del(`/api/admin/intakes/${id}`, own.student())).status).toBe(403);
  });

  it("creates an intake from any spelling of the program, status open by default, and audits it", async () => {
    const res = await own.api.post(
      "/api/admin/intakes",
      intakeBody({
        program: "QA and Software Testing",
        timetable: ["Mon 6PM - 9PM", "Wed 6PM - 9PM"],
        mode: "online",
      }),
      own.admin(),
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      id: expect.any(String),
      program: "qa-and-software-testing",
      startDate: inDays(60),
      endDate: inDays(170),
      timetable: ["Mon 6PM - 9PM", "Wed 6PM - 9PM"],
      mode: "online",
      capacity: 2,
      seatsLeft: 2,
      status: "open",
    });
    const audit = await own.server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, res.json.data.id));
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it.each([
    [{ program: "basket weaving" }, "program"],
    [{ startDate: "2027-02-30" }, "startDate"],
    [{ endDate: "tomorrow" }, "endDate"],
    [{ timetable: "Sun 3AM" }, "timetable.0"],
    [{ timetable: [] }, "timetable"],
    [{ mode: "hybrid" }, "mode"],
    [{ capacity: -1 }, "capacity"],
    [{ capacity: 2.5 }, "capacity"],
    [{ status: "maybe" }, "status"],
    [{ endDate: inDays(10) }, "endDate"],
  ])("refuses %j with the §7 400 shape naming %s", async (extra, field) => {
    const res = await own.api.post("/api/admin/intakes", intakeBody(extra), own.admin());
    expect(res.status).toBe(400);
    expect(res.json.error.messages.length).toBeGreaterThan(0);
    expect(Object.keys(res.json.error.fields)).toContain(field);
  });

  it("lists intakes in the shape of the other sections, with seats and waitlist", async () => {
    const created = await createIntake({ capacity: 7 });
    const res = await own.api.get("/api/admin/intakes?limit=100", own.admin());
    expect(res.status).toBe(200);
    expect(res.json.pagination).toMatchObject({ offset: 0, limit: 100 });
    const row = res.json.data.find((r: { id: string }) => r.id === created.id);
    expect(row).toMatchObject({ capacity: 7, seatsTaken: 0, seatsLeft: 7, waitlist: 0, status: "open" });
  });

  it("updates and closes an intake (PUT takes some fields), audited; 404 for an unknown id", async () => {
    const created = await createIntake();
    const res = await own.api.put(
      `/api/admin/intakes/${created.id}`,
      { capacity: 5, status: "closed" },
      own.admin(),
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ capacity: 5, status: "closed", program: "data-analytics" });
    const bad = await own.api.put(`/api/admin/intakes/${created.id}`, { mode: "hybrid" }, own.admin());
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.mode).toBeTruthy();
    const missing = await own.api.put(
      "/api/admin/intakes/00000000-0000-4000-8000-000000000000",
      {},
      own.admin(),
    );
    expect(missing.status).toBe(404);
    const audit = await own.server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "update"]);
  });

  it("deletes an intake without applications, and refuses (409) while applications point at it", async () => {
    const empty = await createIntake();
    expect((await del(`/api/admin/intakes/${empty.id}`, own.admin())).status).toBe(200);
    const used = await createIntake();
    expect((await apply(used.id, "deleting@example.com")).status).toBe(201);
    const refused = await del(`/api/admin/intakes/${used.id}`, own.admin());
    expect(refused.status).toBe(409);
    expect(refused.json.error.messages[0]).toMatch(/has 1 application/);
  });
});

describe("GET /api/intakes", () => {
  it("lists a program's open, future intakes earliest first, by slug, name or alias", async () => {
    const later = await createIntake({
      program: "full-stack-development",
      startDate: inDays(90),
      endDate: inDays(200),
    });
    const sooner = await createIntake({
      program: "full-stack-development",
      startDate: inDays(30),
      endDate: inDays(200),
    });
    await createIntake({ program: "full-stack-development", status: "closed" });
    await createIntake({ program: "full-stack-development", startDate: inDays(-5), endDate: inDays(100) });
    for (const program of [
      "full-stack-development",
      "Full stack software development",
      "FULL STACK SOFTWARE DEVELOPMENT",
    ]) {
      const res = await own.api.get(`/api/intakes?program=${encodeURIComponent(program)}`);
      expect(res.status).toBe(200);
      expect(res.json.data.map((i: { id: string }) => i.id)).toEqual([sooner.id, later.id]);
    }
    const res = await own.api.get("/api/intakes?program=full-stack-development");
    expect(res.json.data[0]).toEqual({
      id: sooner.id,
      program: "full-stack-development",
      startDate: inDays(30),
      endDate: inDays(200),
      timetable: ["Sat 11AM - 2PM"],
      mode: "campus",
      capacity: 2,
      seatsLeft: 2,
      status: "open",
    });
    const alias = await own.api.get(
      `/api/intakes?program=${encodeURIComponent("QA & Software Development")}`,
    );
    expect(alias.status).toBe(200);
    expect(alias.json.data.every((i: { program: string }) => i.program === "qa-and-software-testing")).toBe(
      true,
    );
  });

  it("answers 400 naming the field for an unknown program", async () => {
    const res = await own.api.get("/api/intakes?program=underwater-basket-weaving");
    expect(res.status).toBe(400);
    expect(res.json.error.fields.program).toMatch(/Unknown program/);
  });
});

describe("applying to an intake and accepting into it", () => {
  it("fills the date and class time from the intake; the seed's fields still work without one", async () => {
    const intake = await createIntake({ timetable: ["Tue 6PM - 9PM"] });
    const res = await apply(intake.id, "filled@example.com", {
      enrolmentDate: undefined,
      timeTable: undefined,
    });
    expect(res.status).toBe(201);
    expect(res.json.data.status).toBe("received");
    const [row] = await own.server.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, res.json.data.id));
    expect(row).toMatchObject({ intakeId: intake.id, enrolmentDate: inDays(60), timeTable: "Tue 6PM - 9PM" });
    const plain = await apply(undefined, "plain@example.com");
    expect(plain.status).toBe(201);
    const [seed] = await own.server.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, plain.json.data.id));
    expect(seed).toMatchObject({ intakeId: null, enrolmentDate: "2027-02-01", timeTable: "Sat 11AM - 2PM" });
  });

  it("refuses an intake of another course, a closed one and a malformed id with 400", async () => {
    const other = await createIntake({ program: "full-stack-development" });
    const wrong = await apply(other.id, "wrong@example.com");
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.intakeId).toBe("That intake is not for the chosen course");
    const closed = await createIntake({ status: "closed" });
    expect((await apply(closed.id, "closed@example.com")).status).toBe(400);
    const malformed = await apply("nope", "malformed@example.com");
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.fields.intakeId).toBeTruthy();
  });

  it("waitlists applications to a full intake with their place in line, in the reply and the e-mail", async () => {
    const intake = await createIntake({ capacity: 1 });
    const first = await apply(intake.id, "seat@example.com");
    expect(first.json.data.status).toBe("received");
    await review(first.json.data.id);
    expect((await setStatus(first.json.data.id, { status: "accepted" })).status).toBe(200);
    expect(
      (await own.api.get("/api/intakes?program=data-analytics")).json.data.find(
        (i: { id: string }) => i.id === intake.id,
      ),
    ).toMatchObject({ seatsLeft: 0 });

    const second = await apply(intake.id, "line1@example.com");
    const third = await apply(intake.id, "line2@example.com");
    expect(second.status).toBe(201);
    expect(second.json.data).toMatchObject({ status: "waitlisted", placeInLine: 1 });
    expect(third.json.data).toMatchObject({ status: "waitlisted", placeInLine: 2 });
    expect(third.json.message).toMatch(/waitlist: you are number 2 in line/);
    const [mail] = await own.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "line2@example.com"));
    expect(mail?.subject).toMatch(/waitlist/);
    expect(mail?.text).toMatch(/number 2 in line/);

    const list = await own.api.get("/api/admin/intakes?limit=100", own.admin());
    expect(list.json.data.find((r: { id: string }) => r.id === intake.id)).toMatchObject({
      seatsTaken: 1,
      seatsLeft: 0,
      waitlist: 2,
    });
  });

  it("refuses to accept into a full intake (409) unless the administrator goes over capacity", async () => {
    const intake = await createIntake({ capacity: 1 });
    const a = await apply(intake.id, "full-a@example.com");
    const b = await apply(intake.id, "full-b@example.com");
    await review(a.json.data.id);
    await review(b.json.data.id);
    expect((await setStatus(a.json.data.id, { status: "accepted" })).status).toBe(200);
    const refused = await setStatus(b.json.data.id, { status: "accepted" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.messages[0]).toMatch(/This intake is full/);
    const over = await setStatus(b.json.data.id, { status: "accepted", overCapacity: true });
    expect(over.status).toBe(200);
    const list = await own.api.get("/api/admin/intakes?limit=100", own.admin());
    expect(list.json.data.find((r: { id: string }) => r.id === intake.id)).toMatchObject({
      seatsTaken: 2,
      seatsLeft: 0,
    });
  });

  it("accepts a received application straight away, and still refuses it into a full intake", async () => {
    const intake = await createIntake({ capacity: 1 });
    const a = await apply(intake.id, "direct-a@example.com");
    const b = await apply(intake.id, "direct-b@example.com");
    expect((await setStatus(a.json.data.id, { status: "accepted" })).status).toBe(200);
    const refused = await setStatus(b.json.data.id, { status: "accepted" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.messages[0]).toMatch(/This intake is full/);
    expect((await setStatus(b.json.data.id, { status: "enrolled" })).status).toBe(400);
  });

  it("sells the last seat once: parallel accepts → exactly one 200, the others 409", async () => {
    const intake = await createIntake({ capacity: 3 });
    const taken = [];
    for (const n of [1, 2]) taken.push(await apply(intake.id, `early${n}@example.com`));
    for (const t of taken) {
      await review(t.json.data.id);
      expect((await setStatus(t.json.data.id, { status: "accepted" })).status).toBe(200);
    }
    const racers = [];
    for (const n of [1, 2, 3, 4, 5]) racers.push(await apply(intake.id, `racer${n}@example.com`));
    for (const r of racers) await review(r.json.data.id);
    const replies = await Promise.all(racers.map((r) => setStatus(r.json.data.id, { status: "accepted" })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await own.server.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.intakeId, intake.id));
    expect(rows.filter((r) => r.status === "accepted")).toHaveLength(3);
  });
});
