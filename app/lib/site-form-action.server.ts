import type { Submitter } from "#server/leads/accept.ts";
import { sourceOfCookies } from "#server/leads/source.ts";
import { visitorIdOfCookies } from "#server/visitors/visitors.ts";
import { DomainError } from "#server/domain/errors.ts";
import { done, GENERIC_FAILURE } from "./form-result.ts";
import { pageAction } from "./page-action.server.ts";
import { readForm } from "./read-form.server.ts";

type Submit = (
  body: unknown,
  who: Submitter,
) => Promise<{
  message: string;
  pdfUrl?: string;
  data?: { linked?: boolean; slot?: { start: string; end: string }; placeInLine?: number };
}>;

/**
 * Who posted a public form without JavaScript, as the API sees it: the client's address, the chat
 * visitor and the source (both from cookies), so every form's lead links and counts alike.
 */
export function submitterOf(request: Request, context: { clientIp: string }): Submitter {
  const cookies = request.headers.get("cookie");
  return { ip: context.clientIp, visitorId: visitorIdOfCookies(cookies), source: sourceOfCookies(cookies) };
}

/**
 * The page action behind a public form posted without JavaScript: runs the same domain function
 * as the API and answers with what the form component renders (thank-you, field errors, or a
 * failure with the visitor's input kept). `submits` maps the hidden `form` field to its function.
 */
export async function siteFormAction(request: Request, who: Submitter, submits: Record<string, Submit>) {
  const posted = await readForm(request);
  const form = posted.fields.form ?? "";
  const submit = Object.hasOwn(submits, form) ? submits[form] : undefined;
  const values = posted.body;
  return pageAction(
    async () => {
      if (!submit) throw new DomainError("invalid", ["Unknown form"]);
      const result = await submit(values, who);
      // An applicant without an account is invited to create one with the e-mail they applied with.
      const signUpEmail = form === "enrolment" && typeof values.email === "string" ? values.email : undefined;
      return {
        form,
        ...done(result.message, {
          pdfUrl: result.pdfUrl,
          linked: result.data?.linked,
          slot: result.data?.slot,
          placeInLine: result.data?.placeInLine,
          signUpEmail,
        }),
      };
    },
    { form, values, unexpected: GENERIC_FAILURE },
  );
}
