import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { adminCreateSchema } from "#forms/admin/account.ts";
import { useValidatedForm } from "./useValidatedForm.ts";

/**
 * The first administrator's details, by the admin create form's rules (spec §5). The setup token
 * travels in a hidden field; without JavaScript the form posts and the server answers alike.
 */
export function FirstAdminForm({ token }: { token: string }) {
  const form = useValidatedForm(adminCreateSchema);
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
          defaultValue={form.values.firstName}
          error={form.errors.firstName}
        />
        <Field
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
          defaultValue={form.values.lastName}
          error={form.errors.lastName}
        />
      </div>
      <Field
        name="email"
        type="email"
        label="Email"
        required
        autoComplete="email"
        defaultValue={form.values.email}
        error={form.errors.email}
      />
      <Field
        name="password"
        type="password"
        label="Password"
        required
        autoComplete="new-password"
        hint="At least 8 characters."
        error={form.errors.password}
      />
      <Field
        name="verifyPassword"
        type="password"
        label="Confirm password"
        required
        autoComplete="new-password"
        error={form.errors.verifyPassword}
      />
      <Button type="submit" pending={form.pending} className="w-full">
        Create administrator
      </Button>
    </Form>
  );
}
