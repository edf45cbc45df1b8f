import { parse, serialize } from "cookie";
import type { Config } from "../config.ts";
import type { HeaderReader } from "../accounts/session-cookies.ts";
import { TICKET_MINUTES, type TicketPurpose } from "./tickets.ts";

/**
 * Where a browser keeps its sign-in ticket between the password and the second factor (or the
 * required enrolment): an httpOnly cookie that lives as long as the ticket. API clients send the
 * ticket in the body instead.
 */
export const ticketCookieName = "adminSignInTicket";

export function ticketCookie(config: Config, ticket: string, purpose: TicketPurpose): string {
  return serialize(ticketCookieName, ticket, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    maxAge: TICKET_MINUTES[purpose] * 60,
  });
}

export function clearTicketCookie(config: Config): string {
  return serialize(ticketCookieName, "", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    maxAge: 0,
  });
}

export function ticketFrom(headers: HeaderReader): string | undefined {
  const cookies = headers.get("cookie");
  return (cookies && parse(cookies)[ticketCookieName]) || undefined;
}
