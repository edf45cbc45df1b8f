import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { ForgotPasswordForm } from "#app/components/auth/ForgotPasswordForm.tsx";
import { forgotPasswordAction } from "#app/lib/forgot-password.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => privateMeta("Admin password reset");

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context, "admin");
}

export default function AdminForgotPassword() {
  return (
    <AuthShell
      title="Forgot your password?"
      lead="Enter your administrator e-mail address and we'll send you a link to choose a new password."
    >
      <ForgotPasswordForm signInHref="/admin/sign-in" />
    </AuthShell>
  );
}
