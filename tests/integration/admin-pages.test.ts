import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chats, visitors } from "#server/db/schema.ts";
import { seedAccounts, seedLists } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
let accounts: Awaited<ReturnType<typeof seedAccounts>>;
let visitorId: string;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  const db = server.database.db;
  accounts = await seedAccounts(db, server.config.sessionSecret);
  await seedLists(db, 3);
  const [visitor] = await db.insert(visitors).values({ browser: "Evil", ip: "10.6.6.6" }).returning();
  visitorId = visitor!.id;
  await db.insert(chats).values({
    visitorId,
    type: "client",
    content: `<b>bold</b><img src=x onerror="alert('img')"><script>alert('script')</script>`,
  });
});
afterAll(async () => {
  await server.close();
});

const pages = () => [
  "/admin/dashboard",
  "/admin/students",
  "/admin/enrollments",
  "/admin/download-course-outlines",
  "/admin/consultations",
  "/admin/contact-messages",
  "/admin/admins",
  "/admin/admins/add-admin",
  "/admin/visitors",
  "/admin/chats",
  `/admin/visitors/${visitorId}`,
  `/admin/students/${accounts.student.id}`,
  `/admin/admins/${accounts.admin.id}`,
  "/admin/profile",
  "/admin/change-password",
];

function get(path: string, cookie?: string) {
  return fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
}

describe("admin pages", () => {
  it("redirect to /admin/sign-in without an admin session, or with a student or expired one", async () => {
    for (const path of pages()) {
      for (const cookie of [
        undefined,
        `portalToken=${accounts.studentToken}`,
        `adminToken=${accounts.studentToken}`,
        `adminToken=${accounts.expiredToken}`,
      ]) {
        const res = await get(path, cookie);
        expect(res.status, `${path} ${cookie}`).toBe(302);
        expect(res.headers.get("location"), path).toBe("/admin/sign-in");
      }
    }
  });

  it("refuses a form post without an admin session", async () => {
    const res = await fetch(`${server.url}/admin/students`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ intent: "delete", id: accounts.student.id }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/sign-in");
  });

  it("render for an admin, with one h1 each", async () => {
    for (const path of pages()) {
      const res = await get(path, `adminToken=${accounts.adminToken}`);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1);
      expect(html, path).toContain("Grace Hopper");
    }
  });

  it("server-render chat content without scripts or event handlers", async () => {
    for (const path of ["/admin/chats", `/admin/visitors/${visitorId}`]) {
      const html = await (await get(path, `adminToken=${accounts.adminToken}`)).text();
      expect(html, path).toContain("<b>bold</b>");
      expect(html, path).not.toMatch(/onerror|alert\('script'\)|<img src="?x/);
    }
  });

  it("answer 404 for an unknown record", async () => {
    const res = await get(
      "/admin/students/00000000-0000-4000-8000-000000000000",
      `adminToken=${accounts.adminToken}`,
    );
    expect(res.status).toBe(404);
  });
});

describe("admin list pages", () => {
  it("show the last page for an offset past the end", async () => {
    const res = await get("/admin/consultations?offset=7", `adminToken=${accounts.adminToken}`);
    const text = (await res.text()).replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(text).toContain("Showing 1 to 3 of 3 results");
  });
});
