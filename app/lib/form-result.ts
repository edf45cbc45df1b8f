/**
 * The one shape every page form's action answers with, and the form components render from:
 * site forms, the portal's and the back-office's sign-in screens, profiles, passwords and records.
 * Built by app/lib/page-action.server.ts (docs/decisions/0071).
 *
 * - `ok: true`: done; `message` is what to tell the person (a toast, a notice, an overlay).
 * - `ok: false`: `fields` holds one message per field, shown under it; `failure` is a message no
 *   field carries (a limit, a conflict, the server failing), shown for the form as a whole;
 *   `values` echoes what was typed for a form rendered without JavaScript (never passwords).
 * - `form` names which form on the page answered, when a page hosts two.
 */
import type { ShouldRevalidateFunction } from "react-router";
import type { FormValues } from "#forms/form-values.ts";

export type FormSuccess<Extra extends object = object> = {
  ok: true;
  form?: string;
  message?: string;
} & Extra;

export interface FormFailure {
  ok: false;
  form?: string;
  fields?: Record<string, string>;
  failure?: string;
  values?: FormValues;
}

export type FormResult<Extra extends object = object> = FormSuccess<Extra> | FormFailure;

/** A success reply with its message (and anything the page shows besides, such as a PDF link). */
export function done<Extra extends object = object>(message: string, extra?: Extra): FormSuccess<Extra> {
  return { ok: true, message, ...(extra as Extra) };
}

/** The one sentence that sums up a failure (a toast's text): the form's message, else the first field's. */
export function summaryOf(result: FormFailure): string | undefined {
  return result.failure ?? Object.values(result.fields ?? {})[0];
}

/** The field messages of a reply, or none. */
export function fieldsOf(result: FormResult | undefined | null): Record<string, string> | undefined {
  return result && !result.ok ? result.fields : undefined;
}

/**
 * For pages whose records others may change meanwhile (the admin list and record screens): a
 * refused action (a 4xx reply) still reloads the page's data, as React Router does after a
 * success, because the refusal often means the stored record moved on (deleted, status changed).
 */
export const reloadAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  (actionStatus !== undefined && actionStatus >= 400 && actionStatus < 500) || defaultShouldRevalidate;

/** Shown when the server could not be reached or failed: never a false 'thank you'. */
export const GENERIC_FAILURE =
  "Sorry, we couldn't send your details just now. Your answers are still here: please try again.";
