import { mailTemplate, signOff } from "./template.ts";
import {
  type BookingMailData,
  exampleBooking,
  invite,
  manageLinks,
  when,
} from "./consultation-booking-parts.ts";

/** The requester's booked slot, with the calendar invitation and the reschedule and cancel links. */
export const consultationBookedMail = mailTemplate(
  (d: BookingMailData) => ({
    to: d.booking.email,
    subject: "Your free consultation is booked",
    text: `Hi ${d.booking.firstName},\n\nThank you for your inquiry! Your free consultation about ${d.booking.service.toLowerCase()} is booked for:\n\n${when(d.booking, d.config)}\n\nWe'll call you on ${d.booking.phone}. The attached invitation adds it to your calendar.\n\n${manageLinks(d.booking, d.config)}\n\n${signOff(d.site)}`,
    attachments: invite(d, "REQUEST"),
  }),
  exampleBooking,
);
