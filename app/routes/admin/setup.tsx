import { useActionData } from "react-router";
import { AuthLink, AuthShell } from "#app/components/auth/AuthShell.tsx";
import { FirstAdminForm } from "#app/components/auth/FirstAdminForm.tsx";
import { setupAction, setupLoader } from "#app/lib/first-run.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import type { Route } from "./+types/setup";

// The one-time link a new install prints in its log (docs/decisions/0072).
export const meta: Route.MetaFunction = () => privateMeta("Set up the back-office");

export const loader = ({ request, context }: Route.LoaderArgs) => setupLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => setupAction(request, context);

export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const state = reply && "state" in reply ? reply.state : loaderData.state;
  if (state === "admin-exists") {
    return (
      <AuthShell title="This setup link is no longer valid">
        <p className="text-slate-700">
          An administrator already exists, so first-run setup is closed.{" "}
          <AuthLink href="/admin/sign-in">Sign in</AuthLink> instead.
        </p>
      </AuthShell>
    );
  }
  if (state === "invalid") {
    return (
      <AuthShell title="This setup link is no longer valid">
        <div className="space-y-3 text-slate-700">
          <p>A setup link works once, for 24 hours, and a restart of the server replaces it.</p>
          <p>
            Use the newest link in the server's log, restart the server for a fresh one, or run{" "}
            <code className="break-all">npm run admin:create -- --email you@example.com</code>.
          </p>
        </div>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Create the first administrator"
      lead="This account can then add other administrators from the back-office."
    >
      <FirstAdminForm token={loaderData.token} />
    </AuthShell>
  );
}
