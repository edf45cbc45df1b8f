import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type ToPerson } from "./template.ts";

/** The applicant answered a seat offer; `said` is what the answer page says (content/confirmations). */
export const seatAnsweredMail = mailTemplate(
  (
    d: ToPerson & {
      said: { title: string; happened: string; next: string };
    },
  ) => ({
    to: d.to,
    subject: d.said.title,
    text: [`Hi ${d.firstName},`, "", d.said.happened, "", d.said.next, "", d.site.name].join("\n"),
  }),
  (site) => ({
    site,
    ...exampleApplicant,
    said: {
      title: "Your seat is confirmed",
      happened: "You accepted the seat in Example Program.",
      next: "Your first payment is on the Payments page of your student portal.",
    },
  }),
);
