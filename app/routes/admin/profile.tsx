import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { CheckboxField } from "#app/components/ui/Field.tsx";
import { RecordForm } from "#app/components/admin/RecordForm.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { reissuedSessionCookie } from "#server/accounts/session-cookies.ts";
import { confirmEmailChange } from "#server/accounts/step-up.ts";
import { profileSchema } from "#forms/admin/account.ts";
import { getProfile, updateProfile } from "#server/admin/accounts.ts";
import { getNotifications, updateNotifications } from "#server/admin/notifications.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  return {
    profile: await getProfile(context.db, session, session.account.id),
    notifications: await getNotifications(context.db, session.account.id),
  };
}

/**
 * PUT /admin/me/{id} semantics: a name change re-signs the token, stored here as the new cookie;
 * a new e-mail needs the current password as well (server/accounts/step-up.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = (await readForm(request)).fields;
  if (form.intent === "notifications")
    return pageAction(async () => {
      // An unticked box is not sent: its absence means off.
      const input = { handoffs: form.handoffs === "true" };
      return done((await updateNotifications(context.db, session.account.id, input)).message);
    });
  return pageAction(async () => {
    const me = session.account.id;
    await confirmEmailChange(context.db, me, me, form, context.clientIp);
    const result = await updateProfile(
      context.db,
      context.config.sessionSecret,
      session,
      session.account.id,
      form,
    );
    if (!result.token) return done(result.message);
    const cookie = reissuedSessionCookie(context.config, "admin", session, result.token);
    return data(done(result.message), { headers: { "Set-Cookie": cookie } });
  });
}

const fields = [
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "email", label: "Email", required: true, type: "email" as const },
  // Only a new e-mail needs it: the sign-in identity, where reset links go.
  { name: "currentPassword", label: "Current password (to change your email)", type: "password" as const },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData() as FormResult | undefined;
  const { toast, dismiss } = useResultToast(actionData);
  const navigation = useNavigation();
  const savingNotifications =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "notifications";
  return (
    <>
      <title>Your profile | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Your profile</h1>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <RecordForm
          fields={fields}
          values={loaderData.profile}
          schema={profileSchema}
          serverErrors={fieldsOf(actionData)}
        />
      </section>
      <section
        className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="notifications-heading"
      >
        <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
          Notifications
        </h2>
        <Form method="post" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="notifications" />
          <CheckboxField
            name="handoffs"
            defaultChecked={loaderData.notifications.handoffs}
            label={
              <>
                <span className="font-medium">E-mail me when a chat visitor asks for a person</span>
                <span className="block text-slate-700">
                  The team's shared inbox always gets these; tick this to get your own copy with a link to the
                  conversation.
                </span>
              </>
            }
          />
          <Button type="submit" variant="secondary" pending={savingNotifications}>
            Save notifications
          </Button>
        </Form>
      </section>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">Signing in</h2>
        <p className="mt-1 text-slate-700">
          <Link to="/admin/profile/two-factor" className="font-semibold text-brand-700 underline">
            Two-factor sign-in
          </Link>
          : an authenticator app, recovery codes and passkeys.
        </p>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
