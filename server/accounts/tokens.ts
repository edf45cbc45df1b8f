import type { AccountKind } from "../db/schema.ts";
import { openSignedPayload, signPayload } from "./signed-payload.ts";

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

export function signToken(secret: string, payload: TokenPayload): string {
  return signPayload(secret, payload);
}

/** The payload when the signature is ours and the token has not expired; otherwise undefined. */
export function verifyToken(secret: string, token: string, now: Date = new Date()): TokenPayload | undefined {
  const payload = openSignedPayload(secret, token, now);
  if (payload?.kind !== "admin" && payload?.kind !== "student") return undefined;
  return payload as unknown as TokenPayload;
}
