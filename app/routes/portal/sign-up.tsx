import { Form } from "react-router";
import { visitorIdOfCookies } from "#server/visitors/visitors.ts";
import { EmailField, NameFields, NewPasswordField } from "#app/components/auth/AccountFields.tsx";
import { AuthLink, AuthShell } from "#app/components/auth/AuthShell.tsx";
import { useValidatedForm } from "#app/components/auth/useValidatedForm.ts";
import { PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { echo, redirectIfSignedIn, signedInRedirect } from "#app/lib/auth.server.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { signUpSchema } from "#forms/auth.ts";
import { signUp } from "#server/accounts/sign-in.ts";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = () => privateMeta("Create your account");

/**
 * ?email=…&verification=… come from the link in an application's confirmation (through
 * /portal/verify-email): the address is filled in, and signing up with it verifies it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context, "student");
  const query = new URL(request.url).searchParams;
  return {
    email: query.get("email")?.slice(0, 254) ?? "",
    verificationToken: query.get("verification")?.slice(0, 200) ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const input = parseOrInvalid(signUpSchema, values);
      const signedIn = await signUp(context.db, context.config.sessionSecret, input, context.clientIp, {
        publicUrl: context.config.publicUrl,
        visitorId: visitorIdOfCookies(request.headers.get("cookie")),
      });
      return signedInRedirect(context, "student", signedIn, "/portal");
    },
    { fallbackField: "email", values: echo(values, "firstName", "lastName", "email") },
  );
}

export default function PortalSignUp({ loaderData }: Route.ComponentProps) {
  const form = useValidatedForm(signUpSchema);
  const { verificationToken } = loaderData;
  return (
    <AuthShell
      title="Create your account"
      lead={
        <>
          Already have an account? <AuthLink href="/portal/sign-in">Sign in</AuthLink>
        </>
      }
    >
      {verificationToken ? (
        <p className="mb-5 text-sm text-slate-700">
          Create your account to follow your applications online. The link you followed confirms your e-mail
          address.
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        {verificationToken ? (
          <input type="hidden" name="verificationToken" value={verificationToken} />
        ) : null}
        <NameFields values={form.values} errors={form.errors} />
        <EmailField defaultValue={form.values.email ?? loaderData.email} error={form.errors.email} />
        <NewPasswordField error={form.errors.password} />
        <PrivacyNote purpose="run your student account and show your applications" />
        <Button type="submit" pending={form.pending} className="w-full">
          Create account
        </Button>
      </Form>
    </AuthShell>
  );
}
