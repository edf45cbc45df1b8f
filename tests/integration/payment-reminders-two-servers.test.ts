import { DateTime } from "luxon";
import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { validBodies } from "../support/leads.ts";
import { instalmentProgram } from "../support/payments.ts";
import type { ServerProcess } from "../support/server-processes.ts";
import { waitFor } from "../support/smtp.ts";
import { twoServers } from "../support/two-servers.ts";

/*
 * An unpaid first instalment with two server processes on one PostgreSQL database (issue 34,
 * "two-server test: once"): both processes run the payment job every 25 ms on clocks the test
 * moves past the due date together. The student gets the overdue reminder once; a day later, with
 * the release setting on, the seat is released once and the person waiting gets one offer.
 */

const json = { "content-type": "application/json" };
const { program } = instalmentProgram();
const two = twoServers({ kind: "clock", client: true });
const call = two.call;
let a: ServerProcess;
let b: ServerProcess;
let client: pg.Client;
beforeAll(() => {
  ({ a, b, client } = two);
});

/** Both processes' clocks move to `at` (each advance adds to the ones before). */
let advanced = 0;
async function bothClocksTo(at: Date) {
  const advanceMs = Math.max(0, at.getTime() - Date.now() - advanced);
  advanced += advanceMs;
  const moved = await Promise.all(
    [a, b].map((server) =>
      fetch(`${server.url}/api/test-support/clock`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ advanceMs }),
      }),
    ),
  );
  expect(moved.map((r) => r.status)).toEqual([200, 200]);
}

async function mailsTo(email: string, subjectStart: string): Promise<number> {
  const { rows } = await client.query(
    `select count(*)::int as n from outbox where "to" = $1 and subject like $2`,
    [email, `${subjectStart}%`],
  );
  return rows[0].n;
}

const ticks = () => new Promise((r) => setTimeout(r, 1_500)); // both jobs run many times

describe("an unpaid first instalment with two server processes on one PostgreSQL database", {
  timeout: 90_000,
}, () => {
  it("is reminded once when overdue, and releases the seat once to the one person waiting", async () => {
    const zone = "Australia/Sydney";
    const start = DateTime.now().setZone(zone).plus({ days: 90 }).toISODate()!;
    const intake = await call(a, "POST", "/api/admin/intakes", {
      program: program.slug,
      startDate: start,
      endDate: DateTime.fromISO(start).plus({ days: 100 }).toISODate(),
      timetable: "Sat 11AM - 2PM",
      mode: "online",
      capacity: 1,
    });
    expect(intake.status).toBe(201);
    const apply = async (server: ServerProcess, email: string) => {
      const applied = await call(server, "POST", "/api/student-enrolment", {
        ...validBodies["/api/student-enrolment"],
        course: program.name,
        email,
        intakeId: intake.json.data.id,
      });
      expect(applied.status).toBe(201);
      return applied.json.data.id as string;
    };
    const seatEmail = "two-servers-unpaid@example.com";
    const waitingEmail = "two-servers-waiting@example.com";
    const seat = await apply(a, seatEmail);
    expect(
      (await call(b, "PUT", `/api/admin/enrollments/${seat}/status`, { status: "accepted" })).status,
    ).toBe(200);
    await apply(b, waitingEmail);
    expect((await call(a, "PUT", "/api/admin/settings", { releaseUnpaidSeats: true })).status).toBe(200);
    const { rows } = await client.query<{ due_on: string }>(
      "select due_on::text from instalments where enrolment_id = $1 and seq = 1",
      [seat],
    );
    const dueOn = rows[0]!.due_on;
    const noonAfter = (days: number) =>
      DateTime.fromISO(dueOn, { zone }).plus({ days }).set({ hour: 12 }).toJSDate();

    // A day after the due date: the overdue reminder, from one of the two processes.
    await bothClocksTo(noonAfter(1));
    await waitFor(async () => (await mailsTo(seatEmail, "Payment overdue")) > 0, 20_000);
    await ticks();
    expect(await mailsTo(seatEmail, "Payment overdue")).toBe(1);
    expect(await mailsTo(waitingEmail, "A seat is free for you")).toBe(0);

    // A day after that reminder: the seat goes to the person waiting, once.
    await bothClocksTo(noonAfter(3));
    await waitFor(async () => (await mailsTo(waitingEmail, "A seat is free for you")) > 0, 20_000);
    await ticks();
    expect(await mailsTo(waitingEmail, "A seat is free for you")).toBe(1);
    expect(await mailsTo(seatEmail, "Your place in")).toBe(1);
    expect(await mailsTo(seatEmail, "Payment overdue")).toBe(1);
    const status = await client.query("select status from enrolments where id = $1", [seat]);
    expect(status.rows[0].status).toBe("withdrawn");
    const offers = await client.query("select count(*)::int as n from intake_offers where intake_id = $1", [
      intake.json.data.id,
    ]);
    expect(offers.rows[0].n).toBe(1);
  });
});
