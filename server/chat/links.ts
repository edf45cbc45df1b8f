import { idOfSignedToken, signedIdToken } from "../security/signed-id.ts";

/*
 * The link of an e-mailed staff reply names the conversation (the visitor id), so it reopens the
 * thread on any device (it also sets the visitor cookie there, so the chat panel continues it).
 */
export const conversationToken = (secret: string, visitorId: string) =>
  signedIdToken(secret, "conversation", visitorId);

/** The visitor id a token names, or undefined when it is not one we signed. */
export const visitorOfToken = (secret: string, token: unknown) =>
  idOfSignedToken(secret, "conversation", token);

export function conversationUrl(publicUrl: string, secret: string, visitorId: string): string {
  return `${publicUrl}/chat/continue?token=${encodeURIComponent(conversationToken(secret, visitorId))}`;
}
