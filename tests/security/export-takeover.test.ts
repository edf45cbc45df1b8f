import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { admins, auditLog, outbox, students } from "#server/db/schema.ts";
import { fileTransport, mailDir } from "#server/mail/transport.ts";
import { startMailWorker } from "#server/mail/worker.ts";
import { personId } from "#server/people/identity.ts";
import { backOfficeAccountMessage, verifyBeforeExportMessage } from "#server/people/privacy.ts";
import { apiClient } from "../support/api.ts";
import { mailTo } from "../support/delivered-mail.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * Issue 30, C1 and C2: the data export handed out live links (a password reset among them), so an
 * anonymous visitor who signed up with an administrator's address could take the account over,
 * and staff could export or erase an administrator. Each chain now stops at its first step that
 * should fail, and no export (portal or back-office, JSON or readable page) holds a live token.
 */
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let administratorToken = "";
let staffToken = "";
const administrator = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com" };
const staffMember = { firstName: "Sam", lastName: "Staff", email: "sam.staff@example.com" };

beforeAll(async () => {
  server = await startTestServer({
    env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "harbourline-export-")) },
  });
  api = apiClient(server.url);
  const db = server.database.db;
  const passwordHash = await hashPassword("admin-password");
  const [admin] = await db
    .insert(admins)
    .values({ ...administrator, passwordHash })
    .returning();
  const [staff] = await db
    .insert(admins)
    .values({ ...staffMember, passwordHash, role: "staff" })
    .returning();
  administratorToken = (await createSession(db, server.config.sessionSecret, "admin", admin!)).token;
  staffToken = (await createSession(db, server.config.sessionSecret, "admin", staff!)).token;
});
afterAll(async () => {
  await server.close();
});

/** Every one-time secret of the links mailed to `to` so far, read from the mail as delivered. */
async function secretsMailedTo(to: string): Promise<string[]> {
  const mails = await mailTo(server.database.db, to);
  return mails.flatMap((m) => [...m.text.matchAll(/[?&]token=([^\s&]+)/g)].map((match) => match[1]!));
}

