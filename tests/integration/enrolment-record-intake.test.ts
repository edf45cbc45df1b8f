import { eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "#forms/dates.ts";
import { enrolments, intakeOffers } from "#server/db/schema.ts";
import { submitApplication } from "../support/leads.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * The back-office enrolment record and intakes (issue 14): it shows the application's intake
 * (course, start, seats left) and its waitlist offers, and its status dialog lets an
 * administrator accept into a full intake only by ticking "Go over capacity" — without
 * JavaScript, through the page's own form posts.
 */
const ZONE = "Australia/Sydney";
let cookie: string;

const inDays = (days: number) => DateTime.now().setZone(ZONE).plus({ days });
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

async function createIntake(capacity: number) {
  const start = inDays(50);
  const res = await own.api.post(
    "/api/admin/intakes",
    {
      program: "data-analytics",
      startDate: start.toISODate(),
      endDate: start.plus({ weeks: 20 }).toISODate(),
      timetable: "Sat 11AM - 2PM",
      mode: "campus",
      capacity,
    },
    own.admin(),
  );
  expect(res.status).toBe(201);
  return { id: res.json.data.id as string, start };
}
const apply = (intakeId: string, email: string) =>
  submitApplication(own.api, { email, course: "Data Analytics", intakeId });
const setStatus = (id: string, body: Record<string, unknown>) =>
  own.api.put(`/api/admin/enrollments/${id}/status`, body, own.admin());
const recordPage = async (id: string, query = "") => {
  const res = await fetch(`${own.server.url}/admin/enrollment/${id}${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
};
const postStatus = (id: string, fields: Record<string, string>) =>
  fetch(`${own.server.url}/admin/enrollment/${id}?status=${fields.status}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: own.server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "status", ...fields }),
  });

const own = serverWithAccounts({ withPages: true });
beforeAll(async () => {
  cookie = `adminToken=${own.accounts.adminToken}`;
});

describe("enrolment record with an intake", () => {
  it("accepting into a full intake shows the 409 message in the dialog; ticking 'Go over capacity' accepts", async () => {
    const intake = await createIntake(1);
    const first = await apply(intake.id, "record-first@example.com");
    expect((await setStatus(first, { status: "under review" })).status).toBe(200);
    expect((await setStatus(first, { status: "accepted" })).status).toBe(200);
    const second = await apply(intake.id, "record-second@example.com");
    // The second applied to a full intake: waitlisted, and may be accepted from there.
    const [row] = await own.server.database.db.select().from(enrolments).where(eq(enrolments.id, second));
    expect(row?.status).toBe("waitlisted");

    const dialog = await recordPage(second, "?status=accepted");
    expect(dialog).toMatch(/<input[^>]*type="checkbox"[^>]*name="overCapacity"[^>]*value="true"/);
    expect(text(dialog)).toContain("Go over capacity");

    const refused = await postStatus(second, { status: "accepted" });
    expect(refused.status).toBe(409);
    const refusedPage = text(await refused.text());
    expect(refusedPage).toContain("This intake is full: 1 of 1 seats are taken.");
    expect(refusedPage).toContain("Go over capacity");
    const [still] = await own.server.database.db.select().from(enrolments).where(eq(enrolments.id, second));
    expect(still?.status).toBe("waitlisted");

    const accepted = await postStatus(second, { status: "accepted", overCapacity: "true" });
    expect(accepted.status).toBe(200);
    const [now] = await own.server.database.db.select().from(enrolments).where(eq(enrolments.id, second));
    expect(now?.status).toBe("accepted");
    expect(text(await recordPage(second))).toContain("Full");
  });

  it("does not offer 'Go over capacity' for an application without an intake", async () => {
    const id = await submitApplication(own.api, { email: "no-intake@example.com" });
    expect((await setStatus(id, { status: "under review" })).status).toBe(200);
    const dialog = await recordPage(id, "?status=accepted");
    expect(text(dialog)).toContain("Confirm and e-mail applicant");
    expect(dialog).not.toContain('name="overCapacity"');
    expect(dialog).not.toContain("data-intake");
  });

  it("shows the intake's course, start date and seats left, and its waitlist offer's state and expiry", async () => {
    const intake = await createIntake(1);
    const holder = await apply(intake.id, "record-holder@example.com");
    expect(text(await recordPage(holder))).toContain("1 of 1 seats left");
    expect((await setStatus(holder, { status: "under review" })).status).toBe(200);
    expect((await setStatus(holder, { status: "accepted" })).status).toBe(200);
    const waiting = await apply(intake.id, "record-waiting@example.com");

    const full = text(await recordPage(waiting));
    expect(full).toContain("Intake");
    expect(full).toContain("Data Analytics");
    expect(full).toContain(`Starts ${formatDay(intake.start.toISODate(), { long: true })}`);
    expect(full).toContain("Seats Full");
    expect(full).not.toContain("Waitlist offers");

    // The holder withdraws: the seat is offered to the waitlisted application, held for OFFER_HOURS.
    expect((await setStatus(holder, { status: "withdrawn" })).status).toBe(200);
    const [offer] = await own.server.database.db
      .select()
      .from(intakeOffers)
      .where(eq(intakeOffers.enrolmentId, waiting));
    expect(offer?.status).toBe("pending");
    const html = await recordPage(waiting);
    const offered = text(html);
    expect(offered).toContain("Waitlist offers");
    expect(offered).toContain(
      `Pending — expires ${formatDateTime(offer!.expiresAt, { zone: own.server.config.businessTimeZone })}`,
    );
    expect(html).toContain(`dateTime="${offer!.expiresAt.toISOString()}"`);

    const api_ = await own.api.get(`/api/admin/enrollments/${waiting}`, own.admin());
    expect(api_.json.data.intake).toMatchObject({ id: intake.id, course: "Data Analytics", seatsLeft: 0 });
    expect(api_.json.data.offers[0]).toMatchObject({
      status: "pending",
      expiresAt: offer!.expiresAt.toISOString(),
    });
  });
});
