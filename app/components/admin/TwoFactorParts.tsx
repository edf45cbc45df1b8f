import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";

/**
 * The pieces of two-factor enrolment shared by the required setup screen and the profile's
 * two-factor page: the QR code, the secret for typing in, the code form and the recovery codes.
 */

/** The server's QR matrix as one SVG path: drawn by React, no markup from elsewhere. */
export function QrCode({ qr }: { qr: { size: number; path: string } }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={qr.size * 4}
      height={qr.size * 4}
      role="img"
      aria-label="QR code to scan with your authenticator app"
      shapeRendering="crispEdges"
      className="h-auto max-w-full rounded border border-slate-200"
      data-totp-qr
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** Groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export function TotpEnrolment({
  secret,
  qr,
  error,
  intent,
  stepUp,
}: {
  /** Left out after a refused confirmation: the key was shown once, on the step-up's answer. */
  secret?: string;
  qr?: { size: number; path: string };
  error?: string;
  intent?: string;
  /** A signed-in account confirms with its current password as well (server/accounts/step-up.ts). */
  stepUp?: { error?: string; restart?: ReactNode };
}) {
  const navigation = useNavigation();
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-800">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator,
          1Password).
        </li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      {secret && qr ? (
        <>
          <QrCode qr={qr} />
          <dl>
            <dt className="text-sm font-medium text-slate-800">Key for typing in</dt>
            <dd
              className="mt-1 break-all font-mono text-base tracking-wider text-slate-900"
              data-totp-secret={secret}
            >
              {grouped(secret)}
            </dd>
          </dl>
        </>
      ) : (
        <p className="text-sm text-slate-800" data-totp-key-hidden>
          The QR code and key are shown only once. If the app does not have them yet, {stepUp?.restart}
        </p>
      )}
      <Form method="post" noValidate className="space-y-4">
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        <CodeField error={error} label="Code from the app" />
        {stepUp ? <CurrentPasswordField error={stepUp.error} /> : null}
        <Button type="submit" pending={navigation.state === "submitting"}>
          Turn on two-factor sign-in
        </Button>
      </Form>
    </div>
  );
}

/**
 * The step-up's field (server/accounts/step-up.ts): the current password, asked again before a
 * change to how the account signs in. `id` tells two of them on one page apart.
 */
export function CurrentPasswordField({
  error,
  id,
  hint,
  required = true,
}: {
  error?: string;
  id?: string;
  hint?: ReactNode;
  required?: boolean;
}) {
  return (
    <Field
      name="currentPassword"
      id={id}
      type="password"
      label="Current password"
      required={required}
      autoComplete="current-password"
      error={error}
      hint={hint}
    />
  );
}

export function CodeField({ error, label, hint }: { error?: string; label: string; hint?: string }) {
  return <Field name="code" label={label} required autoComplete="one-time-code" error={error} hint={hint} />;
}

/** Shown once, right after they are made. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="recovery-heading" className="text-lg font-semibold text-slate-900">
        Your recovery codes
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        Keep these somewhere safe, away from your phone. Each code signs you in once if you lose your
        authenticator app. They are shown only now.
      </p>
      <ol className="mt-4 grid gap-2 font-mono text-base sm:grid-cols-2" data-recovery-codes>
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-3 py-1 ring-1 ring-amber-200">
            {code}
          </li>
        ))}
      </ol>
    </section>
  );
}
