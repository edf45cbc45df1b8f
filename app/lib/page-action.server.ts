import { data } from "react-router";
import { type DomainError, isDomainError } from "#server/domain/errors.ts";
import { headersOfError, statusOfKind } from "#server/error-status.ts";
import { log } from "#server/log.ts";
import type { FormValues } from "#forms/form-values.ts";
import type { FormFailure } from "./form-result.ts";

export interface PageActionOptions {
  /**
   * Where a message that no field carries goes. The auth screens put the server's message under
   * the e-mail field (spec §8); without a fallback it is the form's `failure`.
   */
  fallbackField?: string;
  /** What to echo back into a form rendered without JavaScript. */
  values?: FormValues;
  /** Which form of the page this is (a page may host two). */
  form?: string;
  /**
   * For the public forms: a fault that is not a domain error is logged and answered with this
   * message (503) instead of the error page, so the visitor keeps their answers.
   */
  unexpected?: string;
}

/**
 * The one page-action helper: runs a domain call and returns what it returns (a reply, a
 * redirect); a DomainError becomes a FormFailure with the status of its kind (the same table as
 * the API's, server/error-status.ts) and Retry-After for too-many.
 */
export async function pageAction<T>(run: () => Promise<T>, options: PageActionOptions = {}) {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) {
      return data(failureOf(error, options), {
        status: statusOfKind[error.kind],
        headers: headersOfError(error),
      });
    }
    if (options.unexpected === undefined || error instanceof Response) throw error;
    log.error(`${options.form ?? "page"} form failed`, error);
    return data(reply({ failure: options.unexpected }, options), { status: 503 });
  }
}

function failureOf(error: DomainError, options: PageActionOptions): FormFailure {
  // An issue without a path (reported as `body`) belongs to no field of the form.
  const { body: formWide, ...fields } = error.fields ?? {};
  const unplaced = Object.keys(fields).length === 0 ? (formWide ?? error.messages[0]) : formWide;
  if (unplaced !== undefined && options.fallbackField !== undefined)
    return reply({ fields: { ...fields, [options.fallbackField]: unplaced } }, options);
  return reply({ ...(Object.keys(fields).length > 0 ? { fields } : {}), failure: unplaced }, options);
}

function reply(parts: Pick<FormFailure, "fields" | "failure">, options: PageActionOptions): FormFailure {
  return {
    ok: false,
    ...(options.form !== undefined ? { form: options.form } : {}),
    ...(parts.fields ? { fields: parts.fields } : {}),
    ...(parts.failure !== undefined ? { failure: parts.failure } : {}),
    ...(options.values ? { values: options.values } : {}),
  };
}

/**
 * For loaders: a domain error (a record that does not exist, say) becomes the error page with
 * the status of its kind, instead of a 500.
 */
export async function orErrorPage<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isDomainError(error))
      throw data(null, { status: statusOfKind[error.kind], statusText: error.messages[0] });
    throw error;
  }
}
