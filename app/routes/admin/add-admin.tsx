import { Link, redirect, useActionData } from "react-router";
import { RecordForm } from "#app/components/admin/RecordForm.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { adminOnlyLoader, requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { adminInviteSchema, staffRoles } from "#forms/admin/account.ts";
import { roleLabels } from "#server/accounts/roles.ts";
import { inviteAdmin } from "#server/admin/invite.ts";
import type { Route } from "./+types/add-admin";

export const loader = adminOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = (await readForm(request)).fields;
  if (form.intent !== "save") throw redirect("/admin/admins/add-admin");
  return pageAction(async () => {
    // Invited by e-mail: the new person chooses their own password (issue 36).
    const { message } = await inviteAdmin(context.db, context.config, form, session.account);
    return done(message, { at: Date.now() });
  });
}

const fields = [
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "email", label: "Email", required: true, type: "email" as const },
  {
    name: "role",
    label: "Role",
    required: true,
    as: "select" as const,
    options: staffRoles.map((role) => ({ value: role, label: roleLabels[role] })),
  },
];

export default function AddAdmin() {
  const actionData = useActionData() as FormResult<{ at: number }> | undefined;
  const { toast, dismiss } = useResultToast(actionData);
  return (
    <>
      <title>Invite a staff member | Admin</title>
      <p className="text-sm">
        <Link to="/admin/admins" className="text-brand-700 underline">
          Admins
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Invite a staff member</h1>
      <p className="mt-1 text-slate-700">
        We e-mail them a link to choose their own password. The link works once, for 7 days.
      </p>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {/* A new key after each success empties the form (spec §4). */}
        <RecordForm
          formKey={actionData?.ok ? actionData.at : "new"}
          fields={fields}
          values={{ role: "staff" }}
          schema={adminInviteSchema}
          serverErrors={fieldsOf(actionData)}
          submitLabel="Send invitation"
        />
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
