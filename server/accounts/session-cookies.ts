import { parse, serialize } from "cookie";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { AccountKind } from "../db/schema.ts";
import { type IssuedSession, isRememberedSession, type ResolvedSession, resolveSession } from "./sessions.ts";

/**
 * Where a session token travels: the adminToken / portalToken cookie for browsers, the `token`
 * header for API clients. Pages (app/) and the API's session guard (server/http/auth.ts) both
 * read sessions through this module; parsing and writing cookies is the `cookie` package's job.
 */
export const cookieNames: Record<AccountKind, string> = { admin: "adminToken", student: "portalToken" };

/** Request headers as both Fetch (`Headers`) and Express (`req.get`, wrapped) offer them. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** The token of a request: the `token` header (API clients) wins over the cookie (browsers). */
export function tokenFrom(headers: HeaderReader, kind: AccountKind): string | undefined {
  const header = headers.get("token")?.trim();
  if (header) return header;
  const cookies = headers.get("cookie");
  return (cookies && parse(cookies)[cookieNames[kind]]) || undefined;
}

/** The signed-in account of a request of `kind`, or undefined. */
export function sessionOfRequest(
  db: Db,
  config: Config,
  request: { headers: HeaderReader },
  kind: AccountKind,
) {
  return resolveSession(db, config.sessionSecret, tokenFrom(request.headers, kind), kind);
}

const attributes = (config: Config) =>
  ({ path: "/", httpOnly: true, sameSite: "lax", secure: config.isProduction }) as const;

/** Set-Cookie value for a session token; persistent only when 'Remember me' was ticked. */
export function sessionCookie(config: Config, kind: AccountKind, session: IssuedSession): string {
  return serialize(cookieNames[kind], session.token, {
    ...attributes(config),
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

/**
 * Set-Cookie for a token re-signed after a rename, for the same session: it keeps the session's
 * expiry, and stays persistent when the session outlives a plain one (it was remembered).
 */
export function reissuedSessionCookie(
  config: Config,
  kind: AccountKind,
  session: ResolvedSession,
  token: string,
): string {
  const expiresAt = new Date(session.payload.exp * 1000);
  return sessionCookie(config, kind, { token, expiresAt, persistent: isRememberedSession(expiresAt) });
}

export function clearSessionCookie(config: Config, kind: AccountKind): string {
  return serialize(cookieNames[kind], "", { ...attributes(config), maxAge: 0 });
}
