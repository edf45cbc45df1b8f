import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { ResetPasswordForm } from "#app/components/auth/ResetPasswordForm.tsx";
import { privateMeta } from "#app/lib/private-meta.ts";
import { resetLinkParams, resetPasswordAction } from "#app/lib/reset-password.server.ts";
import { adminResetFormSchema } from "#forms/auth.ts";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => privateMeta("Choose a new admin password");

export function loader({ request }: Route.LoaderArgs) {
  return resetLinkParams(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context, adminResetFormSchema);
}

export default function AdminResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell title="Choose a new password">
      <ResetPasswordForm
        email={loaderData.email}
        token={loaderData.token}
        schema={adminResetFormSchema}
        confirm
        signInHref="/admin/sign-in"
      />
    </AuthShell>
  );
}
