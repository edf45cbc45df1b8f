import { requesterInviteMail, when } from "./consultation-booking-parts.ts";

/** The requester's booked slot, with the calendar invitation and the reschedule and cancel links. */
export const consultationBookedMail = requesterInviteMail(
  "Your free consultation is booked",
  (d) =>
    `Thank you for your inquiry! Your free consultation about ${d.booking.service.toLowerCase()} is booked for:\n\n${when(d.booking, d.config)}\n\nWe'll call you on ${d.booking.phone}. The attached invitation adds it to your calendar.`,
);
