import { formatDateTime } from "#forms/dates.ts";
import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type ToPerson, signedWithName } from "./template.ts";

/** A waitlisted applicant is offered a freed seat, held for `offerHours`. */
export const seatOfferMail = mailTemplate(
  (
    d: ToPerson & {
      program: string;
      startDate: string;
      expiresAt: Date;
      zone?: string;
      offerHours: number;
      accept: string;
      decline: string;
    },
  ) => ({
    to: d.to,
    subject: `A seat is free for you: ${d.program}`,
    text: signedWithName(d.site, [
      `Hi ${d.firstName},`,
      "",
      `Good news: a seat has freed up in the ${d.program} intake starting ${d.startDate}, and it is yours if you want it.`,
      `We hold it for you until ${formatDateTime(d.expiresAt, { zone: d.zone })} (${d.offerHours} hours).`,
      "",
      `Accept the seat: ${d.accept}`,
      `Decline it: ${d.decline}`,
      "",
      "Each link works once. You can also answer from your student portal.",
    ]),
  }),
  (site) => ({
    site,
    ...exampleApplicant,
    program: exampleApplicant.course,
    startDate: "2 February 2027",
    expiresAt: new Date("2027-01-10T01:00:00Z"),
    zone: "Australia/Sydney",
    offerHours: 48,
    accept: "https://harbourline.example/intake-offer?token=live-token-offer&answer=accept",
    decline: "https://harbourline.example/intake-offer?token=live-token-offer&answer=decline",
  }),
);
