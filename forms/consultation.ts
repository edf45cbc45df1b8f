import { z } from "zod";
import { budgetValues, serviceOptions } from "#content/options.ts";
import { type ClientRules, INVALID_EMAIL, oneOf, requiredEmail, requiredText } from "./fields.ts";

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
  projectDetails: requiredText(consultationMessages.projectDetails, "Project details", 5000),
  budget: oneOf(budgetValues, consultationMessages.budget),
  service: oneOf(serviceOptions, consultationMessages.service),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;

/** A picked time that is not one of the free slots (400, on the `slotStart` field). */
export const SLOT_NOT_OFFERED = "That time is not available. Please pick another.";
/** The picked slot was free a moment ago and is booked now (409). */
export const SLOT_TAKEN = "That time was just taken. Please pick another.";

/**
 * The public booking: the spec's fields plus an optional `slotStart`, the start of a free slot
 * as GET /api/consultations/slots gives it (ISO 8601 with offset). Empty means no time picked.
 */
export const consultationBookingSchema = consultationSchema.extend({
  slotStart: z
    .string({ error: SLOT_NOT_OFFERED })
    .trim()
    .max(64, SLOT_NOT_OFFERED)
    .nullish()
    .transform((v) => v || undefined),
});

export type ConsultationBooking = z.infer<typeof consultationBookingSchema>;

export const consultationRules: ClientRules = Object.fromEntries(
  Object.entries(consultationMessages).map(([name, required]) => [
    name,
    name === "email" ? { required, email: INVALID_EMAIL } : { required },
  ]),
);
