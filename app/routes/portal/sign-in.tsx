import { AuthLink, AuthShell } from "#app/components/auth/AuthShell.tsx";
import { SignInForm } from "#app/components/auth/SignInForm.tsx";
import { privateMeta } from "#app/lib/private-meta.ts";
import { signInAction, signInLoader } from "#app/lib/sign-in.server.ts";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => privateMeta("Sign in to your account");

export const loader = ({ request, context }: Route.LoaderArgs) => signInLoader(request, context, "student");

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context, "student");

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
