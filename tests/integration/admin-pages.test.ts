import { eq, sql } from "drizzle-orm";
import { DomUtils, parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, chats, enrolments, visitors } from "#server/db/schema.ts";
import { mailTo } from "../support/delivered-mail.ts";
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

/** A list page as the server renders it: its heading, pager text, row count and pager links. */
async function listPage(path: string) {
  const res = await get(path, `adminToken=${accounts.adminToken}`);
  expect(res.status, path).toBe(200);
  const doc = parseDocument(await res.text());
  const find = (test: (el: ReturnType<typeof DomUtils.findAll>[number]) => boolean) =>
    DomUtils.findAll(test, doc.children);
  const pager = find((el) => el.name === "nav" && el.attribs["aria-label"] === "Pagination")[0];
  const links = Object.fromEntries(
    DomUtils.findAll((el) => el.name === "a", pager?.children ?? []).map((a) => [
      a.attribs["aria-label"] ?? DomUtils.textContent(a).trim(),
      { href: a.attribs.href!, current: a.attribs["aria-current"] },
    ]),
  );
  return {
    h1: find((el) => el.name === "h1").map((h) => DomUtils.textContent(h).trim()),
    showing: DomUtils.textContent(pager ? DomUtils.findAll((el) => el.name === "p", [pager]) : [])
      .replace(/\s+/g, " ")
      .trim(),
    rows: find(
      (el) => el.name === "tr" && el.parent !== null && "name" in el.parent && el.parent.name === "tbody",
    ).length,
    chatIcons: find((el) => el.attribs["data-chat-icon"] !== undefined).length,
    links,
  };
}

describe("admin list pages", () => {
  it("show the last page for an offset past the end", async () => {
    const res = await get("/admin/consultations?offset=7", `adminToken=${accounts.adminToken}`);
    const text = (await res.text()).replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
    expect(text).toContain("Showing 1 to 3 of 3 results");
  });
});

