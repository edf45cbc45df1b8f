import { type FormEvent, useState } from "react";
import { useActionData, useNavigation } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { checkValues } from "#app/components/forms/client-validation.ts";
import { focusFirstInvalid } from "#app/components/forms/form-dom.ts";
import { valuesOf } from "#forms/form-values.ts";
import { type FormResult, fieldsOf } from "#app/lib/form-result.ts";

/**
 * Client half of a `<Form method="post">`: checks the shared Zod schema at submit and stops the
 * request when it fails, shows the server's errors otherwise, and reports the pending state.
 * Without JavaScript the same form posts and the server renders the same messages.
 */
export function useValidatedForm(schema: $ZodType) {
  const reply = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const errors = checkValues(schema, valuesOf(form));
    if (Object.keys(errors).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(errors);
    focusFirstInvalid(form, errors);
  }

  return {
    errors: clientErrors ?? fieldsOf(reply) ?? {},
    values: echoedText(reply),
    pending: navigation.state === "submitting",
    onSubmit,
  };
}

/** The text a failed reply echoes back (auth forms have no checkboxes worth keeping). */
function echoedText(reply: FormResult | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (reply?.ok === false)
    for (const [name, value] of Object.entries(reply.values ?? {}))
      if (typeof value === "string") out[name] = value;
  return out;
}
