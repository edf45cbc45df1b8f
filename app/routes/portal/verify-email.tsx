import { Form, useActionData } from "react-router";
import { AuthLink, AuthShell } from "#app/components/auth/AuthShell.tsx";
import { type FormResult, summaryOf } from "#app/lib/form-result.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { type VerifyEmailState, verifyEmailAction, verifyEmailPage } from "#app/lib/verify-email.server.ts";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => privateMeta("Verify your e-mail address");

// Opening the e-mailed link shows a button; only its form post, with the account's session, verifies.
export const loader = ({ request, context }: Route.LoaderArgs) => verifyEmailPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => verifyEmailAction(request, context);

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800";

function ResendForm() {
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="intent" value="resend" />
      <button type="submit" className={buttonClass}>
        Resend verification e-mail
      </button>
    </Form>
  );
}

function StateView({ state }: { state: VerifyEmailState }) {
  switch (state.kind) {
    case "confirm":
      return (
        <>
          <p className="text-sm text-slate-700">
            Confirm that <strong>{state.email}</strong> is your e-mail address. The applications you sent with
            it without signing in will then show on your dashboard.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="token" value={state.token} />
            <button type="submit" className={buttonClass}>
              Verify e-mail address
            </button>
          </Form>
        </>
      );
    case "sign-in":
      return (
        <>
          {state.signedInAs ? (
            <p className="text-sm text-slate-700">
              You are signed in as {state.signedInAs}. <AuthLink href="/portal/log-out">Sign out</AuthLink>{" "}
              first.
            </p>
          ) : null}
          <p className="mt-2 text-sm text-slate-700">
            <AuthLink href={state.signInHref}>{`Sign in as ${state.email}`}</AuthLink> to verify this address.
            If you don't know the account's password,{" "}
            <AuthLink href="/portal/forgot-password">reset it</AuthLink>: the reset link confirms the address
            too.
          </p>
        </>
      );
    case "invalid":
      return (
        <>
          <p className="text-sm text-slate-700">
            This verification link is invalid or has expired. Please ask for a new one.
          </p>
          {state.canResend ? <ResendForm /> : null}
        </>
      );
    case "no-link":
      if (!state.email)
        return (
          <p className="text-sm text-slate-700">
            Open the link we e-mailed you, or <AuthLink href="/portal/sign-in">sign in</AuthLink> to ask for a
            new one.
          </p>
        );
      if (state.verified)
        return (
          <p className="text-sm text-slate-700">
            Your e-mail address is already verified. <AuthLink href="/portal">Go to your dashboard</AuthLink>
          </p>
        );
      return (
        <>
          <p className="text-sm text-slate-700">
            Open the link we e-mailed to <strong>{state.email}</strong>, or ask for a new one.
          </p>
          <ResendForm />
        </>
      );
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as (FormResult & { form?: string }) | undefined;
  return (
    <AuthShell title="Verify your e-mail address">
      {reply ? (
        <div role="status" aria-live="polite" className="mb-6">
          <p
            className={`rounded-md px-4 py-3 text-sm font-medium ring-1 ${
              reply.ok
                ? "bg-green-50 text-green-900 ring-green-700/30"
                : "bg-red-50 text-red-900 ring-red-700/30"
            }`}
          >
            {reply.ok ? reply.message : summaryOf(reply)}
          </p>
        </div>
      ) : null}
      {reply?.ok && reply.form === "verify" ? (
        <AuthLink href="/portal">Go to your dashboard</AuthLink>
      ) : (
        <StateView state={loaderData} />
      )}
    </AuthShell>
  );
}
