import type { Db } from "../db/client.ts";
import { conversationEvent, publishEvent } from "../events/events.ts";
import { publishedSite } from "../content/published.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { chatHandoffMail } from "../mail/templates/chat-handoff.ts";
import { handoffSubscribers } from "../admin/notifications.ts";
import { conversationHref } from "../admin/sections/conversations.ts";

/** Where staff are told that a visitor asked for a person (STAFF_EMAIL and the site's address). */
export interface StaffAlert {
  staffEmail: string;
  publicUrl: string;
}

/**
 * Tells staff at once that a visitor asked for a person (issue 35): an e-mail to STAFF_EMAIL (and
 * each staff member who turned the notification on, on their profile page) with
 * a link to the conversation's back-office page (which needs a sign-in; the link carries no
 * token), and the live `conversation.handoff` event for open back-office pages.
 */
export async function alertStaffOfHandoff(
  db: Db,
  alert: StaffAlert,
  visitor: { id: string; name: string | null; email: string | null },
): Promise<void> {
  const link = `${alert.publicUrl}${conversationHref(visitor.id)}`;
  const site = await publishedSite(db);
  // STAFF_EMAIL always; staff who turned the notification on get their own copy, once each.
  const seen = new Set<string>();
  for (const to of [alert.staffEmail, ...(await handoffSubscribers(db))]) {
    const key = to.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    await enqueueMail(db, chatHandoffMail({ site, to, visitor, link }));
  }
  await publishEvent(db, conversationEvent("conversation.handoff", visitor.id));
}
