import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The link of an e-mailed staff reply carries `<visitorId>.<signature>`: signed with the session
 * secret and naming the conversation, so it reopens the thread on any device (it also sets the
 * visitor cookie there, so the chat panel continues the same thread).
 */
function signature(secret: string, visitorId: string): string {
  return createHmac("sha256", secret).update(`conversation:${visitorId}`).digest("base64url");
}

export function conversationToken(secret: string, visitorId: string): string {
  return `${visitorId}.${signature(secret, visitorId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor id a token names, or undefined when it is not one we signed. */
export function visitorOfToken(secret: string, token: unknown): string | undefined {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length > 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}

export function conversationUrl(publicUrl: string, secret: string, visitorId: string): string {
  return `${publicUrl}/chat/continue?token=${encodeURIComponent(conversationToken(secret, visitorId))}`;
}
