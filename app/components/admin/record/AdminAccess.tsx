import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { staffRoles } from "#forms/admin/account.ts";
import { roleLabels, type StaffRole } from "#server/accounts/roles.ts";

/**
 * On an admin's record page: their role (administrator or staff) and, for a lost phone, clearing
 * their second factors. Only administrators reach this page (server/accounts/roles.ts).
 */
export function AdminAccess({ role }: { role: StaffRole }) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <section
      aria-labelledby="access-heading"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="access-heading" className="text-lg font-semibold text-slate-900">
        Role and sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Staff work with students, applications, leads, consultations, visitors and chats. Administrators can
        also manage admin accounts and the settings.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="role" />
        <div>
          <label htmlFor="admin-role" className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id="admin-role"
            name="role"
            defaultValue={role}
            key={role}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2"
          >
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" pending={busy("role")}>
          Change role
        </Button>
      </Form>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="reset-two-factor" />
        <Button type="submit" variant="secondary" pending={busy("reset-two-factor")}>
          Reset two-factor sign-in
        </Button>
        <p className="text-sm text-slate-700">
          For a lost phone: removes their authenticator app, recovery codes and passkeys.
        </p>
      </Form>
    </section>
  );
}
