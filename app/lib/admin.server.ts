import { redirect } from "react-router";
import type { ResolvedSession } from "#server/accounts/sessions.ts";
import { SESSION_HOURS } from "#server/accounts/sessions.ts";
import { sessionCookie, sessionOfRequest } from "#server/http/auth.ts";
import { HttpError } from "#server/http/errors.ts";
import type { ServerContext } from "../context.ts";
import { readForm } from "./read-form.server.ts";

/**
 * Every admin page's loader and action starts here: the admin session of the request, or a
 * redirect to /admin/sign-in (spec §2.3).
 */
export async function requireAdmin(request: Request, context: ServerContext): Promise<ResolvedSession> {
  const session = await sessionOfRequest(context.db, context.config, request, "admin");
  if (!session) throw redirect("/admin/sign-in");
  return session;
}

export type ActionResult = {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
};

/** Runs a domain call for a page action: HttpErrors become {ok:false, message, errors} for the form. */
export async function asResult(run: () => Promise<{ message: string }>): Promise<ActionResult> {
  try {
    const { message } = await run();
    return { ok: true, message };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      return { ok: false, message: error.messages[0], errors: error.fields };
    throw error;
  }
}

/** Plain object of a form post (first value of each name). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, value] of await readForm(request)) {
    if (typeof value === "string" && !(key in out)) out[key] = value;
  }
  return out;
}

/**
 * Set-Cookie for a re-signed token of the current session (after the admin renames themselves).
 * It keeps the session's expiry; a session that outlives the 12-hour default was remembered, so
 * its cookie stays persistent.
 */
export function renamedSessionCookie(
  context: ServerContext,
  session: ResolvedSession,
  token: string,
): string {
  const expiresAt = new Date(session.payload.exp * 1000);
  const persistent = expiresAt.getTime() - Date.now() > (SESSION_HOURS + 1) * 3_600_000;
  return sessionCookie(context.config, "admin", { token, expiresAt, persistent });
}
