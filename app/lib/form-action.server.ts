import { data } from "react-router";
import type { Submitter } from "#server/leads/accept.ts";
import { HttpError } from "#server/http/errors.ts";
import { log } from "#server/log.ts";
import { type FormResult, formBody, GENERIC_FAILURE } from "./form-result.ts";
import { readForm } from "./read-form.server.ts";

type Submit = (
  body: unknown,
  who: Submitter,
) => Promise<{ message: string; pdfUrl?: string; data?: { linked?: boolean } }>;

/**
 * The page action behind a public form posted without JavaScript: runs the same domain function
 * as the API and answers with what the form component renders (thank-you, field errors, or a
 * failure with the user's input kept). `submits` maps the hidden `form` field to its function.
 */
export async function runFormAction(request: Request, who: Submitter, submits: Record<string, Submit>) {
  const formData = await readForm(request);
  const form = String(formData.get("form") ?? "");
  const submit = submits[form];
  const values = formBody(formData);
  if (!submit) return data<FormResult>({ form, ok: false, failure: "Unknown form", values }, { status: 400 });
  try {
    const result = await submit(values, who);
    return data<FormResult>({
      form,
      ok: true,
      message: result.message,
      pdfUrl: result.pdfUrl,
      linked: result.data?.linked,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      return data<FormResult>({ form, ok: false, fields: error.fields, values }, { status: 400 });
    }
    if (error instanceof HttpError && error.status < 500) {
      return data<FormResult>(
        { form, ok: false, failure: error.messages[0], values },
        { status: error.status },
      );
    }
    log.error(`${form} form failed`, error);
    return data<FormResult>({ form, ok: false, failure: GENERIC_FAILURE, values }, { status: 503 });
  }
}
