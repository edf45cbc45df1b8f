import { redirect } from "react-router";
import { endSession } from "#server/accounts/sessions.ts";
import type { AccountKind } from "#server/db/schema.ts";
import type { ServerContext } from "#app/context.ts";
import { currentSession, homePath, signedOutRedirect, signInPath } from "./auth.server.ts";

/**
 * GET /portal/log-out and /admin/log-out: a page with a Sign out button, never a sign-out, so
 * a link or an image elsewhere cannot sign anyone out (issue 13, L9). Nobody signed in: the
 * sign-in screen, where the spec's log-out ends anyway.
 */
export async function logOutPage(request: Request, context: ServerContext, kind: AccountKind) {
  const session = await currentSession(request, context, kind);
  if (!session) throw redirect(signInPath[kind]);
  const { firstName, lastName } = session.account;
  return { name: `${firstName} ${lastName}`, cancelHref: homePath[kind] };
}

/**
 * The POST of the Sign out forms: ends the session on the server, clears the cookie and goes to
 * the sign-in screen (spec §2.2, §2.3). A post from another site never gets here: every page
 * form post is checked once, in server/http/page-methods.ts (403).
 */
export async function logOut(request: Request, context: ServerContext, kind: AccountKind) {
  const session = await currentSession(request, context, kind);
  if (session) await endSession(context.db, session.payload.sid);
  return signedOutRedirect(context, kind);
}
