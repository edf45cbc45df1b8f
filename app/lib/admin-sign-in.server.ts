import { redirect } from "react-router";
import { signInSchema } from "#forms/auth.ts";
import { sessionCookie } from "#server/accounts/session-cookies.ts";
import type { SignedIn } from "#server/accounts/sign-in.ts";
import { relyingPartyOf } from "#server/two-factor/passkeys.ts";
import { beginAdminSignIn } from "#server/two-factor/sign-in.ts";
import { clearTicketCookie, ticketCookie, ticketFrom } from "#server/two-factor/ticket-cookie.ts";
import { readTicket, type TicketPurpose } from "#server/two-factor/tickets.ts";
import type { ServerContext } from "#app/context.ts";
import { twoFactorSetupPath } from "./admin.server.ts";
import { echo } from "./auth.server.ts";
import { pageAction } from "./page-action.server.ts";
import { readForm } from "./read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/**
 * The back-office sign-in pages (docs/decisions/0073): the password, then the second factor or
 * the required enrolment. Between the steps the browser holds the signed ticket in an httpOnly
 * cookie; the session cookie is set only at the end.
 */

export const verifyPath = "/admin/sign-in/verify";

/** Where to go after signing in: ?redirectTo inside /admin, else the dashboard. */
export function afterSignIn(redirectTo: unknown): string {
  const to = safeRedirectPath(redirectTo, "/admin/dashboard", "/admin");
  // "/admin" is the sign-in screen itself, so it means the dashboard here.
  return to === "/admin" ? "/admin/dashboard" : to;
}

export function rpOf(context: ServerContext) {
  return relyingPartyOf(context.config.publicUrl);
}

/** The request's sign-in ticket for `purpose`, when there is a valid one. */
export function ticketOfRequest(request: Request, context: ServerContext, purpose: TicketPurpose) {
  const raw = ticketFrom({ get: (name) => request.headers.get(name) });
  const ticket = readTicket(context.config.sessionSecret, raw, purpose);
  return ticket ? { raw: raw!, ticket } : undefined;
}

/** The session cookie, and the ticket cookie cleared: the end of every way of signing in. */
export function signedInHeaders(context: ServerContext, signedIn: SignedIn): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(context.config, "admin", signedIn));
  headers.append("Set-Cookie", clearTicketCookie(context.config));
  return headers;
}

/** /admin/sign-in's action: a session, or on to the second factor or the required enrolment. */
export async function adminSignInAction(request: Request, context: ServerContext) {
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const input = parseOrInvalid(signInSchema, values);
      const result = await beginAdminSignIn(
        context.db,
        context.config.sessionSecret,
        input,
        context.clientIp,
      );
      const to = afterSignIn(values.redirectTo);
      if (result.step === "signed-in")
        throw redirect(to, { headers: signedInHeaders(context, result.signedIn) });
      const purpose = result.step === "enrol" ? "enrol" : "second-factor";
      const next =
        result.step === "enrol" ? twoFactorSetupPath : `${verifyPath}?redirectTo=${encodeURIComponent(to)}`;
      throw redirect(next, {
        headers: { "Set-Cookie": ticketCookie(context.config, result.ticket, purpose) },
      });
    },
    { fallbackField: "email", values: echo(values, "email") },
  );
}
