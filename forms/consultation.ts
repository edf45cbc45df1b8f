import * as z from "zod/mini";
import { budgetValues, serviceOptions } from "#content/options.ts";
import { bounds, oneOf, personName, requiredEmail, requiredParagraph, requiredText } from "./fields.ts";

/** Free consultation booking (spec §5). */
export const consultationSchema = z.object({
  firstName: personName("First name is required", "First name"),
  lastName: personName("Last name is required", "Last name"),
  email: requiredEmail("Email is required"),
  phone: requiredText("Phone number is required", "Phone number", bounds.phone),
  company: requiredText("Company is required", "Company"),
  projectDetails: requiredParagraph("Project details is required", "Project details", bounds.long),
  budget: oneOf(budgetValues, "Budget is required"),
  service: oneOf(serviceOptions, "Service is required"),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;
