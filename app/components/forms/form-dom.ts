/**
 * Reading a form and pointing at its errors, shared by the public pages' form script and the
 * hydrated forms. No Zod here: the form script loads this up front and the schemas only later.
 */

/**
 * What a form holds, shaped as the JSON its API takes: every text value as a string and every
 * checkbox as true or false (a posted form leaves an unticked box out; the page actions fill it in
 * the same way, app/lib/form-result.ts).
 */
export type FormValues = Record<string, string | boolean>;

export function valuesOf(form: HTMLFormElement): FormValues {
  const out: FormValues = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") out[key] = value;
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox][name]"))
    out[box.name] = box.checked;
  return out;
}

/** Moves the focus to the first visible control, in document order, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>) {
  for (const element of form.elements) {
    const { name, type } = element as HTMLInputElement;
    if (name && errors[name] && type !== "hidden" && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
