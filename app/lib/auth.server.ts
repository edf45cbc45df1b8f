import { data, redirect } from "react-router";
import type { z } from "zod";
import type { ResolvedSession } from "#server/accounts/sessions.ts";
import type { AccountKind } from "#server/db/schema.ts";
import { clearSessionCookie, sessionCookie, sessionOfRequest } from "#server/http/auth.ts";
import { HttpError, validationError } from "#server/http/errors.ts";
import type { ServerContext } from "#app/context.ts";
import { readForm } from "./read-form.server.ts";

export const signInPath: Record<AccountKind, string> = {
  student: "/portal/sign-in",
  admin: "/admin/sign-in",
};
export const homePath: Record<AccountKind, string> = { student: "/portal", admin: "/admin/dashboard" };

export function currentSession(request: Request, context: ServerContext, kind: AccountKind) {
  return sessionOfRequest(context.db, context.config, request, kind);
}

/** The signed-in account of a page, or a redirect to sign-in that comes back here afterwards. */
export async function requireAccount(
  request: Request,
  context: ServerContext,
  kind: AccountKind,
): Promise<ResolvedSession> {
  const session = await currentSession(request, context, kind);
  if (session) return session;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${signInPath[kind]}?redirectTo=${encodeURIComponent(back)}`);
}

/** Sign-in and sign-up pages send someone already signed in to their home. */
export async function redirectIfSignedIn(request: Request, context: ServerContext, kind: AccountKind) {
  if (await currentSession(request, context, kind)) throw redirect(homePath[kind]);
}

export async function formValues(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, value] of await readForm(request)) if (typeof value === "string") out[key] = value;
  return out;
}

export function parseForm<S extends z.ZodType>(schema: S, values: Record<string, string>): z.infer<S> {
  const result = schema.safeParse(values);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export interface FormFailure {
  errors: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * Runs a page action. An HttpError becomes a 400/401/409/429 reply with the messages placed
 * under their fields; a message without a field (a throttle, an expired link) goes under
 * `fallbackField`, which is the e-mail field on the auth screens (spec §8).
 */
export async function runFormAction<T>(
  run: () => Promise<T>,
  options: { fallbackField?: string; values?: Record<string, string> } = {},
) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fallbackField = options.fallbackField ?? "email";
    const errors: Record<string, string> =
      error.fields && Object.keys(error.fields).length > 0 ? { ...error.fields } : {};
    if (error.fields?.body || Object.keys(errors).length === 0)
      errors[fallbackField] = error.messages[0] ?? "";
    const headers: HeadersInit = {};
    if (error.status === 429 && "retryAfterSeconds" in error)
      headers["Retry-After"] = String(error.retryAfterSeconds);
    return data({ errors, values: options.values } satisfies FormFailure, { status: error.status, headers });
  }
}

export function signedInRedirect(
  context: ServerContext,
  kind: AccountKind,
  session: { token: string; expiresAt: Date; persistent: boolean },
  to: string,
) {
  return redirect(to, { headers: { "Set-Cookie": sessionCookie(context.config, kind, session) } });
}

export function signedOutRedirect(context: ServerContext, kind: AccountKind) {
  return redirect(signInPath[kind], { headers: { "Set-Cookie": clearSessionCookie(context.config, kind) } });
}

/** Values worth echoing back into a form rendered without JavaScript; never passwords. */
export function echo(values: Record<string, string>, ...names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) if (values[name] !== undefined) out[name] = values[name]!;
  return out;
}
