import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { CurrentPasswordField, RecoveryCodes, TotpEnrolment } from "#app/components/admin/TwoFactorParts.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { AuthShell } from "#app/components/auth/AuthShell.tsx";
import { signedInHeaders, ticketOfRequest } from "#app/lib/admin-sign-in.server.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { privateMeta } from "#app/lib/private-meta.ts";
import { adminAccessOf } from "#server/accounts/admin-access.ts";
import { sessionOfRequest } from "#server/accounts/session-cookies.ts";
import {
  confirmOwnTotpEnrolment,
  startOwnTotpEnrolment,
  startTotpEnrolment,
  type TotpEnrolment as Enrolment,
} from "#server/two-factor/enrolment.ts";
import { completeRequiredEnrolment } from "#server/two-factor/sign-in.ts";
import type { ServerContext } from "#app/context.ts";
import type { Route } from "./+types/two-factor-setup";

/**
 * /admin/two-factor/setup: where the settings send a back-office account that has no second
 * factor, right after its password (holding an enrolment ticket) or from a session it already
 * had. Nothing else of the back-office opens until a code confirms the app. From a session, the
 * current password comes first (the step-up, server/accounts/step-up.ts): the QR code and key are
 * shown only in its answer, and the confirmation asks for it again.
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
  const { adminId, ticket } = await whoIsEnrolling(request, context);
  const access = await adminAccessOf(context.db, adminId);
  // Enrolled (just now, or on another tab): the back-office is open.
  if (access?.hasSecondFactor) return { enrolled: true as const };
  if (!ticket) return { enrolled: false as const, stepUp: true as const };
  return {
    enrolled: false as const,
    stepUp: false as const,
    ...(await startTotpEnrolment(context.db, adminId)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const who = await whoIsEnrolling(request, context);
  const values = (await readForm(request)).fields;
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
      if (values.intent === "start") {
        const enrolment: Enrolment = await startOwnTotpEnrolment(
          context.db,
          who.adminId,
          values,
          context.clientIp,
        );
        return { ok: true as const, form: "start", enrolment };
      }
      const result = await confirmOwnTotpEnrolment(context.db, who.adminId, values, context.clientIp);
      return done(result.message, { recoveryCodes: result.recoveryCodes });
    },
    {
      fallbackField: values.intent === "start" ? "currentPassword" : "code",
      form: values.intent ?? "confirm",
    },
  );
}

type Reply = FormResult<{ recoveryCodes?: string[]; enrolment?: Enrolment }> | undefined;

/** From a session: the current password, then the QR code and key. */
function StartEnrolment({ error, again }: { error?: string; again?: boolean }) {
  const navigation = useNavigation();
  return (
    <Form method="post" noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="start" />
      <CurrentPasswordField id="start-totp-password" error={error} />
      <Button
        type="submit"
        variant={again ? "secondary" : "primary"}
        pending={navigation.state === "submitting"}
      >
        {again ? "Show a new QR code" : "Show the QR code"}
      </Button>
    </Form>
  );
}

export default function TwoFactorSetup({ loaderData }: Route.ComponentProps) {
  const reply = useActionData() as Reply;
  if (reply?.ok && reply.recoveryCodes) {
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
  const title = "Set up two-factor sign-in";
  const lead =
    "Every back-office account signs in with a code from an authenticator app as well as its password.";
  if (!loaderData.stepUp) {
    return (
      <AuthShell title={title} lead={lead}>
        <TotpEnrolment secret={loaderData.secret} qr={loaderData.qr} error={fieldsOf(reply)?.code} />
      </AuthShell>
    );
  }
  const failed = reply?.ok === false ? reply : undefined;
  const enrolment = reply?.ok && reply.form === "start" ? reply.enrolment : undefined;
  const confirmRefused = failed?.form === "confirm";
  if (!enrolment && !confirmRefused) {
    return (
      <AuthShell title={title} lead={`${lead} First, confirm it is you.`}>
        <StartEnrolment error={fieldsOf(failed)?.currentPassword} />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={title} lead={lead}>
      <TotpEnrolment
        secret={enrolment?.secret}
        qr={enrolment?.qr}
        intent="confirm"
        error={confirmRefused ? fieldsOf(failed)?.code : undefined}
        stepUp={{
          error: confirmRefused ? fieldsOf(failed)?.currentPassword : undefined,
          restart: "show a new one below.",
        }}
      />
      {confirmRefused ? <StartEnrolment again /> : null}
    </AuthShell>
  );
}
