import { displayDate } from "../../payments/fees.ts";
import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type ToPerson, signedWithName } from "./template.ts";

/** An accepted applicant's first payment never came: the seat went to the waitlist. */
export const seatReleasedMail = mailTemplate(
  (
    d: ToPerson & {
      course: string;
      dueOn: string;
    },
  ) => ({
    to: d.to,
    subject: `Your place in ${d.course} has been released`,
    text: signedWithName(d.site, [
      `Hi ${d.firstName},`,
      "",
      `The first payment for ${d.course} was due on ${displayDate(d.dueOn)} and has not arrived, so your place has been released to the next person waiting and your application is withdrawn.`,
      "If this is a mistake, reply to this e-mail and we will help.",
    ]),
  }),
  (site) => ({
    site,
    ...exampleApplicant,
    dueOn: "2027-02-02",
  }),
);
