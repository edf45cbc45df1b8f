import { consultationSchema } from "#forms/consultation.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { consultations } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { acceptSubmission, type Submitter } from "./accept.ts";
import { consultationRequesterMail, consultationStaffMail } from "./mails.ts";

export const CONSULTATION_THANKS = "Thank you for your inquiry! We'll get back to you soon.";

/** Stores a booking; the requester gets a confirmation and staff a notice, in one transaction. */
export async function bookConsultation(db: Db, config: Config, body: unknown, who: Submitter) {
  const accepted = await acceptSubmission(db, "consultation", body, who, consultationSchema);
  if (accepted.trapped) return { message: CONSULTATION_THANKS };
  const input = accepted.data;
  await db.transaction(async (tx) => {
    await tx.insert(consultations).values(input);
    await enqueueMail(tx, consultationRequesterMail(input));
    await enqueueMail(tx, consultationStaffMail(config.staffEmail, input));
  });
  return { message: CONSULTATION_THANKS };
}
