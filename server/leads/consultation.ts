import { consultationBookingSchema } from "#forms/consultation.ts";
import type { Config } from "../config.ts";
import { bookSlot } from "../consultations/bookings.ts";
import { isoInZone } from "../consultations/slot-grid.ts";
import type { Db } from "../db/client.ts";
import { consultations } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { acceptSubmission, type Submitter, sourceOfSubmitter } from "./accept.ts";
import { publishedSite } from "../content/published.ts";
import { consultationRequestMail } from "../mail/templates/consultation-request.ts";
import { consultationRequestStaffMail } from "../mail/templates/consultation-request-staff.ts";

export const CONSULTATION_THANKS = "Thank you for your inquiry! We'll get back to you soon.";

export interface BookingReply {
  message: string;
  /** The booked time when the request picked one (ISO 8601 in the business zone). */
  data?: { slot: { start: string; end: string } };
}

/**
 * Stores a booking; the requester gets a confirmation and staff a notice, in one transaction.
 * With a `slotStart` the request books that free slot (server/consultations/bookings.ts): the
 * confirmation then carries the calendar invitation and the reschedule and cancel links.
 */
export async function bookConsultation(
  db: Db,
  config: Config,
  body: unknown,
  who: Submitter,
  now: Date = new Date(),
): Promise<BookingReply> {
  const accepted = await acceptSubmission(db, "consultation", body, who, consultationBookingSchema);
  if (accepted.trapped) return { message: CONSULTATION_THANKS };
  const { slotStart, ...fields } = accepted.data;
  const input = { ...fields, source: sourceOfSubmitter(who) };
  if (slotStart) {
    const b = await bookSlot(db, config, input, slotStart, now);
    const zone = config.businessTimeZone;
    return {
      message: CONSULTATION_THANKS,
      data: {
        slot: { start: isoInZone(b.slotStart.getTime(), zone), end: isoInZone(b.slotEnd.getTime(), zone) },
      },
    };
  }
  await db.transaction(async (tx) => {
    await tx.insert(consultations).values(input);
    await enqueueMail(tx, consultationRequestMail({ site: await publishedSite(tx), input }));
    await enqueueMail(tx, consultationRequestStaffMail({ staff: config.staffEmail, input }));
  });
  return { message: CONSULTATION_THANKS };
}
