import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A JSON payload carried as base64url(JSON) + "." + base64url(HMAC-SHA256), with its expiry in
 * `exp` (Unix seconds). Session tokens and two-factor tickets both travel this way, each under its
 * own key.
 */
const signature = (key: string | Buffer, body: string) =>
  createHmac("sha256", key).update(body).digest("base64url");

export function signPayload(key: string | Buffer, payload: { exp: number }): string {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${signature(key, body)}`;
}

/**
 * The payload when the signature is made with `key` and `exp` has not passed; otherwise
 * undefined. The caller still checks the payload's other fields.
 */
export function openSignedPayload(
  key: string | Buffer,
  token: string,
  now: Date = new Date(),
): (Record<string, unknown> & { exp: number }) | undefined {
  const [body, given, extra] = token.split(".");
  if (!body || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(signature(key, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof payload !== "object" || payload === null) return undefined;
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== "number" || exp * 1000 <= now.getTime()) return undefined;
  return payload as Record<string, unknown> & { exp: number };
}
