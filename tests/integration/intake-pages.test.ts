import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * "Next session" on the public pages comes from the next open intake (issue 14), and the cached
 * pages follow an intake's change at once (invalidatePublicPages).
 */
const ZONE = "Australia/Sydney";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const page = async (path: string) => text(await (await fetch(`${own.server.url}${path}`)).text());

const own = serverWithAccounts({ withPages: true });

describe("next session from intakes", () => {
  it("takes 'tell me about the next intake' on a program page without an open intake, without JavaScript", async () => {
    const before = await page("/training-programs/data-analytics");
    expect(before).toContain("Tell me about the next intake");
    const res = await fetch(`${own.server.url}/training-programs/data-analytics`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: own.server.url },
      body: new URLSearchParams({ form: "intake-interest", email: "waiting@example.com" }),
    });
    expect(text(await res.text())).toContain(
      "We have sent a confirmation e-mail to waiting@example.com: follow its link, and we will e-mail you once, when the next Data Analytics intake opens.",
    );
    // Waiting once confirmed (double opt-in, tests/integration/intake-interest-double-opt-in.test.ts).
    const waiting = await own.api.get("/api/admin/intakes/interest", own.admin());
    expect(waiting.json.data["data-analytics"] ?? 0).toBe(0);
  });

  it("shows TBA without an intake, the next open intake once one opens, TBA again when it closes", async () => {
    const program = "/training-programs/full-stack-development";
    expect(await page(program)).toContain("Start date: TBA");
    expect(await page("/faq")).toContain("Full stack software development: not announced yet (TBA).");
    const start = DateTime.now().setZone(ZONE).plus({ days: 45 });
    const created = await own.api.post(
      "/api/admin/intakes",
      {
        program: "Full stack software development",
        startDate: start.toISODate(),
        endDate: start.plus({ weeks: 24 }).toISODate(),
        timetable: ["Mon 6PM - 9PM"],
        mode: "campus",
        capacity: 12,
      },
      own.admin(),
    );
    expect(created.status).toBe(201);
    const announced = `Next intake starts ${start.toFormat("cccc d LLLL yyyy")}`;
    expect(await page(program)).toContain(announced);
    expect(await page("/")).toContain(announced);
    // The FAQ's "When does the next intake start?" answers from the intakes too.
    expect(await page("/faq")).toContain(
      `Full stack software development: next intake starts ${start.toFormat("cccc d LLLL yyyy")}.`,
    );
    expect(await page("/enrol-now?program=full-stack-development")).toContain("12 seats left");

    await own.api.put(`/api/admin/intakes/${created.json.data.id}`, { status: "closed" }, own.admin());
    expect(await page(program)).toContain("Start date: TBA");
    expect(await page("/")).not.toContain(announced);
    expect(await page("/faq")).toContain("Full stack software development: not announced yet (TBA).");
  });
});
