import { exampleApplicant } from "./examples.ts";
import { mailTemplate, type MailSite, signedWithName } from "./template.ts";

/** An address waiting for a program's next intake hears, once, that it is open. */
export const intakeOpenMail = mailTemplate(
  (d: { site: MailSite; to: string; program: string; startDate: string; link: string }) => ({
    to: d.to,
    subject: `A new ${d.program} intake is open`,
    text: signedWithName(d.site, [
      "Hello,",
      "",
      `You asked us to tell you about the next ${d.program} intake: it starts ${d.startDate}.`,
      `Apply here: ${d.link}`,
    ]),
  }),
  (site) => ({
    site,
    to: exampleApplicant.to,
    program: exampleApplicant.course,
    startDate: "2 February 2027",
    link: "https://harbourline.example/enrol-now?program=data-analytics",
  }),
);
