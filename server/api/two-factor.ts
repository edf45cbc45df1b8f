import express, { type Request, type Response } from "express";
import { signInSchema } from "#forms/auth.ts";
import { sessionCookie } from "../accounts/session-cookies.ts";
import { signedInMessage } from "../accounts/sign-in.ts";
import { parseOrInvalid } from "../domain/errors.ts";
import { headersOf, requireSession } from "../http/auth.ts";
import {
  confirmOwnTotpEnrolment,
  renewRecoveryCodes,
  startOwnTotpEnrolment,
  startTotpEnrolment,
  turnOffTotp,
  twoFactorStatus,
} from "../two-factor/enrolment.ts";
import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  relyingPartyOf,
  removePasskey,
} from "../two-factor/passkeys.ts";
import {
  type AdminSignIn,
  beginAdminSignIn,
  completeRequiredEnrolment,
  completeSecondFactor,
  passkeySignIn,
  requireTicket,
} from "../two-factor/sign-in.ts";
import { clearTicketCookie, ticketCookie, ticketFrom } from "../two-factor/ticket-cookie.ts";
import type { ApiArea } from "./deps.ts";

/**
 * Back-office sign-in with a second factor, and the signed-in account's own two-factor settings
 * (docs/decisions/0073). Mounted before the admin area, so its paths answer first; the signed-in
 * ones sit behind the same guard (session, role, required enrolment).
 *
 * Sign-in for an account with a second factor answers 200 {secondFactor:{ticket, methods}}
 * without a token; POST /admin/auth/second-factor {ticket, code | passkey} then answers
 * {success, token}. A ticket lives five minutes.
 */
export const twoFactorApi: ApiArea = (api, { db, config }) => {
  const secret = config.sessionSecret;
  const rp = relyingPartyOf(config.publicUrl);
  const ip = (req: Request) => req.ip ?? "unknown";
  const ticketOf = (req: Request) => req.body?.ticket ?? ticketFrom(headersOf(req));

  const signedIn = (res: Response, result: Parameters<typeof sessionCookie>[2], extra: object = {}) => {
    res.setHeader("Set-Cookie", [sessionCookie(config, "admin", result), clearTicketCookie(config)]);
    res.json({ success: { message: signedInMessage }, token: result.token, ...extra });
  };

  /** Replaces §7.2's admin sign-in; unchanged for an account without a second factor. */
  api.post("/admin/auth/sign-in", async (req, res) => {
    const result: AdminSignIn = await beginAdminSignIn(
      db,
      secret,
      parseOrInvalid(signInSchema, req.body ?? {}),
      ip(req),
    );
    if (result.step === "signed-in") return signedIn(res, result.signedIn);
    const purpose = result.step === "enrol" ? "enrol" : "second-factor";
    res.setHeader("Set-Cookie", ticketCookie(config, result.ticket, purpose));
    res.json({
      secondFactor:
        result.step === "enrol"
          ? { ticket: result.ticket, methods: [], enrolmentRequired: true }
          : { ticket: result.ticket, methods: result.methods },
    });
  });

  api.post("/admin/auth/second-factor", async (req, res) => {
    const body = req.body ?? {};
    signedIn(res, await completeSecondFactor(db, secret, rp, { ...body, ticket: ticketOf(req) }, ip(req)));
  });

  // Enrolment required by the settings, before any session: the ticket stands for the password.
  api.post("/admin/auth/two-factor/setup", async (req, res) => {
    const ticket = requireTicket(secret, ticketOf(req), "enrol");
    res.json({ data: await startTotpEnrolment(db, ticket.adminId) });
  });
  api.post("/admin/auth/two-factor/confirm", async (req, res) => {
    const done = await completeRequiredEnrolment(db, secret, { ...req.body, ticket: ticketOf(req) });
    signedIn(res, done, { recoveryCodes: done.recoveryCodes });
  });

  // Passkeys at sign-in: with a ticket, as the second factor; without, password-free.
  api.post("/admin/auth/passkey/options", async (req, res) => {
    // {mode:"password-free"} ignores a ticket cookie left over from an unfinished sign-in.
    const ticket = req.body?.mode === "password-free" ? undefined : ticketOf(req);
    const adminId = ticket ? requireTicket(secret, ticket, "second-factor").adminId : null;
    res.json({ data: await passkeyAuthenticationOptions(db, rp, adminId) });
  });
  api.post("/admin/auth/passkey", async (req, res) => {
    signedIn(res, await passkeySignIn(db, secret, rp, req.body, ip(req)));
  });

  // The signed-in account's own second factors.
  const me = express.Router();
  me.use(requireSession(db, config, "admin"));
  const self = (res: Response) => res.locals.session!.account.id;
  me.get("/", async (_req, res) => {
    res.json({ data: await twoFactorStatus(db, self(res)) });
  });
  // Each change below needs the step-up in its body (server/accounts/step-up.ts): currentPassword,
  // or a current second-factor code (not for /totp/confirm, whose code is the new app's).
  me.post("/totp", async (req, res) => {
    res.json({ data: await startOwnTotpEnrolment(db, self(res), req.body, ip(req)) });
  });
  me.post("/totp/confirm", async (req, res) => {
    res.json(await confirmOwnTotpEnrolment(db, self(res), req.body, ip(req)));
  });
  me.delete("/totp", async (req, res) => {
    res.json(await turnOffTotp(db, self(res), req.body, ip(req)));
  });
  me.post("/recovery-codes", async (req, res) => {
    res.json(await renewRecoveryCodes(db, self(res), req.body, ip(req)));
  });
  me.post("/passkeys/options", async (req, res) => {
    res.json({ data: await passkeyRegistrationOptions(db, rp, self(res), req.body, ip(req)) });
  });
  me.post("/passkeys", async (req, res) => {
    res.status(201).json(await registerPasskey(db, rp, self(res), req.body, ip(req)));
  });
  me.delete("/passkeys/:id", async (req, res) => {
    res.json(await removePasskey(db, self(res), String(req.params.id), req.body, ip(req)));
  });
  api.use("/admin/me/two-factor", me);
};
