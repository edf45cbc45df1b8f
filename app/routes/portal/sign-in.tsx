import { AuthLink, AuthShell } from "#app/components/auth/AuthShell.tsx";
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

export const meta: Route.MetaFunction = () => privateMeta("Sign in to your account");

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context, "student");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: safeRedirectPath(redirectTo, "", "/portal") || undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  return runFormAction(
    async () => {
      const input = parseForm(signInSchema, values);
      const signedIn = await signIn(
        context.db,
        context.config.sessionSecret,
        "student",
        input,
        context.clientIp,
      );
      return signedInRedirect(
        context,
        "student",
        signedIn,
        safeRedirectPath(values.redirectTo, "/portal", "/portal"),
      );
    },
    { values: echo(values, "email") },
  );
}

export default function PortalSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell
      title="Sign in to your account"
      lead={
        <>
          New here? <AuthLink href="/portal/sign-up">Create an account</AuthLink>
        </>
      }
    >
      <SignInForm redirectTo={loaderData.redirectTo} forgotHref="/portal/forgot-password" withRemember />
    </AuthShell>
  );
}
