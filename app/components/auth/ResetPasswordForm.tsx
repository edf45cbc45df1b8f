import { Form, useActionData } from "react-router";
import type { $ZodType } from "zod/v4/core";
import type { FormResult } from "#app/lib/form-result.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { SuccessOverlay } from "./SuccessOverlay.tsx";
import { useValidatedForm } from "./useValidatedForm.ts";

/**
 * The reset screens: the e-mail (read-only, from the link), the token (hidden) and the new
 * password, plus its confirmation on the admin screen. Errors about the hidden token show under
 * the e-mail, where spec §8 puts the server's message.
 */
export function ResetPasswordForm({
  email,
  token,
  schema,
  confirm,
  signInHref,
}: {
  email: string;
  token: string;
  schema: $ZodType;
  confirm: boolean;
  signInHref: string;
}) {
  const form = useValidatedForm(schema);
  const reply = useActionData() as FormResult | undefined;
  return (
    <>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <input type="hidden" name="passwordResetToken" value={token} />
        <Field
          name="email"
          type="email"
          label="Email"
          readOnly
          defaultValue={email}
          error={form.errors.email ?? form.errors.passwordResetToken}
        />
        <Field
          name="password"
          type="password"
          label={confirm ? "New password" : "Password"}
          required
          autoComplete="new-password"
          hint="At least 8 characters."
          error={form.errors.password}
        />
        {confirm ? (
          <Field
            name="confirmPassword"
            type="password"
            label="Confirm password"
            required
            autoComplete="new-password"
            error={form.errors.confirmPassword}
          />
        ) : null}
        <Button type="submit" pending={form.pending} className="w-full">
          Reset password
        </Button>
      </Form>
      {reply?.ok && reply.message ? (
        <SuccessOverlay title={reply.message}>
          <p>You can now sign in with your new password.</p>
          <a
            href={signInHref}
            className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            Sign in
          </a>
        </SuccessOverlay>
      ) : null}
    </>
  );
}