/** The page's text with tags removed and React's text separators gone. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const adminCookie = () => `adminToken=${accounts.adminToken}`;

// Once in this layer what the browser journeys (tests/e2e/admin.spec.ts) checked besides: a page
// read from the database needs no browser, and on a shared browser server other journeys' rows
// would move these numbers under it (issue 31).
describe("admin pages against the database", () => {
  it("the dashboard's numbers are the database's counts, and its menu lists every section", async () => {
    const count = async (table: string, where = "") => {
      const result = await server.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}${where}`),
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    const html = await (await get("/admin/dashboard", adminCookie())).text();
    expect(html).toMatch(/<h1[^>]*>Admin Dashboard<\/h1>/);
    expect(html).toContain("Latest stats");
    expect(html).toContain("New leads per week");
    for (const [name, value] of [
      ["Students", await count("students")],
      ["Enrolments", await count("enrolments")],
      ["Course outline downloads", await count("outline_requests")],
      ["Contact Messages", await count("contact_messages")],
      ["Consultations", await count("consultations")],
      ["Newsletter subscribers", await count("newsletter_subscribers", " where unsubscribed_at is null")],
      ["Visitors", await count("visitors")],
    ] as const) {
      expect(html, name).toMatch(new RegExp(`<dt[^>]*>${name}</dt><dd[^>]*>${value}</dd>`));
    }
    const nav = /<nav[^>]*aria-label="Admin"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    const links = [...nav.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
      name: textOf(inner!).trim(),
      current: /aria-current="page"/.test(attrs!),
    }));
    expect(links.map((l) => l.name)).toEqual([
      "Dashboard",
      "Today", // issue 35
      "Students",
      "Enrolments",
      "Intakes",
      "Download Course Outlines",
      "Contact Messages",
      "Consultations",
      "Visitors",
      "Conversations", // one name per thing (issue 35)
      "Admins",
      "Payments", // issue 34
      "Content", // issue 32
      "Settings", // administrators only (docs/decisions/0073)
    ]);
    expect(links.filter((l) => l.current).map((l) => l.name)).toEqual(["Dashboard"]);
  });

  it("a list's Export CSV link keeps its search and downloads exactly those rows under a dated name", async () => {
    const html = await (await get("/admin/contact-messages?search=contact2", adminCookie())).text();
    const total = Number(/of (\d+) results/.exec(textOf(html))?.[1]);
    expect(total).toBeGreaterThan(0);
    const href = /<a href="([^"]+)" download=""[^>]*>Export CSV<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(href).toMatch(/search=contact2/);
    const csv = await get(href!, adminCookie());
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="?contacts-\d{4}-\d{2}-\d{2}\.csv"?/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("id,firstName,lastName,email,mobile,createdAt");
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line.split(",")[3]).toMatch(/^contact2\d?@example\.com$/);
  });

  it("an application's page puts its status first, records a change once and offers what may follow", async () => {
    const [application] = await server.database.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(eq(enrolments.email, "applicant2@example.com"));
    const path = `/admin/enrollment/${application!.id}`;
    const options = (html: string) => {
      const select = /<select[^>]*name="status"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
      return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
    };
    const before = await (await get(path, adminCookie())).text();
    expect(before.indexOf("Application status")).toBeGreaterThan(0);
    expect(before.indexOf("Application status")).toBeLessThan(before.indexOf('name="firstName"'));
    expect(options(before)).toEqual([
      "Choose a status…",
      "Under Review",
      "Accepted",
      "Waitlisted",
      "Rejected",
      "Withdrawn",
    ]);
    const changed = await fetch(`${server.url}/api/admin/enrollments/${application!.id}/status`, {
      method: "PUT",
      headers: { token: accounts.adminToken, "content-type": "application/json" },
      body: JSON.stringify({ status: "under review" }),
    });
    expect(changed.status).toBe(200);
    const after = await (await get(path, adminCookie())).text();
    const history = /<ol[^>]*data-status-history[^>]*>([\s\S]*?)<\/ol>/.exec(after)?.[1] ?? "";
    expect(textOf(history)).toContain("received → under review by Grace Hopper");
    expect(after).not.toContain("data-audit-log"); // one history: the change log does not repeat it
    expect(options(after)).toEqual(["Choose a status…", "Accepted", "Waitlisted", "Rejected", "Withdrawn"]);
  });

  it("invites a staff member by e-mail: no one types their password, the link sets it once", async () => {
    const fields = {
      intent: "save",
      firstName: "Nia",
      lastName: "Okafor",
      email: "nia@example.com",
      role: "staff",
    };
    const post = (body: Record<string, string>) =>
      fetch(`${server.url}/admin/admins/add-admin`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: adminCookie(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body),
      });
    const form = await (await get("/admin/admins/add-admin", adminCookie())).text();
    expect(form).not.toContain('type="password"');
    const refused = await (await post({ ...fields, email: "not an address" })).text();
    expect(refused).toMatch(/data-error-for="email"/);
    const sent = await (await post(fields)).text();
    expect(textOf(sent)).toContain("Invitation sent to nia@example.com");
    expect(sent).not.toMatch(/name="firstName"[^>]*value="Nia"|value="Nia"[^>]*name="firstName"/);
    const [row] = await server.database.db.select().from(admins).where(eq(admins.email, "nia@example.com"));
    expect(row).toMatchObject({ firstName: "Nia", lastName: "Okafor", role: "staff" });
    // The invitation's link sets the password once; then Nia signs in with it.
    const invitation = (await mailTo(server.database.db, "nia@example.com")).find((m) =>
      m.subject.includes("invited"),
    );
    expect(invitation).toBeDefined();
    const text = invitation!.text;
    const link = new URL(/(https?:\/\/\S+\/admin\/reset-password\?\S+)/.exec(text)![1]!);
    const token = link.searchParams.get("token")!;
    const reset = await fetch(`${server.url}/api/admin/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "nia@example.com",
        passwordResetToken: token,
        password: "nia-chose-this",
      }),
    });
    expect(reset.status).toBe(200);
    const again = await fetch(`${server.url}/api/admin/auth/reset-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "nia@example.com",
        passwordResetToken: token,
        password: "someone-else1",
      }),
    });
    expect(again.status).toBe(400);
  });
});

// Last in the file: its 25 tagged rows a list would change the counts the tests above read.
describe("admin list pages with 25 rows of their own", () => {
  it("each list paginates over its own 25 rows, 10 a page; visitors and chats 50 a page", async () => {
    // The browser walks one list's pager (admin.spec.ts): every list is the same template
    // (routes/admin/list.tsx), and here each list's pages and links are read as rendered.
    const tag = "pagerrows";
    await seedLists(server.database.db, 25, { tag });
    const lists = [
      ["/admin/students", "Students"],
      ["/admin/enrollments", "Enrolments"],
      ["/admin/download-course-outlines", "Download Course Outlines"],
      ["/admin/consultations", "Consultations"],
      ["/admin/contact-messages", "Contact Messages"],
      ["/admin/admins", "Admins"],
    ] as const;
    for (const [path, heading] of lists) {
      const first = await listPage(`${path}?search=${tag}`);
      expect(first.h1, path).toEqual([heading]);
      expect(first.showing, path).toBe("Showing 1 to 10 of 25 results");
      expect(first.rows, path).toBe(10);
      expect(first.links.Next?.href, path).toMatch(/offset=1/);
      const second = await listPage(first.links.Next!.href);
      expect(second.showing, path).toBe("Showing 11 to 20 of 25 results");
      const third = await listPage(second.links["Page 3"]!.href);
      expect(third.showing, path).toBe("Showing 21 to 25 of 25 results");
      expect(third.rows, path).toBe(5);
      const back = await listPage(third.links.Previous!.href);
      expect(back.showing, path).toBe("Showing 11 to 20 of 25 results");
      expect(back.links["Page 2"]?.current, path).toBe("page");
    }
    // Visitors and chats show 50 a page: the 25 visitors and 25 chats, and the visitors' chat icon.
    for (const [path, heading] of [
      ["/admin/visitors", "Visitors"],
      ["/admin/chats", "Messages"],
    ] as const) {
      const page = await listPage(`${path}?search=${tag}`);
      expect(page.h1, path).toEqual([heading]);
      expect(page.showing, path).toBe("Showing 1 to 25 of 25 results");
      expect(page.rows, path).toBe(25);
      if (heading === "Visitors") expect(page.chatIcons, path).toBeGreaterThan(0);
    }
  });
});
