import { Form, useActionData } from "react-router";
import { useValidatedForm } from "#app/components/auth/useValidatedForm.ts";
import { Notice } from "#app/components/portal/Notice.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { changePasswordSchema } from "#forms/auth.ts";
import { changePassword } from "#server/accounts/profile.ts";
import type { Route } from "./+types/change-password";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta("Change Password", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAccount(request, context, "student");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAccount(request, context, "student");
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const reply = await changePassword(
        context.db,
        "student",
        { userId: session.account.id, sessionId: session.payload.sid },
        parseOrInvalid(changePasswordSchema, values),
        context.clientIp,
      );
      return done(reply.message, { at: Date.now() });
    },
    { fallbackField: "oldPassword" },
  );
}

export default function ChangePassword() {
  const form = useValidatedForm(changePasswordSchema);
  const reply = useActionData() as FormResult<{ at: number }> | undefined;
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Change Password</h1>
      <p className="mt-2 mb-6 text-sm text-slate-700">
        Other devices signed in to your account are signed out when the password changes.
      </p>
      <Notice message={reply?.ok ? reply.message : undefined} />
      {/* A new key after each success empties all three fields. */}
      <Form
        key={reply?.ok ? reply.at : "form"}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <Field
          name="oldPassword"
          type="password"
          label="Old Password"
          required
          autoComplete="current-password"
          error={form.errors.oldPassword}
        />
        <Field
          name="newPassword"
          type="password"
          label="New Password"
          required
          autoComplete="new-password"
          hint="At least 8 characters."
          error={form.errors.newPassword}
        />
        <Field
          name="confirmNewPassword"
          type="password"
          label="Confirm New Password"
          required
          autoComplete="new-password"
          error={form.errors.confirmNewPassword}
        />
        <Button type="submit" pending={form.pending}>
          Change password
        </Button>
      </Form>
    </div>
  );
}
