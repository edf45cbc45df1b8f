import { consultationSchema } from "./consultation.ts";
import { contactSchema } from "./contact.ts";
import { outlineSchema } from "./course-outline.ts";
import { enrolmentSchema } from "./enrolment.ts";
import { newsletterSchema } from "./newsletter.ts";

/**
 * The public forms by the name their markup carries (`form[data-enhance=<name>]`): the page's
 * enhancement script validates each with its schema here, and the server accepts it with the same.
 */
export const publicFormSchemas = {
  contact: contactSchema,
  outline: outlineSchema,
  newsletter: newsletterSchema,
  consultation: consultationSchema,
  enrolment: enrolmentSchema,
} as const;

export type PublicFormName = keyof typeof publicFormSchemas;
