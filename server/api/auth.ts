import type { ZodType } from "zod";
import { visitorIdOfCookies } from "../visitors/visitors.ts";
import type { Request, Response, Router } from "express";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from "#forms/auth.ts";
import { listApplicationsOf } from "../accounts/applications.ts";
import { isEmailVerified, resendVerification, verifyEmail } from "../accounts/email-verification.ts";
import { requestPasswordReset, resetPassword } from "../accounts/password-reset.ts";
import { changePassword, getProfile, updateProfile } from "../accounts/profile.ts";
import { endSession, reissueToken, resolveSession } from "../accounts/sessions.ts";
import { signedInMessage, signedUpMessage, signIn, signUp } from "../accounts/sign-in.ts";
import type { AccountKind } from "../db/schema.ts";
import {
  clearSessionCookie,
  reissuedSessionCookie,
  sessionCookie,
  tokenFrom,
} from "../accounts/session-cookies.ts";
import { headersOf, requireSession } from "../http/auth.ts";
import { parseOrInvalid } from "../domain/errors.ts";
import type { ApiDeps } from "./deps.ts";

const parse = <S extends ZodType>(schema: S, body: unknown) => parseOrInvalid(schema, body ?? {});

/**
 * Authentication for both surfaces (spec §7.2) and the signed-in student's own data. Replies:
 * {token, success:{message}} on success, {error:{messages}} on failure. Browsers also get the
 * session cookie, API clients use the token in the `token` header.
 */
export function authApi(api: Router, { db, config }: ApiDeps): void {
  const secret = config.sessionSecret;

  const signInRoute = (kind: AccountKind) => async (req: Request, res: Response) => {
    const signedIn = await signIn(db, secret, kind, parse(signInSchema, req.body), req.ip ?? "unknown", {
      visitorId: visitorIdOfCookies(req.get("cookie")),
    });
    res.setHeader("Set-Cookie", sessionCookie(config, kind, signedIn));
    res.json({ success: { message: signedInMessage }, token: signedIn.token });
  };

  const forgotRoute = (kind: AccountKind) => async (req: Request, res: Response) => {
    const input = parse(forgotPasswordSchema, req.body);
    const reply = await requestPasswordReset(
      db,
      { kind, publicUrl: config.publicUrl, clientIp: req.ip ?? "unknown" },
      input,
    );
    res.json({ success: { message: reply.message } });
  };

  const resetRoute = async (req: Request, res: Response) => {
    const reply = await resetPassword(db, parse(resetPasswordSchema, req.body));
    res.json({ success: { message: reply.message } });
  };

  const logOutRoute = (kind: AccountKind) => async (req: Request, res: Response) => {
    const session = await resolveSession(db, secret, tokenFrom(headersOf(req), kind), kind);
    if (session) await endSession(db, session.payload.sid);
    res.setHeader("Set-Cookie", clearSessionCookie(config, kind));
    res.json({ success: { message: "You have signed out" } });
  };

  api.post("/portal/auth/sign-up", async (req, res) => {
    const signedIn = await signUp(db, secret, parse(signUpSchema, req.body), req.ip ?? "unknown", {
      publicUrl: config.publicUrl,
      visitorId: visitorIdOfCookies(req.get("cookie")),
    });
    res.setHeader("Set-Cookie", sessionCookie(config, "student", signedIn));
    res.status(201).json({ success: { message: signedUpMessage }, token: signedIn.token });
  });
  api.post("/portal/auth/sign-in", signInRoute("student"));
  api.post("/portal/auth/forgot-password", forgotRoute("student"));
  api.post("/portal/auth/reset-password", resetRoute);
  api.post("/portal/auth/log-out", logOutRoute("student"));

  // POST /admin/auth/sign-in is server/api/two-factor.ts's: the password may be only step one.
  api.post("/admin/auth/forgot-password", forgotRoute("admin"));
  // The spec's shared reset: the token decides whether a student or an admin password changes.
  api.post("/admin/auth/reset-password", resetRoute);
  api.post("/admin/auth/log-out", logOutRoute("admin"));

  const student = requireSession(db, config, "student");

  api.get("/portal/enrolments", student, async (_req, res) => {
    const { account } = res.locals.session!;
    res.json({ data: await listApplicationsOf(db, account) });
  });

  api.get("/portal/me", student, async (_req, res) => {
    const { id } = res.locals.session!.account;
    res.json({
      data: { ...(await getProfile(db, "student", id)), emailVerified: await isEmailVerified(db, id) },
    });
  });

  // E-mail verification (issue 13, M1): the link's token, used with the account's own session.
  api.post("/portal/me/verify-email", student, async (req, res) => {
    const reply = await verifyEmail(db, res.locals.session!.account, parse(verifyEmailSchema, req.body));
    res.json({ message: reply.message, success: { message: reply.message } });
  });

  api.post("/portal/me/email-verification", student, async (_req, res) => {
    const reply = await resendVerification(db, { publicUrl: config.publicUrl }, res.locals.session!.account);
    res.json({ message: reply.message, success: { message: reply.message } });
  });

  api.put("/portal/me", student, async (req, res) => {
    const session = res.locals.session!;
    const reply = await updateProfile(db, "student", session.account.id, parse(profileSchema, req.body));
    const token = reissueToken(secret, session.payload, reply.account);
    res.setHeader("Set-Cookie", reissuedSessionCookie(config, "student", session, token));
    res.json({ message: reply.message, success: { message: reply.message }, token, data: reply.account });
  });

  api.put("/portal/me/change-password", student, async (req, res) => {
    const session = res.locals.session!;
    const reply = await changePassword(
      db,
      "student",
      { userId: session.account.id, sessionId: session.payload.sid },
      parse(changePasswordSchema, req.body),
      req.ip ?? "unknown",
    );
    res.json({ message: reply.message, success: { message: reply.message } });
  });
}
