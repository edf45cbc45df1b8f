import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/Button.tsx";
import { addPasskey } from "./passkey-client.ts";

/** Adds a passkey for the signed-in account; needs JavaScript and a browser with WebAuthn. */
export function AddPasskey() {
  const [supported, setSupported] = useState<boolean | undefined>();
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | undefined>();
  const revalidator = useRevalidator();
  useEffect(() => setSupported(typeof window.PublicKeyCredential === "function"), []);
  if (supported === false)
    return <p className="text-sm text-slate-700">This browser cannot create passkeys.</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        setMessage(undefined);
        const failure = await addPasskey(name).catch(() => "The passkey could not be added.");
        setPending(false);
        setMessage(failure ? { text: failure, ok: false } : { text: "Passkey added", ok: true });
        if (!failure) {
          setName("");
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
          className="mt-1 block rounded-md border border-slate-300 px-3 py-2"
        />
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
