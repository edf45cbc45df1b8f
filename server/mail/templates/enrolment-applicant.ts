import { applicationReceived } from "#content/confirmations.ts";
import type { EnrolmentInput } from "#forms/enrolment.ts";
import { lines, mailTemplate, signOff, type MailSite } from "./template.ts";
import { exampleEnrolment } from "./examples.ts";

/**
 * The applicant's confirmation. `followUp`: how to follow the application online (the portal, or
 * a link to create an account); `waitlist` when the intake was full.
 */
export const enrolmentApplicantMail = mailTemplate(
  ({
    site,
    input,
    followUp,
    waitlist,
  }: {
    site: MailSite;
    input: EnrolmentInput;
    followUp: string;
    waitlist?: { place: number; intake: string };
  }) => {
    const received = waitlist
      ? `The ${waitlist.intake} intake is full, so your application is on its waitlist: you are number ${waitlist.place} in line. If a seat frees up we will e-mail you an offer.`
      : `Your application has been received. ${applicationReceived.next}`;
    return {
      to: input.email,
      subject: waitlist
        ? `You're on the waitlist for ${input.course} (number ${waitlist.place} in line)`
        : `We've received your application for ${input.course}`,
      text: `Hi ${input.firstName},\n\nThank you for applying for ${input.course}. ${received}\n\n${lines({
        Course: input.course,
        "Preferred start date": input.enrolmentDate,
        "Class time": input.timeTable,
      })}\n\n${followUp}\n\nTo change anything, submit a new application or reply to this e-mail.\n\n${signOff(site)}`,
    };
  },
  (site) => ({
    site,
    input: exampleEnrolment,
    followUp: "Follow your application in your student portal: https://harbourline.example/portal",
    waitlist: { place: 2, intake: "Example Program 2 February 2027" },
  }),
);
