/**
 * The browser half of passkeys: asks the server for options, lets the browser's WebAuthn dialog
 * run (through @simplewebauthn/browser, loaded only when a passkey button is pressed, so no page
 * pays for it up front), and posts the result back to the JSON API.
 */

async function postJson(
  path: string,
  body: unknown,
): Promise<{ ok: boolean; json: Record<string, unknown> }> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, json };
}

function messageOf(json: Record<string, unknown>, fallback: string): string {
  const error = json.error as { messages?: string[] } | undefined;
  return error?.messages?.[0] ?? fallback;
}

const cancelled = "The passkey dialog was closed before it finished. Try again when you are ready.";

function browserFailure(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === "NotAllowedError" || name === "AbortError") return cancelled;
  return "This browser could not use a passkey here.";
}

/**
 * Signs in with a passkey: as the second factor when the browser holds a sign-in ticket (the
 * server reads it from its cookie), or password-free. Resolves with an error message, or with
 * undefined once the session cookie is set.
 */
export async function signInWithPasskey(
  mode: "second-factor" | "password-free",
): Promise<string | undefined> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const options = await postJson("/api/admin/auth/passkey/options", { mode });
  if (!options.ok) return messageOf(options.json, "Passkeys are not available just now.");
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.json.data as never });
  } catch (error) {
    return browserFailure(error);
  }
  const done =
    mode === "password-free"
      ? await postJson("/api/admin/auth/passkey", { response })
      : await postJson("/api/admin/auth/second-factor", { passkey: response });
  return done.ok ? undefined : messageOf(done.json, "That passkey could not be used.");
}

/** Why adding a passkey failed: the message, and the field it belongs to when it is one of the form's. */
export interface PasskeyFailure {
  text: string;
  field?: "currentPassword";
}

function failureOf(json: Record<string, unknown>, fallback: string): PasskeyFailure {
  const fields = (json.error as { fields?: Record<string, string> } | undefined)?.fields;
  if (fields?.currentPassword) return { text: fields.currentPassword, field: "currentPassword" };
  return { text: messageOf(json, fallback) };
}

/**
 * Registers a new passkey for the signed-in account; resolves with why it failed, or undefined.
 * Both requests carry the current password: the server's step-up (server/accounts/step-up.ts)
 * asks for it on each, as a passkey signs in on its own.
 */
export async function addPasskey(name: string, currentPassword: string): Promise<PasskeyFailure | undefined> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const options = await postJson("/api/admin/me/two-factor/passkeys/options", { currentPassword });
  if (!options.ok) return failureOf(options.json, "Passkeys are not available just now.");
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.json.data as never });
  } catch (error) {
    return { text: browserFailure(error) };
  }
  const done = await postJson("/api/admin/me/two-factor/passkeys", { response, name, currentPassword });
  return done.ok ? undefined : failureOf(done.json, "The passkey could not be added.");
}
