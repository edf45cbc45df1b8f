import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#server/accounts/sessions.ts";
import { admins, contactMessages } from "#server/db/schema.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/*
 * What an admin list, its CSV export and its page do with a hand-written query string (issue 13,
 * L2 and L3): a sort key outside the list's whitelist is a 400 naming `sort` (never a lookup that
 * walks the prototype chain into a 500), and an exported cell never starts a formula, not even
 * after a separator of a semicolon-locale spreadsheet.
 */

let server: TestServer;
let token = "";

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  const db = server.database.db;
  const [admin] = await db
    .insert(admins)
    .values({ firstName: "Ada", lastName: "Admin", email: "ada.admin@example.com", passwordHash: "x" })
    .returning();
  token = (await createSession(db, server.config.sessionSecret, "admin", admin!)).token;
  await db.insert(contactMessages).values({
    firstName: "x;=cmd|' /C calc'!A0;y",
    lastName: "-2+3",
    email: "hostile@example.com",
    mobile: "0400\n@SUM(1)",
    message: "hi",
  });
});
afterAll(async () => {
  await server.close();
});

function get(path: string, headers: Record<string, string> = { token }) {
  return fetch(`${server.url}${path}`, { headers, redirect: "manual" });
}

/** Every list's API name, page and the sort keys it offers (spec §2.3, §7.3). */
const lists = [
  { api: "students", page: "/admin/students", sorts: ["createdAt", "name", "email", "course"] },
  {
    api: "enrollments",
    page: "/admin/enrollments",
    sorts: ["createdAt", "name", "email", "course", "status"],
  },
  {
    api: "downloads",
    page: "/admin/download-course-outlines",
    sorts: ["createdAt", "name", "email", "course"],
  },
  { api: "consultations", page: "/admin/consultations", sorts: ["createdAt", "name", "email", "company"] },
  { api: "contacts", page: "/admin/contact-messages", sorts: ["createdAt", "name", "email", "mobile"] },
  { api: "admins", page: "/admin/admins", sorts: ["createdAt", "name", "email"] },
  { api: "visitors", page: "/admin/visitors", sorts: ["createdAt", "browser", "ip"] },
  { api: "chats", page: "/admin/chats", sorts: ["createdAt", "type"] },
];

const hostileSorts = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "nope"];

describe("sort keys outside a list's whitelist", () => {
  it("answer 400 naming `sort` on every list API and CSV export", async () => {
    for (const list of lists) {
      for (const sort of hostileSorts) {
        for (const path of [`/api/admin/${list.api}`, `/api/admin/export/${list.api}`]) {
          const res = await get(`${path}?sort=${sort}`);
          const label = `${path}?sort=${sort}`;
          expect(res.status, label).toBe(400);
          const body = (await res.json()) as { error: { messages: string[]; fields: { sort: string } } };
          const message = `sort must be one of: ${list.sorts.join(", ")}`;
          expect(body, label).toEqual({ error: { messages: [message], fields: { sort: message } } });
        }
      }
    }
  });

  it("still sort by every key the list offers, in the API and the export", async () => {
    for (const list of lists) {
      for (const sort of list.sorts) {
        for (const order of ["asc", "desc"]) {
          const query = `sort=${sort}&order=${order}`;
          expect((await get(`/api/admin/${list.api}?${query}`)).status, `${list.api} ${query}`).toBe(200);
          expect((await get(`/api/admin/export/${list.api}?${query}`)).status, `export ${query}`).toBe(200);
        }
      }
    }
  });

  it("show the list page with a message and a 400, never a 500", async () => {
    for (const list of lists) {
      for (const sort of hostileSorts) {
        const res = await get(`${list.page}?sort=${sort}`, { cookie: `adminToken=${token}` });
        const html = await res.text();
        expect(res.status, `${list.page}?sort=${sort}`).toBe(400);
        expect(html.match(/<h1[\s>]/g)?.length, list.page).toBe(1);
        expect(html, list.page).toContain(`sort must be one of: ${list.sorts.join(", ")}`);
      }
      const ok = await get(`${list.page}?sort=${list.sorts.at(-1)}&order=desc`, {
        cookie: `adminToken=${token}`,
      });
      expect(ok.status, list.page).toBe(200);
    }
  });
});

describe("CSV export of hostile cells", () => {
  it("never lets a cell start a formula, at its start or after a separator", async () => {
    const res = await get("/api/admin/export/contacts?search=hostile");
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain(`"'x;=cmd|' /C calc'!A0;y"`);
    expect(csv).toContain(`,'-2+3,`);
    expect(csv).toContain(`"'0400\n@SUM(1)"`);
  });
});
