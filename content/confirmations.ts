import { nextSteps } from "./application-next-steps.ts";

/**
 * What each confirmation says: what just happened, then what comes next. One source per event,
 * read by the page that confirms it, the student portal and the e-mail, so the three never tell
 * different stories (issue 36). Dates arrive already written by the one date rule (forms/dates.ts).
 */

export interface Confirmation {
  /** The heading or subject line. */
  title: string;
  /** What just happened, in the past tense. */
  happened: string;
  /** What comes next, and who does it. */
  next: string;
}

/** A student took the seat a waitlist offer held for them (the offer page, the portal, the e-mail). */
export function seatAccepted(course: string, start: string): Confirmation {
  return {
    title: `Your seat in ${course} is confirmed`,
    happened: `You accepted the seat in ${course}, starting ${start}.`,
    next: nextSteps.accepted!,
  };
}

/** A student let a held seat go. */
export function seatDeclined(course: string): Confirmation {
  return {
    title: `You declined the seat in ${course}`,
    happened: `You declined the seat in ${course}, and your application is withdrawn.`,
    next: nextSteps.withdrawn!,
  };
}

/** A consultation request; `when` is the booked time when a time was picked. */
export function consultationBooked(when?: string, phone?: string): Confirmation {
  return when
    ? {
        title: "Thank you for your inquiry!",
        happened: `Your free consultation is booked for ${when}.`,
        next: `We'll call you${phone ? ` on ${phone}` : ""} at that time. We've e-mailed you a calendar invitation with links to reschedule or cancel.`,
      }
    : {
        title: "Thank you for your inquiry!",
        happened: "We've received your request for a free consultation.",
        next: "We reply within one business day to arrange a time for the call.",
      };
}

/** A newsletter signup waits for the link in the confirmation e-mail (double opt-in, decision 0083). */
export const newsletterPending: Confirmation & { resend: string } = {
  title: "Thank you for subscribing!",
  happened: "Almost done: we've e-mailed you a link to confirm your address.",
  next: "Open it and press the button, and we'll keep you posted with our latest updates, new courses and events.",
  resend:
    "Nothing arrived? Check your spam folder, or subscribe again with the same address: if it is still waiting for confirmation, we send the link again.",
};

/** An application was sent (the form's overlay, the e-mail, the portal's first step). */
export const applicationReceived: Confirmation = {
  title: "Application received!",
  happened: "Thank you for applying. We've e-mailed you a confirmation.",
  next: nextSteps.received!,
};
