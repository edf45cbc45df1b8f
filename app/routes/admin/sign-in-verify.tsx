import { Form, redirect } from "react-router";
import { PasskeyButton } from "#app/components/admin/PasskeyButton.tsx";
import { CodeField } from "#app/components/admin/TwoFactorParts.tsx";
import { AuthLink, AuthShell } from "#app/components/auth/AuthShell.tsx";
import { useValidatedForm } from "#app/components/auth/useValidatedForm.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { afterSignIn, rpOf, signedInHeaders, ticketOfRequest } from "#app/lib/admin-sign-in.server.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { codeSchema } from "#forms/admin/two-factor.ts";
import { completeSecondFactor, methodsOf } from "#server/two-factor/sign-in.ts";
import type { Route } from "./+types/sign-in-verify";

// The second step of signing in to the back-office (docs/decisions/0073).
export const meta: Route.MetaFunction = () => privateMeta("Two-factor sign-in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const held = ticketOfRequest(request, context, "second-factor");
  if (!held) throw redirect("/admin/sign-in");
  const redirectTo = afterSignIn(new URL(request.url).searchParams.get("redirectTo"));
  return { methods: await methodsOf(context.db, held.ticket.adminId), redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = (await readForm(request)).fields;
  const held = ticketOfRequest(request, context, "second-factor");
  return pageAction(
    async () => {
      const signedIn = await completeSecondFactor(
        context.db,
        context.config.sessionSecret,
        rpOf(context),
        { ticket: held?.raw, code: values.code },
        context.clientIp,
      );
      throw redirect(afterSignIn(values.redirectTo), { headers: signedInHeaders(context, signedIn) });
    },
    { fallbackField: "code" },
  );
}

export default function VerifySignIn({ loaderData }: Route.ComponentProps) {
  const form = useValidatedForm(codeSchema);
  const { methods, redirectTo } = loaderData;
  const totp = methods.includes("totp");
  return (
    <AuthShell
      title="Two-factor sign-in"
      lead={
        totp
          ? "Enter the six-digit code from your authenticator app, or one of your recovery codes."
          : "Use your passkey to finish signing in."
      }
    >
      {totp ? (
        <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <CodeField label="Code" error={form.errors.code} />
          <Button type="submit" pending={form.pending} className="w-full">
            Verify
          </Button>
        </Form>
      ) : null}
      {methods.includes("passkey") ? (
        <PasskeyButton
          mode="second-factor"
          to={redirectTo}
          label="Use a passkey"
          className={totp ? "mt-6 border-t border-slate-200 pt-6" : ""}
        />
      ) : null}
      <p className="mt-6 text-sm text-slate-700">
        Not you, or stuck? <AuthLink href="/admin/sign-in">Start again</AuthLink>
      </p>
    </AuthShell>
  );
}
