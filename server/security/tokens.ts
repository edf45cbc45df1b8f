import { createHash, randomBytes } from "node:crypto";

/*
 * The one module for the random link tokens the app mails (password reset, e-mail verification,
 * first-run setup, waitlist seat offers, newsletter confirmation): one length, one hash, one
 * way to compute an expiry. A token is found by its hash (`where token_hash = hashLinkToken(t)`),
 * so the comparison the database makes is between hashes and its timing says nothing of the token. A token travels in a URL; the database
 * keeps only its SHA-256 (docs/security.md). Record ids signed into links (booking management,
 * chat continuation) are ./signed-id.ts.
 */

/** 256 random bits: nothing to brute-force, so a fast hash is enough. */
export const LINK_TOKEN_BYTES = 32;

export interface LinkToken {
  /** Goes into the link, never into the database, a log or stored mail. */
  token: string;
  /** What the database keeps. */
  hash: string;
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newLinkToken(): LinkToken {
  const token = randomBytes(LINK_TOKEN_BYTES).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

/** The moment a token issued at `now` stops working. */
export function expiresAfter(now: Date, lifetimeMs: number): Date {
  return new Date(now.getTime() + lifetimeMs);
}
