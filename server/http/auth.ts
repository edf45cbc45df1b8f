import type { RequestHandler } from "express";
import { type AdminAccess, assertAdminAccess } from "../accounts/admin-access.ts";
import { type HeaderReader, tokenFrom } from "../accounts/session-cookies.ts";
import { type ResolvedSession, resolveSession, tokenKind } from "../accounts/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { AccountKind } from "../db/schema.ts";
import { forbidden, unauthorized } from "../domain/errors.ts";

/** An Express request's headers in the shape session-cookies.ts reads. */
export function headersOf(req: { get(name: string): string | undefined }): HeaderReader {
  return { get: (name: string) => req.get(name) ?? null };
}

declare global {
  namespace Express {
    interface Locals {
      session?: ResolvedSession;
      adminAccess?: AdminAccess;
    }
  }
}

/**
 * Express guard for /api endpoints: `unauthorized` without a valid session of `kind`; `forbidden`
 * when the token is a valid one of the other kind (a student token on /api/admin). On success the
 * session is in res.locals.session.
 */
export function requireSession(db: Db, config: Config, kind: AccountKind): RequestHandler {
  return async (req, res, next) => {
    const headers = headersOf(req);
    const token = tokenFrom(headers, kind);
    const session = await resolveSession(db, config.sessionSecret, token, kind);
    if (session) {
      res.locals.session = session;
      // The back-office's role and second-factor policy (server/accounts/roles.ts) for every endpoint.
      if (kind === "admin")
        res.locals.adminAccess = await assertAdminAccess(db, session.account.id, req.method, req.originalUrl);
      return next();
    }
    const other: AccountKind = kind === "admin" ? "student" : "admin";
    const otherToken = tokenFrom(headers, other);
    if (
      tokenKind(config.sessionSecret, token) === other ||
      tokenKind(config.sessionSecret, otherToken) === other
    ) {
      if (await resolveSession(db, config.sessionSecret, token ?? otherToken, other)) {
        return next(forbidden("You do not have access to this resource"));
      }
    }
    next(unauthorized("Please sign in to continue"));
  };
}
