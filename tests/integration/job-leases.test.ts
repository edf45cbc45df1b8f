import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { leasesIn } from "#server/jobs/leases.ts";
import { createTestDatabase } from "../support/database.ts";

/*
 * Run-once-across-processes (server/jobs/leases.ts): two servers on one database are two holders
 * of the same job's turn. The two-server tests (intake-offers-two-servers, the resilience two
 * servers) run the real jobs in two processes; this proves the turn itself.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const HOUR = 3_600_000;

describe("a job's turn across servers", () => {
  it("goes to one of two servers asking together, and the other skips the run", async () => {
    const a = leasesIn(database.db, "server-a");
    const b = leasesIn(database.db, "server-b");
    const [gotA, gotB] = await Promise.all([a("together", HOUR), b("together", HOUR)]);
    expect([gotA, gotB].filter(Boolean)).toHaveLength(1);
  });

  it("stays with its holder for the period, who may run again", async () => {
    const a = leasesIn(database.db, "server-a");
    const b = leasesIn(database.db, "server-b");
    expect(await a("held", HOUR)).toBe(true);
    expect(await b("held", HOUR)).toBe(false);
    expect(await a("held", HOUR)).toBe(true);
  });

  it("passes to another server once the period is over (its holder stopped)", async () => {
    const a = leasesIn(database.db, "server-a");
    const b = leasesIn(database.db, "server-b");
    expect(await a("expiring", 0)).toBe(true);
    expect(await b("expiring", HOUR)).toBe(true);
    expect(await a("expiring", HOUR)).toBe(false);
  });

  it("keeps each job's turn apart", async () => {
    const a = leasesIn(database.db, "server-a");
    const b = leasesIn(database.db, "server-b");
    expect(await a("one job", HOUR)).toBe(true);
    expect(await b("another job", HOUR)).toBe(true);
  });
});
