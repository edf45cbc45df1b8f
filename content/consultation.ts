/**
 * What the "Book a free consultation" page says about the call, and how a booked time is changed:
 * the confirmation e-mail carries a calendar invitation and the reschedule and cancel links
 * (server/consultations/mails.ts). One object, not a list of records: the page and the chat
 * assistant's typed answers read it.
 */
export const consultationBooking = {
  reply: "Tell us what you want to build. We reply within one business day to arrange a call.",
  promises: [
    "A 30-minute call with a senior developer, not a salesperson",
    "Honest advice on scope, budget and timeline",
    "A written proposal with a fixed quote if we are a good fit",
  ],
  manage:
    "Picked a time? We e-mail you a calendar invitation, and the e-mail has links to reschedule or cancel the call.",
} as const;
