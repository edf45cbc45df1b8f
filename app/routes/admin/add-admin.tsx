import { Link, redirect, useActionData } from "react-router";
import { RecordForm } from "#app/components/admin/RecordForm.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { adminCreateSchema, staffRoles } from "#forms/admin/account.ts";
import { roleLabels } from "#server/accounts/roles.ts";
import { createAdmin } from "#server/admin/accounts.ts";
import type { Route } from "./+types/add-admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const form = (await readForm(request)).fields;
  if (form.intent !== "save") throw redirect("/admin/admins/add-admin");
  return pageAction(async () => {
    const { message } = await createAdmin(context.db, form, session.account.id);
    return done(message, { at: Date.now() });
  });
}

const fields = [
  { name: "firstName", label: "First name", required: true },
  { name: "lastName", label: "Last name", required: true },
  { name: "email", label: "Email", required: true, type: "email" as const },
  { name: "password", label: "Password", required: true, type: "password" as const },
  { name: "verifyPassword", label: "Verify password", required: true, type: "password" as const },
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
      <title>Add Admin | Admin</title>
      <p className="text-sm">
        <Link to="/admin/admins" className="text-brand-700 underline">
          Admins
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Add Admin</h1>
      <section className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {/* A new key after each success empties the form (spec §4). */}
        <RecordForm
          formKey={actionData?.ok ? actionData.at : "new"}
          fields={fields}
          values={{ role: "administrator" }}
          schema={adminCreateSchema}
          serverErrors={fieldsOf(actionData)}
          submitLabel="Add Admin"
        />
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
