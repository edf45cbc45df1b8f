import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import {
  ALREADY_CANCELLED,
  ALREADY_HELD,
  BAD_LINK,
  bookingOfToken,
  cancelBooking,
  rescheduleBooking,
} from "#server/consultations/bookings.ts";
import { sendDueReminders, startReminderJob } from "#server/consultations/reminders.ts";
import { listFreeSlots } from "#server/consultations/slots.ts";
import type { Database } from "#server/db/client.ts";
import { consultationReminders, consultations, outbox } from "#server/db/schema.ts";
import { DomainError } from "#server/domain/errors.ts";
import { bookConsultation } from "#server/leads/consultation.ts";
import { setLogLevel } from "#server/log.ts";
import { createTestDatabase } from "../support/database.ts";
import { parseInvitation } from "../support/ics.ts";
import { validBodies } from "../support/leads.ts";
import { asDelivered } from "../support/delivered-mail.ts";

/**
 * Moving and cancelling a booked consultation through its e-mailed links, and the reminder job,
 * all on an injected clock: "now" is Monday 4 March 2030, 08:00 in Sydney (+11:00), with the
 * default availability (Monday to Friday, 09:00-17:00, 12 hours' notice).
 */
const ZONE = "Australia/Sydney";
const NOW = new Date("2030-03-04T08:00:00+11:00");
const WED_10 = "2030-03-06T10:00:00+11:00";
const THU_11 = "2030-03-07T11:00:00+11:00";
const hours = (n: number) => n * 3600_000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

let database: Database;
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: path.join(process.env.TMPDIR ?? "/tmp", "harbourline-test-data"),
  PUBLIC_URL: "https://harbourline.example",
  SESSION_SECRET: "test-secret-that-is-at-least-32-characters-long",
  STAFF_EMAIL: "staff@harbourline.example",
});
let ip = 0;

beforeAll(async () => {
  setLogLevel("silent");
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
  await database.db.delete(consultations);
});

async function book(slotStart: string, email = "alan@example.com", now = NOW) {
  const body = { ...validBodies["/api/consultations/book"], email, slotStart };
  await bookConsultation(database.db, config, body, { ip: `192.0.2.${++ip}` }, now);
  const [mail] = await mailsTo(email);
  const token = new URL(/Cancel: (\S+)/.exec(mail!.text)![1]!).searchParams.get("token")!;
  return { token, mail: mail! };
}

const mailsTo = (to: string) =>
  database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(outbox.createdAt)
    .then((rows) => rows.map(asDelivered));

function inviteOf(mail: { attachments: { content: string }[] | null }) {
  return parseInvitation(Buffer.from(mail.attachments![0]!.content, "base64").toString("utf8"));
}

