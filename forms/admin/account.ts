import { z } from "zod";
import { newPassword, password, passwordsMatch, personName, requiredEmail } from "../fields.ts";
import { personFields } from "./records.ts";

/** Admin account forms (spec §5): create, profile and change password. */

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
    verifyPassword: password("Please confirm your password"),
  })
  .refine(...passwordsMatch("password", "verifyPassword"));

/**
 * The back-office's "Invite a staff member" form (issue 36): name, e-mail and role; the person
 * chooses their own password through the e-mailed single-use link, so no one types it for them.
 */
export const adminInviteSchema = z.object({
  ...personFields,
  role: roleField.default("staff"),
});

export const profileSchema = z.object({
  firstName: personName("First name is required", "First name"),
  lastName: personName("Last name is required", "Last name"),
  email: requiredEmail("Email is required", { invalid: "Invalid email" }),
});

/** The same rules and messages as a student's change of password. */
export { changePasswordSchema } from "../auth.ts";
