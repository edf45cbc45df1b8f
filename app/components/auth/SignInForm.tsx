import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { CheckboxField, Field } from "#app/components/ui/Field.tsx";
import { signInSchema } from "#forms/auth.ts";
import { EmailField } from "./AccountFields.tsx";
import { useValidatedForm } from "./useValidatedForm.ts";

/** E-mail and password, shared by the portal and the back-office sign-in screens. */
export function SignInForm({
  redirectTo,
  forgotHref,
  withRemember,
}: {
  redirectTo: string | undefined;
  forgotHref: string;
  withRemember: boolean;
}) {
  const form = useValidatedForm(signInSchema);
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <EmailField defaultValue={form.values.email} error={form.errors.email} />
      <Field
        name="password"
        type="password"
        label="Password"
        required
        autoComplete="current-password"
        error={form.errors.password}
      />
      <div className="flex items-center justify-between gap-4">
        {withRemember ? <CheckboxField name="remember" label="Remember me" /> : <span />}
        <a href={forgotHref} className="text-sm font-semibold text-brand-700 hover:underline">
          Forgot password?
        </a>
      </div>
      <Button type="submit" pending={form.pending} className="w-full">
        Sign in
      </Button>
    </Form>
  );
}