async function freeStarts(from = "2030-03-05", to = "2030-03-08") {
  return (
    await listFreeSlots(database.db, { businessTimeZone: ZONE, businessState: "NSW" }, { from, to }, NOW)
  ).map((s) => s.start);
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("rescheduling through the e-mailed link", () => {
  it("moves the booking: the old time is free, an update with SEQUENCE + 1 and a staff notice go out", async () => {
    const { token, mail } = await book(WED_10);
    const first = inviteOf(mail);
    const moved = await rescheduleBooking(database.db, config, token, { slotStart: THU_11 }, NOW);
    expect(moved.slotStart.toISOString()).toBe(new Date(THU_11).toISOString());
    expect(await freeStarts()).toContain(WED_10);
    expect(await freeStarts()).not.toContain(THU_11);
    const [, update] = await mailsTo("alan@example.com");
    expect(update!.subject).toBe("Your free consultation has moved");
    expect(update!.text).toContain("Thursday 7 March 2030, 11:00 am – 11:30 am AEDT (Australia/Sydney)");
    const invite = inviteOf(update!);
    expect(invite).toMatchObject({ method: "REQUEST", uid: first.uid, sequence: first.sequence + 1 });
    expect(invite.start.toISOString()).toBe(new Date(THU_11).toISOString());
    const staff = await mailsTo("staff@harbourline.example");
    expect(staff.map((m) => m.subject.split(":")[0])).toEqual(["Consultation booked", "Consultation moved"]);
    expect(staff[1]!.text).toContain("Was: Wednesday 6 March 2030, 10:00 am");
  });

  it("keeps the manage link's token out of the stored calendar invitation; the one sent carries it", async () => {
    const { token, mail } = await book(WED_10);
    const [stored] = await database.db.select().from(outbox).where(eq(outbox.to, "alan@example.com"));
    const storedIcs = Buffer.from(stored!.attachments![0]!.content, "base64").toString("utf8");
    expect(storedIcs).not.toContain(token);
    expect(storedIcs).toContain("⟦link secret");
    expect(inviteOf(mail).url).toContain(`token=${token}`);
  });

  it("keeps the links of the first e-mail leading to the booking as it is now", async () => {
    const { token } = await book(WED_10);
    await rescheduleBooking(database.db, config, token, { slotStart: THU_11 }, NOW);
    const current = await bookingOfToken(database.db, config, token);
    expect(current.slotStart.toISOString()).toBe(new Date(THU_11).toISOString());
    const again = await rescheduleBooking(database.db, config, token, { slotStart: WED_10 }, NOW);
    expect(again.icsSequence).toBe(2);
  });

  it("refuses a taken time (409), the current time and a time not offered (400)", async () => {
    const { token } = await book(WED_10);
    await book(THU_11, "grace@example.com");
    const taken = await refusal(rescheduleBooking(database.db, config, token, { slotStart: THU_11 }, NOW));
    expect([taken.kind, taken.messages]).toEqual([
      "conflict",
      ["That time was just taken. Please pick another."],
    ]);
    const same = await refusal(rescheduleBooking(database.db, config, token, { slotStart: WED_10 }, NOW));
    expect(same.fields).toEqual({ slotStart: "That is your current time. Please pick another." });
    const night = await refusal(
      rescheduleBooking(database.db, config, token, { slotStart: "2030-03-06T03:00:00+11:00" }, NOW),
    );
    expect(night.fields).toEqual({ slotStart: "That time is not available. Please pick another." });
    const none = await refusal(rescheduleBooking(database.db, config, token, {}, NOW));
    expect(none.fields).toEqual({ slotStart: "Please pick a new time" });
  });

  it("may move next to its own time even with a buffer", async () => {
    const { token } = await book(WED_10);
    const moved = await rescheduleBooking(
      database.db,
      config,
      token,
      { slotStart: "2030-03-06T10:30:00+11:00" },
      NOW,
    );
    expect(moved.slotStart.toISOString()).toBe(new Date("2030-03-06T10:30:00+11:00").toISOString());
  });
});

describe("cancelling through the e-mailed link", () => {
  it("frees the time, sends METHOD:CANCEL with the same UID and a staff notice", async () => {
    const { token, mail } = await book(WED_10);
    expect(await freeStarts()).not.toContain(WED_10);
    await cancelBooking(database.db, config, token, NOW);
    expect(await freeStarts()).toContain(WED_10);
    const [, cancelled] = await mailsTo("alan@example.com");
    expect(cancelled!.subject).toBe("Your free consultation is cancelled");
    expect(cancelled!.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const invite = inviteOf(cancelled!);
    expect(invite).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      uid: inviteOf(mail).uid,
      sequence: 1,
    });
    const staff = await mailsTo("staff@harbourline.example");
    expect(staff.at(-1)!.subject).toMatch(
      /^Consultation cancelled: Bletchley Software, Wednesday 6 March 2030/,
    );
    // The freed time can be booked again.
    await book(WED_10, "next@example.com");
  });

  it("says so when the booking was cancelled already or has taken place", async () => {
    const { token } = await book(WED_10);
    await cancelBooking(database.db, config, token, NOW);
    expect((await refusal(cancelBooking(database.db, config, token, NOW))).messages).toEqual([
      ALREADY_CANCELLED,
    ]);
    const move = await refusal(rescheduleBooking(database.db, config, token, { slotStart: THU_11 }, NOW));
    expect(move.messages).toEqual([ALREADY_CANCELLED]);
    const held = await book(THU_11, "held@example.com");
    const afterwards = later(hours(80));
    expect((await refusal(cancelBooking(database.db, config, held.token, afterwards))).messages).toEqual([
      ALREADY_HELD,
    ]);
  });

  it.each([
    ["nothing", undefined],
    ["garbage", "not-a-token"],
    ["a forged signature", "6f1c7f2e-1111-4a4a-9b9b-123456789abc.AAAA"],
  ])("answers not found for %s", async (_label, token) => {
    const error = await refusal(bookingOfToken(database.db, config, token));
    expect([error.kind, error.messages]).toEqual(["not-found", [BAD_LINK]]);
  });

  it("does not accept another booking's signature", async () => {
    const one = await book(WED_10);
    const other = await book(THU_11, "grace@example.com");
    const [id] = one.token.split(".");
    const [, signature] = other.token.split(".");
    await refusal(cancelBooking(database.db, config, `${id}.${signature}`, NOW));
  });
});

