/** What a page action hosting a public form returns; the form components render from it. */
export type FormValues = Record<string, string | boolean>;

export type FormResult =
  | { form: string; ok: true; message: string; pdfUrl?: string; linked?: boolean }
  | { form: string; ok: false; fields?: Record<string, string>; failure?: string; values: FormValues };

/** Shown when the server could not be reached or failed: never a false 'thank you'. */
export const GENERIC_FAILURE =
  "Sorry, we couldn't send your details just now. Your answers are still here: please try again.";

/** Checkbox fields across the forms: a posted form carries them only when ticked. */
export const CHECKBOX_FIELDS = ["agreed", "accept", "feeTerms"] as const;

/** Turns a posted form into the JSON-shaped body the schemas expect (ticked boxes become true). */
export function formBody(formData: FormData): FormValues {
  const body: FormValues = {};
  for (const [key, value] of formData) if (typeof value === "string") body[key] = value;
  for (const name of CHECKBOX_FIELDS)
    if (name in body) body[name] = body[name] === "true" || body[name] === "on";
  for (const name of CHECKBOX_FIELDS) if (!(name in body)) body[name] = false;
  delete body.form;
  return body;
}
