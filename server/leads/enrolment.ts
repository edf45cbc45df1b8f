import { enrolmentSchema } from "#forms/enrolment.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { enrolments } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { acceptSubmission, type Submitter } from "./accept.ts";
import { enrolmentApplicantMail, enrolmentStaffMail } from "./mails.ts";

export const ENROLMENT_THANKS = "Your application has been received. We've e-mailed you a confirmation.";

/**
 * Stores an application with status 'received', linked to the signed-in student when there is
 * one; the applicant gets a confirmation and staff a notice, in the same transaction.
 */
export async function submitEnrolment(db: Db, config: Config, body: unknown, who: Submitter) {
  const accepted = await acceptSubmission(db, "enrolment", body, who, enrolmentSchema);
  const linked = Boolean(who.studentId);
  if (accepted.trapped) return { message: ENROLMENT_THANKS, data: { status: "received", linked } };
  const input = accepted.data;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(enrolments)
      .values({
        ...input,
        enrolmentDate: input.enrolmentDate ?? null,
        timeTable: input.timeTable ?? null,
        studentId: who.studentId ?? null,
        status: "received",
      })
      .returning({ id: enrolments.id, status: enrolments.status, createdAt: enrolments.createdAt });
    await enqueueMail(tx, enrolmentApplicantMail(input));
    await enqueueMail(tx, enrolmentStaffMail(config.staffEmail, input));
    return created!;
  });
  return { message: ENROLMENT_THANKS, data: { ...row, linked } };
}
