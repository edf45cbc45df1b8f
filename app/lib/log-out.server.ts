import { endSession } from "#server/accounts/sessions.ts";
import type { AccountKind } from "#server/db/schema.ts";
import type { ServerContext } from "#app/context.ts";
import { currentSession, signedOutRedirect } from "./auth.server.ts";

/** Ends the session on the server, clears the cookie and goes to the sign-in screen. */
export async function logOut(request: Request, context: ServerContext, kind: AccountKind) {
  const session = await currentSession(request, context, kind);
  if (session) await endSession(context.db, session.payload.sid);
  return signedOutRedirect(context, kind);
}
