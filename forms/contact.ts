import * as z from "zod/mini";
import { requiredEmail, requiredText } from "./fields.ts";

/** Contact enquiry (spec §5): all five fields required, no format rule. */
export const contactSchema = z.object({
  firstName: requiredText("First name is required", "First name", 100),
  lastName: requiredText("Last name is required", "Last name", 100),
  email: requiredEmail("Email is required", false),
  mobile: requiredText("Phone number is required", "Phone number", 40),
  message: requiredText("Message is required", "Message", 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;
