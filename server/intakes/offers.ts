import { seatAccepted, seatDeclined } from "#content/confirmations.ts";
import { and, asc, count, eq, inArray, lte, ne, notExists, sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import { invalidatePublicPages } from "../db/content-versions.ts";
import type { Db } from "../db/client.ts";
import { enrolmentStatusChanges, enrolments, intakeOffers, intakes } from "../db/schema.ts";
import { conflict, notFound } from "../domain/errors.ts";
import { type Job, type JobSettings, startJob } from "../jobs/scheduler.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { seatAnsweredMail } from "../mail/templates/seat-answered.ts";
import { seatOfferMail } from "../mail/templates/seat-offer.ts";
import { ensureFeeSchedule } from "../payments/schedule.ts";
import { expiresAfter, hashLinkToken, newLinkToken } from "../security/tokens.ts";
import { longDate, programName, todayIn } from "./labels.ts";
import { seatsTaken } from "./seats.ts";

/*
 * Waitlist offers (issue 14, docs/decisions/0082). A seat is "held" while it is taken (accepted,
 * enrolled) or offered (a pending offer). Whenever held seats fall below capacity, the first
 * waitlisted applications by application time that never had an offer for the intake get one:
 * an e-mail with Accept and Decline links, held for OFFER_HOURS. Every function that changes
 * offers runs in a transaction holding the intake row lock, so seats are never offered twice.
 */

export type OfferConfig = Pick<Config, "publicUrl" | "offerHours"> &
  Partial<Pick<Config, "businessTimeZone">>;

const hashOf = hashLinkToken;

/** The offer's page, where the answer is confirmed with a POST (a GET changes nothing). */
export const offerLink = (publicUrl: string, token: string, answer: "accept" | "decline") =>
  `${publicUrl}/intake-offer?${new URLSearchParams({ token, answer })}`;

/** Pending offers of an intake, except one application's own. */
export async function pendingOffers(db: Db, intakeId: string, exceptEnrolmentId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(intakeOffers)
    .where(
      and(
        eq(intakeOffers.intakeId, intakeId),
        eq(intakeOffers.status, "pending"),
        exceptEnrolmentId ? ne(intakeOffers.enrolmentId, exceptEnrolmentId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Seats held in an intake: taken, plus offered to someone else than `exceptEnrolmentId`. */
export async function seatsHeld(db: Db, intakeId: string, exceptEnrolmentId?: string): Promise<number> {
  return (await seatsTaken(db, intakeId)) + (await pendingOffers(db, intakeId, exceptEnrolmentId));
}

/**
 * Offers every free seat of the intake to the waitlist, in order. Call inside a transaction that
 * has locked the intake row. Returns how many offers were made.
 */
export async function offerFreeSeats(
  tx: Db,
  config: OfferConfig,
  intakeId: string,
  now: Date,
): Promise<number> {
  const [intake] = await tx.select().from(intakes).where(eq(intakes.id, intakeId)).for("update");
  if (!intake || intake.status !== "open") return 0;
  let free = intake.capacity - (await seatsHeld(tx, intakeId));
  let made = 0;
  while (free > 0) {
    const [next] = await tx
      .select()
      .from(enrolments)
      .where(
        and(
          eq(enrolments.intakeId, intakeId),
          eq(enrolments.status, "waitlisted"),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(intakeOffers)
              .where(and(eq(intakeOffers.enrolmentId, enrolments.id), eq(intakeOffers.intakeId, intakeId))),
          ),
        ),
      )
      .orderBy(asc(enrolments.createdAt), asc(enrolments.id))
      .limit(1)
      .for("update");
    if (!next) break;
    const { token, hash } = newLinkToken();
    const expiresAt = expiresAfter(now, config.offerHours * 3_600_000);
    await tx.insert(intakeOffers).values({ intakeId, enrolmentId: next.id, tokenHash: hash, expiresAt });
    await enqueueMail(
      tx,
      seatOfferMail({
        site: await publishedSite(tx),
        to: next.email,
        firstName: next.firstName,
        program: programName(intake.program),
        startDate: longDate(intake.startDate),
        expiresAt,
        zone: config.businessTimeZone,
        offerHours: config.offerHours,
        accept: offerLink(config.publicUrl, token, "accept"),
        decline: offerLink(config.publicUrl, token, "decline"),
      }),
    );
    made++;
    free--;
  }
  return made;
}

export interface OfferView {
  id: string;
  intakeId: string;
  enrolmentId: string;
  course: string;
  startDate: string;
  status: "pending" | "accepted" | "declined" | "expired";
  expiresAt: string;
  decidedAt: string | null;
}

/** The offers of some applications (portal and back-office), newest first. */
export async function offersOf(db: Db, enrolmentIds: string[]): Promise<OfferView[]> {
  if (enrolmentIds.length === 0) return [];
  const rows = await db
    .select({ offer: intakeOffers, intake: intakes })
    .from(intakeOffers)
    .innerJoin(intakes, eq(intakes.id, intakeOffers.intakeId))
    .where(inArray(intakeOffers.enrolmentId, enrolmentIds))
    .orderBy(sql`${intakeOffers.createdAt} desc`);
  return rows.map(({ offer, intake }) => ({
    id: offer.id,
    intakeId: offer.intakeId,
    enrolmentId: offer.enrolmentId,
    course: programName(intake.program),
    startDate: intake.startDate,
    status: offer.status,
    expiresAt: offer.expiresAt.toISOString(),
    decidedAt: offer.decidedAt?.toISOString() ?? null,
  }));
}

/** An offer by its e-mailed token, for the answer page; undefined if the link is not valid. */
export async function offerByToken(db: Db, token: string): Promise<OfferView | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ id: intakeOffers.enrolmentId })
    .from(intakeOffers)
    .where(eq(intakeOffers.tokenHash, hashOf(token)));
  if (!row) return undefined;
  const views = await offersOf(db, [row.id]);
  return views.find((v) => v.enrolmentId === row.id);
}

export type OfferAnswer = "accept" | "decline";

/**
 * Answers an offer, once: by its e-mailed token, or from the portal by its id for the student who
 * owns the application. Accept makes the application `accepted` (the seat is taken); decline
 * withdraws it and offers the seat to the next person. An answer after the hold is refused and
 * the offer expires.
 */
export async function answerOffer(
  db: Db,
  config: OfferConfig,
  input: { token?: string; offerId?: string; studentId?: string; answer: OfferAnswer },
  now: Date = new Date(),
): Promise<{ message: string; status: "accepted" | "declined" }> {
  const where = input.token
    ? eq(intakeOffers.tokenHash, hashOf(input.token))
    : /^[0-9a-f-]{36}$/i.test(input.offerId ?? "")
      ? eq(intakeOffers.id, input.offerId!.toLowerCase())
      : undefined;
  if (!where) throw notFound("This offer link is not valid");
  const result = await db.transaction(async (tx) => {
    const [peek] = await tx.select().from(intakeOffers).where(where);
    if (!peek) throw notFound("This offer link is not valid");
    await tx.select({ id: intakes.id }).from(intakes).where(eq(intakes.id, peek.intakeId)).for("update");
    const [offer] = await tx.select().from(intakeOffers).where(eq(intakeOffers.id, peek.id)).for("update");
    const [application] = await tx
      .select()
      .from(enrolments)
      .where(eq(enrolments.id, peek.enrolmentId))
      .for("update");
    if (!offer || !application) throw notFound("This offer link is not valid");
    if (input.studentId && application.studentId !== input.studentId) throw notFound("Offer not found");
    if (offer.status !== "pending") throw conflict(`This offer has already been ${offer.status}.`);
    if (offer.expiresAt <= now) {
      await tx
        .update(intakeOffers)
        .set({ status: "expired", decidedAt: now })
        .where(eq(intakeOffers.id, offer.id));
      await offerFreeSeats(tx, config, offer.intakeId, now);
      return { expired: true as const };
    }
    const status = input.answer === "accept" ? ("accepted" as const) : ("declined" as const);
    await tx.update(intakeOffers).set({ status, decidedAt: now }).where(eq(intakeOffers.id, offer.id));
    const to = status === "accepted" ? "accepted" : "withdrawn";
    if (application.status === "waitlisted") {
      await tx
        .update(enrolments)
        .set({ status: to, updatedAt: now })
        .where(eq(enrolments.id, application.id));
      await tx
        .insert(enrolmentStatusChanges)
        .values({ enrolmentId: application.id, fromStatus: application.status, toStatus: to, adminId: null });
      // The student took the place: their fee schedule starts (issue 34).
      if (to === "accepted")
        await ensureFeeSchedule(tx, application.id, todayIn(config.businessTimeZone ?? "UTC", now));
    }
    const [intake] = await tx.select().from(intakes).where(eq(intakes.id, offer.intakeId));
    const said =
      status === "accepted"
        ? seatAccepted(application.course, intake ? longDate(intake.startDate) : "soon")
        : seatDeclined(application.course);
    await enqueueMail(
      tx,
      seatAnsweredMail({
        site: await publishedSite(tx),
        to: application.email,
        firstName: application.firstName,
        said,
      }),
    );
    if (status === "declined") await offerFreeSeats(tx, config, offer.intakeId, now);
    return { expired: false as const, status, said };
  });
  if (result.expired) throw conflict("This offer has expired, and the seat was offered to the next person.");
  await invalidatePublicPages(db, "a waitlist offer was answered");
  return {
    message: `${result.said.happened} ${result.said.next}`,
    status: result.status,
  };
}

/**
 * Expires every pending offer past its hold at `now` and offers those seats on. The UPDATE …
 * WHERE status = 'pending' … RETURNING hands each expired offer to exactly one process, however
 * many servers run this job on one PostgreSQL; the seats are then offered under the intake lock.
 */
export async function expireOffers(db: Db, config: OfferConfig, now: Date): Promise<number> {
  const expired = await db
    .update(intakeOffers)
    .set({ status: "expired", decidedAt: now })
    .where(and(eq(intakeOffers.status, "pending"), lte(intakeOffers.expiresAt, now)))
    .returning({ intakeId: intakeOffers.intakeId });
  for (const intakeId of new Set(expired.map((e) => e.intakeId)))
    await db.transaction(async (tx) => {
      await offerFreeSeats(tx, config, intakeId, now);
    });
  if (expired.length > 0) await invalidatePublicPages(db, "waitlist offers expired");
  return expired.length;
}

/** Runs expireOffers every minute. */
export function startOfferJob(db: Db, config: OfferConfig, settings: JobSettings = {}): Job {
  return startJob({ name: "waitlist-offers", everyMs: 60_000 }, settings, async (now) => {
    const n = await expireOffers(db, config, now);
    return n > 0 ? `intakes: ${n} waitlist offer(s) expired` : undefined;
  });
}

/** An intake's offers with the applicant's e-mail, newest first (the back-office intake page). */
export async function offersOfIntake(db: Db, intakeId: string) {
  const rows = await db
    .select({
      id: intakeOffers.id,
      email: enrolments.email,
      status: intakeOffers.status,
      expiresAt: intakeOffers.expiresAt,
      decidedAt: intakeOffers.decidedAt,
    })
    .from(intakeOffers)
    .innerJoin(enrolments, eq(enrolments.id, intakeOffers.enrolmentId))
    .where(eq(intakeOffers.intakeId, intakeId))
    .orderBy(sql`${intakeOffers.createdAt} desc`)
    .limit(200);
  return rows.map((r) => ({
    ...r,
    expiresAt: r.expiresAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}
