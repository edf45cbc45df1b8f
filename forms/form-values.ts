/**
 * How a form's data becomes the values its schema reads: the one place for it, used by the page
 * actions (a form posted without JavaScript, through app/lib/read-form.server.ts) and by the
 * browser (a form checked before it is sent as JSON). No Zod here: the public pages' form script
 * loads this up front and the schemas only later (docs/decisions/0104).
 */

/**
 * What a form holds, shaped as the JSON its API takes: every text value a string and every
 * checkbox true or false.
 */
export type FormValues = Record<string, string | boolean>;

/** Checkbox fields across the forms: a posted form carries them only when ticked. */
export const CHECKBOX_FIELDS = ["agreed", "accept", "feeTerms"] as const;

/**
 * The text fields of a form. A name given twice keeps its FIRST value: that is what
 * FormData.get and URLSearchParams.get return, which is how the page code reads single fields
 * (`form`, `intent`, `redirectTo`), so every reader sees the same value. Only a crafted or broken
 * form repeats a name; none of ours does.
 */
export function textFields(data: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of data)
    if (typeof value === "string" && !Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/**
 * A form posted without JavaScript as the JSON-shaped body the schemas expect: the checkboxes of
 * CHECKBOX_FIELDS become true when ticked and false when left out, and `form` (which form of the
 * page this is) is not part of the body.
 */
export function formBody(data: FormData): FormValues {
  const body: FormValues = textFields(data);
  for (const name of CHECKBOX_FIELDS)
    body[name] = name in body && (body[name] === "true" || body[name] === "on");
  delete body.form;
  return body;
}

/**
 * A form on the page, in the browser: its text fields as textFields reads them (first value wins)
 * and every checkbox it holds as true or false (the browser knows all of them, ticked or not).
 * Self-contained, calling nothing else of this module: the browser tests run it inside the page
 * (`locator.evaluate(valuesOf)`), where only its own source arrives.
 */
export function valuesOf(form: HTMLFormElement): FormValues {
  const out: FormValues = {};
  for (const [key, value] of new FormData(form))
    if (typeof value === "string" && !Object.hasOwn(out, key)) out[key] = value;
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox][name]"))
    out[box.name] = box.checked;
  return out;
}
