import { createHmac, timingSafeEqual } from "node:crypto";
import type { AccountKind } from "../db/schema.ts";

/**
 * Signed session tokens: base64url(JSON payload) + "." + base64url(HMAC-SHA256). The payload
 * holds id, firstName and lastName as the spec's clients read them, plus the kind of account,
 * the server-side session id (sid) and the expiry (exp, Unix seconds).
 */
export interface TokenPayload {
  sid: string;
  kind: AccountKind;
  id: string;
  firstName: string;
  lastName: string;
  exp: number;
}

function sign(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

export function signToken(secret: string, payload: TokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The payload when the signature is ours and the token has not expired; otherwise undefined. */
export function verifyToken(secret: string, token: string, now: Date = new Date()): TokenPayload | undefined {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TokenPayload;
    if (typeof payload.exp !== "number" || payload.exp * 1000 <= now.getTime()) return undefined;
    if (payload.kind !== "admin" && payload.kind !== "student") return undefined;
    return payload;
  } catch {
    return undefined;
  }
}
