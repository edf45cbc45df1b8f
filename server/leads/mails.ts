import { applicationReceived } from "#content/confirmations.ts";
import { budgetLabel } from "#content/options.ts";
import { currentSite, mailSignOff } from "../content/current-site.ts";
import type { ConsultationInput } from "#forms/consultation.ts";
import type { ContactInput } from "#forms/contact.ts";
import type { EnrolmentInput } from "#forms/enrolment.ts";
import type { MailMessage } from "../mail/outbox.ts";

/** The text of every e-mail the public forms send. Plain text: it reads everywhere. */

function lines(record: Record<string, string | undefined | null>): string {
  return Object.entries(record)
    .map(([label, value]) => `${label}: ${value ?? "-"}`)
    .join("\n");
}

export function contactStaffMail(staff: string, input: ContactInput): MailMessage {
  return {
    to: staff,
    subject: `New enquiry from ${input.firstName} ${input.lastName}`,
    text: `${lines({ Name: `${input.firstName} ${input.lastName}`, Email: input.email, Phone: input.mobile })}\n\n${input.message}`,
    headers: { "Reply-To": input.email },
  };
}

export function outlineMail(
  to: string,
  firstName: string,
  course: string,
  pdf: { filename: string; content: Buffer },
): MailMessage {
  return {
    to,
    subject: `Your ${course} course outline`,
    text: `Hi ${firstName},\n\nThank you for your interest in ${course}. The course outline is attached: duration, study mode, topics, timetable and fee terms.\n\nWhen you are ready, you can apply online at any time.${mailSignOff()}`,
    attachments: [
      { filename: pdf.filename, contentType: "application/pdf", content: pdf.content.toString("base64") },
    ],
  };
}

export function consultationRequesterMail(input: ConsultationInput): MailMessage {
  return {
    to: input.email,
    subject: "We've received your consultation request",
    text: `Hi ${input.firstName},\n\nThank you for your inquiry! We've received your request for a free consultation about ${input.service.toLowerCase()} and will get back to you soon.\n\n${lines({ Company: input.company, Budget: budgetLabel(input.budget) })}${mailSignOff()}`,
  };
}

export function consultationStaffMail(staff: string, input: ConsultationInput): MailMessage {
  return {
    to: staff,
    subject: `Consultation request: ${input.company}`,
    text: `${lines({
      Name: `${input.firstName} ${input.lastName}`,
      Email: input.email,
      Phone: input.phone,
      Company: input.company,
      Service: input.service,
      Budget: budgetLabel(input.budget),
    })}\n\n${input.projectDetails}`,
    headers: { "Reply-To": input.email },
  };
}

/** `followUp`: how to follow the application online (the portal, or a link to create an account). */
export function enrolmentApplicantMail(
  input: EnrolmentInput,
  followUp: string,
  waitlist?: { place: number; intake: string },
): MailMessage {
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
    })}\n\n${followUp}\n\nTo change anything, submit a new application or reply to this e-mail.${mailSignOff()}`,
  };
}

export function enrolmentStaffMail(staff: string, input: EnrolmentInput): MailMessage {
  return {
    to: staff,
    subject: `New application: ${input.firstName} ${input.lastName} for ${input.course}`,
    text: lines({
      Name: `${input.firstName} ${input.lastName}`,
      Email: input.email,
      Phone: input.mobile,
      Course: input.course,
      "Class time": input.timeTable,
      "Preferred start date": input.enrolmentDate,
    }),
    headers: { "Reply-To": input.email },
  };
}

/**
 * Double opt-in (docs/decisions/0083): the one e-mail a pending address gets. Its link opens a page
 * whose button confirms; the one-click header lets the address drop the request instead.
 */
export function newsletterConfirmMail(
  to: string,
  confirm: string,
  urls: { oneClick: string; page: string },
): MailMessage {
  return {
    to,
    subject: `Please confirm your ${currentSite().name} newsletter subscription`,
    text: `Someone (we hope you) asked to receive the ${currentSite().name} newsletter at this address.\n\nTo confirm, open this link and press the button: ${confirm}\n\nIf it was not you, ignore this e-mail: nothing will be sent to you.${mailSignOff()}`,
    headers: {
      "List-Unsubscribe": `<${urls.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Every newsletter e-mail carries a one-click unsubscribe (RFC 8058) and a link in its body. */
export function newsletterWelcomeMail(to: string, urls: { oneClick: string; page: string }): MailMessage {
  return {
    to,
    subject: `Welcome to the ${currentSite().name} newsletter`,
    text: `Thank you for subscribing! We'll send you news about upcoming courses, intakes and events.\n\nTo stop receiving these e-mails, unsubscribe here: ${urls.page}${mailSignOff()}`,
    headers: {
      "List-Unsubscribe": `<${urls.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
