import { budgetLabel } from "#content/options.ts";
import type { ConsultationInput } from "#forms/consultation.ts";
import { lines, mailTemplate } from "./template.ts";
import { exampleConsultation } from "./examples.ts";

/** Staff hear of a consultation request without a slot. */
export const consultationRequestStaffMail = mailTemplate(
  ({ staff, input }: { staff: string; input: ConsultationInput }) => ({
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
  }),
  () => ({ staff: "staff@harbourline.example", input: exampleConsultation }),
);
