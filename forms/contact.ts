import { z } from "zod";
import { type ClientRules, requiredEmail, requiredParagraph, requiredText } from "./fields.ts";

/**
 * Contact enquiry (spec §5): all five fields required, no format rule; but the e-mail must be one
 * address (it becomes the staff notice's Reply-To) and single-line fields one line (issue 13, L5).
 */
export const contactMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Email is required",
  mobile: "Phone number is required",
  message: "Message is required",
} as const;

export const contactSchema = z.object({
  firstName: requiredText(contactMessages.firstName, "First name", 100),
  lastName: requiredText(contactMessages.lastName, "Last name", 100),
  email: requiredEmail(contactMessages.email, false),
  mobile: requiredText(contactMessages.mobile, "Phone number", 40),
  message: requiredParagraph(contactMessages.message, "Message", 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const contactRules: ClientRules = Object.fromEntries(
  Object.entries(contactMessages).map(([name, required]) => [name, { required }]),
);
