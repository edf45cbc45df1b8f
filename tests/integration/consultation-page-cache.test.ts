import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { manageToken } from "#server/consultations/manage-links.ts";
import { consultations } from "#server/db/schema.ts";
import { validBodies } from "../support/leads.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * The booking page lists the free times but is served from the public page cache (decision 0090):
 * booking, moving or cancelling a consultation and saving the availability change it at once.
 */
const page = "/expertise/book-a-free-consultation";
let ip = 0;

const own = serverWithAccounts({ withPages: true });
beforeAll(async () => {
  const everyDay = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => ({
    day,
    start: "07:00",
    end: "21:00",
  }));
  const saved = await own.api.put(
    "/api/admin/consultation-availability",
    { weekly: everyDay, minNoticeHours: 2, horizonDays: 14, blockedDates: [] },
    own.admin(),
  );
  expect(saved.status).toBe(200);
});

/** The page as the cache serves it: fetched until it is a hit, with the times it offers. */
async function cachedTimes(): Promise<string[]> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${own.server.url}${page}`, { headers: { "accept-encoding": "identity" } });
    const html = await res.text();
    if (res.headers.get("x-page-cache") === "hit")
      return [...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2}T[^"]+)"/g)].map((m) => m[1]!);
    await new Promise((resolve) => setTimeout(resolve, 200)); // compressed off the event loop
  }
  throw new Error("the booking page was never served from the cache");
}

async function bookingIdOf(email: string): Promise<string> {
  const [row] = await own.server.database.db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.email, email));
  return row!.id;
}

function postForm(path: string, form: Record<string, string>) {
  return fetch(`${own.server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
}

describe("the booking page's free times", () => {
  it("drop a booked time at once, and offer it again once the booking moves or is cancelled", async () => {
    const before = await cachedTimes();
    expect(before.length).toBeGreaterThan(10);
    const [first, second] = before as [string, string];

    const booked = await own.api.post(
      "/api/consultations/book",
      { ...validBodies["/api/consultations/book"], email: "cache@example.com", slotStart: first },
      { "x-forwarded-for": `203.0.113.${++ip}` },
    );
    expect(booked.status).toBe(201);
    const afterBooking = await cachedTimes();
    expect(afterBooking).not.toContain(first);
    expect(afterBooking).toContain(second);

    const token = manageToken(own.server.config.sessionSecret, await bookingIdOf("cache@example.com"));
    const moved = await postForm(`/consultation/reschedule?token=${encodeURIComponent(token)}`, {
      slotStart: second,
    });
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain("Your consultation is now on");
    const afterMove = await cachedTimes();
    expect(afterMove).toContain(first);
    expect(afterMove).not.toContain(second);

    const cancelled = await postForm(`/consultation/cancel?token=${encodeURIComponent(token)}`, {
      intent: "cancel",
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain("Your consultation is cancelled.");
    expect(await cachedTimes()).toContain(second);
  });

  it("follow a change of availability at once", async () => {
    expect((await cachedTimes()).length).toBeGreaterThan(0);
    const closed = await own.api.put("/api/admin/consultation-availability", { weekly: [] }, own.admin());
    expect(closed.status).toBe(200);
    expect(await cachedTimes()).toEqual([]);
  });
});
