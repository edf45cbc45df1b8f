import { Form, Link, useActionData, useNavigation } from "react-router";
import { AddPasskey } from "#app/components/admin/AddPasskey.tsx";
import { formatDate } from "#app/lib/dates.ts";
import {
  CodeField,
  CurrentPasswordField,
  RecoveryCodes,
  TotpEnrolment,
} from "#app/components/admin/TwoFactorParts.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Toast, useResultToast } from "#app/components/ui/Toast.tsx";
import { requireAdmin } from "#app/lib/admin.server.ts";
import { done, type FormResult, fieldsOf } from "#app/lib/form-result.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { readForm } from "#app/lib/read-form.server.ts";
import { DomainError } from "#server/domain/errors.ts";
import {
  confirmOwnTotpEnrolment,
  renewRecoveryCodes,
  startOwnTotpEnrolment,
  type TotpEnrolment as Enrolment,
  turnOffTotp,
  twoFactorStatus,
} from "#server/two-factor/enrolment.ts";
import { removePasskey } from "#server/two-factor/passkeys.ts";
import type { Route } from "./+types/two-factor";

/**
 * /admin/profile/two-factor: the signed-in account's authenticator app, recovery codes and
 * passkeys. Every change asks for the current password (or, for the app's own changes, a current
 * code) again: the step-up of server/accounts/step-up.ts. The app's QR code and key are shown only
 * in the answer to that step-up, never on a plain page load. `?remove=<id>` asks to confirm the
 * removal of one passkey (a link, so it works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context);
  const status = await twoFactorStatus(context.db, session.account.id);
  const asked = new URL(request.url).searchParams.get("remove");
  const removing = status.passkeys.find((p) => p.id === asked)?.id ?? null;
  return { status, removing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  const values = (await readForm(request)).fields;
  const me = session.account.id;
  const ip = context.clientIp;
  const intent = values.intent ?? "";
  return pageAction(
    async () => {
      if (intent === "start-totp") {
        const enrolment: Enrolment = await startOwnTotpEnrolment(context.db, me, values, ip);
        return { ok: true as const, form: intent, enrolment };
      }
      if (intent === "confirm-totp" || intent === "renew-codes") {
        const run = intent === "confirm-totp" ? confirmOwnTotpEnrolment : renewRecoveryCodes;
        const result = await run(context.db, me, values, ip);
        return { ...done(result.message, { recoveryCodes: result.recoveryCodes }), form: intent };
      }
      if (intent === "turn-off")
        return { ...done((await turnOffTotp(context.db, me, values, ip)).message), form: intent };
      if (intent === "remove-passkey") {
        const { message } = await removePasskey(context.db, me, values.id ?? "", values, ip);
        return { ...done(message), form: intent };
      }
      throw new DomainError("invalid", ["Unknown action"]);
    },
    {
      form: intent,
      fallbackField: intent === "remove-passkey" || intent === "start-totp" ? "currentPassword" : "code",
    },
  );
}

type Reply = FormResult<{ recoveryCodes?: string[]; enrolment?: Enrolment }> | undefined;

function errorOf(reply: Reply, forms: string[], field = "code") {
  return reply && !reply.ok && forms.includes(reply.form ?? "") ? fieldsOf(reply)?.[field] : undefined;
}

/** Asks for the current password before a new QR code and key are shown. */
function StartTotp({ reply, busy, again }: { reply: Reply; busy: boolean; again?: boolean }) {
  return (
    <Form method="post" noValidate className="mt-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="start-totp" />
      <CurrentPasswordField
        id="start-totp-password"
        error={errorOf(reply, ["start-totp"], "currentPassword")}
      />
      <Button type="submit" variant={again ? "secondary" : "primary"} pending={busy}>
        {again ? "Show a new QR code" : "Set up an authenticator app"}
      </Button>
    </Form>
  );
}

export default function TwoFactor({ loaderData }: Route.ComponentProps) {
  const { status, removing } = loaderData;
  const reply = useActionData() as Reply;
  const navigation = useNavigation();
  const { toast, dismiss } = useResultToast(reply);
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const codes = reply?.ok ? reply.recoveryCodes : undefined;
  const enrolment = reply?.ok && reply.form === "start-totp" ? reply.enrolment : undefined;
  const confirmRefused = reply?.ok === false && reply.form === "confirm-totp";
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
        {status.totp ? (
          <>
            <p className="mt-2 text-slate-800" data-totp-status>
              On. {status.recoveryCodesLeft} of 10 recovery codes left.
            </p>
            <Form method="post" noValidate className="mt-4 space-y-4">
              <p className="text-sm text-slate-700">
                To make new recovery codes or stop using the app, confirm it is you: your current password, or
                a code from the app or a recovery code.
              </p>
              <CurrentPasswordField
                required={false}
                error={errorOf(reply, ["renew-codes", "turn-off"], "currentPassword")}
              />
              <CodeField
                label="Or a code from the app or a recovery code"
                error={errorOf(reply, ["renew-codes", "turn-off"])}
              />
              <div className="flex flex-wrap gap-3">
                <Button
                  type="submit"
                  name="intent"
                  value="renew-codes"
                  variant="secondary"
                  pending={busy("renew-codes")}
                >
                  Make new recovery codes
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="turn-off"
                  variant="danger"
                  pending={busy("turn-off")}
                >
                  Turn off
                </Button>
              </div>
            </Form>
          </>
        ) : enrolment || confirmRefused ? (
          <div className="mt-4">
            <TotpEnrolment
              secret={enrolment?.secret}
              qr={enrolment?.qr}
              intent="confirm-totp"
              error={errorOf(reply, ["confirm-totp"])}
              stepUp={{
                error: errorOf(reply, ["confirm-totp"], "currentPassword"),
                restart: "show a new one below.",
              }}
            />
            {confirmRefused ? <StartTotp reply={reply} busy={busy("start-totp")} again /> : null}
          </div>
        ) : (
          <>
            <p className="mt-2 text-slate-800" data-totp-status>
              Off. Set up an app on your phone that shows a new code every 30 seconds.
            </p>
            <StartTotp reply={reply} busy={busy("start-totp")} />
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
              {removing === p.id ? (
                <Form
                  method="post"
                  noValidate
                  className="flex w-full flex-wrap items-end gap-3"
                  data-remove-passkey
                >
                  <input type="hidden" name="intent" value="remove-passkey" />
                  <input type="hidden" name="id" value={p.id} />
                  <CurrentPasswordField
                    id="remove-passkey-password"
                    error={errorOf(reply, ["remove-passkey"], "currentPassword")}
                    hint={`To remove ${p.name}`}
                  />
                  <Button type="submit" variant="danger" pending={busy("remove-passkey")}>
                    Remove passkey
                  </Button>
                  <Link to="/admin/profile/two-factor" className="self-center text-brand-700 underline">
                    Keep it
                  </Link>
                </Form>
              ) : (
                <Link
                  to={`/admin/profile/two-factor?remove=${p.id}`}
                  className="text-brand-700 underline"
                  aria-label={`Remove passkey ${p.name}`}
                >
                  Remove
                </Link>
              )}
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
