import { z } from "zod";

/** Building blocks for the back-office forms: the '<Field> is required' pattern of spec §5. */
export const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const requiredEmail = (invalidMessage = "Email should be a valid email address") =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email(invalidMessage))
    .transform((email) => email.toLowerCase());

/** Names shared by every person-shaped record. */
export const personFields = {
  firstName: required("First name is required"),
  lastName: required("Last name is required"),
  email: requiredEmail(),
};
