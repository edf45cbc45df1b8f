import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type ToPerson } from "./template.ts";

/**
 * An applicant's application changed status; `said` is the status's sentence
 * (server/admin/enrolment-status.ts). The back-office shows it before the change is confirmed.
 */
export const applicationStatusMail = mailTemplate(
  (d: ToPerson & { course: string; status: string; said: string }) => ({
    to: d.to,
    subject: `Your ${d.course} application is now ${d.status}`,
    text: [
      `Hi ${d.firstName},`,
      "",
      `The status of your application for ${d.course} is now: ${d.status}.`,
      d.said,
      "",
      `${d.site.name}`,
    ].join("\n"),
  }),
  (site) => ({
    site,
    ...exampleApplicant,
    status: "enrolled",
    said: "You are now enrolled. Welcome aboard!",
  }),
);
