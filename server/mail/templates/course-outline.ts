import { mailTemplate, signOff, type MailSite } from "./template.ts";

/** The outline PDF a visitor asked for, attached. */
export const courseOutlineMail = mailTemplate(
  (d: {
    site: MailSite;
    to: string;
    firstName: string;
    course: string;
    pdf: { filename: string; content: Buffer };
  }) => ({
    to: d.to,
    subject: `Your ${d.course} course outline`,
    text: `Hi ${d.firstName},\n\nThank you for your interest in ${d.course}. The course outline is attached: duration, study mode, topics, timetable and fee terms.\n\nWhen you are ready, you can apply online at any time.\n\n${signOff(d.site)}`,
    attachments: [
      { filename: d.pdf.filename, contentType: "application/pdf", content: d.pdf.content.toString("base64") },
    ],
  }),
  (site) => ({
    site,
    to: "ada@example.com",
    firstName: "Ada",
    course: "Example Program",
    pdf: { filename: "example-program-outline.pdf", content: Buffer.from("%PDF-1.4") },
  }),
);
