import * as z from "zod/mini";
import { budgetValues, serviceOptions } from "#content/options.ts";
import { bounds, oneOf, personName, requiredEmail, requiredParagraph, requiredText } from "./fields.ts";

/** A picked time that is not one of the free slots (400, on the `slotStart` field). */
export const SLOT_NOT_OFFERED = "That time is not available. Please pick another.";
/** The picked slot was free a moment ago and is booked now (409). */
export const SLOT_TAKEN = "That time was just taken. Please pick another.";

/** Free consultation booking (spec §5), with the optional slot of decision 0081. */
export const consultationSchema = z.object({
  firstName: personName("First name is required", "First name"),
  lastName: personName("Last name is required", "Last name"),
  email: requiredEmail("Email is required"),
  phone: requiredText("Phone number is required", "Phone number", bounds.phone),
  company: requiredText("Company is required", "Company"),
  projectDetails: requiredParagraph("Project details is required", "Project details", bounds.long),
  budget: oneOf(budgetValues, "Budget is required"),
  service: oneOf(serviceOptions, "Service is required"),
  /**
   * Optional: the start of a free slot as GET /api/consultations/slots gives it (ISO 8601 with
   * offset); empty means no time picked. Whether it is offered is a domain rule
   * (server/consultations/booking.ts), so the schema only bounds its length.
   */
  slotStart: z.optional(
    z.pipe(
      z.nullable(z.string({ error: SLOT_NOT_OFFERED }).check(z.trim(), z.maxLength(64, SLOT_NOT_OFFERED))),
      z.transform((v) => v || undefined),
    ),
  ),
});

export type ConsultationInput = z.infer<typeof consultationSchema>;

/** The public booking: the spec's fields plus the optional `slotStart` (one schema, 0023). */
export const consultationBookingSchema = consultationSchema;
export type ConsultationBooking = ConsultationInput;
