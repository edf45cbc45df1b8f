import { type FormEvent, useState } from "react";
import { useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { fieldErrors } from "#forms/auth.ts";

/**
 * Client half of a `<Form method="post">`: checks the shared Zod schema at submit and stops the
 * request when it fails, shows the server's errors otherwise, and reports the pending state.
 * Without JavaScript the same form posts and the server renders the same messages.
 */
export function useValidatedForm(schema: z.ZodType) {
  const reply = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const result = schema.safeParse(values);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const errors = fieldErrors(result.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    const control = first ? form.elements.namedItem(first) : null;
    if (control instanceof HTMLElement && control.getAttribute("type") !== "hidden") control.focus();
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
