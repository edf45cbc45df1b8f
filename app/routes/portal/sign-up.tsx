import { Form } from "react-router";
import { AuthLink, AuthShell } from "#app/components/auth/AuthShell.tsx";
import { useValidatedForm } from "#app/components/auth/useValidatedForm.ts";
import { PrivacyNote } from "#app/components/site/NewTabLink.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { echo, redirectIfSignedIn, signedInRedirect } from "#app/lib/auth.server.ts";
import { formValues, pageAction, parseForm } from "#app/lib/page-action.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { signUpSchema } from "#forms/auth.ts";
import { signUp } from "#server/accounts/sign-in.ts";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = () => privateMeta("Create your account");

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, context, "student");
  // From the enrolment thank-you: the e-mail the visitor applied with, so the application is theirs.
  const email = new URL(request.url).searchParams.get("email")?.trim().slice(0, 254) ?? "";
  return { email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request);
  return pageAction(
    async () => {
      const input = parseForm(signUpSchema, values);
      const signedIn = await signUp(context.db, context.config.sessionSecret, input, context.clientIp);
      return signedInRedirect(context, "student", signedIn, "/portal");
    },
    { fallbackField: "email", values: echo(values, "firstName", "lastName", "email") },
  );
}

export default function PortalSignUp({ loaderData }: Route.ComponentProps) {
  const form = useValidatedForm(signUpSchema);
  return (
    <AuthShell
      title="Create your account"
      lead={
        <>
          Already have an account? <AuthLink href="/portal/sign-in">Sign in</AuthLink>
        </>
      }
    >
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            name="firstName"
            label="First name"
            required
            autoComplete="given-name"
            defaultValue={form.values.firstName}
            error={form.errors.firstName}
          />
          <Field
            name="lastName"
            label="Last name"
            required
            autoComplete="family-name"
            defaultValue={form.values.lastName}
            error={form.errors.lastName}
          />
        </div>
        <Field
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="email"
          defaultValue={form.values.email ?? loaderData.email}
          error={form.errors.email}
        />
        <Field
          name="password"
          type="password"
          label="Password"
          required
          autoComplete="new-password"
          hint="At least 8 characters."
          error={form.errors.password}
        />
        <PrivacyNote purpose="run your student account and show your applications" />
        <Button type="submit" pending={form.pending} className="w-full">
          Create account
        </Button>
      </Form>
    </AuthShell>
  );
}
