import { Form, useActionData } from "react-router";
import type { FormResult } from "#app/lib/form-result.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { forgotPasswordSchema } from "#forms/auth.ts";
import { EmailField } from "./AccountFields.tsx";
import { SuccessOverlay } from "./SuccessOverlay.tsx";
import { useValidatedForm } from "./useValidatedForm.ts";

/** The e-mail form of both forgot-password screens, and its overlay once the link is sent. */
export function ForgotPasswordForm({ signInHref }: { signInHref: string }) {
  const form = useValidatedForm(forgotPasswordSchema);
  const reply = useActionData() as FormResult | undefined;
  return (
    <>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <EmailField defaultValue={form.values.email} error={form.errors.email} />
        <Button type="submit" pending={form.pending} className="w-full">
          Send reset link
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <a href={signInHref} className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </a>
      </p>
      {reply?.ok && reply.message ? (
        <SuccessOverlay title={reply.message}>
          <p>If an account uses that address, the e-mail is on its way. The link works for one hour.</p>
          <a
            href={signInHref}
            className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Back to sign in
          </a>
        </SuccessOverlay>
      ) : null}
    </>
  );
}
