import { z } from "zod";
import { personFields, required, requiredEmail } from "./fields.ts";

/** Admin account forms (spec §5): create, profile and change password. */

const newPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters");

/** The back-office roles (docs/decisions/0073; the policy is server/accounts/roles.ts). */
export const staffRoles = ["administrator", "staff"] as const;

export const roleField = z.enum(staffRoles, "Role must be administrator or staff");

export const adminRoleSchema = z.object({ role: roleField });

export const adminCreateSchema = z
  .object({
    ...personFields,
    // Optional, so §7's POST /admin/admins without it still creates an administrator.
    role: roleField.default("administrator"),
    password: newPassword("Password is required"),
    verifyPassword: z
      .string({ error: "Please confirm your password" })
      .min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.verifyPassword, {
    message: "Passwords must match",
    path: ["verifyPassword"],
  });

export const profileSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  email: requiredEmail("Invalid email"),
});

export const changePasswordSchema = z
  .object({
    oldPassword: required("Old password is required"),
    newPassword: newPassword("New password is required"),
    confirmNewPassword: z
      .string({ error: "Please confirm your new password" })
      .min(1, "Please confirm your new password"),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: "Passwords must match",
    path: ["confirmNewPassword"],
  });
