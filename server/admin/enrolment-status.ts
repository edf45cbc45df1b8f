import { nextSteps } from "#content/application-next-steps.ts";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { invalidatePublicPages } from "../db/content-versions.ts";
import { admins, enrolmentStatusChanges, enrolments, intakeOffers, intakes } from "../db/schema.ts";
import { conflict, invalid, notFound, parseOrInvalid } from "../domain/errors.ts";
import { type OfferConfig, offerFreeSeats, seatsHeld } from "../intakes/offers.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { applicationStatusMail } from "../mail/templates/application-status.ts";
import type { MailSite } from "../mail/templates/template.ts";
import { todayIn } from "../intakes/labels.ts";
import { cancelFutureInstalments, ensureFeeSchedule } from "../payments/schedule.ts";
import { recordAudit } from "./audit.ts";
import { assertId } from "./record-id.ts";

/**
 * An application's status lifecycle: received → under review → accepted → enrolled along the main
 * path, or from any open status to waitlisted, rejected or withdrawn. A received application may
 * also be accepted straight away (an administrator who needs no review step, and issue 14's
 * "accepting" call, which names no review). A waitlisted application can come back to review or be
 * accepted; rejected, withdrawn and enrolled are final.
 */
export const enrolmentStatuses = [
  "received",
  "under review",
  "accepted",
  "enrolled",
  "waitlisted",
  "rejected",
  "withdrawn",
] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

const forward: Record<string, EnrolmentStatus[]> = {
  received: ["under review", "accepted"],
  "under review": ["accepted"],
  accepted: ["enrolled"],
  waitlisted: ["under review", "accepted"],
};
const final = new Set(["enrolled", "rejected", "withdrawn"]);
const sideStates: EnrolmentStatus[] = ["waitlisted", "rejected", "withdrawn"];

export function nextStatuses(current: string): EnrolmentStatus[] {
  if (final.has(current)) return [];
  return [...(forward[current] ?? []), ...sideStates.filter((s) => s !== current)];
}

export const statusChangeSchema = z.object({
  status: z.enum(enrolmentStatuses, `Status must be one of: ${enrolmentStatuses.join(", ")}`),
  /** Accept into a full intake anyway (issue 14): the administrator's explicit choice. */
  overCapacity: z.boolean('"overCapacity" must be true or false').optional(),
});

/** Statuses that hold a seat of the application's intake. */
const holdsSeat = (status: string) => status === "accepted" || status === "enrolled";

const statusLines: Record<EnrolmentStatus, string> = {
  received: "We have received your application.",
  "under review": "Our team is now reviewing your application.",
  accepted: `Good news: ${nextSteps.accepted!.charAt(0).toLowerCase()}${nextSteps.accepted!.slice(1)}`,
  enrolled: "You are now enrolled. Welcome aboard!",
  waitlisted: "Your application is on our waiting list. We will let you know as soon as a place opens.",
  rejected: "After careful review we are unable to offer you a place this time.",
  withdrawn: "Your application has been withdrawn.",
};

/** The e-mail an applicant gets when their application becomes `to`: shown to the admin before the change. */
export function statusMail(
  site: MailSite,
  row: { email: string; firstName: string; course: string },
  to: EnrolmentStatus,
) {
  return applicationStatusMail({
    site,
    to: row.email,
    firstName: row.firstName,
    course: row.course,
    status: to,
    said: statusLines[to],
  });
}

export interface StatusChangePreview {
  to: EnrolmentStatus;
  email: string;
  subject: string;
  text: string;
}

/**
 * What confirming a change to `status` would do: the mail the applicant gets. Null when the
 * application cannot move to that status (a stale or hand-edited link), so the page just omits it.
 */
export async function previewStatusChange(
  db: Db,
  input: { id: string; status: string },
): Promise<StatusChangePreview | null> {
  const parsed = statusChangeSchema.safeParse({ status: input.status });
  if (!parsed.success) return null;
  const to = parsed.data.status;
  const id = assertId("enrollments", input.id);
  const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id));
  if (!row || !nextStatuses(row.status).includes(to)) return null;
  const mail = statusMail(await publishedSite(db), row, to);
  return { to, email: row.email, subject: mail.subject, text: mail.text };
}

/**
 * Changes the status, e-mails the applicant and records who did it, all in one transaction.
 *
 * Taking a seat (becoming accepted or enrolled) in an intake locks the intake row first
 * (SELECT … FOR UPDATE), then counts its seats: two administrators accepting into the last seat
 * at once queue on that lock, and the second sees the first's seat and is refused (`conflict`)
 * unless the body says `overCapacity: true`. Locks are always taken intake first, then
 * application, so this and applying or offering never deadlock.
 */
