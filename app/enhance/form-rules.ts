/**
 * The chunk the form script loads on a visitor's first interaction with a form: the forms' own
 * Zod schemas (zod/mini) and the check that runs them, so the browser's messages are the server's.
 */
import { checkValues } from "#app/components/forms/client-validation.ts";
import type { FormValues } from "#forms/form-values.ts";
import { publicFormSchemas } from "#forms/public-forms.ts";

/** Each field's first message for a public form's values; empty when they pass or the form is unknown. */
export function check(form: string, values: FormValues): Record<string, string> {
  const schema = publicFormSchemas[form as keyof typeof publicFormSchemas];
  return schema ? checkValues(schema, values) : {};
}
