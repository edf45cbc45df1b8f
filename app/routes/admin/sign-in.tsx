import { PasskeyButton } from "#app/components/admin/PasskeyButton.tsx";
import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { FirstRunNotice } from "#app/components/auth/FirstRunNotice.tsx";
import { SignInForm } from "#app/components/auth/SignInForm.tsx";
import { privateMeta } from "#app/lib/private-meta.ts";
import { signInAction, signInLoader } from "#app/lib/sign-in.server.ts";
import { adminExists } from "#server/accounts/first-run.ts";
import type { Route } from "./+types/sign-in";

// Served at /admin and /admin/sign-in (spec §2.3).
export const meta: Route.MetaFunction = () => privateMeta("Admin sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const signIn = await signInLoader(request, context, "admin");
  return { ...signIn, noAdminYet: !(await adminExists(context.db)) };
}

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context, "admin");

export default function AdminSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <AuthShell title="Sign in to the back-office">
      {loaderData.noAdminYet ? <FirstRunNotice /> : null}
      <SignInForm
        redirectTo={loaderData.redirectTo}
        forgotHref="/admin/forgot-password"
        withRemember={false}
      />
      {/* Password-free: a passkey with user verification stands for password and second factor. */}
      <PasskeyButton
        mode="password-free"
        to={loaderData.redirectTo ?? "/admin/dashboard"}
        label="Sign in with a passkey"
        className="mt-6 border-t border-slate-200 pt-6"
      />
    </AuthShell>
  );
}
