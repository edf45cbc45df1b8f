import { budgetLabel } from "#content/options.ts";
import type { ConsultationInput } from "#forms/consultation.ts";
import { lines, mailTemplate, signOff, type MailSite } from "./template.ts";
import { exampleConsultation } from "./examples.ts";

/** The requester of a consultation without a slot: we will get back to you. */
export const consultationRequestMail = mailTemplate(
  ({ site, input }: { site: MailSite; input: ConsultationInput }) => ({
    to: input.email,
    subject: "We've received your consultation request",
    text: `Hi ${input.firstName},\n\nThank you for your inquiry! We've received your request for a free consultation about ${input.service.toLowerCase()} and will get back to you soon.\n\n${lines({ Company: input.company, Budget: budgetLabel(input.budget) })}\n\n${signOff(site)}`,
  }),
  (site) => ({ site, input: exampleConsultation }),
);
