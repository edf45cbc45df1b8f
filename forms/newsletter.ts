import * as z from "zod/mini";
import { requiredEmail } from "./fields.ts";

/** Newsletter signup (spec §5). The browser's type=email check is mirrored on the server. */
export const newsletterSchema = z.object({ email: requiredEmail("Email address is required!") });

export type NewsletterInput = z.infer<typeof newsletterSchema>;
