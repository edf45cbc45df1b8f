import { Form } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { adminCreateSchema } from "#forms/admin/account.ts";
import { ConfirmPasswordField, EmailField, NameFields, NewPasswordField } from "./AccountFields.tsx";
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
      <NameFields values={form.values} errors={form.errors} />
      <EmailField defaultValue={form.values.email} error={form.errors.email} />
      <NewPasswordField error={form.errors.password} />
      <ConfirmPasswordField name="verifyPassword" error={form.errors.verifyPassword} />
      <Button type="submit" pending={form.pending} className="w-full">
        Create administrator
      </Button>
    </Form>
  );
}
