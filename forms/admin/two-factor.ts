import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../fields.ts";

/** Back-office two-factor forms (docs/decisions/0073), shared by browser and server. */

export const codeRequired = "Enter the code from your authenticator app";

/** A TOTP code or a recovery code: what the code field of every two-factor form holds. */
export const codeSchema = z.object({
  code: z.string({ error: codeRequired }).trim().min(1, codeRequired).max(40, "That code is not valid"),
});

export const currentPasswordWrong = "That is not your current password";
export const currentPasswordRequired = "Enter your current password to confirm this change";

/**
 * What a security-sensitive change of the signed-in account carries to prove it is the owner
 * asking (server/accounts/step-up.ts): the current password, or a current second-factor code
 * (from the authenticator app, or a recovery code). Both optional here; the step-up says which
 * is missing. The password is never trimmed (spaces are characters the owner chose).
 */
export const stepUpSchema = z.object({
  currentPassword: z
    .string({ error: currentPasswordWrong })
    .max(PASSWORD_MAX_LENGTH, currentPasswordWrong)
    .optional(),
  code: z.string({ error: "That code is not valid" }).trim().max(40, "That code is not valid").optional(),
});
export type StepUpInput = z.infer<typeof stepUpSchema>;
