import { z } from "zod";

/** Back-office two-factor forms (docs/decisions/0073), shared by browser and server. */

export const codeRequired = "Enter the code from your authenticator app";

/** A TOTP code or a recovery code: what the code field of every two-factor form holds. */
export const codeSchema = z.object({
  code: z.string({ error: codeRequired }).trim().min(1, codeRequired).max(40, "That code is not valid"),
});
