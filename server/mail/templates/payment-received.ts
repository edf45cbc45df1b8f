import { displayDate, formatCents } from "../../payments/fees.ts";
import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type MailSite, signedWithName } from "./template.ts";

/** Money for an enrolment arrived (a bank transfer recorded, or a card payment). */
export const paymentReceivedMail = mailTemplate(
  (d: {
    site: MailSite;
    to: { email: string; firstName: string; course: string };
    amountCents: number;
    receivedOn: string;
    balanceCents: number;
  }) => ({
    to: d.to.email,
    subject: `Payment received: ${d.to.course}`,
    text: signedWithName(d.site, [
      `Hi ${d.to.firstName},`,
      "",
      `We received your payment of ${formatCents(d.amountCents)} AUD on ${displayDate(d.receivedOn)} for ${d.to.course}.`,
      d.balanceCents > 0
        ? `The balance still to pay is ${formatCents(d.balanceCents)} AUD.`
        : "Your course fee is now paid in full.",
      "Your receipt is on the Payments page of your student portal.",
    ]),
  }),
  (site) => ({
    site,
    to: {
      email: exampleApplicant.to,
      firstName: exampleApplicant.firstName,
      course: exampleApplicant.course,
    },
    amountCents: 100_000,
    receivedOn: "2027-02-01",
    balanceCents: 300_000,
  }),
);
