import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { SignInForm } from "#app/components/auth/SignInForm.tsx";
import {
  echo,
  formValues,
  parseForm,
  redirectIfSignedIn,
  runFormAction,
  signedInRedirect,
} from "#app/lib/auth.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { signInSchema } from "#forms/auth.ts";
import { signIn } from "#server/accounts/sign-in.ts";
import type { Route } from "./+types/sign-in";

// Served at /admin and /admin/sign-in (spec §2.3).
export const meta: Route.MetaFunction = () => privateMeta("Admin sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context, "admin");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: safeRedirectPath(redirectTo, "", "/admin") || undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  return runFormAction(
    async () => {
      const input = parseForm(signInSchema, values);
      const signedIn = await signIn(
        context.db,
        context.config.sessionSecret,
        "admin",
        input,
        context.clientIp,
      );
      const to = safeRedirectPath(values.redirectTo, "/admin/dashboard", "/admin");
      return signedInRedirect(context, "admin", signedIn, to === "/admin" ? "/admin/dashboard" : to);
    },
    { values: echo(values, "email") },
  );
}

export default function AdminSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell title="Sign in to the back-office">
      <SignInForm
        redirectTo={loaderData.redirectTo}
        forgotHref="/admin/forgot-password"
        withRemember={false}
      />
    </AuthShell>
  );
}
