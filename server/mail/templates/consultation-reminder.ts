import { mailTemplate, signOff } from "./template.ts";
import { type BookingMailData, exampleBooking, manageLinks, when } from "./consultation-booking-parts.ts";

/** The day before a consultation. */
export const consultationReminderMail = mailTemplate(
  (d: Omit<BookingMailData, "now">) => ({
    to: d.booking.email,
    subject: "Reminder: your free consultation is tomorrow",
    text: `Hi ${d.booking.firstName},\n\nA reminder of your free consultation with ${d.site.name}:\n\n${when(d.booking, d.config)}\n\nWe'll call you on ${d.booking.phone}.\n\n${manageLinks(d.booking, d.config)}\n\n${signOff(d.site)}`,
  }),
  exampleBooking,
);
