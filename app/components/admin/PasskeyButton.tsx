import { useEffect, useState } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { signInWithPasskey } from "./passkey-client.ts";

/**
 * "Sign in with a passkey": shown once the page has hydrated in a browser that has WebAuthn (a
 * passkey cannot work without JavaScript). On success the session cookie is set and the page
 * goes on to `to`.
 */
export function PasskeyButton({
  mode,
  to,
  label,
  className = "",
}: {
  mode: "second-factor" | "password-free";
  to: string;
  label: string;
  /** For the box around it, which (like the button) only shows where passkeys can work. */
  className?: string;
}) {
  const [supported, setSupported] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (!supported) return null;
  return (
    <div className={`space-y-2 ${className}`}>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        pending={pending}
        onClick={async () => {
          setPending(true);
          setError(undefined);
          const failure = await signInWithPasskey(mode).catch(() => "Passkeys are not available just now.");
          if (failure) {
            setError(failure);
            setPending(false);
          } else window.location.assign(to);
        }}
      >
        {label}
      </Button>
      <p className="text-sm text-red-700" role="alert" data-passkey-error>
        {error ?? ""}
      </p>
    </div>
  );
}
