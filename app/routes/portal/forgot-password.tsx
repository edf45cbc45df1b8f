import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { ForgotPasswordForm } from "#app/components/auth/ForgotPasswordForm.tsx";
import { forgotPasswordAction } from "#app/lib/forgot-password.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => privateMeta("Forgot your password?");

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context, "student");
}

export default function PortalForgotPassword() {
  return (
    <AuthShell
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we'll send you a link to choose a new password."
    >
      <ForgotPasswordForm signInHref="/portal/sign-in" />
    </AuthShell>
  );
}