export async function changeEnrolmentStatus(
  db: Db,
  /** adminId null: the applicant's own change from the portal (withdrawing), not an audited admin action. */
  input: { id: string; body: unknown; adminId: string | null; offers?: OfferConfig; now?: Date },
): Promise<{ message: string; status: EnrolmentStatus }> {
  const now = input.now ?? new Date();
  const { status: to, overCapacity } = parseOrInvalid(statusChangeSchema, input.body ?? {});
  const id = assertId("enrollments", input.id);
  const seatsChanged = await db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ intakeId: enrolments.intakeId })
      .from(enrolments)
      .where(eq(enrolments.id, id));
    if (!peek) throw notFound("Enrolment not found");
    const [intake] = peek.intakeId
      ? await tx.select().from(intakes).where(eq(intakes.id, peek.intakeId)).for("update")
      : [];
    const [row] = await tx.select().from(enrolments).where(eq(enrolments.id, id)).for("update");
    if (!row) throw notFound("Enrolment not found");
    if (!nextStatuses(row.status).includes(to))
      throw invalid({ status: `An application that is ${row.status} cannot become ${to}` });
    const takes = intake && !holdsSeat(row.status) && holdsSeat(to);
    const frees = intake && holdsSeat(row.status) && !holdsSeat(to);
    if (takes && !overCapacity) {
      const taken = await seatsHeld(tx, intake.id, id);
      if (taken >= intake.capacity)
        throw conflict(
          `This intake is full: ${taken} of ${intake.capacity} seats are taken. To accept anyway, choose to go over capacity ("overCapacity": true).`,
        );
    }
    await tx.update(enrolments).set({ status: to, updatedAt: new Date() }).where(eq(enrolments.id, id));
    await tx
      .insert(enrolmentStatusChanges)
      .values({ enrolmentId: id, fromStatus: row.status, toStatus: to, adminId: input.adminId });
    if (input.adminId)
      await recordAudit(tx, {
        adminId: input.adminId,
        action: "status",
        entity: "enrollments",
        entityId: id,
        before: { status: row.status },
        after: { status: to, ...(takes && overCapacity ? { overCapacity: true } : {}) },
      });
    await enqueueMail(tx, statusMail(await publishedSite(tx), row, to));
    // Taking a place starts the fee schedule (issue 34); withdrawing cancels what is not yet due.
    const today = todayIn(input.offers?.businessTimeZone ?? "UTC", now);
    if (holdsSeat(to)) await ensureFeeSchedule(tx, id, today);
    if (to === "withdrawn") await cancelFutureInstalments(tx, id, today);
    // The application's own pending offer ends with this change; a freed seat goes to the waitlist.
    const ended = await tx
      .update(intakeOffers)
      .set({ status: holdsSeat(to) ? "accepted" : "declined", decidedAt: now })
      .where(and(eq(intakeOffers.enrolmentId, id), eq(intakeOffers.status, "pending")))
      .returning({ id: intakeOffers.id });
    if (intake && input.offers && (frees || ended.length > 0))
      await offerFreeSeats(tx, input.offers, intake.id, now);
    return Boolean(takes || frees);
  });
  if (seatsChanged) await invalidatePublicPages(db, `seats of an intake changed (application ${id})`);
  return { message: `Status changed to ${to}`, status: to };
}

export interface StatusChange {
  id: string;
  fromStatus: string;
  toStatus: string;
  adminName: string | null;
  createdAt: string;
}

export async function statusHistory(db: Db, enrolmentId: string): Promise<StatusChange[]> {
  const rows = await db
    .select({
      id: enrolmentStatusChanges.id,
      fromStatus: enrolmentStatusChanges.fromStatus,
      toStatus: enrolmentStatusChanges.toStatus,
      firstName: admins.firstName,
      lastName: admins.lastName,
      createdAt: enrolmentStatusChanges.createdAt,
    })
    .from(enrolmentStatusChanges)
    .leftJoin(admins, eq(admins.id, enrolmentStatusChanges.adminId))
    .where(eq(enrolmentStatusChanges.enrolmentId, enrolmentId))
    .orderBy(asc(enrolmentStatusChanges.createdAt));
  return rows.map((r) => ({
    id: r.id,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    adminName: r.firstName ? `${r.firstName} ${r.lastName}` : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
