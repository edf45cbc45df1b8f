import { Form, useActionData } from "react-router";
import { useValidatedForm } from "#app/components/auth/useValidatedForm.ts";
import { Notice } from "#app/components/portal/Notice.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { NameFields } from "#app/components/auth/AccountFields.tsx";
import { requireAccount } from "#app/lib/auth.server.ts";
import { done, type FormResult } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { profileSchema } from "#forms/auth.ts";
import { updateProfile } from "#server/accounts/profile.ts";
import { reissuedSessionCookie } from "#server/accounts/session-cookies.ts";
import { reissueToken } from "#server/accounts/sessions.ts";
import { data } from "react-router";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta("Your Profile", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = await requireAccount(request, context, "student");
  return { firstName: account.firstName, lastName: account.lastName, email: account.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAccount(request, context, "student");
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const reply = await updateProfile(
        context.db,
        "student",
        session.account.id,
        parseOrInvalid(profileSchema, values),
      );
      // The token carries the names (spec §3), so it is re-signed for the same session.
      const token = reissueToken(context.config.sessionSecret, session.payload, reply.account);
      const cookie = reissuedSessionCookie(context.config, "student", session, token);
      return data(done(reply.message), { headers: { "Set-Cookie": cookie } });
    },
    {
      fallbackField: "firstName",
      values: { firstName: values.firstName ?? "", lastName: values.lastName ?? "" },
    },
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const form = useValidatedForm(profileSchema);
  const reply = useActionData() as FormResult | undefined;
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your Profile</h1>
      <p className="mt-2 mb-6 text-sm text-slate-700">
        Your name appears on your applications and in the menu.
      </p>
      <Notice message={reply?.ok ? reply.message : undefined} />
      <Form
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <NameFields
          values={{
            firstName: form.values.firstName ?? loaderData.firstName,
            lastName: form.values.lastName ?? loaderData.lastName,
          }}
          errors={form.errors}
        />
        <Field
          name="email"
          type="email"
          label="Email"
          readOnly
          defaultValue={loaderData.email}
          hint="Your e-mail is how you sign in; it cannot be changed here."
        />
        <Button type="submit" pending={form.pending}>
          Save
        </Button>
      </Form>
    </div>
  );
}