describe("C1: sign up with an administrator's address, ask for a reset, export", () => {
  it("stops at the export: an unverified account can neither export nor ask for erasure", async () => {
    const signUp = await api.post("/api/portal/auth/sign-up", {
      ...administrator,
      password: "attacker-password",
    });
    expect(signUp.status).toBe(201);
    const studentToken = signUp.json.token as string;
    expect((await api.post("/api/admin/auth/forgot-password", { email: administrator.email })).status).toBe(
      200,
    );

    const exported = await api.get("/api/portal/me/export", { token: studentToken });
    expect(exported.status).toBe(403);
    expect(JSON.stringify(exported.json)).toContain(verifyBeforeExportMessage);
    const page = await api.get("/api/portal/me/export?format=html", { token: studentToken });
    expect(page.status).toBe(403);
    const erasure = await api.post("/api/portal/me/erasure-request", {}, { token: studentToken });
    expect(erasure.status).toBe(403);
  });

  it("keeps the reset link's secret out of the stored mail: only the delivered copy holds it", async () => {
    const [secret] = await secretsMailedTo(administrator.email);
    expect(secret).toMatch(/^[\w-]{40,}$/);
    const stored = await server.database.db.execute(
      sql`select text, coalesce(html, '') as html, coalesce(headers::text, '') as headers from outbox
        where "to" = ${administrator.email}`,
    );
    const rows = (stored as unknown as { rows: Record<string, string>[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.values(row).join("\n")).not.toContain(secret);
  });
});

describe("no export holds a live token", () => {
  const owner = { firstName: "Vera", lastName: "Verified", email: "vera.verified@example.com" };
  let ownerToken = "";

  beforeAll(async () => {
    const signUp = await api.post("/api/portal/auth/sign-up", { ...owner, password: "owner-password" });
    ownerToken = signUp.json.token as string;
    // Links of four kinds: e-mail verification (sent at sign-up and again here), password reset,
    // newsletter confirmation and unsubscription.
    await api.post("/api/portal/me/email-verification", {}, { token: ownerToken });
    await api.post("/api/portal/auth/forgot-password", { email: owner.email });
    await api.post("/api/newsletter/subscribe", { email: owner.email });
    await server.database.db
      .update(students)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(students.email, owner.email));
  });

  it("the portal's export and the back-office's, as JSON and as a readable page", async () => {
    const secrets = await secretsMailedTo(owner.email);
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    const id = personId(owner.email);
    const exports = [
      ["/api/portal/me/export", ownerToken],
      ["/api/portal/me/export?format=html", ownerToken],
      [`/api/admin/people/${id}/export`, administratorToken],
      [`/api/admin/people/${id}/export?format=html`, administratorToken],
    ] as const;
    for (const [url, token] of exports) {
      const res = await fetch(`${server.url}${url}`, { headers: { token } });
      expect(res.status, url).toBe(200);
      const body = await res.text();
      expect(body, url).toContain(owner.email);
      // The e-mails are in it (they are what we sent the person), their links' secrets are not.
      expect(body, url).toContain("Reset your password");
      for (const secret of secrets) expect(body, `${url} holds a live token`).not.toContain(secret);
    }
  });
});

describe("C2: the people API is staff work, but export and erasure are administrators'", () => {
  const administratorId = () => personId(administrator.email);

  it("staff cannot export or erase anyone, administrators included (403)", async () => {
    const exported = await api.get(`/api/admin/people/${administratorId()}/export`, { token: staffToken });
    expect(exported.status).toBe(403);
    const erased = await fetch(`${server.url}/api/admin/people/${administratorId()}`, {
      method: "DELETE",
      headers: { token: staffToken },
    });
    expect(erased.status).toBe(403);
    const [still] = await server.database.db.select().from(admins).where(eq(admins.email, administrator.email));
    expect(still).toBeDefined();
  });

  it("an administrator cannot erase a person who has a back-office account (409)", async () => {
    for (const email of [administrator.email, staffMember.email]) {
      const res = await fetch(`${server.url}/api/admin/people/${personId(email)}`, {
        method: "DELETE",
        headers: { token: administratorToken },
      });
      expect(res.status, email).toBe(409);
      expect(JSON.stringify(await res.json())).toContain(backOfficeAccountMessage);
    }
    const left = await server.database.db.select().from(admins).where(eq(admins.role, "administrator"));
    expect(left).toHaveLength(1);
  });

  it("staff may still read people and write notes (their day-to-day work)", async () => {
    expect((await api.get("/api/admin/people", { token: staffToken })).status).toBe(200);
    const note = await api.post(
      `/api/admin/people/${administratorId()}/notes`,
      { text: "Called back about the intake" },
      { token: staffToken },
    );
    expect(note.status).toBe(201);
  });
});

describe("erasure", () => {
  it("three erasures at once of one person erase once, with one audit entry (the others 404)", async () => {
    const email = "twice.over@example.com";
    await api.post("/api/newsletter/subscribe", { email });
    const id = personId(email);
    const statuses = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await fetch(`${server.url}/api/admin/people/${id}`, {
          method: "DELETE",
          headers: { token: administratorToken },
        });
        return res.status;
      }),
    );
    expect(statuses.sort()).toEqual([204, 404, 404]);
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'erase' and ${auditLog.entity} = 'person'`);
    expect(entries).toHaveLength(1);
    expect(Object.keys((entries[0]!.after as { rows: object }).rows).length).toBeGreaterThan(0);
  });

  it("L12: delivered .eml files of the person go too, and delivered mail keeps no secret", async () => {
    const email = "delivered.person@example.com";
    const other = "someone.else@example.com";
    await api.post("/api/newsletter/subscribe", { email });
    await api.post("/api/newsletter/subscribe", { email: other });
    const dir = mailDir(server.config);
    const worker = startMailWorker(server.database.db, fileTransport(dir, server.config.mailFrom));
    // The worker reads what other test files may have queued too; only our rows matter here.
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    const filesAbout = (address: string) =>
      readdirSync(dir).filter((f) => readFileSync(path.join(dir, f), "utf8").includes(address));
    expect(filesAbout(email).length).toBeGreaterThan(0);
    // The recipient's copy has the link; the outbox row, once delivered, has neither it nor its secret.
    const [delivered] = await server.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(delivered!.status).toBe("sent");
    expect(delivered!.linkSecrets).toBeNull();
    const secret = /[?&]token=([\w-]+)/.exec(readFileSync(path.join(dir, filesAbout(email)[0]!), "utf8"))?.[1];
    expect(secret).toBeDefined();
    expect(JSON.stringify(delivered)).not.toContain(secret);

    const res = await fetch(`${server.url}/api/admin/people/${personId(email)}`, {
      method: "DELETE",
      headers: { token: administratorToken },
    });
    expect(res.status).toBe(204);
    expect(filesAbout(email)).toEqual([]);
    expect(filesAbout(other).length).toBeGreaterThan(0);
    expect(await server.database.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });
});
