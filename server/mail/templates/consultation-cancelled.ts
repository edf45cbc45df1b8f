import { mailTemplate, signOff } from "./template.ts";
import { type BookingMailData, exampleBooking, invite, when } from "./consultation-booking-parts.ts";

/** The requester's consultation cancelled; the cancellation removes it from the calendar. */
export const consultationCancelledMail = mailTemplate(
  (d: BookingMailData) => ({
    to: d.booking.email,
    subject: "Your free consultation is cancelled",
    text: `Hi ${d.booking.firstName},\n\nYour free consultation on ${when(d.booking, d.config)} is cancelled. The attached cancellation removes it from your calendar.\n\nWhenever you'd like to talk, book a new time: ${d.config.publicUrl}/expertise/book-a-free-consultation\n\n${signOff(d.site)}`,
    attachments: invite(d, "CANCEL"),
  }),
  exampleBooking,
);
