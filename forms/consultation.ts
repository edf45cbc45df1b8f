import { z } from "zod";
import { budgetValues, serviceOptions } from "#content/options.ts";
import {
  type ClientRules,
  INVALID_EMAIL,
  oneOf,
  requiredEmail,
  requiredParagraph,
  requiredText,
} from "./fields.ts";

/** Free consultation booking (spec §5); also the admin edit form's rules. */
export const consultationMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  phone: "Phone number is required",
  company: "Company is required",
  projectDetails: "Project details is required",
  budget: "Budget is required",
  service: "Service is required",
} as const;

export const consultationSchema = z.object({
  firstName: requiredText(consultationMessages.firstName, "First name", 100),
  lastName: requiredText(consultationMessages.lastName, "Last name", 100),
  email: requiredEmail(consultationMessages.email),
  phone: requiredText(consultationMessages.phone, "Phone number", 40),
  company: requiredText(consultationMessages.company, "Company", 200),
  projectDetails: requiredParagraph(consultationMessages.projectDetails, "Project details", 5000),
  budget: oneOf(budgetValues, consultationMessages.budget),
  service: oneOf(serviceOptions, consultationMessages.service),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;

export const consultationRules: ClientRules = Object.fromEntries(
  Object.entries(consultationMessages).map(([name, required]) => [
    name,
    name === "email" ? { required, email: INVALID_EMAIL } : { required },
  ]),
);
