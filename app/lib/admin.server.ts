import { redirect } from "react-router";
import { sessionOfRequest } from "#server/accounts/session-cookies.ts";
import type { ResolvedSession } from "#server/accounts/sessions.ts";
import type { ServerContext } from "../context.ts";

/**
 * Every admin page's loader and action starts here: the admin session of the request, or a
 * redirect to /admin/sign-in (spec §2.3).
 */
export async function requireAdmin(request: Request, context: ServerContext): Promise<ResolvedSession> {
  const session = await sessionOfRequest(context.db, context.config, request, "admin");
  if (!session) throw redirect("/admin/sign-in");
  return session;
}
