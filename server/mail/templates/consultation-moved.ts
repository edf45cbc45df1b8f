import { mailTemplate, signOff } from "./template.ts";
import {
  type BookingMailData,
  exampleBooking,
  invite,
  manageLinks,
  when,
} from "./consultation-booking-parts.ts";

/** The requester's consultation moved; the invitation updates the calendar's copy. */
export const consultationMovedMail = mailTemplate(
  (d: BookingMailData) => ({
    to: d.booking.email,
    subject: "Your free consultation has moved",
    text: `Hi ${d.booking.firstName},\n\nYour free consultation is now on:\n\n${when(d.booking, d.config)}\n\nThe attached invitation updates the one in your calendar.\n\n${manageLinks(d.booking, d.config)}\n\n${signOff(d.site)}`,
    attachments: invite(d, "REQUEST"),
  }),
  exampleBooking,
);
