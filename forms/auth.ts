import { z } from "zod";
import {
  bounds,
  newPassword,
  optionalCheckbox,
  password,
  passwordsMatch,
  personName,
  requiredEmail,
  requiredText,
} from "./fields.ts";

/**
 * The sign-in, sign-up, password-reset, profile and change-password forms of the portal and the
 * back-office. Messages are spec §5 word for word. The spec's portal has no password rule, so
 * every new password follows the admin rule of at least 8 characters. Sign-in screens only look
 * the e-mail up, so they do not check its shape.
 */

const email = requiredEmail("Email is required", { format: false });
const firstName = personName("First name is required", "First name");
const lastName = personName("Last name is required", "Last name");
const token = (required: string) => requiredText(required, "Token", bounds.short);

export const signInSchema = z.object({
  email,
  password: password("Password is required"),
  remember: optionalCheckbox(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName,
  lastName,
  email: requiredEmail("Email is required"),
  password: newPassword("Password is required"),
  remember: optionalCheckbox(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/admin/auth/reset-password (spec §7.2): the shared reset of both screens. */
export const resetPasswordSchema = z.object({
  email,
  password: newPassword("Password is required"),
  passwordResetToken: token("Reset token is required"),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The portal reset screen: e-mail (read-only, from the link), token (hidden) and the new password. */
export const portalResetFormSchema = z.object({
  email,
  passwordResetToken: token("Reset token is required"),
  password: newPassword("Password is required"),
});

/** The admin reset screen: new password and its confirmation (spec §5 'Admin reset'). */
export const adminResetFormSchema = z
  .object({
    email,
    passwordResetToken: token("Token is required"),
    password: newPassword("New password is required"),
    confirmPassword: password("Please confirm your password"),
  })
  .refine(...passwordsMatch("password", "confirmPassword"));

export const profileSchema = z.object({ firstName, lastName });
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: password("Old password is required"),
    newPassword: newPassword("New password is required"),
    confirmNewPassword: password("Please confirm your new password"),
  })
  .refine(...passwordsMatch("newPassword", "confirmNewPassword"));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
