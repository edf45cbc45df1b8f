import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The reschedule and cancel links of a booking's e-mails carry `<id>.<signature>`: signed with
 * the session secret, no expiry, and naming the booking rather than a time, so a link from an
 * earlier e-mail still leads to the booking as it is now (moved or cancelled).
 */
function signature(secret: string, id: string): string {
  return createHmac("sha256", secret).update(`consultation:${id}`).digest("base64url");
}

export function manageToken(secret: string, id: string): string {
  return `${id}.${signature(secret, id)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The booking id a token names, or undefined when it is not one we signed. */
export function idOfManageToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}

export function manageUrls(publicUrl: string, secret: string, id: string) {
  const token = encodeURIComponent(manageToken(secret, id));
  return {
    reschedule: `${publicUrl}/consultation/reschedule?token=${token}`,
    cancel: `${publicUrl}/consultation/cancel?token=${token}`,
  };
}
