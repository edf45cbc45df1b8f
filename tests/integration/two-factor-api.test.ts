import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { adminRecoveryCodes, admins } from "#server/db/schema.ts";
import { serverWithoutAccounts } from "../support/pages-with-accounts.ts";
import { totpCode } from "../support/totp.ts";

const own = serverWithoutAccounts();

const password = "two-factor-password";

async function account(email: string, role: "administrator" | "staff" = "administrator") {
  const db = own.server.database.db;
  const [row] = await db
    .insert(admins)
    .values({ firstName: "Tia", lastName: "Factor", email, passwordHash: await hashPassword(password), role })
    .returning();
  return {
    id: row!.id,
    email,
    token: (await createSession(db, own.server.config.sessionSecret, "admin", row!)).token,
  };
}

/**
 * Enrols TOTP through the API; the confirming code is of the current step. Both requests carry
 * the current password (the step-up, issue 30 M4).
 */
async function enrol(token: string) {
  const currentPassword = password;
  const started = await own.api.post("/api/admin/me/two-factor/totp", { currentPassword }, { token });
  expect(started.status).toBe(200);
  const { secret, otpauthUri, qr } = started.json.data;
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Harbourline%20Tech:/);
  expect(qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
  const confirmed = await own.api.post(
    "/api/admin/me/two-factor/totp/confirm",
    { code: await totpCode(secret), currentPassword },
    { token },
  );
  expect(confirmed.status).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json.recoveryCodes as string[] };
}

const signIn = (email: string) => own.api.post("/api/admin/auth/sign-in", { email, password });

describe("enrolment", () => {
  it("shows a secret and QR code, confirms with a code, and returns ten recovery codes stored hashed", async () => {
    const me = await account("enrol@example.com");
    const first = await own.api.post(
      "/api/admin/me/two-factor/totp",
      { currentPassword: password },
      { token: me.token },
    );
    const refused = await own.api.post(
      "/api/admin/me/two-factor/totp/confirm",
      { code: "000000", currentPassword: password },
      { token: me.token },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.code).toBe(
      "That code is not valid. Check your authenticator app and try again.",
    );
    const { secret, recoveryCodes } = await enrol(me.token);
    // Each step-up shows a new secret: one seen before it may have been seen by someone else.
    expect(secret).not.toBe(first.json.data.secret);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await own.server.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminId, me.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash);
    const status = await own.api.get("/api/admin/me/two-factor", { token: me.token });
    expect(status.json.data).toMatchObject({ totp: true, recoveryCodesLeft: 10, passkeys: [] });
  });
});

