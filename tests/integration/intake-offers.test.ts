import { and, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { enrolments, intakeOffers, outbox } from "#server/db/schema.ts";
import { DomainError } from "#server/domain/errors.ts";
import { answerOffer, expireOffers } from "#server/intakes/offers.ts";
import { validBodies } from "../support/leads.ts";
import { asDelivered } from "../support/delivered-mail.ts";
import { serverWithAccounts } from "../support/pages-with-accounts.ts";

/**
 * Waitlist offers (issue 14): a freed seat goes to the first person on the waitlist with
 * single-use Accept/Decline links held OFFER_HOURS; decline and expiry (a clock-driven job) pass
 * it on; and "tell me about the next intake". PGlite, or PostgreSQL with DATABASE_URL.
 */
const ZONE = "Australia/Sydney";
let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `192.0.2.${++ip}` });
const inDays = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;
const db = () => own.server.database.db;
const config = () => own.server.config;

async function intake(capacity: number) {
  const res = await own.api.post(
    "/api/admin/intakes",
    {
      program: "data-analytics",
      startDate: inDays(90),
      endDate: inDays(200),
      timetable: "Sat 11AM - 2PM",
      mode: "online",
      capacity,
    },
    own.admin(),
  );
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}
async function apply(intakeId: string, email: string) {
  const res = await own.api.post(
    "/api/student-enrolment",
    { ...validBodies["/api/student-enrolment"], email, intakeId },
    fromNewIp(),
  );
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}
const setStatus = (id: string, status: string) =>
  own.api.put(`/api/admin/enrollments/${id}/status`, { status }, own.admin());
const statusOf = async (id: string) =>
  (await db().select().from(enrolments).where(eq(enrolments.id, id)))[0]!.status;
async function offerMail(email: string) {
  const mails = (await db().select().from(outbox).where(eq(outbox.to, email))).map(asDelivered);
  const offer = mails.find((m) => m.subject.startsWith("A seat is free for you"));
  if (!offer) return undefined;
  const accept = /(https?:\/\/\S+intake-offer\?\S+answer=accept)/.exec(offer.text)![1]!;
  return { mail: offer, token: new URL(accept).searchParams.get("token")! };
}

/** A full one-seat intake: the seat accepted, two people waiting. */
async function fullIntake(tag: string) {
  const id = await intake(1);
  const seat = await apply(id, `${tag}-seat@example.com`);
  expect((await setStatus(seat, "under review")).status).toBe(200);
  expect((await setStatus(seat, "accepted")).status).toBe(200);
  const first = await apply(id, `${tag}-first@example.com`);
  const second = await apply(id, `${tag}-second@example.com`);
  return { id, seat, first, second };
}

const own = serverWithAccounts();

