/**
 * Pointing at a form's errors, shared by the public pages' form script and the hydrated forms.
 * Reading a form's values is forms/form-values.ts.
 */

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
