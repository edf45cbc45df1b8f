import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { checkValues } from "#app/components/forms/client-validation.ts";
import { valuesOf } from "#forms/form-values.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { adminOnlyLoader, requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, summaryOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { changePasswordSchema } from "#forms/admin/account.ts";
import { changePassword } from "#server/admin/accounts.ts";
import type { Route } from "./+types/change-password";

export const loader = adminOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = (await readForm(request)).fields;
  return pageAction(async () => {
    const { message } = await changePassword(context.db, session, form, context.clientIp);
    return done(message, { at: Date.now() });
  });
}

/**
 * Spec §8: the first error message shows under Old Password. Any other field's own error still
 * shows under that field, unless it is that same first message.
 */
function placeErrors(errors: Record<string, string> | undefined, first: string | undefined) {
  const out: Record<string, string | undefined> = { ...errors };
  const order = ["oldPassword", "newPassword", "confirmNewPassword"];
  const lead = first ?? order.map((f) => errors?.[f]).find(Boolean);
  for (const f of order.slice(1)) if (out[f] === lead) out[f] = undefined;
  out.oldPassword = lead;
  return out;
}

export default function ChangePassword() {
  const actionData = useActionData() as FormResult<{ at: number }> | undefined;
  const navigation = useNavigation();
  const { toast, dismiss } = useResultToast(actionData);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const failed = actionData?.ok === false ? actionData : undefined;
  const errors = placeErrors(
    clientErrors ?? (failed ? (failed.fields ?? {}) : undefined),
    clientErrors || !failed ? undefined : summaryOf(failed),
  );
  return (
    <>
      <title>Change password | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Change password</h1>
      <section className="mt-6 max-w-lg rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <Form
          method="post"
          noValidate
          // A new key after success clears all three fields (spec §4).
          key={actionData?.ok ? actionData.at : "form"}
          className="space-y-5"
          onSubmit={(event) => {
            const found = checkValues(changePasswordSchema, valuesOf(event.currentTarget));
            if (Object.keys(found).length === 0) return setClientErrors(null);
            event.preventDefault();
            setClientErrors(found);
          }}
        >
          <Field
            name="oldPassword"
            label="Old Password"
            type="password"
            required
            autoComplete="current-password"
            error={errors.oldPassword}
          />
          <Field
            name="newPassword"
            label="New Password"
            type="password"
            required
            autoComplete="new-password"
            error={errors.newPassword}
          />
          <Field
            name="confirmNewPassword"
            label="Confirm New Password"
            type="password"
            required
            autoComplete="new-password"
            error={errors.confirmNewPassword}
          />
          <Button type="submit" pending={navigation.state === "submitting"}>
            Change password
          </Button>
        </Form>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
