import { contactSchema } from "#forms/contact.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { contactMessages } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { acceptSubmission, type Submitter, sourceOfSubmitter } from "./accept.ts";
import { contactStaffMail } from "../mail/templates/contact-staff.ts";

export const CONTACT_THANKS =
  "Thank you for reaching out to us! We appreciate your interest and will get back to you shortly.";

/** Stores a contact enquiry and notifies staff, both in one transaction. */
export async function submitContactMessage(db: Db, config: Config, body: unknown, who: Submitter) {
  const accepted = await acceptSubmission(db, "contact", body, who, contactSchema);
  if (accepted.trapped) return { message: CONTACT_THANKS };
  const input = accepted.data;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, source: sourceOfSubmitter(who) });
    await enqueueMail(tx, contactStaffMail({ staff: config.staffEmail, input }));
  });
  return { message: CONTACT_THANKS };
}
