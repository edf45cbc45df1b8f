import { eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { claimingSlot } from "#server/consultations/booking.ts";
import { consultations, outbox } from "#server/db/schema.ts";
import { DomainError } from "#server/domain/errors.ts";
import { parseInvitation } from "../support/ics.ts";
import { validBodies } from "../support/leads.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * GET /api/consultations/slots, GET/PUT /api/admin/consultation-availability and booking a slot
 * through POST /api/consultations/book, against the real app (PGlite, or PostgreSQL with
 * DATABASE_URL). Times are relative to the real clock, read in the business zone.
 */
const ZONE = "Australia/Sydney";
const TAKEN = { error: { messages: ["That time was just taken. Please pick another."] } };
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `203.0.113.${++ip}` });

const today = () => DateTime.now().setZone(ZONE).toISODate()!;
const daysAfter = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: "utc" }).plus({ days }).toISODate()!;
const slots = async (from: string, to: string) =>
  own.api.get(`/api/consultations/slots?from=${from}&to=${to}`);
const book = (extra: Record<string, unknown>, email = "alan@example.com") =>
  own.api.post(
    "/api/consultations/book",
    { ...validBodies["/api/consultations/book"], email, ...extra },
    fromNewIp(),
  );

const everyDay = (start: string, end: string) =>
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => ({ day, start, end }));

const own = serverWithAccounts();

describe("GET/PUT /api/admin/consultation-availability", () => {
  it("offers Monday to Friday, 09:00-17:00, 30-minute slots on a fresh install", async () => {
    const res = await own.api.get("/api/admin/consultation-availability", own.admin());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      weekly: ["mon", "tue", "wed", "thu", "fri"].map((day) => ({ day, start: "09:00", end: "17:00" })),
      slotMinutes: 30,
      bufferMinutes: 0,
      minNoticeHours: 12,
      horizonDays: 30,
      blockedDates: [],
      // Public holidays are closed until staff open one (docs/decisions/0109).
      openedDates: [],
    });
  });

  it("is for administrators only", async () => {
    expect((await own.api.get("/api/admin/consultation-availability")).status).toBe(401);
    expect((await own.api.get("/api/admin/consultation-availability", own.student())).status).toBe(403);
    expect(
      (await own.api.put("/api/admin/consultation-availability", { slotMinutes: 60 }, own.student())).status,
    ).toBe(403);
  });

  it.each([
    [{ slotMinutes: 10 }, "slotMinutes"],
    [{ slotMinutes: 241 }, "slotMinutes"],
    [{ slotMinutes: 30.5 }, "slotMinutes"],
    [{ horizonDays: 401 }, "horizonDays"],
    [{ horizonDays: 0 }, "horizonDays"],
    [{ bufferMinutes: -5 }, "bufferMinutes"],
    [{ minNoticeHours: "soon" }, "minNoticeHours"],
    [{ weekly: [{ day: "someday", start: "09:00", end: "17:00" }] }, "weekly.0.day"],
    [{ weekly: [{ day: "mon", start: "9am", end: "17:00" }] }, "weekly.0.start"],
    [{ weekly: [{ day: "mon", start: "17:00", end: "09:00" }] }, "weekly.0.end"],
    [
      {
        weekly: [
          { day: "mon", start: "09:00", end: "12:00" },
          { day: "mon", start: "11:00", end: "13:00" },
        ],
      },
      "weekly.1.start",
    ],
    [{ weekly: "mon-fri" }, "weekly"],
    [{ blockedDates: ["2026-02-30"] }, "blockedDates.0"],
    [{ blockedDates: "2026-12-25" }, "blockedDates"],
  ])("refuses %j with 400 and a message on %s", async (body, field) => {
    const res = await own.api.put("/api/admin/consultation-availability", body, own.admin());
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toEqual(expect.any(String));
    expect(res.json.error.messages).toContain(res.json.error.fields[field]);
    expect((await own.api.get("/api/admin/consultation-availability", own.admin())).json.slotMinutes).toBe(
      30,
    );
  });

  it("refuses a body that is not an object", async () => {
    const res = await own.api.put("/api/admin/consultation-availability", ["slotMinutes", 30], own.admin());
    expect(res.status).toBe(400);
  });

  it("stores a whole new setting, answers with it, and keeps what a partial PUT leaves out", async () => {
    const setting = {
      weekly: [
        { day: "tue", start: "10:00", end: "12:00" },
        { day: "mon", start: "09:00", end: "17:00" },
      ],
      slotMinutes: 45,
      bufferMinutes: 15,
      minNoticeHours: 24,
      horizonDays: 60,
      blockedDates: ["2026-12-26", "2026-12-25", "2026-12-25"],
    };
    const saved = await own.api.put("/api/admin/consultation-availability", setting, own.admin());
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ ...setting, blockedDates: ["2026-12-25", "2026-12-26"], openedDates: [] });
    expect((await own.api.get("/api/admin/consultation-availability", own.admin())).json).toEqual(saved.json);
    const partial = await own.api.put(
      "/api/admin/consultation-availability",
      { bufferMinutes: 0 },
      own.admin(),
    );
    expect(partial.json).toEqual({ ...saved.json, bufferMinutes: 0 });
  });
});

