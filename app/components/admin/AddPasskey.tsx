import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { RequiredMark } from "#app/components/ui/Field.tsx";
import { addPasskey, type PasskeyFailure } from "./passkey-client.ts";

const control = "mt-1 block rounded-md border px-3 py-2";

/**
 * Adds a passkey for the signed-in account; needs JavaScript and a browser with WebAuthn. Asks
 * for the current password first (the step-up, server/accounts/step-up.ts): a passkey signs in
 * without a password, so a session alone must not be able to add one.
 */
export function AddPasskey() {
  const [supported, setSupported] = useState<boolean | undefined>();
  const [name, setName] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | undefined>();
  const [failure, setFailure] = useState<PasskeyFailure | undefined>();
  const revalidator = useRevalidator();
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (supported === false)
    return <p className="text-sm text-slate-700">This browser cannot create passkeys.</p>;
  const passwordError = failure?.field === "currentPassword" ? failure.text : undefined;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setMessage(undefined);
        if (currentPassword === "") {
          setFailure({
            text: "Enter your current password to confirm this change",
            field: "currentPassword",
          });
          return;
        }
        setPending(true);
        setFailure(undefined);
        const failed = await addPasskey(name, currentPassword).catch(
          (): PasskeyFailure => ({ text: "The passkey could not be added." }),
        );
        setPending(false);
        setFailure(failed);
        setMessage(
          failed
            ? failed.field
              ? undefined
              : { text: failed.text, ok: false }
            : { text: "Passkey added", ok: true },
        );
        if (!failed) {
          setName("");
          setCurrentPassword("");
          revalidator.revalidate();
        }
      }}
    >
      <div>
        <label htmlFor="passkey-name" className="block text-sm font-medium text-slate-800">
          Name (optional)
        </label>
        <input
          id="passkey-name"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Work laptop"
          className={`${control} border-slate-300`}
        />
      </div>
      <div>
        <label htmlFor="passkey-current-password" className="block text-sm font-medium text-slate-800">
          Current password
          <RequiredMark />
        </label>
        <input
          id="passkey-current-password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby="passkey-current-password-error"
          className={`${control} ${passwordError ? "border-red-600" : "border-slate-300"}`}
        />
        <p
          id="passkey-current-password-error"
          data-error-for="currentPassword"
          className="mt-1 text-sm text-red-700"
          aria-live="polite"
        >
          {passwordError ?? ""}
        </p>
      </div>
      <Button type="submit" pending={pending} disabled={supported === undefined}>
        Add a passkey
      </Button>
      <p
        role="status"
        className={`w-full text-sm ${message?.ok ? "text-emerald-800" : "text-red-700"}`}
        data-passkey-message
      >
        {message?.text ?? ""}
      </p>
    </form>
  );
}
