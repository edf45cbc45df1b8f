import { desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { outbox, passwordResetTokens } from "#server/db/schema.ts";
import { resetLinkFrom } from "../support/api.ts";
import { serverWithoutAccounts } from "../support/pages-with-accounts.ts";
import { asDelivered } from "../support/delivered-mail.ts";

const own = serverWithoutAccounts();
beforeAll(async () => {
  await own.api.post("/api/portal/auth/sign-up", {
    firstName: "Katherine",
    lastName: "Johnson",
    email: "katherine@example.com",
    password: "old password",
  });
  await ensureFirstAdmin(own.server.database.db, { email: "admin@example.com", password: "admin password" });
});
afterEach(() => {
  vi.useRealTimers();
});

async function latestMailTo(to: string) {
  const [row] = await own.server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row && asDelivered(row);
}

async function forgot(email: string, area: "portal" | "admin" = "portal") {
  const started = performance.now();
  const reply = await own.api.post(`/api/${area}/auth/forgot-password`, { email });
  return { ...reply, ms: performance.now() - started };
}

describe("forgot-password", () => {
  it("gives the same reply, in about the same time, whether or not the account exists", async () => {
    const known = await forgot("katherine@example.com");
    const unknown = await forgot("nobody-here@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ success: { message: "We've sent you a password reset link" } });
    expect(known.ms).toBeGreaterThanOrEqual(390);
    expect(unknown.ms).toBeGreaterThanOrEqual(390);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(400);
    expect(await latestMailTo("nobody-here@example.com")).toBeUndefined();
  });

  it("queues an e-mail with a portal link; only a hash of the 256-bit token is stored", async () => {
    const mail = await latestMailTo("katherine@example.com");
    const link = resetLinkFrom(mail!.text);
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:3000/portal/reset-password");
    expect(link.searchParams.get("email")).toBe("katherine@example.com");
    const token = link.searchParams.get("token")!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = await own.server.database.db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it("answers an empty e-mail with the spec's message", async () => {
    const reply = await own.api.post("/api/portal/auth/forgot-password", {});
    expect(reply.status).toBe(400);
    expect(reply.json.error.messages).toEqual(["Email is required"]);
  });
});

describe("reset-password", () => {
  it("voids older links, resets once through the shared admin path and ends every session", async () => {
    const session = await own.api.post("/api/portal/auth/sign-in", {
      email: "katherine@example.com",
      password: "old password",
    });
    const first = resetLinkFrom((await latestMailTo("katherine@example.com"))!.text);
    await forgot("katherine@example.com");
    const second = resetLinkFrom((await latestMailTo("katherine@example.com"))!.text);
    expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));

    const body = (link: URL, password: string) => ({
      email: link.searchParams.get("email"),
      passwordResetToken: link.searchParams.get("token"),
      password,
    });
    const stale = await own.api.post("/api/admin/auth/reset-password", body(first, "brand new password"));
    expect(stale.status).toBe(400);
    expect(stale.json.error.messages[0]).toMatch(/invalid or has expired/);

    const short = await own.api.post("/api/admin/auth/reset-password", body(second, "short"));
    expect(short.json.error.messages).toEqual(["Password must be at least 8 characters"]);

    const wrongEmail = await own.api.post("/api/admin/auth/reset-password", {
      ...body(second, "brand new password"),
      email: "admin@example.com",
    });
    expect(wrongEmail.status).toBe(400);

    const done = await own.api.post("/api/admin/auth/reset-password", body(second, "brand new password"));
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ success: { message: "You've changed your password successfully!" } });

    const reused = await own.api.post("/api/portal/auth/reset-password", body(second, "another password"));
    expect(reused.status).toBe(400);
    expect((await own.api.get("/api/portal/enrolments", { token: session.json.token })).status).toBe(401);
    const old = await own.api.post("/api/portal/auth/sign-in", {
      email: "katherine@example.com",
      password: "old password",
    });
    expect(old.status).toBe(401);
    const fresh = await own.api.post("/api/portal/auth/sign-in", {
      email: "katherine@example.com",
      password: "brand new password",
    });
    expect(fresh.status).toBe(200);
  });

  it("takes a link up to its first hour and refuses it after", async () => {
    const issuedAt = Date.now();
    await forgot("katherine@example.com");
    const link = resetLinkFrom((await latestMailTo("katherine@example.com"))!.text);
    const body = {
      email: "katherine@example.com",
      passwordResetToken: link.searchParams.get("token"),
      password: "later password",
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(issuedAt + 3_600_000 + 60_000);
    expect((await own.api.post("/api/portal/auth/reset-password", body)).status).toBe(400);
    vi.setSystemTime(issuedAt + 3_600_000 - 60_000);
    expect((await own.api.post("/api/portal/auth/reset-password", body)).status).toBe(200);
  });

  it("resets an admin's password with a link to the admin screen", async () => {
    const reply = await forgot("admin@example.com", "admin");
    expect(reply.json).toEqual({ success: { message: "We've sent you a password reset link" } });
    const link = resetLinkFrom((await latestMailTo("admin@example.com"))!.text);
    expect(link.pathname).toBe("/admin/reset-password");
    const done = await own.api.post("/api/admin/auth/reset-password", {
      email: "admin@example.com",
      passwordResetToken: link.searchParams.get("token"),
      password: "new admin password",
    });
    expect(done.status).toBe(200);
    const signIn = await own.api.post("/api/admin/auth/sign-in", {
      email: "admin@example.com",
      password: "new admin password",
    });
    expect(signIn.status).toBe(200);
    expect(signIn.json.token).toEqual(expect.any(String));
  });
});
