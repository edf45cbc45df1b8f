import { publishEvent } from "../events/events.ts";
import { type EnrolmentInput, publishedEnrolmentSchema } from "#forms/enrolment.ts";
import { currentPageVersion, TERMS_SLUG } from "../content/page-versions.ts";
import { publishedContent, publishedSite } from "../content/published.ts";
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
import { placeApplication, placeInLine } from "../intakes/apply.ts";
import { longDate } from "../intakes/labels.ts";
import { programName } from "../intakes/labels.ts";
import { acceptSubmission, type Submitter, sourceOfSubmitter } from "./accept.ts";
import { enrolmentApplicantMail } from "../mail/templates/enrolment-applicant.ts";
import { enrolmentStaffMail } from "../mail/templates/enrolment-staff.ts";

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
  await publishedContent(db); // the course list of this request: the programs published now
  const accepted = await acceptSubmission(db, "enrolment", body, who, publishedEnrolmentSchema);
  const linked = Boolean(who.studentId);
  if (accepted.trapped) return { message: ENROLMENT_THANKS, data: { status: "received", linked } };
  const owner = who.studentId ? await findAccountById(db, "student", who.studentId) : undefined;
  const input = owner ? { ...accepted.data, email: owner.email } : accepted.data;
  const { intakeId, ...fields } = input;
  // The enrolment terms the applicant accepted: the version published now (issue 32). Later
  // publishes add versions and never change this one.
  const termsVersion = await currentPageVersion(db, TERMS_SLUG);
  const row = await db.transaction(async (tx) => {
    const placed = intakeId
      ? await placeApplication(
          tx,
          { intakeId, course: fields.course, timeTable: fields.timeTable },
          config.businessTimeZone,
        )
      : undefined;
    const values = placed
      ? { ...fields, enrolmentDate: placed.enrolmentDate, timeTable: placed.timeTable }
      : { ...fields, enrolmentDate: fields.enrolmentDate ?? null, timeTable: fields.timeTable ?? null };
    const [created] = await tx
      .insert(enrolments)
      .values({
        ...values,
        studentId: owner?.id ?? null,
        source: sourceOfSubmitter(who),
        intakeId: placed?.intake.id ?? null,
        status: placed?.status ?? "received",
        termsVersion,
      })
      .returning({
        id: enrolments.id,
        status: enrolments.status,
        intakeId: enrolments.intakeId,
        createdAt: enrolments.createdAt,
      });
    const place =
      placed?.status === "waitlisted" ? await placeInLine(tx, placed.intake.id, created!.id) : undefined;
    const mailed: EnrolmentInput = {
      ...input,
      enrolmentDate: values.enrolmentDate ?? undefined,
      timeTable: (values.timeTable ?? undefined) as EnrolmentInput["timeTable"],
    };
    const waitlist =
      place && placed
        ? { place, intake: `${programName(placed.intake.program)} ${longDate(placed.intake.startDate)}` }
        : undefined;
    await enqueueMail(
      tx,
      enrolmentApplicantMail({
        site: await publishedSite(tx),
        input: mailed,
        followUp: await followUp(tx, config, input.email, !!owner),
        waitlist,
      }),
    );
    await enqueueMail(tx, enrolmentStaffMail({ staff: config.staffEmail, input: mailed }));
    // The back-office's open pages hear of the new application (issue 35) when it commits. Sent
    // inside the transaction: on its own, the NOTIFY was a second commit, and a second wait for
    // the disk, per application (issue 31 item 6).
    await publishEvent(tx, { name: "application.created", data: { id: created!.id } });
    return { ...created!, ...(place ? { placeInLine: place } : {}) };
  });
  if (row.placeInLine) {
    const message = `The intake is full, so your application is on its waitlist: you are number ${row.placeInLine} in line. We've e-mailed you a confirmation.`;
    return { message, data: { ...row, linked } };
  }
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
