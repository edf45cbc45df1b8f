import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDay } from "#forms/dates.ts";
import { settingsSavedMessage } from "#server/settings/settings.ts";
import { enrolments } from "#server/db/schema.ts";
import { seedAccounts, seedLists } from "../support/seed.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Every back-office save says what it did (issue 36), here as a browser without JavaScript sees it:
 * an intake created on its page lands on the intakes list with "Intake created: …" once, and a page
 * that answers its own form (settings) carries its confirmation in the page. The intakes list names
 * each intake in its first column, the link that opens it.
 */
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  cookie = `adminToken=${(await seedAccounts(server.database.db, server.config.sessionSecret)).adminToken}`;
});
afterAll(async () => {
  await server.close();
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const get = (path: string, extra = "") =>
  fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: { cookie: [cookie, extra].filter(Boolean).join("; ") },
  });
const post = (path: string, body: URLSearchParams) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body,
  });
/** The text of the page's status regions (the toast is one). */
const statuses = (html: string) =>
  [
    ...html.matchAll(
      /<div role="status"[^>]*>([\s\S]*?)<\/div>\s*<\/div>|<div role="status"[^>]*>([\s\S]*?)<\/div>/g,
    ),
  ]
    .map((m) => text(m[1] ?? m[2] ?? ""))
    .join(" | ");

describe("back-office saves without JavaScript", () => {
  it("an intake created goes back to the list, which says which intake once and lists it by name first", async () => {
    // The program's name as the intake page offers it.
    const form = await (await get("/admin/intakes/new")).text();
    const option = form.match(/<option value="data-analytics"[^>]*>([^<]+)<\/option>/);
    expect(option).not.toBeNull();
    const programName = option![1]!.replace(" (not published)", "");
    const start = new Date(Date.now() + 90 * 86400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 200 * 86400_000).toISOString().slice(0, 10);
    const body = new URLSearchParams({
      program: "data-analytics",
      startDate: start,
      endDate: end,
      mode: "online",
      capacity: "8",
      status: "open",
      intent: "save",
    });
    body.append("timetable", "Thu 6PM - 9PM");
    const created = await post("/admin/intakes/new", body);
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin/intakes");
    const notice = created.headers.get("set-cookie")!.split(";")[0]!;

    const list = await (await get("/admin/intakes", notice)).text();
    const said = `Intake created: ${programName}, starting ${formatDay(start)}.`;
    expect(statuses(list)).toContain(said);
    // The first column names the intake; its link opens it for editing.
    const row = list.match(/<tr[^>]*data-row="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/);
    expect(row).not.toBeNull();
    const cells = [...row![2]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]!);
    const first = cells.find((cell) => !cell.includes('type="checkbox"'))!;
    expect(first).toContain(`href="/admin/intakes/${row![1]}/edit"`);
    expect(text(first).trim()).toBe(`${programName}, starts ${formatDay(start)}`);
    expect(text(list)).not.toMatch(/>\s*Edit\s*</);

    // Said once: the list cleared the notice, and the next visit has none.
    const again = await (await get("/admin/intakes")).text();
    expect(text(again)).not.toContain(said);
  });

  it("closing an intake says so on the list", async () => {
    const list = await (await get("/admin/intakes")).text();
    const id = list.match(/data-row="([^"]+)"/)![1]!;
    const closed = await post(`/admin/intakes/${id}/edit`, new URLSearchParams({ intent: "close" }));
    expect(closed.status).toBe(302);
    const notice = closed.headers.get("set-cookie")!.split(";")[0]!;
    expect(statuses(await (await get("/admin/intakes", notice)).text())).toMatch(
      /Intake closed: .+\. New applicants can no longer choose it\./,
    );
  });

  it("a form that answers on its own page carries its confirmation in the page (settings)", async () => {
    const saved = await post("/admin/settings", new URLSearchParams({ requireTwoFactor: "false" }));
    expect(saved.status).toBe(200);
    expect(statuses(await saved.text())).toContain(settingsSavedMessage);
  });

  it("a follow-up planned on a record says when it is due, and a missing day in the form's words", async () => {
    await seedLists(server.database.db, 1);
    const [record] = await server.database.db.select({ id: enrolments.id }).from(enrolments).limit(1);
    const page = `/admin/enrollment/${record!.id}`;
    const missing = await post(
      page,
      new URLSearchParams({ intent: "follow-up", dueOn: "", note: "Call back" }),
    );
    const refused = text(await missing.text());
    expect(refused).toContain("Pick the day the follow-up is due.");
    expect(refused).not.toContain("YYYY-MM-DD");
    const due = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    const added = await post(
      page,
      new URLSearchParams({ intent: "follow-up", dueOn: due, note: "Call back" }),
    );
    expect(statuses(await added.text())).toContain(`Follow-up added, due ${formatDay(due)}.`);
  });
});
