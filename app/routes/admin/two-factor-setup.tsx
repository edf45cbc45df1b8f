import { data, redirect, useActionData } from "react-router";
import { RecoveryCodes, TotpEnrolment } from "#app/components/admin/TwoFactorParts.tsx";
import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { signedInHeaders, ticketOfRequest } from "#app/lib/admin-sign-in.server.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { formValues, pageAction } from "#app/lib/page-action.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { adminAccessOf } from "#server/accounts/admin-access.ts";
import { sessionOfRequest } from "#server/accounts/session-cookies.ts";
import { confirmTotpEnrolment, startTotpEnrolment } from "#server/two-factor/enrolment.ts";
import { completeRequiredEnrolment } from "#server/two-factor/sign-in.ts";
import type { ServerContext } from "#app/context.ts";
import type { Route } from "./+types/two-factor-setup";

/**
 * /admin/two-factor/setup: where the settings send a back-office account that has no second
 * factor, right after its password (holding an enrolment ticket) or from a session it already
 * had. Nothing else of the back-office opens until a code confirms the app.
 */
export const meta: Route.MetaFunction = () => privateMeta("Set up two-factor sign-in");

async function whoIsEnrolling(request: Request, context: ServerContext) {
  const held = ticketOfRequest(request, context, "enrol");
  if (held) return { adminId: held.ticket.adminId, ticket: held.raw };
  const session = await sessionOfRequest(context.db, context.config, request, "admin");
  if (session) return { adminId: session.account.id, ticket: undefined };
  throw redirect("/admin/sign-in");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { adminId } = await whoIsEnrolling(request, context);
  const access = await adminAccessOf(context.db, adminId);
  // Enrolled (just now, or on another tab): the back-office is open.
  if (access?.hasSecondFactor) return { enrolled: true as const };
  return { enrolled: false as const, ...(await startTotpEnrolment(context.db, adminId)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const who = await whoIsEnrolling(request, context);
  const values = await formValues(request);
  return pageAction(
    async () => {
      if (who.ticket) {
        const result = await completeRequiredEnrolment(context.db, context.config.sessionSecret, {
          ticket: who.ticket,
          code: values.code,
        });
        const reply = done(result.message, { recoveryCodes: result.recoveryCodes });
        return data(reply, { headers: signedInHeaders(context, result) });
      }
      const result = await confirmTotpEnrolment(context.db, who.adminId, { code: values.code });
      return done(result.message, { recoveryCodes: result.recoveryCodes });
    },
    { fallbackField: "code" },
  );
}

export default function TwoFactorSetup({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as FormResult<{ recoveryCodes: string[] }> | undefined;
  if (reply?.ok) {
    return (
      <AuthShell title="Two-factor sign-in is on" lead={reply.message}>
        <RecoveryCodes codes={reply.recoveryCodes} />
        <a
          href="/admin/dashboard"
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Continue to the dashboard
        </a>
      </AuthShell>
    );
  }
  if (loaderData.enrolled) {
    return (
      <AuthShell title="Two-factor sign-in is on">
        <a href="/admin/dashboard" className="font-semibold text-brand-700 underline">
          Continue to the dashboard
        </a>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Set up two-factor sign-in"
      lead="Every back-office account signs in with a code from an authenticator app as well as its password."
    >
      <TotpEnrolment secret={loaderData.secret} qr={loaderData.qr} error={fieldsOf(reply)?.code} />
    </AuthShell>
  );
}
