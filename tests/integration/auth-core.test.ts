import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession, endAllSessions, endSession, resolveSession } from "#server/accounts/sessions.ts";
import { signToken, verifyToken } from "#server/accounts/tokens.ts";
import type { Database } from "#server/db/client.ts";
import { students } from "#server/db/schema.ts";
import { enforce, hit } from "#server/security/rate-limit.ts";
import { createTestDatabase } from "../support/database.ts";

const secret = "a-test-secret-of-at-least-thirty-two-chars";
let database: Database;
let student: { id: string; firstName: string; lastName: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .insert(students)
    .values({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      passwordHash: await hashPassword("password1"),
    })
    .returning();
  student = row!;
});
afterAll(async () => {
  await database.close();
});

describe("signed tokens", () => {
  it("round-trips and rejects a tampered payload or signature", () => {
    const token = signToken(secret, {
      sid: "s",
      kind: "student",
      id: "u",
      firstName: "A",
      lastName: "B",
      exp: 2e9,
    });
    expect(verifyToken(secret, token)?.firstName).toBe("A");
    const [body, sig] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sid: "s", kind: "admin", id: "u", firstName: "A", lastName: "B", exp: 2e9 }),
    ).toString("base64url");
    expect(verifyToken(secret, `${forged}.${sig}`)).toBeUndefined();
    expect(verifyToken(secret, `${body}.${sig!.slice(0, -2)}xx`)).toBeUndefined();
    expect(verifyToken("another-secret-of-at-least-thirty-two-chars", token)).toBeUndefined();
  });
});

describe("server-side sessions", () => {
  it("works one second before expiry and not one second after", async () => {
    const start = new Date("2030-01-01T00:00:00Z");
    const { token, expiresAt } = await createSession(database.db, secret, "student", student, { now: start });
    expect(expiresAt.getTime() - start.getTime()).toBe(12 * 3600 * 1000);
    const before = new Date(expiresAt.getTime() - 1000);
    const after = new Date(expiresAt.getTime() + 1000);
    expect((await resolveSession(database.db, secret, token, "student", before))?.account.email).toBe(
      "ada@example.com",
    );
    expect(await resolveSession(database.db, secret, token, "student", after)).toBeUndefined();
  });

  it("lasts 30 days when remembered", async () => {
    const now = new Date();
    const session = await createSession(database.db, secret, "student", student, { remember: true, now });
    expect(session.persistent).toBe(true);
    expect(session.expiresAt.getTime() - now.getTime()).toBe(30 * 86_400_000);
  });

  it("is ended by log-out and by ending all of a user's sessions", async () => {
    const one = await createSession(database.db, secret, "student", student);
    const two = await createSession(database.db, secret, "student", student);
    const resolved = await resolveSession(database.db, secret, one.token, "student");
    await endSession(database.db, resolved!.payload.sid);
    expect(await resolveSession(database.db, secret, one.token, "student")).toBeUndefined();
    expect(await resolveSession(database.db, secret, two.token, "student")).toBeDefined();
    await endAllSessions(database.db, "student", student.id);
    expect(await resolveSession(database.db, secret, two.token, "student")).toBeUndefined();
  });

  it("does not accept a student token as an admin session", async () => {
    const { token } = await createSession(database.db, secret, "student", student);
    expect(await resolveSession(database.db, secret, token, "admin")).toBeUndefined();
  });
});

describe("database rate limiter", () => {
  it("allows up to the limit in a window, then refuses with a retry time", async () => {
    const limit = { max: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(database.db, "test:key", limit));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("throws too-many naming the wait when a named limit is exceeded", async () => {
    for (let i = 0; i < 5; i++) await enforce(database.db, ["signInPerEmail", "x@example.com"]);
    await expect(enforce(database.db, ["signInPerEmail", "X@example.com"])).rejects.toMatchObject({
      kind: "too-many",
      retryAfterSeconds: expect.any(Number),
    });
    await expect(enforce(database.db, ["signInPerEmail", "x@example.com"])).rejects.toThrow(
      /try again in \d+ s/,
    );
  });
});

describe("table counts for large lists", () => {
  it("counts exactly while a table is small and uses the planner's estimate once it is large", async () => {
    const { tableCount } = await import("#server/db/count.ts");
    const { sql } = await import("drizzle-orm");
    expect(await tableCount(database.db, "students", async () => 7)).toBe(7);
    // A bare one-column table: the estimate is what is tested, and 120,000 rows with the app
    // tables' keys, defaults and indexes take most of a minute on the embedded database.
    await database.db.execute(
      sql`create table large_count_probe as select g from generate_series(1, 120000) g`,
    );
    await database.db.execute(sql`analyze large_count_probe`);
    const estimate = await tableCount(database.db, "large_count_probe", async () => -1);
    await database.db.execute(sql`drop table large_count_probe`);
    expect(estimate).toBeGreaterThan(100_000);
    expect(estimate).toBeLessThan(140_000);
  });
});