describe("sign-in with a second factor", () => {
  let me: Awaited<ReturnType<typeof account>>;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    me = await account("signin@example.com");
    ({ secret, recoveryCodes } = await enrol(me.token));
  });

  it("answers the password with a ticket and no token, then a session for the next code", async () => {
    const first = await signIn(me.email);
    expect(first.status).toBe(200);
    expect(first.json.token).toBeUndefined();
    expect(first.headers.get("set-cookie")).not.toMatch(/adminToken=/);
    expect(first.json.secondFactor.methods).toEqual(["totp", "recovery"]);
    const { ticket } = first.json.secondFactor;
    const done = await own.api.post("/api/admin/auth/second-factor", {
      ticket,
      code: await totpCode(secret, 1),
    });
    expect(done.status).toBe(200);
    expect(done.json.success.message).toBe("You have signed in successfully");
    expect((await own.api.get("/api/admin/stats", { token: done.json.token })).status).toBe(200);
    // The ticket is no session.
    expect((await own.api.get("/api/admin/stats", { token: ticket })).status).toBe(401);
  });

  it("refuses a wrong code and a code whose time step was already used (replay)", async () => {
    const { ticket } = (await signIn(me.email)).json.secondFactor;
    const wrong = await own.api.post("/api/admin/auth/second-factor", { ticket, code: "123456" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.token).toBeUndefined();
    const replayed = await own.api.post("/api/admin/auth/second-factor", {
      ticket,
      code: await totpCode(secret, 1),
    });
    expect(replayed.status).toBe(401);
    expect(replayed.json.error.messages[0]).toBe(
      "That code is not valid. Check your authenticator app and try again.",
    );
    const older = await own.api.post("/api/admin/auth/second-factor", {
      ticket,
      code: await totpCode(secret, -1),
    });
    expect(older.status).toBe(401);
  });

  it("accepts a recovery code once", async () => {
    const code = recoveryCodes[0]!;
    const first = await own.api.post("/api/admin/auth/second-factor", {
      ticket: (await signIn(me.email)).json.secondFactor.ticket,
      code: code.toLowerCase().replaceAll("-", " "),
    });
    expect(first.status).toBe(200);
    const again = await own.api.post("/api/admin/auth/second-factor", {
      ticket: (await signIn(me.email)).json.secondFactor.ticket,
      code,
    });
    expect(again.status).toBe(401);
    const status = await own.api.get("/api/admin/me/two-factor", { token: first.json.token });
    expect(status.json.data.recoveryCodesLeft).toBe(9);
  });

  it("refuses a tampered or foreign ticket", async () => {
    const { ticket } = (await signIn(me.email)).json.secondFactor;
    const [body, signature] = ticket.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, adminId: "00000000-0000-4000-8000-000000000000" })).toString("base64url")}.${signature}`;
    for (const bad of [forged, me.token, "", undefined]) {
      const res = await own.api.post("/api/admin/auth/second-factor", {
        ticket: bad,
        code: recoveryCodes[5],
      });
      expect(res.status, String(bad)).toBe(401);
      expect(res.json.error.messages[0]).toBe("Your sign-in has expired. Please sign in again.");
    }
  });

  it("counts wrong codes: after five, even a right one waits (429 with Retry-After)", async () => {
    const other = await account("limited@example.com");
    const { recoveryCodes: codes } = await enrol(other.token);
    const { ticket } = (await signIn(other.email)).json.secondFactor;
    for (let i = 0; i < 5; i++)
      expect((await own.api.post("/api/admin/auth/second-factor", { ticket, code: "000000" })).status).toBe(
        401,
      );
    const blocked = await own.api.post("/api/admin/auth/second-factor", { ticket, code: codes[0] });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("needs a current code (or the password) to turn the app off or renew the recovery codes", async () => {
    const other = await account("turn-off@example.com");
    const { secret: otherSecret } = await enrol(other.token);
    expect(
      (
        await own.api.post(
          "/api/admin/me/two-factor/recovery-codes",
          { code: "111111" },
          { token: other.token },
        )
      ).status,
    ).toBe(400);
    const renewed = await own.api.post(
      "/api/admin/me/two-factor/recovery-codes",
      { code: await totpCode(otherSecret, 1) },
      { token: other.token },
    );
    expect(renewed.json.recoveryCodes).toHaveLength(10);
    const off = await fetch(`${own.server.url}/api/admin/me/two-factor/totp`, {
      method: "DELETE",
      headers: { token: other.token, "content-type": "application/json" },
      body: JSON.stringify({ code: await totpCode(otherSecret, 1) }), // same step again: refused
    });
    expect(off.status).toBe(400);
    // Signing in is one step again once an administrator resets the account.
    const admin = await account("resetter@example.com");
    const reset = await fetch(`${own.server.url}/api/admin/admins/${other.id}/two-factor`, {
      method: "DELETE",
      headers: { token: admin.token },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(other.email)).json.token).toEqual(expect.any(String));
  });
});

describe("the requireTwoFactor setting", () => {
  it("is for administrators only, and only once they have a second factor themselves", async () => {
    const staff = await account("setting-staff@example.com", "staff");
    expect(
      (await own.api.put("/api/admin/settings", { requireTwoFactor: true }, { token: staff.token })).status,
    ).toBe(403);
    const admin = await account("setting-admin@example.com");
    const early = await own.api.put(
      "/api/admin/settings",
      { requireTwoFactor: true },
      { token: admin.token },
    );
    expect(early.status).toBe(409);
    expect(early.json.error.messages[0]).toBe(
      "Set up two-factor sign-in for your own account before requiring it for everyone.",
    );
    expect(
      (await own.api.put("/api/admin/settings", { requireTwoFactor: "yes" }, { token: admin.token })).status,
    ).toBe(400);
    await enrol(admin.token);
    const on = await own.api.put("/api/admin/settings", { requireTwoFactor: true }, { token: admin.token });
    expect(on.status).toBe(200);
    expect(on.json.data).toMatchObject({ requireTwoFactor: true, releaseUnpaidSeats: false });
    expect(
      (await own.api.get("/api/admin/settings", { token: admin.token })).json.data.requireTwoFactor,
    ).toBe(true);

    // An account without a second factor: signed-in sessions can do nothing but enrol…
    const late = await account("late@example.com", "staff");
    const blocked = await own.api.get("/api/admin/students", { token: late.token });
    expect(blocked.status).toBe(403);
    expect(blocked.json.error.messages[0]).toMatch(/^Two-factor sign-in is required/);
    expect((await own.api.get("/api/admin/me/two-factor", { token: late.token })).status).toBe(200);

    // …and signing in gives an enrolment ticket, no session, until a code confirms the app.
    const first = await signIn(late.email);
    expect(first.json.token).toBeUndefined();
    expect(first.json.secondFactor).toMatchObject({ methods: [], enrolmentRequired: true });
    const { ticket } = first.json.secondFactor;
    expect((await own.api.post("/api/admin/auth/second-factor", { ticket, code: "000000" })).status).toBe(
      401,
    );
    const setup = await own.api.post("/api/admin/auth/two-factor/setup", { ticket });
    expect(setup.status).toBe(200);
    const confirmed = await own.api.post("/api/admin/auth/two-factor/confirm", {
      ticket,
      code: await totpCode(setup.json.data.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    expect((await own.api.get("/api/admin/students", { token: confirmed.json.token })).status).toBe(200);
    expect((await own.api.get("/api/admin/students", { token: late.token })).status).toBe(200);

    const off = await own.api.put("/api/admin/settings", { requireTwoFactor: false }, { token: admin.token });
    expect(off.json.data.requireTwoFactor).toBe(false);
  });
});
