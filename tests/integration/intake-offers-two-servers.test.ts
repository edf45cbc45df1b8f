import { DateTime } from "luxon";
import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { validBodies } from "../support/leads.ts";
import type { ServerProcess } from "../support/server-processes.ts";
import { waitFor } from "../support/smtp.ts";
import { twoServers } from "../support/two-servers.ts";

/*
 * Waitlist offers across two server processes (issue 14, docs/decisions/0082): two compiled
 * servers (the browser tests' server, tests/support/e2e-server.ts, which is the production server
 * with a clock a test can move forward) on one PostgreSQL database, each running the offer-expiry
 * job every 25 ms. A seat freed through one of them is offered once; an offer that expires while
 * both jobs run is expired once, and the next person gets exactly one offer. PostgreSQL is the
 * one from DATABASE_URL, or the local server CI and the resilience tests use.
 */

const ZONE = "Australia/Sydney";
const HOUR = 3_600_000;
const json = { "content-type": "application/json" };

type Process = ServerProcess;
// The browser tests' server: the production server plus a clock the test can move forward.
const two = twoServers({ kind: "clock", client: true });
const call = two.call;
let a: Process;
let b: Process;
let client: pg.Client;
beforeAll(() => {
  ({ a, b, client } = two);
});

/** A one-seat intake, its seat accepted, and three people waiting (applied through either server). */
async function fullIntake(tag: string) {
  const inDays = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
  const created = await call(a, "POST", "/api/admin/intakes", {
    program: "data-analytics",
    startDate: inDays(90),
    endDate: inDays(200),
    timetable: "Sat 11AM - 2PM",
    mode: "online",
    capacity: 1,
  });
  expect(created.status).toBe(201);
  const intakeId: string = created.json.data.id;
  const ids: string[] = [];
  for (const [i, who] of ["seat", "first", "second", "third"].entries()) {
    const applied = await call(i % 2 === 0 ? a : b, "POST", "/api/student-enrolment", {
      ...validBodies["/api/student-enrolment"],
      email: `${tag}-${who}@example.com`,
      intakeId,
    });
    expect(applied.status).toBe(201);
    expect(applied.json.data.status).toBe(i === 0 ? "received" : "waitlisted");
    ids.push(applied.json.data.id);
    if (i > 0) continue;
    // The seat is accepted before the others apply, so they join the waitlist.
    for (const status of ["under review", "accepted"])
      expect((await call(b, "PUT", `/api/admin/enrollments/${ids[0]}/status`, { status })).status).toBe(200);
  }
  const [seat] = ids;
  return { intakeId, seat: seat! };
}

/** Offer rows by the applicant's e-mail, and the "A seat is free" mails each was sent. */
async function offersOf(intakeId: string) {
  const { rows } = await client.query<{ email: string; status: string }>(
    `select e.email, o.status from intake_offers o join enrolments e on e.id = o.enrolment_id
     where o.intake_id = $1 order by o.created_at`,
    [intakeId],
  );
  return rows.map((r) => `${r.email.split("@")[0]}: ${r.status}`);
}
async function offerMails(email: string): Promise<number> {
  const { rows } = await client.query(
    `select count(*)::int as n from outbox where "to" = $1 and subject like 'A seat is free for you%'`,
    [email],
  );
  return rows[0].n;
}
/** What both processes' jobs logged as expired ("intakes: 2 waitlist offer(s) expired"). */
const expiredByJobs = () =>
  [a, b]
    .flatMap((p) => [...p.output().matchAll(/intakes: (\d+) waitlist offer\(s\) expired/g)])
    .reduce((sum, m) => sum + Number(m[1]), 0);
const ticks = () => new Promise((r) => setTimeout(r, 1_500)); // both jobs run many times

describe("waitlist offers with two server processes on one PostgreSQL database", { timeout: 90_000 }, () => {
  it("a seat freed through one process, at once through the other too, is offered once", async () => {
    const { intakeId, seat } = await fullIntake("freed");
    const withdrawn = await Promise.all(
      [a, b].map((server) =>
        call(server, "PUT", `/api/admin/enrollments/${seat}/status`, { status: "withdrawn" }),
      ),
    );
    expect(withdrawn.map((r) => r.status).sort()).toEqual([200, 400]);
    await ticks();
    expect(await offersOf(intakeId)).toEqual(["freed-first: pending"]);
    expect(await offerMails("freed-first@example.com")).toBe(1);
    expect(await offerMails("freed-second@example.com")).toBe(0);
    // An administrator accepts the offered person through the other process: the offer ends.
    const { rows } = await client.query("select id from enrolments where email = 'freed-first@example.com'");
    expect(
      (await call(b, "PUT", `/api/admin/enrollments/${rows[0].id}/status`, { status: "accepted" })).status,
    ).toBe(200);
    expect(await offersOf(intakeId)).toEqual(["freed-first: accepted"]);
  });

  it("an offer that expires while both jobs run is expired once, and the next person gets exactly one offer", async () => {
    const intakes = [
      await fullIntake("expiry-1"),
      await fullIntake("expiry-2"),
      await fullIntake("expiry-3"),
    ];
    for (const [i, { seat }] of intakes.entries())
      expect(
        (
          await call(i % 2 === 0 ? a : b, "PUT", `/api/admin/enrollments/${seat}/status`, {
            status: "withdrawn",
          })
        ).status,
      ).toBe(200);
    await ticks();
    // Nothing has expired yet: the jobs of both processes leave the pending offers alone.
    for (const [i, { intakeId }] of intakes.entries())
      expect(await offersOf(intakeId)).toEqual([`expiry-${i + 1}-first: pending`]);
    const before = expiredByJobs();

    // Both processes' clocks pass the 48-hour hold at the same moment.
    const advanced = await Promise.all(
      [a, b].map((server) =>
        fetch(`${server.url}/api/test-support/clock`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ advanceMs: 49 * HOUR }),
        }),
      ),
    );
    expect(advanced.map((r) => r.status)).toEqual([200, 200]);
    await waitFor(async () => (await offerMails("expiry-3-second@example.com")) > 0, 20_000);
    await ticks();

    for (const [i, { intakeId }] of intakes.entries()) {
      const tag = `expiry-${i + 1}`;
      expect(await offersOf(intakeId)).toEqual([`${tag}-first: expired`, `${tag}-second: pending`]);
      expect(await offerMails(`${tag}-first@example.com`)).toBe(1);
      expect(await offerMails(`${tag}-second@example.com`)).toBe(1);
      expect(await offerMails(`${tag}-third@example.com`)).toBe(0);
    }
    // Between them the two jobs expired each offer once.
    expect(expiredByJobs() - before).toBe(3);

    // The next hold runs from the moved clock: 48 more hours pass the seat on again, once.
    await Promise.all(
      [a, b].map((server) =>
        fetch(`${server.url}/api/test-support/clock`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ advanceMs: 49 * HOUR }),
        }),
      ),
    );
    await waitFor(async () => (await offerMails("expiry-3-third@example.com")) > 0, 20_000);
    await ticks();
    for (const [i, { intakeId }] of intakes.entries()) {
      const tag = `expiry-${i + 1}`;
      expect(await offersOf(intakeId)).toEqual([
        `${tag}-first: expired`,
        `${tag}-second: expired`,
        `${tag}-third: pending`,
      ]);
      expect(await offerMails(`${tag}-third@example.com`)).toBe(1);
    }
    expect(expiredByJobs() - before).toBe(6);
  });
});