describe("waitlist offers", () => {
  it("offers a withdrawn seat to the first person waiting; accepting takes it, once", async () => {
    const { id, seat, first, second } = await fullIntake("withdraw");
    expect((await setStatus(seat, "withdrawn")).status).toBe(200);
    const offer = await offerMail("withdraw-first@example.com");
    expect(offer?.mail.text).toMatch(/We hold it for you until .* \(48 hours\)/);
    expect(await offerMail("withdraw-second@example.com")).toBeUndefined();
    // The offered seat is held: the public list shows none left.
    const listed = (await own.api.get("/api/intakes?program=data-analytics")).json.data.find(
      (i: { id: string }) => i.id === id,
    );
    expect(listed.seatsLeft).toBe(0);

    const answered = await answerOffer(db(), config(), { token: offer!.token, answer: "accept" });
    expect(answered.status).toBe("accepted");
    expect(await statusOf(first)).toBe("accepted");
    expect(await statusOf(second)).toBe("waitlisted");
    await expect(
      answerOffer(db(), config(), { token: offer!.token, answer: "decline" }),
    ).rejects.toMatchObject({
      kind: "conflict",
    });
  });

  it("a decline passes the seat to the next person; a seat freed by rejecting an accepted one is offered too", async () => {
    const { seat, first, second } = await fullIntake("decline");
    expect((await setStatus(seat, "rejected")).status).toBe(200);
    const offer = await offerMail("decline-first@example.com");
    await answerOffer(db(), config(), { token: offer!.token, answer: "decline" });
    expect(await statusOf(first)).toBe("withdrawn");
    expect(await offerMail("decline-second@example.com")).toBeDefined();
    expect(await statusOf(second)).toBe("waitlisted");
  });

  it("raising the capacity offers the new seats", async () => {
    const { id } = await fullIntake("raise");
    expect((await own.api.put(`/api/admin/intakes/${id}`, { capacity: 3 }, own.admin())).status).toBe(200);
    expect(await offerMail("raise-first@example.com")).toBeDefined();
    expect(await offerMail("raise-second@example.com")).toBeDefined();
  });

  it("expires offers by the injected clock, once even when two jobs run at once, and offers on", async () => {
    const { seat, first } = await fullIntake("expire");
    expect((await setStatus(seat, "withdrawn")).status).toBe(200);
    const offer = await offerMail("expire-first@example.com");
    const [row] = await db()
      .select()
      .from(intakeOffers)
      .where(and(eq(intakeOffers.enrolmentId, first), eq(intakeOffers.status, "pending")));
    const before = new Date(row!.expiresAt.getTime() - 1000);
    await expireOffers(db(), config(), before);
    const [still] = await db().select().from(intakeOffers).where(eq(intakeOffers.id, row!.id));
    expect(still!.status).toBe("pending");
    const after = new Date(row!.expiresAt.getTime() + 1000);
    const counts = await Promise.all([
      expireOffers(db(), config(), after),
      expireOffers(db(), config(), after),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [expired] = await db().select().from(intakeOffers).where(eq(intakeOffers.id, row!.id));
    expect(expired!.status).toBe("expired");
    expect(await offerMail("expire-second@example.com")).toBeDefined();
    const nextOffers = (
      await db().select().from(outbox).where(eq(outbox.to, "expire-second@example.com"))
    ).map(asDelivered);
    expect(nextOffers.filter((m) => m.subject.startsWith("A seat is free"))).toHaveLength(1);
    // The expired link no longer answers.
    const late = answerOffer(db(), config(), { token: offer!.token, answer: "accept" }, after);
    await expect(late).rejects.toBeInstanceOf(DomainError);
    expect(await statusOf(first)).toBe("waitlisted");
  });
});

describe("tell me about the next intake", () => {
  it("takes an e-mail per program, and e-mails it once when an intake of the program opens", async () => {
    const res = await own.api.post("/api/intakes/interest", {
      program: "qa-and-software-testing",
      email: "curious@example.com",
    });
    expect(res.status).toBe(201);
    const again = await own.api.post("/api/intakes/interest", {
      program: "QA & Software Testing",
      email: "Curious@example.com",
    });
    expect(again.status).toBe(201);
    const bad = await own.api.post("/api/intakes/interest", {
      program: "qa-and-software-testing",
      email: "nope",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.email).toBeTruthy();
    // Double opt-in (issue 30 L11): waiting once the link in the newest confirmation e-mail is used.
    const confirmation = (await db().select().from(outbox))
      .map(asDelivered)
      .filter((m) => m.to.toLowerCase() === "curious@example.com")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .at(-1)!;
    const link = /(https?:\/\/\S+\/next-intake\/confirm\?token=\S+)/.exec(confirmation.text)![1]!;
    const token = new URL(link).searchParams.get("token");
    expect((await own.api.post("/api/intakes/interest/confirm", { token })).status).toBe(200);
    const waiting = await own.api.get("/api/admin/intakes/interest", own.admin());
    expect(waiting.json.data["qa-and-software-testing"]).toBe(1);

    await own.api.post(
      "/api/admin/intakes",
      {
        program: "qa-and-software-testing",
        startDate: inDays(50),
        endDate: inDays(150),
        timetable: "Mon 6PM - 9PM",
        mode: "online",
        capacity: 9,
      },
      own.admin(),
    );
    await own.api.post(
      "/api/admin/intakes",
      {
        program: "qa-and-software-testing",
        startDate: inDays(80),
        endDate: inDays(150),
        timetable: "Mon 6PM - 9PM",
        mode: "online",
        capacity: 9,
      },
      own.admin(),
    );
    const mails = (await db().select().from(outbox))
      .map(asDelivered)
      .filter((m) => m.to.toLowerCase() === "curious@example.com" && m.subject.includes("intake is open"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/enrol-now?program=qa-and-software-testing");
    expect(
      (await own.api.get("/api/admin/intakes/interest", own.admin())).json.data["qa-and-software-testing"] ??
        0,
    ).toBe(0);
  });
});
