import { config, safeParse } from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { fieldMessages } from "#forms/field-messages.ts";
import type { FormValues } from "#forms/form-values.ts";

/**
 * The browser half of every form's validation: the form's own Zod schema from forms/, run on what
 * the form would post, reporting each field's first message exactly as the server does. Used by
 * the public pages' form script (in the chunk it loads on first use) and by the hydrated portal
 * and back-office forms.
 */

// The pages' Content-Security-Policy forbids eval; without this Zod would probe `new Function`
// once, and the browser reports that probe as a violation even though Zod catches it.
if (typeof document !== "undefined") config({ jitless: true });

/** The schema's first message per field for these values; empty when they pass. */
export function checkValues(schema: $ZodType, values: FormValues): Record<string, string> {
  const result = safeParse(schema, values);
  return result.success ? {} : fieldMessages(result.error);
}
