import { redirect } from "react-router";
import { clearSessionCookie, sessionCookie, sessionOfRequest } from "#server/accounts/session-cookies.ts";
import type { IssuedSession, ResolvedSession } from "#server/accounts/sessions.ts";
import type { AccountKind } from "#server/db/schema.ts";
import type { ServerContext } from "#app/context.ts";

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

export function signedInRedirect(
  context: ServerContext,
  kind: AccountKind,
  session: IssuedSession,
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
