import { enrolmentSchema } from "#forms/enrolment.ts";
import { findAccountById } from "../accounts/accounts.ts";
import {
  issueVerificationToken,
  isVerifiedAddress,
  verificationLink,
} from "../accounts/email-verification.ts";
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
 *
 * An application filed while signed in is the account's: it carries the account's e-mail, and
 * the e-mail typed in the form is not used (issue 13, M1: a student's token with someone else's
 * address put the application in that person's list). One filed without signing in gets, in its
 * confirmation, a link to create an account for the address that also verifies it.
 */
export async function submitEnrolment(db: Db, config: Config, body: unknown, who: Submitter) {
  const accepted = await acceptSubmission(db, "enrolment", body, who, enrolmentSchema);
  const linked = Boolean(who.studentId);
  if (accepted.trapped) return { message: ENROLMENT_THANKS, data: { status: "received", linked } };
  const owner = who.studentId ? await findAccountById(db, "student", who.studentId) : undefined;
  const input = owner ? { ...accepted.data, email: owner.email } : accepted.data;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(enrolments)
      .values({
        ...input,
        enrolmentDate: input.enrolmentDate ?? null,
        timeTable: input.timeTable ?? null,
        studentId: owner?.id ?? null,
        status: "received",
      })
      .returning({ id: enrolments.id, status: enrolments.status, createdAt: enrolments.createdAt });
    await enqueueMail(tx, enrolmentApplicantMail(input, await followUp(tx, config, input.email, !!owner)));
    await enqueueMail(tx, enrolmentStaffMail(config.staffEmail, input));
    return created!;
  });
  return { message: ENROLMENT_THANKS, data: { ...row, linked } };
}

/** How the applicant can follow the application online, for the confirmation. */
async function followUp(db: Db, config: Config, email: string, signedIn: boolean): Promise<string> {
  if (signedIn) return `You can follow it on your student portal dashboard: ${config.publicUrl}/portal`;
  if (await isVerifiedAddress(db, email))
    return `Sign in to your student portal to follow it: ${config.publicUrl}/portal/sign-in`;
  const link = verificationLink(config.publicUrl, await issueVerificationToken(db, email));
  return [
    `To follow your application online, create a student account for ${email}, or confirm this address if you have an account already. This link does either and is valid for 24 hours:`,
    "",
    link,
  ].join("\n");
}
