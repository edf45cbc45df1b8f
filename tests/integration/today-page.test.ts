import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { validBodies } from "../support/leads.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * The Today view (issue 35): the signed-in staff member's follow-ups due today and overdue, with
 * dates written day first ("Mon 1 Feb 2027"), each marked done by a form post without JavaScript.
 */
let cookie: string;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const own = serverWithAccounts({ withPages: true });
beforeAll(async () => {
  cookie = `adminToken=${own.accounts.adminToken}`;
});

describe("the Today view", () => {
  it("lists my due and overdue follow-ups with their records, and marks one done without JavaScript", async () => {
    const applied = await own.api.post(
      "/api/student-enrolment",
      { ...validBodies["/api/student-enrolment"], email: "today@example.com" },
      { "x-forwarded-for": "198.51.100.7" },
    );
    const application = applied.json.data.id;
    const zone = own.server.config.businessTimeZone;
    const yesterday = DateTime.now().setZone(zone).minus({ days: 1 });
    const created = await own.api.put(
      "/api/admin/follow-ups",
      {
        record: { section: "enrollments", id: application },
        dueOn: yesterday.toISODate(),
        note: "Ring back about fees",
      },
      own.admin(),
    );
    expect(created.status).toBe(201);
    const page = await fetch(`${own.server.url}/admin/today`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(text(html)).toContain("Katherine Johnson (application: Data Analytics)");
    expect(text(html)).toContain(`Overdue, due ${yesterday.toFormat("ccc d LLL yyyy")}`);
    expect(text(html)).toContain("Ring back about fees");
    expect(html).toContain(`href="/admin/enrollment/${application}"`);

    const posted = await fetch(`${own.server.url}/admin/today`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: own.server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "done", id: created.json.data.id }),
    });
    expect(posted.status).toBeLessThan(400);
    const after = await (await fetch(`${own.server.url}/admin/today`, { headers: { cookie } })).text();
    expect(text(after)).not.toContain("Ring back about fees");
    expect(text(after)).toContain("Nothing is due.");
  });

  it("plans a follow-up and assigns the application from its record page; the list filters mine", async () => {
    const list = await own.api.get("/api/admin/enrollments?search=today@example.com", own.admin());
    const id = list.json.data[0].id;
    const post = (fields: Record<string, string>) =>
      fetch(`${own.server.url}/admin/enrollment/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, origin: own.server.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const due = DateTime.now().setZone(own.server.config.businessTimeZone).plus({ days: 2 });
    expect(
      (await post({ intent: "follow-up", dueOn: due.toISODate()!, note: "Send the visa letter" })).status,
    ).toBeLessThan(400);
    const me = (await own.api.get("/api/admin/follow-ups?when=upcoming&assignee=me", own.admin())).json.data;
    expect(me).toMatchObject([{ note: "Send the visa letter", record: { id } }]);
    const refused = await post({ intent: "follow-up", dueOn: "not-a-day", note: "x" });
    expect(text(await refused.text())).toContain("Pick the day the follow-up is due.");

    const adminId = (await own.api.get("/api/admin/follow-ups?when=upcoming&assignee=me", own.admin())).json
      .data[0].assignee.id;
    expect((await post({ intent: "assign", assigneeId: adminId })).status).toBeLessThan(400);
    const page = text(
      await (await fetch(`${own.server.url}/admin/enrollment/${id}`, { headers: { cookie } })).text(),
    );
    expect(page).toContain(`Due ${due.toFormat("ccc d LLL yyyy")}`);
    expect(page).toContain("Send the visa letter");
    const mine = await (
      await fetch(`${own.server.url}/admin/enrollments?assignee=me`, { headers: { cookie } })
    ).text();
    expect(mine).toContain(`/admin/enrollment/${id}`);
    expect(mine).toMatch(/aria-current="page"[^>]*>me</);
    const nobody = await (
      await fetch(`${own.server.url}/admin/enrollments?assignee=unassigned`, { headers: { cookie } })
    ).text();
    expect(nobody).not.toContain(`/admin/enrollment/${id}`);
  });

  it("shows an application's source on its record page", async () => {
    const list = await own.api.get("/api/admin/enrollments?search=today@example.com", own.admin());
    const html = await (
      await fetch(`${own.server.url}/admin/enrollment/${list.json.data[0].id}`, { headers: { cookie } })
    ).text();
    expect(text(html)).toContain("Source");
    expect(text(html)).toContain("Not known");
  });
});
