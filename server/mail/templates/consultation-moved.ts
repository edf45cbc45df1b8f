import { requesterInviteMail, when } from "./consultation-booking-parts.ts";

/** The requester's consultation moved; the invitation updates the calendar's copy. */
export const consultationMovedMail = requesterInviteMail(
  "Your free consultation has moved",
  (d) =>
    `Your free consultation is now on:\n\n${when(d.booking, d.config)}\n\nThe attached invitation updates the one in your calendar.`,
);
