import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { FirstRunNotice } from "#app/components/auth/FirstRunNotice.tsx";
import { ForgotPasswordForm } from "#app/components/auth/ForgotPasswordForm.tsx";
import { forgotPasswordAction } from "#app/lib/forgot-password.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { adminExists } from "#server/accounts/first-run.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => privateMeta("Admin password reset");

// The reply stays the same for every e-mail (no account enumeration); a new install is told here
// that there is no account to reset yet.
export async function loader({ context }: Route.LoaderArgs) {
  return { noAdminYet: !(await adminExists(context.db)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context, "admin");
}

export default function AdminForgotPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell
      title="Forgot your password?"
      lead="Enter your administrator e-mail address and we'll send you a link to choose a new password."
    >
      {loaderData.noAdminYet ? <FirstRunNotice /> : null}
      <ForgotPasswordForm signInHref="/admin/sign-in" />
    </AuthShell>
  );
}
