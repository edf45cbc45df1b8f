import type { RequestHandler } from "express";
import { type ResolvedSession, resolveSession, tokenKind } from "../accounts/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { AccountKind } from "../db/schema.ts";
import { HttpError } from "./errors.ts";

export const cookieNames: Record<AccountKind, string> = { admin: "adminToken", student: "portalToken" };

/** Reads one cookie from a Cookie header without a dependency. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The token of a request: the `token` header (API clients) wins over the cookie (browsers). */
export function tokenFrom(
  headers: { get(name: string): string | null },
  kind: AccountKind,
): string | undefined {
  return headers.get("token")?.trim() || readCookie(headers.get("cookie"), cookieNames[kind]);
}

/** Set-Cookie value for a session token; persistent only when 'Remember me' was ticked. */
export function sessionCookie(
  config: Config,
  kind: AccountKind,
  session: { token: string; expiresAt: Date; persistent: boolean },
): string {
  const parts = [
    `${cookieNames[kind]}=${encodeURIComponent(session.token)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (session.persistent) parts.push(`Expires=${session.expiresAt.toUTCString()}`);
  if (config.isProduction) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(config: Config, kind: AccountKind): string {
  return [
    `${cookieNames[kind]}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(config.isProduction ? ["Secure"] : []),
  ].join("; ");
}

function headersOf(req: { get(name: string): string | undefined }) {
  return { get: (name: string) => req.get(name) ?? null };
}

declare global {
  namespace Express {
    interface Locals {
      session?: ResolvedSession;
    }
  }
}

/**
 * Express guard for /api endpoints: 401 JSON without a valid session of `kind`; 403 when the
 * token is a valid one of the other kind (a student token on /api/admin). On success the session
 * is in res.locals.session.
 */
export function requireSession(db: Db, config: Config, kind: AccountKind): RequestHandler {
  return async (req, res, next) => {
    const headers = headersOf(req);
    const token = tokenFrom(headers, kind);
    const session = await resolveSession(db, config.sessionSecret, token, kind);
    if (session) {
      res.locals.session = session;
      return next();
    }
    const other: AccountKind = kind === "admin" ? "student" : "admin";
    const otherToken = tokenFrom(headers, other);
    if (
      tokenKind(config.sessionSecret, token) === other ||
      tokenKind(config.sessionSecret, otherToken) === other
    ) {
      if (await resolveSession(db, config.sessionSecret, token ?? otherToken, other)) {
        return next(new HttpError(403, ["You do not have access to this resource"]));
      }
    }
    next(new HttpError(401, ["Please sign in to continue"]));
  };
}

/** For loaders and actions: the session of a Fetch API request, or undefined. */
export function sessionOfRequest(db: Db, config: Config, request: Request, kind: AccountKind) {
  return resolveSession(db, config.sessionSecret, tokenFrom(request.headers, kind), kind);
}
