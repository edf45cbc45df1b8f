import { data, redirect } from "react-router";
import {
  type AdminAccess,
  adminAccessOf,
  decideAdminAccess,
  noAccessMessage,
} from "#server/accounts/admin-access.ts";
import { sessionOfRequest } from "#server/accounts/session-cookies.ts";
import type { ResolvedSession } from "#server/accounts/sessions.ts";
import type { ServerContext } from "../context.ts";

/** Where an account that must enrol a second factor is sent (docs/decisions/0073). */
export const twoFactorSetupPath = "/admin/two-factor/setup";

/**
 * Every admin page's loader and action starts here: the admin session of the request, or a
 * redirect to /admin/sign-in (spec §2.3); then the role's policy for the page's path
 * (server/accounts/roles.ts): a page the role may not use is a 403 page, and an account that
 * must first enrol a second factor goes to the enrolment page.
 */
export async function requireAdminAccess(
  request: Request,
  context: ServerContext,
): Promise<{ session: ResolvedSession; access: AdminAccess }> {
  const session = await sessionOfRequest(context.db, context.config, request, "admin");
  if (!session) throw redirect("/admin/sign-in");
  const access = await adminAccessOf(context.db, session.account.id);
  const decision = decideAdminAccess(access, request.method, new URL(request.url).pathname);
  if (decision === "enrol") throw redirect(twoFactorSetupPath);
  if (decision === "forbidden" || !access)
    throw data(noAccessMessage, { status: 403, statusText: noAccessMessage });
  return { session, access };
}

export async function requireAdmin(request: Request, context: ServerContext): Promise<ResolvedSession> {
  return (await requireAdminAccess(request, context)).session;
}

/** The loader of a back-office page that shows only a form: it needs a signed-in admin, no data. */
export async function adminOnlyLoader({ request, context }: { request: Request; context: ServerContext }) {
  await requireAdmin(request, context);
  return null;
}
