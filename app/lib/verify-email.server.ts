import { redirect } from "react-router";
import { findAccountByEmail } from "#server/accounts/accounts.ts";
import {
  isEmailVerified,
  resendVerification,
  VERIFY_EMAIL_PATH,
  verificationAddress,
  verifyEmail,
} from "#server/accounts/email-verification.ts";
import { verifyEmailSchema } from "#forms/auth.ts";
import type { ServerContext } from "#app/context.ts";
import { currentSession, requireAccount } from "./auth.server.ts";
import { done } from "./form-result.ts";
import { pageAction } from "./page-action.server.ts";
import { readForm } from "./read-form.server.ts";
import { parseOrInvalid } from "#server/domain/errors.ts";

/** What /portal/verify-email shows (docs/decisions/0076). */
export type VerifyEmailState =
  /** Signed in as the link's account: a button verifies it. */
  | { kind: "confirm"; email: string; token: string }
  /** The link's account exists, but this is not its session: sign in as it first. */
  | { kind: "sign-in"; email: string; signInHref: string; signedInAs?: string }
  /** Unknown, used or expired link. */
  | { kind: "invalid"; canResend: boolean }
  /** No link: a signed-in student may ask for one. */
  | { kind: "no-link"; email?: string; verified: boolean };

/**
 * Reads the link without using it up. A link for an address that has no account yet (the
 * invitation in an application's confirmation) leads to sign-up with the address and the token.
 */
export async function verifyEmailPage(request: Request, context: ServerContext): Promise<VerifyEmailState> {
  const { db } = context;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const session = await currentSession(request, context, "student");
  const verified = session ? await isEmailVerified(db, session.account.id) : false;
  if (!token) return { kind: "no-link", email: session?.account.email, verified };
  const email = token.length <= 200 ? await verificationAddress(db, token) : undefined;
  if (!email) return { kind: "invalid", canResend: Boolean(session) && !verified };
  const account = await findAccountByEmail(db, "student", email);
  if (!account) {
    const query = new URLSearchParams({ email, verification: token });
    throw redirect(`/portal/sign-up?${query}`);
  }
  if (session?.account.id === account.id) return { kind: "confirm", email: account.email, token };
  const back = `${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token })}`;
  return {
    kind: "sign-in",
    email: account.email,
    signInHref: `/portal/sign-in?${new URLSearchParams({ redirectTo: back })}`,
    signedInAs: session?.account.email,
  };
}

/**
 * The page's two forms: intent=verify (the link's button) and intent=resend (the banner's). A
 * cross-site post is refused before this, in server/http/page-methods.ts.
 */
export async function verifyEmailAction(request: Request, context: ServerContext) {
  const { account } = await requireAccount(request, context, "student");
  const values = (await readForm(request)).fields;
  const form = values.intent === "resend" ? "resend" : "verify";
  return pageAction(
    async () => {
      const reply =
        form === "resend"
          ? await resendVerification(context.db, { publicUrl: context.config.publicUrl }, account)
          : await verifyEmail(context.db, account, parseOrInvalid(verifyEmailSchema, values));
      return { form, ...done(reply.message) };
    },
    { form },
  );
}
