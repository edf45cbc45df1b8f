import * as z from "zod/mini";
import { budgetValues, serviceOptions } from "#content/options.ts";
import { oneOf, requiredEmail, requiredText } from "./fields.ts";

/** Free consultation booking (spec §5). */
export const consultationSchema = z.object({
  firstName: requiredText("First name is required", "First name", 100),
  lastName: requiredText("Last name is required", "Last name", 100),
  email: requiredEmail("Email is required"),
  phone: requiredText("Phone number is required", "Phone number", 40),
  company: requiredText("Company is required", "Company", 200),
  projectDetails: requiredText("Project details is required", "Project details", 5000),
  budget: oneOf(budgetValues, "Budget is required"),
  service: oneOf(serviceOptions, "Service is required"),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;
