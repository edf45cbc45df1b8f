import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * A record's id carried in an e-mailed link as `<id>.<signature>`: signed with the session secret
 * under a purpose (so a booking's token cannot open a conversation), with no expiry, and naming
 * the record rather than its state, so a link from an earlier e-mail leads to the record as it is now.
 */
function signature(secret: string, purpose: string, id: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${id}`).digest("base64url");
}

export function signedIdToken(secret: string, purpose: string, id: string): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id a token names, or undefined when it is not one we signed for this purpose. */
export function idOfSignedToken(secret: string, purpose: string, token: unknown): string | undefined {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(secret, purpose, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}
