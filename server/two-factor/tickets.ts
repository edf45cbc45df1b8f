import { createHmac, randomBytes } from "node:crypto";
import { openSignedPayload, signPayload } from "../accounts/signed-payload.ts";

/**
 * The half-signed-in state between the password and the second factor: a signed, short-lived
 * ticket, never a session. It names the account, what it is for, and whether 'Remember me' was
 * ticked. Its signature uses a key derived for tickets alone, so a ticket can never pass for a
 * session token (server/accounts/tokens.ts) or the other way round.
 */
export type TicketPurpose = "second-factor" | "enrol";

export interface Ticket {
  purpose: TicketPurpose;
  adminId: string;
  remember: boolean;
  /** Unix seconds. */
  exp: number;
}

/** Minutes a ticket lives: a code is typed within seconds; enrolling means scanning a QR code. */
export const TICKET_MINUTES: Record<TicketPurpose, number> = { "second-factor": 5, enrol: 15 };

const keyOf = (secret: string) => createHmac("sha256", secret).update("two-factor-ticket").digest();

export function issueTicket(
  secret: string,
  purpose: TicketPurpose,
  adminId: string,
  remember: boolean,
  now: Date = new Date(),
): string {
  const payload = {
    purpose,
    adminId,
    remember,
    exp: Math.floor(now.getTime() / 1000) + TICKET_MINUTES[purpose] * 60,
    n: randomBytes(8).toString("base64url"),
  };
  return signPayload(keyOf(secret), payload);
}

/** The ticket when it is ours, unexpired and for `purpose`; otherwise undefined. */
export function readTicket(
  secret: string,
  ticket: string | undefined,
  purpose: TicketPurpose,
  now: Date = new Date(),
): Ticket | undefined {
  if (typeof ticket !== "string") return undefined;
  const payload = openSignedPayload(keyOf(secret), ticket, now);
  if (payload?.purpose !== purpose || typeof payload.adminId !== "string") return undefined;
  return { purpose, adminId: payload.adminId, remember: payload.remember === true, exp: payload.exp };
}
