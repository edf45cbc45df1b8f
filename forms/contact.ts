import * as z from "zod/mini";
import { bounds, personName, requiredEmail, requiredText } from "./fields.ts";

/** Contact enquiry (spec §5): all five fields required, no format rule. */
export const contactSchema = z.object({
  firstName: personName("First name is required", "First name"),
  lastName: personName("Last name is required", "Last name"),
  email: requiredEmail("Email is required", { format: false, lowercase: false }),
  mobile: requiredText("Phone number is required", "Phone number", bounds.phone),
  message: requiredText("Message is required", "Message", bounds.long),
});

export type ContactInput = z.infer<typeof contactSchema>;
