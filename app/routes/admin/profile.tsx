import { data, useActionData } from "react-router";
import { RecordForm } from "#app/components/admin/RecordForm.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { type ActionResult, formValues, requireAdmin } from "#app/lib/admin.server.ts";
import { profileSchema } from "#forms/admin/account.ts";
import { getProfile, updateProfile } from "#server/admin/accounts.ts";
import { sessionCookie } from "#server/http/auth.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  return { profile: await getProfile(context.db, session, session.account.id) };
}

/** PUT /admin/me/{id} semantics: a name change re-signs the token, stored here as the new cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  try {
    const result = await updateProfile(
      context.db,
      context.config.sessionSecret,
      session,
      session.account.id,
      await formValues(request),
    );
    const reply: ActionResult = { ok: true, message: result.message };
    if (!result.token) return reply;
    const expiresAt = new Date(session.payload.exp * 1000);
    // Remembered sessions outlive 12 hours; keep their cookie persistent.
    const persistent = expiresAt.getTime() - Date.now() > 13 * 3_600_000;
    return data(reply, {
      headers: {
        "Set-Cookie": sessionCookie(context.config, "admin", { token: result.token, expiresAt, persistent }),
      },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      return { ok: false, message: error.messages[0], errors: error.fields } satisfies ActionResult;
    throw error;
  }
}

const fields = [
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "email", label: "Email", required: true, type: "email" as const },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { toast, dismiss } = useResultToast(actionData);
  return (
    <>
      <title>Your profile | Admin</title>
      <h1 className="text-2xl font-bold text-slate-900">Your profile</h1>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <RecordForm
          fields={fields}
          values={loaderData.profile}
          schema={profileSchema}
          serverErrors={actionData?.ok === false ? actionData.errors : undefined}
        />
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
