import { z } from "zod";
import { singleLine } from "./fields.ts";

/**
 * The sign-in, sign-up, password-reset, profile and change-password forms of the portal and the
 * back-office. Messages are spec §5 word for word. The spec's portal has no password rule, so
 * every new password follows the admin rule of at least 8 characters.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const passwordTooShort = "Password must be at least 8 characters";

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** A required text field: missing, non-string and blank input all get the same message. */
const required = (message: string) => z.preprocess(trimmed, z.string({ error: message }).min(1, message));

/** Passwords are never trimmed: spaces are characters the user chose. */
const requiredPassword = (message: string) => z.string({ error: message }).min(1, message);

const newPassword = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .min(PASSWORD_MIN_LENGTH, passwordTooShort)
    .max(1024, "Password must be at most 1024 characters");

const email = required("Email is required").pipe(z.string().max(254, "Email is too long").toLowerCase());

const validEmail = required("Email is required").pipe(
  z.email("Email should be a valid email address").max(254, "Email is too long").toLowerCase(),
);

/** A checkbox arrives as "true"/"on" from an HTML form and as a boolean from JSON. */
const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "on");

const name = (message: string, label: string) =>
  required(message).pipe(singleLine(z.string().max(100, "Name is too long"), label));

/**
 * The e-mail verification token a sign-up link carries (the invitation in an application's
 * confirmation, docs/decisions/0072): optional, and blank means none.
 */
const verificationToken = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.string().max(200).optional(),
);

export const signInSchema = z.object({
  email,
  password: requiredPassword("Password is required"),
  remember: checkbox,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: name("First name is required", "First name"),
  lastName: name("Last name is required", "Last name"),
  email: validEmail,
  password: newPassword("Password is required"),
  remember: checkbox,
  verificationToken,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/admin/auth/reset-password (spec §7.2): the shared reset of both screens. */
export const resetPasswordSchema = z.object({
  email,
  password: newPassword("Password is required"),
  passwordResetToken: required("Reset token is required"),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The portal reset screen: e-mail (read-only, from the link), token (hidden) and the new password. */
export const portalResetFormSchema = z.object({
  email,
  passwordResetToken: required("Reset token is required"),
  password: newPassword("Password is required"),
});

/** The admin reset screen: new password and its confirmation (spec §5 'Admin reset'). */
export const adminResetFormSchema = z
  .object({
    email,
    passwordResetToken: required("Token is required"),
    password: newPassword("New password is required"),
    confirmPassword: requiredPassword("Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords must match",
    path: ["confirmPassword"],
  });

export const profileSchema = z.object({
  firstName: name("First name is required", "First name"),
  lastName: name("Last name is required", "Last name"),
});

/** POST /api/portal/me/verify-email and the verify-email page: the token of the e-mailed link. */
export const verifyEmailSchema = z.object({
  token: required("This verification link is invalid or has expired. Please ask for a new one.").pipe(
    z.string().max(200),
  ),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: requiredPassword("Old password is required"),
    newPassword: newPassword("New password is required"),
    confirmNewPassword: requiredPassword("Please confirm your new password"),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: "Passwords must match",
    path: ["confirmNewPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The first message of each field, for rendering errors under the fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}
