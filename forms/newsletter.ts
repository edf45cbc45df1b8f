import { z } from "zod";
import { type ClientRules, INVALID_EMAIL, requiredEmail } from "./fields.ts";

/** Newsletter signup (spec §5). The browser's type=email check is mirrored on the server. */
export const newsletterMessages = { email: "Email address is required!" } as const;

export const newsletterSchema = z.object({ email: requiredEmail(newsletterMessages.email) });

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const newsletterRules: ClientRules = {
  email: { required: newsletterMessages.email, email: INVALID_EMAIL },
};
