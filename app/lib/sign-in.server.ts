import type { AccountKind } from "#server/db/schema.ts";
import { signIn } from "#server/accounts/sign-in.ts";
import { visitorIdOfCookies } from "#server/visitors/visitors.ts";
import { signInSchema } from "#forms/auth.ts";
import type { ServerContext } from "#app/context.ts";
import { adminSignInAction } from "./admin-sign-in.server.ts";
import { echo, homePath, redirectIfSignedIn, signedInRedirect } from "./auth.server.ts";
import { pageAction } from "./page-action.server.ts";
import { readForm } from "./read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";
import { safeRedirectPath } from "./safe-redirect.ts";

/** Where each kind of account may be sent back to after signing in. */
const surface: Record<AccountKind, string> = { student: "/portal", admin: "/admin" };

/** The portal's and the back-office's sign-in loader: signed-in visitors go home. */
export async function signInLoader(request: Request, context: ServerContext, kind: AccountKind) {
  await redirectIfSignedIn(request, context, kind);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: safeRedirectPath(redirectTo, "", surface[kind]) || undefined };
}

/** Signs in and goes to ?redirectTo when it stays on the same surface, else to the home page. */
export async function signInAction(request: Request, context: ServerContext, kind: AccountKind) {
  // The back-office may ask for a second factor after the password (docs/decisions/0073).
  if (kind === "admin") return adminSignInAction(request, context);
  const values = (await readForm(request)).fields;
  return pageAction(
    async () => {
      const input = parseOrInvalid(signInSchema, values);
      const signedIn = await signIn(context.db, context.config.sessionSecret, kind, input, context.clientIp, {
        visitorId: visitorIdOfCookies(request.headers.get("cookie")),
      });
      const to = safeRedirectPath(values.redirectTo, homePath[kind], surface[kind]);
      // "/admin" is the sign-in screen itself, so it means the dashboard here.
      return signedInRedirect(context, kind, signedIn, to === surface[kind] ? homePath[kind] : to);
    },
    { fallbackField: "email", values: echo(values, "email") },
  );
}
