import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/accounts/password.ts";
import { createSession } from "#server/accounts/sessions.ts";
import { lastAdministratorMessage } from "#server/admin/last-administrator.ts";
import { deleteRecord } from "#server/admin/records.ts";
import { admins } from "#server/db/schema.ts";
import { seedAccounts } from "../support/seed.ts";
import { apiClient } from "../support/api.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;
const asAdmin = () => ({ token: accounts.adminToken });

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  accounts = await seedAccounts(server.database.db, server.config.sessionSecret);
});
afterAll(async () => {
  await server.close();
});

async function staffAccount(email: string) {
  const db = server.database.db;
  const [row] = await db
    .insert(admins)
    .values({
      firstName: "Sam",
      lastName: "Staff",
      email,
      passwordHash: await hashPassword("staff-password"),
      role: "staff",
    })
    .returning();
  return { row: row!, token: (await createSession(db, server.config.sessionSecret, "admin", row!)).token };
}

describe("roles: creating accounts", () => {
  it("POST /api/admin/admins without a role still creates an administrator (§7)", async () => {
    const created = await api.post(
      "/api/admin/admins",
      {
        firstName: "New",
        lastName: "Admin",
        email: "new-admin@example.com",
        password: "password1",
        verifyPassword: "password1",
      },
      asAdmin(),
    );
    expect(created.status).toBe(201);
    const [row] = await server.database.db.select().from(admins).where(eq(admins.id, created.json.id));
    expect(row!.role).toBe("administrator");
  });

  it("creates a staff account when asked, and refuses a role that does not exist", async () => {
    const body = {
      firstName: "New",
      lastName: "Staff",
      email: "new-staff@example.com",
      password: "password1",
      verifyPassword: "password1",
    };
    const bad = await api.post("/api/admin/admins", { ...body, role: "owner" }, asAdmin());
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.role).toBe("Role must be administrator or staff");
    const created = await api.post("/api/admin/admins", { ...body, role: "staff" }, asAdmin());
    expect(created.status).toBe(201);
    const list = await api.get("/api/admin/admins?search=new-staff", asAdmin());
    expect(list.json.data[0].role).toBe("staff");
  });
});

describe("roles: what staff may use", () => {
  it("lets staff work on leads, applications, consultations, chats, visitors and students", async () => {
    const { token } = await staffAccount("staff-work@example.com");
    for (const path of [
      "/stats",
      "/students",
      "/enrollments",
      "/downloads",
      "/consultations",
      "/contacts",
      "/visitors",
      "/chats",
      "/export/students",
    ]) {
      const res = await fetch(`${server.url}/api/admin${path}`, { headers: { token } });
      expect(res.status, path).toBe(200);
    }
  });

  it("refuses staff the administrators, the settings, their exports and audit (403 JSON)", async () => {
    const { token } = await staffAccount("staff-refused@example.com");
    for (const [method, path] of [
      ["GET", "/admins"],
      ["POST", "/admins"],
      ["GET", `/admins/${accounts.admin.id}`],
      ["DELETE", `/admins/${accounts.admin.id}`],
      ["PUT", `/admins/${accounts.admin.id}/role`],
      ["GET", "/settings"],
      ["PUT", "/settings"],
      ["GET", "/export/admins"],
      ["GET", `/audit/admins/${accounts.admin.id}`],
    ] as const) {
      const res = await fetch(`${server.url}/api/admin${path}`, {
        method,
        headers: { token, "content-type": "application/json" },
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).error.messages[0]).toBe(
        "Your role does not give access to this part of the back-office.",
      );
    }
  });

  it("searches only the lists staff may open (no administrators)", async () => {
    const { token } = await staffAccount("staff-search@example.com");
    const asStaff = await api.get("/api/admin/search?q=grace", { token });
    expect(asStaff.json.data).toEqual([]);
    const asAdministrator = await api.get("/api/admin/search?q=grace", asAdmin());
    expect(asAdministrator.json.data.map((hit: { kind: string }) => hit.kind)).toContain("Admin");
  });

  it("applies a role change to the next request, without signing anyone out", async () => {
    const staff = await staffAccount("staff-promoted@example.com");
    expect((await api.get("/api/admin/admins", { token: staff.token })).status).toBe(403);
    const promoted = await api.put(
      `/api/admin/admins/${staff.row.id}/role`,
      { role: "administrator" },
      asAdmin(),
    );
    expect(promoted.status).toBe(200);
    expect(promoted.json.message).toBe("Role changed to Administrator");
    expect((await api.get("/api/admin/admins", { token: staff.token })).status).toBe(200);
    const demoted = await api.put(`/api/admin/admins/${staff.row.id}/role`, { role: "staff" }, asAdmin());
    expect(demoted.json.message).toBe("Role changed to Staff");
    expect((await api.get("/api/admin/admins", { token: staff.token })).status).toBe(403);
  });
});

describe("roles: the last administrator", () => {
  it("cannot be demoted (409 with a clear message)", async () => {
    const db = server.database.db;
    // Everyone else becomes staff: Grace is the only administrator left.
    await db.update(admins).set({ role: "staff" });
    await db.update(admins).set({ role: "administrator" }).where(eq(admins.id, accounts.admin.id));
    const demote = await api.put(`/api/admin/admins/${accounts.admin.id}/role`, { role: "staff" }, asAdmin());
    expect(demote.status).toBe(409);
    expect(demote.json.error.messages[0]).toBe(lastAdministratorMessage);
    const [grace] = await db.select().from(admins).where(eq(admins.id, accounts.admin.id));
    expect(grace!.role).toBe("administrator");
  });

  it("can demote themselves while another administrator remains", async () => {
    const other = await staffAccount("second-admin@example.com");
    await api.put(`/api/admin/admins/${other.row.id}/role`, { role: "administrator" }, asAdmin());
    const self = await api.put(
      `/api/admin/admins/${other.row.id}/role`,
      { role: "staff" },
      { token: other.token },
    );
    expect(self.status).toBe(200);
    expect((await api.get("/api/admin/admins", { token: other.token })).status).toBe(403);
  });

  it("cannot be deleted, even by a request that got past the API's own-account rule", async () => {
    // Through the API only an administrator deletes, and never themselves, so one always
    // remains; the domain rule also holds for any other caller (and two deletes at once).
    const staff = await staffAccount("deleter@example.com");
    await expect(
      deleteRecord(server.database.db, "admins", accounts.admin.id, staff.row.id),
    ).rejects.toMatchObject({
      kind: "conflict",
      messages: [lastAdministratorMessage],
    });
  });
});
