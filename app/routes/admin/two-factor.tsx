import { Form, Link, useActionData, useNavigation } from "react-router";
import { AddPasskey } from "#app/components/admin/AddPasskey.tsx";
import { formatDate } from "#app/lib/dates.ts";
import { CodeField, RecoveryCodes, TotpEnrolment } from "#app/components/admin/TwoFactorParts.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { formValues, pageAction } from "#app/lib/page-action.server.ts";
import { DomainError } from "#server/domain/errors.ts";
import {
  confirmTotpEnrolment,
  renewRecoveryCodes,
  startTotpEnrolment,
  turnOffTotp,
  twoFactorStatus,
} from "#server/two-factor/enrolment.ts";
import { removePasskey } from "#server/two-factor/passkeys.ts";
import type { Route } from "./+types/two-factor";

/** /admin/profile/two-factor: the signed-in account's authenticator app, recovery codes and passkeys. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const status = await twoFactorStatus(context.db, session.account.id);
  const enrolment = status.totp ? undefined : await startTotpEnrolment(context.db, session.account.id);
  return { status, enrolment };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const values = await formValues(request);
  const me = session.account.id;
  const intent = values.intent ?? "";
  return pageAction(
    async () => {
      if (intent === "confirm-totp" || intent === "renew-codes") {
        const run = intent === "confirm-totp" ? confirmTotpEnrolment : renewRecoveryCodes;
        const result = await run(context.db, me, { code: values.code });
        return { ...done(result.message, { recoveryCodes: result.recoveryCodes }), form: intent };
      }
      if (intent === "turn-off")
        return { ...done((await turnOffTotp(context.db, me, values)).message), form: intent };
      if (intent === "remove-passkey")
        return { ...done((await removePasskey(context.db, me, values.id ?? "")).message), form: intent };
      throw new DomainError("invalid", ["Unknown action"]);
    },
    { form: intent, fallbackField: intent === "remove-passkey" ? undefined : "code" },
  );
}

type Reply = FormResult<{ recoveryCodes?: string[] }> | undefined;

function errorOf(reply: Reply, form: string) {
  return reply && !reply.ok && reply.form === form ? fieldsOf(reply)?.code : undefined;
}

export default function TwoFactor({ loaderData }: Route.ComponentProps) {
  const { status, enrolment } = loaderData;
  const reply = useActionData() as Reply;
  const navigation = useNavigation();
  const { toast, dismiss } = useResultToast(reply);
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const codes = reply?.ok ? reply.recoveryCodes : undefined;
  const card = "mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm";

  return (
    <>
      <title>Two-factor sign-in | Admin</title>
      <p className="text-sm">
        <Link to="/admin/profile" className="text-brand-700 underline">
          Your profile
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Two-factor sign-in</h1>
      <p className="mt-2 text-slate-700">
        {status.required
          ? "Every back-office account must sign in with a second factor as well as its password."
          : "A second factor keeps your account safe even if your password is stolen."}
      </p>
      {codes ? (
        <div className="mt-6">
          <RecoveryCodes codes={codes} />
        </div>
      ) : null}

      <section aria-labelledby="app-heading" className={card}>
        <h2 id="app-heading" className="text-lg font-semibold text-slate-900">
          Authenticator app
        </h2>
        {enrolment ? (
          <div className="mt-4">
            <TotpEnrolment
              secret={enrolment.secret}
              qr={enrolment.qr}
              intent="confirm-totp"
              error={errorOf(reply, "confirm-totp")}
            />
          </div>
        ) : (
          <>
            <p className="mt-2 text-slate-800" data-totp-status>
              On. {status.recoveryCodesLeft} of 10 recovery codes left.
            </p>
            <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="renew-codes" />
              <CodeField
                label="Code from the app, to make new recovery codes"
                error={errorOf(reply, "renew-codes")}
              />
              <Button type="submit" variant="secondary" pending={busy("renew-codes")}>
                Make new recovery codes
              </Button>
            </Form>
            <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="turn-off" />
              <CodeField label="Code from the app, to stop using it" error={errorOf(reply, "turn-off")} />
              <Button type="submit" variant="danger" pending={busy("turn-off")}>
                Turn off
              </Button>
            </Form>
          </>
        )}
      </section>

      <section aria-labelledby="passkeys-heading" className={card}>
        <h2 id="passkeys-heading" className="text-lg font-semibold text-slate-900">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          A passkey on this device or a security key signs you in as a second factor, or without a password at
          all.
        </p>
        <ul className="mt-4 divide-y divide-slate-200" data-passkeys>
          {status.passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-medium text-slate-900">{p.name}</span>
                <span className="block text-sm text-slate-600">
                  Added {formatDate(p.createdAt)}
                  {p.lastUsedAt ? `, last used ${formatDate(p.lastUsedAt)}` : ", not used yet"}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="id" value={p.id} />
                <Button type="submit" variant="secondary" aria-label={`Remove passkey ${p.name}`}>
                  Remove
                </Button>
              </Form>
            </li>
          ))}
          {status.passkeys.length === 0 ? (
            <li className="py-3 text-sm text-slate-600">No passkeys yet.</li>
          ) : null}
        </ul>
        <div className="mt-4">
          <AddPasskey />
        </div>
      </section>
      <Toast toast={toast} onDismiss={dismiss} />
    </>
  );
}
