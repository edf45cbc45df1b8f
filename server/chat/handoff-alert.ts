import { site } from "#content/site.ts";
import type { Db } from "../db/client.ts";
import { conversationEvent, publishEvent } from "../events/events.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { conversationHref } from "../admin/sections/conversations.ts";

/** Where staff are told that a visitor asked for a person (STAFF_EMAIL and the site's address). */
export interface StaffAlert {
  staffEmail: string;
  publicUrl: string;
}

/**
 * Tells staff at once that a visitor asked for a person (issue 35): an e-mail to STAFF_EMAIL with
 * a link to the conversation's back-office page (which needs a sign-in; the link carries no
 * token), and the live `conversation.handoff` event for open back-office pages.
 */
export async function alertStaffOfHandoff(
  db: Db,
  alert: StaffAlert,
  visitor: { id: string; name: string | null; email: string | null },
): Promise<void> {
  const who = visitor.name ?? visitor.email ?? "A visitor";
  const link = `${alert.publicUrl}${conversationHref(visitor.id)}`;
  await enqueueMail(db, {
    to: alert.staffEmail,
    subject: `${who} asked for a person in the ${site.name} chat`,
    text: `${who}${visitor.email && visitor.name ? ` (${visitor.email})` : ""} asked to talk to a member of the team in the website chat.\n\nOpen the conversation and reply: ${link}`,
  });
  await publishEvent(db, conversationEvent("conversation.handoff", visitor.id));
}