describe("GET /api/consultations/slots", () => {
  it.each([
    ["", "from"],
    ["?from=2026-11-01", "to"],
    ["?from=01/11/2026&to=2026-11-30", "from"],
    ["?from=2026-11-01&to=2026-13-01", "to"],
    ["?from=2026-02-30&to=2026-03-10", "from"],
    ["?from=2026-11-10&to=2026-11-01", "to"],
    ["?from=2026-11-01&to=2027-01-03", "to"],
    ["?from[]=2026-11-01&to=2026-11-02", "from"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await own.api.get(`/api/consultations/slots${query}`);
    expect(res.status).toBe(400);
    expect(res.json.error.fields[field]).toEqual(expect.any(String));
  });

  it("answers a range of up to 62 days", async () => {
    expect((await slots("2026-11-01", "2027-01-02")).status).toBe(200);
    expect((await slots("2026-11-01", "2027-01-03")).status).toBe(400);
  });

  it("lists free slots as ISO 8601 with the business zone's offset, within the rules", async () => {
    await own.api.put(
      "/api/admin/consultation-availability",
      {
        weekly: ["mon", "tue", "wed", "thu", "fri"].map((day) => ({ day, start: "09:00", end: "17:00" })),
        slotMinutes: 30,
        bufferMinutes: 0,
        minNoticeHours: 12,
        horizonDays: 30,
        blockedDates: [daysAfter(today(), 3)],
      },
      own.admin(),
    );
    const from = today();
    const res = await slots(from, daysAfter(from, 30));
    expect(res.status).toBe(200);
    const data = res.json.data as { start: string; end: string }[];
    expect(data.length).toBeGreaterThan(100);
    const earliest = Date.now() + 12 * 3600_000 - 60_000;
    for (const slot of data) {
      expect(slot.start).toMatch(ISO_WITH_OFFSET);
      expect(slot.end).toMatch(ISO_WITH_OFFSET);
      const start = DateTime.fromISO(slot.start, { setZone: true });
      const local = start.setZone(ZONE);
      expect(start.offset).toBe(local.offset);
      expect(local.weekday).toBeLessThanOrEqual(5);
      expect(local.toFormat("HH:mm") >= "09:00" && local.toFormat("HH:mm") <= "16:30").toBe(true);
      expect(DateTime.fromISO(slot.end).toMillis() - start.toMillis()).toBe(30 * 60_000);
      expect(start.toMillis()).toBeGreaterThanOrEqual(earliest);
      expect(local.toISODate()! <= daysAfter(from, 30)).toBe(true);
      expect(local.toISODate()).not.toBe(daysAfter(from, 3));
    }
  });
});

describe("POST /api/consultations/book with slotStart", () => {
  let free: { start: string; end: string }[] = [];

  beforeAll(async () => {
    await own.api.put(
      "/api/admin/consultation-availability",
      { weekly: everyDay("07:00", "21:00"), minNoticeHours: 2, horizonDays: 14, blockedDates: [] },
      own.admin(),
    );
    free = (await slots(today(), daysAfter(today(), 14))).json.data;
    expect(free.length).toBeGreaterThan(20);
  });

  it("books a free slot: 201, the slot leaves the list, and a second booking of it gets 409", async () => {
    const chosen = free[0]!;
    const res = await book({ slotStart: chosen.start });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      message: "Thank you for your inquiry! We'll get back to you soon.",
      data: { slot: chosen },
    });
    const after = (await slots(today(), daysAfter(today(), 14))).json.data as { start: string }[];
    expect(after.map((s) => s.start)).not.toContain(chosen.start);
    const again = await book({ slotStart: chosen.start }, "second@example.com");
    expect(again.status).toBe(409);
    expect(again.json).toEqual(TAKEN);
  });

  it("accepts the same instant written with another offset", async () => {
    const chosen = free[1]!;
    const utc = DateTime.fromISO(chosen.start).toUTC().toISO();
    const res = await book({ slotStart: utc }, "utc@example.com");
    expect(res.status).toBe(201);
    expect(res.json.data.slot.start).toBe(chosen.start);
  });

  it.each([
    ["not a date", "tomorrow at nine"],
    ["no offset", "2030-01-01T09:00:00"],
    ["a number", 1_700_000_000],
    ["off the grid", () => DateTime.fromISO(free[2]!.start).plus({ minutes: 7 }).toISO()],
    ["outside the hours", () => DateTime.fromISO(`${daysAfter(today(), 2)}T03:00`, { zone: ZONE }).toISO()],
    ["past the horizon", () => DateTime.fromISO(`${daysAfter(today(), 20)}T10:00`, { zone: ZONE }).toISO()],
    ["in the past", () => DateTime.fromISO(`${daysAfter(today(), -2)}T10:00`, { zone: ZONE }).toISO()],
  ])("refuses a slot that is not offered (%s) with 400 on slotStart", async (_label, value) => {
    const slotStart = typeof value === "function" ? value() : value;
    const res = await book({ slotStart }, "nope@example.com");
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ slotStart: "That time is not available. Please pick another." });
  });

  it("still books a request without a time, as before", async () => {
    for (const slotStart of [undefined, "", null]) {
      const res = await book(slotStart === undefined ? {} : { slotStart }, "plain@example.com");
      expect(res.status).toBe(201);
      expect(res.json).toEqual({ message: "Thank you for your inquiry! We'll get back to you soon." });
    }
    const rows = await own.server.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.email, "plain@example.com"));
    expect(rows.map((r) => r.slotStart)).toEqual([null, null, null]);
  });

  it("checks the form.s own fields first, as before", async () => {
    const res = await own.api.post(
      "/api/consultations/book",
      { ...validBodies["/api/consultations/book"], company: "", slotStart: free[3]!.start },
      fromNewIp(),
    );
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ company: "Company is required" });
  });

  it("lets exactly one of eight simultaneous bookings of one slot through", async () => {
    const chosen = free[4]!.start;
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book({ slotStart: chosen }, `race${i}@example.com`)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) expect(reply.json).toEqual(TAKEN);
    const live = await own.server.database.db.execute(
      sql`select count(*)::int as n from consultations where slot_start = ${new Date(chosen)} and cancelled_at is null`,
    );
    expect(Number((live as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it("queues the confirmation with a calendar invitation and a staff notice", async () => {
    const chosen = free[5]!;
    expect((await book({ slotStart: chosen.start }, "invite@example.com")).status).toBe(201);
    const [mail] = await own.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "invite@example.com"));
    expect(mail!.subject).toBe("Your free consultation is booked");
    expect(mail!.text).toMatch(/Reschedule: http:\/\/localhost:3000\/consultation\/reschedule\?token=\S+/);
    expect(mail!.text).toMatch(/Cancel: http:\/\/localhost:3000\/consultation\/cancel\?token=\S+/);
    expect(mail!.text).toContain("(Australia/Sydney)");
    const attachment = mail!.attachments![0]!;
    expect(attachment.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const invite = parseInvitation(Buffer.from(attachment.content, "base64").toString("utf8"));
    const [row] = await own.server.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.email, "invite@example.com"));
    expect(invite).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      tzid: ZONE,
      uid: `consultation-${row!.id}@localhost`,
    });
    expect(invite.start.getTime()).toBe(DateTime.fromISO(chosen.start).toMillis());
    expect(invite.end.getTime()).toBe(DateTime.fromISO(chosen.end).toMillis());
    const staff = await own.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, own.server.config.staffEmail));
    expect(staff.some((m) => m.subject.startsWith("Consultation booked: Bletchley Software,"))).toBe(true);
  });
});

describe("the database's guarantee", () => {
  it("refuses a second live booking of one start time, but not beside a cancelled one", async () => {
    const db = own.server.database.db;
    const slotStart = new Date("2031-05-05T00:00:00Z");
    const row = {
      ...validBodies["/api/consultations/book"],
      slotStart,
      slotEnd: new Date("2031-05-05T00:30:00Z"),
    };
    await db.insert(consultations).values({ ...row, cancelledAt: new Date() });
    await db.insert(consultations).values(row);
    await expect(db.insert(consultations).values(row)).rejects.toThrow();
    // That refusal, however the driver wraps it, is the 409 of a taken slot.
    const refusal = await claimingSlot(() => db.insert(consultations).values(row)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).kind).toBe("conflict");
    expect((refusal as DomainError).messages).toEqual(["That time was just taken. Please pick another."]);
  });
});
