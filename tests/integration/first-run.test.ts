import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  hashSetupToken,
  issueSetupToken,
  SETUP_TOKEN_LIFETIME_MS,
  setUpFirstAdmin,
  setupLinkState,
} from "#server/accounts/first-run.ts";
import { verifyPassword } from "#server/accounts/password.ts";
import { ensureFirstAdmin } from "#server/accounts/seed-admin.ts";
import { admins, adminSetupTokens, auditLog, sessions } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await db().delete(adminSetupTokens);
  await db().delete(sessions);
  await db().delete(auditLog);
  await db().delete(admins);
});

const details = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "Grace@Example.com",
  password: "compiler-1952",
  verifyPassword: "compiler-1952",
};

function getSetup(token: string) {
  return fetch(`${server.url}/admin/setup?token=${encodeURIComponent(token)}`, { redirect: "manual" });
}

function postSetup(token: string, fields: Record<string, string> = details) {
  return fetch(`${server.url}/admin/setup?token=${encodeURIComponent(token)}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ token, ...fields }),
  });
}

describe("setup tokens", () => {
  it("are issued while no administrator exists: 256 random bits, only their SHA-256 stored", async () => {
    const token = await issueSetupToken(db(), "server-a");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes of base64url
    const rows = await db().select().from(adminSetupTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSetupToken(token!));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(SETUP_TOKEN_LIFETIME_MS);
    expect(await setupLinkState(db(), token)).toBe("valid");
  });

  it("are not issued once an administrator exists, and the old ones go", async () => {
    await issueSetupToken(db(), "server-a");
    await ensureFirstAdmin(db(), { email: "boss@example.com", password: "s3cret-pass" });
    expect(await issueSetupToken(db(), "server-a")).toBeUndefined();
    expect(await db().select().from(adminSetupTokens)).toEqual([]);
  });

  it("of a restarted server void its older ones; other servers' tokens stay valid", async () => {
    const first = await issueSetupToken(db(), "host-1:3000");
    const other = await issueSetupToken(db(), "host-2:3000");
    const restarted = await issueSetupToken(db(), "host-1:3000");
    expect(await setupLinkState(db(), first)).toBe("invalid");
    expect(await setupLinkState(db(), other)).toBe("valid");
    expect(await setupLinkState(db(), restarted)).toBe("valid");
  });

  it("expire after 24 hours", async () => {
    const issuedAt = new Date("2026-01-01T09:00:00Z");
    const token = await issueSetupToken(db(), "server-a", issuedAt);
    const justBefore = new Date(issuedAt.getTime() + SETUP_TOKEN_LIFETIME_MS - 1000);
    expect(await setupLinkState(db(), token, justBefore)).toBe("valid");
    expect(await setupLinkState(db(), token, new Date(issuedAt.getTime() + SETUP_TOKEN_LIFETIME_MS))).toBe(
      "invalid",
    );
    // And through the page, whose clock is today's: the token is long past its day.
    const res = await getSetup(token!);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This setup link is no longer valid");
  });

  it("used at the same moment create one administrator", async () => {
    const tokens = await Promise.all(["a", "b", "c", "d"].map((name) => issueSetupToken(db(), name)));
    const results = await Promise.allSettled(
      tokens.map((token, i) =>
        setUpFirstAdmin(db(), server.config.sessionSecret, {
          ...details,
          email: `first${i}@example.com`,
          token,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db().select({ id: admins.id }).from(admins)).toHaveLength(1);
  });
});

describe("/admin/setup", () => {
  it("shows the form for a valid link, with the token in a hidden field", async () => {
    const token = (await issueSetupToken(db(), "server-a"))!;
    const res = await getSetup(token);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Create the first administrator");
    for (const label of ["First name", "Last name", "Email", "Password", "Confirm password"]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toMatch(new RegExp(`<input type="hidden" name="token" value="${token}"`));
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("creates the first administrator, signs them in, opens the dashboard and uses the link up", async () => {
    const token = (await issueSetupToken(db(), "server-a"))!;
    const res = await postSetup(token);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    const cookie = /adminToken=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeDefined();
    const dashboard = await fetch(`${server.url}/admin/dashboard`, {
      redirect: "manual",
      headers: { cookie: cookie! },
    });
    expect(dashboard.status).toBe(200);

    const [admin] = await db().select().from(admins);
    expect(admin).toMatchObject({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com" });
    expect(await verifyPassword(admin!.passwordHash, "compiler-1952")).toBe(true);
    expect(await db().select().from(adminSetupTokens)).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.entityId, admin!.id));
    expect(audit).toMatchObject({ adminId: admin!.id, action: "create", entity: "admins" });

    // Single use: the same link, read or posted again, says it is no longer valid and offers sign-in.
    for (const again of [await getSetup(token), await postSetup(token)]) {
      const html = await again.text();
      expect(again.status).toBe(410);
      expect(html).toContain("This setup link is no longer valid");
      expect(html).toContain('href="/admin/sign-in"');
    }
    expect(await db().select().from(admins)).toHaveLength(1);
  });

  it("shows each field's message and keeps the link usable", async () => {
    const token = (await issueSetupToken(db(), "server-a"))!;
    const empty = await postSetup(token, {});
    const emptyHtml = await empty.text();
    expect(empty.status).toBe(400);
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Password is required",
      "Please confirm your password",
    ]) {
      expect(emptyHtml).toContain(message);
    }
    const weak = await postSetup(token, {
      ...details,
      email: "not-an-email",
      password: "short",
      verifyPassword: "other",
    });
    const weakHtml = await weak.text();
    expect(weak.status).toBe(400);
    expect(weakHtml).toContain("Email should be a valid email address");
    expect(weakHtml).toContain("Password must be at least 8 characters");
    expect(weakHtml).toContain("Passwords must match");
    expect(weakHtml).toContain('value="Grace"'); // kept for the next try, the passwords are not
    expect(weakHtml).not.toContain('value="short"');
    expect(await db().select().from(admins)).toEqual([]);
    expect(await setupLinkState(db(), token)).toBe("valid");
  });

  it("answers a wrong, missing or hostile token with the no-longer-valid page, never a 500", async () => {
    await issueSetupToken(db(), "server-a");
    for (const token of ["", "wrong", "a".repeat(5000), "' OR '1'='1", "<script>alert(1)</script>"]) {
      for (const res of [await getSetup(token), await postSetup(token)]) {
        const html = await res.text();
        expect(res.status, token.slice(0, 20)).toBe(410);
        expect(html).toContain("This setup link is no longer valid");
        expect(html).toContain("npm run admin:create");
        expect(html).not.toContain('href="/admin/sign-in"'); // no administrator to sign in as
      }
    }
    const noQuery = await fetch(`${server.url}/admin/setup`);
    expect(noQuery.status).toBe(410);
    expect(await db().select().from(admins)).toEqual([]);
  });
});

describe("admin sign-in and forgot-password on a new install", () => {
  it("say how to get in while no administrator exists, without the link, and stop once one does", async () => {
    const token = (await issueSetupToken(db(), "server-a"))!;
    for (const path of ["/admin/sign-in", "/admin", "/admin/forgot-password"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain("No administrator exists yet.");
      expect(html, path).toContain("npm run admin:create -- --email you@example.com");
      expect(html, path).not.toContain(token);
    }
    await ensureFirstAdmin(db(), { email: "boss@example.com", password: "s3cret-pass" });
    for (const path of ["/admin/sign-in", "/admin/forgot-password"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toContain("No administrator exists yet");
    }
  });
});
