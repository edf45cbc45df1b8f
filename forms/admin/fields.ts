import { z } from "zod";
import { singleLine } from "../fields.ts";

/** Building blocks for the back-office forms: the '<Field> is required' pattern of spec §5. */
export const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A required single-line field ('<label> is required'): no line breaks or control characters. */
export const requiredLine = (label: string, message = `${label} is required`) =>
  singleLine(required(message), label);

export const requiredEmail = (invalidMessage = "Email should be a valid email address") =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email(invalidMessage))
    .transform((email) => email.toLowerCase());

/** Names shared by every person-shaped record. */
export const personFields = {
  firstName: requiredLine("First name"),
  lastName: requiredLine("Last name"),
  email: requiredEmail(),
};

/** A Zod error as {field: first message}, for forms in the browser. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.join(".") || "form";
    out[name] ??= issue.message;
  }
  return out;
}
