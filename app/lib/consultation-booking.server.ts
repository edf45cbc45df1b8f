import { bookingOfToken } from "#server/consultations/bookings.ts";
import { describeSlot } from "#server/consultations/time-text.ts";
import { orErrorPage } from "./page-action.server.ts";
import type { ServerContext } from "../context.ts";

/**
 * What the reschedule and cancel pages show of the booking their link names: the booking as it
 * is now (a link from an earlier e-mail follows a move), or the error page (404) for a bad link.
 */
export async function managedBooking(request: Request, context: ServerContext) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const booking = await orErrorPage(bookingOfToken(context.db, context.config, token));
  const zone = context.config.businessTimeZone;
  return {
    token,
    id: booking.id,
    firstName: booking.firstName,
    start: booking.slotStart,
    when: describeSlot(booking.slotStart.getTime(), booking.slotEnd.getTime(), zone),
    state: booking.cancelledAt
      ? ("cancelled" as const)
      : booking.slotStart.getTime() <= Date.now()
        ? ("past" as const)
        : ("booked" as const),
  };
}

/** The token of a manage page's own URL (its form posts back to it). */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";