describe("the reminder a day before (injected clock)", () => {
  const reminders = async () =>
    database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, "Reminder:%"))
      .orderBy(outbox.createdAt)
      .then((rows) => rows.map(asDelivered));

  it("goes 24 hours before, once", async () => {
    await book(WED_10);
    const due = new Date(new Date(WED_10).getTime() - hours(24));
    expect(await sendDueReminders(database.db, config, new Date(due.getTime() - 60_000))).toBe(0);
    expect(await sendDueReminders(database.db, config, due)).toBe(1);
    expect(await sendDueReminders(database.db, config, new Date(due.getTime() + 60_000))).toBe(0);
    const [reminder] = await reminders();
    expect(reminder!.to).toBe("alan@example.com");
    expect(reminder!.text).toContain("Wednesday 6 March 2030, 10:00 am – 10:30 am AEDT (Australia/Sydney)");
    expect(reminder!.text).toMatch(/Cancel: https:\/\/harbourline\.example\/consultation\/cancel\?token=/);
  });

  it("is withdrawn when the booking is cancelled", async () => {
    const { token } = await book(WED_10);
    await cancelBooking(database.db, config, token, NOW);
    expect(await sendDueReminders(database.db, config, new Date(WED_10))).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("follows a moved booking: nothing at the old time, one at the new", async () => {
    const { token } = await book(WED_10);
    await rescheduleBooking(database.db, config, token, { slotStart: THU_11 }, NOW);
    expect(
      await sendDueReminders(database.db, config, new Date(new Date(WED_10).getTime() - hours(24))),
    ).toBe(0);
    expect(
      await sendDueReminders(database.db, config, new Date(new Date(THU_11).getTime() - hours(24))),
    ).toBe(1);
    expect((await reminders())[0]!.text).toContain("Thursday 7 March 2030, 11:00 am");
  });

  it("is not planned for a booking made less than a day ahead", async () => {
    // Monday 20:00: Tuesday 09:00 is 13 hours ahead, past the notice but within a day.
    await book("2030-03-05T09:00:00+11:00", "soon@example.com", later(hours(12)));
    const planned = await database.db.select().from(consultationReminders);
    expect(planned).toEqual([]);
  });

  it("is sent once when two runners (two servers) fire together", async () => {
    await book(WED_10);
    await book("2030-03-06T10:30:00+11:00", "grace@example.com");
    const at = new Date("2030-03-05T12:00:00+11:00");
    const counts = await Promise.all([
      sendDueReminders(database.db, config, at, 1),
      sendDueReminders(database.db, config, at, 1),
    ]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect((await reminders()).map((m) => m.to).sort()).toEqual(["alan@example.com", "grace@example.com"]);
  });

  it("skips a reminder whose call has already started (the server was down)", async () => {
    await book(WED_10);
    expect(await sendDueReminders(database.db, config, later(hours(80)))).toBe(0);
    const [row] = await database.db.select().from(consultationReminders);
    expect(row!.sentAt).not.toBeNull();
  });

  it("runs on its own timer with the clock it is given", async () => {
    await book(WED_10);
    const clock = new Date(new Date(WED_10).getTime() - hours(1));
    const job = startReminderJob(database.db, config, { everyMs: 20, clock: () => clock });
    try {
      for (let i = 0; i < 100 && (await reminders()).length === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      await job.stop();
    }
    expect((await reminders()).length).toBe(1);
    const [row] = await database.db
      .select()
      .from(consultationReminders)
      .where(eq(consultationReminders.sentAt, clock));
    expect(row).toBeDefined();
  });
});
